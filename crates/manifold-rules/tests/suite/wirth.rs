//! Wirth chess on the 12x12 torus: every worked example of RULES 4, the start array, hand
//! counts across the seams, and symmetry tests (no independent engine plays Wirth chess).

use manifold_rules::geometry::square::cell_at;
use manifold_rules::perft::perft;
use manifold_rules::{Cell, Geometry, MoveKind, Piece, Position, Role, Seat, VariantId};

fn geometry() -> &'static Geometry {
    &VariantId::Wirth.rules().geometry
}

fn cell(name: &str) -> Cell {
    geometry()
        .cell_by_name(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

fn names(cells: &[Cell]) -> Vec<String> {
    cells
        .iter()
        .map(|&c| geometry().cell_name(c).to_string())
        .collect()
}

fn dir(offset: (i32, i32)) -> manifold_rules::geometry::Dir {
    geometry()
        .dir_with_offset(offset)
        .expect("a square-grid direction")
}

/// Builds a Wirth FEN from pieces given as (cell name, FEN letter).
fn fen(pieces: &[(&str, char)], side: char, castling: &str) -> String {
    let g = geometry();
    let mut rows = Vec::new();
    for rank in (0..12).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..12 {
            let c = cell_at(g, file, rank).unwrap();
            match pieces.iter().find(|(n, _)| cell(n) == c) {
                Some((_, letter)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(*letter);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    format!("{} {side} {castling} - 0 1", rows.join("/"))
}

fn position(pieces: &[(&str, char)], side: char) -> Position {
    let f = fen(pieces, side, "-");
    Position::from_fen(VariantId::Wirth, &f).unwrap_or_else(|e| panic!("{f}: {e}"))
}

fn targets_from(pos: &Position, from: &str) -> Vec<String> {
    let mut t: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == cell(from))
        .map(|m| geometry().cell_name(m.to).to_string())
        .collect();
    t.sort();
    t
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn names_and_colours_follow_rules_4_1() {
    let g = geometry();
    assert_eq!(g.cell_count(), 144);
    assert_eq!(g.cell_name(cell_at(g, 0, 0).unwrap()), "K11", "bottom-left");
    assert_eq!(
        g.cell_name(cell_at(g, 11, 0).unwrap()),
        "J11",
        "bottom-right"
    );
    assert_eq!(g.cell_name(cell_at(g, 11, 11).unwrap()), "J10", "top-right");
    assert_eq!(g.cell_name(cell_at(g, 2, 2).unwrap()), "A1");
    // A1 dark, J11 light: colour is the parity of file + rank index.
    let dark = |name: &str| {
        let (f, r) = g.coord(cell(name));
        (f + r) % 2 == 0
    };
    assert!(dark("A1"));
    assert!(!dark("J11"));
    assert_eq!(
        g.cell_by_name("e3"),
        g.cell_by_name("E3"),
        "names are case-insensitive"
    );
}

#[test]
fn bishop_loops_from_e3() {
    let up_left = geometry().ray(cell("E3"), dir((-1, 1)));
    assert_eq!(
        names(up_left),
        [
            "D4", "C5", "B6", "A7", "L8", "K9", "J10", "I11", "H12", "G1", "F2"
        ]
    );
    let up_right = geometry().ray(cell("E3"), dir((1, 1)));
    assert_eq!(
        names(up_right),
        [
            "F4", "G5", "H6", "I7", "J8", "K9", "L10", "A11", "B12", "C1", "D2"
        ]
    );
    // Both loops close on E3 (the ray stops just before it) and meet at K9.
    assert_eq!(geometry().step(cell("D2"), dir((1, 1))), Some(cell("E3")));
    assert_eq!(up_left[5], cell("K9"));
    assert_eq!(up_right[5], cell("K9"));
}

#[test]
fn rook_lines_from_e3() {
    let up = geometry().ray(cell("E3"), dir((0, 1)));
    assert_eq!(
        names(up),
        [
            "E4", "E5", "E6", "E7", "E8", "E9", "E10", "E11", "E12", "E1", "E2"
        ]
    );
    let right = geometry().ray(cell("E3"), dir((1, 0)));
    assert_eq!(
        names(right),
        [
            "F3", "G3", "H3", "I3", "J3", "K3", "L3", "A3", "B3", "C3", "D3"
        ]
    );
}

#[test]
fn knight_examples() {
    let knight = |from: &str| {
        let mut v = names(geometry().knight_targets(cell(from)));
        v.sort();
        v
    };
    assert_eq!(
        knight("J10"),
        sorted(&["H9", "I8", "I12", "H11", "K12", "L11", "K8", "L9"])
    );
    // The source prints L3 L5 for I4; two files right of I is K (RULES 4.1).
    assert_eq!(
        knight("I4"),
        sorted(&["J2", "J6", "H2", "H6", "G3", "G5", "K3", "K5"])
    );
    assert_eq!(
        knight("D11"),
        sorted(&["B10", "B12", "C1", "C9", "E1", "E9", "F10", "F12"])
    );
}

/// A lone rider's move count, with the two kings placed off all of its lines.
fn lone_rider_moves(at: Cell, letter: char) -> usize {
    let g = geometry();
    let name = g.cell_name(at).to_string();
    // Find king cells the rider does not see and that do not touch each other.
    let seen: Vec<Cell> = g
        .dirs()
        .flat_map(|d| g.ray(at, d).to_vec())
        .chain(std::iter::once(at))
        .collect();
    let free: Vec<Cell> = g.cells().filter(|c| !seen.contains(c)).collect();
    let wk = free[0];
    let bk = *free
        .iter()
        .find(|&&c| c != wk && !g.dirs().any(|d| g.step(wk, d) == Some(c)))
        .expect("a cell for the black king");
    let pos = position(
        &[
            (&name, letter),
            (g.cell_name(wk), 'K'),
            (g.cell_name(bk), 'k'),
        ],
        'w',
    );
    pos.legal_moves().iter().filter(|m| m.from == at).count()
}

#[test]
fn lone_riders_have_22_21_and_43_moves_everywhere() {
    for at in geometry().cells() {
        assert_eq!(
            lone_rider_moves(at, 'R'),
            22,
            "rook on {}",
            geometry().cell_name(at)
        );
        assert_eq!(
            lone_rider_moves(at, 'B'),
            21,
            "bishop on {}",
            geometry().cell_name(at)
        );
        assert_eq!(
            lone_rider_moves(at, 'Q'),
            43,
            "queen on {}",
            geometry().cell_name(at)
        );
    }
}

#[test]
fn start_array_matches_the_ruling() {
    let pos = Position::start(VariantId::Wirth);
    assert_eq!(
        pos.to_fen(),
        "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1"
    );
    let at = |n: &str| pos.piece_at(cell(n));
    let white = |r| Some(Piece::new(Seat::WHITE, r));
    let black = |r| Some(Piece::new(Seat::BLACK, r));
    for (n, r) in [
        ("A1", Role::Rook),
        ("B1", Role::Knight),
        ("C1", Role::Bishop),
        ("D1", Role::Queen),
    ] {
        assert_eq!(at(n), white(r), "{n}");
    }
    for (n, r) in [
        ("E1", Role::King),
        ("F1", Role::Bishop),
        ("G1", Role::Knight),
        ("H1", Role::Rook),
    ] {
        assert_eq!(at(n), white(r), "{n}");
    }
    for (n, r) in [
        ("A8", Role::Rook),
        ("D8", Role::Queen),
        ("E8", Role::King),
        ("H8", Role::Rook),
    ] {
        assert_eq!(at(n), black(r), "{n}");
    }
    for n in [
        "L1", "L2", "I1", "I2", "L12", "A12", "E12", "H12", "I12", "A2", "H2",
    ] {
        assert_eq!(at(n), white(Role::Pawn), "{n}");
    }
    for n in ["L8", "L7", "I8", "I7", "L9", "A9", "E9", "I9", "A7", "H7"] {
        assert_eq!(at(n), black(Role::Pawn), "{n}");
    }
    for seat in [Seat::WHITE, Seat::BLACK] {
        assert_eq!(pos.pieces().filter(|(_, p)| p.seat == seat).count(), 30);
        let pawns = pos
            .pieces()
            .filter(|(_, p)| p.seat == seat && p.role == Role::Pawn)
            .count();
        assert_eq!(pawns, 22);
    }
    for n in ["J1", "K5", "E3", "E6", "E10", "E11", "J8", "K12"] {
        assert_eq!(at(n), None, "{n} starts empty");
    }
}

#[test]
fn start_moves_counted_by_hand() {
    // Ten front pawns (L2, A2..H2, I2) each step once or twice: 20. Knights B1 and G1 reach
    // A3 C3 A11 C11 and F3 H3 F11 H11 (round the bottom seam): 8. Nothing else moves.
    let pos = Position::start(VariantId::Wirth);
    assert_eq!(pos.legal_moves().len(), 28);
    assert_eq!(
        targets_from(&pos, "B1"),
        sorted(&["A3", "C3", "A11", "C11"])
    );
}

#[test]
fn king_in_a_corner_has_eight_neighbours() {
    let pos = position(&[("K11", 'K'), ("E5", 'k')], 'w');
    assert_eq!(
        targets_from(&pos, "K11"),
        sorted(&["L11", "L12", "K12", "J12", "J11", "J10", "K10", "L10"])
    );
}

#[test]
fn rook_checks_across_the_seam() {
    // Rook J5 attacks L5 through K5 (the K|J seam): Black must answer the check.
    let pos = position(&[("J5", 'R'), ("E1", 'K'), ("L5", 'k')], 'b');
    assert!(pos.in_check());
    // K5 and A5 stay on the rook's rank (attacked both ways round); the other six
    // neighbours are free.
    assert_eq!(
        targets_from(&pos, "L5"),
        sorted(&["K4", "K6", "L4", "L6", "A4", "A6"])
    );
}

#[test]
fn pawn_captures_across_the_file_seam() {
    let pos = position(&[("J4", 'P'), ("K5", 'n'), ("E1", 'K'), ("E8", 'k')], 'w');
    assert_eq!(targets_from(&pos, "J4"), sorted(&["J5", "K5"]));
}

#[test]
fn white_pawn_double_steps_only_from_rank_2() {
    let pos = position(
        &[
            ("C2", 'P'),
            ("D12", 'P'),
            ("F1", 'P'),
            ("E1", 'K'),
            ("E8", 'k'),
        ],
        'w',
    );
    assert_eq!(targets_from(&pos, "C2"), sorted(&["C3", "C4"]));
    assert_eq!(targets_from(&pos, "D12"), sorted(&["D1"]));
    assert_eq!(targets_from(&pos, "F1"), sorted(&["F2"]));
}

#[test]
fn promotion_on_the_enemy_king_rank() {
    let pos = position(&[("C7", 'P'), ("E1", 'K'), ("K3", 'k')], 'w');
    let promos: Vec<_> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == cell("C7"))
        .map(|m| m.promotion)
        .collect();
    assert_eq!(promos.len(), 4);
    assert!(promos.iter().all(Option::is_some));
    // Black promotes on rank 1.
    let pos = position(&[("C2", 'p'), ("E5", 'K'), ("K3", 'k')], 'b');
    assert_eq!(
        pos.legal_moves()
            .iter()
            .filter(|m| m.from == cell("C2"))
            .count(),
        4
    );
}

fn castles(pos: &Position) -> usize {
    pos.legal_moves()
        .iter()
        .filter(|m| matches!(m.kind, MoveKind::Castle(_)))
        .count()
}

#[test]
fn castling_is_forbidden_by_a_rook_round_the_edge() {
    let base = [("E1", 'K'), ("A1", 'R'), ("H1", 'R'), ("E8", 'k')];
    let open = Position::from_fen(VariantId::Wirth, &fen(&base, 'w', "KQ")).unwrap();
    assert_eq!(castles(&open), 2, "nothing attacks: both castlings");
    // A black rook on J1 sees nothing now (H1 and A1 block it), but after either castling
    // the rook has left its corner and J1 would attack the king round the seam.
    let mut with_rook = base.to_vec();
    with_rook.push(("J1", 'r'));
    let pos = Position::from_fen(VariantId::Wirth, &fen(&with_rook, 'w', "KQ")).unwrap();
    assert!(!pos.in_check());
    assert_eq!(castles(&pos), 0);
    // The same rook one rank up forbids nothing.
    with_rook.pop();
    with_rook.push(("J2", 'r'));
    let pos = Position::from_fen(VariantId::Wirth, &fen(&with_rook, 'w', "KQ")).unwrap();
    assert_eq!(castles(&pos), 2);
}

#[test]
fn castling_squares_attacked_across_the_seam() {
    // A black knight on E11 attacks D1 and F1 across the bottom seam (one file, two ranks
    // up through E12): the king would pass an attacked square either way.
    let base = [
        ("E1", 'K'),
        ("A1", 'R'),
        ("H1", 'R'),
        ("E8", 'k'),
        ("E11", 'n'),
    ];
    let pos = Position::from_fen(VariantId::Wirth, &fen(&base, 'w', "KQ")).unwrap();
    assert!(!pos.in_check());
    assert_eq!(
        castles(&pos),
        0,
        "F1 and D1 are attacked from E11 round the seam"
    );
}

/// The position turned upside down (rank index r -> 11 - r) with the colours swapped.
fn mirrored(pos: &Position) -> Position {
    let g = geometry();
    let fen = pos.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let board: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|row| row.chars().map(swap_case).collect())
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling: String = fields[2].chars().map(swap_case).collect();
    let ep = match pos.en_passant_target() {
        None => "-".to_string(),
        Some(c) => {
            let (f, r) = g.coord(c);
            g.cell_name(cell_at(g, f, 11 - r).unwrap()).to_string()
        }
    };
    let text = format!(
        "{} {side} {castling} {ep} {} {}",
        board.join("/"),
        fields[4],
        fields[5]
    );
    Position::from_fen(VariantId::Wirth, &text).unwrap()
}

fn swap_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

/// The position moved `df` files round the torus (castling rights dropped).
fn shifted(pos: &Position, df: i32) -> Position {
    let g = geometry();
    let pieces: Vec<(String, char)> = pos
        .pieces()
        .map(|(c, p)| {
            let (f, r) = g.coord(c);
            let to = cell_at(g, (f + df).rem_euclid(12), r).unwrap();
            let letter = pos.variant().letter(p.role, p.seat).unwrap();
            (g.cell_name(to).to_string(), letter)
        })
        .collect();
    let refs: Vec<(&str, char)> = pieces.iter().map(|(n, l)| (n.as_str(), *l)).collect();
    let side = if pos.turn() == Seat::WHITE { 'w' } else { 'b' };
    Position::from_fen(VariantId::Wirth, &fen(&refs, side, "-")).unwrap()
}

#[test]
fn start_perft_is_symmetric_under_mirror_and_colour_swap() {
    let start = Position::start(VariantId::Wirth);
    let after_e4 = start.play(start.parse_coord("E2E4").unwrap());
    let black_view = mirrored(&after_e4);
    assert_eq!(black_view.turn(), Seat::WHITE);
    for depth in 1..=3 {
        assert_eq!(
            perft(&after_e4, depth),
            perft(&black_view, depth),
            "depth {depth}"
        );
    }
}

#[test]
fn perft_is_invariant_under_mirroring_an_unbalanced_position() {
    let mut pos = Position::start(VariantId::Wirth);
    for m in ["G1F3", "B7B5", "F3E5", "C8B7"] {
        let mv = pos.parse_coord(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        pos = pos.play(mv);
    }
    let other = mirrored(&pos);
    for depth in 1..=3 {
        assert_eq!(perft(&pos, depth), perft(&other, depth), "depth {depth}");
    }
}

#[test]
fn perft_is_invariant_under_file_translation() {
    // Without castling rights every rule is the same on every file: turning the torus by any
    // number of files gives the same tree.
    let pos = position(
        &[
            ("E1", 'K'),
            ("D4", 'Q'),
            ("J7", 'R'),
            ("C2", 'P'),
            ("K5", 'N'),
            ("E8", 'k'),
            ("A8", 'r'),
            ("H5", 'b'),
            ("F7", 'p'),
        ],
        'w',
    );
    let reference: Vec<u64> = (1..=3).map(|d| perft(&pos, d)).collect();
    for df in [1, 5, 6, 11] {
        let moved = shifted(&pos, df);
        let counts: Vec<u64> = (1..=3).map(|d| perft(&moved, d)).collect();
        assert_eq!(counts, reference, "shifted by {df} files");
    }
}

#[test]
fn start_perft_regression_guard() {
    // Numbers printed by this engine (no independent Wirth engine exists); depth 1 is also
    // hand-counted above. They guard against unnoticed changes, not a proof.
    let pos = Position::start(VariantId::Wirth);
    assert_eq!(perft(&pos, 1), 28);
    assert_eq!(perft(&pos, 2), 784);
    assert_eq!(perft(&pos, 3), 24792);
}

#[test]
fn check_lines_follow_the_rook_both_ways_round_the_rank() {
    // Counted by hand: the rook on J5 reaches L5 eastwards over the seam (J5 K5 L5) and
    // westwards the long way (J5 I5 H5 G5 F5 E5 D5 C5 B5 A5 L5); both lines are empty.
    let pos = position(&[("J5", 'R'), ("E1", 'K'), ("L5", 'k')], 'b');
    let mut lines: Vec<Vec<String>> = pos
        .check_lines(manifold_rules::Seat(1))
        .iter()
        .map(|l| names(l))
        .collect();
    lines.sort_by_key(|l| l.len());
    assert_eq!(lines[0], ["J5", "K5", "L5"]);
    assert_eq!(
        lines[1],
        [
            "J5", "I5", "H5", "G5", "F5", "E5", "D5", "C5", "B5", "A5", "L5"
        ]
    );
    assert_eq!(lines.len(), 2);
    // A knight's check is the leap alone; White is not in check.
    let pos = position(&[("K12", 'n'), ("J10", 'K'), ("E8", 'k')], 'w');
    let lines: Vec<Vec<String>> = pos
        .check_lines(manifold_rules::Seat(0))
        .iter()
        .map(|l| names(l))
        .collect();
    assert_eq!(lines, [["K12", "J10"]]);
    assert!(pos.check_lines(manifold_rules::Seat(1)).is_empty());
}
