//! Perft for draughts: the leaf count of the legal move tree (RULES 8: a move is a whole
//! sequence, and sequences with the same start, end and captured set count once).

use super::moves::DraughtsMove;
use super::position::DraughtsPosition;

/// The number of leaf nodes of the legal move tree of depth `depth` (bulk-counted at the
/// last ply). One move buffer per ply is allocated up front and reused at every node.
pub fn perft(pos: &DraughtsPosition, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<DraughtsMove>> = (0..depth).map(|_| Vec::new()).collect();
    perft_with(pos, depth, &mut buffers)
}

fn perft_with(pos: &DraughtsPosition, depth: u32, buffers: &mut [Vec<DraughtsMove>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    if depth == 1 {
        // Captures are listed (sequences reaching one square with one captured set are one
        // move); without any, the simple moves are only counted.
        moves.clear();
        pos.captures_into(moves, true);
        return if moves.is_empty() {
            pos.simple_move_count() as u64
        } else {
            moves.len() as u64
        };
    }
    pos.legal_moves_into(moves);
    moves
        .iter()
        .map(|m| perft_with(&pos.play(m), depth - 1, rest))
        .sum()
}

/// Perft split by root move: each legal move with the leaf count below it (empty at depth
/// 0, which has no root moves).
pub fn divide(pos: &DraughtsPosition, depth: u32) -> Vec<(DraughtsMove, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let n = perft(&pos.play(&m), depth - 1);
            (m, n)
        })
        .collect()
}
