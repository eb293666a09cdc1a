//! The fuzzer's quick slice, run by `cargo test` (the full run is `manifold-cli fuzz`, see
//! the README's Reliability section): every parser gets 10,000 mutated inputs, and none may
//! panic or fail a round trip. Each input that once failed is a test of its own in
//! `tests/round_trip.rs`.

use manifold_cli::fuzz::{FuzzConfig, report_line, run};

fn slice(only: Option<&str>, inputs: u64) -> Vec<String> {
    let config = FuzzConfig {
        inputs,
        seed: 20261201,
        only: only.map(str::to_string),
        jobs: 2,
    };
    let mut progress = Vec::new();
    let reports = run(&config, &mut progress);
    assert!(!reports.is_empty());
    for r in &reports {
        assert_eq!(r.tried, inputs, "{}", r.name);
        assert!(
            r.accepted > 0,
            "{}: nothing accepted, the seeds are wrong",
            r.name
        );
    }
    reports
        .iter()
        .filter(|r| !r.clean())
        .map(report_line)
        .collect()
}

#[test]
fn no_reader_panics_or_fails_a_round_trip_on_a_quick_slice() {
    let mut bad = Vec::new();
    for prefix in [
        "position/",
        "moves/",
        "import/",
        "pgn",
        "pdn",
        "saved-game",
        "preset",
        "settings",
        "puzzles",
        "cli-args",
        "play-commands",
        "lesson-commands",
        "uci",
    ] {
        bad.extend(slice(Some(prefix), 10_000));
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
