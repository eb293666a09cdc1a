//! The marks of a review: `?!` inaccuracy, `?` mistake, `??` blunder, from the drop in the
//! mover's win probability (its expected share in Mattrix), by lichess's rules.
//!
//! lichess (lila `modules/tree/src/main/Advice.scala`, `CpAdvice` and `MateAdvice`):
//!
//! - **Two ordinary scores** (no mate before or after the move): the drop in the mover's
//!   *winning chances* (`2p - 1`, from -1 to 1) of at least 0.3 is a blunder, 0.2 a
//!   mistake, 0.1 an inaccuracy; in win probability (0 to 1) that is 0.15, 0.10 and 0.05
//!   ([`BLUNDER_DROP`], [`MISTAKE_DROP`], [`INACCURACY_DROP`]), the "5, 10 and 15 points".
//! - **A mate allowed** (`MateCreated`: no mate before, the mover mated after): a blunder,
//!   unless the mover was already lost: a mistake below -700 centipawns, an inaccuracy
//!   below -999.
//! - **A mate missed** (`MateLost`: the mover had a mate before and has none after): a
//!   blunder, unless the mover is still winning: a mistake above +700 centipawns, an
//!   inaccuracy above +999; a blunder too when the mover is mated after.
//! - A longer mate than the best (`MateDelayed`) and a move played while being mated
//!   already are not marked.
//!
//! Manifold's games each have their own curve from score to win probability
//! ([`manifold_ai::win`]), so the centipawn bounds of the mate rules are taken as the win
//! probabilities they have on lichess's curve ([`lichess_probability`]): below 7.1 % and
//! 2.5 % for a mate allowed, above 92.9 % and 97.5 % for a mate missed. For classical
//! chess, whose curve is lichess's, that is the same rule. One rule of Manifold's own: the
//! engine's best move is never marked (its "better move" would be itself).

use manifold_ai::Score;
use manifold_ai::score::is_mate;
use manifold_ai::win::LICHESS_COEFFICIENT;

/// A mark: how bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, strum::EnumCount)]
pub enum Mark {
    /// `?!`: the win probability dropped by 5 points or more.
    Inaccuracy,
    /// `?`: by 10 points or more.
    Mistake,
    /// `??`: by 15 points or more, or a mate allowed or missed.
    Blunder,
}

impl Mark {
    /// Every mark, mildest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The annotation symbol: `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The PGN Numeric Annotation Glyph: `$6` dubious, `$2` mistake, `$4` blunder.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// Whether the mark makes an exercise of "learn from your mistakes" (a mistake or a
    /// blunder, as lichess's `isMistakeOrBlunder`).
    pub fn is_mistake_or_blunder(self) -> bool {
        self >= Mark::Mistake
    }
}

/// Why a move got its mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumCount)]
pub enum MarkCause {
    /// The win probability (Mattrix: the expected share) dropped.
    WinDrop,
    /// The move allowed a forced mate against the mover.
    MateAllowed,
    /// The mover had a forced mate and lost it.
    MateMissed,
}

/// A move's mark and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Judgement {
    /// The mark.
    pub mark: Mark,
    /// Why.
    pub cause: MarkCause,
}

/// The drop in win probability (0 to 1) that makes a blunder: lichess's 0.3 of winning
/// chances.
pub const BLUNDER_DROP: f64 = 0.15;
/// The drop that makes a mistake: lichess's 0.2 of winning chances.
pub const MISTAKE_DROP: f64 = 0.10;
/// The drop that makes an inaccuracy: lichess's 0.1 of winning chances.
pub const INACCURACY_DROP: f64 = 0.05;

/// The win probability of `centipawns` on lichess's curve (`0.00368208` per centipawn).
pub fn lichess_probability(centipawns: f64) -> f64 {
    1.0 / (1.0 + (-LICHESS_COEFFICIENT * centipawns).exp())
}

/// The mark of a move by lichess's rules, from the mover's number and win probability (in
/// Mattrix its expected share) before the move (`score_before`, `before`: the engine's
/// evaluation of the position it was played in) and after it (the evaluation of the
/// position it led to, from the mover's side). `None`: not marked.
pub fn judge(
    score_before: Score,
    before: f64,
    score_after: Score,
    after: f64,
) -> Option<Judgement> {
    let mate_before = is_mate(score_before);
    let mate_after = is_mate(score_after);
    if !mate_before && !mate_after {
        let drop = before - after;
        let mark = if drop >= BLUNDER_DROP - 1e-12 {
            Mark::Blunder
        } else if drop >= MISTAKE_DROP - 1e-12 {
            Mark::Mistake
        } else if drop >= INACCURACY_DROP - 1e-12 {
            Mark::Inaccuracy
        } else {
            return None;
        };
        return Some(Judgement {
            mark,
            cause: MarkCause::WinDrop,
        });
    }
    if !mate_before && score_after < 0 {
        // A mate allowed: judged by how lost the mover already was.
        let mark = if before < lichess_probability(-999.0) {
            Mark::Inaccuracy
        } else if before < lichess_probability(-700.0) {
            Mark::Mistake
        } else {
            Mark::Blunder
        };
        return Some(Judgement {
            mark,
            cause: MarkCause::MateAllowed,
        });
    }
    if mate_before && score_before > 0 && !(mate_after && score_after > 0) {
        // A mate missed: judged by how well the mover still stands (mated: not at all).
        let mark = if mate_after {
            Mark::Blunder
        } else if after > lichess_probability(999.0) {
            Mark::Inaccuracy
        } else if after > lichess_probability(700.0) {
            Mark::Mistake
        } else {
            Mark::Blunder
        };
        return Some(Judgement {
            mark,
            cause: MarkCause::MateMissed,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_ai::score::{mate_in, mated_in};

    fn mark(sb: Score, b: f64, sa: Score, a: f64) -> Option<Mark> {
        judge(sb, b, sa, a).map(|j| j.mark)
    }

    #[test]
    fn drops_of_5_10_15_points_are_the_three_marks() {
        assert_eq!(mark(0, 0.50, 0, 0.46), None);
        assert_eq!(mark(0, 0.50, 0, 0.45), Some(Mark::Inaccuracy));
        assert_eq!(mark(0, 0.50, 0, 0.41), Some(Mark::Inaccuracy));
        assert_eq!(mark(0, 0.50, 0, 0.40), Some(Mark::Mistake));
        assert_eq!(mark(0, 0.50, 0, 0.36), Some(Mark::Mistake));
        assert_eq!(mark(0, 0.50, 0, 0.35), Some(Mark::Blunder));
        // A gain is never marked.
        assert_eq!(mark(0, 0.30, 0, 0.90), None);
    }

    #[test]
    fn mates_allowed_and_missed_follow_lichess() {
        // Allowed from an even position: a blunder; from a lost one, milder.
        let allowed = judge(0, 0.5, mated_in(3), 0.0).unwrap();
        assert_eq!(allowed.mark, Mark::Blunder);
        assert_eq!(allowed.cause, MarkCause::MateAllowed);
        assert_eq!(
            mark(-800, lichess_probability(-800.0), mated_in(3), 0.0),
            Some(Mark::Mistake)
        );
        assert_eq!(
            mark(-1200, lichess_probability(-1200.0), mated_in(3), 0.0),
            Some(Mark::Inaccuracy)
        );
        // Missed: a blunder unless still winning clearly.
        let missed = judge(mate_in(3), 1.0, 100, lichess_probability(100.0)).unwrap();
        assert_eq!(
            (missed.mark, missed.cause),
            (Mark::Blunder, MarkCause::MateMissed)
        );
        assert_eq!(
            mark(mate_in(3), 1.0, 800, lichess_probability(800.0)),
            Some(Mark::Mistake)
        );
        assert_eq!(
            mark(mate_in(3), 1.0, 1500, lichess_probability(1500.0)),
            Some(Mark::Inaccuracy)
        );
        assert_eq!(mark(mate_in(3), 1.0, mated_in(2), 0.0), Some(Mark::Blunder));
        // A slower mate, or a move while being mated anyway: no mark.
        assert_eq!(mark(mate_in(1), 1.0, mate_in(5), 1.0), None);
        assert_eq!(mark(mated_in(4), 0.0, mated_in(2), 0.0), None);
        // Mating is not marked.
        assert_eq!(mark(300, 0.75, mate_in(0), 1.0), None);
        // The bounds on lichess's curve.
        assert!((lichess_probability(-999.0) - 0.0246).abs() < 1e-3);
        assert!((lichess_probability(-700.0) - 0.0706).abs() < 1e-3);
    }

    #[test]
    fn marks_have_symbols_and_nags() {
        let symbols: Vec<_> = Mark::ALL.iter().map(|m| (m.symbol(), m.nag())).collect();
        assert_eq!(symbols, [("?!", 6), ("?", 2), ("??", 4)]);
        assert!(!Mark::Inaccuracy.is_mistake_or_blunder());
        assert!(Mark::Mistake.is_mistake_or_blunder() && Mark::Blunder.is_mistake_or_blunder());
    }
}
