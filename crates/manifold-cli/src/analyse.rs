//! `analyse`: the engine's evaluation of a position and its best lines (MultiPV), per seat
//! in Mattrix and per board in Chess-transit, in the game's notation; with `--threats`,
//! what each opponent would play if it were its move and the pieces of the side to move
//! that are attacked and not defended ([`manifold_ai::threats()`]).
//!
//! The position is read as `show` and `play` read it (the game, `--fen`, `--moves`); the
//! numbers `--depth`, `--movetime`, `--multipv` and `--threads` are read here, so that a
//! bad one gets the same localized `error:` line as a bad FEN or move.

use manifold_session::shown_notation::line_notation;
use std::io::Write;
use std::time::Duration;

use clap::Args;
use manifold_ai::analysis::{Analysis, BoardView};
use manifold_ai::score::{MATE, Score, is_mate};
use manifold_ai::threats::{Threat, Threats};
use manifold_ai::win::{CurveOrigin, expected_shares, win_curve};
use manifold_ai::{Limits, Searcher};
use manifold_locale::{Language, Localize, Message, text};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{AnyGame, AnyMove, GameKind, Seat};

use super::args::PositionArgs;
use super::error::{CliError, Problem};
use super::show::{outcome_text, seat_name};
use super::texts::GameName;
use super::{draughts, setup};

/// `analyse`'s arguments.
#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// The game and the position (start or `--fen`, then `--moves`).
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search to this depth (plies, 1 to 64)
    #[arg(
        long,
        value_name = "N",
        conflicts_with = "movetime",
        allow_negative_numbers = true
    )]
    pub depth: Option<String>,
    /// Search for this many milliseconds (default: 1000 when no depth is given)
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    pub movetime: Option<String>,
    /// How many best lines to show (1 to 20)
    #[arg(
        long,
        value_name = "K",
        default_value = "3",
        allow_negative_numbers = true
    )]
    pub multipv: String,
    /// Search threads (1 to 64; more than one makes the result vary from run to run)
    #[arg(
        long,
        value_name = "N",
        default_value = "1",
        allow_negative_numbers = true
    )]
    pub threads: String,
    /// Also show each opponent's threat (its best move if it were its turn, searched with
    /// the same depth or time) and the pieces of the side to move attacked and not defended
    #[arg(long)]
    pub threats: bool,
}

/// The deepest `--depth`.
const MAX_DEPTH: u64 = 64;

/// The most `--multipv` lines.
const MAX_LINES: u64 = 20;

/// The longest `--movetime` (an hour).
const MAX_MOVETIME: u64 = 3_600_000;

/// The think time when neither `--depth` nor `--movetime` is given.
const DEFAULT_MOVETIME: Duration = Duration::from_millis(1000);

/// Reads the whole number `text` of option `option` in `min..=max`.
pub(crate) fn number(
    option: &'static str,
    text: &str,
    min: u64,
    max: u64,
) -> Result<u64, CliError> {
    match text.trim().parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(CliError::Usage(Problem::BadNumber {
            option,
            text: text.to_string(),
            min,
            max,
        })),
    }
}

/// The game `args` set up, of either family.
fn game(args: &PositionArgs) -> Result<AnyGame, CliError> {
    Ok(match args.variant {
        GameKind::Chess(id) => AnyGame::Chess(setup::game(id, args)?),
        GameKind::Draughts => AnyGame::Draughts(draughts::game(args)?),
    })
}

/// `analyse`: reads the numbers, sets up the game and prints its analysis.
pub fn analyse_command(
    a: &AnalyseArgs,
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let limits = match (&a.depth, &a.movetime) {
        (Some(d), _) => Limits::depth(number("depth", d, 1, MAX_DEPTH)? as u32),
        (None, Some(ms)) => Limits::movetime(Duration::from_millis(number(
            "movetime",
            ms,
            1,
            MAX_MOVETIME,
        )?)),
        (None, None) => Limits::movetime(DEFAULT_MOVETIME),
    };
    let lines = number("multipv", &a.multipv, 1, MAX_LINES)? as usize;
    let threads = number(
        "threads",
        &a.threads,
        1,
        manifold_ai::search::MAX_THREADS as u64,
    )?;
    let game = game(&a.position)?;
    let mut searcher = Searcher::default();
    searcher.set_threads(threads as usize);
    let analysis = if game.outcome().is_some() || game.legal_moves().is_empty() {
        None
    } else {
        Some(searcher.analyse_any_game(&game, &limits, lines, &mut |_| {}))
    };
    out.write_all(report(&game, analysis.as_ref(), lang).as_bytes())?;
    if a.threats && game.outcome().is_none() {
        let threats = manifold_ai::threats(&game, &mut searcher, &limits);
        out.write_all(threats_report(&game, &threats, lang).as_bytes())?;
    }
    Ok(())
}

/// A score as analysis shows it: pawns with a sign (`+0.35`), or a mate in moves (`#3`;
/// `#-2` for the side that is mated in its second move, `#-1` for a seat mated before it
/// moves again, as lichess shows the loser of a mate in one).
pub fn score_text(score: Score) -> String {
    if !is_mate(score) {
        return format!("{:+.2}", f64::from(score) / 100.0);
    }
    if score > 0 {
        format!("#{}", (MATE - score + 1) / 2)
    } else {
        format!("#-{}", (MATE + score + 1) / 2)
    }
}

/// A share or probability as a percentage with one decimal.
fn percent(p: f64) -> String {
    format!("{:.1}", p * 100.0)
}

/// One line of `analyse`'s output.
#[derive(Debug, strum::EnumCount)]
pub(crate) enum AnalyseLine {
    /// The title: the game and the seat to move.
    Title {
        game: GameKind,
        seat: Seat,
        seats: u8,
    },
    /// The search: depth, nodes, speed, time.
    Search(u32, u32, u64, u64, Duration),
    /// The best line's score for the side to move, and its win probability.
    Evaluation {
        seat: Seat,
        seats: u8,
        score: Score,
        win: f64,
    },
    /// A seat's number and its expected share.
    Seat {
        seat: Seat,
        seats: u8,
        score: Score,
        share: f64,
    },
    /// A transit board at the end of the best line.
    Board { board: usize, view: BoardView },
    /// One of the best lines.
    Line {
        rank: usize,
        score: Score,
        moves: String,
    },
    /// Win probabilities of a game whose curve is not fitted yet.
    Placeholder,
    /// The search stopped before it completed a depth.
    NotSearched,
    /// The game is over.
    Over(Message),
}

impl Localize for AnalyseLine {
    fn message(&self) -> Message {
        match self {
            AnalyseLine::Title { game, seat, seats } => Message::new("cli-analyse-title")
                .message("game", GameName(*game))
                .message("seat", seat_name(*seats, *seat)),
            AnalyseLine::Search(depth, seldepth, nodes, nps, time) => {
                Message::new("cli-analyse-search")
                    .number("depth", *depth)
                    .number("seldepth", *seldepth)
                    .number("nodes", *nodes)
                    .number("nps", *nps)
                    .text("time", format!("{:.2}", time.as_secs_f64()))
            }
            AnalyseLine::Evaluation {
                seat,
                seats,
                score,
                win,
            } => Message::new("cli-analyse-evaluation")
                .number("seats", *seats)
                .message("seat", seat_name(*seats, *seat))
                .text("score", score_text(*score))
                .text("win", percent(*win)),
            AnalyseLine::Seat {
                seat,
                seats,
                score,
                share,
            } => Message::new("cli-analyse-seat")
                .message("seat", seat_name(*seats, *seat))
                .text("score", score_text(*score))
                .text("share", percent(*share)),
            AnalyseLine::Board { board, view } => {
                let status = match view.status {
                    BoardStatus::Open => Message::new("cli-analyse-board_open"),
                    BoardStatus::Drawn => Message::new("cli-analyse-board_drawn"),
                    BoardStatus::Won(s) => {
                        Message::new("cli-analyse-board_won").message("seat", seat_name(2, s))
                    }
                };
                Message::new("cli-analyse-board")
                    .number("board", *board)
                    .message("status", status)
                    .text("material", score_text(view.material))
            }
            AnalyseLine::Line { rank, score, moves } => Message::new("cli-analyse-line")
                .number("rank", *rank)
                .text("score", score_text(*score))
                .text("moves", moves),
            AnalyseLine::Placeholder => Message::new("cli-analyse-placeholder"),
            AnalyseLine::NotSearched => Message::new("cli-analyse-not_searched"),
            AnalyseLine::Over(outcome) => {
                Message::new("cli-analyse-over").message("outcome", outcome.clone())
            }
        }
    }
}

/// `analyse`'s whole output for `game` and its analysis (`None`: the game is over).
pub(crate) fn report(
    game: &AnyGame,
    analysis: Option<&Analysis<AnyMove>>,
    lang: Language,
) -> String {
    let kind = game.kind();
    let seats = kind.seats();
    let seat = game.position().turn();
    let mut lines = vec![AnalyseLine::Title {
        game: kind,
        seat,
        seats,
    }];
    match (analysis, game.outcome()) {
        (_, Some(o)) => lines.push(AnalyseLine::Over(outcome_text(seats, o).message())),
        (None, None) => lines.push(AnalyseLine::NotSearched),
        (Some(a), None) => lines.extend(analysis_lines(game, a, seat, seats)),
    }
    let mut out = String::new();
    for line in &lines {
        out.push_str(&text(lang, line));
        out.push('\n');
    }
    out
}

/// The lines of a completed analysis.
fn analysis_lines(
    game: &AnyGame,
    a: &Analysis<AnyMove>,
    seat: Seat,
    seats: u8,
) -> Vec<AnalyseLine> {
    let kind = game.kind();
    let mut lines = vec![AnalyseLine::Search(
        a.depth, a.seldepth, a.nodes, a.nps, a.time,
    )];
    let Some(best) = a.best() else {
        lines.push(AnalyseLine::NotSearched);
        return lines;
    };
    let curve = win_curve(kind);
    lines.push(AnalyseLine::Evaluation {
        seat,
        seats,
        score: best.score,
        win: curve.probability(best.score),
    });
    let shares = expected_shares(kind, &best.seats);
    for (i, (&score, &share)) in best.seats.iter().zip(&shares).enumerate() {
        lines.push(AnalyseLine::Seat {
            seat: Seat(i as u8),
            seats,
            score,
            share,
        });
    }
    for (i, &view) in best.boards.iter().enumerate() {
        lines.push(AnalyseLine::Board { board: i + 1, view });
    }
    for (i, line) in a.lines.iter().enumerate() {
        lines.push(AnalyseLine::Line {
            rank: i + 1,
            score: line.score,
            moves: line_notation(game, &line.pv).join(" "),
        });
    }
    if curve.origin == CurveOrigin::Placeholder {
        lines.push(AnalyseLine::Placeholder);
    }
    lines
}

/// One line of `analyse --threats`' section.
#[derive(Debug, strum::EnumCount)]
pub(crate) enum ThreatsLine {
    /// The section's title.
    Title,
    /// An opponent's threat: its move, its score for that opponent, the line from there.
    Move {
        seat: Seat,
        seats: u8,
        threat: String,
        score: Score,
        moves: String,
    },
    /// An opponent gives check: the turn is not passed to it.
    GivesCheck { seat: Seat, seats: u8 },
    /// An opponent would have no legal move.
    NoMove { seat: Seat, seats: u8 },
    /// The search stopped before it completed a depth.
    NotSearched { seat: Seat, seats: u8 },
    /// The hanging pieces, by cell.
    Hanging(String),
    /// No piece hangs.
    NoHanging,
}

impl Localize for ThreatsLine {
    fn message(&self) -> Message {
        let seat = |id: &'static str, seat: Seat, seats: u8| {
            Message::new(id).message("seat", seat_name(seats, seat))
        };
        match self {
            ThreatsLine::Title => Message::new("cli-threats-title"),
            ThreatsLine::Move {
                seat: s,
                seats,
                threat,
                score,
                moves,
            } => seat("cli-threats-move", *s, *seats)
                .text("move", threat)
                .text("score", score_text(*score))
                .text("moves", moves),
            ThreatsLine::GivesCheck { seat: s, seats } => {
                seat("cli-threats-gives_check", *s, *seats)
            }
            ThreatsLine::NoMove { seat: s, seats } => seat("cli-threats-no_move", *s, *seats),
            ThreatsLine::NotSearched { seat: s, seats } => {
                seat("cli-threats-not_searched", *s, *seats)
            }
            ThreatsLine::Hanging(cells) => Message::new("cli-threats-hanging").text("cells", cells),
            ThreatsLine::NoHanging => Message::new("cli-threats-no_hanging"),
        }
    }
}

/// `analyse --threats`' section for `game`: a title, a line per opponent in seat order
/// after the side to move, and the hanging pieces. Moves are written in the game's
/// notation from the position with the turn passed to the opponent.
pub(crate) fn threats_report(game: &AnyGame, threats: &Threats, lang: Language) -> String {
    let seats = game.kind().seats();
    let mut lines = vec![ThreatsLine::Title];
    for o in &threats.opponents {
        let seat = o.seat;
        lines.push(match &o.threat {
            Threat::Found(line) => ThreatsLine::Move {
                seat,
                seats,
                threat: line.position.notation_of(&line.best),
                score: line.score,
                moves: line_notation(&line.position, &line.pv).join(" "),
            },
            Threat::GivesCheck => ThreatsLine::GivesCheck { seat, seats },
            Threat::NoMove => ThreatsLine::NoMove { seat, seats },
            Threat::NotSearched => ThreatsLine::NotSearched { seat, seats },
        });
    }
    lines.push(if threats.hanging.is_empty() {
        ThreatsLine::NoHanging
    } else {
        let g = game.geometry();
        let cells: Vec<&str> = threats.hanging.iter().map(|&c| g.cell_name(c)).collect();
        ThreatsLine::Hanging(cells.join(", "))
    });
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
    use manifold_rules::VariantId;

    #[test]
    fn every_analyse_line_renders() {
        assert_every_variant_renders(
            &[
                AnalyseLine::Title {
                    game: GameKind::Chess(VariantId::Mattrix),
                    seat: Seat(2),
                    seats: 3,
                },
                AnalyseLine::Search(7, 12, 123_456, 1_000_000, Duration::from_millis(120)),
                AnalyseLine::Evaluation {
                    seat: Seat::WHITE,
                    seats: 2,
                    score: 35,
                    win: 0.53,
                },
                AnalyseLine::Seat {
                    seat: Seat(1),
                    seats: 3,
                    score: -20,
                    share: 0.3,
                },
                AnalyseLine::Board {
                    board: 2,
                    view: BoardView {
                        status: BoardStatus::Won(Seat::BLACK),
                        material: -300,
                    },
                },
                AnalyseLine::Line {
                    rank: 1,
                    score: 120,
                    moves: "e4 e5".into(),
                },
                AnalyseLine::Placeholder,
                AnalyseLine::NotSearched,
                AnalyseLine::Over(Message::new("cli-show-in_play")),
            ],
            // The command that fits the curve keeps its name.
            &["manifold", "cli", "fit", "win", "curve"],
        );
    }

    #[test]
    fn every_threats_line_renders() {
        let (seat, seats) = (Seat(1), 3);
        assert_every_variant_renders(
            &[
                ThreatsLine::Title,
                ThreatsLine::Move {
                    seat,
                    seats,
                    threat: "Qxf2#".into(),
                    score: 120,
                    moves: "Qxf2#".into(),
                },
                ThreatsLine::GivesCheck { seat, seats },
                ThreatsLine::NoMove { seat, seats },
                ThreatsLine::NotSearched { seat, seats },
                ThreatsLine::Hanging("a5, g2".into()),
                ThreatsLine::NoHanging,
            ],
            &[],
        );
    }

    #[test]
    fn scores_read_as_pawns_or_mates() {
        use manifold_ai::score::{mate_in, mated_in};
        assert_eq!(score_text(35), "+0.35");
        assert_eq!(score_text(-120), "-1.20");
        assert_eq!(score_text(0), "+0.00");
        assert_eq!(score_text(mate_in(5)), "#3");
        assert_eq!(score_text(mated_in(4)), "#-2");
        // The seat mated by a mate in one, before it moves again.
        assert_eq!(score_text(-mate_in(1)), "#-1");
    }
}
