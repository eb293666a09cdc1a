//! Perft benchmarks: Manifold's move generator against shakmaty on classical chess, and
//! Manifold alone on Great Chess, Wirth chess, Mattrix (three players, hex board) and
//! Russian draughts.
//!
//! Run with `cargo bench --no-default-features --bench perft`. After the criterion groups
//! the bench prints a side-by-side speed ratio (best-of-N wall-clock timing of both engines
//! over the same positions, interleaved in the same run), the Great Chess, Wirth and
//! Mattrix speeds and `size_of::<Position>()`. Both engines must agree on every node count.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group};
use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::draughts::perft::perft as draughts_perft;
use manifold_rules::perft::perft;
use manifold_rules::{Position, VariantId};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

/// A perft case: name, FEN (`None` for the start position), depth and the known count.
struct Case {
    name: &'static str,
    fen: Option<&'static str>,
    depth: u32,
    nodes: u64,
}

/// Classical positions from the Chess Programming Wiki's perft results page.
const CLASSICAL: [Case; 4] = [
    Case {
        name: "start",
        fen: None,
        depth: 4,
        nodes: 197_281,
    },
    Case {
        name: "kiwipete",
        fen: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        depth: 3,
        nodes: 97_862,
    },
    Case {
        name: "position3",
        fen: Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        depth: 5,
        nodes: 674_624,
    },
    Case {
        name: "position4",
        fen: Some("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
        depth: 4,
        nodes: 422_333,
    },
];

/// Great Chess middlegame: the start position after e3e4 f8f7 e2d4 e9d7 d1e3 g10f8 f2g4
/// d9d8 (the midgame line of `crates/manifold-rules/tests/tools/great_reference.py`).
const GREAT_MIDDLEGAME: &str =
    "rnbqkg1bnr/ppp2wpppp/3ppv4/3w1p4/10/10/3WP1W3/4VP4/PPPP2PPPP/RNB1GKQBNR w - - 0 5";

/// Rounds of the side-by-side timing; the best round of each engine counts.
const ROUNDS: usize = 9;

fn manifold_position(id: VariantId, fen: Option<&str>) -> Position {
    match fen {
        None => Position::start(id),
        Some(fen) => Position::from_fen(id, fen)
            .unwrap_or_else(|e| panic!("manifold rejects bench FEN {fen}: {e:?}")),
    }
}

fn shakmaty_position(fen: Option<&str>) -> Chess {
    match fen {
        None => Chess::default(),
        Some(fen) => fen
            .parse::<Fen>()
            .expect("shakmaty parses bench FEN")
            .into_position(CastlingMode::Standard)
            .expect("shakmaty accepts bench FEN"),
    }
}

/// The classical cases in both engines' types, with the node counts checked to agree.
fn classical_positions() -> Vec<(&'static Case, Position, Chess)> {
    CLASSICAL
        .iter()
        .map(|case| {
            let ours = manifold_position(VariantId::Classical, case.fen);
            let theirs = shakmaty_position(case.fen);
            let (a, b) = (
                perft(&ours, case.depth),
                shakmaty::perft(&theirs, case.depth),
            );
            assert_eq!(
                (a, b),
                (case.nodes, case.nodes),
                "perft({}, {}): manifold {a}, shakmaty {b}, expected {}",
                case.name,
                case.depth,
                case.nodes
            );
            (case, ours, theirs)
        })
        .collect()
}

/// (name, position, depth) for the other variants, with their node counts.
fn variant_cases() -> Vec<(&'static str, Position, u32, u64)> {
    let cases = [
        ("great/start", VariantId::Great, None, 3),
        (
            "great/middlegame",
            VariantId::Great,
            Some(GREAT_MIDDLEGAME),
            3,
        ),
        ("wirth/start", VariantId::Wirth, None, 3),
        ("mattrix/start", VariantId::Mattrix, None, 3),
        ("transit/start", VariantId::Transit, None, 3),
    ];
    cases
        .into_iter()
        .map(|(name, id, fen, depth)| {
            let pos = manifold_position(id, fen);
            let nodes = perft(&pos, depth);
            assert!(nodes > 0, "{name}: perft({depth}) is 0");
            (name, pos, depth, nodes)
        })
        .collect()
}

fn bench_classical(c: &mut Criterion) {
    let mut group = c.benchmark_group("classical");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    for (case, ours, theirs) in classical_positions() {
        let id = format!("{}/d{}", case.name, case.depth);
        group.throughput(Throughput::Elements(case.nodes));
        group.bench_with_input(BenchmarkId::new("manifold", &id), &ours, |b, pos| {
            b.iter(|| perft(black_box(pos), black_box(case.depth)))
        });
        group.bench_with_input(BenchmarkId::new("shakmaty", &id), &theirs, |b, pos| {
            b.iter(|| shakmaty::perft(black_box(pos), black_box(case.depth)))
        });
    }
    group.finish();
}

fn bench_variants(c: &mut Criterion) {
    for family in ["great", "wirth", "mattrix", "transit"] {
        let mut group = c.benchmark_group(family);
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(2));
        for (name, pos, depth, nodes) in variant_cases() {
            let Some(rest) = name.strip_prefix(family).and_then(|r| r.strip_prefix('/')) else {
                continue;
            };
            group.throughput(Throughput::Elements(nodes));
            group.bench_with_input(
                BenchmarkId::new("manifold", format!("{rest}/d{depth}")),
                &pos,
                |b, pos| b.iter(|| perft(black_box(pos), black_box(depth))),
            );
        }
        group.finish();
    }
}

/// Russian draughts: the start position at depth 6 (37 986 nodes, RULES 2 perft).
const DRAUGHTS_START_D6: u64 = 37_986;

fn bench_draughts(c: &mut Criterion) {
    let pos = DraughtsPosition::default();
    assert_eq!(draughts_perft(&pos, 6), DRAUGHTS_START_D6);
    let mut group = c.benchmark_group("draughts");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    group.throughput(Throughput::Elements(DRAUGHTS_START_D6));
    group.bench_with_input(BenchmarkId::new("manifold", "start/d6"), &pos, |b, pos| {
        b.iter(|| draughts_perft(black_box(pos), black_box(6)))
    });
    group.finish();
}

criterion_group!(benches, bench_classical, bench_variants, bench_draughts);

/// Seconds taken by `f`, best of `rounds`.
fn best_secs(rounds: usize, mut f: impl FnMut() -> u64) -> f64 {
    (0..rounds)
        .map(|_| {
            let t = Instant::now();
            black_box(f());
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn mnps(nodes: u64, secs: f64) -> f64 {
    nodes as f64 / secs / 1e6
}

/// Times both engines over the classical positions, interleaved round by round (the order
/// alternates so neither always runs on a warmer cache), and prints the speed ratio.
fn report() {
    let positions = classical_positions();
    let total: u64 = positions.iter().map(|(case, ..)| case.nodes).sum();
    let run_ours = || {
        positions
            .iter()
            .map(|(case, pos, _)| perft(black_box(pos), case.depth))
            .sum::<u64>()
    };
    let run_theirs = || {
        positions
            .iter()
            .map(|(case, _, pos)| shakmaty::perft(black_box(pos), case.depth))
            .sum::<u64>()
    };
    let (mut ours, mut theirs) = (f64::INFINITY, f64::INFINITY);
    for round in 0..ROUNDS {
        if round % 2 == 0 {
            ours = ours.min(best_secs(1, run_ours));
            theirs = theirs.min(best_secs(1, run_theirs));
        } else {
            theirs = theirs.min(best_secs(1, run_theirs));
            ours = ours.min(best_secs(1, run_ours));
        }
    }
    assert_eq!(run_ours(), total);
    assert_eq!(run_theirs(), total);
    let (ours, theirs) = (mnps(total, ours), mnps(total, theirs));
    println!();
    println!(
        "classical perft speed ratio manifold/shakmaty = {:.2}x (manifold {ours:.1} Mnodes/s, \
         shakmaty {theirs:.1} Mnodes/s; {total} nodes, best of {ROUNDS})",
        ours / theirs
    );
    for (case, pos, chess) in &positions {
        let a = best_secs(ROUNDS, || perft(pos, case.depth));
        let b = best_secs(ROUNDS, || shakmaty::perft(chess, case.depth));
        println!(
            "  classical {:<10} d{}: {:>8} nodes, manifold {:6.1} Mnodes/s, shakmaty {:6.1} Mnodes/s",
            case.name,
            case.depth,
            case.nodes,
            mnps(case.nodes, a),
            mnps(case.nodes, b)
        );
    }
    for (name, pos, depth, nodes) in variant_cases() {
        let secs = best_secs(ROUNDS, || perft(&pos, depth));
        println!(
            "{name:<17} perft d{depth}: {nodes:>8} nodes, manifold {:.1} Mnodes/s",
            mnps(nodes, secs)
        );
    }
    let draughts = DraughtsPosition::default();
    let secs = best_secs(ROUNDS, || draughts_perft(&draughts, 6));
    println!(
        "{:<17} perft d6: {DRAUGHTS_START_D6:>8} nodes, manifold {:.1} Mnodes/s",
        "draughts/start",
        mnps(DRAUGHTS_START_D6, secs)
    );
    println!(
        "size_of::<Position>() = {} bytes (shakmaty Chess: {} bytes)",
        std::mem::size_of::<Position>(),
        std::mem::size_of::<Chess>()
    );
}

fn main() {
    benches();
    let args: Vec<String> = std::env::args().collect();
    Criterion::default().configure_from_args().final_summary();
    // `cargo bench` passes `--bench`; without it criterion is in test mode (`cargo test
    // --benches`) and only checks that each benchmark runs, so skip the timing report too.
    if args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--list") {
        report();
    }
}
