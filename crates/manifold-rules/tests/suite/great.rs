//! Great Chess (RULES 3): the start array, the compound pieces, pawns and promotion, and
//! perft numbers cross-checked against Fairy-Stockfish (`crates/manifold-rules/tests/data/great_perft.txt`).

use crate::common;

use manifold_rules::game::{EndReason, Game};
use manifold_rules::perft::perft;
use manifold_rules::{Piece, Position, Role, Seat, VariantId};

fn pos(fen: &str) -> Position {
    Position::from_fen(VariantId::Great, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn targets(p: &Position, from: &str) -> Vec<String> {
    let g = p.geometry();
    let from = g.cell_by_name(from).unwrap();
    let mut t: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| g.cell_name(m.to).to_string())
        .collect();
    t.sort();
    t.dedup();
    t
}

#[test]
fn start_array_is_the_rulebook_one() {
    let p = Position::start(VariantId::Great);
    let g = p.geometry();
    let at = |n: &str| p.piece_at(g.cell_by_name(n).unwrap());
    let w = |r| Some(Piece::new(Seat::WHITE, r));
    let b = |r| Some(Piece::new(Seat::BLACK, r));
    for (n, r) in [
        ("f1", Role::King),
        ("e1", Role::Giraffe),
        ("d1", Role::Vizier),
        ("g1", Role::Queen),
        ("a1", Role::Rook),
        ("j1", Role::Rook),
        ("b1", Role::Knight),
        ("i1", Role::Knight),
        ("c1", Role::Bishop),
        ("h1", Role::Bishop),
        ("e2", Role::WarMachine),
        ("f2", Role::WarMachine),
        ("e3", Role::Pawn),
        ("f3", Role::Pawn),
        ("a2", Role::Pawn),
        ("j2", Role::Pawn),
    ] {
        assert_eq!(at(n), w(r), "{n}");
    }
    // Black is White turned by 180 degrees (central symmetry), not mirrored.
    for (n, r) in [
        ("e10", Role::King),
        ("f10", Role::Giraffe),
        ("g10", Role::Vizier),
        ("d10", Role::Queen),
        ("e9", Role::WarMachine),
        ("f9", Role::WarMachine),
        ("e8", Role::Pawn),
        ("f8", Role::Pawn),
    ] {
        assert_eq!(at(n), b(r), "{n}");
    }
    for seat in [Seat::WHITE, Seat::BLACK] {
        assert_eq!(p.pieces().filter(|(_, pc)| pc.seat == seat).count(), 22);
    }
    assert_eq!(
        p.to_fen(),
        "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1"
    );
}

#[test]
fn compound_pieces_combine_their_parts() {
    // Lone pieces on e5 of an empty 10x10 board (kings tucked in the corners).
    let count = |letter: char| {
        let p = pos(&format!(
            "8k1/10/10/10/10/4{letter}5/10/10/10/1K8 w - - 0 1"
        ));
        targets(&p, "e5").len()
    };
    let (rook, bishop, knight) = (count('R'), count('B'), count('N'));
    assert_eq!(rook, 18);
    assert_eq!(knight, 8);
    assert_eq!(count('Q'), rook + bishop, "general = rook + bishop");
    assert_eq!(
        count('G'),
        rook + bishop + knight,
        "giraffe = queen + knight"
    );
    assert_eq!(count('V'), bishop + knight, "vizier = bishop + knight");
    assert_eq!(count('W'), rook + knight, "war machine = rook + knight");
}

#[test]
fn pawns_step_once_and_promote_only_to_a_general() {
    let p = Position::start(VariantId::Great);
    assert_eq!(targets(&p, "a2"), ["a3"], "no double step");
    let p = pos("k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1");
    let promos: Vec<_> = p
        .legal_moves()
        .iter()
        .filter(|m| m.promotion.is_some())
        .map(|m| m.promotion)
        .collect();
    assert_eq!(promos, [Some(Role::Queen)]);
}

#[test]
fn knight_part_gives_check_over_blockers() {
    // A war machine checks like a knight: the only answers move the king or capture it.
    let p = pos("10/10/10/10/10/10/10/3w6/4Q5/3BKB3k w - - 0 1");
    assert!(
        p.in_check(),
        "the war machine on d3 attacks e1 as a knight, over the pieces around it"
    );
    // The rook part covers d2, the knight part f2: the king cannot move, and the check cannot
    // be blocked; only e2xd3 answers it.
    assert!(targets(&p, "e1").is_empty());
    let answers: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.move_to_coord(*m))
        .collect();
    assert_eq!(answers, ["e2d3"]);
}

#[test]
fn stalemate_is_a_draw_and_lone_minor_pieces_are_dead() {
    let game = Game::from_position(pos("k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1"));
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::Stalemate));
    let game = Game::from_position(pos("k9/10/10/10/10/10/10/10/2B7/K5n3 w - - 0 1"));
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::InsufficientMaterial)
    );
    let game = Game::from_position(pos("k9/10/10/10/10/10/10/10/2V7/K9 w - - 0 1"));
    assert_eq!(game.outcome(), None, "a vizier can mate");
}

#[test]
fn perft_matches_fairy_stockfish() {
    let cases = common::perft_cases("great_perft.txt");
    assert!(
        cases.len() >= 5,
        "the reference file holds the start position and others"
    );
    for case in cases {
        let p = pos(&case.fen);
        for (depth, nodes) in &case.counts {
            assert_eq!(
                perft(&p, *depth),
                *nodes,
                "{} depth {depth} ({})",
                case.fen,
                case.source
            );
        }
    }
}
