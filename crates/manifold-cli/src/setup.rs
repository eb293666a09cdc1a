//! The position a command starts from: the game's start or a FEN, then `--moves`.

use manifold_rules::game::{Game, GameError};
use manifold_rules::{Position, VariantId};

use super::args::PositionArgs;
use super::error::{CliError, Problem};
use super::notation::read_move;
use manifold_session::MoveTextError;
use manifold_session::save::MoveProblem;

/// The start position: the FEN if one is given, else the game's own.
pub fn start_position(variant: VariantId, fen: Option<&str>) -> Result<Position, CliError> {
    match fen {
        None => Ok(Position::start(variant)),
        Some(text) => Position::from_fen(variant, text)
            .map_err(|error| CliError::Input(Problem::ChessFen { variant, error })),
    }
}

/// The `--moves` values as single moves (a value may hold several, split by spaces or
/// commas).
pub(crate) fn move_texts(moves: &[String]) -> Vec<&str> {
    moves
        .iter()
        .flat_map(|m| m.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|m| !m.is_empty())
        .collect()
}

/// The error for move `index` (1-based) of `--moves`.
pub fn move_error(index: usize, text: &str, reason: MoveProblem) -> CliError {
    CliError::Input(Problem::Move {
        index,
        text: text.to_string(),
        reason,
    })
}

/// A chess move text that cannot be read, as a move problem.
fn unreadable(e: super::notation::ReadMoveError) -> MoveProblem {
    MoveProblem::Text(MoveTextError::Chess(e))
}

/// The position of chess variant `variant` after the start position and `--moves` (for
/// perft: no game rules such as dead positions stop the moves).
pub fn position(variant: VariantId, args: &PositionArgs) -> Result<Position, CliError> {
    let mut pos = start_position(variant, args.fen.as_deref())?;
    for (i, text) in move_texts(&args.moves).into_iter().enumerate() {
        let m = read_move(&pos, text).map_err(|e| move_error(i + 1, text, unreadable(e)))?;
        pos.apply(m);
    }
    Ok(pos)
}

/// The game of chess variant `variant` from the start position through `--moves` (for show
/// and play: repetitions count, and no move is played after the game has ended).
pub fn game(variant: VariantId, args: &PositionArgs) -> Result<Game, CliError> {
    let start = start_position(variant, args.fen.as_deref())?;
    let mut game = Game::from_position(start);
    for (i, text) in move_texts(&args.moves).into_iter().enumerate() {
        if let Some(o) = game.outcome() {
            let why = GameError::Over(o.reason);
            return Err(move_error(i + 1, text, MoveProblem::Game(why)));
        }
        let m =
            read_move(game.position(), text).map_err(|e| move_error(i + 1, text, unreadable(e)))?;
        game.play(m)
            .map_err(|e| move_error(i + 1, text, MoveProblem::Game(e)))?;
    }
    Ok(game)
}
