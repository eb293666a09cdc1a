//! `play`: a hot-seat game in the terminal. Moves and commands come one per line from any
//! reader (a terminal or a pipe); the board, prompts and messages go to the writer. A bad
//! move or command gets a message and the game goes on; end of input ends the session.

use std::io::{BufRead, Write};

use crate::rules::game::Game;
use crate::rules::{Move, Position, Seat};

use super::board::render_board;
use super::error::CliError;
use super::notation::{MOVE_HINT, game_pgn, read_move, show_move};
use super::show::{outcome_text, seat_name};

/// Plays `game` with moves and commands read from `input`, until `quit` or end of input.
pub fn play_command(
    game: Game,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    Session { game }.run(input, out)
}

/// What to do after a line of input.
enum Next {
    /// Read the next line.
    Prompt,
    /// Print the board, then read the next line.
    Board,
    /// End the session.
    Quit,
}

/// A game being played in the terminal.
pub struct Session {
    /// The game.
    pub game: Game,
}

/// The command list `help` prints.
fn help_text() -> String {
    format!(
        "Type a move in {MOVE_HINT}, or a command:\n\
         \x20 moves   list the legal moves\n\
         \x20 undo    take back the last move (or reopen a resigned or agreed game)\n\
         \x20 redo    play again a move taken back\n\
         \x20 board   print the board again\n\
         \x20 fen     print the position as FEN\n\
         \x20 pgn     print the game as PGN\n\
         \x20 draw    offer a draw (the opponent answers y or n)\n\
         \x20 claim   claim a draw by threefold repetition or the fifty-move rule\n\
         \x20 resign  resign the game\n\
         \x20 help    this list\n\
         \x20 quit    leave (end of input leaves too)\n"
    )
}

/// Reads one line, without its line ending; `None` at end of input. Bytes that are not
/// UTF-8 are replaced rather than refused.
fn read_line(input: &mut dyn BufRead) -> Result<Option<String>, CliError> {
    let mut buf = Vec::new();
    if input.read_until(b'\n', &mut buf)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&buf).trim().to_string()))
}

/// A move with its number, as `12. e2e4` or `12... e7e5`, written in the position it is
/// played from.
fn numbered(pos: &Position, m: Move) -> String {
    let dots = if pos.turn() == Seat::WHITE {
        "."
    } else {
        "..."
    };
    format!("{}{dots} {}", pos.fullmove_number(), show_move(pos, m))
}

impl Session {
    /// The number of seats of the game.
    fn seats(&self) -> u8 {
        self.game.position().variant().seats
    }

    /// The name of the seat to move.
    fn to_move(&self) -> &'static str {
        seat_name(self.seats(), self.game.position().turn())
    }

    /// The move `index` of the game with its number.
    fn numbered_move(&self, index: usize) -> String {
        numbered(&self.game.positions()[index], self.game.moves()[index])
    }

    /// The board with the last move, check and any draw that may be claimed.
    fn board_text(&self) -> String {
        let pos = self.game.position();
        let mut s = String::from("\n");
        s.push_str(&render_board(pos));
        if let Some(last) = self.game.moves().len().checked_sub(1) {
            s.push_str(&format!("Last move: {}\n", self.numbered_move(last)));
        }
        if self.game.outcome().is_none() {
            if pos.in_check() {
                s.push_str(&format!("{} is in check.\n", self.to_move()));
            }
            if let Some(reason) = self.game.claimable_draw() {
                s.push_str(&format!(
                    "{} may claim a draw ({}): type claim.\n",
                    self.to_move(),
                    reason.describe()
                ));
            }
        }
        s
    }

    /// Announces the end of the game, if it has ended.
    fn announce_end(&self, out: &mut dyn Write) -> Result<(), CliError> {
        if let Some(o) = self.game.outcome() {
            writeln!(out, "Game over: {}.", outcome_text(self.seats(), o))?;
        }
        Ok(())
    }

    /// Runs the session.
    fn run(&mut self, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
        let v = self.game.position().variant();
        writeln!(
            out,
            "{}: a hot-seat game. Type a move or a command (help lists them).",
            v.name
        )?;
        out.write_all(self.board_text().as_bytes())?;
        self.announce_end(out)?;
        loop {
            if self.game.outcome().is_some() {
                write!(out, "Game over (undo, fen, pgn or quit): ")?;
            } else {
                write!(out, "{} to move: ", self.to_move())?;
            }
            out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(out)?;
                break;
            };
            match self.handle(&line, input, out)? {
                Next::Prompt => {}
                Next::Board => {
                    out.write_all(self.board_text().as_bytes())?;
                    self.announce_end(out)?;
                }
                Next::Quit => break,
            }
        }
        match self.game.outcome() {
            Some(o) => writeln!(out, "Final result: {}.", outcome_text(self.seats(), o))?,
            None => writeln!(out, "Game left unfinished (*).")?,
        }
        out.flush()?;
        Ok(())
    }

    /// Handles one line: a command or a move.
    fn handle(
        &mut self,
        line: &str,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Next, CliError> {
        match line.to_ascii_lowercase().as_str() {
            "" => Ok(Next::Prompt),
            "quit" | "exit" | "q" => Ok(Next::Quit),
            "help" | "?" => {
                out.write_all(help_text().as_bytes())?;
                Ok(Next::Prompt)
            }
            "board" | "show" => Ok(Next::Board),
            "fen" => {
                writeln!(out, "{}", self.game.position().to_fen())?;
                Ok(Next::Prompt)
            }
            "pgn" => {
                let tags = [
                    ("Event", "Manifold hot-seat game"),
                    ("Site", "manifold-cli"),
                    ("White", "White"),
                    ("Black", "Black"),
                    ("Round", "-"),
                ]
                .map(|(k, v)| (k.to_string(), v.to_string()));
                out.write_all(game_pgn(&self.game, &tags).as_bytes())?;
                Ok(Next::Prompt)
            }
            "moves" => {
                self.list_moves(out)?;
                Ok(Next::Prompt)
            }
            "undo" => {
                let was_over = self.game.outcome();
                match self.game.undo() {
                    Some(m) => {
                        let taken = numbered(self.game.position(), m);
                        writeln!(out, "Took back {taken}.")?;
                        Ok(Next::Board)
                    }
                    None if was_over.is_some() && self.game.outcome().is_none() => {
                        writeln!(out, "The game is reopened.")?;
                        Ok(Next::Board)
                    }
                    None => {
                        writeln!(out, "Nothing to undo.")?;
                        Ok(Next::Prompt)
                    }
                }
            }
            "redo" => match self.game.redo() {
                Some(_) => Ok(Next::Board),
                None => {
                    writeln!(out, "Nothing to redo.")?;
                    Ok(Next::Prompt)
                }
            },
            "resign" => {
                let seat = self.game.position().turn();
                match self.game.resign(seat) {
                    Ok(()) => {
                        writeln!(out, "{} resigns.", seat_name(self.seats(), seat))?;
                        self.announce_end(out)?;
                    }
                    Err(e) => writeln!(out, "{e}")?,
                }
                Ok(Next::Prompt)
            }
            "draw" => self.offer_draw(input, out),
            "claim" => {
                match self.game.claim_draw() {
                    Ok(()) => self.announce_end(out)?,
                    Err(e) => writeln!(out, "{e}")?,
                }
                Ok(Next::Prompt)
            }
            _ => self.play_move(line, out),
        }
    }

    /// Plays a typed move, or says why it cannot be played.
    fn play_move(&mut self, text: &str, out: &mut dyn Write) -> Result<Next, CliError> {
        if let Some(o) = self.game.outcome() {
            writeln!(
                out,
                "The game is over ({}); type undo to take back the last move, or quit.",
                o.reason.describe()
            )?;
            return Ok(Next::Prompt);
        }
        let m = match read_move(self.game.position(), text) {
            Ok(m) => m,
            Err(e) => {
                writeln!(out, "{e}")?;
                return Ok(Next::Prompt);
            }
        };
        if let Err(e) = self.game.play(m) {
            writeln!(out, "{e}")?;
            return Ok(Next::Prompt);
        }
        Ok(Next::Board)
    }

    /// Lists the legal moves, several to a line.
    fn list_moves(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let pos = self.game.position();
        let mut names: Vec<String> = self
            .game
            .legal_moves()
            .iter()
            .map(|&m| show_move(pos, m))
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

    /// The side to move offers a draw; each opponent answers on the next line (both must
    /// accept in a three-player game).
    fn offer_draw(
        &mut self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Next, CliError> {
        if let Some(o) = self.game.outcome() {
            writeln!(out, "The game is over ({}).", o.reason.describe())?;
            return Ok(Next::Prompt);
        }
        // Every opponent must accept (two of them in a three-player game).
        let mut opponent = self.game.position().turn();
        for _ in 1..self.seats() {
            opponent = opponent.next(self.seats());
            write!(
                out,
                "{} offers a draw. {}, accept draw? (y/n): ",
                self.to_move(),
                seat_name(self.seats(), opponent)
            )?;
            out.flush()?;
            let Some(answer) = read_line(input)? else {
                writeln!(out)?;
                return Ok(Next::Quit);
            };
            if !matches!(answer.to_ascii_lowercase().as_str(), "y" | "yes" | "accept") {
                writeln!(out, "Draw declined; {} is still to move.", self.to_move())?;
                return Ok(Next::Prompt);
            }
        }
        self.game
            .agree_draw()
            .map_err(|e| CliError::Input(e.to_string()))?;
        self.announce_end(out)?;
        Ok(Next::Prompt)
    }
}
