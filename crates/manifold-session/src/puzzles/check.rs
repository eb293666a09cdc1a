//! The checker behind `manifold-cli puzzles check`: a puzzle file reads, is for the game it
//! is filed under, holds no position twice, every puzzle passes [`check_puzzle`], and the
//! lesson course made of them passes the lesson checker.

use std::collections::HashMap;

use crate::lessons;
use manifold_rules::GameKind;

use super::course::puzzle_course;
use super::messages::PuzzleError;
use super::puzzle::read_puzzles;
use super::verify::check_puzzle;

/// Checks the puzzle file `text` of the game named `name` (its command-line name, the
/// file's stem). The number of its puzzles when all is well; the first error otherwise.
/// Never panics.
pub fn check_puzzles(name: &str, text: &str) -> Result<usize, PuzzleError> {
    let game = GameKind::from_cli_name(name).ok_or_else(|| PuzzleError::UnknownGame {
        name: name.to_string(),
    })?;
    let puzzles = read_puzzles(text).map_err(|e| PuzzleError::Unreadable {
        detail: e.to_string(),
    })?;
    if puzzles.is_empty() {
        return Err(PuzzleError::NoPuzzles);
    }
    let mut seen = HashMap::new();
    for (i, puzzle) in puzzles.iter().enumerate() {
        let number = i + 1;
        if let Some(&first) = seen.get(puzzle.position.trim()) {
            return Err(PuzzleError::Duplicate { number, first });
        }
        seen.insert(puzzle.position.trim(), number);
        check_puzzle(puzzle, game).map_err(|problem| PuzzleError::Puzzle { number, problem })?;
    }
    lessons::check(&puzzle_course(game, &puzzles)).map_err(|e| PuzzleError::Course(Box::new(e)))?;
    Ok(puzzles.len())
}
