//! Labels from a stronger engine: a position's label is the win probability for White that
//! an engine's score says (Stockfish's, searched to a fixed depth), instead of the result
//! of the one game the position came from. A game's result says little about one position
//! of it (a won position is often lost later); a deeper engine's score says much more, so
//! a fit to such labels is far less noisy.

/// A score an engine gives in a UCI `info` line, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// `score cp N`: centipawns.
    Centipawns(i32),
    /// `score mate N`: mate in N moves (negative: the side to move is mated).
    Mate(i32),
}

/// The exact score of a UCI `info` line (`None` where it has none, or only a bound:
/// `lowerbound`, `upperbound`).
pub fn info_score(line: &str) -> Option<EngineScore> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    // Whatever follows `string` is free text.
    let mut words = words
        .take_while(|&w| w != "string")
        .skip_while(|&w| w != "score")
        .skip(1);
    let kind = words.next()?;
    let value: i32 = words.next()?.parse().ok()?;
    if matches!(words.next(), Some("lowerbound" | "upperbound")) {
        return None;
    }
    match kind {
        "cp" => Some(EngineScore::Centipawns(value)),
        "mate" => Some(EngineScore::Mate(value)),
        _ => None,
    }
}

/// Centipawns for a tenfold change in the odds of winning: the logistic scale of the Elo
/// system, on which 100 centipawns are about a 64 % chance.
pub(crate) const CENTIPAWNS_PER_DECADE: f64 = 400.0;

/// The label of a position whose side to move has `score`: White's chance of winning,
/// `1 / (1 + 10^(-cp / 400))` for White's centipawns (a mate: 1 or 0), rounded to three
/// decimals (what a data line keeps).
pub fn white_win_probability(score: EngineScore, white_to_move: bool) -> f64 {
    let mover = match score {
        EngineScore::Centipawns(cp) => {
            1.0 / (1.0 + 10f64.powf(-f64::from(cp) / CENTIPAWNS_PER_DECADE))
        }
        EngineScore::Mate(n) => f64::from(u8::from(n > 0)),
    };
    let white = if white_to_move { mover } else { 1.0 - mover };
    (white * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exact_score_of_an_info_line_is_read_and_bounds_are_not() {
        let line = "info depth 9 seldepth 12 multipv 1 score cp -37 nodes 5 pv e2e4";
        assert_eq!(info_score(line), Some(EngineScore::Centipawns(-37)));
        assert_eq!(
            info_score("info depth 20 score mate -3 pv a1a2"),
            Some(EngineScore::Mate(-3))
        );
        assert_eq!(
            info_score("info depth 9 score cp 12 lowerbound nodes 4"),
            None
        );
        assert_eq!(info_score("info depth 9 score mate 2 upperbound"), None);
        assert_eq!(info_score("info string score cp 5 is not a score"), None);
        assert_eq!(info_score("info depth 9 nodes 100"), None);
        assert_eq!(info_score("info depth 9 score cp"), None);
        assert_eq!(info_score("bestmove e2e4"), None);
    }

    #[test]
    fn the_label_is_whites_chance_whoever_moves() {
        let even = white_win_probability(EngineScore::Centipawns(0), true);
        assert_eq!(even, 0.5);
        let up = white_win_probability(EngineScore::Centipawns(100), true);
        assert!((0.63..0.65).contains(&up), "{up}");
        // The same score for Black to move is White's loss of it.
        let down = white_win_probability(EngineScore::Centipawns(100), false);
        assert!((up + down - 1.0).abs() < 1e-9, "{up} {down}");
        assert!(white_win_probability(EngineScore::Centipawns(300), true) > up);
        assert_eq!(white_win_probability(EngineScore::Mate(3), true), 1.0);
        assert_eq!(white_win_probability(EngineScore::Mate(-2), true), 0.0);
        assert_eq!(white_win_probability(EngineScore::Mate(4), false), 0.0);
    }
}
