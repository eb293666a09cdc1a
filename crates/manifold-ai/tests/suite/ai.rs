//! The computer opponent: mates found (and checked with the rules' own move generator) in
//! classical chess, Great Chess and Wirth chess, winning captures, draws inside the search,
//! the stop flag, determinism, and the levels' character.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use manifold_ai::score::{DRAW, mate_moves};
use manifold_ai::{Evaluator, Level, Limits, SearchConfig, SearchResult, Searcher};
use manifold_rules::game::Game;
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Move, Position, Role, VariantId};

use crate::WATCHDOG;

fn pos(id: VariantId, fen: &str) -> Position {
    Position::from_fen(id, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn search(p: &Position, limits: Limits) -> SearchResult {
    Searcher::new(8).search(p, &[], &limits, &SearchConfig::default(), &mut |_| {})
}

fn is_checkmate(p: &Position) -> bool {
    p.in_check() && p.legal_moves().is_empty()
}

/// Whether the side to move has a forced mate in `n` moves or fewer, by brute force over
/// the rules' legal moves.
fn mate_in(p: &Position, n: u32) -> bool {
    p.legal_moves().iter().any(|&m| forced_after(&p.play(m), n))
}

/// Whether, after the attacker's move, the position is mate or every defence allows a mate
/// in `n - 1`.
fn forced_after(q: &Position, n: u32) -> bool {
    if is_checkmate(q) {
        return true;
    }
    if n <= 1 {
        return false;
    }
    let replies = q.legal_moves();
    !replies.is_empty() && replies.iter().all(|&r| mate_in(&q.play(r), n - 1))
}

/// Checks a mate-in-`n` puzzle: the position is one (and no shorter), the engine's move
/// keeps the mate forced, its score announces mate in `n`, and for `n == 1` the move mates.
fn assert_solves(id: VariantId, fen: &str, n: u32) {
    let p = pos(id, fen);
    assert!(mate_in(&p, n), "{fen} is not a mate in {n}");
    if n > 1 {
        assert!(!mate_in(&p, n - 1), "{fen} is a mate in fewer than {n}");
    }
    let r = search(&p, Limits::depth(2 * n + 1));
    let m = r.best_move.expect("a move");
    assert!(p.is_legal(m));
    let after = p.play(m);
    assert!(
        forced_after(&after, n),
        "{id:?} {fen}: {} does not force mate in {n}",
        p.move_to_coord(m)
    );
    if n == 1 {
        assert!(is_checkmate(&after));
    }
    assert_eq!(
        mate_moves(r.score),
        Some(n as i32),
        "{fen}: score {}",
        r.score
    );
}

#[test]
fn classical_mates() {
    // Back-rank mate, the scholar's mate, a rook ladder.
    assert_solves(VariantId::Classical, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1);
    assert_solves(
        VariantId::Classical,
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        1,
    );
    assert_solves(VariantId::Classical, "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 2);
    // Black to move mates too (scores are for the side to move).
    assert_solves(VariantId::Classical, "6K1/8/6k1/8/8/8/8/r7 b - - 0 1", 1);
}

#[test]
fn great_chess_mates() {
    // Giraffe and war machine against a king with pawns.
    assert_solves(
        VariantId::Great,
        "10/10/9W/p9/2K7/k4p4/10/8G1/10/10 w - - 0 1",
        1,
    );
    assert_solves(
        VariantId::Great,
        "10/10/3k1K2p1/10/10/10/8p1/10/2G4W2/10 w - - 0 1",
        1,
    );
    assert_solves(
        VariantId::Great,
        "10/8K1/10/10/10/9k/10/8p1/2p7/6G1W1 w - - 0 1",
        2,
    );
    assert_solves(
        VariantId::Great,
        "9k/10/1W8/10/1G6pp/10/10/10/10/4K5 w - - 0 1",
        2,
    );
}

/// The Wirth start position with White's g1 knight moved to B11, across the seam from
/// Black's king: N-D10 is a smothered mate (E8's neighbours are all Black's own pieces,
/// and nothing of Black's reaches D10).
const WIRTH_SMOTHERED: &str = "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKB1RP1/1PPPPPPPPPP1/3N8 w KQkq - 0 1";

#[test]
fn wirth_mates() {
    assert_solves(VariantId::Wirth, WIRTH_SMOTHERED, 1);
    let p = pos(VariantId::Wirth, WIRTH_SMOTHERED);
    let m = search(&p, Limits::depth(3)).best_move.unwrap();
    assert_eq!(p.move_to_coord(m).to_ascii_uppercase(), "B11D10");
    assert_solves(
        VariantId::Wirth,
        "12/12/11K/12/12/12/12/2N1p3R3/1k10/11Q/12/12 w - - 0 1",
        1,
    );
    assert_solves(
        VariantId::Wirth,
        "12/12/9K2/12/12/12/8p3/5Q6/7k4/R11/12/10N1 w - - 0 1",
        2,
    );
    assert_solves(
        VariantId::Wirth,
        "5R6/4p7/2Q9/k11/9N2/12/12/12/6K5/12/12/12 w - - 0 1",
        2,
    );
}

#[test]
fn winning_captures_are_found() {
    // A hanging queen in each game.
    let cases = [
        (
            VariantId::Classical,
            "4k3/p7/8/3q4/8/2N5/P7/4K3 w - - 0 1",
            "c3d5",
        ),
        (
            VariantId::Great,
            "4k5/10/10/10/4g5/3P6/10/10/10/5K4 w - - 0 1",
            "d5e6",
        ),
        // Across the seam: the rook on K3 takes the queen on J3 going left. (A pawn too:
        // K+R v K is dead on the torus, where no lone piece can mate.)
        (
            VariantId::Wirth,
            "12/12/6k5/12/12/12/12/R10q/4P7/12/6K5/12 w - - 0 1",
            "k3j3",
        ),
    ];
    for (id, fen, best) in cases {
        let p = pos(id, fen);
        let r = search(&p, Limits::depth(4));
        assert_eq!(
            p.move_to_coord(r.best_move.unwrap()).to_ascii_lowercase(),
            best,
            "{id:?} {fen}"
        );
        assert!(r.score > 100, "{id:?}: score {}", r.score);
    }
}

#[test]
fn a_defended_piece_is_not_taken_with_the_queen() {
    // Qxd5 loses the queen to cxd5.
    let p = pos(VariantId::Classical, "4k3/8/2p5/3n4/8/8/8/3QK3 w - - 0 1");
    let r = search(&p, Limits::depth(4));
    assert_ne!(p.move_to_coord(r.best_move.unwrap()), "d1d5");
}

#[test]
fn fifty_move_rule_inside_the_search() {
    // A rook up, but every move ends the game by the fifty-move rule.
    let fen = "7k/8/8/8/8/8/8/R5K1 w - - 99 80";
    let r = search(&pos(VariantId::Classical, fen), Limits::depth(3));
    assert_eq!(r.score, DRAW);
    let fresh = search(
        &pos(VariantId::Classical, "7k/8/8/8/8/8/8/R5K1 w - - 0 80"),
        Limits::depth(3),
    );
    assert!(fresh.score > 300);
}

#[test]
fn repetition_with_the_game_history() {
    // White, a queen down, repeats the position (the game's history says it occurred).
    let start = pos(
        VariantId::Classical,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
    );
    let mut game = Game::from_position(start);
    for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        let mv = game.position().parse_coord(m).unwrap();
        game.play(mv).unwrap();
    }
    let mut s = Searcher::new(8);
    let r = s.search_game(
        &game,
        &Limits::depth(3),
        &SearchConfig::default(),
        &mut |_| {},
    );
    assert_eq!(game.position().move_to_coord(r.best_move.unwrap()), "g1f3");
    assert_eq!(r.score, DRAW);
    // Without the history the same position is simply lost.
    let alone = search(game.position(), Limits::depth(3));
    assert!(alone.score < -500, "score {}", alone.score);
}

#[test]
fn stop_returns_a_legal_move_at_once() {
    for id in [VariantId::Classical, VariantId::Great, VariantId::Wirth] {
        let p = Position::start(id);
        let stop = Arc::new(AtomicBool::new(false));
        let limits = Limits::infinite(stop.clone());
        let root = p.clone();
        // Stopped once an iteration is done (after 50 ms at the earliest), so that a loaded
        // machine that starts the thread late does not fail the depth asked below.
        let iterated = Arc::new(AtomicBool::new(false));
        let told = iterated.clone();
        let handle = thread::spawn(move || {
            Searcher::new(16).search(&root, &[], &limits, &SearchConfig::default(), &mut |_| {
                told.store(true, Ordering::Relaxed)
            })
        });
        thread::sleep(Duration::from_millis(50));
        while !iterated.load(Ordering::Relaxed) {
            thread::sleep(Duration::from_millis(5));
        }
        let asked = Instant::now();
        stop.store(true, Ordering::Relaxed);
        let r = handle.join().expect("the search thread ends");
        let waited = asked.elapsed();
        assert!(waited < WATCHDOG, "{id:?}: stop took {waited:?}");
        assert!(p.is_legal(r.best_move.expect("a move")));
        assert!(r.depth >= 1);
    }
}

#[test]
fn a_search_with_helper_threads_finds_mates_and_stops() {
    // Mates in 1 and 2 (classical, Great Chess) with a helper thread beside the main one.
    for (id, fen, n) in [
        (VariantId::Classical, "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 2),
        (VariantId::Classical, "6K1/8/6k1/8/8/8/8/r7 b - - 0 1", 1),
        (
            VariantId::Great,
            "10/10/9W/p9/2K7/k4p4/10/8G1/10/10 w - - 0 1",
            1,
        ),
    ] {
        let p = pos(id, fen);
        let mut searcher = Searcher::new(8);
        searcher.set_threads(2);
        assert_eq!(searcher.threads(), 2);
        let r = searcher.search(
            &p,
            &[],
            &Limits::depth(2 * n + 1),
            &SearchConfig::default(),
            &mut |_| {},
        );
        let m = r.best_move.expect("a move");
        assert!(forced_after(&p.play(m), n), "{fen}: {}", p.move_to_coord(m));
        assert_eq!(mate_moves(r.score), Some(n as i32), "{fen}: {}", r.score);
    }
    // The stop flag ends the helpers with the main thread.
    let p = Position::start(VariantId::Classical);
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits::infinite(stop.clone());
    let root = p.clone();
    let handle = thread::spawn(move || {
        let mut searcher = Searcher::new(8);
        searcher.set_threads(3);
        searcher.search(&root, &[], &limits, &SearchConfig::default(), &mut |_| {})
    });
    thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let r = handle.join().expect("the search thread ends");
    assert!(asked.elapsed() < WATCHDOG);
    assert!(p.is_legal(r.best_move.expect("a move")));
    // Asking for no threads, or too many, is clamped.
    let mut searcher = Searcher::new(1);
    searcher.set_threads(0);
    assert_eq!(searcher.threads(), 1);
    searcher.set_threads(usize::MAX);
    assert_eq!(searcher.threads(), manifold_ai::search::MAX_THREADS);
}

#[test]
fn limits_are_kept() {
    let p = Position::start(VariantId::Great);
    let r = search(&p, Limits::nodes(5_000));
    // The node limit holds exactly, the first iteration included.
    assert!(r.nodes <= 5_000, "nodes {}", r.nodes);
    let t = Instant::now();
    let r = search(&p, Limits::movetime(Duration::from_millis(100)));
    // Generous: the machine may be busy; the level's own default would be seconds.
    assert!(t.elapsed() < WATCHDOG);
    assert!(p.is_legal(r.best_move.unwrap()));
    let r = search(&p, Limits::depth(3));
    assert_eq!(r.depth, 3);
}

#[test]
fn no_legal_move_gives_no_move() {
    let mated = pos(VariantId::Classical, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    let r = search(&mated, Limits::depth(3));
    assert_eq!(r.best_move, None);
    assert_eq!(mate_moves(r.score), Some(0));
    let stalemate = pos(VariantId::Classical, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let r = search(&stalemate, Limits::depth(3));
    assert_eq!((r.best_move, r.score), (None, DRAW));
}

#[test]
fn info_reports_each_iteration() {
    let p = Position::start(VariantId::Classical);
    let mut depths = Vec::new();
    Searcher::new(4).search(
        &p,
        &[],
        &Limits::depth(4),
        &SearchConfig::default(),
        &mut |i| {
            assert!(!i.pv.is_empty());
            assert!(p.is_legal(i.pv[0]));
            depths.push(i.depth);
        },
    );
    // An iteration may report twice: a better move found inside it (where the window
    // failed high) and then its finished line.
    assert!(depths.is_sorted(), "{depths:?}");
    depths.dedup();
    assert_eq!(depths, [1, 2, 3, 4]);
}

/// The moves a level plays from a set of positions with a seed.
fn level_moves(level: Level, seed: u64, fens: &[(VariantId, &str)]) -> Vec<Move> {
    let mut s = Searcher::new(4);
    fens.iter()
        .map(|(id, fen)| {
            let p = pos(*id, fen);
            s.search(
                &p,
                &[],
                &level.limits(None),
                &level.config(seed),
                &mut |_| {},
            )
            .best_move
            .unwrap()
        })
        .collect()
}

const VARIED: [(VariantId, &str); 4] = [
    (
        VariantId::Classical,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        VariantId::Classical,
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    ),
    (
        VariantId::Great,
        "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1",
    ),
    (
        VariantId::Wirth,
        "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1",
    ),
];

#[test]
fn same_seed_same_moves() {
    for level in [Level::Beginner, Level::Casual] {
        let a = level_moves(level, 11, &VARIED);
        let b = level_moves(level, 11, &VARIED);
        assert_eq!(a, b, "{level}");
    }
    let p = Position::start(VariantId::Wirth);
    let run = || {
        Searcher::new(4).search(
            &p,
            &[],
            &Limits::depth(4),
            &SearchConfig::default(),
            &mut |_| {},
        )
    };
    let (a, b) = (run(), run());
    assert_eq!(
        (a.best_move, a.score, a.nodes),
        (b.best_move, b.score, b.nodes)
    );
}

#[test]
fn the_beginner_varies_with_the_seed() {
    let mut distinct = std::collections::HashSet::new();
    for seed in 0..12 {
        distinct.insert(level_moves(Level::Beginner, seed, &VARIED));
    }
    assert!(
        distinct.len() >= 3,
        "only {} different games",
        distinct.len()
    );
}

#[test]
fn the_beginner_saves_its_queen_and_takes_a_free_one() {
    // After 1.e4 e5 2.d4 exd4 3.Qxd4 Nc6 the queen is attacked by a knight.
    let attacked = pos(
        VariantId::Classical,
        "r1bqkbnr/pppp1ppp/2n5/8/3QP3/8/PPP2PPP/RNB1KBNR w KQkq - 1 4",
    );
    let free = pos(
        VariantId::Classical,
        "rnb1kbnr/pppp1ppp/8/8/3qP3/2N5/PPP2PPP/R1BQKBNR w KQkq - 0 5",
    );
    let mut judge = Searcher::new(8);
    let mut losses = Vec::new();
    // Pieces lost in searches without a blind spot (a three-ply horizon).
    let mut sighted_losses = Vec::new();
    for seed in 0..30 {
        let mut s = Searcher::new(1);
        let level = Level::Beginner;
        let m = s
            .search(
                &attacked,
                &[],
                &level.limits(None),
                &level.config(seed),
                &mut |_| {},
            )
            .best_move
            .unwrap();
        // What Black wins after it, by a full-strength search.
        let after = attacked.play(m);
        let verdict = judge
            .search(
                &after,
                &[],
                &Limits::depth(5),
                &SearchConfig::default(),
                &mut |_| {},
            )
            .score;
        assert!(
            verdict < 600,
            "seed {seed}: {} loses the queen ({verdict})",
            attacked.move_to_san(m)
        );
        if verdict > 200 && !level.config(seed).blind_at(attacked.hash()) {
            sighted_losses.push(attacked.move_to_san(m));
        }
        losses.push(verdict);
        let m = s
            .search(
                &free,
                &[],
                &level.limits(None),
                &level.config(seed),
                &mut |_| {},
            )
            .best_move
            .unwrap();
        assert!(
            free.piece_at(m.to).is_some_and(|p| p.role == Role::Queen),
            "seed {seed}"
        );
    }
    // Mistakes happen, almost only in the searches with a blind spot (a quarter of them,
    // by chance 12 of these 30), and most moves keep the material.
    let bad = losses.iter().filter(|&&v| v > 200).count();
    assert!(bad <= 10, "{bad} of 30 moves lose a piece: {losses:?}");
    assert!(
        sighted_losses.len() <= 1,
        "pieces lost without a blind spot: {sighted_losses:?}"
    );
}

#[test]
fn evaluation_is_symmetric_and_the_torus_has_no_centre() {
    for id in [VariantId::Classical, VariantId::Great, VariantId::Wirth] {
        let p = Position::start(id);
        let e = Evaluator::new(p.variant());
        let t = e.terms(&p);
        assert_eq!(
            t.total(manifold_rules::Seat::WHITE),
            t.total(manifold_rules::Seat::BLACK),
            "{id:?}"
        );
    }
    // A lone knight is worth the same on every square of the torus, not on the 8x8 board
    // (by the weights' tables: classical chess's network has no table to compare).
    let knight_eval = |id: VariantId, square: &str, fen_of: &dyn Fn(&str) -> String| {
        let p = pos(id, &fen_of(square));
        Evaluator::hand_written(p.variant()).evaluate(&p)
    };
    let wirth = |sq: &str| match sq {
        "corner" => "12/12/12/12/12/12/12/12/12/12/12/N2K5k2 w - - 0 1".to_string(),
        _ => "12/12/12/12/12/6N5/12/12/12/12/12/3K5k2 w - - 0 1".to_string(),
    };
    assert_eq!(
        knight_eval(VariantId::Wirth, "corner", &wirth),
        knight_eval(VariantId::Wirth, "centre", &wirth)
    );
    let classical = |sq: &str| match sq {
        "corner" => "7k/p7/8/8/8/8/P7/N3K3 w - - 0 1".to_string(),
        _ => "7k/p7/8/8/3N4/8/P7/4K3 w - - 0 1".to_string(),
    };
    assert!(
        knight_eval(VariantId::Classical, "centre", &classical)
            > knight_eval(VariantId::Classical, "corner", &classical) + 20
    );
}

/// A seeded match: the stronger level scores more. Slow: see docs/reliability.md, "Slow jobs".
#[test]
#[ignore = "a match between two levels, minutes: docs/reliability.md, slow jobs"]
fn a_higher_level_beats_a_lower_one() {
    use manifold_rules::game::GameResult;
    let mut points = 0.0;
    let games = 6;
    for g in 0..games {
        let mut game = Game::new(VariantId::Classical);
        let (strong, weak) = (Level::Club, Level::Beginner);
        let strong_white = g % 2 == 0;
        let mut engines = [Searcher::new(8), Searcher::new(8)];
        while game.outcome().is_none() && game.moves().len() < 300 {
            let white_to_move = game.position().turn() == manifold_rules::Seat::WHITE;
            let level = if white_to_move == strong_white {
                strong
            } else {
                weak
            };
            let e = &mut engines[usize::from(!white_to_move)];
            let r = e.search_game(&game, &level.limits(None), &level.config(g), &mut |_| {});
            game.play(r.best_move.unwrap()).unwrap();
        }
        points += match game.outcome().map(|o| o.result) {
            Some(GameResult::Win { winner, .. }) => {
                if (winner == manifold_rules::Seat::WHITE) == strong_white {
                    1.0
                } else {
                    0.0
                }
            }
            _ => 0.5,
        };
    }
    assert!(
        points > games as f64 * 0.75,
        "the stronger level scored {points}/{games}"
    );
}

#[test]
fn every_chess_game_gets_a_legal_move() {
    // Including Mattrix (three seats, paranoid search) and Chess-transit (two boards).
    for id in VariantId::ALL {
        let p = Position::start(id);
        let r = search(&p, Limits::depth(3).tightened(&Limits::nodes(20_000)));
        let m = r.best_move.expect("a move");
        assert!(p.is_legal(m), "{id:?}");
    }
}

// ---------------------------------------------------------------- Chess-transit conversion

/// Plays a Chess-transit game from `text`: White searches to `depth` plies (no noise),
/// Black is the Beginner level; stops when the game ends or after `plies` plies.
fn transit_play_out(text: &str, depth: u32, plies: usize) -> Game {
    let start = pos(VariantId::Transit, text);
    let mut game = Game::from_position(start);
    let mut engines = [Searcher::new(4), Searcher::new(4)];
    let beginner = Level::Beginner;
    while game.outcome().is_none() && game.moves().len() < plies {
        let white = game.position().turn() == manifold_rules::Seat::WHITE;
        let r = if white {
            engines[0].search_game(
                &game,
                &Limits::depth(depth),
                &SearchConfig::default(),
                &mut |_| {},
            )
        } else {
            engines[1].search_game(
                &game,
                &beginner.limits(None),
                &beginner.config(7),
                &mut |_| {},
            )
        };
        game.play(r.best_move.expect("a move")).unwrap();
    }
    game
}

/// The boards' statuses at the end of a game.
fn transit_boards(game: &Game) -> [BoardStatus; 2] {
    game.position().board_status()
}

#[test]
fn transit_gives_the_mate_that_ends_the_game() {
    // Board 1 is won by White; on board 2 three queens and a rook (more material than a
    // board is worth) face a lone king. Mating ends the game 2-0, and must be preferred
    // to keeping the queens (an ended game is scored by its boards alone).
    let game = transit_play_out(
        "8/8/8/8/8/8/8/8|8/8/8/3k4/8/8/8/QQQ1K2R w - - 0 1 1-0/open -",
        3,
        30,
    );
    let won = BoardStatus::Won(manifold_rules::Seat::WHITE);
    assert_eq!(
        transit_boards(&game),
        [won, won],
        "after {} plies",
        game.moves().len()
    );
    assert!(game.outcome().is_some());
}

#[test]
fn transit_strong_side_closes_a_board_and_follows_the_king() {
    // Both boards open: a queen and a rook against a lone king on board 1 (its king cannot
    // leave: Black would then have nothing on board 1 and lose it by transit). Once board 1
    // is mated shut the king must transit to board 2, and White's pieces have to transit
    // after it (nothing moves on a closed board) to mate it there as well.
    let game = transit_play_out(
        "4k3/8/8/8/8/8/8/R2QK3|8/8/8/8/8/8/8/8 w - - 0 1 open/open -",
        4,
        120,
    );
    let won = BoardStatus::Won(manifold_rules::Seat::WHITE);
    let boards = transit_boards(&game);
    assert_eq!(boards[0], won, "after {} plies", game.moves().len());
    assert_eq!(boards[1], won, "after {} plies", game.moves().len());
}

#[test]
fn transit_judgement_stays_below_a_board() {
    use manifold_ai::eval::transit::{BOARD_POINT, JUDGEMENT_KNEE, JUDGEMENT_LIMIT, bounded};
    // Unchanged up to the knee, then increasing (strictly over any material a game can
    // hold, never decreasing) and below the limit, with room for the plies of a search
    // and the levels' noise before a board won at the end.
    assert_eq!(bounded(900), 900);
    assert_eq!(bounded(-JUDGEMENT_KNEE), -JUDGEMENT_KNEE);
    let mut last = bounded(JUDGEMENT_KNEE);
    for raw in (JUDGEMENT_KNEE + 100..20_000).step_by(100) {
        let b = bounded(raw);
        assert!(b >= last && b < JUDGEMENT_LIMIT, "{raw} -> {b}");
        assert!(b > last || raw > 8000, "{raw} -> {b}");
        assert_eq!(bounded(-raw), -b);
        last = b;
    }
    const { assert!(JUDGEMENT_LIMIT + 128 + 90 < BOARD_POINT) };
}

/// Nine queens a side (every pawn promoted, the most a reader accepts): one iteration of
/// the search takes a long time here.
const MANY_QUEENS: &str = "rnbqkbnr/qqqqqqqq/8/8/8/8/QQQQQQQQ/RNBQKBNR w - - 0 1";

#[test]
fn limits_hold_inside_the_first_iteration() {
    let p = pos(VariantId::Classical, MANY_QUEENS);
    let t = Instant::now();
    let r = search(&p, Limits::nodes(10));
    assert!(r.nodes <= 10, "nodes {}", r.nodes);
    assert!(p.is_legal(r.best_move.expect("a move")));
    assert_eq!(r.depth, 0);
    let r = search(&p, Limits::movetime(Duration::from_millis(10)));
    assert!(p.is_legal(r.best_move.expect("a move")));
    let r = search(&p, Limits::depth(1).tightened(&Limits::nodes(2_000)));
    assert!(r.nodes <= 2_000, "nodes {}", r.nodes);
    assert!(p.is_legal(r.best_move.expect("a move")));
    // Generous for a busy machine: each takes a few milliseconds.
    assert!(t.elapsed() < WATCHDOG, "{:?}", t.elapsed());
    // The stop flag, likewise.
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits::infinite(stop.clone());
    let root = p.clone();
    let handle = thread::spawn(move || {
        Searcher::new(8).search(&root, &[], &limits, &SearchConfig::default(), &mut |_| {})
    });
    thread::sleep(Duration::from_millis(50));
    let asked = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let r = handle.join().expect("the search thread ends");
    assert!(asked.elapsed() < WATCHDOG, "{:?}", asked.elapsed());
    assert!(p.is_legal(r.best_move.expect("a move")));
}

#[test]
fn a_stopped_first_iteration_keeps_its_best_move() {
    // The rook takes the undefended queen: found by the first root moves searched, even
    // when the first iteration is cut short by a node limit.
    let p = pos(VariantId::Classical, "3k4/8/8/8/8/8/8/q3RK2 w - - 0 1");
    let r = search(&p, Limits::nodes(40));
    assert_eq!(p.move_to_coord(r.best_move.unwrap()), "e1a1");
}
