//! Mattrix chess through `manifold-cli`: perft, divide, show and a game.

/// `manifold-cli` run with `args` (and `stdin`): its exit code, stdout and stderr.
fn cli(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let run = crate::cli::cli(args, stdin);
    (run.code, run.stdout, run.stderr)
}

#[test]
fn cli_perft_divide_show_and_play_mattrix() {
    let (code, out, _) = cli(&["perft", "mattrix", "2"], None);
    assert_eq!((code, out.lines().last()), (0, Some("1596")));
    let (code, out, _) = cli(&["divide", "mattrix", "1"], None);
    assert_eq!(code, 0);
    assert!(
        out.contains("o11l10: 1") && out.contains("Nodes searched: 40"),
        "{out}"
    );
    let (code, _, err) = cli(&["show", "mattrix", "--moves", "Nl10", "0-0"], None);
    assert_eq!(code, 1, "Blue cannot castle at the start: {err}");
    assert!(err.contains("move 2 '0-0'"), "{err}");
    let (code, out, _) = cli(&["show", "mattrix", "--moves", "Nl10", "Nd11"], None);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("To move:      Red"), "{out}");
    assert!(out.contains("wQ  wK  wN  wB  wR  o"), "{out}");
    assert!(out.contains("W:Ko15"), "{out}");
    let (code, _, err) = cli(&["show", "mattrix", "--fen", "W:Ko15 B:Ke4 w -"], None);
    assert_eq!(code, 1);
    assert!(err.contains("fields"), "{err}");
    let (code, out, _) = cli(
        &["play", "mattrix"],
        Some("Nl10\nPl99\nNd11\nmoves\nresign\nquit\n"),
    );
    assert_eq!(code, 0);
    assert!(out.contains("Blue to move:"), "{out}");
    assert!(out.contains("Red to move:"), "{out}");
    assert!(out.contains("Red resigns"), "{out}");
    assert!(
        out.contains("Blue wins, Red loses by resignation; White neither wins nor loses"),
        "{out}"
    );
    // A draw offer needs both opponents.
    let (_, out, _) = cli(&["play", "mattrix"], Some("draw\ny\nn\ndraw\ny\ny\n"));
    assert!(out.contains("Draw declined"), "{out}");
    assert!(out.contains("drawn by agreement for all three"), "{out}");
}
