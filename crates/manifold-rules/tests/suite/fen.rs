//! FEN reading and writing for every game: round trips, and a clear error for each kind of
//! malformed input.

use manifold_rules::fen::FenError;
use manifold_rules::{Position, VariantId};

fn round_trip(id: VariantId, fen: &str) {
    let pos = Position::from_fen(id, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(pos.to_fen(), fen, "{id}");
    assert_eq!(pos.hash(), pos.compute_hash());
}

#[test]
fn classical_round_trips() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
    ] {
        round_trip(VariantId::Classical, fen);
    }
}

#[test]
fn great_chess_round_trips_with_two_digit_runs() {
    for fen in [
        "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1",
        "r1bqkgvbnr/ppppw1pppp/2n1pp4/5w4/10/4P5/3P1P4/3W1W4/PPP3PPPP/RNBVGKQBNR b - - 3 5",
        "9k/10/10/10/10/10/10/10/10/K9 w - - 99 120",
    ] {
        round_trip(VariantId::Great, fen);
    }
}

#[test]
fn wirth_round_trips() {
    for fen in [
        "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1",
        "k11/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1",
        "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 b Kq - 4 9",
    ] {
        round_trip(VariantId::Wirth, fen);
    }
    // The en passant target uses Wirth's names.
    let start = Position::start(VariantId::Wirth);
    let after = start.play(start.parse_coord("E2E4").unwrap());
    let expected = "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/6P5/12/1PPPPP1PPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 b KQkq E3 0 1";
    assert_eq!(after.to_fen(), expected);
    round_trip(VariantId::Wirth, expected);
    let thirteen = "12/1pppppppppp1/1prnbqkbnrp1/1ppppp1ppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1";
    assert!(matches!(
        Position::from_fen(VariantId::Wirth, thirteen),
        Err(FenError::RankLength { .. })
    ));
}

fn error(id: VariantId, fen: &str) -> String {
    match Position::from_fen(id, fen) {
        Ok(p) => panic!("{fen} was accepted as {p:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn each_malformed_fen_gets_a_clear_error() {
    let c = VariantId::Classical;
    let cases: [(&str, &str); 14] = [
        ("", "empty"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "fields"),
        (
            "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "7 ranks",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rank 6",
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rank 7",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "'X' in rank 4",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "side to move",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1",
            "white has 0 kings",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            "rook on h1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1",
            "en passant",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "halfmove",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            "fullmove",
        ),
        (
            "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1",
            "h8",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2r b - - 0 1",
            "not to move (white) is in check",
        ),
    ];
    for (fen, expected) in cases {
        let message = error(c, fen);
        assert!(
            message.contains(expected),
            "{fen:?}: '{message}' should mention '{expected}'"
        );
    }
}

#[test]
fn variant_specific_errors() {
    assert!(
        error(
            VariantId::Great,
            "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w KQ - 0 1"
        )
        .contains("castling")
    );
    assert!(
        error(
            VariantId::Classical,
            "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1"
        )
        .contains("ranks")
    );
    assert!(
        error(
            VariantId::Classical,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBGKBNR w KQkq - 0 1"
        )
        .contains("not a piece of classical")
    );
    let too_many = "QQQQQQQQ/QQQQQQQQ/QQ6/8/8/8/8/K6k w - - 0 1";
    assert!(error(VariantId::Classical, too_many).contains("at most 16"));
    // A Wirth pawn on the rank where it promotes (White: rank 8).
    let wirth = "12/12/6P5/12/12/12/12/12/12/6K5/12/k11 w - - 0 1";
    assert!(
        error(VariantId::Wirth, wirth).contains("E8"),
        "{}",
        error(VariantId::Wirth, wirth)
    );
}
