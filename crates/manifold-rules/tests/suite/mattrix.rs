//! Mattrix (RULES 5): the hex board and its addressing example, the start array, the
//! 120-degree symmetry of the rules (perft of a position and of its turned copy agree),
//! scenario tests for promotion, castling, double check, mate, stalemate and the draws, the
//! position text and the notation, and the CLI.
//!
//! No independent engine plays Mattrix, so the start perft counts below are a regression
//! guard (depth 1 is also counted by hand in `start_white_has_40_moves_counted_by_hand`).
//! Two cross-checks stand in for one: the rotation tests (every rule is written once for
//! White and turned for Blue and Red, and a turned position must give the same counts), and
//! a naive reference generator at the end of this file, written straight from RULES 5 in
//! axial coordinates and sharing no code with the engine, which must agree node for node.

use std::collections::BTreeSet;

use manifold_rules::fen::FenError;
use manifold_rules::game::{EndReason, Game, GameResult};
use manifold_rules::geometry::{DirKind, hex};
use manifold_rules::mattrix::text::MattrixTextError;
use manifold_rules::names::SideName;
use manifold_rules::perft::perft;
use manifold_rules::san::{PromotionProblem, SanError};
use manifold_rules::setup_error::SetupProblem;
use manifold_rules::variants::mattrix::{BLUE, RED, START_FEN, WHITE, start_array};
use manifold_rules::{Cell, Geometry, Move, MoveKind, Piece, Position, Role, Seat, VariantId};

// ---------------------------------------------------------------- helpers

fn g() -> &'static Geometry {
    &VariantId::Mattrix.rules().geometry
}

fn cell(name: &str) -> Cell {
    g().cell_by_name(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

fn name(c: Cell) -> String {
    g().cell_name(c).to_string()
}

fn pos(text: &str) -> Position {
    Position::from_fen(VariantId::Mattrix, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn text_error(text: &str) -> FenError {
    match Position::from_fen(VariantId::Mattrix, text) {
        Ok(_) => panic!("{text} was accepted"),
        Err(e @ (FenError::Mattrix(_) | FenError::Invalid(_))) => e,
        Err(e) => panic!("{text}: not a Mattrix text error: {e:?}"),
    }
}

/// The problems of the position a text describes (none for a syntax error).
fn problems(e: &FenError) -> &[SetupProblem] {
    match e {
        FenError::Invalid(error) => &error.problems,
        _ => &[],
    }
}

/// A cell name turned `times` times by 120 degrees.
fn turn_name(n: &str, times: usize) -> String {
    let mut c = cell(n);
    for _ in 0..times {
        c = hex::rotate(c);
    }
    name(c)
}

/// A position text turned `times` times: every piece goes to its turned cell and to the next
/// seat (White's army becomes Blue's, Blue's Red's, Red's White's), and so do the seat to
/// move and the castling rights.
fn turn_text(text: &str, times: usize) -> String {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let mut armies = [String::new(), String::new(), String::new()];
    for field in &fields[..3] {
        let (mark, list) = field.split_once(':').unwrap();
        let seat = "WBR".find(mark).unwrap();
        let to = (seat + times) % 3;
        let pieces: Vec<String> = list
            .split(',')
            .map(|p| format!("{}{}", &p[..1], turn_name(&p[1..], times)))
            .collect();
        armies[to] = format!("{}:{}", &"WBR"[to..to + 1], pieces.join(","));
    }
    let turn = (("wbr".find(fields[3]).unwrap()) + times) % 3;
    let castling = if fields[4] == "-" {
        "-".to_string()
    } else {
        fields[4]
            .split(',')
            .map(|c| turn_name(c, times))
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut out = format!(
        "{} {} {}",
        armies.join(" "),
        &"wbr"[turn..turn + 1],
        castling
    );
    for f in &fields[5..] {
        out.push(' ');
        out.push_str(f);
    }
    out
}

fn turned(p: &Position, times: usize) -> Position {
    pos(&turn_text(&p.to_fen(), times))
}

/// The legal move written in coordinates.
fn coord(p: &Position, text: &str) -> Move {
    p.parse_coord(text)
        .unwrap_or_else(|e| panic!("{text} in {p:?}: {e}"))
}

/// The end cells (with promotion letters) of the legal moves from a cell.
fn targets(p: &Position, from: &str) -> BTreeSet<String> {
    p.legal_moves()
        .iter()
        .filter(|m| m.from == cell(from))
        .map(|m| {
            let promo = m.promotion.map_or(String::new(), |r| {
                format!("={}", p.variant().letter(r, WHITE).unwrap())
            });
            format!("{}{promo}", name(m.to))
        })
        .collect()
}

fn set(items: &[String]) -> BTreeSet<String> {
    items.iter().cloned().collect()
}

fn castles(p: &Position) -> Vec<(bool, String)> {
    let v = p.variant();
    let mut out: Vec<(bool, String)> = p
        .legal_moves()
        .iter()
        .filter_map(|m| match m.kind {
            MoveKind::Castle(i) => Some((v.castling[i as usize].short, name(m.to))),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// A small seeded generator (xorshift64*), so playouts are random but repeatable.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// Positions along a random playout from the start (up to `plies` moves).
fn playout(seed: u64, plies: usize) -> Vec<Position> {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut p = Position::start(VariantId::Mattrix);
    let mut out = vec![p.clone()];
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p = p.play(moves[rng.below(moves.len())]);
        out.push(p.clone());
    }
    out
}

// ---------------------------------------------------------------- the board (RULES 5.1)

#[test]
fn addressing_example_of_the_rulebook() {
    let h1 = cell("h1");
    assert_eq!(hex::coord(h1), (0, 7));
    // Leftmost: no cell has a smaller screen x.
    let x = |c: Cell| hex::screen_position(c).0;
    assert!(g().cells().all(|c| x(c) >= x(h1)));
    assert!(g().cells().filter(|&c| x(c) == x(h1)).count() == 1);
    assert_eq!(hex::colour(h1), hex::WHITE);
    assert!(name(h1).starts_with('h'), "on row h");
    let end_of_ray = |step: (i32, i32)| {
        let d = g().dir_with_offset(step).unwrap();
        name(*g().ray(h1, d).last().unwrap())
    };
    let line = |step| g().dir_kind(g().dir_with_offset(step).unwrap()) == DirKind::Line;
    // The line h1-a8 going up and h1-o7 going down.
    assert_eq!(end_of_ray((1, -1)), "a8");
    assert!(line((1, -1)));
    assert_eq!(end_of_ray((0, 1)), "o7");
    assert!(line((0, 1)));
    // The diagonals h1-b19 and h1-o19.
    assert_eq!(end_of_ray((2, -1)), "b19");
    assert!(!line((2, -1)));
    assert_eq!(end_of_ray((1, 1)), "o19");
    assert!(!line((1, 1)));
    // Vertical 1.
    assert_eq!(hex::vertical(0, 7), 1);
    // h1 is a corner: a knight there has 4 of its 12 leaps.
    assert_eq!(g().knight_targets(h1).len(), 4);
}

#[test]
fn board_has_147_cells_in_rows_of_the_rulebook() {
    assert_eq!(g().cell_count(), 147);
    assert_eq!(g().cell_count(), hex::CELL_COUNT);
    let lengths: Vec<usize> = (0..14).map(hex::row_length).collect();
    assert_eq!(lengths, [7, 8, 9, 10, 11, 12, 13, 14, 13, 12, 11, 10, 9, 8]);
    for (r, letter) in "abcdefghiklmno".chars().enumerate() {
        let in_row = g()
            .cells()
            .filter(|&c| name(c).starts_with(letter) && hex::coord(c).1 == r as i32)
            .count();
        assert_eq!(in_row, lengths[r], "row {letter}");
    }
    // The geometry and the hex helpers index cells the same way; names round-trip.
    for c in g().cells() {
        let (q, r) = hex::coord(c);
        assert_eq!(g().coord(c), (q, r));
        assert_eq!(hex::cell_at(q, r), Some(c));
        assert_eq!(hex::cell_by_name(&name(c)), Some(c));
        assert_eq!(g().cell_by_name(&name(c).to_uppercase()), Some(c));
        let v = hex::vertical(q, r);
        assert!((1..=27).contains(&v));
    }
    assert!(g().cell_by_name("j5").is_none(), "no row j");
    assert!(
        g().cell_by_name("h2").is_none(),
        "row h has odd verticals only"
    );
    assert!(g().cell_by_name("a7").is_none() && g().cell_by_name("a22").is_none());
    assert!(hex::cell_by_name("h01").is_none());
    // Verticals 1..27 all exist; the board's axis for White is vertical 14.
    let verticals: BTreeSet<i32> = g()
        .cells()
        .map(|c| {
            let (q, r) = hex::coord(c);
            hex::vertical(q, r)
        })
        .collect();
    assert_eq!(verticals, (1..=27).collect());
}

#[test]
fn neighbours_never_share_a_colour_and_diagonals_keep_it() {
    for c in g().cells() {
        for d in g().dirs() {
            let Some(n) = g().step(c, d) else { continue };
            match g().dir_kind(d) {
                DirKind::Line => assert_ne!(hex::colour(c), hex::colour(n), "{}", name(c)),
                DirKind::Diagonal => assert_eq!(hex::colour(c), hex::colour(n), "{}", name(c)),
            }
        }
    }
    let per_colour = |k: u8| g().cells().filter(|&c| hex::colour(c) == k).count();
    assert_eq!(per_colour(0) + per_colour(1) + per_colour(2), 147);
    assert_eq!(per_colour(hex::BLUE), per_colour(hex::RED));
}

#[test]
fn twelve_directions_and_twelve_knight_leaps() {
    assert_eq!(g().dir_count(), 12);
    assert_eq!(g().line_dirs().len(), 6);
    assert_eq!(g().diagonal_dirs().len(), 6);
    // Each diagonal is the sum of two neighbouring lines; the knight is a diagonal step and
    // then one of those two lines (RULES 5.3 examples).
    for i in 0..6 {
        let (a, b) = (hex::LINES[i], hex::LINES[(i + 1) % 6]);
        assert_eq!(hex::DIAGONALS[i], (a.0 + b.0, a.1 + b.1));
    }
    assert!(hex::KNIGHT_LEAPS.contains(&(1, -3)));
    assert!(hex::KNIGHT_LEAPS.contains(&(2, -3)));
    let leaps: BTreeSet<(i32, i32)> = hex::KNIGHT_LEAPS.iter().copied().collect();
    assert_eq!(leaps.len(), 12);
    for &(dq, dr) in &leaps {
        // Hex distance 3 and on no line or diagonal through the start.
        let dist = (dq.abs() + dr.abs() + (dq + dr).abs()) / 2;
        assert_eq!(dist, 3, "{dq},{dr}");
        assert!(!hex::LINES.contains(&(dq / 3, dr / 3)) || dq % 3 != 0 || dr % 3 != 0);
    }
    // A central cell: 12 knight targets, 6 neighbours on lines, 6 on diagonals.
    let centre = cell("h13");
    assert_eq!(g().knight_targets(centre).len(), 12);
    // A knight leap never lands on the cell's own colour... it changes colour.
    for c in g().cells() {
        for &t in g().knight_targets(c) {
            assert_ne!(hex::colour(c), hex::colour(t));
        }
    }
}

#[test]
fn rotation_is_a_symmetry_of_the_board() {
    for c in g().cells() {
        let r = hex::rotate(c);
        assert_ne!(r, c, "no cell is fixed (the centre is a vertex)");
        assert_eq!(
            hex::rotate(hex::rotate(r)),
            c,
            "three turns are the identity"
        );
        // The turn permutes the colours cyclically: (q - r + 1) becomes (q - r).
        assert_eq!(
            hex::colour(r),
            (hex::colour(c) + 2) % 3,
            "the turn shifts colours: {}",
            name(c)
        );
        for d in g().dirs() {
            let (dq, dr) = g().dir_offset(d);
            let turned = g().dir_with_offset(hex::rotate_step(dq, dr)).unwrap();
            assert_eq!(g().dir_kind(turned), g().dir_kind(d));
            assert_eq!(g().step(c, d).map(hex::rotate), g().step(r, turned));
        }
    }
    // White's home row o goes to Blue's side (q + r = 7), Blue's to Red's (q = 13).
    assert_eq!(turn_name("o15", 1), "e4");
    assert_eq!(turn_name("o15", 2), "d23");
    assert_eq!(turn_name("o7", 1), "a8");
    assert_eq!(turn_name("o21", 1), "h1");
    assert_eq!(turn_name("o7", 2), "h27");
    assert_eq!(turn_name("o21", 2), "a20");
}

#[test]
fn screen_positions_follow_the_formula() {
    let (x, y) = hex::screen_position(cell("h1"));
    assert!((x - 3f32.sqrt() * 3.5).abs() < 1e-5 && (y + 10.5).abs() < 1e-5);
    let (x, y) = hex::screen_position(cell("a8"));
    assert!((x - 3f32.sqrt() * 7.0).abs() < 1e-5 && y.abs() < 1e-5);
}

// ---------------------------------------------------------------- the start (RULES 5.4)

#[test]
fn start_array_has_26_pieces_per_seat_and_bishops_on_three_colours() {
    let start = Position::start(VariantId::Mattrix);
    assert_eq!(start.to_fen(), START_FEN);
    for seat in [WHITE, BLUE, RED] {
        let army: Vec<(Cell, Piece)> = start.pieces().filter(|(_, p)| p.seat == seat).collect();
        assert_eq!(army.len(), 26);
        let count = |role| army.iter().filter(|(_, p)| p.role == role).count();
        assert_eq!(
            [
                count(Role::King),
                count(Role::Queen),
                count(Role::Rook),
                count(Role::Knight),
                count(Role::Bishop),
                count(Role::HeavyPawn),
                count(Role::LightPawn)
            ],
            [1, 1, 2, 2, 3, 7, 10]
        );
        let colours: BTreeSet<u8> = army
            .iter()
            .filter(|(_, p)| p.role == Role::Bishop)
            .map(|(c, _)| hex::colour(*c))
            .collect();
        assert_eq!(colours.len(), 3, "seat {seat:?}");
    }
    // Blue's and Red's arrays are White's turned.
    for (seat, role, c) in start_array() {
        assert_eq!(start.piece_at(c), Some(Piece::new(seat, role)));
        if seat != WHITE {
            let back = hex::rotate(hex::rotate(c));
            let before = Seat((seat.0 + 2) % 3);
            assert_eq!(start.piece_at(back), Some(Piece::new(before, role)));
        }
    }
    assert_eq!(start.king(WHITE), Some(cell("o15")));
    assert_eq!(start.king(BLUE), Some(cell("e4")));
    assert_eq!(start.king(RED), Some(cell("d23")));
    assert_eq!(start.castling_rights(), 0b11_1111);
    // Turning the whole start position gives the start position, with Blue to move.
    let t = turned(&start, 1);
    assert_eq!(t.turn(), BLUE);
    assert!(g().cells().all(|c| t.piece_at(c) == start.piece_at(c)));
    assert_eq!(t.castling_rights(), start.castling_rights());
}

#[test]
fn start_white_has_40_moves_counted_by_hand() {
    let start = Position::start(VariantId::Mattrix);
    // Light pawns: 10 along (+1,-2), 8 along (+2,-1) (m23 runs off, m9 meets l14), 8 along
    // (-1,-1) (m5 runs off, m15 meets l14) = 26. Heavy pawn l14: 2 (the n-row heavies are
    // blocked). Knights o11 -> n16 l12 l10, o17 -> n12 l16 l18. Bishops o9 -> n12,
    // o19 -> n16. Queen -> n12 n16. King -> n12 n16.
    let by_piece = |from: &str| targets(&start, from).len();
    assert_eq!(by_piece("l14"), 2);
    assert_eq!(
        targets(&start, "o11"),
        set(&["n16".into(), "l12".into(), "l10".into()])
    );
    assert_eq!(
        targets(&start, "o17"),
        set(&["n12".into(), "l16".into(), "l18".into()])
    );
    assert_eq!(by_piece("o9") + by_piece("o19"), 2);
    assert_eq!(by_piece("o13"), 2);
    assert_eq!(by_piece("o15"), 2);
    let light: usize = [
        "m5", "m7", "m9", "m11", "m13", "m15", "m17", "m19", "m21", "m23",
    ]
    .iter()
    .map(|c| by_piece(c))
    .sum();
    assert_eq!(light, 26);
    assert_eq!(start.legal_moves().len(), 40);
}

#[test]
fn start_perft_regression_guard() {
    // No independent engine plays Mattrix: these guard against regressions; the rotation
    // tests below cross-check the rules themselves.
    let start = Position::start(VariantId::Mattrix);
    assert_eq!(perft(&start, 1), 40);
    assert_eq!(perft(&start, 2), 1_596);
    assert_eq!(perft(&start, 3), 63_680);
}

// ---------------------------------------------------------------- symmetry

#[test]
fn turned_start_has_the_same_perft_with_each_seat_to_move() {
    let start = Position::start(VariantId::Mattrix);
    for times in 1..3 {
        let t = turned(&start, times);
        assert_eq!(t.turn(), Seat(times as u8));
        for depth in 1..=3 {
            assert_eq!(
                perft(&t, depth),
                perft(&start, depth),
                "turn {times} d{depth}"
            );
        }
    }
}

#[test]
fn any_position_turned_has_the_same_perft() {
    for seed in 1..=6 {
        for p in playout(seed, 45).into_iter().step_by(9) {
            for times in 1..3 {
                let t = turned(&p, times);
                assert_eq!(
                    perft(&t, 2),
                    perft(&p, 2),
                    "seed {seed}: {} turned {times}",
                    p.to_fen()
                );
            }
        }
    }
    // One deeper check in a middlegame position.
    let mid = playout(7, 30).pop().unwrap();
    assert_eq!(
        perft(&turned(&mid, 1), 3),
        perft(&mid, 3),
        "{}",
        mid.to_fen()
    );
}

// ---------------------------------------------------------------- promotion

#[test]
fn every_promotion_for_every_seat() {
    // White: heavy pawn b13 promotes on a12 and a14 (forward lines), light pawn b11 on a14
    // and a8 (forward diagonals). Turned for Blue and Red.
    let base = "W:Ko15,Hb13,Pb11 B:Ke4 R:Kd23 w - 0 1";
    for times in 0..3 {
        let p = pos(&turn_text(base, times));
        let seat = Seat(times as u8);
        assert_eq!(p.turn(), seat);
        let t = |n: &str| turn_name(n, times);
        let expect = |cells: &[&str], letters: &str| -> BTreeSet<String> {
            cells
                .iter()
                .flat_map(|c| letters.chars().map(move |l| format!("{}={l}", t(c))))
                .collect()
        };
        assert_eq!(targets(&p, &t("b13")), expect(&["a12", "a14"], "QRBN"));
        assert_eq!(targets(&p, &t("b11")), expect(&["a14", "a8"], "RBN"));
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            let m = p
                .legal_moves()
                .into_iter()
                .find(|m| m.from == cell(&t("b13")) && m.promotion == Some(role))
                .unwrap();
            let after = p.play(m);
            assert_eq!(after.piece_at(m.to), Some(Piece::new(seat, role)));
            assert_eq!(after.piece_at(m.from), None);
            assert_eq!(after.halfmove_clock(), 0);
        }
        for role in [Role::Rook, Role::Bishop, Role::Knight] {
            let m = p
                .legal_moves()
                .into_iter()
                .find(|m| m.from == cell(&t("b11")) && m.promotion == Some(role))
                .unwrap();
            assert_eq!(p.play(m).piece_at(m.to), Some(Piece::new(seat, role)));
        }
        // A light pawn never becomes a queen; notation says so.
        let err = p
            .parse_san(&format!("P{}-{}=Q", t("b11"), t("a14")))
            .unwrap_err();
        let may_become = |r: &PromotionProblem| r.to_string().contains("rook, bishop, knight");
        assert!(
            matches!(&err, SanError::BadPromotion { reason, .. } if may_become(reason)),
            "{err}"
        );
        let err = p
            .parse_san(&format!("H{}-{}", t("b13"), t("a12")))
            .unwrap_err();
        assert!(matches!(err, SanError::PromotionMissing { .. }), "{err}");
    }
}

#[test]
fn promotion_by_capturing_a_rook_in_its_corner_ends_that_castling_right() {
    // White's heavy pawn b11 takes Blue's rook a8 diagonally; the light pawn b9 could take it
    // along a line. Blue's long castling right (rook a8) goes with the rook.
    let base = "W:Ko15,Hb11,Pb9 B:Ke4,Ra8 R:Kd23 w a8 0 1";
    for times in 0..3 {
        let p = pos(&turn_text(base, times));
        let t = |n: &str| turn_name(n, times);
        let a8 = t("a8");
        assert!(targets(&p, &t("b11")).contains(&format!("{a8}=Q")));
        assert!(targets(&p, &t("b9")).contains(&format!("{a8}=R")));
        assert!(!targets(&p, &t("b9")).contains(&format!("{a8}=Q")));
        let m = p
            .parse_san(&format!("Hx{a8}=Q"))
            .unwrap_or_else(|e| panic!("{e}"));
        let after = p.play(m);
        assert_eq!(after.castling_rights(), 0);
        assert_eq!(after.to_fen().split(' ').nth(4), Some("-"));
        assert!(p.move_to_san(m).starts_with(&format!("Hx{a8}=Q")));
        assert_eq!(
            p.move_to_full_notation(m),
            format!("H{}x{a8}=Q+", t("b11")),
            "the new queen checks the king on {}",
            t("e4")
        );
    }
}

// ---------------------------------------------------------------- castling

/// The White castling scenario with extra pieces, turned `times` times.
fn castle_pos(extra_white: &str, extra_blue: &str, extra_red: &str, times: usize) -> Position {
    let text =
        format!("W:Ko15,Ro7,Ro21{extra_white} B:Ke4{extra_blue} R:Kd23{extra_red} w o21,o7 0 1");
    pos(&turn_text(&text, times))
}

#[test]
fn both_castlings_for_every_seat() {
    for times in 0..3 {
        let t = |n: &str| turn_name(n, times);
        let p = castle_pos("", "", "", times);
        assert_eq!(castles(&p), vec![(false, t("o9")), (true, t("o19"))]);
        let short = p.parse_san("0-0").unwrap();
        let after = p.play(short);
        assert_eq!(after.piece_at(cell(&t("o19"))).unwrap().role, Role::King);
        assert_eq!(after.piece_at(cell(&t("o17"))).unwrap().role, Role::Rook);
        assert_eq!(after.piece_at(cell(&t("o21"))), None);
        assert_eq!(after.piece_at(cell(&t("o15"))), None);
        assert_eq!(after.castling_rights(), 0, "both rights go with the king");
        assert_eq!(p.move_to_san(short), "0-0");
        assert_eq!(p.move_to_full_notation(short), "0-0");
        let long = p.parse_san("O-O-O").unwrap();
        let after = p.play(long);
        assert_eq!(after.piece_at(cell(&t("o9"))).unwrap().role, Role::King);
        assert_eq!(after.piece_at(cell(&t("o11"))).unwrap().role, Role::Rook);
        assert_eq!(after.piece_at(cell(&t("o7"))), None);
        assert_eq!(p.move_to_san(long), "0-0-0");
        // The king's move in coordinates is the castling too.
        assert_eq!(coord(&p, &format!("{}{}", t("o15"), t("o19"))), short);
    }
    // The rulebook's cells for Blue and Red.
    let blue = castle_pos("", "", "", 1);
    assert_eq!(
        castles(&blue),
        vec![(false, "b7".into()), (true, "g2".into())]
    );
    let red = castle_pos("", "", "", 2);
    assert_eq!(
        castles(&red),
        vec![(false, "g26".into()), (true, "b21".into())]
    );
}

/// Plays a move given in any notation.
fn play(game: &mut Game, text: &str) {
    let m = game
        .position()
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play(m).unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The first legal king move of the seat to move, as (from, to) cell names.
fn king_step(game: &Game) -> (String, String) {
    let p = game.position();
    let king = p.king(p.turn()).unwrap();
    let m = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == king)
        .expect("the king can move");
    (name(m.from), name(m.to))
}

#[test]
fn castling_is_lost_when_the_king_or_a_rook_moves() {
    for times in 0..3 {
        let t = |n: &str| turn_name(n, times);
        let start = castle_pos("", "", "", times);
        // The king steps off and back while the other two kings shuffle.
        let mut game = Game::from_position(start.clone());
        play(&mut game, &format!("{}{}", t("o15"), t("n16")));
        let b = king_step(&game);
        play(&mut game, &format!("{}{}", b.0, b.1));
        let r = king_step(&game);
        play(&mut game, &format!("{}{}", r.0, r.1));
        play(&mut game, &format!("{}{}", t("n16"), t("o15")));
        play(&mut game, &format!("{}{}", b.1, b.0));
        play(&mut game, &format!("{}{}", r.1, r.0));
        let p = game.position();
        assert_eq!(p.piece_at(cell(&t("o15"))).unwrap().role, Role::King);
        assert!(castles(p).is_empty(), "the king has moved");
        let err = p.parse_san("0-0").unwrap_err();
        assert!(err.to_string().contains("lost"), "{err}");
        // A rook that moves and comes back loses only its own right.
        let mut game = Game::from_position(start.clone());
        play(&mut game, &format!("{}{}", t("o21"), t("o19")));
        play(&mut game, &format!("{}{}", b.0, b.1));
        play(&mut game, &format!("{}{}", r.0, r.1));
        play(&mut game, &format!("{}{}", t("o19"), t("o21")));
        play(&mut game, &format!("{}{}", b.1, b.0));
        play(&mut game, &format!("{}{}", r.1, r.0));
        assert_eq!(castles(game.position()), vec![(false, t("o9"))]);
        assert!(
            game.position()
                .parse_san("0-0")
                .unwrap_err()
                .to_string()
                .contains("lost")
        );
    }
}

#[test]
fn castling_needs_empty_cells_between() {
    for times in 0..3 {
        let t = |n: &str| turn_name(n, times);
        // Own knight between king and the near rook.
        let p = castle_pos(",No17", "", "", times);
        assert_eq!(castles(&p), vec![(false, t("o9"))]);
        let err = p.parse_san("0-0").unwrap_err();
        assert!(err.to_string().contains("not empty"), "{err}");
        // An enemy knight (Blue's) on o13, next to the king on the long side.
        let p = castle_pos("", ",No13", "", times);
        assert_eq!(castles(&p), vec![(true, t("o19"))]);
        // Red's knight on o9, the long castling's landing cell.
        let p = castle_pos("", "", ",No9", times);
        assert_eq!(castles(&p), vec![(true, t("o19"))]);
    }
}

#[test]
fn no_castling_out_of_or_through_or_into_check_by_either_opponent() {
    for times in 0..3 {
        let t = |n: &str| turn_name(n, times);
        for opponent in [1, 2] {
            let with = |piece: &str| {
                let (b, r) = if opponent == 1 {
                    (format!(",{piece}"), String::new())
                } else {
                    (String::new(), format!(",{piece}"))
                };
                castle_pos("", &b, &r, times)
            };
            let attacker = Seat(((opponent + times) % 3) as u8);
            // In check: a rook on i10 checks the king on o15 up its column.
            let p = with("Ri10");
            assert!(p.in_check());
            assert_eq!(p.checking_seats(p.turn()), vec![attacker]);
            assert!(castles(&p).is_empty());
            let err = p.parse_san("0-0-0").unwrap_err();
            assert!(err.to_string().contains("in check"), "{err}");
            // Passing through an attacked cell: o17 (short; the rook on i12 also eyes the
            // rook on o7, which does not matter) and o13 (long).
            let p = with("Ri12");
            assert!(p.attacked_by(cell(&t("o17")), attacker, None));
            assert!(p.attacked_by(cell(&t("o7")), attacker, None));
            assert_eq!(castles(&p), vec![(false, t("o9"))]);
            let err = p.parse_san("0-0").unwrap_err();
            assert!(err.to_string().contains("attacked"), "{err}");
            let p = with("Ri8");
            assert!(p.attacked_by(cell(&t("o13")), attacker, None));
            assert_eq!(castles(&p), vec![(true, t("o19"))]);
            // o11, the long castling's middle cell, by a rook on i6.
            let p = with("Ri6");
            assert!(p.attacked_by(cell(&t("o11")), attacker, None));
            assert_eq!(castles(&p), vec![(true, t("o19"))]);
            // Landing on an attacked cell: o19 by a bishop on l10, o9 by a bishop on k9
            // (which also eyes the rook on o21: allowed).
            let p = with("Bl10");
            assert!(p.attacked_by(cell(&t("o19")), attacker, None));
            assert_eq!(castles(&p), vec![(false, t("o9"))]);
            let p = with("Bk9");
            assert!(p.attacked_by(cell(&t("o9")), attacker, None));
            assert!(p.attacked_by(cell(&t("o21")), attacker, None));
            assert_eq!(castles(&p), vec![(true, t("o19"))]);
        }
    }
}

// ---------------------------------------------------------------- check, mate, the end

#[test]
fn double_check_by_both_opponents_leaves_only_king_moves() {
    // Blue's rook i10 checks down the column, Red's bishop k15 along a diagonal. White's
    // rook l20 could block the rook's check on l12 and the knight m11 could take the
    // bishop, but against two checks only the king may move.
    let text = "W:Ko15,Rl20,Nm11 B:Ke4,Ri10 R:Kd23,Bk15 w - 0 1";
    for times in 0..3 {
        let p = pos(&turn_text(text, times));
        let us = p.turn();
        assert!(p.in_check());
        let mut both = vec![Seat((us.0 + 1) % 3), Seat((us.0 + 2) % 3)];
        both.sort();
        assert_eq!(p.checking_seats(us), both);
        let moves = p.legal_moves();
        assert!(!moves.is_empty());
        assert!(
            moves.iter().all(|m| m.from == p.king(us).unwrap()),
            "only king moves: {:?}",
            moves
                .iter()
                .map(|&m| p.move_to_full_notation(m))
                .collect::<Vec<_>>()
        );
        // With only the rook's check, blocking is possible.
        let single = pos(&turn_text(&text.replace(",Bk15", ""), times));
        assert!(
            single
                .legal_moves()
                .iter()
                .any(|m| m.from != single.king(us).unwrap())
        );
    }
}

#[test]
fn a_king_may_not_take_a_piece_protected_by_the_other_opponent() {
    // Blue's knight n16 stands next to White's king; Red's rook n20 guards it.
    let guarded = pos("W:Ko15 B:Ke4,Nn16 R:Kd23,Rn20 w - 0 1");
    assert!(!targets(&guarded, "o15").contains("n16"));
    let free = pos("W:Ko15 B:Ke4,Nn16 R:Kd23 w - 0 1");
    assert!(targets(&free, "o15").contains("n16"));
}

/// Plays one move (any notation) and returns the game.
fn after(text: &str, times: usize, moves: &[&str]) -> Game {
    let mut game = Game::from_position(pos(&turn_text(text, times)));
    for m in moves {
        let t: String = if m.len() > 2 && m[1..].starts_with(|c: char| c.is_ascii_lowercase()) {
            // A piece letter and cells: turn the cells.
            let (piece, rest) = m.split_at(1);
            let (a, b) = rest.split_once('-').unwrap();
            format!("{piece}{}-{}", turn_name(a, times), turn_name(b, times))
        } else {
            m.to_string()
        };
        let mv = game
            .position()
            .parse_san(&t)
            .unwrap_or_else(|e| panic!("{t}: {e}"));
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn mate_is_won_by_the_checking_opponent() {
    // Blue's king h1 is boxed in: Red's rooks g12 and i12 hold rows g and i. White's rook
    // goes to h9 with check along row h: mate, and White (who checks) wins.
    let text = "W:Ko15,Rm13 B:Kh1 R:Kd23,Rg12,Ri12 w - 0 1";
    for times in 0..3 {
        let game = after(text, times, &["Rm13-h9"]);
        let o = game.outcome().expect("mate");
        let (white, blue) = (Seat(times as u8), Seat((times as u8 + 1) % 3));
        assert_eq!(o.reason, EndReason::Checkmate);
        assert_eq!(
            o.result,
            GameResult::Win {
                winner: white,
                loser: blue
            }
        );
        let before = &game.positions()[0];
        assert!(before.move_to_san(game.moves()[0]).ends_with('#'));
    }
}

#[test]
fn a_discovered_mate_is_credited_to_the_opponent_who_checks_not_to_the_last_mover() {
    // White's knight h9 stands between Red's rook h15 and Blue's king h1; White moves it
    // away, Red's rook now mates Blue. Red wins although White moved last.
    let text = "W:Ko15,Nh9 B:Kh1 R:Kd23,Rg12,Ri12,Rh15 w - 0 1";
    for times in 0..3 {
        let game = after(text, times, &["Nh9-i14"]);
        let o = game.outcome().expect("mate");
        assert_eq!(o.reason, EndReason::Checkmate);
        assert_eq!(
            o.result,
            GameResult::Win {
                winner: Seat((times as u8 + 2) % 3),
                loser: Seat((times as u8 + 1) % 3)
            }
        );
    }
}

#[test]
fn when_both_opponents_give_check_the_last_mover_wins_the_mate() {
    // Red's rook h15 already checks Blue (Red moved last; White is to move, which is legal).
    // White's bishop k13 goes to l10 with a second check: mate, credited to White.
    let text = "W:Ko15,Bk13 B:Kh1 R:Kd23,Rg12,Ri12,Rh15 w - 0 1";
    for times in 0..3 {
        let start = pos(&turn_text(text, times));
        let blue = Seat((times as u8 + 1) % 3);
        assert!(start.is_king_attacked(blue), "Blue starts in check by Red");
        let game = after(text, times, &["Bk13-l10"]);
        let p = game.position();
        assert_eq!(p.checking_seats(blue).len(), 2);
        let o = game.outcome().expect("mate");
        assert_eq!(
            o.result,
            GameResult::Win {
                winner: Seat(times as u8),
                loser: blue
            }
        );
    }
}

#[test]
fn stalemate_is_a_draw_for_all_three() {
    // Blue's king h1 is not attacked but every cell around it is (Red's rooks hold rows g
    // and i, White's bishop k9 holds h3).
    let text = "W:Ko15,Bk9 B:Kh1 R:Kd23,Rg12,Ri12 b - 0 1";
    for times in 0..3 {
        let game = Game::from_position(pos(&turn_text(text, times)));
        assert!(!game.position().in_check());
        let o = game.outcome().expect("stalemate");
        assert_eq!(
            (o.result, o.reason),
            (GameResult::Draw, EndReason::Stalemate)
        );
    }
}

#[test]
fn resignation_and_time_out_with_three_seats() {
    // Ruling M5: a resignation (or loss on time) is a conceded mate. The win goes to the
    // opponent giving check, else to the opponent who moved most recently.
    let mut game = Game::new(VariantId::Mattrix);
    let m = game.legal_moves()[0];
    game.play(m).unwrap();
    game.resign(BLUE).unwrap();
    assert_eq!(
        game.outcome().unwrap().result,
        GameResult::Win {
            winner: WHITE,
            loser: BLUE
        }
    );
    assert_eq!(game.outcome().unwrap().reason, EndReason::Resignation);
    // Red resigns out of turn (Blue to move): White moved last, Blue has not.
    game.undo();
    game.resign(RED).unwrap();
    assert_eq!(
        game.outcome().unwrap().result,
        GameResult::Win {
            winner: WHITE,
            loser: RED
        }
    );
    // In check by one opponent: that one wins, even if the other moved last.
    let text = "W:Ko15 B:Ke4,Ri10 R:Kd23 w - 0 1";
    let mut game = Game::from_position(pos(text));
    game.time_out(WHITE).unwrap();
    assert_eq!(
        game.outcome().unwrap(),
        manifold_rules::game::Outcome {
            result: GameResult::Win {
                winner: BLUE,
                loser: WHITE
            },
            reason: EndReason::Timeout
        }
    );
    // A bare king's opponents still win on time (FIDE 6.9 is a two-player law).
    let mut game = Game::from_position(pos("W:Ko15 B:Ke4,Ha10 R:Kd23 w - 0 1"));
    game.time_out(WHITE).unwrap();
    assert_eq!(
        game.outcome().unwrap().result,
        GameResult::Win {
            winner: RED,
            loser: WHITE
        }
    );
}

#[test]
fn threefold_repetition_and_150_plies_end_the_game() {
    let mut game = Game::new(VariantId::Mattrix);
    // Each seat's knight o11 goes to l10 (turned for Blue and Red), then all come back.
    let out_and_back: Vec<String> = [("o11", "l10"), ("l10", "o11")]
        .iter()
        .flat_map(|(a, b)| (0..3).map(move |t| format!("{}{}", turn_name(a, t), turn_name(b, t))))
        .collect();
    for round in 0..2 {
        for m in &out_and_back {
            assert!(game.outcome().is_none(), "round {round} {m}");
            let mv = coord(game.position(), m);
            game.play(mv).unwrap();
        }
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Draw, EndReason::ThreefoldRepetition))
    );
    // Knights only, with 148 plies already played: after two more the game is drawn.
    let mut game = Game::from_position(pos("W:Ko15,No11 B:Ke4 R:Kd23 w - 148 50"));
    let mv = coord(game.position(), "o11l10");
    game.play(mv).unwrap();
    assert!(game.outcome().is_none());
    let mv = game.legal_moves()[0];
    game.play(mv).unwrap();
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::SeventyFiveMoves)
    );
    // Three bare kings are a dead position: no seat can ever be mated (RULES 0).
    assert_eq!(
        Game::from_position(pos("W:Ko15 B:Ke4 R:Kd23 w - 0 1"))
            .outcome()
            .map(|o| (o.result, o.reason)),
        Some((GameResult::Draw, EndReason::InsufficientMaterial))
    );
}

#[test]
fn the_move_number_grows_after_red() {
    let mut p = Position::start(VariantId::Mattrix);
    for (seat, number) in [(WHITE, 1), (BLUE, 1), (RED, 1), (WHITE, 2)] {
        assert_eq!((p.turn(), p.fullmove_number()), (seat, number));
        p = p.play(p.legal_moves()[0]);
    }
}

// ---------------------------------------------------------------- attacked cells (app aid)

/// The cells of row h that `by` attacks, by name, with `lifted` taken off the board.
fn row_h_attacked(p: &Position, by: Seat, lifted: Option<&str>) -> Vec<String> {
    let set = p.attacked_cells(by, lifted.map(cell));
    g().cells()
        .filter(|&c| set.contains(c) && name(c).starts_with('h'))
        .map(name)
        .collect()
}

#[test]
fn attacked_cells_are_told_per_opponent() {
    // Row h: Blue's rook h3, White's rook h9, Red's rook h19 (a row steps two verticals).
    let p = pos("W:Ko15,Rh9 B:Ke4,Rh3 R:Kd23,Rh19 w - 0 1");
    assert_eq!(row_h_attacked(&p, BLUE, None), ["h1", "h5", "h7", "h9"]);
    assert_eq!(
        row_h_attacked(&p, RED, None),
        ["h9", "h11", "h13", "h15", "h17", "h21", "h23", "h25", "h27"]
    );
    // With White's selected rook lifted, both rays run through its cell: the cells
    // between h3 and h19 are attacked by both opponents.
    let blue = row_h_attacked(&p, BLUE, Some("h9"));
    let red = row_h_attacked(&p, RED, Some("h9"));
    for between in ["h5", "h7", "h9", "h11", "h13", "h15", "h17"] {
        assert!(blue.iter().any(|c| c == between), "{between} by Blue");
        assert!(red.iter().any(|c| c == between), "{between} by Red");
    }
    assert!(blue.iter().any(|c| c == "h19") && red.iter().any(|c| c == "h3"));
    assert!(
        !blue.iter().any(|c| c == "h21"),
        "Red's rook blocks Blue's ray"
    );
}

#[test]
fn pawns_attack_where_they_capture() {
    // A heavy pawn captures along the three forward diagonals, a light pawn along the
    // two forward lines; neither attacks where it only moves.
    let heavy = pos("W:Ko15,Hl14 B:Ke4 R:Kd23 w - 0 1").attacked_cells(WHITE, None);
    for c in ["i14", "k11", "k17"] {
        assert!(heavy.contains(cell(c)), "heavy pawn attacks {c}");
    }
    for c in ["k13", "k15"] {
        assert!(!heavy.contains(cell(c)), "heavy pawn only moves to {c}");
    }
    let light = pos("W:Ko15,Pl14 B:Ke4 R:Kd23 w - 0 1").attacked_cells(WHITE, None);
    for c in ["k13", "k15"] {
        assert!(light.contains(cell(c)), "light pawn attacks {c}");
    }
    for c in ["i14", "k11", "k17"] {
        assert!(!light.contains(cell(c)), "light pawn only moves to {c}");
    }
}

// ---------------------------------------------------------------- position text

#[test]
fn position_text_round_trips() {
    for seed in 1..=5 {
        for p in playout(seed, 60) {
            let text = p.to_fen();
            let back = pos(&text);
            assert_eq!(back, p, "{text}");
            assert_eq!(back.hash(), p.hash(), "{text}");
            assert_eq!(back.to_fen(), text);
        }
    }
    // Armies in any order, lower-case marks and cells, counters left out.
    let a = pos("R:Kd23 b:KE4 W:KO15,Ro7 w -");
    assert_eq!(a.to_fen(), "W:Ko15,Ro7 B:Ke4 R:Kd23 w - 0 1");
}

#[test]
fn position_text_errors_name_what_is_wrong() {
    use MattrixTextError as E;
    let ok = "W:Ko15 B:Ke4 R:Kd23 w - 0 1";
    assert!(Position::from_fen(VariantId::Mattrix, ok).is_ok());
    type Fits = Box<dyn Fn(&FenError) -> bool>;
    let cases: Vec<(&str, Fits, &str)> = vec![
        (
            "",
            Box::new(|e| matches!(e, FenError::Mattrix(E::Empty))),
            "empty",
        ),
        (
            "W:Ko15 B:Ke4 R:Kd23 w",
            Box::new(|e| matches!(e, FenError::Mattrix(E::FieldCount(4)))),
            "4 fields",
        ),
        (
            "W:Ko15 X:Ke4 R:Kd23 w -",
            Box::new(|e| matches!(e, FenError::Mattrix(E::NotAnArmy { number: 2, .. }))),
            "field 2",
        ),
        (
            "W:Ko15 W:Ke4 R:Kd23 w -",
            Box::new(|e| {
                matches!(
                    e,
                    FenError::Mattrix(E::ArmyTwice {
                        seat: SideName { seat: WHITE, .. }
                    })
                )
            }),
            "white army is given twice",
        ),
        (
            "W:Ko15,Q B:Ke4 R:Kd23 w -",
            Box::new(|e| matches!(e, FenError::Mattrix(E::PieceSyntax { .. }))),
            "'Q' is not a piece",
        ),
        (
            "W:Ko15 B:Ke4,Xe6 R:Kd23 w -",
            Box::new(|e| matches!(e, FenError::Mattrix(E::UnknownPiece { letter: 'X', .. }))),
            "'X' is not a Mattrix piece",
        ),
        (
            "W:Ko15 B:Ke4 R:Kd23,Rj5 w -",
            Box::new(|e| matches!(e, FenError::Mattrix(E::UnknownCell { .. }))),
            "'j5' is not a cell",
        ),
        (
            "W:Ko15,Qe4 B:Ke4 R:Kd23 w -",
            Box::new(|e| matches!(e, FenError::Mattrix(E::CellTwice { .. }))),
            "e4 holds two pieces",
        ),
        (
            "W:Qo15 B:Ke4 R:Kd23 w -",
            Box::new(|e| matches!(problems(e), [SetupProblem::NoKing { .. }])),
            "0 kings",
        ),
        (
            "W:Ko15,Ko13 B:Ke4 R:Kd23 w -",
            Box::new(|e| matches!(problems(e), [SetupProblem::TooManyKings { count: 2, .. }])),
            "2 kings",
        ),
        (
            "W:Ko15,Pa10 B:Ke4 R:Kd23 w -",
            Box::new(|e| matches!(problems(e), [SetupProblem::PawnOnPromotionCell { .. }])),
            "promotion side",
        ),
        (
            "W:Ko15 B:Ke4 R:Kd23 x -",
            Box::new(|e| matches!(e, FenError::Mattrix(E::SeatToMove(_)))),
            "'x' is not 'w', 'b' or 'r'",
        ),
        (
            "W:Ko15 B:Ke4 R:Kd23 w o21",
            Box::new(|e| matches!(problems(e), [SetupProblem::CastlingWithoutPieces { .. }])),
            "needs the white king on o15 and a white rook on o21",
        ),
        (
            "W:Ko15,Ro21 B:Ke4 R:Kd23 w o19",
            Box::new(|e| matches!(e, FenError::Mattrix(E::Castling { .. }))),
            "not a castling rook's start cell",
        ),
        (
            "W:Ko15,Ro21 B:Ke4 R:Kd23 w o21,o21",
            Box::new(|e| matches!(e, FenError::Mattrix(E::Castling { .. }))),
            "given twice",
        ),
        (
            "W:Ko15 B:Ke4 R:Kd23 w - x",
            Box::new(|e| matches!(e, FenError::Mattrix(E::Counter { .. }))),
            "halfmove clock 'x'",
        ),
        (
            "W:Ko15 B:Ke4 R:Kd23 w - 0 0",
            Box::new(|e| matches!(e, FenError::Mattrix(E::Counter { .. }))),
            "move number '0'",
        ),
        (
            "W:Ko15,Rd15 B:Ke4 R:Kd23 w -",
            Box::new(|e| {
                matches!(
                    problems(e),
                    [SetupProblem::LastMoverInCheck {
                        side: SideName { seat: RED, .. },
                        ..
                    }]
                )
            }),
            "red moved last and is in check",
        ),
    ];
    for (text, fits, words) in cases {
        let e = text_error(text);
        assert!(fits(&e), "{text}: {e:?}");
        assert!(
            e.to_string().contains(words),
            "{text}: '{e}' lacks '{words}'"
        );
    }
    let mut army = String::from("W:Ko15");
    for c in g().cells().filter(|&c| hex::coord(c).1 >= 9).take(26) {
        if name(c) != "o15" {
            army.push_str(&format!(",N{}", name(c)));
        }
    }
    let e = text_error(&format!("{army} B:Ke4 R:Kd23 w -"));
    assert!(
        matches!(
            problems(&e),
            [SetupProblem::TooManyPieces { count: 27, .. }, ..]
        ),
        "{e}"
    );
}

#[test]
fn only_the_seat_that_moved_last_must_be_out_of_check() {
    // White to move: Red moved last. Blue may be in check (White's rook e12 on Blue's row),
    // and so may White; Red may not.
    let p = pos("W:Ko15,Re12 B:Ke4 R:Kd23 w - 0 1");
    assert!(p.is_king_attacked(BLUE));
    let both = pos("W:Ko15,Re12 B:Ke4,Ri10 R:Kd23 w - 0 1");
    assert!(both.is_king_attacked(BLUE) && both.in_check());
    let e = text_error("W:Ko15 B:Ke4,Ri10 R:Kd23 b - 0 1");
    assert!(
        matches!(
            problems(&e),
            [SetupProblem::LastMoverInCheck {
                side: SideName { seat: WHITE, .. },
                ..
            }]
        ),
        "{e}"
    );
}

// ---------------------------------------------------------------- notation

#[test]
fn full_and_short_notation_of_the_rulebook() {
    let start = Position::start(VariantId::Mattrix);
    let n = coord(&start, "o11l10");
    assert_eq!(start.move_to_full_notation(n), "No11-l10");
    assert_eq!(start.move_to_san(n), "Nl10");
    assert_eq!(start.parse_san("No11-l10").unwrap(), n);
    assert_eq!(start.parse_san("Nl10").unwrap(), n);
    assert_eq!(start.parse_san("NO11L10").unwrap(), n);
    assert_eq!(start.parse_move("o11l10").unwrap(), n);
    assert_eq!(start.parse_move("o11-l10").unwrap(), n);
    // Heavy and light pawns: H and P; the start is added only to disambiguate.
    let h = coord(&start, "l14k15");
    assert_eq!(start.move_to_san(h), "Hk15");
    assert_eq!(start.move_to_full_notation(h), "Hl14-k15");
    let p = coord(&start, "m5l8");
    assert_eq!(start.move_to_san(p), "Pm5-l8", "m11 can go to l8 too");
    assert_eq!(start.move_to_full_notation(p), "Pm5-l8");
    assert!(matches!(
        start.parse_san("Pl8"),
        Err(SanError::Ambiguous { candidates, .. }) if candidates == ["Pm5-l8", "Pm11-l8"]
    ));
    // Coordinates of a pawn move.
    assert_eq!(coord(&start, "m5k5").to, cell("k5"));
    // A capture: x in both notations.
    let p = pos("W:Ko15,Ro21 B:Ke4,No17 R:Kd23 w - 0 1");
    let m = coord(&p, "o21o17");
    assert_eq!(p.move_to_full_notation(m), "Ro21xo17");
    assert_eq!(p.move_to_san(m), "Rxo17");
    assert_eq!(p.parse_san("Ro21xo17").unwrap(), m);
    assert_eq!(p.parse_san("Rxo17").unwrap(), m);
    assert_eq!(p.parse_san("Ro17").unwrap(), m);
}

#[test]
fn notation_errors_say_what_is_wrong() {
    let start = Position::start(VariantId::Mattrix);
    let err = |text: &str| start.parse_san(text).unwrap_err();
    assert!(matches!(
        err("Xl10"),
        SanError::UnknownPiece { letter: 'X', .. }
    ));
    assert!(matches!(err("Nj10"), SanError::UnknownSquare { .. }));
    assert!(matches!(err("N"), SanError::Syntax(_)));
    let e = err("No13-l10");
    assert!(e.to_string().contains("is a queen, not a knight"), "{e}");
    let e = err("Nk13");
    assert!(
        e.to_string().contains("no white knight can move to k13"),
        "{e}"
    );
    let e = err("Nl14");
    assert!(
        e.to_string().contains("taken by your own heavy pawn"),
        "{e}"
    );
    let e = err("Ne4");
    assert!(e.to_string().contains("no white knight"), "{e}");
    let e = err("0-0");
    assert!(
        matches!(&e, SanError::Castling { reason, .. } if reason.to_string().contains("not empty")),
        "{e}"
    );
    let e = err("Pm5-k7");
    assert!(e.to_string().contains("cannot move"), "{e}");
    let e = start.parse_move("garbage").unwrap_err();
    assert!(!e.to_string().is_empty());
}

#[test]
fn every_legal_move_round_trips_through_both_notations() {
    for seed in 1..=4 {
        for p in playout(seed, 50).into_iter().step_by(5) {
            for &m in &p.legal_moves() {
                let short = p.move_to_san(m);
                let full = p.move_to_full_notation(m);
                assert_eq!(p.parse_san(&short), Ok(m), "{short} in {}", p.to_fen());
                assert_eq!(p.parse_san(&full), Ok(m), "{full} in {}", p.to_fen());
                assert_eq!(p.parse_move(&p.move_to_coord(m)), Ok(m));
                if !matches!(m.kind, MoveKind::Castle(_)) {
                    assert!(full.len() >= short.len(), "{full} vs {short}");
                }
            }
        }
    }
}

#[test]
fn an_unfinished_game_round_trips_through_pgn() {
    // PGN is a two-player format; Mattrix moves still go through it (short notation, a
    // Variant tag), so a game in progress can be saved and read back.
    let mut game = Game::new(VariantId::Mattrix);
    let mut rng = Rng(99);
    for _ in 0..40 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    assert!(game.outcome().is_none() && game.moves().len() == 40);
    let text = manifold_rules::pgn::to_pgn(&game, &[]);
    assert!(text.contains("[Variant \"Mattrix chess\"]"), "{text}");
    let back = manifold_rules::pgn::from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.game.moves(), game.moves(), "{text}");
    assert_eq!(back.game.position(), game.position());
}

#[test]
fn full_notation_of_the_square_games_is_long_algebraic() {
    for id in [VariantId::Classical, VariantId::Great, VariantId::Wirth] {
        let p = Position::start(id);
        for &m in &p.legal_moves() {
            let full = p.move_to_full_notation(m);
            assert_eq!(p.parse_san(&full), Ok(m), "{id}: {full}");
        }
    }
    let p = Position::start(VariantId::Classical);
    assert_eq!(p.move_to_full_notation(coord(&p, "g1f3")), "Ng1-f3");
    assert_eq!(p.move_to_full_notation(coord(&p, "e2e4")), "e2-e4");
}

// ---------------------------------------------------------------- a naive reference

/// A deliberately simple move generator written straight from RULES 5 in axial coordinates,
/// sharing no code with the engine (no geometry tables, no pins, no check masks): it makes
/// every pseudo-legal move and keeps those that leave the mover's king unattacked. Slow but
/// easy to check by eye; the engine must agree with it node for node.
mod naive {
    use std::collections::HashMap;

    pub type Sq = (i32, i32);

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Kind {
        King,
        Queen,
        Rook,
        Bishop,
        Knight,
        Heavy,
        Light,
    }

    #[derive(Clone)]
    pub struct Board {
        pub cells: HashMap<Sq, (u8, Kind)>,
        pub turn: u8,
        /// [seat][0 = 0-0, 1 = 0-0-0]
        pub rights: [[bool; 2]; 3],
    }

    #[derive(Clone, Copy, Debug)]
    struct Mv {
        from: Sq,
        to: Sq,
        promo: Option<Kind>,
        castle: Option<(Sq, Sq, Sq)>, // king to, rook from, rook to
    }

    const LINES: [Sq; 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    const DIAGS: [Sq; 6] = [(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)];
    /// (king, rook for 0-0, rook for 0-0-0), RULES 5.3.
    const CASTLE: [(&str, &str, &str); 3] = [
        ("o15", "o21", "o7"),
        ("e4", "h1", "a8"),
        ("d23", "a20", "h27"),
    ];

    fn on(s: Sq) -> bool {
        (0..=13).contains(&s.0) && (0..=13).contains(&s.1) && (7..=20).contains(&(s.0 + s.1))
    }

    fn add(a: Sq, b: Sq) -> Sq {
        (a.0 + b.0, a.1 + b.1)
    }

    fn sub(a: Sq, b: Sq) -> Sq {
        (a.0 - b.0, a.1 - b.1)
    }

    /// A step turned by 120 degrees `n` times: (dq, dr) -> (-dq - dr, dq).
    fn turn(d: Sq, n: u8) -> Sq {
        (0..n).fold(d, |(q, r), _| (-q - r, q))
    }

    pub fn sq(name: &str) -> Sq {
        let r = "abcdefghiklmno".find(&name[..1]).unwrap() as i32;
        let v: i32 = name[1..].parse().unwrap();
        ((v + 6 - r) / 2, r)
    }

    fn knight_leaps() -> Vec<Sq> {
        let mut out = Vec::new();
        for d in DIAGS {
            for a in LINES {
                // The lines 30 degrees either side of a diagonal are the two that sum to it.
                if LINES.iter().any(|&b| add(a, b) == d) {
                    out.push(add(d, a));
                }
            }
        }
        out
    }

    fn forward_diags(seat: u8) -> Vec<Sq> {
        [(1, -2), (2, -1), (-1, -1)]
            .iter()
            .map(|&d| turn(d, seat))
            .collect()
    }

    fn forward_lines(seat: u8) -> Vec<Sq> {
        [(1, -1), (0, -1)].iter().map(|&d| turn(d, seat)).collect()
    }

    fn far_side(seat: u8, s: Sq) -> bool {
        match seat {
            0 => s.1 == 0,
            1 => s.0 + s.1 == 20,
            _ => s.0 == 0,
        }
    }

    fn pawn_dirs(seat: u8, kind: Kind) -> (Vec<Sq>, Vec<Sq>) {
        // (pushes, captures)
        match kind {
            Kind::Light => (forward_diags(seat), forward_lines(seat)),
            _ => (forward_lines(seat), forward_diags(seat)),
        }
    }

    /// Whether a piece of a seat `by` accepts attacks `s`.
    fn attacked(b: &Board, s: Sq, by: &dyn Fn(u8) -> bool) -> bool {
        for (dirs, line) in [(LINES, true), (DIAGS, false)] {
            for d in dirs {
                let mut c = add(s, d);
                let mut first = true;
                while on(c) {
                    if let Some(&(seat, k)) = b.cells.get(&c) {
                        if by(seat) {
                            let rides = match k {
                                Kind::Queen => true,
                                Kind::Rook => line,
                                Kind::Bishop => !line,
                                Kind::King => first,
                                _ => false,
                            };
                            if rides {
                                return true;
                            }
                        }
                        break;
                    }
                    first = false;
                    c = add(c, d);
                }
            }
        }
        for l in knight_leaps() {
            if let Some(&(seat, Kind::Knight)) = b.cells.get(&add(s, l))
                && by(seat)
            {
                return true;
            }
        }
        for seat in 0..3u8 {
            if !by(seat) {
                continue;
            }
            for kind in [Kind::Heavy, Kind::Light] {
                for d in pawn_dirs(seat, kind).1 {
                    if b.cells.get(&sub(s, d)) == Some(&(seat, kind)) {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn king_of(b: &Board, seat: u8) -> Sq {
        *b.cells
            .iter()
            .find(|(_, p)| **p == (seat, Kind::King))
            .unwrap()
            .0
    }

    fn pseudo(b: &Board) -> Vec<Mv> {
        let us = b.turn;
        let mut out = Vec::new();
        let free_or_enemy = |c: Sq| match b.cells.get(&c) {
            None => true,
            Some(&(seat, k)) => seat != us && k != Kind::King,
        };
        let enemy =
            |c: Sq| matches!(b.cells.get(&c), Some(&(seat, k)) if seat != us && k != Kind::King);
        let plain = |from, to| Mv {
            from,
            to,
            promo: None,
            castle: None,
        };
        for (&from, &(seat, k)) in &b.cells {
            if seat != us {
                continue;
            }
            match k {
                Kind::Heavy | Kind::Light => {
                    let (pushes, captures) = pawn_dirs(us, k);
                    let mut targets = Vec::new();
                    for d in pushes {
                        let to = add(from, d);
                        if on(to) && !b.cells.contains_key(&to) {
                            targets.push(to);
                        }
                    }
                    for d in captures {
                        let to = add(from, d);
                        if on(to) && enemy(to) {
                            targets.push(to);
                        }
                    }
                    for to in targets {
                        if far_side(us, to) {
                            let promos: &[Kind] = if k == Kind::Heavy {
                                &[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
                            } else {
                                &[Kind::Rook, Kind::Bishop, Kind::Knight]
                            };
                            for &p in promos {
                                out.push(Mv {
                                    promo: Some(p),
                                    ..plain(from, to)
                                });
                            }
                        } else {
                            out.push(plain(from, to));
                        }
                    }
                }
                Kind::Knight => {
                    for l in knight_leaps() {
                        let to = add(from, l);
                        if on(to) && free_or_enemy(to) {
                            out.push(plain(from, to));
                        }
                    }
                }
                _ => {
                    let mut dirs = Vec::new();
                    if matches!(k, Kind::Queen | Kind::Rook | Kind::King) {
                        dirs.extend(LINES);
                    }
                    if matches!(k, Kind::Queen | Kind::Bishop | Kind::King) {
                        dirs.extend(DIAGS);
                    }
                    for d in dirs {
                        let mut to = add(from, d);
                        while on(to) {
                            if free_or_enemy(to) {
                                out.push(plain(from, to));
                            }
                            if b.cells.contains_key(&to) || k == Kind::King {
                                break;
                            }
                            to = add(to, d);
                        }
                    }
                }
            }
        }
        // Castling (RULES 5.3 and Ruling M1).
        let (king, short_rook, long_rook) = CASTLE[us as usize];
        let king = sq(king);
        for (side, rook) in [(0, short_rook), (1, long_rook)] {
            let rook = sq(rook);
            if !b.rights[us as usize][side]
                || b.cells.get(&king) != Some(&(us, Kind::King))
                || b.cells.get(&rook) != Some(&(us, Kind::Rook))
            {
                continue;
            }
            let delta = sub(rook, king);
            let n = delta.0.abs().max(delta.1.abs());
            let d = (delta.0 / n, delta.1 / n);
            assert!(LINES.contains(&d), "castling runs along a line");
            let between: Vec<Sq> = (1..n).map(|i| add(king, (d.0 * i, d.1 * i))).collect();
            if between.iter().any(|c| b.cells.contains_key(c)) {
                continue;
            }
            let king_to = sub(rook, d);
            let rook_to = sub(king_to, d);
            let others = |s: u8| s != us;
            if attacked(b, king, &others) {
                continue;
            }
            let mut lifted = b.clone();
            lifted.cells.remove(&king);
            let path: Vec<Sq> = (1..n).map(|i| add(king, (d.0 * i, d.1 * i))).collect();
            if path.iter().any(|&c| attacked(&lifted, c, &others)) {
                continue;
            }
            out.push(Mv {
                from: king,
                to: king_to,
                promo: None,
                castle: Some((king_to, rook, rook_to)),
            });
        }
        out
    }

    fn play(b: &Board, m: Mv) -> Board {
        let mut n = b.clone();
        let (seat, kind) = n.cells.remove(&m.from).unwrap();
        if let Some((king_to, rook, rook_to)) = m.castle {
            let r = n.cells.remove(&rook).unwrap();
            n.cells.insert(king_to, (seat, kind));
            n.cells.insert(rook_to, r);
        } else {
            n.cells.insert(m.to, (seat, m.promo.unwrap_or(kind)));
        }
        for (s, &(king, short, long)) in CASTLE.iter().enumerate() {
            for (side, rook) in [(0, short), (1, long)] {
                let touched = [sq(king), sq(rook)];
                if touched.contains(&m.from) || touched.contains(&m.to) {
                    n.rights[s][side] = false;
                }
            }
        }
        n.turn = (n.turn + 1) % 3;
        n
    }

    fn legal(b: &Board) -> Vec<Board> {
        let us = b.turn;
        pseudo(b)
            .into_iter()
            .map(|m| play(b, m))
            .filter(|n| !attacked(n, king_of(n, us), &|s| s != us))
            .collect()
    }

    pub fn perft(b: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let next = legal(b);
        if depth == 1 {
            return next.len() as u64;
        }
        next.iter().map(|n| perft(n, depth - 1)).sum()
    }
}

/// The naive reference's board for an engine position.
fn naive_board(p: &Position) -> naive::Board {
    use naive::Kind;
    let cells = p
        .pieces()
        .map(|(c, piece)| {
            let kind = match piece.role {
                Role::King => Kind::King,
                Role::Queen => Kind::Queen,
                Role::Rook => Kind::Rook,
                Role::Bishop => Kind::Bishop,
                Role::Knight => Kind::Knight,
                Role::HeavyPawn => Kind::Heavy,
                Role::LightPawn => Kind::Light,
                other => panic!("{other:?} is no Mattrix piece"),
            };
            (hex::coord(c), (piece.seat.0, kind))
        })
        .collect();
    let bit = |i: usize| p.castling_rights() >> i & 1 != 0;
    naive::Board {
        cells,
        turn: p.turn().0,
        rights: [[bit(0), bit(1)], [bit(2), bit(3)], [bit(4), bit(5)]],
    }
}

#[test]
fn the_naive_reference_reads_the_rulebook_cells() {
    assert_eq!(naive::sq("h1"), (0, 7));
    assert_eq!(naive::sq("o15"), hex::coord(cell("o15")));
    assert_eq!(naive::sq("d23"), hex::coord(cell("d23")));
}

#[test]
fn perft_agrees_with_a_naive_reference_generator() {
    let start = Position::start(VariantId::Mattrix);
    for depth in 1..=3 {
        assert_eq!(
            naive::perft(&naive_board(&start), depth),
            perft(&start, depth),
            "start d{depth}"
        );
    }
    // Scenario positions: castling with attacked cells, double check, pins by either
    // opponent, mates and stalemates, promotions.
    let scenarios = [
        "W:Ko15,Ro7,Ro21 B:Ke4,Ri12 R:Kd23,Bk9 w o21,o7 0 1",
        "W:Ko15,Ro7,Ro21 B:Ke4,Ra8,Rh1,Bl10 R:Kd23,Ra20,Rh27,Ri8 w o21,o7,h1,a8,a20,h27 0 1",
        "W:Ko15,Rl20,Nm11 B:Ke4,Ri10 R:Kd23,Bk15 w - 0 1",
        "W:Ko15,Rm13,Nn14,Bn16 B:Kh1,Qi10 R:Kd23,Rg12,Ri12,Bk17 w - 0 1",
        "W:Ko15,Hb13,Pb11,Hb9 B:Ke4,Ra8,Pi4,Hk3 R:Kd23,Ra20,Pc18,Hb19 w a8,a20 0 1",
        "W:Ko15,Bk9 B:Kh1 R:Kd23,Rg12,Ri12 b - 0 1",
    ];
    for text in scenarios {
        for times in 0..3 {
            let p = pos(&turn_text(text, times));
            for depth in 1..=3 {
                assert_eq!(
                    naive::perft(&naive_board(&p), depth),
                    perft(&p, depth),
                    "{} d{depth}",
                    p.to_fen()
                );
            }
        }
    }
    // Middlegames from random playouts.
    for seed in 1..=4 {
        for p in playout(seed, 60).into_iter().step_by(15).skip(1) {
            assert_eq!(
                naive::perft(&naive_board(&p), 2),
                perft(&p, 2),
                "{}",
                p.to_fen()
            );
        }
    }
    let mid = playout(5, 30).pop().unwrap();
    assert_eq!(
        naive::perft(&naive_board(&mid), 3),
        perft(&mid, 3),
        "{}",
        mid.to_fen()
    );
}
