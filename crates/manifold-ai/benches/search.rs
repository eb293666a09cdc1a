//! Search benchmarks: time to a fixed depth from each game's start position, and the
//! search speed (nodes per second, evaluation and quiescence included).
//!
//! Run with `cargo bench --no-default-features --bench search`. After the criterion groups
//! the bench prints, per game, the time to each depth and the nodes per second of a
//! one-second search. The games: classical, Great Chess, Wirth, three-player Mattrix (a
//! paranoid search: its plies are the three seats' turns) and Russian draughts.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group};
use manifold_ai::{Limits, SearchConfig, SearchGame, Searcher};
use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::{Position, VariantId};

/// (chess-family game, depth reached in the timed benchmark).
const CASES: [(VariantId, u32); 4] = [
    (VariantId::Classical, 7),
    (VariantId::Great, 6),
    (VariantId::Wirth, 6),
    (VariantId::Mattrix, 4),
];

/// The depth of the draughts benchmark.
const DRAUGHTS_DEPTH: u32 = 12;

/// Table size for the benchmarks (cleared before every search, so each starts cold).
const HASH_MB: usize = 16;

fn search_to_depth<G: SearchGame>(searcher: &mut Searcher, pos: &G, depth: u32) -> u64 {
    searcher.clear();
    searcher
        .search_any(
            pos,
            &[],
            &Limits::depth(depth),
            &SearchConfig::default(),
            &mut |_| {},
        )
        .nodes
}

fn bench_depth(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for (id, depth) in CASES {
        let pos = Position::start(id);
        let mut searcher = Searcher::new(HASH_MB);
        group.bench_with_input(
            BenchmarkId::new(id.cli_name(), format!("start/d{depth}")),
            &pos,
            |b, pos| b.iter(|| search_to_depth(&mut searcher, black_box(pos), depth)),
        );
    }
    let pos = DraughtsPosition::default();
    let mut searcher = Searcher::new(HASH_MB);
    group.bench_with_input(
        BenchmarkId::new("draughts", format!("start/d{DRAUGHTS_DEPTH}")),
        &pos,
        |b, pos| b.iter(|| search_to_depth(&mut searcher, black_box(pos), DRAUGHTS_DEPTH)),
    );
    group.finish();
}

criterion_group!(benches, bench_depth);

/// Prints time to each depth up to `depth` and the speed of a one-second search.
fn report_game<G: SearchGame>(name: &str, pos: &G, depth: u32) {
    let mut searcher = Searcher::new(HASH_MB);
    let start = Instant::now();
    let mut steps = Vec::new();
    searcher.search_any(
        pos,
        &[],
        &Limits::depth(depth),
        &SearchConfig::default(),
        &mut |info| {
            steps.push(format!(
                "d{} {:.1} ms",
                info.depth,
                info.time.as_secs_f64() * 1e3
            ))
        },
    );
    let to_depth = start.elapsed();
    searcher.clear();
    let r = searcher.search_any(
        pos,
        &[],
        &Limits::movetime(Duration::from_secs(1)),
        &SearchConfig::default(),
        &mut |_| {},
    );
    println!(
        "{name:<9} start: {} (total {:.0} ms); 1 s search: depth {}, {} nodes, {:.0} knodes/s",
        steps.join(", "),
        to_depth.as_secs_f64() * 1e3,
        r.depth,
        r.nodes,
        r.nps() as f64 / 1e3
    );
}

/// Prints time to each depth and the speed of a one-second search per game.
fn report() {
    println!();
    for (id, depth) in CASES {
        report_game(id.cli_name(), &Position::start(id), depth + 1);
    }
    report_game("draughts", &DraughtsPosition::default(), DRAUGHTS_DEPTH + 2);
}

fn main() {
    benches();
    let args: Vec<String> = std::env::args().collect();
    Criterion::default().configure_from_args().final_summary();
    // Without `--bench` criterion is in test mode (`cargo test --benches`): skip the report.
    if args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--list") {
        report();
    }
}
