//! The engine's entry for a game of any family ([`AnyGame`]): the one place the engine
//! dispatches over families, to the search written for each family's positions.

use manifold_rules::{AnyGame, AnyMove, GameKind};

use super::game::SearchGame;
use super::info::SearchResult;
use super::level::Family;
use super::limits::Limits;
use super::search::{SearchConfig, Searcher};

impl Family {
    /// The family of a game, whose level table applies: asked of the game's rules (two
    /// boards, three seats, a board that wraps), so that a new square variant plays by the
    /// chess table without a line here.
    pub fn of(kind: GameKind) -> Family {
        match kind {
            GameKind::Chess(_) if kind.has_transit() => Family::Transit,
            GameKind::Chess(_) if kind.seats() == 3 => Family::Mattrix,
            GameKind::Chess(_) if kind.geometry().wraps() => Family::Wirth,
            GameKind::Chess(_) => Family::Chess,
            GameKind::Draughts => Family::Draughts,
        }
    }
}

/// A family's search result with its moves as [`AnyMove`]s.
fn any<M>(result: SearchResult<M>, wrap: impl Fn(M) -> AnyMove) -> SearchResult<AnyMove> {
    SearchResult {
        best_move: result.best_move.map(&wrap),
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        time: result.time,
        pv: result.pv.into_iter().map(&wrap).collect(),
    }
}

impl Searcher {
    /// Searches the current position of `game` (its earlier positions count for
    /// repetitions) and returns the move to play, whatever the game's family.
    pub fn search_any_game(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        config: &SearchConfig,
    ) -> SearchResult<AnyMove> {
        match game {
            AnyGame::Chess(g) => any(
                self.search_game(g, limits, config, &mut |_| {}),
                AnyMove::Chess,
            ),
            AnyGame::Draughts(g) => any(
                self.search_draughts_game(g, limits, config, &mut |_| {}),
                AnyMove::Draughts,
            ),
        }
    }
}

impl Searcher {
    /// Searches the current position of `game` among its legal moves other than
    /// `excluded` (see [`Searcher::search_excluding`]): the best of the others, whatever
    /// the game's family. Moves of another family in `excluded` exclude nothing.
    pub fn search_any_game_excluding(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        config: &SearchConfig,
        excluded: &[AnyMove],
    ) -> SearchResult<AnyMove> {
        match game {
            AnyGame::Chess(g) => {
                let (root, before) = g.positions().split_last().expect("a game has a position");
                let history: Vec<u64> = before.iter().map(SearchGame::key).collect();
                let excluded: Vec<_> = excluded
                    .iter()
                    .filter_map(|m| match m {
                        AnyMove::Chess(m) => Some(*m),
                        AnyMove::Draughts(_) => None,
                    })
                    .collect();
                any(
                    self.search_excluding(root, &history, limits, config, &excluded, &mut |_| {}),
                    AnyMove::Chess,
                )
            }
            AnyGame::Draughts(g) => {
                let (root, before) = g.positions().split_last().expect("a game has a position");
                let history: Vec<u64> = before.iter().map(SearchGame::key).collect();
                let excluded: Vec<_> = excluded
                    .iter()
                    .filter_map(|m| match m {
                        AnyMove::Draughts(m) => Some(m.clone()),
                        AnyMove::Chess(_) => None,
                    })
                    .collect();
                any(
                    self.search_excluding(root, &history, limits, config, &excluded, &mut |_| {}),
                    AnyMove::Draughts,
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Level;

    #[test]
    fn every_game_gets_a_legal_move() {
        for kind in GameKind::ALL {
            let game = AnyGame::new(kind);
            let level = Level::Beginner;
            let family = Family::of(kind);
            let result = Searcher::new(1).search_any_game(
                &game,
                &level.limits_for(family, None),
                &level.config_for(family, 1),
            );
            let best = result.best_move.expect("a move");
            assert!(game.legal_moves().contains(&best), "{kind:?}");
        }
    }

    #[test]
    fn each_game_has_its_family_and_every_family_a_game() {
        use manifold_rules::VariantId;
        let families: Vec<Family> = GameKind::ALL.into_iter().map(Family::of).collect();
        let expected = [
            (GameKind::Chess(VariantId::Classical), Family::Chess),
            (GameKind::Chess(VariantId::Great), Family::Chess),
            (GameKind::Draughts, Family::Draughts),
            (GameKind::Chess(VariantId::Wirth), Family::Wirth),
            (GameKind::Chess(VariantId::Mattrix), Family::Mattrix),
            (GameKind::Chess(VariantId::Transit), Family::Transit),
        ];
        for (kind, family) in expected {
            assert_eq!(Family::of(kind), family, "{kind:?}");
        }
        for family in Family::ALL {
            assert!(families.contains(&family), "{family:?} has no game");
        }
    }

    #[test]
    fn excluded_moves_are_not_searched() {
        use manifold_rules::Position;
        let pos = Position::from_fen(
            manifold_rules::VariantId::Classical,
            "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1",
        )
        .unwrap();
        let game = AnyGame::Chess(manifold_rules::game::Game::from_position(pos));
        let limits = Limits::depth(3);
        let config = SearchConfig::default();
        let best = Searcher::new(1).search_any_game(&game, &limits, &config);
        let take = game.parse_move("Rxd5").unwrap();
        assert_eq!(best.best_move.as_ref(), Some(&take));
        let other = Searcher::new(1).search_any_game_excluding(
            &game,
            &limits,
            &config,
            std::slice::from_ref(&take),
        );
        let second = other.best_move.expect("another move");
        assert_ne!(second, take);
        assert!(game.legal_moves().contains(&second));
        assert!(
            other.score < best.score - 500,
            "{} {}",
            other.score,
            best.score
        );
        let none = Searcher::new(1).search_any_game_excluding(
            &game,
            &limits,
            &config,
            &game.legal_moves(),
        );
        assert_eq!(none.best_move, None);
        assert_eq!(none.score, -crate::score::INFINITY);
    }
}
