//! SAN and PGN: every special case of writing SAN, the lenient reader and each of its
//! errors, PGN export and import round trips, and shakmaty (an independent library) reading
//! what we write and agreeing with our SAN move for move.

use manifold_rules::coord::CoordError;
use manifold_rules::game::{EndReason, Game};
use manifold_rules::names::VariantName;
use manifold_rules::pgn::{PgnError, from_pgn, from_pgn_multi, to_pgn};
use manifold_rules::san::{MoveParseError, SanError};
use manifold_rules::{Move, MoveKind, Position, Role, Seat, VariantId};

use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

// ---------------------------------------------------------------- helpers

fn classical(fen: &str) -> Position {
    Position::from_fen(VariantId::Classical, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal move written `coord` in coordinate notation.
fn coord(pos: &Position, coord: &str) -> Move {
    pos.parse_coord(coord)
        .unwrap_or_else(|e| panic!("{coord} in {pos:?}: {e}"))
}

/// The SAN of the move written `c` in coordinates.
fn san_of(pos: &Position, c: &str) -> String {
    pos.move_to_san(coord(pos, c))
}

/// Plays moves given in SAN from a position.
fn play_san(mut pos: Position, moves: &[&str]) -> Position {
    for s in moves {
        let m = pos
            .parse_san(s)
            .unwrap_or_else(|e| panic!("{s} in {pos:?}: {e}"));
        pos = pos.play(m);
    }
    pos
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

/// A game of up to `plies` random legal moves from the variant's start.
fn random_game(id: VariantId, seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut game = Game::new(id);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.play(m).unwrap();
    }
    game
}

/// The SAN tokens of a PGN's move text (move numbers and the result dropped).
fn pgn_sans(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter(|l| !l.starts_with('['))
        .flat_map(str::split_whitespace)
        .filter(|t| !t.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(t))
        .map(str::to_string)
        .collect()
}

fn board_fen(fen: &str) -> &str {
    fen.split(' ').next().unwrap()
}

/// Replays SAN texts with shakmaty from the standard start and returns its final board.
fn shakmaty_replay(sans: &[String]) -> String {
    let mut pos = Chess::default();
    for s in sans {
        let san: SanPlus = s
            .parse()
            .unwrap_or_else(|_| panic!("shakmaty cannot read '{s}'"));
        let m = san
            .san
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("shakmaty refuses '{s}': {e}"));
        pos = pos.play(m).unwrap();
    }
    let fen = shakmaty::fen::Fen::from_position(&pos, EnPassantMode::Legal).to_string();
    board_fen(&fen).to_string()
}

// ---------------------------------------------------------------- writing SAN

#[test]
fn san_castling_both_sides_for_both_colours() {
    let pos = classical("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(san_of(&pos, "e1g1"), "O-O");
    assert_eq!(san_of(&pos, "e1c1"), "O-O-O");
    let pos = classical("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(san_of(&pos, "e8g8"), "O-O");
    assert_eq!(san_of(&pos, "e8c8"), "O-O-O");
    let m = pos.parse_san("O-O-O").unwrap();
    assert_eq!(m.kind, MoveKind::Castle(3));
}

#[test]
fn san_castling_with_check() {
    // After O-O-O the rook on d1 checks the king on d8.
    let pos = classical("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(san_of(&pos, "e1c1"), "O-O-O+");
}

#[test]
fn san_en_passant_is_a_capture() {
    let pos = classical("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    let m = coord(&pos, "e5f6");
    assert_eq!(m.kind, MoveKind::EnPassant);
    assert_eq!(pos.move_to_san(m), "exf6");
    for text in ["exf6", "exf6 e.p.", "exf6e.p.", "ef6", "exf6ep"] {
        assert_eq!(pos.parse_san(text), Ok(m), "{text}");
    }
}

#[test]
fn san_promotions_with_and_without_capture_and_check() {
    let pos = classical("3r4/4P3/5k2/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&pos, "e7e8q"), "e8=Q");
    assert_eq!(san_of(&pos, "e7e8r"), "e8=R");
    assert_eq!(san_of(&pos, "e7e8b"), "e8=B");
    // Underpromotion with check: the knight on e8 attacks f6.
    assert_eq!(san_of(&pos, "e7e8n"), "e8=N+");
    assert_eq!(san_of(&pos, "e7d8q"), "exd8=Q+");
    assert_eq!(san_of(&pos, "e7d8n"), "exd8=N");
    // Black promotes too.
    let pos = classical("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1");
    assert_eq!(san_of(&pos, "b2a1q"), "bxa1=Q+");
    assert_eq!(san_of(&pos, "b2b1n"), "b1=N");
}

#[test]
fn san_disambiguates_by_file_then_rank_then_both() {
    // By file: knights on b1 and f3 both reach d2.
    let pos = classical("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert_eq!(san_of(&pos, "b1d2"), "Nbd2");
    assert_eq!(san_of(&pos, "f3d2"), "Nfd2");
    assert_eq!(san_of(&pos, "f3e5"), "Ne5");
    // By rank: rooks on a1 and a5 both reach a3.
    let pos = classical("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(san_of(&pos, "a1a3"), "R1a3");
    assert_eq!(san_of(&pos, "a5a3"), "R5a3");
    // Both: queens on a1, a3 and c1 all reach b2.
    let pos = classical("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    assert_eq!(san_of(&pos, "a1b2"), "Qa1b2");
    assert_eq!(san_of(&pos, "a3b2"), "Q3b2");
    assert_eq!(san_of(&pos, "c1b2"), "Qcb2");
    for text in ["Qa1b2", "Q3b2", "Qcb2"] {
        assert_eq!(pos.move_to_san(pos.parse_san(text).unwrap()), text);
    }
}

#[test]
fn san_pinned_piece_needs_no_disambiguation() {
    // The knight on c3 is pinned by the bishop on b4, so Ne2 from g1 is unique.
    let pos = classical("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1");
    assert_eq!(san_of(&pos, "g1e2"), "Ne2");
}

#[test]
fn san_check_and_mate_suffixes() {
    let pos = play_san(Position::start(VariantId::Classical), &["f3", "e5", "g4"]);
    assert_eq!(san_of(&pos, "d8h4"), "Qh4#");
    let pos = play_san(Position::start(VariantId::Classical), &["e4", "f5"]);
    assert_eq!(san_of(&pos, "d1h5"), "Qh5+");
    let pos = play_san(
        Position::start(VariantId::Classical),
        &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"],
    );
    assert_eq!(san_of(&pos, "h5f7"), "Qxf7#");
    assert_eq!(san_of(&pos, "c4f7"), "Bxf7+");
}

// ---------------------------------------------------------------- reading SAN

#[test]
fn parse_san_is_lenient() {
    let start = Position::start(VariantId::Classical);
    let nf3 = coord(&start, "g1f3");
    for text in [
        "Nf3", "Nf3+", "Nf3#", "Nf3!?", "Nf3!!", " Nf3 ", "Ngf3", "N1f3", "Ng1f3", "Ng1-f3", "NF3",
        "nf3", "Nxf3",
    ] {
        assert_eq!(start.parse_san(text), Ok(nf3), "{text}");
    }
    let e4 = coord(&start, "e2e4");
    for text in ["e4", "e2e4", "e2-e4", "Pe4", "e4?"] {
        assert_eq!(start.parse_san(text), Ok(e4), "{text}");
    }
    let pos = classical("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = coord(&pos, "e1g1");
    let long = coord(&pos, "e1c1");
    for text in ["O-O", "0-0", "o-o", "O-O+", "Kg1"] {
        assert_eq!(pos.parse_san(text), Ok(short), "{text}");
    }
    for text in ["O-O-O", "0-0-0", "O-O-O!"] {
        assert_eq!(pos.parse_san(text), Ok(long), "{text}");
    }
    let pos = classical("3r4/4P3/5k2/8/8/8/8/4K3 w - - 0 1");
    let queen = coord(&pos, "e7e8q");
    for text in ["e8=Q", "e8Q", "e8=q", "e8(Q)", "e8/Q", "e8=Q+", "e7e8q"] {
        assert_eq!(pos.parse_san(text), Ok(queen), "{text}");
    }
    assert_eq!(pos.parse_san("exd8N"), Ok(coord(&pos, "e7d8n")));
    assert_eq!(pos.parse_san("ed8=N"), Ok(coord(&pos, "e7d8n")));
    // A pawn capture with the x left out.
    let pos = play_san(start, &["e4", "d5"]);
    assert_eq!(pos.parse_san("ed5"), Ok(coord(&pos, "e4d5")));
    assert_eq!(pos.parse_san("e:d5"), Ok(coord(&pos, "e4d5")));
}

#[test]
fn parse_san_syntax_errors() {
    let start = Position::start(VariantId::Classical);
    for text in ["", "hello", "Nf", "+", "N", "e", "O-O-O-O", "Nf3=", "é4"] {
        assert!(
            matches!(start.parse_san(text), Err(SanError::Syntax(_))),
            "{text}: {:?}",
            start.parse_san(text)
        );
    }
}

#[test]
fn parse_san_unknown_piece_and_square() {
    let start = Position::start(VariantId::Classical);
    assert!(matches!(
        start.parse_san("Gf3"),
        Err(SanError::UnknownPiece {
            letter: 'G',
            variant: VariantName(VariantId::Classical),
            ..
        })
    ));
    // Upper case is a piece on a board whose files are lower-case letters.
    assert!(matches!(
        start.parse_san("Exd5"),
        Err(SanError::UnknownPiece { letter: 'E', .. })
    ));
    assert!(matches!(
        start.parse_san("Nz9"),
        Err(SanError::UnknownSquare { square, .. }) if square == "z9"
    ));
    assert!(matches!(
        start.parse_san("e9"),
        Err(SanError::UnknownSquare { square, .. }) if square == "e9"
    ));
}

#[test]
fn parse_san_illegal_moves_say_why() {
    let start = Position::start(VariantId::Classical);
    let reason = |pos: &Position, text: &str| match pos.parse_san(text) {
        Err(SanError::Illegal { reason, .. }) => reason.to_string(),
        other => panic!("{text}: expected Illegal, got {other:?}"),
    };
    // One queen: the core's explanation.
    let r = reason(&start, "Qd4");
    assert!(r.contains("d1") && r.contains("d4"), "{r}");
    // Two knights, neither reaches.
    let r = reason(&start, "Nd4");
    assert!(r.contains("b1") && r.contains("g1"), "{r}");
    // Own piece on the target.
    let r = reason(&start, "Ke2");
    assert!(r.contains("e2") && r.contains("own"), "{r}");
    // No such piece at all.
    let pos = classical("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    let r = reason(&pos, "Qe4");
    assert!(r.contains("no white queen"), "{r}");
    // A disambiguation that names no piece.
    let r = reason(&start, "Nce3");
    assert!(r.contains("c-file"), "{r}");
    // A pinned piece: moving it would expose the king.
    let pos = classical("4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1");
    assert!(matches!(
        pos.parse_san("Nd5"),
        Err(SanError::Illegal { .. })
    ));
    // In check, a move that does not answer it.
    let pos = play_san(start.clone(), &["e4", "f5", "Qh5+"]);
    let r = reason(&pos, "a6");
    assert!(r.contains("check"), "{r}");
    // The message names the text.
    let e = start.parse_san("Qd4").unwrap_err().to_string();
    assert!(e.starts_with("'Qd4' is not legal here"), "{e}");
}

#[test]
fn parse_san_ambiguous_lists_candidates() {
    let pos = classical("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    match pos.parse_san("Nd2") {
        Err(SanError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, vec!["Nbd2".to_string(), "Nfd2".to_string()]);
        }
        other => panic!("{other:?}"),
    }
    let pos = classical("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    match pos.parse_san("Qab2") {
        Err(SanError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates.len(), 2);
            assert!(candidates.contains(&"Qa1b2".to_string()));
            assert!(candidates.contains(&"Q3b2".to_string()));
        }
        other => panic!("{other:?}"),
    }
    let e = pos.parse_san("Qb2").unwrap_err().to_string();
    assert!(e.contains("ambiguous") && e.contains("Qcb2"), "{e}");
}

#[test]
fn parse_san_promotion_errors() {
    let pos = classical("3r4/4P3/5k2/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        pos.parse_san("e8"),
        Err(SanError::PromotionMissing {
            text: "e8".into(),
            example: "e8=Q".into()
        })
    );
    assert!(matches!(
        pos.parse_san("exd8"),
        Err(SanError::PromotionMissing { example, .. }) if example == "exd8=Q"
    ));
    assert!(matches!(
        pos.parse_san("e8=K"),
        Err(SanError::BadPromotion { reason, .. }) if reason.to_string().contains("king")
    ));
    assert!(matches!(
        pos.parse_san("e8=Z"),
        Err(SanError::BadPromotion { reason, .. }) if reason.to_string().contains("'Z'")
    ));
    let start = Position::start(VariantId::Classical);
    assert!(matches!(
        start.parse_san("e4=Q"),
        Err(SanError::BadPromotion { reason, .. }) if reason.to_string().contains("promotion zone")
    ));
    // Great Chess promotes to a general only.
    let great = Position::from_fen(
        VariantId::Great,
        "4k5/1P8/10/10/10/10/10/10/10/4K5 w - - 0 1",
    )
    .unwrap();
    assert_eq!(
        great.move_to_san(great.parse_san("b10=Q").unwrap()),
        "b10=Q+"
    );
    assert!(matches!(
        great.parse_san("b10=G"),
        Err(SanError::BadPromotion { reason, .. }) if reason.to_string().contains("general")
    ));
}

#[test]
fn parse_san_castling_errors() {
    let start = Position::start(VariantId::Classical);
    let reason = |pos: &Position, text: &str| match pos.parse_san(text) {
        Err(SanError::Castling { reason, .. }) => reason.to_string(),
        other => panic!("{text}: expected Castling, got {other:?}"),
    };
    assert!(reason(&start, "O-O").contains("not empty"));
    let pos = classical("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    assert!(reason(&pos, "O-O").contains("lost"));
    let pos = classical("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
    assert!(reason(&pos, "O-O-O").contains("check"));
    let pos = classical("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    assert!(reason(&pos, "O-O").contains("attacked"));
    // Queen-side is still possible there.
    assert!(pos.parse_san("O-O-O").is_ok());
    let great = Position::start(VariantId::Great);
    assert!(reason(&great, "O-O").contains("no castling"));
}

#[test]
fn parse_move_reads_both_notations_and_picks_the_useful_error() {
    let start = Position::start(VariantId::Classical);
    let nf3 = coord(&start, "g1f3");
    assert_eq!(start.parse_move("g1f3"), Ok(nf3));
    assert_eq!(start.parse_move("Nf3"), Ok(nf3));
    assert_eq!(start.parse_move("  Nf3+ "), Ok(nf3));
    assert!(matches!(
        start.parse_move("e2e5"),
        Err(MoveParseError::Coord(_))
    ));
    assert!(matches!(
        start.parse_move("Nf5"),
        Err(MoveParseError::San(SanError::Illegal { .. }))
    ));
    assert!(matches!(
        start.parse_move("Qd4"),
        Err(MoveParseError::San(SanError::Illegal { .. }))
    ));
    assert!(matches!(
        start.parse_move("hello"),
        Err(MoveParseError::Unreadable(_))
    ));
    assert!(matches!(
        start.parse_move("O-O"),
        Err(MoveParseError::San(SanError::Castling { .. }))
    ));
    assert!(matches!(
        start.parse_move("z9z8"),
        Err(MoveParseError::Coord(CoordError::UnknownSquare { square, .. })) if square == "z9"
    ));
    let e = start.parse_move("e2e5").unwrap_err().to_string();
    assert!(e.contains("e2e5"), "{e}");
}

// ---------------------------------------------------------------- other games

#[test]
fn wirth_san_uses_the_board_names_and_reads_any_case() {
    let start = Position::start(VariantId::Wirth);
    let e4 = coord(&start, "E2E4");
    assert_eq!(start.move_to_san(e4), "E4");
    assert_eq!(start.parse_san("E4"), Ok(e4));
    assert_eq!(start.parse_san("e4"), Ok(e4));
    let pos = play_san(start, &["E4", "D5"]);
    let capture = coord(&pos, "E4D5");
    assert_eq!(pos.move_to_san(capture), "exD5");
    for text in ["exD5", "ExD5", "exd5", "EXD5", "ED5", "ed5"] {
        assert_eq!(pos.parse_san(text), Ok(capture), "{text}");
    }
    let pos = play_san(pos, &["exd5"]);
    let knight = pos.parse_san("Nc6").unwrap();
    assert_eq!(pos.move_to_san(knight), "NC6");
    assert_eq!(pos.parse_san("NC6"), Ok(knight));
}

#[test]
fn wirth_pawn_on_a_file_named_like_a_piece_is_not_that_piece() {
    // The B-file pawn takes on C6 while the bishop on E8 could take there too, and the
    // K-file pawn takes on L6 and (round the seam) on J6.
    let fen = "12/12/6B5/12/1p2p6p/P2P3k4/12/12/12/6K5/12/12 w - - 0 1";
    let pos = Position::from_fen(VariantId::Wirth, fen).unwrap();
    let g = pos.geometry();
    for m in pos.legal_moves() {
        let san = pos.move_to_san(m);
        assert_eq!(
            pos.parse_san(&san),
            Ok(m),
            "{san} ({})",
            pos.move_to_coord(m)
        );
        let piece = pos.piece_at(m.from).unwrap();
        if piece.role == Role::Pawn && pos.piece_at(m.to).is_some() {
            let file = &g.cell_name(m.from)[..1];
            assert!(san.starts_with(&file.to_ascii_lowercase()), "{san}");
        }
    }
    let c6 = |from: &str| coord(&pos, &format!("{from}C6"));
    assert_eq!(pos.move_to_san(c6("E8")), "BxC6");
    assert_eq!(pos.move_to_san(c6("B5")), "bxC6");
    assert_eq!(pos.parse_san("BxC6"), Ok(c6("E8")));
    assert_eq!(pos.parse_san("bxc6"), Ok(c6("B5")));
    assert_eq!(pos.move_to_san(coord(&pos, "K5L6")), "kxL6");
    assert_eq!(pos.move_to_san(coord(&pos, "K5J6")), "kxJ6");
    // Where no bishop fits, an upper-case B is the B-file pawn.
    assert_eq!(pos.parse_san("B6"), Ok(coord(&pos, "B5B6")));
    assert_eq!(pos.parse_san("KxL6"), Ok(coord(&pos, "K5L6")));
}

/// For seeded random playouts, every legal move's SAN reads back as that move, through
/// both `parse_san` and `parse_move`, and the SANs of one position are all different.
fn san_round_trip(id: VariantId, games: u64, plies: usize) {
    let mut checked = 0;
    for seed in 1..=games {
        let game = random_game(id, seed, plies);
        for pos in game.positions() {
            let legal = pos.legal_moves();
            let mut seen = std::collections::HashSet::new();
            for &m in &legal {
                let san = pos.move_to_san(m);
                assert_eq!(pos.parse_san(&san), Ok(m), "{san} in {pos:?}");
                assert_eq!(pos.parse_move(&san), Ok(m), "{san} in {pos:?}");
                assert!(seen.insert(san.clone()), "{san} twice in {pos:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} moves checked");
}

#[test]
fn classical_san_round_trip() {
    san_round_trip(VariantId::Classical, 6, 150);
}

#[test]
fn great_san_round_trip() {
    san_round_trip(VariantId::Great, 4, 150);
}

#[test]
fn wirth_san_round_trip() {
    san_round_trip(VariantId::Wirth, 4, 150);
}

#[test]
fn great_san_uses_its_own_letters() {
    let start = Position::start(VariantId::Great);
    let sans: Vec<String> = start
        .legal_moves()
        .iter()
        .map(|&m| start.move_to_san(m))
        .collect();
    // Every move from the start array, as written, is a pawn push or a leap of a
    // knight-like piece.
    for s in &sans {
        let first = s.chars().next().unwrap();
        assert!(first.is_ascii_lowercase() || "NGVW".contains(first), "{s}");
    }
    assert!(sans.iter().any(|s| s.starts_with('N')), "{sans:?}");
}

// ---------------------------------------------------------------- shakmaty agrees

/// Our SAN equals shakmaty's, move for move, over seeded random classical games.
#[test]
fn our_san_matches_shakmaty_in_random_games() {
    let mut compared = 0;
    for seed in 1..=25u64 {
        let mut rng = Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) | 1);
        let mut ours = Position::start(VariantId::Classical);
        let mut theirs = Chess::default();
        for _ in 0..160 {
            let moves = theirs.legal_moves();
            if moves.is_empty() {
                break;
            }
            assert_eq!(ours.legal_moves().len(), moves.len(), "{ours:?}");
            // Every legal move's SAN, not just the one played.
            for &tm in &moves {
                let uci = tm.to_uci(CastlingMode::Standard).to_string();
                let m = coord(&ours, &uci);
                let expected = SanPlus::from_move(theirs.clone(), tm).to_string();
                assert_eq!(ours.move_to_san(m), expected, "{uci} in {ours:?}");
                assert_eq!(ours.parse_san(&expected), Ok(m));
                compared += 1;
            }
            let tm = moves[rng.below(moves.len())];
            let uci = tm.to_uci(CastlingMode::Standard).to_string();
            ours = ours.play(coord(&ours, &uci));
            theirs = theirs.play(tm).unwrap();
        }
        let fen = shakmaty::fen::Fen::from_position(&theirs, EnPassantMode::Legal).to_string();
        assert_eq!(board_fen(&ours.to_fen()), board_fen(&fen));
    }
    assert!(compared > 10_000, "only {compared} moves compared");
}

/// shakmaty reads every move of our exported PGN and reaches the same board.
#[test]
fn shakmaty_replays_our_pgn_export() {
    let mut games: Vec<Game> = (1..=8)
        .map(|s| random_game(VariantId::Classical, s, 120))
        .collect();
    games.push(from_pgn(OPERA_GAME).unwrap().game);
    games.push(from_pgn(SPECIAL_MOVES_GAME).unwrap().game);
    for game in &games {
        let pgn = to_pgn(game, &[]);
        let sans = pgn_sans(&pgn);
        assert_eq!(sans.len(), game.moves().len(), "{pgn}");
        assert_eq!(
            shakmaty_replay(&sans),
            board_fen(&game.position().to_fen()),
            "{pgn}"
        );
    }
}

// ---------------------------------------------------------------- PGN

/// Morphy v Duke of Brunswick and Count Isouard, Paris 1858.
const OPERA_GAME: &str = r#"[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
"#;

/// A made-up game with en passant, a capture-promotion and castling on both wings.
const SPECIAL_MOVES_GAME: &str = r#"[Event "Special moves"]
[Result "*"]

1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 e5 5. gxh8=Q Qe7 6. Nf3 Bd7 7. Bb5 O-O-O
8. O-O a6 9. Qxg8 axb5 *
"#;

fn sans_of(game: &Game) -> Vec<String> {
    game.moves()
        .iter()
        .zip(game.positions())
        .map(|(&m, p)| p.move_to_san(m))
        .collect()
}

#[test]
fn opera_game_imports_and_exports_the_same_moves() {
    let read = from_pgn(OPERA_GAME).unwrap();
    assert_eq!(read.game.moves().len(), 33);
    assert_eq!(read.tag("White"), Some("Paul Morphy"));
    assert_eq!(read.result, "1-0");
    let outcome = read.game.outcome().expect("mate ends the game");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    let sans = sans_of(&read.game);
    assert_eq!(sans[22], "O-O-O");
    assert_eq!(sans[21], "Nbd7");
    assert_eq!(sans.last().unwrap(), "Rd8#");
    let pgn = to_pgn(&read.game, &read.tags);
    // The move text is exactly what was read (same numbering, same SAN, same wrapping).
    let body = |s: &str| s.split("\n\n").nth(1).unwrap().trim().to_string();
    assert_eq!(body(&pgn), body(OPERA_GAME));
    let again = from_pgn(&pgn).unwrap();
    assert_eq!(again.game.moves(), read.game.moves());
    assert_eq!(
        again.game.position().to_fen(),
        read.game.position().to_fen()
    );
    assert_eq!(again.tags, read.tags);
}

#[test]
fn special_moves_game_round_trips() {
    let read = from_pgn(SPECIAL_MOVES_GAME).unwrap();
    let kinds: Vec<MoveKind> = read.game.moves().iter().map(|m| m.kind).collect();
    assert!(kinds.contains(&MoveKind::EnPassant));
    assert_eq!(
        kinds
            .iter()
            .filter(|k| matches!(k, MoveKind::Castle(_)))
            .count(),
        2
    );
    assert!(
        read.game
            .moves()
            .iter()
            .any(|m| m.promotion == Some(Role::Queen))
    );
    assert!(read.game.outcome().is_none());
    let pgn = to_pgn(&read.game, &read.tags);
    assert!(pgn.contains("[Result \"*\"]"));
    assert!(
        pgn.contains("3. exf6 Nc6 4. fxg7 e5 5. gxh8=Q Qe7"),
        "{pgn}"
    );
    let again = from_pgn(&pgn).unwrap();
    assert_eq!(again.game.moves(), read.game.moves());
    assert_eq!(
        again.game.position().to_fen(),
        read.game.position().to_fen()
    );
}

#[test]
fn export_writes_the_seven_tag_roster_with_defaults() {
    let game = random_game(VariantId::Classical, 3, 10);
    let tags = vec![
        ("White".to_string(), "Ann \"The Rook\" Smith".to_string()),
        ("Annotator".to_string(), "C:\\games".to_string()),
    ];
    let pgn = to_pgn(&game, &tags);
    let lines: Vec<&str> = pgn.lines().collect();
    assert_eq!(
        &lines[..8],
        &[
            "[Event \"?\"]",
            "[Site \"?\"]",
            "[Date \"????.??.??\"]",
            "[Round \"?\"]",
            "[White \"Ann \\\"The Rook\\\" Smith\"]",
            "[Black \"?\"]",
            "[Result \"*\"]",
            "[Annotator \"C:\\\\games\"]",
        ]
    );
    assert!(pgn.trim_end().ends_with('*'));
    let read = from_pgn(&pgn).unwrap();
    assert_eq!(read.tag("White"), Some("Ann \"The Rook\" Smith"));
    assert_eq!(read.tag("Annotator"), Some("C:\\games"));
    assert_eq!(read.game.moves(), game.moves());
}

#[test]
fn export_wraps_lines_at_80_columns() {
    let game = random_game(VariantId::Classical, 11, 200);
    assert!(game.moves().len() > 60);
    let pgn = to_pgn(&game, &[]);
    for line in pgn.lines() {
        assert!(line.len() <= 80, "{} chars: {line}", line.len());
    }
    assert!(pgn.lines().filter(|l| !l.starts_with('[')).count() > 4);
    let read = from_pgn(&pgn).unwrap();
    assert_eq!(read.game.moves(), game.moves());
    assert_eq!(read.game.outcome(), game.outcome());
}

#[test]
fn export_from_a_fen_with_black_to_move() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12";
    let mut game = Game::from_position(classical(fen));
    for s in ["Nf6", "Bc4", "Bc5"] {
        let m = game.position().parse_san(s).unwrap();
        game.play(m).unwrap();
    }
    let pgn = to_pgn(&game, &[]);
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");
    assert!(pgn.contains("\n12... Nf6 13. Bc4 Bc5 *"), "{pgn}");
    let read = from_pgn(&pgn).unwrap();
    assert_eq!(read.game.start_position().to_fen(), fen);
    assert_eq!(read.game.moves(), game.moves());
    // A standard start writes no FEN.
    assert!(!to_pgn(&Game::new(VariantId::Classical), &[]).contains("FEN"));
}

#[test]
fn import_skips_comments_nags_and_variations() {
    let text = r#"
% an escape line
[Event "Annotated"]
[White "A \"quoted\" name"]
[Result "1/2-1/2"]

{Opening comment} 1. e4 {best by test} e5 $1 2. Nf3 (2. f4 exf4 (2... d5 3. exd5)
3. Nf3 {gambit}) 2... Nc6 ; a line comment (not a variation
3.Bb5 a6!? 4. Ba4 $14 Nf6 5. O-O Be7! 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 1/2-1/2
"#;
    let read = from_pgn(text).unwrap();
    assert_eq!(read.tag("White"), Some("A \"quoted\" name"));
    assert_eq!(read.game.moves().len(), 17);
    let sans = sans_of(&read.game);
    assert_eq!(sans[2], "Nf3");
    assert_eq!(sans[3], "Nc6");
    assert_eq!(sans[16], "h3");
    assert_eq!(read.result, "1/2-1/2");
    let outcome = read.game.outcome().expect("the draw is applied");
    assert_eq!(outcome.reason, EndReason::Agreement);
    assert!(to_pgn(&read.game, &read.tags).contains("[Result \"1/2-1/2\"]"));
}

#[test]
fn import_reports_the_failing_move() {
    let text = "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Nf5 Nf6 *\n";
    match from_pgn(text) {
        Err(PgnError::Move {
            line,
            number,
            text,
            error,
        }) => {
            assert_eq!(line, 4);
            assert_eq!(number, "3.");
            assert_eq!(text, "Nf5");
            assert!(matches!(error, SanError::Illegal { .. }));
        }
        other => panic!("{other:?}"),
    }
    let e = from_pgn(text).unwrap_err().to_string();
    assert!(e.contains("3. Nf5"), "{e}");
    // Black's move is numbered with dots.
    let e = from_pgn("1. e4 e5 2. d4 Ke5").unwrap_err();
    assert!(
        matches!(&e, PgnError::Move { number, .. } if number == "2..."),
        "{e}"
    );
    // A move after mate.
    let e = from_pgn("1. f3 e5 2. g4 Qh4# 3. a3").unwrap_err();
    assert!(
        matches!(
            e,
            PgnError::AfterEnd {
                reason: EndReason::Checkmate,
                ..
            }
        ),
        "{e}"
    );
    // Malformed text.
    assert!(matches!(
        from_pgn("[Event \"x\"]\n1. e4 {unclosed"),
        Err(PgnError::Syntax { line: 2, .. })
    ));
    assert!(matches!(
        from_pgn("[Event \"unclosed]\n1. e4"),
        Err(PgnError::Syntax { line: 1, .. })
    ));
    assert!(matches!(from_pgn("  \n"), Err(PgnError::Empty)));
    // A stray closing brace or bracket is an error, not a loop without end.
    for (text, message) in [
        ("1. e4 e5 } *", "'}' without its opening '{'"),
        ("1. e4 ] e5 *", "']' outside a tag"),
    ] {
        let e = from_pgn(text).unwrap_err();
        assert!(matches!(e, PgnError::Syntax { line: 1, .. }), "{e}");
        assert!(e.to_string().contains(message), "{e}");
    }
    assert!(matches!(
        from_pgn("[Variant \"Crazyhouse\"]\n1. e4 *"),
        Err(PgnError::UnknownVariant(v)) if v == "Crazyhouse"
    ));
    assert!(matches!(
        from_pgn("[FEN \"8/8/8 w - -\"]\n*"),
        Err(PgnError::Fen { .. })
    ));
}

#[test]
fn resignation_and_timeout_survive_a_round_trip() {
    let mut game = random_game(VariantId::Classical, 5, 20);
    assert!(game.outcome().is_none());
    game.resign(Seat::WHITE).unwrap();
    let pgn = to_pgn(&game, &[]);
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("0-1"));
    let read = from_pgn(&pgn).unwrap();
    assert_eq!(read.game.outcome(), game.outcome());

    let mut game = random_game(VariantId::Classical, 6, 21);
    game.time_out(Seat::BLACK).unwrap();
    let pgn = to_pgn(&game, &[]);
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    let read = from_pgn(&pgn).unwrap();
    assert_eq!(read.game.outcome(), game.outcome());
}

/// A random game of another variant exports with its Variant tag and reads back.
fn variant_pgn_round_trip(id: VariantId, tag: &str) {
    for seed in 1..=3 {
        let game = random_game(id, seed, 40);
        let pgn = to_pgn(&game, &[]);
        assert!(pgn.contains(&format!("[Variant \"{tag}\"]")), "{pgn}");
        assert!(!pgn.contains("FEN"), "{pgn}");
        let read = from_pgn(&pgn).unwrap();
        assert_eq!(read.game.variant(), id);
        assert_eq!(read.game.moves(), game.moves());
        assert_eq!(read.game.position().to_fen(), game.position().to_fen());
    }
}

#[test]
fn great_chess_pgn_round_trip() {
    variant_pgn_round_trip(VariantId::Great, "Great Chess");
    for name in ["Great Chess", "indiangreat", "great", "GreatChess"] {
        let text = format!("[Variant \"{name}\"]\n\n1. e4 *");
        let read = from_pgn(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read.game.variant(), VariantId::Great);
    }
}

#[test]
fn wirth_pgn_round_trip() {
    variant_pgn_round_trip(VariantId::Wirth, "Wirth chess");
    for name in ["Wirth", "wirth chess", "Wirth Chess"] {
        let text = format!("[Variant \"{name}\"]\n\n1. E4 d5 2. exD5 *");
        let read = from_pgn(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read.game.variant(), VariantId::Wirth);
        assert_eq!(read.game.moves().len(), 3);
    }
}

#[test]
fn several_games_in_one_text() {
    let text = format!(
        "{OPERA_GAME}\n{SPECIAL_MOVES_GAME}\n[Event \"bad\"]\n\n1. e4 e4 *\n\n[Event \"no result\"]\n1. d4"
    );
    let games = from_pgn_multi(&text);
    assert_eq!(games.len(), 4);
    assert_eq!(games[0].as_ref().unwrap().game.moves().len(), 33);
    assert_eq!(games[1].as_ref().unwrap().game.moves().len(), 18);
    assert!(matches!(games[2], Err(PgnError::Move { .. })));
    assert_eq!(games[3].as_ref().unwrap().game.moves().len(), 1);
    assert_eq!(games[3].as_ref().unwrap().result, "*");
}
