//! `review FILE`: the review of a saved game (a `.ron` save, or a `.pgn` or `.pdn` file):
//! one line per move with its evaluations before and after it from the mover's side, its
//! mark and the better move; each player's accuracy; and for classical chess and Great
//! Chess, with `--pgn OUT`, the game as an annotated PGN (`[%eval ...]` and NAGs) that
//! other chess programs read. The review itself is [`manifold_session::review`]'s.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use manifold_ai::Searcher;
use manifold_locale::{Language, Localize, Message, text};
use manifold_rules::{AnyGame, GameKind, Seat, VariantId};
use manifold_session::Session;
use manifold_session::review::{
    Mark, MoveReview, Review, ReviewLimits, annotated_pgn, default_review_depth, review_game,
    writes_annotated_pgn,
};
use manifold_session::text_io::{TextFormat, import_text};

use super::analyse::{number, score_text};
use super::error::{CliError, Problem};
use super::show::seat_name;
use super::texts::GameName;

/// `review`'s arguments.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The game: a saved game (.ron), or a PGN (.pgn) or PDN (.pdn) file
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Search each position to this depth (plies, 1 to 64; default: the game's, 6 to 12)
    #[arg(
        long,
        value_name = "N",
        conflicts_with = "movetime",
        allow_negative_numbers = true
    )]
    pub depth: Option<String>,
    /// Search each position for this many milliseconds
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    pub movetime: Option<String>,
    /// Write the game as an annotated PGN to this file (classical chess and Great Chess)
    #[arg(long, value_name = "OUT")]
    pub pgn: Option<PathBuf>,
}

/// Reads a game file: by its extension a PGN, a PDN or (otherwise) a saved game.
pub fn read_game_file(path: &Path) -> Result<AnyGame, CliError> {
    let bytes = std::fs::read(path).map_err(|e| {
        CliError::Input(Problem::CannotRead {
            path: path.to_path_buf(),
            error: e.to_string(),
        })
    })?;
    let text = String::from_utf8_lossy(&bytes);
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let classical = GameKind::Chess(VariantId::Classical);
    let read = match extension.as_str() {
        "pgn" => import_text(classical, TextFormat::Pgn, &text, None).map_err(|e| e.message()),
        "pdn" => {
            import_text(GameKind::Draughts, TextFormat::Pdn, &text, None).map_err(|e| e.message())
        }
        _ => Session::from_ron(&text).map_err(|e| e.message()),
    };
    read.map(|session| session.game().clone()).map_err(|error| {
        CliError::Input(Problem::ReviewFile {
            path: path.to_path_buf(),
            error,
        })
    })
}

/// `review`: reads the numbers and the game, reviews it and prints the review (and writes
/// the annotated PGN).
pub fn review_command(a: &ReviewArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let limits = match (&a.depth, &a.movetime) {
        (Some(d), _) => Some(ReviewLimits::Depth(number("depth", d, 1, 64)? as u32)),
        (None, Some(ms)) => Some(ReviewLimits::MoveTime(Duration::from_millis(number(
            "movetime", ms, 1, 3_600_000,
        )?))),
        (None, None) => None,
    };
    let game = read_game_file(&a.file)?;
    let limits = limits.unwrap_or(ReviewLimits::Depth(default_review_depth(game.kind())));
    if a.pgn.is_some() && !writes_annotated_pgn(&game) {
        return Err(CliError::Usage(Problem::ReviewNoPgn(game.kind())));
    }
    let cancel = Arc::new(AtomicBool::new(false));
    // Nothing sets the cancel flag here; a cancelled review would be an interrupted one.
    let review = review_game(
        &game,
        limits,
        &mut Searcher::default(),
        &cancel,
        &mut |_| {},
    )
    .map_err(|_| CliError::Io(std::io::ErrorKind::Interrupted.into()))?;
    out.write_all(report(&game, &review, lang).as_bytes())?;
    if let Some(path) = &a.pgn {
        let pgn = annotated_pgn(&game, &review, &[], lang)
            .ok_or(CliError::Usage(Problem::ReviewNoPgn(game.kind())))?;
        std::fs::write(path, pgn).map_err(|e| CliError::cannot_write(path, e))?;
        let written = Message::new("cli-review-pgn_written").text("path", path.display());
        writeln!(out, "{}", text(lang, &written))?;
    }
    Ok(())
}

/// One line of `review`'s output.
#[derive(Debug, strum::EnumCount)]
pub(crate) enum ReviewLine {
    /// The title: the game, the limits, the moves.
    Title {
        game: GameKind,
        limits: ReviewLimits,
        moves: usize,
    },
    /// A move: its number and text, the evaluations, the mark and the better move.
    Move {
        label: String,
        seat: Seat,
        seats: u8,
        review: Box<MoveReview>,
    },
    /// A seat's accuracy and marks.
    Accuracy {
        seat: Seat,
        seats: u8,
        accuracy: Option<f64>,
        marks: [usize; 3],
    },
    /// The exercises a review makes.
    Exercises(usize),
}

/// The limits in words.
fn limits_message(limits: ReviewLimits) -> Message {
    match limits {
        ReviewLimits::Depth(d) => Message::new("cli-review-depth").number("depth", d),
        ReviewLimits::Nodes(n) => Message::new("cli-review-nodes").number("nodes", n),
        ReviewLimits::MoveTime(t) => {
            Message::new("cli-review-movetime").number("ms", t.as_millis() as u64)
        }
    }
}

/// A win probability as a percentage with one decimal.
fn percent(p: f64) -> String {
    format!("{:.1}", p * 100.0)
}

impl Localize for ReviewLine {
    fn message(&self) -> Message {
        match self {
            ReviewLine::Title {
                game,
                limits,
                moves,
            } => Message::new("cli-review-title")
                .message("game", GameName(*game))
                .message("limits", limits_message(*limits))
                .number("moves", *moves),
            ReviewLine::Move {
                label,
                seat,
                seats,
                review: m,
            } => {
                let marked = m.mark().zip(m.best_line.first());
                let id = if marked.is_some() {
                    "cli-review-move_marked"
                } else {
                    "cli-review-move"
                };
                let mut message = Message::new(id)
                    .text("move", label)
                    .text("before", score_text(m.score_before))
                    .text("after", score_text(m.score_after))
                    .message("seat", seat_name(*seats, *seat))
                    .text("win_before", percent(m.win_before))
                    .text("win_after", percent(m.win_after));
                if let Some((mark, best)) = marked {
                    message = message.message("mark", mark).text("best", best);
                }
                message
            }
            ReviewLine::Accuracy {
                seat,
                seats,
                accuracy: Some(accuracy),
                marks,
            } => Message::new("cli-review-accuracy")
                .message("seat", seat_name(*seats, *seat))
                .text("accuracy", format!("{accuracy:.1}"))
                .number("inaccuracies", marks[0])
                .number("mistakes", marks[1])
                .number("blunders", marks[2]),
            ReviewLine::Accuracy {
                seat,
                seats,
                accuracy: None,
                ..
            } => Message::new("cli-review-no_accuracy").message("seat", seat_name(*seats, *seat)),
            ReviewLine::Exercises(count) => {
                Message::new("cli-review-exercises").number("count", *count)
            }
        }
    }
}

/// A move as the move list writes it, with its mark: `1. e4`, `3... Nf6??`.
fn move_label(m: &MoveReview) -> String {
    let dots = if m.mover == Seat::WHITE { "." } else { "..." };
    let symbol = m.mark().map_or("", Mark::symbol);
    format!("{}{dots} {}{symbol}", m.move_number, m.played_text)
}

/// `review`'s whole output for `game` and its review.
pub(crate) fn report(game: &AnyGame, review: &Review, lang: Language) -> String {
    let kind = game.kind();
    let seats = kind.seats();
    let mut lines = vec![ReviewLine::Title {
        game: kind,
        limits: review.limits,
        moves: review.moves.len(),
    }];
    for m in &review.moves {
        lines.push(ReviewLine::Move {
            label: move_label(m),
            seat: m.mover,
            seats,
            review: Box::new(m.clone()),
        });
    }
    for (s, &accuracy) in review.accuracy.iter().enumerate() {
        let seat = Seat(s as u8);
        lines.push(ReviewLine::Accuracy {
            seat,
            seats,
            accuracy,
            marks: Mark::ALL.map(|mark| review.count(seat, mark)),
        });
    }
    let exercises = review
        .moves
        .iter()
        .filter(|m| m.mark().is_some_and(Mark::is_mistake_or_blunder))
        .count();
    lines.push(ReviewLine::Exercises(exercises));
    let mut out = String::new();
    for line in &lines {
        out.push_str(&text(lang, line));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_rules::AnyMove;
    use manifold_session::review::{Judgement, MarkCause};

    #[test]
    fn every_review_line_renders() {
        let game = AnyGame::new(GameKind::Chess(VariantId::Classical));
        let e4: AnyMove = game.parse_move("e4").unwrap();
        let m = MoveReview {
            ply: 0,
            mover: Seat::WHITE,
            played: e4.clone(),
            played_text: "e4".into(),
            move_number: 1,
            score_before: 20,
            score_after: -300,
            win_before: 0.52,
            win_after: 0.25,
            best: Some(e4),
            best_line: vec!["d4".into()],
            is_best: false,
            judgement: Some(Judgement {
                mark: Mark::Blunder,
                cause: MarkCause::WinDrop,
            }),
            accuracy: 20.0,
        };
        let mut unmarked = m.clone();
        unmarked.judgement = None;
        assert_eq!(move_label(&m), "1. e4??");
        assert_every_variant_renders(
            &[
                ReviewLine::Title {
                    game: GameKind::Draughts,
                    limits: ReviewLimits::MoveTime(Duration::from_millis(300)),
                    moves: 3,
                },
                ReviewLine::Move {
                    label: move_label(&m),
                    seat: Seat::WHITE,
                    seats: 2,
                    review: Box::new(m),
                },
                ReviewLine::Move {
                    label: "1. e4".into(),
                    seat: Seat(2),
                    seats: 3,
                    review: Box::new(unmarked),
                },
                ReviewLine::Accuracy {
                    seat: Seat::BLACK,
                    seats: 2,
                    accuracy: Some(87.5),
                    marks: [1, 0, 2],
                },
                ReviewLine::Accuracy {
                    seat: Seat::BLACK,
                    seats: 2,
                    accuracy: None,
                    marks: [0; 3],
                },
                ReviewLine::Exercises(2),
            ],
            &[],
        );
        for limits in [ReviewLimits::Depth(3), ReviewLimits::Nodes(1000)] {
            manifold_locale::check::assert_renders(&limits_message(limits), "limits", &[]);
        }
    }
}
