//! Classical chess perft against published tables (Chess Programming Wiki "Perft Results"
//! and well-known tricky positions), each number verified with python-chess; see
//! `crates/manifold-rules/tests/data/classical_perft.txt` and `crates/manifold-rules/tests/tools/classical_reference.py`. Deeper counts
//! are `#[ignore]`d: run them with `cargo test --release -p manifold-rules --test suite -- --ignored`.

use crate::common;

use manifold_rules::perft::perft;
use manifold_rules::{Position, VariantId};

fn check(file: &str) {
    let cases = common::perft_cases(file);
    assert!(!cases.is_empty());
    for case in cases {
        let pos = Position::from_fen(VariantId::Classical, &case.fen)
            .unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        for (depth, nodes) in &case.counts {
            assert_eq!(
                perft(&pos, *depth),
                *nodes,
                "{} depth {depth} ({})",
                case.fen,
                case.source
            );
        }
    }
}

#[test]
fn published_positions() {
    check("classical_perft.txt");
}

#[test]
#[ignore = "deep perft: minutes of work"]
fn published_positions_deep() {
    check("classical_perft_deep.txt");
}

#[test]
#[ignore = "very deep perft (Kiwipete depth 5 and others): many minutes"]
fn published_positions_very_deep() {
    check("classical_perft_huge.txt");
}
