//! Perft: counting the leaves of the legal move tree, the standard move generator test.

use super::moves::{Move, MoveList};
use super::position::Position;

/// The number of leaf nodes of the legal move tree of depth `depth` (bulk-counted at the
/// last ply: the moves there are counted, not played).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            pos.legal_moves_into(&mut moves);
            moves.iter().map(|&m| perft(&pos.play(m), depth - 1)).sum()
        }
    }
}

/// Perft split by root move: each legal move with the leaf count below it (empty at depth
/// 0, which has no root moves).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| (m, perft(&pos.play(m), depth - 1)))
        .collect()
}
