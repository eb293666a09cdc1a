//! Search scores: centipawns from the side to move's point of view, with mate scores that
//! carry their distance (a mate found sooner scores higher).

/// A score in centipawns, from the point of view of the side to move.
pub type Score = i32;

/// The deepest ply the search reaches (iterations, extensions and quiescence together).
pub(crate) const MAX_PLY: usize = 128;

/// Larger than any score the search returns.
pub const INFINITY: Score = 32_000;

/// The score of giving mate at the root; mate in `n` plies scores `MATE - n`.
pub const MATE: Score = 31_000;

/// Scores at least this large (in absolute value) are mate scores.
pub const MATE_BOUND: Score = MATE - MAX_PLY as Score;

/// The score of a drawn position.
pub const DRAW: Score = 0;

/// The score of the side to move when it is mated `ply` plies from the root.
#[inline]
pub fn mated_in(ply: usize) -> Score {
    -MATE + ply as Score
}

/// The score of the side to move when it mates `ply` plies from the root.
#[inline]
pub fn mate_in(ply: usize) -> Score {
    MATE - ply as Score
}

/// Whether a score announces a mate (for either side).
#[inline]
pub fn is_mate(score: Score) -> bool {
    score.abs() >= MATE_BOUND
}

/// Mate distance in moves as UCI reports it: positive when the side to move mates, negative
/// when it is mated; `None` for an ordinary score.
pub fn mate_moves(score: Score) -> Option<i32> {
    if !is_mate(score) {
        return None;
    }
    Some(if score > 0 {
        (MATE - score + 1) / 2
    } else {
        -(MATE + score) / 2
    })
}

/// A score as the transposition table keeps it: mate scores measured from the node, not
/// from the root, so they stay right when the node is met at another ply.
#[inline]
pub fn to_table(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score + ply as Score
    } else if score <= -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

/// A score read from the transposition table, measured from the root again.
#[inline]
pub fn from_table(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score - ply as Score
    } else if score <= -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_in_moves() {
        assert_eq!(mate_moves(mate_in(1)), Some(1));
        assert_eq!(mate_moves(mate_in(3)), Some(2));
        assert_eq!(mate_moves(mated_in(2)), Some(-1));
        assert_eq!(mate_moves(mated_in(0)), Some(0));
        assert_eq!(mate_moves(250), None);
    }

    #[test]
    fn table_scores_round_trip() {
        for s in [mate_in(5), mated_in(7), 123, -40] {
            assert_eq!(from_table(to_table(s, 3), 3), s);
        }
        // A mate 5 plies from the root, stored at ply 3, is a mate in 2 from that node.
        assert_eq!(to_table(mate_in(5), 3), mate_in(2));
    }
}
