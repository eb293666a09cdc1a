//! The tuning data: quiet positions from the engine's self-play games, each labelled with
//! the game's result (or, relabelled, with a stronger engine's score: [`super::label`]).
//!
//! Each game opens with a few random legal moves (seeded), then every seat plays the full
//! search with a fixed node budget per move, so the same seed plays the same games on any
//! machine. A game ends by the rules, at the move limit (a draw), or, with two seats, by
//! adjudication: one side's score at least [`WIN_SCORE`] for [`WIN_PLIES`] plies in a row
//! (a win), or every score within [`DRAW_SCORE`] for [`DRAW_PLIES`] plies after ply
//! [`DRAW_AFTER`] (a draw). A game of three (Mattrix) is played to its end: a score there
//! is the mover's against a coalition, which says little about who will be mated.
//! The label is the result for White: 1 won, 0 lost, ½ drawn (and with three seats ½ when
//! the other two ended it, White neither winning nor losing).
//! From the positions after the opening plies, those that are quiet (the side to move is
//! not in check and the quiescence search returns the static evaluation) are candidates,
//! and a few of them are drawn (seeded) from each game.

use std::collections::HashSet;

use crate::limits::Limits;
use crate::rng::{Rng, mix};
use crate::search::{SearchConfig, Searcher};
use crate::{Evaluator, Score};
use manifold_rules::game::{Game, GameResult};
use manifold_rules::{Position, Seat, VariantId};

/// A score that adjudicates a win when it lasts.
pub const WIN_SCORE: Score = 1000;
/// Plies a winning score must last.
pub(crate) const WIN_PLIES: usize = 6;
/// Scores within this of 0 adjudicate a draw when they last.
pub const DRAW_SCORE: Score = 10;
/// Plies a drawn score must last.
pub(crate) const DRAW_PLIES: usize = 20;
/// No draw is adjudicated before this ply.
pub(crate) const DRAW_AFTER: usize = 100;

/// How the data is made.
#[derive(Clone, Debug)]
pub struct DataConfig {
    /// The game (two or three seats, no transit).
    pub variant: VariantId,
    /// Self-play games.
    pub games: u32,
    /// Seed of the first game (game g uses seed + g).
    pub seed: u64,
    /// Nodes searched per move.
    pub nodes: u64,
    /// Random moves opening each game: each game draws from half of this to all of it.
    pub random_plies: u32,
    /// Positions before this ply are not taken.
    pub skip_plies: usize,
    /// Positions taken from each game, at most.
    pub per_game: usize,
    /// Plies after which a game is a draw.
    pub max_plies: usize,
}

impl DataConfig {
    /// The default settings for `variant` (the classical data sets were made with them).
    /// Three seats take their plies in threes: positions are taken later and a game may
    /// run longer (Mattrix's draw by 150 plies without progress comes first).
    pub fn new(variant: VariantId) -> DataConfig {
        let base = DataConfig {
            variant,
            games: 1000,
            seed: 1,
            nodes: 4000,
            random_plies: 8,
            skip_plies: 16,
            per_game: 20,
            max_plies: 300,
        };
        if variant.rules().seats > 2 {
            DataConfig {
                skip_plies: 24,
                max_plies: 900,
                ..base
            }
        } else {
            base
        }
    }
}

/// A labelled position.
#[derive(Clone, Debug, PartialEq)]
pub struct Labelled {
    /// The position (FEN).
    pub fen: String,
    /// The game's result for White (1, 0.5 or 0; with three seats 0.5 also when White
    /// neither won nor lost), or White's chance of winning by a stronger engine's score
    /// (0 to 1, three decimals).
    pub result: f64,
}

/// One line of the data file: `FEN [1.0]` for a game's result, `FEN [0.731]` for a chance.
pub fn line(l: &Labelled) -> String {
    if [0.0, 0.5, 1.0].contains(&l.result) {
        format!("{} [{:.1}]", l.fen, l.result)
    } else {
        format!("{} [{:.3}]", l.fen, l.result)
    }
}

/// Reads a data line (`FEN [1.0]`, `[0.5]`, `[0.0]` or a chance such as `[0.731]`); `None`
/// when it is not one.
pub fn parse_line(text: &str) -> Option<Labelled> {
    let (fen, rest) = text.trim().rsplit_once('[')?;
    let result: f64 = rest.strip_suffix(']')?.trim().parse().ok()?;
    if !(0.0..=1.0).contains(&result) {
        return None;
    }
    Some(Labelled {
        fen: fen.trim().to_string(),
        result,
    })
}

/// Plays the games and returns the positions taken, without duplicates; `on_game` hears
/// of each game as it ends (its number from 1, its result for White, the positions taken
/// from it). `jobs` games are played at once, each on its own thread with its own
/// searchers, and taken in order, so the positions are the same for any `jobs`.
pub fn generate(
    c: &DataConfig,
    jobs: usize,
    on_game: &mut dyn FnMut(u32, f64, &[Labelled]),
) -> Vec<Labelled> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let numbers: Vec<u32> = (0..c.games).collect();
    for batch in numbers.chunks(jobs.max(1)) {
        let played: Vec<(f64, Vec<String>, Rng)> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .map(|&g| scope.spawn(move || play(c, g)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a self-play game panicked"))
                .collect()
        });
        for (&g, (result, mut pool, mut rng)) in batch.iter().zip(played) {
            // Draw `per_game` of the candidates (a partial shuffle).
            let take = c.per_game.min(pool.len());
            let first = out.len();
            for i in 0..take {
                let j = i + rng.below((pool.len() - i) as u64) as usize;
                pool.swap(i, j);
                // Duplicates (the same placement, side, castling and en passant) are kept once.
                if seen.insert(position_key(&pool[i])) {
                    out.push(Labelled {
                        fen: pool[i].clone(),
                        result,
                    });
                }
            }
            on_game(g + 1, result, &out[first..]);
        }
    }
    out
}

/// Whether `pos` may be taken: not in check, the quiescence search returns the static
/// evaluation, and the evaluation has features to fit.
fn is_quiet(quiet: &mut Searcher, eval: &Evaluator, pos: &Position) -> bool {
    !pos.in_check() && quiet.quiescence(pos).0 == eval.evaluate(pos) && eval.features(pos).is_some()
}

/// The quiet positions of games already played (read from a PGN file, say), from ply
/// `skip_plies` on, each labelled with its game's result for White (a game without one
/// counts as drawn); duplicates, here as in [`generate`], are kept once.
pub fn from_games(games: &[(Game, f64)], skip_plies: usize) -> Vec<Labelled> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut quiet = Searcher::new(1);
    for (game, result) in games {
        let eval = Evaluator::new(game.variant().rules());
        for pos in game.positions().iter().skip(skip_plies) {
            if is_quiet(&mut quiet, &eval, pos) {
                let fen = pos.to_fen();
                if seen.insert(position_key(&fen)) {
                    out.push(Labelled {
                        fen,
                        result: *result,
                    });
                }
            }
        }
    }
    out
}

/// What makes two positions the same for the data: placement, side, castling, en passant.
fn position_key(fen: &str) -> String {
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// Plays game `g` (from 0) with fresh searchers: its result for White, the FENs of its
/// quiet positions after the opening plies, and the game's generator (to draw from them).
fn play(c: &DataConfig, g: u32) -> (f64, Vec<String>, Rng) {
    let mut rng = Rng::new(mix(c.seed.wrapping_add(g as u64)));
    let mut engine = Searcher::new(16);
    let mut quiet = Searcher::new(1);
    let eval = Evaluator::new(c.variant.rules());
    let mut game = Game::new(c.variant);
    let half = c.random_plies / 2;
    let randoms = half + rng.below((c.random_plies - half + 1) as u64) as u32;
    for _ in 0..randoms {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        if game.play(m).is_err() {
            break;
        }
    }
    let config = SearchConfig {
        seed: rng.next_u64(),
        ..SearchConfig::default()
    };
    let limits = Limits::nodes(c.nodes);
    // Scores adjudicate only with two seats.
    let mut judge = (c.variant.rules().seats == 2).then(Adjudicator::default);
    let mut candidates = Vec::new();
    let mut adjudicated = None;
    while game.outcome().is_none() && game.moves().len() < c.max_plies {
        let ply = game.moves().len();
        let pos = game.position();
        if ply >= c.skip_plies && is_quiet(&mut quiet, &eval, pos) {
            candidates.push(pos.to_fen());
        }
        let found = engine.search_game(&game, &limits, &config, &mut |_| {});
        let Some(m) = found.best_move else { break };
        if let Some(judge) = judge.as_mut() {
            let white = if pos.turn() == Seat::WHITE {
                found.score
            } else {
                -found.score
            };
            adjudicated = judge.hear(white, ply);
            if adjudicated.is_some() {
                break;
            }
        }
        if game.play(m).is_err() {
            break;
        }
    }
    let result = adjudicated.unwrap_or_else(|| white_result(game.outcome().map(|o| o.result)));
    (result, candidates, rng)
}

/// The adjudication of a game of two from its scores: a lasting win, or a lasting level
/// score late in the game.
#[derive(Default)]
struct Adjudicator {
    /// Plies in a row with a winning score: positive for White, negative for Black.
    winning: i32,
    /// Plies in a row with a level score after [`DRAW_AFTER`].
    level: usize,
}

impl Adjudicator {
    /// Hears White's score at `ply`: the game's result for White once it is adjudicated.
    fn hear(&mut self, white: Score, ply: usize) -> Option<f64> {
        let side: i32 = if white >= WIN_SCORE {
            1
        } else if white <= -WIN_SCORE {
            -1
        } else {
            0
        };
        self.winning = if side != 0 && side.signum() == self.winning.signum() {
            self.winning + side
        } else {
            side
        };
        self.level = if white.abs() <= DRAW_SCORE && ply >= DRAW_AFTER {
            self.level + 1
        } else {
            0
        };
        if self.winning.unsigned_abs() as usize >= WIN_PLIES {
            Some(if self.winning > 0 { 1.0 } else { 0.0 })
        } else if self.level >= DRAW_PLIES {
            Some(0.5)
        } else {
            None
        }
    }
}

/// A game's label for White from its end (`None`: stopped at the move limit): 1 won, 0
/// lost, ½ otherwise (drawn, stopped, or another seat mated by the third).
fn white_result(end: Option<GameResult>) -> f64 {
    match end {
        Some(GameResult::Win { winner, .. }) if winner == Seat::WHITE => 1.0,
        Some(GameResult::Win { loser, .. }) if loser == Seat::WHITE => 0.0,
        _ => 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip_and_bad_lines_are_refused() {
        let l = Labelled {
            fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".into(),
            result: 0.5,
        };
        assert_eq!(parse_line(&line(&l)), Some(l.clone()));
        let chance = Labelled {
            result: 0.731,
            ..l.clone()
        };
        assert_eq!(line(&chance), "8/8/8/8/8/8/8/K1k5 w - - 0 1 [0.731]");
        assert_eq!(parse_line(&line(&chance)), Some(chance));
        for bad in ["[1.5]", "[-0.1]", "[NaN]", "[]", "[0.5", "0.5]"] {
            assert_eq!(parse_line(&format!("{} {bad}", l.fen)), None, "{bad}");
        }
        assert_eq!(parse_line("no result"), None);
    }

    #[test]
    fn white_is_labelled_by_its_own_part_in_the_end() {
        let (w, b, r) = (Seat::WHITE, Seat(1), Seat(2));
        let win = |winner, loser| Some(GameResult::Win { winner, loser });
        assert_eq!(white_result(win(w, b)), 1.0);
        assert_eq!(white_result(win(w, r)), 1.0);
        assert_eq!(white_result(win(b, w)), 0.0);
        assert_eq!(white_result(win(r, w)), 0.0);
        // Mattrix: the other two ended it, White neither won nor lost.
        assert_eq!(white_result(win(b, r)), 0.5);
        assert_eq!(white_result(win(r, b)), 0.5);
        assert_eq!(white_result(Some(GameResult::Draw)), 0.5);
        assert_eq!(white_result(None), 0.5);
    }

    #[test]
    fn scores_adjudicate_a_lasting_win_or_a_late_lasting_level() {
        let mut judge = Adjudicator::default();
        for ply in 0..WIN_PLIES - 1 {
            assert_eq!(judge.hear(WIN_SCORE, ply), None);
        }
        // A score short of a win starts the count again.
        assert_eq!(judge.hear(WIN_SCORE - 1, 10), None);
        for ply in 0..WIN_PLIES - 1 {
            assert_eq!(judge.hear(-WIN_SCORE, ply), None);
        }
        assert_eq!(judge.hear(-WIN_SCORE, 20), Some(0.0));
        let mut judge = Adjudicator::default();
        for _ in 0..WIN_PLIES - 1 {
            assert_eq!(judge.hear(WIN_SCORE + 500, 30), None);
        }
        assert_eq!(judge.hear(WIN_SCORE, 30), Some(1.0));
        // Level scores count only from DRAW_AFTER on.
        let mut judge = Adjudicator::default();
        for ply in DRAW_AFTER - DRAW_PLIES..DRAW_AFTER {
            assert_eq!(judge.hear(0, ply), None);
        }
        for ply in DRAW_AFTER..DRAW_AFTER + DRAW_PLIES - 1 {
            assert_eq!(judge.hear(DRAW_SCORE, ply), None);
        }
        assert_eq!(judge.hear(-DRAW_SCORE, DRAW_AFTER + DRAW_PLIES), Some(0.5));
    }

    #[test]
    fn a_game_of_three_gives_quiet_mattrix_positions_with_features() {
        let c = DataConfig {
            games: 1,
            nodes: 300,
            max_plies: 90,
            per_game: 5,
            ..DataConfig::new(VariantId::Mattrix)
        };
        let lines = generate(&c, 1, &mut |_, _, _| {});
        assert!(!lines.is_empty() && lines.len() <= 5);
        let eval = Evaluator::new(VariantId::Mattrix.rules());
        for l in &lines {
            let pos = manifold_rules::Position::from_fen(VariantId::Mattrix, &l.fen).unwrap();
            assert!(!pos.in_check(), "{}", l.fen);
            assert!(eval.features(&pos).is_some(), "{}", l.fen);
            assert!([0.0, 0.5, 1.0].contains(&l.result), "{}", l.result);
            assert_eq!(parse_line(&line(l)).as_ref(), Some(l));
        }
    }

    #[test]
    fn two_short_games_give_quiet_positions_the_same_on_one_thread_or_two() {
        let c = DataConfig {
            games: 2,
            nodes: 300,
            max_plies: 40,
            per_game: 5,
            ..DataConfig::new(VariantId::Classical)
        };
        let mut heard = 0;
        let a = generate(&c, 1, &mut |_, _, lines| heard += lines.len());
        let b = generate(&c, 2, &mut |_, _, _| {});
        assert_eq!(a, b);
        assert_eq!(heard, a.len());
        assert!(!a.is_empty() && a.len() <= 10);
        let eval = Evaluator::new(VariantId::Classical.rules());
        for l in &a {
            let pos = manifold_rules::Position::from_fen(VariantId::Classical, &l.fen).unwrap();
            assert!(!pos.in_check(), "{}", l.fen);
            let (q, _) = Searcher::new(1).quiescence(&pos);
            assert_eq!(q, eval.evaluate(&pos), "{}", l.fen);
        }
    }
}
