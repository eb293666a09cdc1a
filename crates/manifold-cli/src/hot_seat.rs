//! The hot-seat loop the terminal games share (`play` for the chess variants and for
//! draughts). Moves and commands come one per line from any reader (a terminal or a pipe);
//! the board, prompts and messages go to the writer. A bad move or command gets a message
//! and the game goes on; end of input ends the session.
//!
//! The game is an [`AnyGame`], seen through the rules' family interface (its notation,
//! draw claims, compulsory captures, game file); only the board's picture, the game's name
//! and the result line are the CLI's own, one small `match` each.

use std::io::{BufRead, Write};

use manifold_rules::game::{EndReason, GameError, Outcome};
use manifold_rules::{AnyGame, Seat};

use super::error::{CliError, Problem};
use super::texts::{GameName, HelpItem, OutcomeText, PlayLine, SeatName};
use manifold_locale::{Language, Localize, Message, text};
use manifold_rules::GameKind;

use manifold_session::DrawOffer;
use manifold_session::save::MoveProblem;

/// Plays `game` with moves and commands read from `input`, until `quit` or end of input.
pub fn play_command(
    game: AnyGame,
    lang: Language,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    Session { game, lang }.run(input, out)
}

/// The game's name, as the greeting gives it.
fn title(game: &AnyGame) -> GameName {
    GameName(match game {
        AnyGame::Chess(g) => GameKind::Chess(g.position().variant().id),
        AnyGame::Draughts(_) => GameKind::Draughts,
    })
}

/// The board as text.
pub(crate) fn board(game: &AnyGame) -> String {
    match game {
        AnyGame::Chess(g) => super::board::render_board(g.position()),
        AnyGame::Draughts(g) => super::draughts::render_board(g.position()),
    }
}

/// An outcome as the end-of-game lines give it.
fn outcome_text(game: &AnyGame, outcome: Outcome) -> OutcomeText {
    match game {
        AnyGame::Chess(_) => super::show::outcome_text(game.seats(), outcome),
        AnyGame::Draughts(_) => super::draughts::outcome_text(&outcome),
    }
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

manifold_locale::display_in_english!(Refusal);

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
struct Session {
    game: AnyGame,
    /// The language of refusals.
    lang: Language,
}

/// Reads one line, without its line ending; `None` at end of input. Bytes that are not
/// UTF-8 are replaced rather than refused.
pub(crate) fn read_line(input: &mut dyn BufRead) -> Result<Option<String>, CliError> {
    let mut buf = Vec::new();
    if input.read_until(b'\n', &mut buf)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&buf).trim().to_string()))
}

impl Session {
    /// Why the game refused a command, in the session's language.
    fn refusal(&self, e: GameError) -> String {
        text(self.lang, &MoveProblem::Game(e))
    }

    /// Writes why a command did nothing, in the session's language.
    fn refuse(&self, why: Refusal, out: &mut dyn Write) -> Result<(), CliError> {
        self.say(&why, out)
    }

    /// Writes a line in the session's language.
    fn say(&self, line: &dyn Localize, out: &mut dyn Write) -> Result<(), CliError> {
        writeln!(out, "{}", text(self.lang, line))?;
        Ok(())
    }

    /// A line in the session's language.
    fn line(&self, line: PlayLine) -> String {
        text(self.lang, &line)
    }

    /// The command list `help` prints.
    fn help_text(&self) -> String {
        let format = self.game.game_file_format();
        let mut commands = vec![
            ("moves", HelpItem::Moves),
            ("undo", HelpItem::Undo),
            ("redo", HelpItem::Redo),
            ("board", HelpItem::Board),
            ("fen", HelpItem::Fen(format)),
            (format.name(), HelpItem::GameFile(format)),
            ("draw", HelpItem::Draw),
        ];
        if self.game.has_draw_claims() {
            commands.push(("claim", HelpItem::Claim));
        }
        commands.extend([
            ("resign", HelpItem::Resign),
            ("help", HelpItem::Help),
            ("quit", HelpItem::Quit),
        ]);
        let mut help = self.line(PlayLine::HelpIntro(format));
        help.push('\n');
        for (command, what) in commands {
            help.push_str(&format!("  {command:<8}{}\n", text(self.lang, &what)));
        }
        help
    }

    /// The name of a seat.
    fn seat_name(&self, seat: Seat) -> SeatName {
        super::show::seat_name(self.game.seats(), seat)
    }

    /// The name of the seat to move.
    fn to_move(&self) -> SeatName {
        self.seat_name(self.game.position().turn())
    }

    /// Move `index` of the game with its number (`12. e4`, `12... f6-g5`).
    fn numbered_move(&self, index: usize) -> String {
        let from = self.game.position_at(index);
        let dots = if from.turn() == Seat::WHITE {
            "."
        } else {
            "..."
        };
        let number = from.fullmove_number();
        format!("{number}{dots} {}", self.game.move_text(index))
    }

    /// Lines under the board while the game is open: check, a draw that may be claimed, a
    /// compulsory capture.
    fn notes(&self) -> String {
        let to_move = self.to_move();
        let mut notes = Vec::new();
        if self.game.checked_king().is_some() {
            notes.push(PlayLine::InCheck(to_move));
        }
        if let Some(reason) = self.game.claimable_draw() {
            notes.push(PlayLine::MayClaim(to_move, reason));
        }
        if self.game.must_capture() {
            notes.push(PlayLine::MustCapture(to_move));
        }
        notes.into_iter().map(|l| self.line(l) + "\n").collect()
    }

    /// The board with the last move and, while the game is open, the family's notes.
    fn board_text(&self) -> String {
        let mut s = String::from("\n");
        s.push_str(&board(&self.game));
        if let Some(last) = self.game.ply_count().checked_sub(1) {
            s.push_str(&self.line(PlayLine::LastMove(self.numbered_move(last))));
            s.push('\n');
        }
        if self.game.outcome().is_none() {
            s.push_str(&self.notes());
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
            self.say(&PlayLine::GameOver(outcome_text(&self.game, o)), out)?;
        }
        Ok(())
    }

    /// The prompt: the side to move, or what is left to do after the end.
    fn prompt(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let prompt = if self.game.outcome().is_some() {
            PlayLine::PromptOver(self.game.game_file_format())
        } else {
            PlayLine::PromptMove(self.to_move())
        };
        write!(out, "{} ", self.line(prompt))?;
        out.flush()?;
        Ok(())
    }

    /// Runs the session.
    fn run(&mut self, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
        self.say(&PlayLine::Greeting(title(&self.game)), out)?;
        self.print_board(out)?;
        loop {
            self.prompt(out)?;
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
        let last = match self.game.outcome() {
            Some(o) => PlayLine::FinalResult(outcome_text(&self.game, o)),
            None => PlayLine::Unfinished,
        };
        self.say(&last, out)?;
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
        let prompt = |done: Result<(), CliError>| done.map(|()| Next::Prompt);
        match line.to_ascii_lowercase().as_str() {
            "" => Ok(Next::Prompt),
            "quit" | "exit" | "q" => Ok(Next::Quit),
            "help" | "?" => prompt(Ok(out.write_all(self.help_text().as_bytes())?)),
            "board" | "show" => Ok(Next::Board),
            "fen" => prompt(Ok(writeln!(out, "{}", self.game.position().text())?)),
            command if command == self.game.game_file_format().name() => {
                prompt(self.print_game_file(out))
            }
            "moves" => prompt(self.list_moves(out)),
            "undo" => self.undo(out),
            "redo" => self.redo(out),
            "resign" => prompt(self.resign(out)),
            "draw" => self.offer_draw(input, out),
            "claim" => self.claim(line, out),
            _ => self.play_move(line, out),
        }
    }

    /// Prints the game as its family's game file (PGN or PDN).
    fn print_game_file(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let tags = [
            ("Event", "Manifold hot-seat game"),
            ("Site", "manifold-cli"),
            ("White", "White"),
            ("Black", "Black"),
            ("Round", "-"),
        ]
        .map(|(k, v)| (k.to_string(), v.to_string()));
        out.write_all(self.game.game_file(&tags).as_bytes())?;
        Ok(())
    }

    /// Takes back the last move, or reopens a resigned or agreed game.
    fn undo(&mut self, out: &mut dyn Write) -> Result<Next, CliError> {
        let was_over = self.game.outcome();
        let last = self.game.ply_count().checked_sub(1);
        let taken = last.map(|index| self.numbered_move(index));
        match self.game.undo().and(taken) {
            Some(taken) => {
                self.say(&PlayLine::TookBack(taken), out)?;
                Ok(Next::Board)
            }
            None if was_over.is_some() && self.game.outcome().is_none() => {
                self.say(&PlayLine::Reopened, out)?;
                Ok(Next::Board)
            }
            None => {
                self.refuse(Refusal::NothingToUndo, out)?;
                Ok(Next::Prompt)
            }
        }
    }

    /// Plays again a move taken back.
    fn redo(&mut self, out: &mut dyn Write) -> Result<Next, CliError> {
        if self.game.redo().is_some() {
            return Ok(Next::Board);
        }
        self.refuse(Refusal::NothingToRedo, out)?;
        Ok(Next::Prompt)
    }

    /// The side to move resigns.
    fn resign(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        let seat = self.game.position().turn();
        match self.game.resign(seat) {
            Ok(()) => {
                self.say(&PlayLine::Resigns(self.seat_name(seat)), out)?;
                self.announce_end(out)
            }
            Err(e) => Ok(writeln!(out, "{}", self.refusal(e))?),
        }
    }

    /// Claims a draw, in a game that has draw claims; otherwise `line` is read as a move.
    fn claim(&mut self, line: &str, out: &mut dyn Write) -> Result<Next, CliError> {
        match self.game.claim_draw() {
            Some(Ok(())) => self.announce_end(out)?,
            Some(Err(e)) => writeln!(out, "{}", self.refusal(e))?,
            None => return self.play_move(line, out),
        }
        Ok(Next::Prompt)
    }

    /// Plays a typed move, or says why it cannot be played.
    fn play_move(&mut self, text: &str, out: &mut dyn Write) -> Result<Next, CliError> {
        if let Some(o) = self.game.outcome() {
            self.refuse(Refusal::GameOverMove(o.reason), out)?;
            return Ok(Next::Prompt);
        }
        let played = self
            .game
            .parse_move(text)
            .map_err(MoveProblem::Text)
            .and_then(|m| self.game.play(&m).map_err(MoveProblem::Game));
        match played {
            Ok(()) => Ok(Next::Board),
            Err(e) => {
                self.say(&e, out)?;
                Ok(Next::Prompt)
            }
        }
    }

    /// Lists the legal moves, several to a line.
    fn list_moves(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let mut names: Vec<String> = self
            .game
            .legal_moves()
            .iter()
            .map(|m| self.game.notation_of(m))
            .collect();
        if names.is_empty() {
            self.refuse(Refusal::NoLegalMoves, out)?;
            return Ok(());
        }
        names.sort();
        self.say(&PlayLine::LegalMoves(names.len()), out)?;
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
        let mut offer = DrawOffer::new(&*self.game);
        for opponent in offer.waiting(seats) {
            let question = PlayLine::OfferDraw(self.to_move(), self.seat_name(opponent));
            write!(out, "{} ", self.line(question))?;
            out.flush()?;
            let Some(answer) = read_line(input)? else {
                writeln!(out)?;
                return Ok(Next::Quit);
            };
            if !matches!(answer.to_ascii_lowercase().as_str(), "y" | "yes" | "accept") {
                self.say(&PlayLine::Declined(self.to_move()), out)?;
                return Ok(Next::Prompt);
            }
            offer.accept(opponent, seats);
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
    use manifold_locale::check::assert_every_variant_renders;

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
