//! The hot-seat loop the terminal games share (`play` for the chess variants and for
//! draughts). Moves and commands come one per line from any reader (a terminal or a pipe);
//! the board, prompts and messages go to the writer. A bad move or command gets a message
//! and the game goes on; end of input ends the session.
//!
//! Each game family says what is its own through [`HotSeatGame`]: its board, notation,
//! seat names, result texts, help and game file; the commands and the loop are here.

use std::io::{BufRead, Write};

use crate::rules::Seat;
use crate::rules::game::{EndReason, GameError, Outcome};

use super::error::{CliError, Problem};
use crate::locale::{Language, Localize, Message, text};

use crate::session::save::MoveProblem;

/// A game as the hot-seat loop plays it.
pub trait HotSeatGame {
    /// How moves are typed, for the help.
    const MOVE_HINT: &'static str;
    /// What `fen` prints, for the help.
    const FEN_HELP: &'static str;
    /// The command that prints the game file (`pgn`, `pdn`).
    const FILE_COMMAND: &'static str;
    /// What the game-file command prints, for the help.
    const FILE_HELP: &'static str;
    /// What `claim` does, for the help; `None` for a game without draw claims.
    const CLAIM_HELP: Option<&'static str>;

    /// The game's name, as the greeting gives it.
    fn title(&self) -> String;
    /// The number of seats.
    fn seats(&self) -> u8;
    /// The name of a seat.
    fn seat_name(&self, seat: Seat) -> &'static str;
    /// The seat to move.
    fn turn(&self) -> Seat;
    /// How the game ended, if it has.
    fn outcome(&self) -> Option<Outcome>;
    /// An outcome as the end-of-game lines give it.
    fn outcome_text(&self, outcome: Outcome) -> String;
    /// The board as text.
    fn render(&self) -> String;
    /// Move `index` of the game with its number (`12. e2e4`, `12... f6-g5`).
    fn numbered_move(&self, index: usize) -> String;
    /// The number of moves played.
    fn move_count(&self) -> usize;
    /// Lines under the board while the game is open (check, a claimable draw, a compulsory
    /// capture).
    fn notes(&self) -> String;
    /// The position as text.
    fn fen(&self) -> String;
    /// The game file with `tags`.
    fn game_file(&self, tags: &[(String, String)]) -> String;
    /// The legal moves as typed.
    fn move_names(&self) -> Vec<String>;
    /// Plays a typed move, or says why it cannot be played.
    fn play_text(&mut self, text: &str) -> Result<(), MoveProblem>;
    /// Takes back the last move; the move with its number.
    fn undo(&mut self) -> Option<String>;
    /// Plays again a move taken back; whether there was one.
    fn redo(&mut self) -> bool;
    /// `seat` resigns.
    fn resign(&mut self, seat: Seat) -> Result<(), GameError>;
    /// The players agree a draw.
    fn agree_draw(&mut self) -> Result<(), GameError>;
    /// The side to move claims a draw; `None` for a game without draw claims (`claim` is
    /// then read as a move).
    fn claim_draw(&mut self) -> Option<Result<(), GameError>>;
}

/// Writes, inside an `impl HotSeatGame for $game`, the methods that the chess and draughts
/// games answer with inherent methods of the same names (`position`, `moves`, `outcome`,
/// `redo`, `resign`, `agree_draw`).
macro_rules! same_named_methods {
    ($game:ty) => {
        fn turn(&self) -> Seat {
            self.position().turn()
        }

        fn outcome(&self) -> Option<Outcome> {
            <$game>::outcome(self)
        }

        fn move_count(&self) -> usize {
            self.moves().len()
        }

        fn fen(&self) -> String {
            self.position().to_fen()
        }

        fn redo(&mut self) -> bool {
            <$game>::redo(self).is_some()
        }

        fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
            <$game>::resign(self, seat)
        }

        fn agree_draw(&mut self) -> Result<(), GameError> {
            <$game>::agree_draw(self)
        }
    };
}
pub(crate) use same_named_methods;

/// Plays `game` with moves and commands read from `input`, until `quit` or end of input.
pub fn play_hot_seat<G: HotSeatGame>(
    game: G,
    lang: Language,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    Session { game, lang }.run(input, out)
}

/// Why a command of the terminal game did nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum Refusal {
    /// `undo` with no move played.
    NothingToUndo,
    /// `redo` with no move taken back.
    NothingToRedo,
    /// A move typed after the game ended.
    GameOverMove(EndReason),
    /// A draw offered after the game ended.
    GameOver(EndReason),
    /// `moves` after the game ended.
    NoLegalMoves,
}

impl Localize for Refusal {
    fn message(&self) -> Message {
        match *self {
            Refusal::NothingToUndo => Message::new("cli-play-nothing_to_undo"),
            Refusal::NothingToRedo => Message::new("cli-play-nothing_to_redo"),
            Refusal::GameOverMove(reason) => {
                Message::new("cli-play-game_over_move").message("reason", reason)
            }
            Refusal::GameOver(reason) => {
                Message::new("cli-play-game_over").message("reason", reason)
            }
            Refusal::NoLegalMoves => Message::new("cli-play-no_legal_moves"),
        }
    }
}

crate::display_in_english!(Refusal);

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
struct Session<G> {
    game: G,
    /// The language of refusals.
    lang: Language,
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

impl<G: HotSeatGame> Session<G> {
    /// Why the game refused a command, in the session's language.
    fn refusal(&self, e: GameError) -> String {
        text(self.lang, &MoveProblem::Game(e))
    }

    /// Writes why a command did nothing, in the session's language.
    fn refuse(&self, why: Refusal, out: &mut dyn Write) -> Result<(), CliError> {
        writeln!(out, "{}", text(self.lang, &why))?;
        Ok(())
    }

    /// The command list `help` prints.
    fn help_text(&self) -> String {
        let mut commands = vec![
            ("moves", "list the legal moves"),
            (
                "undo",
                "take back the last move (or reopen a resigned or agreed game)",
            ),
            ("redo", "play again a move taken back"),
            ("board", "print the board again"),
            ("fen", G::FEN_HELP),
            (G::FILE_COMMAND, G::FILE_HELP),
            ("draw", "offer a draw (the opponent answers y or n)"),
        ];
        commands.extend(G::CLAIM_HELP.map(|claim| ("claim", claim)));
        commands.extend([
            ("resign", "resign the game"),
            ("help", "this list"),
            ("quit", "leave (end of input leaves too)"),
        ]);
        let mut text = format!("Type a move in {}, or a command:\n", G::MOVE_HINT);
        for (command, what) in commands {
            text.push_str(&format!("  {command:<8}{what}\n"));
        }
        text
    }

    /// The name of the seat to move.
    fn to_move(&self) -> &'static str {
        self.game.seat_name(self.game.turn())
    }

    /// The board with the last move and, while the game is open, the family's notes.
    fn board_text(&self) -> String {
        let mut s = String::from("\n");
        s.push_str(&self.game.render());
        if let Some(last) = self.game.move_count().checked_sub(1) {
            s.push_str(&format!("Last move: {}\n", self.game.numbered_move(last)));
        }
        if self.game.outcome().is_none() {
            s.push_str(&self.game.notes());
        }
        s
    }

    /// Prints the board, then the end of the game if it has ended.
    fn print_board(&self, out: &mut dyn Write) -> Result<(), CliError> {
        out.write_all(self.board_text().as_bytes())?;
        self.announce_end(out)
    }

    /// Announces the end of the game, if it has ended.
    fn announce_end(&self, out: &mut dyn Write) -> Result<(), CliError> {
        if let Some(o) = self.game.outcome() {
            writeln!(out, "Game over: {}.", self.game.outcome_text(o))?;
        }
        Ok(())
    }

    /// Runs the session.
    fn run(&mut self, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
        writeln!(
            out,
            "{}: a hot-seat game. Type a move or a command (help lists them).",
            self.game.title()
        )?;
        self.print_board(out)?;
        loop {
            if self.game.outcome().is_some() {
                write!(out, "Game over (undo, fen, {} or quit): ", G::FILE_COMMAND)?;
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
                Next::Board => self.print_board(out)?,
                Next::Quit => break,
            }
        }
        match self.game.outcome() {
            Some(o) => writeln!(out, "Final result: {}.", self.game.outcome_text(o))?,
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
                out.write_all(self.help_text().as_bytes())?;
                Ok(Next::Prompt)
            }
            "board" | "show" => Ok(Next::Board),
            "fen" => {
                writeln!(out, "{}", self.game.fen())?;
                Ok(Next::Prompt)
            }
            command if command == G::FILE_COMMAND => {
                let tags = [
                    ("Event", "Manifold hot-seat game"),
                    ("Site", "manifold-cli"),
                    ("White", "White"),
                    ("Black", "Black"),
                    ("Round", "-"),
                ]
                .map(|(k, v)| (k.to_string(), v.to_string()));
                out.write_all(self.game.game_file(&tags).as_bytes())?;
                Ok(Next::Prompt)
            }
            "moves" => {
                self.list_moves(out)?;
                Ok(Next::Prompt)
            }
            "undo" => {
                let was_over = self.game.outcome();
                match self.game.undo() {
                    Some(taken) => {
                        writeln!(out, "Took back {taken}.")?;
                        Ok(Next::Board)
                    }
                    None if was_over.is_some() && self.game.outcome().is_none() => {
                        writeln!(out, "The game is reopened.")?;
                        Ok(Next::Board)
                    }
                    None => {
                        self.refuse(Refusal::NothingToUndo, out)?;
                        Ok(Next::Prompt)
                    }
                }
            }
            "redo" => {
                if self.game.redo() {
                    return Ok(Next::Board);
                }
                self.refuse(Refusal::NothingToRedo, out)?;
                Ok(Next::Prompt)
            }
            "resign" => {
                let seat = self.game.turn();
                match self.game.resign(seat) {
                    Ok(()) => {
                        writeln!(out, "{} resigns.", self.game.seat_name(seat))?;
                        self.announce_end(out)?;
                    }
                    Err(e) => writeln!(out, "{}", self.refusal(e))?,
                }
                Ok(Next::Prompt)
            }
            "draw" => self.offer_draw(input, out),
            "claim" => match self.game.claim_draw() {
                Some(claimed) => {
                    match claimed {
                        Ok(()) => self.announce_end(out)?,
                        Err(e) => writeln!(out, "{}", self.refusal(e))?,
                    }
                    Ok(Next::Prompt)
                }
                None => self.play_move(line, out),
            },
            _ => self.play_move(line, out),
        }
    }

    /// Plays a typed move, or says why it cannot be played.
    fn play_move(&mut self, text: &str, out: &mut dyn Write) -> Result<Next, CliError> {
        if let Some(o) = self.game.outcome() {
            self.refuse(Refusal::GameOverMove(o.reason), out)?;
            return Ok(Next::Prompt);
        }
        match self.game.play_text(text) {
            Ok(()) => Ok(Next::Board),
            Err(e) => {
                writeln!(out, "{}", crate::locale::text(self.lang, &e))?;
                Ok(Next::Prompt)
            }
        }
    }

    /// Lists the legal moves, several to a line.
    fn list_moves(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let mut names = self.game.move_names();
        if names.is_empty() {
            self.refuse(Refusal::NoLegalMoves, out)?;
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
            self.refuse(Refusal::GameOver(o.reason), out)?;
            return Ok(Next::Prompt);
        }
        let seats = self.game.seats();
        let mut opponent = self.game.turn();
        for _ in 1..seats {
            opponent = opponent.next(seats);
            write!(
                out,
                "{} offers a draw. {}, accept draw? (y/n): ",
                self.to_move(),
                self.game.seat_name(opponent)
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
            .map_err(|e| CliError::Input(Problem::Game(e)))?;
        self.announce_end(out)?;
        Ok(Next::Prompt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::check::assert_every_variant_renders;

    #[test]
    fn every_refusal_renders() {
        assert_every_variant_renders(
            &[
                Refusal::NothingToUndo,
                Refusal::NothingToRedo,
                Refusal::GameOverMove(EndReason::Checkmate),
                Refusal::GameOver(EndReason::Stalemate),
                Refusal::NoLegalMoves,
            ],
            &["undo", "quit"],
        );
    }
}
