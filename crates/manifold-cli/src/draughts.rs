//! The CLI commands for Russian draughts: `perft`, `divide`, `show` and `play`, with
//! positions in PDN's FEN style (`--fen "W:Wa1,c3,Kd4:Bb6,f8"`) and moves in PDN (`c3-d4`,
//! `c3:e5:g3`).

use std::io::Write;

use manifold_locale::Language;
use manifold_rules::draughts::game::pdn_result;
use manifold_rules::draughts::perft::{divide, perft};
use manifold_rules::draughts::{DraughtsGame, DraughtsPosition, geometry};
use manifold_rules::game::{GameError, GameResult, Outcome};
use manifold_rules::geometry::square::cell_at;
use manifold_rules::{GameKind, Seat};

use super::args::PositionArgs;
use super::error::{CliError, Problem};
use super::perft::Counted;
use super::setup::move_error;
use super::setup::move_texts;
use super::show::page;
use super::texts::{BoardName, GameName, OutcomeText, SeatName, ShowLine, Status};
use manifold_session::MoveTextError;
use manifold_session::save::MoveProblem;

/// How draughts moves are typed, for help texts.
pub(crate) const DRAUGHTS_MOVE_HINT: &str = "PDN (c3-d4; captures c3:e5 or c3:e5:g3)";

/// A draughts move text that cannot be read, as a move problem.
fn unreadable(e: manifold_rules::draughts::MoveError) -> MoveProblem {
    MoveProblem::Text(MoveTextError::Draughts(e))
}

/// The start position: the `--fen` text if given, else the start.
fn start_position(args: &PositionArgs) -> Result<DraughtsPosition, CliError> {
    match args.fen.as_deref() {
        None => Ok(DraughtsPosition::default()),
        Some(text) => {
            DraughtsPosition::from_fen(text).map_err(|e| CliError::Input(Problem::DraughtsFen(e)))
        }
    }
}

/// The position after the start position and `--moves` (for perft: no game rule stops the
/// moves).
pub fn position(args: &PositionArgs) -> Result<DraughtsPosition, CliError> {
    let mut pos = start_position(args)?;
    for (i, text) in move_texts(&args.moves).into_iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| move_error(i + 1, text, unreadable(e)))?;
        pos.apply(&m);
    }
    Ok(pos)
}

/// The game from the start position through `--moves` (for show and play).
pub fn game(args: &PositionArgs) -> Result<DraughtsGame, CliError> {
    let mut game = DraughtsGame::from_position(start_position(args)?);
    for (i, text) in move_texts(&args.moves).into_iter().enumerate() {
        if let Some(o) = game.outcome() {
            let why = GameError::Over(o.reason);
            return Err(move_error(i + 1, text, MoveProblem::Game(why)));
        }
        let m = game
            .position()
            .parse_move(text)
            .map_err(|e| move_error(i + 1, text, unreadable(e)))?;
        game.play(&m)
            .map_err(|e| move_error(i + 1, text, MoveProblem::Game(e)))?;
    }
    Ok(game)
}

impl Counted for DraughtsPosition {
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    /// Root moves in PDN with every landing square.
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        divide(self, depth)
            .into_iter()
            .map(|(m, n)| (self.move_path_text(&m), n))
            .collect()
    }
}

/// The board as text, rank 8 at the top: `w`/`b` men, `W`/`B` kings, `.` an empty dark
/// square, a blank a light square.
pub fn render_board(pos: &DraughtsPosition) -> String {
    let g = geometry();
    let edge = "   a b c d e f g h\n";
    let mut out = String::from(edge);
    for rank in (0..8).rev() {
        let row: Vec<String> = (0..8)
            .map(|file| {
                let cell = cell_at(g, file, rank).expect("8x8");
                match pos.piece_at(cell) {
                    Some(p) => {
                        let c = if p.seat == Seat::WHITE { 'w' } else { 'b' };
                        if p.is_king() {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        }
                        .to_string()
                    }
                    None if (file + rank) % 2 == 0 => ".".to_string(),
                    None => " ".to_string(),
                }
            })
            .collect();
        out.push_str(&format!("{}  {}  {}\n", rank + 1, row.join(" "), rank + 1));
    }
    out.push_str(edge);
    out
}

/// The name of a seat.
fn seat_name(seat: Seat) -> SeatName {
    SeatName { seats: 2, seat }
}

/// How a game ended, result first: `2-0, White wins by no legal move`.
pub fn outcome_text(o: &Outcome) -> OutcomeText {
    OutcomeText {
        seats: 2,
        token: pdn_result(o),
        // A score (none in draughts) reads as a draw, as before.
        outcome: match o.result {
            GameResult::Score { .. } => Outcome {
                result: GameResult::Draw,
                reason: o.reason,
            },
            _ => *o,
        },
    }
}

/// The full description `show` prints, in `lang`.
pub(crate) fn describe(game: &DraughtsGame, lang: Language) -> String {
    let pos = game.position();
    let title = ShowLine::Title {
        game: GameName(GameKind::Draughts),
        board: BoardName::Draughts,
        wraps: false,
    };
    let status = match game.outcome() {
        Some(o) => Status::Over(outcome_text(&o)),
        None if pos.has_capture() => Status::MustCapture(seat_name(pos.turn())),
        None => Status::InPlay,
    };
    let lines = [
        ShowLine::ToMove(seat_name(pos.turn())),
        ShowLine::Fen(pos.to_fen()),
        ShowLine::LegalMoves(pos.legal_moves().len()),
        ShowLine::Status(status),
    ];
    page(lang, &title, &render_board(pos), &lines)
}

/// Prints [`describe`].
pub(crate) fn show_command(
    game: &DraughtsGame,
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    out.write_all(describe(game, lang).as_bytes())?;
    Ok(())
}
