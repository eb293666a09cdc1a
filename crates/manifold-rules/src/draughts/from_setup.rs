//! The one check of a draughts position: [`DraughtsPosition::from_setup`] turns a
//! [`DraughtsSetup`] into a [`DraughtsPosition`] or says everything that is wrong with it.
//! The position text is read through it, and the position editor validates through it.
//!
//! The checks: the side to move and every piece's owner one of the two sides; every piece
//! on a dark square; no man on its own crowning row; no side with more pieces than it
//! starts with.

use super::board::{bit, tables};
use super::position::DraughtsPosition;
use super::rules::MAX_PIECES_PER_SIDE;
use super::setup::DraughtsSetup;
use super::setup_error::{DraughtsSetupError, DraughtsSetupProblem};
use crate::piece::Seat;

impl DraughtsPosition {
    /// The position of `setup`, or every problem that keeps it from being one (the setup
    /// given back in the error).
    pub fn from_setup(setup: DraughtsSetup) -> Result<DraughtsPosition, DraughtsSetupError> {
        let problems = problems(&setup);
        if problems.is_empty() {
            Ok(DraughtsPosition::from_setup_unchecked(&setup))
        } else {
            Err(DraughtsSetupError {
                setup: Box::new(setup),
                problems,
            })
        }
    }
}

/// Every problem of `setup`, in board order, then by side.
fn problems(setup: &DraughtsSetup) -> Vec<DraughtsSetupProblem> {
    let t = tables();
    let mut problems = Vec::new();
    let mut counts = [0usize; 2];
    let mut foreign = setup.turn.0 >= 2;
    for (cell, piece) in setup.pieces() {
        let Some(count) = counts.get_mut(piece.seat.index()) else {
            foreign = true;
            continue;
        };
        *count += 1;
        let square = t.geometry.cell_name(cell).to_string();
        let side = piece.seat;
        if t.playable & bit(cell) == 0 {
            problems.push(DraughtsSetupProblem::LightSquare { side, square });
        } else if !piece.is_king() && t.crown_row[side.index()] & bit(cell) != 0 {
            problems.push(DraughtsSetupProblem::ManOnCrownRow { side, square });
        }
    }
    if foreign {
        let number = setup
            .pieces()
            .map(|(_, p)| p.seat.0)
            .chain([setup.turn.0])
            .max()
            .unwrap_or(0);
        problems.insert(
            0,
            DraughtsSetupProblem::SeatNotInGame {
                number: number.saturating_add(1),
            },
        );
    }
    for side in [Seat::WHITE, Seat::BLACK] {
        let count = counts[side.index()];
        if count > MAX_PIECES_PER_SIDE {
            problems.push(DraughtsSetupProblem::TooManyPieces { side, count });
        }
    }
    problems
}
