//! `manifold-cli dead-positions` and the dead-position rule as the CLI shows it: the page
//! `docs/dead-positions.md` is what the command prints from the built-in tables, the issue's
//! Wirth position is drawn, and bad arguments get one error line.

use crate::cli::cli;

#[test]
fn the_docs_page_is_what_the_command_prints() {
    let run = cli(&["dead-positions", "--markdown"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/dead-positions.md");
    let page = std::fs::read_to_string(path).expect("docs/dead-positions.md exists");
    assert!(
        run.stdout == page,
        "docs/dead-positions.md is stale: run `manifold-cli dead-positions --markdown > \
         docs/dead-positions.md`"
    );
    for heading in [
        "## Classical chess (8x8)",
        "## Great Chess (10x10)",
        "## Wirth chess (12x12 torus)",
        "## Mattrix chess",
        "## Chess-transit",
        "## Russian draughts",
    ] {
        assert!(page.contains(heading), "{heading}");
    }
    assert!(
        page.contains("| `K+Q v K` | **no** |"),
        "the torus row of K+Q v K"
    );
    assert!(
        page.contains("| `K+N+N v K` | yes |"),
        "classical K+N+N v K mates"
    );
}

#[test]
fn the_wirth_queen_against_a_bare_king_is_shown_drawn() {
    let fen = "Q11/12/12/12/12/12/K11/12/12/12/12/5k6 w - - 0 1";
    let run = cli(&["show", "wirth", "--fen", fen], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("drawn by insufficient material"),
        "{}",
        run.stdout
    );
    // With a pawn that may become a second queen, play goes on.
    let fen = "Q11/12/12/12/12/12/K11/12/P11/12/12/5k6 w - - 0 1";
    let run = cli(&["show", "wirth", "--fen", fen], None);
    assert!(run.stdout.contains("in play"), "{}", run.stdout);
}

#[test]
fn the_search_of_mattrix_agrees_with_its_table() {
    let run = cli(&["dead-positions", "--check", "mattrix"], None);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert_eq!(
        run.stdout.trim(),
        "mattrix: 8 classes, the same verdicts as the built-in table"
    );
    // One progress line a class on stderr.
    assert_eq!(run.stderr.lines().count(), 8, "{}", run.stderr);
}

#[test]
fn bad_arguments_get_one_error_line() {
    for (args, expected) in [
        (&["dead-positions"][..], "name a game"),
        (&["dead-positions", "transit"][..], "no table of its own"),
        (&["dead-positions", "draughts"][..], "unknown variant"),
        (
            &["dead-positions", "--markdown", "--check"][..],
            "cannot be used with",
        ),
    ] {
        let run = cli(args, None);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {}", run.stderr);
        assert!(
            lines[0].starts_with("error: ") && lines[0].contains(expected),
            "{args:?}: {}",
            lines[0]
        );
        assert!(run.stdout.is_empty());
    }
}
