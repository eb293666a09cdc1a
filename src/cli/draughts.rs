//! The CLI commands for Russian draughts: `perft`, `divide`, `show` and `play`, with
//! positions in PDN's FEN style (`--fen "W:Wa1,c3,Kd4:Bb6,f8"`) and moves in PDN (`c3-d4`,
//! `c3:e5:g3`).

use std::io::{BufRead, Write};
use std::time::Instant;

use crate::rules::Seat;
use crate::rules::draughts::game::pdn_result;
use crate::rules::draughts::perft::{divide, perft};
use crate::rules::draughts::{DraughtsGame, DraughtsMove, DraughtsPosition, geometry, pdn};
use crate::rules::game::{EndReason, GameError, GameResult, Outcome};
use crate::rules::geometry::square::cell_at;

use super::args::PositionArgs;
use super::error::CliError;
use super::perft::report_speed;
use super::setup::move_texts;

/// How draughts moves are typed, for help texts.
pub const DRAUGHTS_MOVE_HINT: &str = "PDN (c3-d4; captures c3:e5 or c3:e5:g3)";

/// The error for move `index` (1-based) of `--moves`.
fn move_error(index: usize, text: &str, why: impl std::fmt::Display) -> CliError {
    CliError::Input(format!(
        "--moves: move {index} '{text}' cannot be played: {why}"
    ))
}

/// The start position: the `--fen` text if given, else the start.
fn start_position(args: &PositionArgs) -> Result<DraughtsPosition, CliError> {
    match args.fen.as_deref() {
        None => Ok(DraughtsPosition::default()),
        Some(text) => DraughtsPosition::from_fen(text)
            .map_err(|e| CliError::Input(format!("invalid FEN for draughts: {e}"))),
    }
}

/// The position after the start position and `--moves` (for perft: no game rule stops the
/// moves).
pub fn position(args: &PositionArgs) -> Result<DraughtsPosition, CliError> {
    let mut pos = start_position(args)?;
    for (i, text) in move_texts(&args.moves).into_iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| move_error(i + 1, text, e))?;
        pos.apply(&m);
    }
    Ok(pos)
}

/// The game from the start position through `--moves` (for show and play).
pub fn game(args: &PositionArgs) -> Result<DraughtsGame, CliError> {
    let mut game = DraughtsGame::from_position(start_position(args)?);
    for (i, text) in move_texts(&args.moves).into_iter().enumerate() {
        if let Some(o) = game.outcome() {
            return Err(move_error(
                i + 1,
                text,
                GameError::Over(o.reason.describe()),
            ));
        }
        let m = game
            .position()
            .parse_move(text)
            .map_err(|e| move_error(i + 1, text, e))?;
        game.play(&m).map_err(|e| move_error(i + 1, text, e))?;
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
        EndReason::Agreement => "agreement",
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

/// The command list `help` prints.
fn help_text() -> String {
    format!(
        "Type a move in {DRAUGHTS_MOVE_HINT}, or a command:\n\
         \x20 moves   list the legal moves\n\
         \x20 undo    take back the last move (or reopen a resigned or agreed game)\n\
         \x20 redo    play again a move taken back\n\
         \x20 board   print the board again\n\
         \x20 fen     print the position\n\
         \x20 pdn     print the game as PDN\n\
         \x20 draw    offer a draw (the opponent answers y or n)\n\
         \x20 resign  resign the game\n\
         \x20 help    this list\n\
         \x20 quit    leave (end of input leaves too)\n"
    )
}

/// Reads one line, trimmed; `None` at end of input.
fn read_line(input: &mut dyn BufRead) -> Result<Option<String>, CliError> {
    let mut buf = Vec::new();
    if input.read_until(b'\n', &mut buf)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&buf).trim().to_string()))
}

/// A move with its number, as `12. c3-d4` or `12... f6-g5`.
fn numbered(pos: &DraughtsPosition, m: &DraughtsMove) -> String {
    let dots = if pos.turn() == Seat::WHITE {
        "."
    } else {
        "..."
    };
    format!("{}{dots} {}", pos.fullmove_number(), pos.move_to_pdn(m))
}

/// Plays a hot-seat game of draughts with moves and commands read from `input`, until
/// `quit` or end of input.
pub fn play_command(
    mut game: DraughtsGame,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    writeln!(
        out,
        "Russian draughts: a hot-seat game. Type a move or a command (help lists them)."
    )?;
    print_board(&game, out)?;
    loop {
        let to_move = seat_name(game.position().turn());
        if game.outcome().is_some() {
            write!(out, "Game over (undo, fen, pdn or quit): ")?;
        } else {
            write!(out, "{to_move} to move: ")?;
        }
        out.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(out)?;
            break;
        };
        match line.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "exit" | "q" => break,
            "help" | "?" => out.write_all(help_text().as_bytes())?,
            "board" | "show" => print_board(&game, out)?,
            "fen" => writeln!(out, "{}", game.position().to_fen())?,
            "pdn" => {
                let tags = [
                    ("Event", "Manifold hot-seat game"),
                    ("Site", "manifold-cli"),
                    ("White", "White"),
                    ("Black", "Black"),
                    ("Round", "-"),
                ]
                .map(|(k, v)| (k.to_string(), v.to_string()));
                out.write_all(pdn::to_pdn(&game, &tags).as_bytes())?;
            }
            "moves" => list_moves(&game, out)?,
            "undo" => {
                let was_over = game.outcome().is_some();
                match game.undo() {
                    Some(m) => {
                        let taken = numbered(game.position(), &m);
                        writeln!(out, "Took back {taken}.")?;
                        print_board(&game, out)?;
                    }
                    None if was_over && game.outcome().is_none() => {
                        writeln!(out, "The game is reopened.")?;
                        print_board(&game, out)?;
                    }
                    None => writeln!(out, "Nothing to undo.")?,
                }
            }
            "redo" => match game.redo() {
                Some(_) => print_board(&game, out)?,
                None => writeln!(out, "Nothing to redo.")?,
            },
            "resign" => {
                let seat = game.position().turn();
                match game.resign(seat) {
                    Ok(()) => {
                        writeln!(out, "{} resigns.", seat_name(seat))?;
                        announce_end(&game, out)?;
                    }
                    Err(e) => writeln!(out, "{e}")?,
                }
            }
            "draw" => {
                if let Some(o) = game.outcome() {
                    writeln!(out, "The game is over ({}).", o.reason.describe())?;
                    continue;
                }
                let opponent = seat_name(game.position().turn().next(2));
                write!(
                    out,
                    "{to_move} offers a draw. {opponent}, accept draw? (y/n): "
                )?;
                out.flush()?;
                let Some(answer) = read_line(input)? else {
                    writeln!(out)?;
                    break;
                };
                if matches!(answer.to_ascii_lowercase().as_str(), "y" | "yes" | "accept") {
                    game.agree_draw()
                        .map_err(|e| CliError::Input(e.to_string()))?;
                    announce_end(&game, out)?;
                } else {
                    writeln!(out, "Draw declined; {to_move} is still to move.")?;
                }
            }
            _ => play_move(&mut game, &line, out)?,
        }
    }
    match game.outcome() {
        Some(o) => writeln!(out, "Final result: {}.", outcome_text(&o))?,
        None => writeln!(out, "Game left unfinished (*).")?,
    }
    out.flush()?;
    Ok(())
}

/// Prints the board with the last move and any compulsory capture, then the end of the
/// game if it has ended.
fn print_board(game: &DraughtsGame, out: &mut dyn Write) -> Result<(), CliError> {
    writeln!(out)?;
    out.write_all(render_board(game.position()).as_bytes())?;
    if let Some(last) = game.moves().len().checked_sub(1) {
        let text = numbered(&game.positions()[last], &game.moves()[last]);
        writeln!(out, "Last move: {text}")?;
    }
    if game.outcome().is_none() && game.position().has_capture() {
        writeln!(out, "{} must capture.", seat_name(game.position().turn()))?;
    }
    announce_end(game, out)
}

/// Announces the end of the game, if it has ended.
fn announce_end(game: &DraughtsGame, out: &mut dyn Write) -> Result<(), CliError> {
    if let Some(o) = game.outcome() {
        writeln!(out, "Game over: {}.", outcome_text(&o))?;
    }
    Ok(())
}

/// Plays a typed move, or says why it cannot be played.
fn play_move(game: &mut DraughtsGame, text: &str, out: &mut dyn Write) -> Result<(), CliError> {
    if let Some(o) = game.outcome() {
        writeln!(
            out,
            "The game is over ({}); type undo to take back the last move, or quit.",
            o.reason.describe()
        )?;
        return Ok(());
    }
    match game.position().parse_move(text) {
        Ok(m) => match game.play(&m) {
            Ok(()) => print_board(game, out),
            Err(e) => Ok(writeln!(out, "{e}")?),
        },
        Err(e) => Ok(writeln!(out, "{e}")?),
    }
}

/// Lists the legal moves, several to a line.
fn list_moves(game: &DraughtsGame, out: &mut dyn Write) -> Result<(), CliError> {
    let pos = game.position();
    let mut names: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| pos.move_to_pdn(m))
        .collect();
    if names.is_empty() {
        writeln!(out, "No legal moves (the game is over).")?;
        return Ok(());
    }
    names.sort();
    writeln!(out, "{} legal moves:", names.len())?;
    let mut line = String::new();
    for name in names {
        if !line.is_empty() && line.len() + 1 + name.len() > 78 {
            writeln!(out, " {line}")?;
            line.clear();
        }
        line.push(' ');
        line.push_str(&name);
    }
    writeln!(out, " {line}")?;
    Ok(())
}
