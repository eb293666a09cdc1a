//! The puzzle finder behind `manifold-cli puzzles find`: engine self-play games (seeded,
//! a few random moves to open, then a fixed-depth search with a little noise and the odd
//! blind spot, so that mistakes leave something to punish), and at every position the test
//! of [`candidate`]: exactly one move mates (proved exactly) or wins material by the game's
//! margin at the check's depth and again [`DEEPER`] plies deeper. What it keeps passes
//! [`check_puzzle`] as shipped.

use std::collections::HashSet;

use manifold_ai::rng::{Rng, mix};
use manifold_ai::{Limits, SearchConfig, Searcher};
use manifold_rules::{AnyGame, GameKind};

use super::bar::{Bar, DEEPER};
use super::puzzle::{Puzzle, Theme};
use super::verify::{
    check_puzzle, mate_line, mate_run, material_win, puzzle_game, scores, theme_of_move,
};

/// The plies of a game skipped after a puzzle is kept in it.
const SKIP_AFTER: u32 = 6;

/// What the finder plays and keeps.
#[derive(Clone, Debug)]
pub struct FindConfig {
    /// The game whose self-play games the puzzles are found in.
    pub game: GameKind,
    /// Self-play games to play.
    pub games: u32,
    /// The first game's seed; game `g` plays with `seed + g`.
    pub seed: u64,
    /// The depth of each self-play move's search.
    pub play_depth: u32,
    /// Random moves that open each game (each game draws 0 to this many).
    pub random_plies: u32,
    /// Plies after which a game is given up.
    pub max_plies: u32,
    /// Stop once this many puzzles are kept.
    pub limit: usize,
    /// At most this share (percent) of the puzzles kept may be material wins whose first
    /// move is a capture (the plain ones), for variety.
    pub capture_percent: usize,
}

/// How the finder's games are played in each family: draughts' shallower tactics are
/// searched deeper, with less noise (the table per family; no game is named elsewhere).
struct FamilyPlay {
    /// The default search depth of the games played.
    depth: u32,
    /// The evaluation noise of the moves after the opening, in centipawns.
    noise: i32,
}

impl FamilyPlay {
    /// The play of `game`'s family.
    fn of(game: GameKind) -> FamilyPlay {
        match game {
            GameKind::Chess(_) => FamilyPlay {
                depth: 3,
                noise: 40,
            },
            GameKind::Draughts => FamilyPlay {
                depth: 5,
                noise: 30,
            },
        }
    }
}

impl FindConfig {
    /// The defaults for `game`: 20 games from seed 1, depth 3 (draughts 5), up to 8 random
    /// opening plies, 200 plies a game, 30 puzzles, at most half of them first captures.
    pub fn new(game: GameKind) -> FindConfig {
        FindConfig {
            game,
            games: 20,
            seed: 1,
            play_depth: FamilyPlay::of(game).depth,
            random_plies: 8,
            max_plies: 200,
            limit: 30,
            capture_percent: 50,
        }
    }
}

/// Plays the self-play games of `config` and returns the puzzles kept, in the order found;
/// `on_found` hears of each as it is kept (with the game's number, from 1).
pub fn find_puzzles(config: &FindConfig, on_found: &mut dyn FnMut(&Puzzle, u32)) -> Vec<Puzzle> {
    let mut kept: Vec<Puzzle> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut captures = 0usize;
    let capture_cap = (config.limit * config.capture_percent).div_ceil(100);
    let mut searcher = Searcher::new(16);
    for g in 0..config.games {
        if kept.len() >= config.limit {
            break;
        }
        let seed = config.seed.wrapping_add(u64::from(g));
        let mut rng = Rng::new(mix(seed ^ 0x9E37_79B9));
        let opening = rng.below(u64::from(config.random_plies) + 1) as u32;
        let mut game = AnyGame::new(config.game);
        searcher.clear();
        // After a puzzle, the next few positions of the same line are skipped (they are
        // mostly its own continuation).
        let mut quiet_until = 0;
        for ply in 0..config.max_plies {
            if game.outcome().is_some() || kept.len() >= config.limit {
                break;
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply >= opening.max(quiet_until) {
                let text = game.position().text();
                if seen.insert(text.clone())
                    && let Some((puzzle, capture)) = candidate(config.game, &text)
                    && (!capture || captures < capture_cap)
                {
                    captures += usize::from(capture);
                    quiet_until = ply + SKIP_AFTER;
                    on_found(&puzzle, g + 1);
                    kept.push(puzzle);
                }
            }
            let m = if ply < opening {
                moves[rng.below(moves.len() as u64) as usize].clone()
            } else {
                let noise = FamilyPlay::of(config.game).noise;
                let search = SearchConfig {
                    seed: mix(seed ^ u64::from(ply)),
                    eval_noise: noise,
                    blunder_permille: 120,
                    pruning: true,
                    next_seat_keeps_material: false,
                    full_king_safety: false,
                    simulate_opponents: false,
                };
                match searcher
                    .search_any_game(&game, &Limits::depth(config.play_depth), &search)
                    .best_move
                {
                    Some(m) => m,
                    None => break,
                }
            };
            if game.play(&m).is_err() {
                break;
            }
        }
    }
    kept
}

/// The puzzle in `game`'s position `text`, if it is one, and whether it is a material win
/// whose first move captures.
pub fn candidate(game: GameKind, text: &str) -> Option<(Puzzle, bool)> {
    let bar = Bar::of(game);
    let start = puzzle_game(game, text).ok()?;
    let s = scores(&start, bar.depth)?;
    if s.best_score < bar.win {
        return None;
    }
    // A mate within the longest proved: a puzzle if its first move is the only one.
    if bar.longest_mate > 0 {
        let run = mate_run(game, text, bar.longest_mate).ok()?;
        if let Some(fewest) = run.fewest_moves() {
            let run = mate_run(game, text, fewest).ok()?;
            if run.winning_first_moves() != 1 {
                return None;
            }
            let puzzle = Puzzle {
                game,
                position: text.to_string(),
                solution: mate_line(&run)?,
                theme: Theme::MateIn(fewest),
            };
            return check_puzzle(&puzzle, game).ok().map(|()| (puzzle, false));
        }
    }
    let best = material_win(&start, &bar, bar.depth).ok()?;
    if material_win(&start, &bar, bar.depth + DEEPER).ok()? != best {
        return None;
    }
    let capture = start.played(&best).is_some_and(|p| !p.captured.is_empty());
    let puzzle = Puzzle {
        game,
        position: text.to_string(),
        solution: vec![start.notation_of(&best)],
        theme: theme_of_move(&start, &best),
    };
    let capture = capture && puzzle.theme == Theme::WinsMaterial;
    check_puzzle(&puzzle, game).ok().map(|()| (puzzle, capture))
}
