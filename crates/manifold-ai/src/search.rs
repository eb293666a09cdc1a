//! The search, one for every game ([`SearchGame`]): iterative deepening negamax alpha-beta
//! with aspiration windows from depth 4, principal-variation search, a transposition table
//! (probed in the quiescence search too), check extension, singular extensions (a table
//! move that every other move falls well short of, at half depth, a ply deeper; a node
//! whose other moves still beat beta cut), mate-distance pruning, internal
//! iterative reduction (a node without a table move a ply shallower), late-move reductions
//! (growing with the logarithms of depth and move number, one less for killers and the
//! countermove, one more where the mover's evaluation is not improving on its last turn,
//! up to two less or more by the move's history score),
//! null-move pruning (where the game allows it: [`SearchGame::null_move`]; the reduction
//! grows with depth and with the margin over beta), reverse futility pruning (to depth 6,
//! from the table's score where its bound is tighter than the static one), razoring (at
//! depths 1 and 2, a node far below alpha settled by the quiescence search), late-move,
//! futility and static-exchange pruning of quiet moves near the leaves and of captures
//! that lose material (never of a check),
//! and a quiescence search over captures and promotions (every move at a forcing node: all
//! evasions when in check, every capture when draughts makes capturing compulsory) with
//! stand-pat at quiet nodes, delta pruning and no captures that lose material (by the
//! static exchange, [`super::see`], where the game has one); at a quiet node it generates
//! only the tactical moves ([`SearchGame::generate_tactical`]). Static evaluations are kept
//! for the length of a search ([`super::eval_cache`]).
//!
//! Draws inside the tree: a position repeated within the reversible moves (the game's
//! history before the root counts), the game's move-count rule (fifty moves; draughts'
//! 15-move king rule), dead material (by the evaluation). Mates and draughts' "no move
//! loses" score with their distance, so the shortest win is preferred and the longest
//! defence.
//!
//! A search stops at its depth, node or time limit or when its stop flag is set, at any
//! node, the first iteration included: the node count is looked at in every node, the
//! clock and the stop flag every [`CHECK_EVERY`] nodes (a few hundred microseconds even
//! where a node has a hundred moves). It answers with the best move of the last completed
//! iteration, or of the stopped one where a root move searched to the end beat it (in the
//! first iteration: the best of the root moves searched to the end), or else the first
//! root move in order (the table's move, or the best capture).
//!
//! Time: with a fixed time per move the search uses all of it (a stopped iteration still
//! gives its better move); with a clock ([`super::limits::Clock::budget`]) it starts no
//! iteration after the soft limit and stops at the hard one. A single legal move is
//! answered after the first iteration.
//!
//! Threads ([`Searcher::set_threads`], UCI's `Threads`; one by default): helper threads
//! search the same root at the same time, each with its own ordering heuristics, every
//! second one a ply ahead, and share only the transposition table (lock-free,
//! [`super::tt`]), so the main thread meets positions they have settled ("Lazy SMP"). The
//! main thread's answer is played and its limits hold; the helpers stop with it. The node
//! counts reported are the main thread's.
//!
//! # Three seats: paranoid search
//!
//! Mattrix (RULES 5) is searched as a **paranoid** game: the seat to move at the root plays
//! against a coalition of both opponents, and the search is ordinary two-player alpha-beta
//! over the three-ply turn cycle (root, opponent, opponent, root, ...). A node's score is
//! for its mover's team, so a child whose mover is on the same team (one opponent followed
//! by the other) takes the parent's window and score unchanged, and every other child is
//! negated as in negamax. The evaluation is the root seat's material, mobility, king safety
//! and pawn progress against the average of its two opponents'.
//!
//! Why paranoid and not max^n (a vector of three scores, each seat maximising its own): the
//! goal is a move that is safe against anything the other two may do, and max^n prunes
//! only shallowly (its bounds need a constant-sum evaluation and still cut far less than
//! alpha-beta), so in the same time it reaches about one turn cycle less; max^n also
//! depends on guessing how opponents break ties between moves equal for them but not for
//! us. Paranoid keeps the full alpha-beta machinery (transposition table, killers, PVS,
//! reductions) unchanged, sees deeper, and never underestimates a threat to its own king;
//! its known fault (it fears a coalition that may not form, so it plays cautiously) suits
//! a game where one mate ends everything.
//!
//! One limit on the coalition: the seat after the root's (the one the root mates when it
//! wins, which itself wins almost only by mating the third seat, RULES 5.5) does not give
//! material away in the tree. Where it is not in check, its moves after the first that
//! put a piece where another seat attacks it, or capture less than the piece they expose
//! ([`SearchGame::tactical_loses`]), are not searched unless they give check: the pure
//! paranoid search let that seat sacrifice pieces to open lines for the third seat, a
//! help that seat has no reason to give (a mate of the root so made is the third seat's
//! win), and the root spent its moves defending against it. Seats with this limit scored
//! 63.1 % of their pairings against seats without it at the same time (README, "The next
//! seat keeps its material"). It is on where [`SearchConfig::next_seat_keeps_material`]
//! says so (the full-strength levels); the full-width search ([`SearchConfig::pruning`]
//! off) always keeps the whole coalition.
//!
//! The end follows RULES 5.5: a mate of a seat is
//! a win for the root only when the root is the opponent credited with it
//! ([`manifold_rules::game::credited_opponent`]); a mate credited to the other opponent, and
//! a stalemate, end the game with nothing won or lost for the root (score 0).
//!
//! Mattrix's Max ([`SearchConfig::simulate_opponents`]) does not take the paranoid search's
//! word alone: among the root moves it finds nearly equal, it plays the one whose line goes
//! best when each opponent replies as its own search would ([`super::simulate`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

mod lines;

use manifold_rules::Position;
use manifold_rules::draughts::{DraughtsGame, DraughtsMove, DraughtsPosition};
use manifold_rules::game::Game;

use super::eval_cache::EvalCache;
use super::game::{MoveBuf, SearchGame};
use super::info::{SearchInfo, SearchResult, nps};
use super::limits::Limits;
use super::ordering::{
    Countermoves, HISTORY_LIMIT, History, Killers, OrderingContext, is_killer_score, pick,
    score_captures, score_moves, score_tactical,
};
use super::rng::{Rng, mix, noise};
use super::score::{
    INFINITY, MATE, MATE_BOUND, MAX_PLY, Score, from_table, is_mate, mate_in, mated_in, to_table,
};
use super::tt::{Bound, DEFAULT_HASH_MB, TranspositionTable};

/// How the search plays, beyond its limits: the knobs the levels turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Seeds the evaluation noise and the choice of searches with a blind spot.
    pub seed: u64,
    /// Amplitude (centipawns) of a noise added to every evaluation; the same position
    /// always gets the same noise for a given seed.
    pub eval_noise: Score,
    /// Chance per search (per mille) of a blind spot: at the opponents' turns the search
    /// does not see cheap captures (in chess of pieces worth less than a rook; in draughts
    /// of a single man), so it may leave a piece hanging, or take a defended one.
    pub blunder_permille: u32,
    /// Late-move reductions, internal iterative reduction, null-move pruning, reverse
    /// futility, futility, late-move and static-exchange pruning; without them the search
    /// is a full-width alpha-beta to its depth, with the quiescence search below.
    pub pruning: bool,
    /// With three seats (and [`SearchConfig::pruning`]): the seat after the root's does not
    /// give material away in the tree (the module's notes, "Three seats"); off, the search
    /// fears everything the coalition of both opponents could do. Two seats ignore it.
    pub next_seat_keeps_material: bool,
    /// The evaluation counts classical chess's king terms (the king's file, pressure,
    /// shelter and pawn storm) where the game's own weights leave them out (Mattrix, at
    /// twice classical chess's weights: [`super::eval::weights::king_safety_weights_for`]).
    /// Dearer (about 40 % fewer nodes a second in Mattrix) and measured worth it only with
    /// Max's time.
    pub full_king_safety: bool,
    /// With three seats, in a search bounded by time alone: the root's choice among the
    /// moves the paranoid search finds nearly equal follows the opponents' own replies,
    /// simulated by their own searches ([`super::simulate`]; Mattrix's Max).
    pub simulate_opponents: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            seed: 0,
            eval_noise: 0,
            blunder_permille: 0,
            pruning: true,
            next_seat_keeps_material: true,
            full_king_safety: false,
            simulate_opponents: false,
        }
    }
}

impl SearchConfig {
    /// Whether the search from a root with this hash key has a blind spot (a seeded
    /// share, [`SearchConfig::blunder_permille`], of the searches).
    pub fn blind_at(&self, root_key: u64) -> bool {
        Rng::new(mix(self.seed ^ root_key)).chance(self.blunder_permille)
    }
}

/// The engine's search state that lives between searches: the transposition table and the
/// ordering heuristics. One searcher serves every game.
pub struct Searcher {
    tt: TranspositionTable,
    /// The main thread's ordering heuristics and evaluation cache.
    main: Heuristics,
    /// Those of each helper thread (Lazy SMP: [`Searcher::set_threads`]).
    helpers: Vec<Heuristics>,
}

/// What one thread of a search learns for itself: the cache of its evaluations and its
/// move-ordering heuristics (the transposition table is shared).
#[derive(Default)]
struct Heuristics {
    evals: EvalCache,
    killers: Killers,
    countermoves: Countermoves,
    history: History,
}

impl Heuristics {
    /// Prepares for a new search: a fresh evaluation cache and killers, the history halved.
    fn new_search(&mut self) {
        self.evals.clear();
        self.history.age();
        self.killers.clear();
    }

    /// Forgets everything (a new game).
    fn clear(&mut self) {
        self.killers.clear();
        self.countermoves.clear();
        self.history.clear();
    }
}

/// The most threads a search may use ([`Searcher::set_threads`]).
pub const MAX_THREADS: usize = 64;

/// The stack of a helper thread (the search recurses up to [`MAX_PLY`] plies).
const HELPER_STACK: usize = 64 * 1024 * 1024;

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(DEFAULT_HASH_MB)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            main: Heuristics::default(),
            helpers: Vec::new(),
        }
    }

    /// Searches with `threads` threads from now on (1 to [`MAX_THREADS`]; 1 by default):
    /// the extra threads search the same root at the same time ("Lazy SMP"), one ply deeper
    /// every second thread, sharing only the transposition table, and the main thread's
    /// answer is the move played. Below two threads a search is deterministic.
    pub fn set_threads(&mut self, threads: usize) {
        self.helpers
            .resize_with(threads.clamp(1, MAX_THREADS) - 1, Heuristics::default);
    }

    /// The threads a search uses.
    pub fn threads(&self) -> usize {
        1 + self.helpers.len()
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mb(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.main.clear();
        for helper in &mut self.helpers {
            helper.clear();
        }
    }

    /// Searches the current position of a chess-family game (its earlier positions count
    /// for repetitions) and returns the move to play.
    pub fn search_game(
        &mut self,
        game: &Game,
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_last(game.positions(), limits, config, on_info)
    }

    /// Searches a chess-family position `root` and returns the move to play.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's positions before the
    /// root, oldest first, for repetition draws. `on_info` hears about each completed
    /// iteration, and about each better move an unfinished iteration finds (so the last
    /// line it hears is the one played). Deterministic for the same searcher state,
    /// position, history, config and depth or node limits.
    pub fn search(
        &mut self,
        root: &Position,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_any(root, history, limits, config, on_info)
    }

    /// Searches the current position of a draughts game (its earlier positions count for
    /// repetitions) and returns the move to play.
    pub fn search_draughts_game(
        &mut self,
        game: &DraughtsGame,
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo<DraughtsMove>),
    ) -> SearchResult<DraughtsMove> {
        self.search_last(game.positions(), limits, config, on_info)
    }

    /// Searches a draughts position (see [`Searcher::search`] for `history`).
    pub fn search_draughts(
        &mut self,
        root: &DraughtsPosition,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo<DraughtsMove>),
    ) -> SearchResult<DraughtsMove> {
        self.search_any(root, history, limits, config, on_info)
    }

    /// Searches the last of a game's `positions` (oldest first; the earlier ones count for
    /// repetitions) and returns the move to play.
    fn search_last<G: SearchGame>(
        &mut self,
        positions: &[G],
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let (root, before) = positions.split_last().expect("a game has a position");
        let history: Vec<u64> = before.iter().map(G::key).collect();
        self.search_any(root, &history, limits, config, on_info)
    }

    /// Searches any game's position `root` and returns the move to play (see
    /// [`Searcher::search`]).
    pub fn search_any<G: SearchGame>(
        &mut self,
        root: &G,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        if Searcher::simulates(root, limits, config) {
            return self.search_simulated(root, history, limits, config, on_info);
        }
        self.search_excluding(root, history, limits, config, &[], on_info)
    }

    /// The quiescence search of `root` alone (no depth, no noise, no limits): its score for
    /// the side to move and its principal variation (the captures that settle the position,
    /// empty where standing pat is best). Texel tuning ([`super::texel`]) keeps the
    /// positions whose quiescence score is their static evaluation. It reads and fills this
    /// searcher's transposition table, so calls on one searcher are deterministic in order
    /// (the tuner uses a fresh searcher per game).
    pub fn quiescence<G: SearchGame>(&mut self, root: &G) -> (Score, Vec<G::Move>) {
        let limits = Limits::default();
        self.main.evals.clear();
        let mut run = Run {
            eval: root.evaluator(&SearchConfig::default()),
            tt: &self.tt,
            s: &mut self.main,
            limits: &limits,
            start: Instant::now(),
            nodes: 0,
            next_check: 0,
            seldepth: 0,
            aborted: false,
            null_ply: usize::MAX,
            root_depth: 0,
            hashes: Vec::new(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            blind_below: None,
            noise_seed: 0,
            noise: 0,
            pruning: true,
            salt: 0,
            seats: root.seats(),
            root_side: root.side(),
            victim: victim_of(root.seats(), root.side()),
            quiescence_plies: if root.seats() > 2 {
                QUIESCENCE_PLIES_THREE_SEATS
            } else {
                MAX_PLY
            },
            pool: Vec::new(),
            static_evals: vec![NO_EVAL; MAX_PLY + 1],
            move_slots: vec![None; MAX_PLY + 2],
            excluded: vec![0; MAX_PLY + 2],
            root_line: 0,
        };
        let score = run.quiescence(root, -INFINITY, INFINITY, 0, 0);
        (score, std::mem::take(&mut run.pv[0]))
    }

    /// Searches `root` as [`Searcher::search_any`] does, but among its legal moves other
    /// than `excluded` only (UCI's `searchmoves`, turned round): the best of the others and
    /// its score, which is how a puzzle's single winning move is told from the rest. When
    /// every legal move is excluded, `best_move` is `None` and the score is
    /// [`super::score::INFINITY`] negated. The transposition table then holds scores of the
    /// root that ignore the excluded moves: [`Searcher::clear`] before searching it again.
    pub fn search_excluding<G: SearchGame>(
        &mut self,
        root: &G,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        excluded: &[G::Move],
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        let root_side = root.side();
        let mut legal = G::Moves::default();
        root.generate(&mut legal);
        let had_moves = !legal.as_slice().is_empty();
        if !excluded.is_empty() {
            legal.retain_moves(|m| !excluded.contains(m));
        }
        let Some(first) = legal.as_slice().first().cloned() else {
            return SearchResult {
                best_move: None,
                score: if had_moves {
                    -INFINITY
                } else {
                    root.no_moves(root_side, 0)
                },
                depth: 0,
                nodes: 0,
                time: start.elapsed(),
                pv: Vec::new(),
            };
        };
        self.drive(
            root,
            history,
            limits,
            config,
            legal.as_slice(),
            |run, moves| {
                // Without any completed search of a root move, the first in order.
                let first = moves.first().cloned().unwrap_or(first);
                let max_depth = max_depth(limits);
                run.deepen(root, moves, legal.len(), max_depth, first, on_info)
            },
        )
    }

    /// Prepares a search of `root` among the moves `legal` (not empty), its clock starting
    /// now, and runs `body` on the main thread with the search and the root moves in their
    /// first order (the table's move, then captures, by the usual ordering), while the
    /// helper threads ([`Searcher::set_threads`]) search the same root until `body`
    /// returns.
    fn drive<G: SearchGame, R>(
        &mut self,
        root: &G,
        history: &[u64],
        limits: &Limits,
        config: &SearchConfig,
        legal: &[G::Move],
        body: impl FnOnce(&mut Run<'_, G>, Vec<G::Move>) -> R,
    ) -> R {
        let start = Instant::now();
        self.tt.new_search();
        self.main.new_search();
        for helper in &mut self.helpers {
            helper.new_search();
        }
        let Searcher { tt, main, helpers } = self;
        let tt: &TranspositionTable = tt;
        let mut run = Run::start(tt, main, limits, start, root, history, config);
        let mut root_moves: Vec<G::Move> = legal.to_vec();
        // First order: the table's move, then captures, by the usual ordering.
        {
            let hash_move = run.tt.probe(run.key(root)).map_or(0, |p| p.mv);
            let ctx = OrderingContext::<G> {
                eval: &run.eval,
                hash_move,
                killers: [0; 2],
                countermove: 0,
                history: &run.s.history,
            };
            let mut scores = Vec::new();
            score_moves(root, &root_moves, &ctx, &mut scores);
            let mut order: Vec<(i32, G::Move)> = scores.into_iter().zip(root_moves).collect();
            order.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
            root_moves = order.into_iter().map(|(_, m)| m).collect();
        }
        let max_depth = max_depth(limits);
        // The helper threads, each with its own heuristics, until the main thread is done.
        let helper_stop = Arc::new(AtomicBool::new(false));
        let helper_limits = Limits {
            time: limits.time,
            stop: Some(helper_stop.clone()),
            ..Limits::default()
        };
        std::thread::scope(|scope| {
            for (i, heuristics) in helpers.iter_mut().enumerate() {
                let moves = root_moves.clone();
                let helper_limits = &helper_limits;
                // Every second helper starts a ply deeper than the main thread.
                let offset = u32::from(i % 2 == 0);
                let spawned = std::thread::Builder::new()
                    .name("search helper".into())
                    .stack_size(HELPER_STACK)
                    .spawn_scoped(scope, move || {
                        let mut run =
                            Run::start(tt, heuristics, helper_limits, start, root, history, config);
                        run.help(root, moves, max_depth, offset);
                    });
                // A helper that cannot start leaves the search to the others.
                drop(spawned);
            }
            let result = body(&mut run, root_moves);
            helper_stop.store(true, Ordering::Relaxed);
            result
        })
    }
}

/// The deepest iteration a search with `limits` completes.
fn max_depth(limits: &Limits) -> u32 {
    limits
        .depth
        .unwrap_or(u32::MAX)
        .clamp(1, MAX_PLY as u32 / 2)
}

impl<'a, G: SearchGame> Run<'a, G> {
    /// A search of `root` by one thread: with the table `tt` and the thread's own
    /// heuristics `s`, within `limits` from `start` (the salt of the table's keys and the
    /// blind spot follow from `config` alone, so every thread of a search shares them).
    fn start(
        tt: &'a TranspositionTable,
        s: &'a mut Heuristics,
        limits: &'a Limits,
        start: Instant,
        root: &G,
        history: &[u64],
        config: &SearchConfig,
    ) -> Run<'a, G> {
        let root_side = root.side();
        let eval = root.evaluator(config);
        let blind = config.blind_at(root.key());
        let blind_below = blind.then(|| G::blind_threshold(&eval).max(1));
        let mut salt = if config.eval_noise != 0 || blind {
            mix(config.seed ^ ((config.eval_noise as u64) << 32) ^ ((blind as u64) << 48)) | 1
        } else {
            0
        };
        if root.seats() > 2 {
            // Scores are for teams, and the teams depend on the root's seat.
            salt ^= mix(0x7EA4_0000 + root_side as u64) | 1;
        }
        Run {
            tt,
            s,
            eval,
            limits,
            start,
            nodes: 0,
            next_check: 0,
            seldepth: 0,
            aborted: false,
            null_ply: usize::MAX,
            root_depth: 1,
            hashes: history.to_vec(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            blind_below,
            noise_seed: mix(config.seed.wrapping_add(0x5EED)),
            noise: config.eval_noise.max(0),
            pruning: config.pruning,
            salt,
            seats: root.seats(),
            root_side,
            victim: if config.pruning && config.next_seat_keeps_material {
                victim_of(root.seats(), root_side)
            } else {
                usize::MAX
            },
            quiescence_plies: if root.seats() > 2 {
                QUIESCENCE_PLIES_THREE_SEATS
            } else {
                MAX_PLY
            },
            pool: Vec::new(),
            static_evals: vec![NO_EVAL; MAX_PLY + 1],
            move_slots: vec![None; MAX_PLY + 2],
            excluded: vec![0; MAX_PLY + 2],
            root_line: 0,
        }
    }

    /// A helper thread's search: full-window passes over the root moves, from depth
    /// `1 + offset`, until the stop flag (the main thread done) or `max_depth`; what it
    /// finds reaches the main thread through the transposition table.
    fn help(&mut self, root: &G, mut moves: Vec<G::Move>, max_depth: u32, offset: u32) {
        for depth in 1 + offset..=max_depth {
            self.root_depth = depth as i32;
            let pass = self.root(root, depth as i32, &mut moves, -INFINITY, INFINITY);
            if matches!(pass, RootPass::Stopped(_)) {
                break;
            }
        }
    }

    /// The main thread's iterative deepening over the ordered `root_moves` (`legal` of
    /// them), with aspiration windows; `first` is the answer where no iteration completes.
    fn deepen(
        &mut self,
        root: &G,
        mut root_moves: Vec<G::Move>,
        legal: usize,
        max_depth: u32,
        first: G::Move,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let (start, limits) = (self.start, self.limits);
        let mut result = SearchResult {
            best_move: Some(first.clone()),
            score: 0,
            depth: 0,
            nodes: 0,
            time: start.elapsed(),
            pv: vec![first.clone()],
        };
        for depth in 1..=max_depth {
            self.root_depth = depth as i32;
            // Aspiration: a window around the last score, widened on the side that fails.
            let mut delta = ASPIRATION;
            let previous = (result.depth > 0).then_some(result.score);
            let (mut lo, mut hi) = aspiration_window(previous, depth);
            let finished = loop {
                match self.root(root, depth as i32, &mut root_moves, lo, hi) {
                    RootPass::Exact(score, pv) => break Some((score, pv)),
                    RootPass::Low => {
                        delta *= 2;
                        lo = widened_low(lo, delta);
                    }
                    RootPass::High(score, pv) => {
                        // A move at least this good: the answer if the search stops now.
                        self.adopt(&mut result, score, pv, on_info);
                        delta *= 2;
                        hi = widened_high(hi, delta);
                    }
                    RootPass::Stopped(better) => {
                        if let Some((score, pv)) = better {
                            self.adopt(&mut result, score, pv, on_info);
                        }
                        break None;
                    }
                }
            };
            let Some((score, pv)) = finished else {
                break;
            };
            let time = start.elapsed();
            result = SearchResult {
                best_move: pv.first().cloned(),
                score,
                depth,
                nodes: self.nodes,
                time,
                pv: pv.clone(),
            };
            on_info(&SearchInfo {
                depth,
                seldepth: self.seldepth as u32,
                score,
                nodes: self.nodes,
                nps: nps(self.nodes, time),
                time,
                pv,
            });
            if self.stop_requested() {
                break;
            }
            // The time: with a clock, no new iteration after the soft limit; with a fixed
            // time per move, all of it (a stopped iteration still gives its better move).
            // A single legal move is answered at once.
            if limits.soft_time.is_some_and(|soft| time >= soft)
                || limits.time.is_some_and(|hard| time >= hard || legal == 1)
                || limits.nodes.is_some_and(|n| self.nodes >= n)
            {
                break;
            }
            // A mate for us found with room to spare cannot get shorter.
            if score >= MATE_BOUND && depth as Score >= MATE - score + 2 {
                break;
            }
        }
        result.nodes = self.nodes;
        result.time = start.elapsed();
        if result.best_move.is_none() {
            result.best_move = Some(first);
        }
        result
    }
}

/// What one pass over the root moves found.
enum RootPass<M> {
    /// Every move searched: the score (exact, inside the window) and the line.
    Exact(Score, Vec<M>),
    /// A move scored at least the window's top: its score and line.
    High(Score, Vec<M>),
    /// Every move scored at most the window's bottom.
    Low,
    /// Stopped; the score and line of a better move than the last answer, if one was
    /// searched to the end.
    Stopped(Option<(Score, Vec<M>)>),
}

/// The first half-width of the aspiration window around the last iteration's score; it
/// doubles at each failure, and beyond [`ASPIRATION_MAX`] the window opens fully.
const ASPIRATION: Score = 35;

/// The widest aspiration window half-width before it opens fully.
const ASPIRATION_MAX: Score = 600;

/// The first window at `depth` around the last completed depth's score, if any: a
/// half-width of [`ASPIRATION`] from depth 4 on, fully open before it and around a mate.
fn aspiration_window(previous: Option<Score>, depth: u32) -> (Score, Score) {
    match previous {
        Some(s) if depth >= 4 && !is_mate(s) => (s - ASPIRATION, s + ASPIRATION),
        _ => (-INFINITY, INFINITY),
    }
}

/// The window's lower bound after a failure low, `delta` being the doubled half-width:
/// moved down by it, or fully open once it passes [`ASPIRATION_MAX`].
fn widened_low(lo: Score, delta: Score) -> Score {
    if delta > ASPIRATION_MAX {
        -INFINITY
    } else {
        (lo - delta).max(-INFINITY)
    }
}

/// The window's upper bound after a failure high (see [`widened_low`]).
fn widened_high(hi: Score, delta: Score) -> Score {
    if delta > ASPIRATION_MAX {
        INFINITY
    } else {
        (hi + delta).min(INFINITY)
    }
}

/// Move list and order scores of one node, reused between nodes.
type Buffer<G> = (Box<<G as SearchGame>::Moves>, Vec<i32>);

/// One search in progress.
struct Run<'a, G: SearchGame> {
    /// The transposition table, shared with the other threads.
    tt: &'a TranspositionTable,
    s: &'a mut Heuristics,
    eval: G::Eval,
    limits: &'a Limits,
    start: Instant,
    nodes: u64,
    next_check: u64,
    seldepth: usize,
    aborted: bool,
    /// The ply of the null move on the current line, if any (`usize::MAX`: none).
    null_ply: usize,
    root_depth: i32,
    /// Hashes of the game's positions before the current node, oldest first.
    hashes: Vec<u64>,
    /// Triangular principal-variation table: `pv[ply]` is the line from that ply on.
    pv: Vec<Vec<G::Move>>,
    blind_below: Option<Score>,
    noise_seed: u64,
    noise: Score,
    pruning: bool,
    salt: u64,
    seats: usize,
    /// The seat to move at the root: its team is "us".
    root_side: usize,
    /// With three seats the seat after the root's, which does not give material away in
    /// the tree ([`usize::MAX`]: none, with two seats or where the configuration says so).
    victim: usize,
    /// How deep the quiescence search may go below the horizon.
    quiescence_plies: usize,
    pool: Vec<Buffer<G>>,
    /// The static evaluation of each node on the current line, by ply ([`NO_EVAL`] where
    /// the side to move must answer a threat): whether a seat's position is improving.
    static_evals: Vec<Score>,
    /// The history slot of the move that led to each ply of the current line (`None` at the
    /// root and after a null move): what a countermove answers.
    move_slots: Vec<Option<usize>>,
    /// The move each ply's node leaves out (0: none): set while a singular-extension
    /// search asks whether any other move comes near the table's move.
    excluded: Vec<u32>,
    /// Which line of a MultiPV analysis the root pass looks for (0: the best, and in every
    /// ordinary search); the root's score is stored in the table for line 0 alone.
    root_line: usize,
}

/// The seat whose moves the search keeps from giving material away: with three seats the
/// one after `root`'s (its victim, RULES 5.5); none ([`usize::MAX`]) with two.
fn victim_of(seats: usize, root: usize) -> usize {
    if seats > 2 {
        (root + 1) % seats
    } else {
        usize::MAX
    }
}

/// The late-move reduction of the `index`-th move (from 0) at `depth`: growing with the
/// logarithms of both, 1 for the first late moves, 2 to 4 deep in long lists.
#[inline]
fn reduction(depth: i32, index: usize) -> i32 {
    let d = f64::from(depth.max(1)).ln();
    let i = (index.max(1) as f64).ln();
    (0.5 + d * i / 2.25) as i32
}

/// Late-move reductions: a quiet move is reduced a ply less for each this much history
/// score, and a ply more for each this much below zero (up to two plies either way).
const HISTORY_PER_PLY: i32 = HISTORY_LIMIT / 2;

/// Late-move pruning: at depths 1 to 3, quiet moves after this many are not searched
/// (where the side to move's position is improving; two thirds of it where not).
const LATE_MOVES: [usize; 4] = [usize::MAX, 6, 10, 18];

/// The quiet moves searched at `depth` (1 to 3) before late-move pruning.
#[inline]
fn late_moves(depth: i32, improving: bool) -> usize {
    let n = LATE_MOVES[depth as usize];
    if improving { n } else { n * 2 / 3 }
}

/// Reverse futility pruning: up to this depth, a quiet node whose evaluation beats beta by
/// [`REVERSE_FUTILITY`] per ply is cut at once.
const REVERSE_FUTILITY_DEPTH: i32 = 6;

/// The margin of reverse futility pruning, per ply of depth.
const REVERSE_FUTILITY: Score = 100;

/// The static evaluation of a node whose side to move must answer a threat (none taken).
const NO_EVAL: Score = -INFINITY;

/// Singular extensions: from this depth, a table move that every other move falls well
/// short of (searched at half depth) is searched a ply deeper.
const SINGULAR_DEPTH: i32 = 6;

/// How far below the table's score, per ply of depth, every other move must stay for the
/// table's move to count as singular.
const SINGULAR_MARGIN: Score = 2;

/// Razoring: at depths 1 and 2, a quiet node whose evaluation is this much per ply below
/// alpha is judged by the quiescence search alone where that finds nothing better.
const RAZOR: Score = 250;

/// Futility margin per ply of depth (at depths 1 and 2).
const FUTILITY: Score = 150;

/// How deep the quiescence search goes below the horizon with three seats (two turn
/// cycles): with three armies in contact the capture tree explodes, and a position still
/// unsettled after that is judged as it stands.
const QUIESCENCE_PLIES_THREE_SEATS: usize = 6;

/// How often (in nodes) the clock and the stop flag are looked at (reading the clock costs
/// about as much as a few dozen nodes' bookkeeping, far less than one node's moves).
pub(crate) const CHECK_EVERY: u64 = 64;

impl<G: SearchGame> Run<'_, G> {
    #[inline]
    fn key(&self, pos: &G) -> u64 {
        pos.key() ^ self.salt
    }

    /// The static evaluation of `pos` for the root's team, from the cache where it is
    /// there, with the configured noise.
    #[inline]
    fn evaluate(&mut self, pos: &G) -> Score {
        let key = self.key(pos);
        let score = match self.s.evals.get(key) {
            Some(score) => score,
            None => {
                let score = pos.evaluate(&self.eval, self.root_side);
                self.s.evals.put(key, score);
                score
            }
        };
        score + noise(pos.key() ^ self.noise_seed, self.noise)
    }

    fn stop_requested(&self) -> bool {
        self.limits.stop_requested()
    }

    /// Whether the search must stop now (checked cheaply at every node).
    #[inline]
    fn abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.aborted = true;
            return true;
        }
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            if self.stop_requested() || self.limits.time.is_some_and(|t| self.start.elapsed() >= t)
            {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Whether `pos` repeats a position since the last irreversible move (the same seat to
    /// move, so only every `seats`-th earlier position can be the same).
    fn repeated(&self, pos: &G) -> bool {
        let h = pos.key();
        let n = self.hashes.len();
        let window = pos.reversible_plies().min(n);
        let mut back = self.seats;
        while back <= window {
            if self.hashes[n - back] == h {
                return true;
            }
            back += self.seats;
        }
        false
    }

    /// The captures overlooked at this node: those winning less than the returned value
    /// (at the opponents' turns of a search with a blind spot).
    #[inline]
    fn blind_at(&self, pos: &G) -> Option<Score> {
        if pos.side() != self.root_side && pos.blind_spot_here() {
            self.blind_below
        } else {
            None
        }
    }

    /// Whether two seats play on the same team (two opponents of the root, with three
    /// seats).
    #[inline]
    fn same_team(&self, a: usize, b: usize) -> bool {
        (a == self.root_side) == (b == self.root_side)
    }

    /// The score of `child` for the team of `parent_side`, searched with that team's window.
    #[inline]
    fn child(
        &mut self,
        child: &G,
        parent_side: usize,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Score {
        if self.same_team(parent_side, child.side()) {
            self.negamax(child, depth, alpha, beta, ply)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply)
        }
    }

    /// [`Run::child`] for the quiescence search.
    #[inline]
    fn child_quiescence(
        &mut self,
        child: &G,
        parent_side: usize,
        alpha: Score,
        beta: Score,
        ply: usize,
        qply: usize,
    ) -> Score {
        if self.same_team(parent_side, child.side()) {
            self.quiescence(child, alpha, beta, ply, qply)
        } else {
            -self.quiescence(child, -beta, -alpha, ply, qply)
        }
    }

    fn take_buffer(&mut self) -> Buffer<G> {
        self.pool
            .pop()
            .unwrap_or_else(|| (Box::default(), Vec::with_capacity(256)))
    }

    fn give_buffer(&mut self, mut b: Buffer<G>) {
        b.0.clear();
        b.1.clear();
        self.pool.push(b);
    }

    /// Records `m` followed by the child's line as the line at `ply`.
    fn update_pv(&mut self, ply: usize, m: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&tail[0]);
    }

    /// One pass over the root moves with the window `alpha0..beta0` (the best move moves to
    /// the front of `moves`).
    fn root(
        &mut self,
        pos: &G,
        depth: i32,
        moves: &mut [G::Move],
        alpha0: Score,
        beta0: Score,
    ) -> RootPass<G::Move> {
        let mut alpha = alpha0;
        let mut best_index: Option<usize> = None;
        let seat = pos.side();
        self.pv[0].clear();
        self.static_evals[0] = if pos.forcing() {
            NO_EVAL
        } else {
            self.evaluate(pos)
        };
        self.hashes.push(pos.key());
        for (i, m) in moves.iter().enumerate() {
            let child = pos.play(m);
            self.move_slots[1] = Some(G::history_slot(m));
            let mut score;
            if i == 0 {
                score = self.child(&child, seat, depth - 1, alpha, beta0, 1);
            } else {
                score = self.child(&child, seat, depth - 1, alpha, alpha + 1, 1);
                if score > alpha && !self.aborted {
                    score = self.child(&child, seat, depth - 1, alpha, beta0, 1);
                }
            }
            if self.aborted {
                self.hashes.pop();
                // A move searched to the end that beat the first (the previous iteration's
                // best); in the first iteration, any move searched to the end.
                let improved = best_index.filter(|&b| depth == 1 || b > 0);
                let better = improved.map(|b| {
                    moves[..=b].rotate_right(1);
                    (alpha, self.pv[0].clone())
                });
                return RootPass::Stopped(better);
            }
            if score > alpha {
                alpha = score;
                best_index = Some(i);
                self.update_pv(0, m.clone());
                if alpha >= beta0 {
                    break;
                }
            }
        }
        self.hashes.pop();
        let Some(b) = best_index else {
            return RootPass::Low;
        };
        moves[..=b].rotate_right(1);
        let best_key = G::move_key(&moves[0]);
        let line = self.pv[0].clone();
        if alpha >= beta0 {
            return RootPass::High(alpha, line);
        }
        // A pass over the root moves less the lines already found (MultiPV) does not speak
        // for the root.
        if self.root_line == 0 {
            let key = self.key(pos);
            self.tt
                .store(key, depth, to_table(alpha, 0), Bound::Exact, best_key);
        }
        RootPass::Exact(alpha, line)
    }

    /// Makes a move found inside an unfinished iteration the answer, and reports it, so
    /// that the last line `on_info` hears is the one played.
    fn adopt(
        &self,
        result: &mut SearchResult<G::Move>,
        score: Score,
        pv: Vec<G::Move>,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) {
        let time = self.start.elapsed();
        on_info(&SearchInfo {
            depth: result.depth,
            seldepth: self.seldepth as u32,
            score,
            nodes: self.nodes,
            nps: nps(self.nodes, time),
            time,
            pv: pv.clone(),
        });
        result.best_move = pv.first().cloned();
        result.score = score;
        result.pv = pv;
    }

    fn negamax(
        &mut self,
        pos: &G,
        mut depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
    ) -> Score {
        self.pv[ply].clear();
        if self.abort() {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        if self.repeated(pos) {
            return pos.draw_score(self.root_side);
        }
        if let Some(score) = pos.rule_end(self.root_side, ply) {
            return score;
        }
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let forcing = pos.forcing();
        if forcing && pos.extends() && (ply as i32) < 2 * self.root_depth + 4 {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos);
        }
        let key = self.key(pos);
        let excluded = self.excluded[ply];
        let mut hash_move = 0;
        let probe = self.tt.probe(key);
        if let Some(p) = probe {
            hash_move = p.mv;
            if !pv_node && excluded == 0 && p.depth >= depth {
                let s = from_table(p.score, ply);
                if p.bound.settles(s, alpha, beta) {
                    return s;
                }
            }
        }
        // Internal iterative reduction: a node the table knows no move for is searched a
        // ply shallower (its ordering is a guess, and a later iteration sees it again).
        if self.pruning && depth >= 4 && hash_move == 0 && excluded == 0 {
            depth -= 1;
        }
        let static_eval = if forcing { NO_EVAL } else { self.evaluate(pos) };
        self.static_evals[ply] = static_eval;
        // Improving: the mover's evaluation beats the one at its previous turn on this line
        // (taken as improving where that is unknown).
        let improving = !forcing
            && (ply < self.seats
                || self.static_evals[ply - self.seats] == NO_EVAL
                || static_eval > self.static_evals[ply - self.seats]);
        let quiet_node = self.pruning && !pv_node && !forcing && !is_mate(beta);
        // Node-level pruning (reverse futility, razoring, the null move) judges the whole
        // node, which a search leaving a move out does not stand for.
        let prunable_node = quiet_node && excluded == 0;
        // The table's score, where its bound says it is better than the static one.
        let mut node_eval = static_eval;
        if quiet_node && let Some(p) = probe {
            let s = from_table(p.score, ply);
            let tighter = match p.bound {
                Bound::Exact => true,
                Bound::Lower => s > static_eval,
                Bound::Upper => s < static_eval,
            };
            if tighter && !is_mate(s) {
                node_eval = s;
            }
        }
        if prunable_node
            && depth <= REVERSE_FUTILITY_DEPTH
            && node_eval - REVERSE_FUTILITY * (depth - i32::from(improving)) >= beta
        {
            return node_eval;
        }
        if prunable_node && depth <= 2 && node_eval + RAZOR * depth < alpha {
            let score = self.quiescence(pos, alpha, alpha + 1, ply, 0);
            if self.aborted {
                return 0;
            }
            if score <= alpha {
                return score;
            }
        }
        // Null move: if passing still holds beta at a reduced depth, a real move will too
        // (not right after another pass, and not where the game says zugzwang is likely).
        if prunable_node
            && depth >= 3
            && node_eval >= beta
            && self.null_ply.wrapping_add(1) != ply
            && let Some(passed) = pos.null_move()
        {
            let r = 3 + depth / 3 + ((node_eval - beta) / 200).min(3);
            let saved = self.null_ply;
            self.null_ply = ply;
            self.move_slots[ply + 1] = None;
            self.hashes.push(pos.key());
            let score = self.child(&passed, pos.side(), depth - 1 - r, beta - 1, beta, ply + 1);
            self.hashes.pop();
            self.null_ply = saved;
            if self.aborted {
                return 0;
            }
            if score >= beta {
                return if is_mate(score) { beta } else { score };
            }
        }
        // Singular extension: where the table's move beats every other by a margin (the
        // others searched at half depth against its score less the margin), it is searched a
        // ply deeper; where even the others beat beta, the node fails high at once.
        let mut singular = false;
        if self.pruning
            && depth >= SINGULAR_DEPTH
            && excluded == 0
            && hash_move != 0
            && (ply as i32) < 2 * self.root_depth
            && let Some(p) = probe
            && p.depth >= depth - 3
            && p.bound != Bound::Upper
        {
            let tt_score = from_table(p.score, ply);
            if !is_mate(tt_score) {
                let singular_beta = tt_score - SINGULAR_MARGIN * depth;
                self.excluded[ply] = hash_move;
                let score =
                    self.negamax(pos, (depth - 1) / 2, singular_beta - 1, singular_beta, ply);
                self.excluded[ply] = 0;
                if self.aborted {
                    return 0;
                }
                if score < singular_beta {
                    singular = true;
                } else if singular_beta >= beta {
                    return singular_beta;
                }
            }
        }
        let (mut moves, mut scores) = self.take_buffer();
        pos.generate(&mut moves);
        if moves.as_slice().is_empty() {
            self.give_buffer((moves, scores));
            return pos.no_moves(self.root_side, ply);
        }
        if excluded != 0 {
            moves.retain_moves(|m| G::move_key(m) != excluded);
            if moves.as_slice().is_empty() {
                self.give_buffer((moves, scores));
                return alpha;
            }
        }
        if let Some(below) = self.blind_at(pos) {
            let eval = &self.eval;
            moves.retain_moves(|m| pos.is_quiet(m) || pos.gain(m, eval) >= below);
            if moves.as_slice().is_empty() {
                // Every move is a capture it overlooks: it judges the position as it
                // stands.
                self.give_buffer((moves, scores));
                return self.evaluate(pos);
            }
        }
        {
            let ctx = OrderingContext::<G> {
                eval: &self.eval,
                hash_move,
                killers: self.s.killers.at(ply),
                countermove: self.s.countermoves.get(pos.side(), self.move_slots[ply]),
                history: &self.s.history,
            };
            score_moves(pos, moves.as_slice(), &ctx, &mut scores);
        }
        let alpha_orig = alpha;
        let mut best = -INFINITY;
        let mut best_move = 0;
        let mut quiets: arrayvec::ArrayVec<usize, 64> = arrayvec::ArrayVec::new();
        let seat = pos.side();
        self.hashes.push(pos.key());
        for i in 0..moves.as_slice().len() {
            let m = pick(moves.as_mut_slice(), &mut scores, i);
            let killer = is_killer_score(scores[i]);
            let quiet = pos.is_quiet(&m);
            let child = pos.play(&m);
            // Near the leaves, late quiet moves (late-move pruning), quiet moves that
            // cannot lift a poor position to alpha (futility) and quiet moves that put their
            // piece where the exchange loses it are not searched, unless they give check.
            if quiet_node
                && quiet
                && i > 0
                && depth <= 3
                && best > -MATE_BOUND
                && !child.forcing()
                && (i >= late_moves(depth, improving)
                    || (depth <= 2 && node_eval + FUTILITY * depth <= alpha)
                    || (depth <= 2 && !killer && pos.tactical_loses(&m, &self.eval)))
            {
                continue;
            }
            // Three seats: the seat after the root's does not give material away (see the
            // module's notes), unless it must answer a check or the move gives one.
            if i > 0
                && !forcing
                && seat == self.victim
                && !child.forcing()
                && pos.tactical_loses(&m, &self.eval)
            {
                continue;
            }
            // Captures that lose material, near the leaves.
            if quiet_node
                && !quiet
                && i > 0
                && depth <= 3
                && best > -MATE_BOUND
                && !child.forcing()
                && pos.tactical_loses(&m, &self.eval)
            {
                continue;
            }
            self.move_slots[ply + 1] = Some(G::history_slot(&m));
            let extension = i32::from(singular && G::move_key(&m) == hash_move);
            let mut score;
            if i == 0 {
                score = self.child(&child, seat, depth - 1 + extension, alpha, beta, ply + 1);
            } else {
                let mut r = 0;
                if self.pruning && depth >= 3 && i >= 3 && quiet && !forcing && !child.forcing() {
                    r = reduction(depth, i) - i32::from(pv_node) + i32::from(!improving)
                        - i32::from(killer)
                        - self.s.history.get(seat, G::history_slot(&m)) / HISTORY_PER_PLY;
                    r = r.clamp(0, depth - 2);
                }
                score = self.child(&child, seat, depth - 1 - r, alpha, alpha + 1, ply + 1);
                if score > alpha && r > 0 && !self.aborted {
                    score = self.child(&child, seat, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if score > alpha && score < beta && !self.aborted {
                    score = self.child(&child, seat, depth - 1, alpha, beta, ply + 1);
                }
            }
            if self.aborted {
                break;
            }
            let slot = G::history_slot(&m);
            if score > best {
                best = score;
                best_move = G::move_key(&m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        if quiet {
                            self.s.killers.record(ply, best_move);
                            self.s
                                .countermoves
                                .record(seat, self.move_slots[ply], best_move);
                            self.s.history.reward(seat, slot, depth);
                            for &q in &quiets {
                                self.s.history.punish(seat, q, depth);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                let _ = quiets.try_push(slot);
            }
        }
        self.hashes.pop();
        self.give_buffer((moves, scores));
        if self.aborted {
            return 0;
        }
        if excluded == 0 {
            let bound = Bound::of(best, alpha_orig, beta);
            self.tt
                .store(key, depth, to_table(best, ply), bound, best_move);
        }
        best
    }

    /// The quiescence search, `qply` plies below the horizon.
    fn quiescence(
        &mut self,
        pos: &G,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qply: usize,
    ) -> Score {
        self.pv[ply].clear();
        if self.abort() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 || qply >= self.quiescence_plies {
            return self.evaluate(pos);
        }
        if let Some(score) = pos.rule_end(self.root_side, ply) {
            return score;
        }
        let key = self.key(pos);
        let alpha_orig = alpha;
        if beta - alpha == 1
            && let Some(p) = self.tt.probe(key)
        {
            let s = from_table(p.score, ply);
            if p.bound.settles(s, alpha, beta) {
                return s;
            }
        }
        let forcing = pos.forcing();
        let mut best = -INFINITY;
        if !forcing {
            let stand = self.evaluate(pos);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let (mut moves, mut scores) = self.take_buffer();
        // At a quiet node only the tactical moves are tried, so only they are generated.
        let any_move = if forcing {
            pos.generate(&mut moves);
            !moves.as_slice().is_empty()
        } else {
            pos.generate_tactical(&mut moves)
        };
        if !any_move {
            self.give_buffer((moves, scores));
            return pos.no_moves(self.root_side, ply);
        }
        let blind = self.blind_at(pos);
        if forcing && blind.is_none() {
            let ctx = OrderingContext::<G> {
                eval: &self.eval,
                hash_move: 0,
                killers: [0; 2],
                countermove: 0,
                history: &self.s.history,
            };
            score_moves(pos, moves.as_slice(), &ctx, &mut scores);
        } else {
            // A quiet node's moves are tactical already; a forcing one tries only its
            // tactical moves with a blind spot, and only those it does not overlook.
            if forcing {
                moves.retain_moves(|m| !pos.is_quiet(m));
            }
            if let Some(below) = blind {
                let eval = &self.eval;
                moves.retain_moves(|m| pos.gain(m, eval) >= below);
            }
            if moves.as_slice().is_empty() {
                self.give_buffer((moves, scores));
                return if forcing { self.evaluate(pos) } else { best };
            }
            if forcing {
                score_captures(pos, moves.as_slice(), &self.eval, &mut scores);
            } else {
                // Whether a capture loses material is asked only of those reached.
                score_tactical(pos, moves.as_slice(), &self.eval, &mut scores);
            }
        }
        let seat = pos.side();
        let mut best_move = 0;
        for i in 0..moves.as_slice().len() {
            let m = pick(moves.as_mut_slice(), &mut scores, i);
            if !forcing {
                // Delta pruning: even winning this piece cannot lift the score to alpha.
                if best + pos.gain(&m, &self.eval) + 200 < alpha {
                    continue;
                }
                // A capture that gives more than it takes to a piece that can take back.
                if pos.tactical_loses(&m, &self.eval) {
                    continue;
                }
            }
            let child = pos.play(&m);
            let score = self.child_quiescence(&child, seat, alpha, beta, ply + 1, qply + 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = G::move_key(&m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.give_buffer((moves, scores));
        if self.aborted {
            return 0;
        }
        let bound = Bound::of(best, alpha_orig, beta);
        self.tt.store(key, 0, to_table(best, ply), bound, best_move);
        best
    }
}
