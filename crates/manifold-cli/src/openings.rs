//! Seeded random openings for engine matches, in every game: a few random legal plies from
//! the start position, drawn from a seed (the same seed gives the same openings), none
//! ending the game. `match` plays each opening twice with the colours swapped; `selfplay`
//! plays each once per seat rotation.

use manifold_ai::rng::Rng;
use manifold_rules::{AnyGame, AnyMove, GameKind};

/// How many times a line is drawn again (when it ends the game) before the openings are
/// given up as impossible for this game and ply count.
const TRIES_PER_OPENING: usize = 1000;

/// `count` random openings of `plies` legal moves each in `kind` (drawn by `seed`, none
/// ending the game). Fewer come back only when `plies` random moves almost always end the
/// game.
pub(crate) fn openings(kind: GameKind, count: usize, plies: usize, seed: u64) -> Vec<Vec<AnyMove>> {
    let mut rng = Rng::new(seed ^ 0x0BE1_1A55);
    let mut out = Vec::with_capacity(count);
    let mut tries = 0;
    while out.len() < count && tries < count * TRIES_PER_OPENING {
        tries += 1;
        let mut game = AnyGame::new(kind);
        let mut line = Vec::with_capacity(plies);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize].clone();
            if game.play(&m).is_err() {
                break;
            }
            line.push(m);
        }
        if game.outcome().is_none() && line.len() == plies {
            out.push(line);
        }
    }
    out
}

/// The game of `kind` after the moves of `line` (each legal, as [`openings`] draws them).
pub(crate) fn opened(kind: GameKind, line: &[AnyMove]) -> AnyGame {
    let mut game = AnyGame::new(kind);
    for m in line {
        let _ = game.play(m);
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn openings_are_seeded_legal_and_open_in_every_game() {
        for kind in GameKind::ALL {
            let plies = kind.seats() as usize + 1;
            let a = openings(kind, 6, plies, 7);
            assert_eq!(a.len(), 6, "{kind:?}");
            assert_eq!(a, openings(kind, 6, plies, 7), "{kind:?}");
            assert_ne!(a, openings(kind, 6, plies, 8), "{kind:?}");
            for line in &a {
                assert_eq!(line.len(), plies);
                let mut game = AnyGame::new(kind);
                for m in line {
                    assert!(game.legal_moves().contains(m), "{kind:?}: {m:?}");
                    game.play(m).unwrap();
                }
                assert!(game.outcome().is_none());
                assert_eq!(opened(kind, line).ply_count(), plies);
            }
        }
        assert!(openings(GameKind::Chess(VariantId::Classical), 3, 0, 1)[0].is_empty());
    }
}
