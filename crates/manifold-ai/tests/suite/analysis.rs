//! Analysis (MultiPV): distinct lines sorted by score whose first is the ordinary search's
//! move, the ordinary search's nodes with one line, mates on top, three numbers in
//! Mattrix, Chess-transit's boards, and a background analysis that stops when told. Every
//! search is bounded by depth (never by the clock), so the tests are deterministic.

use std::time::Instant;

use manifold_ai::analysis::Analysis;
use manifold_ai::score::{is_mate, mate_moves};
use manifold_ai::{
    Analysed, Limits, SearchConfig, SearchGame, Searcher, analysis_config, spawn_analysis,
};
use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::{AnyGame, GameKind, Position, VariantId};

use crate::WATCHDOG;

fn pos(id: VariantId, fen: &str) -> Position {
    Position::from_fen(id, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The analysis of `root` to `depth` with `lines` lines, by a fresh searcher.
fn analyse<G: Analysed>(root: &G, depth: u32, lines: usize) -> Analysis<G::Move> {
    Searcher::new(8).analyse(
        root,
        &[],
        &Limits::depth(depth),
        &SearchConfig::default(),
        lines,
        &mut |_| {},
    )
}

/// The positions the MultiPV checks run on: the start, an open middlegame, Great Chess,
/// Wirth on the torus, and (separately, for its move type) draughts.
fn chess_positions() -> Vec<Position> {
    vec![
        Position::start(VariantId::Classical),
        pos(
            VariantId::Classical,
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
        ),
        Position::start(VariantId::Great),
        Position::start(VariantId::Wirth),
    ]
}

/// Lines are distinct in their first move, sorted by score (best first), each a legal
/// line, and as many as asked.
fn assert_lines_well_formed<M: Clone + PartialEq + std::fmt::Debug>(a: &Analysis<M>, k: usize) {
    assert_eq!(a.lines.len(), k, "{a:?}");
    for (i, line) in a.lines.iter().enumerate() {
        assert!(!line.pv.is_empty(), "line {i} has no move");
        for other in &a.lines[i + 1..] {
            assert_ne!(line.pv[0], other.pv[0], "two lines start alike");
            assert!(line.score >= other.score, "not sorted: {a:?}");
        }
    }
}

#[test]
fn lines_are_distinct_sorted_and_led_by_the_searched_move() {
    for p in chess_positions() {
        let depth = 4;
        let a = analyse(&p, depth, 3);
        assert_lines_well_formed(&a, 3);
        for line in &a.lines {
            let mut q = p.clone();
            for &m in &line.pv {
                assert!(q.is_legal(m), "{}: illegal line", p.to_fen());
                q = q.play(m);
            }
        }
        let single = Searcher::new(8).search(
            &p,
            &[],
            &Limits::depth(depth),
            &SearchConfig::default(),
            &mut |_| {},
        );
        // The best line's first move is the ordinary search's, or one it scores as high.
        let best = &a.lines[0];
        assert!(
            best.pv[0] == single.best_move.unwrap() || best.score >= single.score,
            "{}: {:?} ({}) against {:?} ({})",
            p.to_fen(),
            best.pv[0],
            best.score,
            single.best_move,
            single.score
        );
    }
}

/// With one line the analysis is the ordinary search: the same move, score, line and nodes
/// at each fixed depth.
#[test]
fn one_line_is_the_ordinary_search_node_for_node() {
    for p in chess_positions() {
        for depth in [3, 5] {
            let a = analyse(&p, depth, 1);
            let r = Searcher::new(8).search(
                &p,
                &[],
                &Limits::depth(depth),
                &SearchConfig::default(),
                &mut |_| {},
            );
            let line = &a.lines[0];
            assert_eq!(
                (line.pv[0], line.score, &line.pv, a.nodes, a.depth),
                (r.best_move.unwrap(), r.score, &r.pv, r.nodes, r.depth),
                "{} at depth {depth}",
                p.to_fen()
            );
        }
    }
    let d = DraughtsPosition::default();
    let a = analyse(&d, 6, 1);
    let r = Searcher::new(8).search_draughts(
        &d,
        &[],
        &Limits::depth(6),
        &SearchConfig::default(),
        &mut |_| {},
    );
    assert_eq!(
        (&a.lines[0].pv, a.lines[0].score, a.nodes),
        (&r.pv, r.score, r.nodes)
    );
}

#[test]
fn draughts_lines_are_distinct_and_sorted() {
    let a = analyse(&DraughtsPosition::default(), 5, 3);
    assert_lines_well_formed(&a, 3);
    assert_eq!(a.lines[0].seats, vec![a.lines[0].score, -a.lines[0].score]);
}

#[test]
fn mate_in_one_is_the_top_line() {
    // Scholar's mate ready: Qxf7#; a back-rank mate Ra8#.
    for (fen, mate) in [
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "h5f7",
        ),
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"),
    ] {
        let p = pos(VariantId::Classical, fen);
        let a = analyse(&p, 3, 3);
        assert_lines_well_formed(&a, 3);
        let top = &a.lines[0];
        assert_eq!(p.move_to_coord(top.pv[0]), mate, "{fen}");
        assert_eq!(mate_moves(top.score), Some(1), "{fen}");
        assert!(!is_mate(a.lines[1].score) || a.lines[1].score < top.score);
        // Each seat's number: the mate for White, mated for Black.
        assert_eq!(top.seats, vec![top.score, -top.score]);
    }
}

#[test]
fn fewer_legal_moves_than_lines_gives_every_move() {
    // Black's king has three moves (g8, g7, h7).
    let p = pos(VariantId::Classical, "7k/8/8/8/8/8/8/R5K1 b - - 0 1");
    let n = p.legal_moves().len();
    let a = analyse(&p, 3, 10);
    assert_lines_well_formed(&a, n);
    let none = analyse(
        &pos(VariantId::Classical, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"),
        3,
        3,
    );
    assert!(none.lines.is_empty());
}

#[test]
fn mattrix_gives_three_numbers_per_line() {
    let p = Position::start(VariantId::Mattrix);
    let config = analysis_config(GameKind::Chess(VariantId::Mattrix));
    let a = Searcher::new(8).analyse(&p, &[], &Limits::depth(3), &config, 2, &mut |_| {});
    assert_lines_well_formed(&a, 2);
    for line in &a.lines {
        assert_eq!(line.seats.len(), 3, "{line:?}");
        // Each seat against the average of the other two: they add up to about zero (the
        // mover's tempo and rounding aside), and nobody is far ahead at the start.
        let sum: i32 = line.seats.iter().sum();
        assert!(sum.abs() < 60, "{:?}", line.seats);
        assert!(line.seats.iter().all(|s| s.abs() < 300), "{:?}", line.seats);
        assert!(line.boards.is_empty());
    }
}

#[test]
fn transit_lines_show_both_boards() {
    let p = Position::start(VariantId::Transit);
    let a = analyse(&p, 3, 2);
    assert_lines_well_formed(&a, 2);
    for line in &a.lines {
        assert_eq!(line.seats, vec![line.score, -line.score]);
        assert_eq!(line.boards.len(), 2);
        assert!(line.boards.iter().all(|b| !b.status.is_closed()));
    }
}

#[test]
fn each_completed_depth_is_reported_and_the_last_is_the_answer() {
    let p = Position::start(VariantId::Classical);
    let mut depths = Vec::new();
    let a = Searcher::new(8).analyse(
        &p,
        &[],
        &Limits::depth(5),
        &SearchConfig::default(),
        2,
        &mut |r| {
            assert_eq!(r.lines.len(), 2);
            assert!(r.lines.iter().all(|l| l.seats.len() == 2));
            depths.push((r.depth, r.nodes));
        },
    );
    assert_eq!(
        depths.iter().map(|d| d.0).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5]
    );
    assert!(depths.windows(2).all(|w| w[0].1 <= w[1].1));
    assert_eq!(a.depth, 5);
}

/// The background analysis: reports arrive, `stop` ends an unbounded analysis at once, and
/// the searcher comes back.
#[test]
fn a_background_analysis_runs_until_stopped() {
    let game = AnyGame::new(GameKind::Chess(VariantId::Wirth));
    let mut handle =
        spawn_analysis(game, Searcher::new(8), Limits::default(), 3).expect("a thread starts");
    let started = Instant::now();
    while handle.latest().is_none_or(|a| a.depth < 2) {
        assert!(started.elapsed() < WATCHDOG, "no report");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(!handle.is_finished());
    // An app keeps the handle in a resource: it must be Send and Sync.
    fn shareable<T: Send + Sync>(_: &T) {}
    shareable(&handle);
    let stopping = Instant::now();
    let (last, _searcher) = handle.finish().expect("the thread ends well");
    assert!(stopping.elapsed() < WATCHDOG);
    assert!(last.depth >= 2);
    assert_eq!(last.lines.len(), 3);

    // A bounded analysis ends by itself; each depth is reported in turn.
    let game = AnyGame::new(GameKind::Draughts);
    let mut handle =
        spawn_analysis(game, Searcher::new(8), Limits::depth(4), 2).expect("a thread starts");
    let depths: Vec<u32> = std::iter::from_fn(|| handle.next_report(WATCHDOG))
        .map(|a| a.depth)
        .collect();
    assert_eq!(depths, [1, 2, 3, 4]);
    assert_eq!(handle.finish().expect("ends well").0.depth, 4);
}

/// A game of any family is analysed as its current position with the game's history and
/// the analysis configuration.
#[test]
fn any_game_analysis_is_the_position_analysis() {
    let mut game = AnyGame::new(GameKind::Chess(VariantId::Classical));
    let first = game.parse_move("e4").expect("legal");
    game.play(&first).expect("legal");
    let a = Searcher::new(8).analyse_any_game(&game, &Limits::depth(4), 2, &mut |_| {});
    let AnyGame::Chess(g) = &game else {
        unreachable!()
    };
    let history = [g.positions()[0].key()];
    let config = analysis_config(game.kind());
    let b = Searcher::new(8).analyse(
        g.position(),
        &history,
        &Limits::depth(4),
        &config,
        2,
        &mut |_| {},
    );
    let nodes = b.nodes;
    assert_eq!(a.lines, b.map_moves(manifold_rules::AnyMove::Chess).lines);
    assert_eq!(a.nodes, nodes);
}
