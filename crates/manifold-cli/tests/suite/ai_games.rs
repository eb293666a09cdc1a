//! The engine in the games beyond two-player chess on one board: Russian draughts (its own
//! move type, compulsory captures, "no move loses"), three-player Mattrix (paranoid search,
//! mate credit per RULES 5.5) and Chess-transit (boards worth a point each). Every claim
//! about a found move is checked with the rules' own move generator.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use manifold_ai::eval::transit::BOARD_POINT;
use manifold_ai::score::{MATE_BOUND, mate_moves};
use manifold_ai::{Evaluator, Family, Level, Limits, SearchConfig, SearchGame, Searcher};
use manifold_cli::selfplay::{Match, selfplay_command};
use manifold_cli::{Cli, run};
use manifold_rules::GameKind;
use manifold_rules::draughts::{DraughtsGame, DraughtsMove, DraughtsPosition};
use manifold_rules::game::credited_opponent;
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Position, Role, Seat, VariantId};

use clap::Parser;

use crate::WATCHDOG;

// ---------------------------------------------------------------- helpers

fn draughts(fen: &str) -> DraughtsPosition {
    DraughtsPosition::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mattrix(text: &str) -> Position {
    Position::from_fen(VariantId::Mattrix, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn transit(text: &str) -> Position {
    Position::from_fen(VariantId::Transit, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn search_draughts(
    p: &DraughtsPosition,
    limits: Limits,
) -> manifold_ai::SearchResult<DraughtsMove> {
    Searcher::new(8).search_draughts(p, &[], &limits, &SearchConfig::default(), &mut |_| {})
}

fn search(p: &Position, limits: Limits) -> manifold_ai::SearchResult {
    Searcher::new(8).search(p, &[], &limits, &SearchConfig::default(), &mut |_| {})
}

fn legal(p: &DraughtsPosition, m: &DraughtsMove) -> bool {
    p.legal_moves().iter().any(|l| l.same_move(m))
}

// ---------------------------------------------------------------- draughts

#[test]
fn draughts_takes_two_rather_than_one() {
    // White may take one man (g3:e5, after which d6 takes back) or two (a3:c5:e7); h2
    // stops f4 from taking g3, c7 stops g3:e5 from going on over d6.
    let p = draughts("W:Wa3,g3,h2:Bb4,d6,f4,c7,h8");
    let moves = p.legal_moves();
    assert!(moves.iter().any(|m| m.captured.len() == 1));
    assert!(moves.iter().any(|m| m.captured.len() == 2));
    let r = search_draughts(&p, Limits::depth(6));
    let m = r.best_move.expect("a move");
    assert!(legal(&p, &m));
    assert_eq!(m.captured.len(), 2, "{}", p.move_to_pdn(&m));
    assert_eq!(p.move_to_pdn(&m), "a3:e7");
    assert!(r.score > 100, "score {}", r.score);
}

#[test]
fn draughts_plays_the_shot_that_gives_one_to_take_two() {
    // e3-f4 gives a man: g5 must take it (g5:e3), then f2 takes two (f2:d4:b6). Nothing is
    // capturable before the shot.
    let p = draughts("W:We3,f2,g1,a1:Bc5,g5,f8,h8");
    assert!(!p.has_capture());
    let r = search_draughts(&p, Limits::depth(6));
    let m = r.best_move.expect("a move");
    assert_eq!(p.move_to_pdn(&m), "e3-f4");
    // Check the combination with the rules alone: Black's only move is the capture, and
    // then White takes two.
    let after = p.play(&m);
    let replies = after.legal_moves();
    assert_eq!(replies.len(), 1);
    assert!(replies[0].is_capture());
    let back = after.play(&replies[0]);
    let best_take = back
        .legal_moves()
        .iter()
        .map(|m| m.captured.len())
        .max()
        .unwrap_or(0);
    assert_eq!(best_take, 2);
    assert!(r.score >= 100, "a man up after the shot: {}", r.score);
}

#[test]
fn draughts_finds_a_forced_win_and_converts_it() {
    // Three kings against two men: the engine announces the win (the opponent left with no
    // move) and, playing both sides, brings it home.
    let p = draughts("W:WKa1,Kc1,Ke1:Bh8,f8");
    let r = search_draughts(&p, Limits::depth(10));
    assert!(r.score >= MATE_BOUND, "score {}", r.score);
    assert!(mate_moves(r.score).is_some_and(|n| n <= 5), "{}", r.score);
    let mut game = DraughtsGame::from_position(p);
    let mut s = Searcher::new(8);
    while game.outcome().is_none() && game.moves().len() < 40 {
        let r = s.search_draughts_game(
            &game,
            &Limits::depth(10).tightened(&Limits::nodes(100_000)),
            &SearchConfig::default(),
            &mut |_| {},
        );
        game.play(&r.best_move.expect("a move")).unwrap();
    }
    let o = game.outcome().expect("the game is decided");
    assert_eq!(
        o.result,
        manifold_rules::game::GameResult::Win {
            winner: Seat::WHITE,
            loser: Seat::BLACK
        }
    );
}

#[test]
fn draughts_no_move_is_a_loss() {
    // White's man is blocked by two black men and cannot capture (the square behind is
    // taken): no legal move.
    let p = draughts("W:Wa1:Bb2,c3");
    assert!(p.legal_moves().is_empty());
    let r = search_draughts(&p, Limits::depth(3));
    assert_eq!(r.best_move, None);
    assert_eq!(mate_moves(r.score), Some(0));
}

#[test]
fn draughts_repetition_with_the_game_history_is_a_draw() {
    // White, a king against two kings and a man, repeats the position: the game's history
    // says it occurred already, so h2-g1 draws.
    let mut game = DraughtsGame::from_position(draughts("W:WKh2:BKe7,Kb8,a7"));
    for m in ["h2-g1", "e7-f8", "g1-h2", "f8-e7"] {
        let mv = game.position().parse_move(m).unwrap();
        game.play(&mv).unwrap();
    }
    let r = Searcher::new(8).search_draughts_game(
        &game,
        &Limits::depth(4),
        &SearchConfig::default(),
        &mut |_| {},
    );
    assert_eq!(game.position().move_to_pdn(&r.best_move.unwrap()), "h2-g1");
    assert_eq!(r.score, 0);
    // Without the history the same position is simply lost.
    let alone = search_draughts(game.position(), Limits::depth(4));
    assert!(alone.score < -300, "score {}", alone.score);
}

#[test]
fn the_draughts_blind_spot_overlooks_a_capture_reply() {
    // The man on b6 is lost to a7:c5 whatever White does. The full search sees it; a
    // search with a blind spot does not see a single man's capture at Black's turns.
    let p = draughts("W:Wb6,g3,h2:Bd8,a7,h8");
    let full = search_draughts(&p, Limits::depth(6));
    let blind = Searcher::new(8).search_draughts(
        &p,
        &[],
        &Limits::depth(6),
        &SearchConfig {
            blunder_permille: 1000,
            ..SearchConfig::default()
        },
        &mut |_| {},
    );
    assert!(
        full.score < -50,
        "the full search sees the loss: {}",
        full.score
    );
    assert!(
        blind.score > full.score + 80,
        "blind {} full {}",
        blind.score,
        full.score
    );
    // The beginner's level has blind spots; the club level has none.
    assert!(
        Level::Beginner
            .settings_for(Family::Draughts)
            .blunder_permille
            > 0
    );
    assert_eq!(
        Level::Club.settings_for(Family::Draughts).blunder_permille,
        0
    );
}

// ---------------------------------------------------------------- Mattrix

/// Blue's king h1 is boxed in by Red's rooks on rows g and i; White's knight h9 shields it
/// from Red's rook h15. Rm9-h5 mates Blue with White's own check (White wins); any knight
/// move mates too, but by discovery from Red's rook, so the win would be Red's (RULES 5.5).
const MATTRIX_MATES: &str = "W:Ko15,Nh9,Rm9 B:Kh1 R:Kd23,Rg12,Ri12,Rh15 w - 0 1";

fn mates_next_seat(p: &Position, m: manifold_rules::Move) -> Option<Seat> {
    let after = p.play(m);
    (after.in_check() && after.legal_moves().is_empty())
        .then(|| credited_opponent(&after, after.turn()))
}

#[test]
fn mattrix_mate_in_one_is_found_and_credited_to_the_mover() {
    let p = mattrix(MATTRIX_MATES);
    let white = Seat(0);
    // The position as claimed, by the rules' own generator: both kinds of mate exist.
    let credits: Vec<Seat> = p
        .legal_moves()
        .iter()
        .filter_map(|&m| mates_next_seat(&p, m))
        .collect();
    assert!(credits.contains(&white));
    assert!(credits.contains(&Seat(2)));
    let r = search(&p, Limits::depth(3));
    let m = r.best_move.expect("a move");
    assert!(p.is_legal(m));
    assert_eq!(
        mates_next_seat(&p, m),
        Some(white),
        "{} must mate Blue with White's own check",
        p.move_to_san(m)
    );
    assert_eq!(mate_moves(r.score), Some(1), "score {}", r.score);
    // The game agrees: Blue is mated and White wins.
    let mut game = manifold_rules::game::Game::from_position(p.clone());
    game.play(m).unwrap();
    assert_eq!(
        game.outcome().map(|o| o.result),
        Some(manifold_rules::game::GameResult::Win {
            winner: white,
            loser: Seat(1)
        })
    );
}

#[test]
fn mattrix_a_mate_credited_to_the_other_opponent_is_no_win() {
    // Only discovered mates exist here: White's bishop h9 steps off row h and Red's rook
    // h15 mates Blue, so they are Red's wins (no bishop move checks Blue itself): the
    // search must not score them as a win for White.
    let p = mattrix("W:Ko15,Bh9 B:Kh1 R:Kd23,Rg12,Ri12,Rh15 w - 0 1");
    assert!(
        p.legal_moves()
            .iter()
            .all(|&m| mates_next_seat(&p, m) != Some(Seat(0)))
    );
    assert!(
        p.legal_moves()
            .iter()
            .any(|&m| mates_next_seat(&p, m) == Some(Seat(2)))
    );
    let r = search(&p, Limits::depth(3));
    assert!(r.score < MATE_BOUND, "score {}", r.score);
}

#[test]
fn mattrix_takes_a_hanging_queen_of_either_opponent() {
    // White's rook m9 reaches i6 along a line (l8, k7 empty); the queen there is alone.
    for (text, owner) in [
        ("W:Ko15,Rm9,Hn8 B:Kh1,Qi6,Hc8 R:Kd23,He20 w - 0 1", Seat(1)),
        ("W:Ko15,Rm9,Hn8 B:Kh1,Hc8 R:Kd23,Qi6,He20 w - 0 1", Seat(2)),
    ] {
        let p = mattrix(text);
        let r = search(&p, Limits::depth(3));
        let m = r.best_move.expect("a move");
        assert!(p.is_legal(m));
        let victim = p.piece_at(m.to);
        assert!(
            victim.is_some_and(|v| v.role == Role::Queen && v.seat == owner),
            "{text}: played {}",
            p.move_to_san(m)
        );
        assert!(r.score > 300, "{text}: score {}", r.score);
    }
}

/// Mattrix's Max, searching by time, plays its near-best moves on with the opponents' own
/// replies (`ai::simulate`): a mate in one and a free queen still come first, and the
/// search comes back (within the suite's watchdog: a busy machine may take longer than the
/// time given, and no test asserts a speed).
#[test]
fn mattrix_max_simulating_the_opponents_still_mates_and_takes_the_queen() {
    let config = Level::Max.config_for(Family::Mattrix, 1);
    let time = Duration::from_millis(300);
    let max = |p: &Position| {
        let r = Searcher::new(8).search(p, &[], &Limits::movetime(time), &config, &mut |_| {});
        assert!(r.time < WATCHDOG, "took {:?}", r.time);
        r
    };
    let p = mattrix(MATTRIX_MATES);
    let m = max(&p).best_move.expect("a move");
    assert_eq!(
        mates_next_seat(&p, m),
        Some(Seat(0)),
        "{}",
        p.move_to_san(m)
    );
    for text in [
        "W:Ko15,Rm9,Hn8 B:Kh1,Qi6,Hc8 R:Kd23,He20 w - 0 1",
        "W:Ko15,Rm9,Hn8 B:Kh1,Hc8 R:Kd23,Qi6,He20 w - 0 1",
    ] {
        let p = mattrix(text);
        let m = max(&p).best_move.expect("a move");
        assert!(
            p.piece_at(m.to).is_some_and(|v| v.role == Role::Queen),
            "{text}: played {}",
            p.move_to_san(m)
        );
    }
    // From the start every move is close: the choice is still a legal move in time.
    let start = Position::start(VariantId::Mattrix);
    assert!(start.is_legal(max(&start).best_move.expect("a move")));
}

/// White's bare king against Blue's queen and Red's rooks: a mate of White exists only
/// where Blue gives material away to let Red's pieces in, a sacrifice for the third seat's
/// win that Blue, which wins by mating Red, has no reason to make (RULES 5.5).
const MATTRIX_COALITION_MATE: &str = "W:Ki6 B:Ka10,Qg16,Bn16,Hb9,Hb11,Hh5,Hi2,Pd13,Pi8,Pn6 \
     R:Ka18,Rk3,Rk21,Hb15,Hb19,Hc18,Hh23,Hi26,Pb17,Pm17 w - 0 82";

#[test]
fn mattrix_the_next_seat_gives_nothing_away_for_the_third_seats_mate() {
    let p = mattrix(MATTRIX_COALITION_MATE);
    let eval = Evaluator::new(p.variant());
    // The full-width paranoid search (puzzle verification's) finds the coalition's mate,
    // and on its line Blue, not in check, gives material away without giving check.
    let full = SearchConfig {
        pruning: false,
        ..SearchConfig::default()
    };
    let r = Searcher::new(8).search(&p, &[], &Limits::depth(3), &full, &mut |_| {});
    assert!(r.score <= -MATE_BOUND, "score {}", r.score);
    let after = p.play(r.pv[0]);
    assert!(!after.in_check());
    let blue = r.pv[1];
    assert!(
        after.tactical_loses(&blue, &eval) && !after.play(blue).in_check(),
        "Blue's {} gives nothing away",
        after.move_to_san(blue)
    );
    // The full-strength levels' search does not expect that sacrifice: no mate against
    // White. Club, a capped level, still fears the whole coalition.
    let level = |level: Level| {
        let config = level.config_for(Family::Mattrix, 1);
        Searcher::new(8).search(&p, &[], &Limits::depth(3), &config, &mut |_| {})
    };
    for r in [
        search(&p, Limits::depth(3)),
        level(Level::Strong),
        level(Level::Max),
    ] {
        assert!(r.score > -MATE_BOUND, "score {}", r.score);
        assert!(p.is_legal(r.best_move.expect("a move")));
    }
    let r = level(Level::Club);
    assert!(r.score <= -MATE_BOUND, "score {}", r.score);
}

#[test]
fn mattrix_searches_deeper_than_one_ply() {
    let p = Position::start(VariantId::Mattrix);
    let mut depths = Vec::new();
    let r = Searcher::new(8).search(
        &p,
        &[],
        &Limits::depth(3),
        &SearchConfig::default(),
        &mut |i| depths.push(i.depth),
    );
    assert_eq!(depths, [1, 2, 3]);
    assert!(p.is_legal(r.best_move.unwrap()));
    // The evaluation is per seat, and even at the start.
    let e = Evaluator::new(p.variant());
    let t = e.terms(&p);
    assert_eq!(t.total(Seat(0)), t.total(Seat(1)));
    assert_eq!(t.total(Seat(1)), t.total(Seat(2)));
    let w = manifold_ai::eval::weights_for(VariantId::Mattrix);
    assert!(w.value_mg[Role::HeavyPawn as usize] > w.value_mg[Role::LightPawn as usize]);
}

/// A Mattrix text with `white`'s pieces (letter + cell) given to `seat` instead, turned
/// onto that seat's side of the board (the 120-degree turn carries White's side to
/// Blue's); the other seats keep only their kings, which sit apart.
fn mattrix_for_seat(white: &[&str], seat: usize) -> Position {
    use manifold_rules::geometry::hex;
    let g = &VariantId::Mattrix.rules().geometry;
    let turned: Vec<String> = white
        .iter()
        .map(|p| {
            let mut c = g.cell_by_name(&p[1..]).unwrap();
            for _ in 0..seat {
                c = hex::rotate(c);
            }
            format!("{}{}", &p[..1], g.cell_name(c))
        })
        .collect();
    let kings = ["Ko15", "Ke4", "Kd23"];
    let armies: Vec<String> = (0..3)
        .map(|s| {
            let mark = ["W", "B", "R"][s];
            if s == seat {
                format!("{mark}:{},{}", kings[s], turned.join(","))
            } else {
                format!("{mark}:{}", kings[s])
            }
        })
        .collect();
    mattrix(&format!("{} w - 0 1", armies.join(" ")))
}

#[test]
fn mattrix_evaluation_per_seat_pawn_progress_and_king_safety() {
    for seat in 0..3 {
        let e = Evaluator::new(VariantId::Mattrix.rules());
        // A heavy pawn two pushes further on is worth more, for every seat towards its own
        // far side.
        let home = mattrix_for_seat(&["Hl14"], seat);
        let on = mattrix_for_seat(&["Hi12"], seat);
        assert!(
            e.terms(&on).pawns[seat] > e.terms(&home).pawns[seat],
            "seat {seat}"
        );
    }
    // White's king with pieces of both opponents reaching the cells around it is less safe
    // than with one of them only.
    let e = Evaluator::new(VariantId::Mattrix.rules());
    let one = mattrix("W:Ko15 B:Ke4,Qk13 R:Kd23 w - 0 1");
    let both = mattrix("W:Ko15 B:Ke4,Qk13 R:Kd23,Rn22 w - 0 1");
    assert!(
        e.terms(&both).king[0] < e.terms(&one).king[0],
        "{} {}",
        e.terms(&both).king[0],
        e.terms(&one).king[0]
    );
}

/// Whether White's move `m` in `p` forces a mate of Blue credited to White on White's
/// next turn, whatever Blue and then Red reply (checked with the rules' generator).
fn mattrix_forces_mate_in_two(p: &Position, m: manifold_rules::Move) -> bool {
    let mover = p.turn();
    let mates_in_one = |q: &Position| {
        q.legal_moves()
            .iter()
            .any(|&m| mates_next_seat(q, m) == Some(mover))
    };
    let after = p.play(m);
    let blue = after.legal_moves();
    !blue.is_empty()
        && blue.iter().all(|&b| {
            let q = after.play(b);
            let red = q.legal_moves();
            !red.is_empty() && red.iter().all(|&r| mates_in_one(&q.play(r)))
        })
}

#[test]
fn mattrix_mate_in_two_is_found() {
    // White's queen and rook against Blue's lone king in the corner h1; Red's lone king
    // is far away. No mate in one; Ql4+ (the only move that forces it) mates in two
    // whatever Blue and Red reply, the mate credited to White.
    let p = mattrix("W:Ko15,Rg14,Qc12 B:Kh1 R:Kd23 w - 0 1");
    assert!(
        p.legal_moves()
            .iter()
            .all(|&m| mates_next_seat(&p, m).is_none())
    );
    let forcing: Vec<_> = p
        .legal_moves()
        .into_iter()
        .filter(|&m| mattrix_forces_mate_in_two(&p, m))
        .collect();
    assert_eq!(forcing.len(), 1);
    assert_eq!(p.move_to_san(forcing[0]), "Ql4+");
    let r = search(&p, Limits::depth(5));
    let m = r.best_move.expect("a move");
    assert!(p.is_legal(m));
    assert!(
        mattrix_forces_mate_in_two(&p, m),
        "{} does not force mate",
        p.move_to_san(m)
    );
    assert!(r.score >= MATE_BOUND, "score {}", r.score);
}

// ---------------------------------------------------------------- Chess-transit

#[test]
fn transit_plays_the_board_mate() {
    // 1:Qg7 mates Black's king on board 1 (it may only transit away): White wins that
    // board. Board 2 offers a free rook (2:Rxa5) instead.
    let p = transit("7k/Q7/6K1/8/8/8/8/8|8/8/8/r6R/8/8/8/8 w - - 0 1 open/open -");
    let r = search(&p, Limits::depth(3));
    let m = r.best_move.expect("a move");
    let after = p.play(m);
    assert_eq!(
        after.board_status()[0],
        BoardStatus::Won(Seat::WHITE),
        "played {}",
        p.move_to_san(m)
    );
    assert!(r.score >= BOARD_POINT, "score {}", r.score);
}

#[test]
fn transit_evaluation_counts_the_boards() {
    // The same pieces, with board 1 open or won by White.
    let open = transit("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    let won = transit("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1 1-0/open 1:e1");
    let e = Evaluator::new(open.variant());
    let gap = e.evaluate(&won) - e.evaluate(&open);
    assert!(gap >= BOARD_POINT - 100, "gap {gap}");
    // A side about to lose board 1 by transit (a lone pawn there, its king on board 2)
    // is worse off than with more units there.
    let thin = transit("4k3/p7/8/8/8/8/PP6/8|8/8/8/8/8/8/8/4K3 w - - 0 1 open/open -");
    let thinner = transit("4k3/p7/8/8/8/8/P7/8|8/8/8/8/8/8/1P6/4K3 w - - 0 1 open/open -");
    assert!(e.evaluate(&thin) > e.evaluate(&thinner));
}

// ---------------------------------------------------------------- determinism and stop

#[test]
fn same_seed_same_moves_in_draughts_and_mattrix() {
    let d = DraughtsPosition::default();
    let m = Position::start(VariantId::Mattrix);
    for level in [Level::Beginner, Level::Casual] {
        // The levels' depth and node caps, without the clock (a busy machine must not
        // change the answer).
        let limits = |family| Limits {
            time: None,
            ..level.limits_for(family, None)
        };
        let run = |seed: u64| {
            let mut s = Searcher::new(4);
            let dm = s
                .search_draughts(
                    &d,
                    &[],
                    &limits(Family::Draughts),
                    &level.config_for(Family::Draughts, seed),
                    &mut |_| {},
                )
                .best_move
                .unwrap();
            let mm = s
                .search(
                    &m,
                    &[],
                    &limits(Family::Chess),
                    &level.config(seed),
                    &mut |_| {},
                )
                .best_move
                .unwrap();
            (dm, mm)
        };
        assert_eq!(run(5), run(5), "{level}");
    }
    // And a fixed-depth search is the same every time.
    let a = search_draughts(&d, Limits::depth(8));
    let b = search_draughts(&d, Limits::depth(8));
    assert_eq!(
        (a.best_move, a.score, a.nodes),
        (b.best_move, b.score, b.nodes)
    );
}

/// Starts an unlimited search on another thread, stops it after 50 ms and its first
/// iteration, and returns how long the answer took and whether it is legal.
fn stop_soon<G: SearchGame + Clone + Send + 'static>(root: G) -> (Duration, Option<G::Move>, u32)
where
    G::Move: Send,
{
    stop_soon_with(root, SearchConfig::default(), None)
}

/// [`stop_soon`] with a configuration and a move time (none: an infinite search).
fn stop_soon_with<G: SearchGame + Clone + Send + 'static>(
    root: G,
    config: SearchConfig,
    time: Option<Duration>,
) -> (Duration, Option<G::Move>, u32)
where
    G::Move: Send,
{
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        time,
        ..Limits::infinite(stop.clone())
    };
    // Stopped once an iteration is done (after 50 ms at the earliest), so that a loaded
    // machine that starts the thread late does not fail the depth asked for.
    let iterated = Arc::new(AtomicBool::new(false));
    let told = iterated.clone();
    let handle = thread::spawn(move || {
        Searcher::new(16).search_any(&root, &[], &limits, &config, &mut |_| {
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
    (asked.elapsed(), r.best_move, r.depth)
}

#[test]
fn stop_returns_a_legal_move_at_once_in_draughts_and_mattrix() {
    let d = DraughtsPosition::default();
    let (waited, m, depth) = stop_soon(d);
    assert!(waited < WATCHDOG, "draughts: {waited:?}");
    assert!(legal(&d, &m.expect("a move")));
    assert!(depth >= 1);
    let p = Position::start(VariantId::Mattrix);
    let (waited, m, depth) = stop_soon(p.clone());
    assert!(waited < WATCHDOG, "mattrix: {waited:?}");
    assert!(p.is_legal(m.expect("a move")));
    assert!(depth >= 1);
    // Mattrix's Max, which splits a move's time among several searches (`ai::simulate`),
    // stops them all.
    let max = Level::Max.config_for(Family::Mattrix, 1);
    let (waited, m, _) = stop_soon_with(p.clone(), max, Some(Duration::from_secs(60)));
    assert!(waited < WATCHDOG, "mattrix max: {waited:?}");
    assert!(p.is_legal(m.expect("a move")));
}

// ---------------------------------------------------------------- selfplay

fn cli_out(args: &[&str]) -> Result<String, String> {
    let cli = Cli::try_parse_from(args).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut err = Vec::new();
    run(cli, &mut std::io::empty(), &mut out, &mut err).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn selfplay_draughts() {
    let text = cli_out(&[
        "manifold-cli",
        "selfplay",
        "--variant",
        "draughts",
        "--levels",
        "2,1",
        "--movetime",
        "10",
        "--max-plies",
        "60",
    ])
    .unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("draughts: white 2 (Casual) vs black 1 (Beginner)"));
    assert!(
        ["2-0", "0-2", "1-1"]
            .iter()
            .any(|t| lines[1].starts_with(&format!("game 1: {t} "))),
        "{text}"
    );
    assert!(lines[2].starts_with("score: +"), "{text}");
    assert!(
        lines[3].starts_with("2 (Casual) vs 1 (Beginner): +"),
        "{text}"
    );
    // The old flags still work for two players.
    let text = cli_out(&[
        "manifold-cli",
        "selfplay",
        "--variant",
        "draughts",
        "--white-level",
        "1",
        "--black-level",
        "1",
        "--movetime",
        "5",
        "--max-plies",
        "10",
    ])
    .unwrap();
    assert!(text.contains("game 1: 1-1 move limit, 5 moves"), "{text}");
}

#[test]
fn selfplay_mattrix_prints_three_outcomes() {
    let m = Match {
        movetime: Some(Duration::from_millis(5)),
        max_plies: 45,
        seed: 2,
        ..Match::new(
            GameKind::Chess(VariantId::Mattrix),
            vec![Level::Club, Level::Beginner, Level::Beginner],
        )
    };
    let mut out = Vec::new();
    selfplay_command(&m, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].contains("white 3 (Club), blue 1 (Beginner), red 1 (Beginner)"));
    for seat in ["white ", "blue ", "red "] {
        assert!(lines[1].contains(seat), "{text}");
    }
    let words = ["won", "lost", "drew", "neither"];
    let count = lines[1]
        .split([',', ' ', '('])
        .filter(|w| words.contains(w))
        .count();
    assert_eq!(count, 3, "{text}");
    assert!(lines[1].ends_with("; white 3 (Club)"), "{text}");
    assert!(lines[2].starts_with("score: white +"), "{text}");
    assert!(
        lines[3].starts_with("3 (Club) vs 1 (Beginner), 1 (Beginner), pairwise: +"),
        "{text}"
    );
    assert!(lines[3].contains(" of 2, score "), "{text}");
    // Three players need three levels (or two, for a round robin).
    let err = cli_out(&[
        "manifold-cli",
        "selfplay",
        "--variant",
        "mattrix",
        "--white-level",
        "1",
        "--black-level",
        "1",
    ])
    .unwrap_err();
    assert!(err.contains("--levels"), "{err}");
    let err = cli_out(&[
        "manifold-cli",
        "selfplay",
        "--variant",
        "mattrix",
        "--levels",
        "1,2,2,2",
    ])
    .unwrap_err();
    assert!(err.contains("3 levels, or two for a round robin"), "{err}");
}

/// Whether `m` closes a board as won by the side that plays it (a board mate).
fn board_mates(p: &Position, m: manifold_rules::Move) -> bool {
    let before = p.board_status();
    let after = p.play(m).board_status();
    (0..2).any(|b| before[b] == BoardStatus::Open && after[b] == BoardStatus::Won(p.turn()))
}

/// Whether the side to move has a board mate in one.
fn board_mate_in_one(p: &Position) -> bool {
    p.legal_moves().iter().any(|&m| board_mates(p, m))
}

#[test]
fn transit_board_mate_in_one_checked_by_the_rules() {
    // Back rank: 1:Re8 mates Black's king g8 (its pawns hem it in, and its transit square
    // g8 on board 2 is taken by White's knight, and Black has nothing to transit in).
    let p = transit("6k1/5ppp/8/8/8/8/5PPP/4R1K1|6N1/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    let mates: Vec<_> = p
        .legal_moves()
        .into_iter()
        .filter(|&m| board_mates(&p, m))
        .collect();
    assert_eq!(mates.len(), 1, "exactly one board mate");
    let r = search(&p, Limits::depth(3));
    let m = r.best_move.expect("a move");
    assert_eq!(m, mates[0], "played {}", p.move_to_san(m));
    assert_eq!(p.play(m).board_status()[0], BoardStatus::Won(Seat::WHITE));
    // A board is worth BOARD_POINT, less a little for each ply to reach it.
    assert!(r.score > BOARD_POINT - 100, "score {}", r.score);
}

#[test]
fn transit_board_mate_in_two_is_found() {
    // 1:Re8+ Rxe8 (the only answer: g8 on board 2 is taken, so the king cannot transit
    // away) 1:Rxe8 mates on the back rank. No board mate in one.
    let p = transit("3r2k1/5ppp/8/8/8/8/4RPPP/4R1K1|6N1/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    assert!(!board_mate_in_one(&p));
    let forced = |m: manifold_rules::Move| {
        let q = p.play(m);
        let replies = q.legal_moves();
        !replies.is_empty() && replies.iter().all(|&r| board_mate_in_one(&q.play(r)))
    };
    assert!(
        p.legal_moves().into_iter().any(forced),
        "a board mate in two"
    );
    let r = search(&p, Limits::depth(5));
    let m = r.best_move.expect("a move");
    assert!(p.is_legal(m));
    assert!(
        forced(m),
        "{} does not force a board mate",
        p.move_to_san(m)
    );
    assert!(r.score > BOARD_POINT - 100, "score {}", r.score);
}

// ---------------------------------------------------------------- one millisecond

/// A small deterministic generator for the random games below.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A search of 1 ms may not finish even its first iteration: the limit holds (within a
/// generous bound for a busy machine) and the answer is still a legal move.
fn check_quick_search<M>(what: &str, ply: usize, took: Duration, best: Option<M>, legal: bool) {
    if took > Duration::from_millis(5) {
        eprintln!("{what} ply {ply}: 1 ms search took {took:?}");
    }
    assert!(best.is_some(), "{what} ply {ply}: no move");
    assert!(legal, "{what} ply {ply}: an illegal move");
    assert!(took < WATCHDOG, "{what} ply {ply}: 1 ms took {took:?}");
}

#[test]
fn one_millisecond_gives_a_legal_move_in_random_games() {
    let limits = Limits::movetime(Duration::from_millis(1));
    let config = SearchConfig::default();
    let mut rng = Lcg(0x00C0_FFEE);
    let mut searcher = Searcher::new(1);
    for id in [
        VariantId::Classical,
        VariantId::Great,
        VariantId::Wirth,
        VariantId::Mattrix,
        VariantId::Transit,
    ] {
        for round in 0..2 {
            let mut game = manifold_rules::game::Game::new(id);
            for ply in 0..40 {
                if game.outcome().is_some() {
                    break;
                }
                let started = Instant::now();
                let r = searcher.search_game(&game, &limits, &config, &mut |_| {});
                let took = started.elapsed();
                let legal = r.best_move.is_some_and(|m| game.position().is_legal(m));
                check_quick_search(
                    &format!("{id:?} game {round}"),
                    ply,
                    took,
                    r.best_move,
                    legal,
                );
                // Random moves, and now and then the engine's, so both kinds of position
                // come up.
                let moves = game.legal_moves();
                let m = match r.best_move {
                    Some(m) if ply % 3 == 0 => m,
                    _ => moves[rng.below(moves.len())],
                };
                game.play(m).expect("a legal move plays");
            }
        }
    }
    for round in 0..2 {
        let mut game = DraughtsGame::new(Default::default());
        for ply in 0..60 {
            if game.outcome().is_some() {
                break;
            }
            let started = Instant::now();
            let r = searcher.search_draughts_game(&game, &limits, &config, &mut |_| {});
            let took = started.elapsed();
            let position = *game.positions().last().unwrap();
            let legal = r.best_move.as_ref().is_some_and(|m| legal(&position, m));
            check_quick_search(
                &format!("draughts game {round}"),
                ply,
                took,
                r.best_move.clone(),
                legal,
            );
            let moves = game.legal_moves();
            let m = match r.best_move {
                Some(m) if ply % 3 == 0 => m,
                _ => moves[rng.below(moves.len())].clone(),
            };
            game.play(&m).expect("a legal move plays");
        }
    }
}

#[test]
fn selfplay_prints_each_game_and_the_score() {
    use manifold_cli::selfplay::{Match, selfplay_command};
    use manifold_rules::GameKind;
    let m = Match {
        games: 2,
        movetime: Some(Duration::from_millis(20)),
        seed: 3,
        ..Match::new(
            GameKind::Chess(VariantId::Classical),
            vec![Level::Casual, Level::Beginner],
        )
    };
    let mut out = Vec::new();
    selfplay_command(&m, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    for (i, line) in lines[1..3].iter().enumerate() {
        assert!(line.starts_with(&format!("game {}: ", i + 1)), "{line}");
        assert!(
            ["1-0", "0-1", "1/2-1/2"].iter().any(|r| line.contains(r)),
            "{line}"
        );
    }
    assert!(lines[3].starts_with("score: +"), "{}", lines[3]);
    // The colours swap, and the last line scores the first level.
    assert!(lines[1].ends_with("; white 2 (Casual)"), "{}", lines[1]);
    assert!(lines[2].ends_with("; black 2 (Casual)"), "{}", lines[2]);
    assert!(
        lines[4].starts_with("2 (Casual) vs 1 (Beginner): +"),
        "{}",
        lines[4]
    );
    assert!(lines[4].contains(" of 2, score "), "{}", lines[4]);
}
