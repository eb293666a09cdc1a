//! The CLI commands for Russian draughts: `perft`, `divide`, `show` and `play`, with
//! positions in PDN's FEN style (`--fen "W:Wa1,c3,Kd4:Bb6,f8"`) and moves in PDN (`c3-d4`,
//! `c3:e5:g3`).

use std::io::Write;
use std::time::Instant;

use crate::rules::Seat;
use crate::rules::draughts::game::pdn_result;
use crate::rules::draughts::perft::{divide, perft};
use crate::rules::draughts::{DraughtsGame, DraughtsPosition, geometry};
use crate::rules::game::{EndReason, GameError, GameResult, Outcome};
use crate::rules::geometry::square::cell_at;

use super::args::PositionArgs;
use super::error::{CliError, Problem};
use super::perft::report_speed;
use super::setup::move_error;
use super::setup::move_texts;
use crate::session::MoveTextError;
use crate::session::save::MoveProblem;

/// How draughts moves are typed, for help texts.
pub const DRAUGHTS_MOVE_HINT: &str = "PDN (c3-d4; captures c3:e5 or c3:e5:g3)";

/// A draughts move text that cannot be read, as a move problem.
fn unreadable(e: crate::rules::draughts::MoveError) -> MoveProblem {
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

/// Prints the perft count alone on the last line of `out`; timing goes to `err`.
pub fn perft_command(
    pos: &DraughtsPosition,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let start = Instant::now();
    let nodes = perft(pos, depth);
    writeln!(out, "{nodes}")?;
    report_speed(err, "perft", depth, nodes, start.elapsed())
}

/// Prints each root move (PDN with every landing square, sorted) with its count, then a
/// blank line and `Nodes searched: N`.
pub fn divide_command(
    pos: &DraughtsPosition,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let start = Instant::now();
    let rows: Vec<(String, u64)> = divide(pos, depth)
        .into_iter()
        .map(|(m, n)| (pos.move_path_text(&m), n))
        .collect();
    super::perft::print_divide(rows, depth, start, out, err)
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
fn seat_name(seat: Seat) -> &'static str {
    if seat == Seat::WHITE {
        "White"
    } else {
        "Black"
    }
}

/// How a game ended, result first: `2-0, White wins by no legal move`.
pub fn outcome_text(o: &Outcome) -> String {
    let how = match o.reason {
        EndReason::Agreement => "agreement".to_string(),
        r => r.describe(),
    };
    match o.result {
        GameResult::Draw | GameResult::Score { .. } => format!("{}, drawn by {how}", pdn_result(o)),
        GameResult::Win { winner, .. } => {
            format!("{}, {} wins by {how}", pdn_result(o), seat_name(winner))
        }
    }
}

/// The full description `show` prints.
pub fn describe(game: &DraughtsGame) -> String {
    let pos = game.position();
    let mut out = String::from("Russian draughts (8x8 board, dark squares)\n\n");
    out.push_str(&render_board(pos));
    out.push('\n');
    out.push_str(&format!("To move:      {}\n", seat_name(pos.turn())));
    out.push_str(&format!("FEN:          {}\n", pos.to_fen()));
    out.push_str(&format!("Legal moves:  {}\n", pos.legal_moves().len()));
    let status = match game.outcome() {
        Some(o) => outcome_text(&o),
        None if pos.has_capture() => format!("{} must capture", seat_name(pos.turn())),
        None => "in play".to_string(),
    };
    out.push_str(&format!("Status:       {status}\n"));
    out
}

/// Prints [`describe`].
pub fn show_command(game: &DraughtsGame, out: &mut dyn Write) -> Result<(), CliError> {
    out.write_all(describe(game).as_bytes())?;
    Ok(())
}
