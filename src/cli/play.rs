//! `play` for the chess variants: a hot-seat game in the terminal ([`super::hot_seat`] runs
//! it). Moves are typed in SAN or coordinates; `pgn` prints the game, `claim` claims a draw.

use std::io::{BufRead, Write};

use crate::rules::game::{Game, GameError, Outcome};
use crate::rules::{Move, Position, Seat};

use super::board::render_board;
use super::error::CliError;
use super::hot_seat::{HotSeatGame, play_hot_seat, same_named_methods};
use super::notation::{MOVE_HINT, game_pgn, read_move, show_move};
use super::show::{outcome_text, seat_name};
use crate::locale::Language;
use crate::session::MoveTextError;
use crate::session::save::MoveProblem;

/// Plays `game` with moves and commands read from `input`, until `quit` or end of input.
pub fn play_command(
    game: Game,
    lang: Language,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    play_hot_seat(game, lang, input, out)
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

impl HotSeatGame for Game {
    same_named_methods!(Game);

    const MOVE_HINT: &'static str = MOVE_HINT;
    const FEN_HELP: &'static str = "print the position as FEN";
    const FILE_COMMAND: &'static str = "pgn";
    const FILE_HELP: &'static str = "print the game as PGN";
    const CLAIM_HELP: Option<&'static str> =
        Some("claim a draw by threefold repetition or the fifty-move rule");

    fn title(&self) -> String {
        self.position().variant().name.to_string()
    }

    fn seats(&self) -> u8 {
        self.position().variant().seats
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        seat_name(self.seats(), seat)
    }

    fn outcome_text(&self, outcome: Outcome) -> String {
        outcome_text(self.seats(), outcome)
    }

    fn render(&self) -> String {
        render_board(self.position())
    }

    fn numbered_move(&self, index: usize) -> String {
        numbered(&self.positions()[index], self.moves()[index])
    }

    /// Check, and any draw that may be claimed.
    fn notes(&self) -> String {
        let to_move = HotSeatGame::seat_name(self, self.position().turn());
        let mut s = String::new();
        if self.position().in_check() {
            s.push_str(&format!("{to_move} is in check.\n"));
        }
        if let Some(reason) = self.claimable_draw() {
            s.push_str(&format!(
                "{to_move} may claim a draw ({}): type claim.\n",
                reason.describe()
            ));
        }
        s
    }

    fn game_file(&self, tags: &[(String, String)]) -> String {
        game_pgn(self, tags)
    }

    fn move_names(&self) -> Vec<String> {
        let pos = self.position();
        self.legal_moves()
            .iter()
            .map(|&m| show_move(pos, m))
            .collect()
    }

    fn play_text(&mut self, text: &str) -> Result<(), MoveProblem> {
        let m = read_move(self.position(), text)
            .map_err(|e| MoveProblem::Text(MoveTextError::Chess(e)))?;
        self.play(m).map_err(MoveProblem::Game)
    }

    fn undo(&mut self) -> Option<String> {
        let m = Game::undo(self)?;
        Some(numbered(self.position(), m))
    }

    fn claim_draw(&mut self) -> Option<Result<(), GameError>> {
        Some(Game::claim_draw(self))
    }
}
