//! Dead positions (RULES 0): hand-checked cases on every board, the built-in tables read
//! and their example mates replayed, a plain enumeration (no pruning) and, in ignored tests,
//! the search run again and classical chess checked against shakmaty.

use manifold_rules::dead::material::MaterialClass;
use manifold_rules::dead::search::{Reach, build_table, search};
use manifold_rules::dead::{self, can_ever_mate, class_of, is_dead};
use manifold_rules::game::{EndReason, Game, GameResult};
use manifold_rules::geometry::square::cell_at;
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Cell, Piece, Position, Role, Seat, VariantId};

const WHITE: Seat = Seat::WHITE;
const BLACK: Seat = Seat::BLACK;

fn pos(id: VariantId, text: &str) -> Position {
    Position::from_fen(id, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The end reason a game from `text` has before any move.
fn ended(id: VariantId, text: &str) -> Option<EndReason> {
    Game::from_position(pos(id, text))
        .outcome()
        .map(|o| o.reason)
}

fn dead(id: VariantId, text: &str) -> bool {
    let dead = is_dead(&pos(id, text));
    assert_eq!(
        ended(id, text) == Some(EndReason::InsufficientMaterial),
        dead,
        "{text}: the game's outcome and is_dead disagree"
    );
    dead
}

/// The result after `seat`'s flag falls in the game from `text`.
fn flag_fall(id: VariantId, text: &str, seat: Seat) -> GameResult {
    let mut g = Game::from_position(pos(id, text));
    g.time_out(seat).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Timeout);
    o.result
}

const WIRTH_QUEEN: &str = "Q11/12/12/12/12/12/K11/12/12/12/12/5k6 w - - 0 1";

#[test]
fn on_the_torus_king_and_queen_against_king_is_drawn_at_once() {
    // The issue's position: reported "in play" before the torus had its own table.
    assert!(dead(VariantId::Wirth, WIRTH_QUEEN));
    let p = pos(VariantId::Wirth, WIRTH_QUEEN);
    assert!(!can_ever_mate(&p, WHITE) && !can_ever_mate(&p, BLACK));
    // Two queens mate there, and a knight never does, even against two queens: a flag
    // fall of the queens is a draw (FIDE 6.9), the knight's own is not.
    let text = "Q11/12/12/12/12/12/K11/12/Q11/12/12/5kn5 w - - 0 1";
    assert!(!dead(VariantId::Wirth, text));
    assert_eq!(flag_fall(VariantId::Wirth, text, WHITE), GameResult::Draw);
    assert_eq!(
        flag_fall(VariantId::Wirth, text, BLACK),
        GameResult::Win {
            winner: WHITE,
            loser: BLACK
        }
    );
    // Rook, bishop, knight: the same.
    for piece in ["R", "B", "N"] {
        let text = WIRTH_QUEEN.replacen('Q', piece, 1);
        assert!(dead(VariantId::Wirth, &text), "{text}");
    }
}

#[test]
fn on_the_torus_a_pawn_that_can_make_a_second_queen_is_not_dead() {
    // K+Q+P v K: the pawn may promote, and two queens mate on the torus.
    let text = "Q11/12/12/12/12/12/K11/12/P11/12/12/5k6 w - - 0 1";
    assert!(!dead(VariantId::Wirth, text));
    assert!(can_ever_mate(&pos(VariantId::Wirth, text), WHITE));
    // Two queens: not dead either.
    assert!(!dead(
        VariantId::Wirth,
        "Q11/12/12/12/12/12/K11/12/Q11/12/12/5k6 w - - 0 1"
    ));
    // A lone pawn is dead there: no mate as a pawn, and none with what it may become.
    assert!(dead(
        VariantId::Wirth,
        "12/12/12/12/12/12/K11/12/P11/12/12/5k6 w - - 0 1"
    ));
}

#[test]
fn classical_chess_keeps_fides_answers() {
    let c = VariantId::Classical;
    // FIDE's list.
    assert!(dead(c, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    assert!(dead(c, "4k3/8/8/8/8/8/8/3BK3 w - - 0 1"));
    assert!(dead(c, "4k3/8/8/8/8/8/8/3NK3 w - - 0 1"));
    // K+B v K+B: c1 and f8 are both dark squares; c8 is light.
    assert!(dead(c, "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"));
    assert!(!dead(c, "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1"));
    // K+N+N v K can mate with help, so it is not dead.
    assert!(!dead(c, "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1"));
    // The defender's own knight or pawn can take its king's last square.
    assert!(!dead(c, "4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1"));
    assert!(!dead(c, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    // Bishops all on one colour never mate (FIDE 5.2.2; the short list leaves it out).
    assert!(!dead(c, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"));
    assert!(dead(c, "4k3/8/8/8/8/8/3B4/2B1K3 w - - 0 1"));
}

#[test]
fn a_flag_fall_is_a_draw_only_when_the_other_side_can_never_mate() {
    let c = VariantId::Classical;
    // K+B v K+Q: not dead (the queen can mate), but the bishop never can: a bishop's check
    // is always met by the queen, which stands next to its king on a cell the check passes
    // or can take the bishop.
    let text = "4k3/8/8/8/8/8/4q3/2B1K3 w - - 0 1";
    assert!(!dead(c, text));
    let p = pos(c, text);
    assert!(can_ever_mate(&p, BLACK));
    assert!(!can_ever_mate(&p, WHITE));
    assert_eq!(flag_fall(c, text, BLACK), GameResult::Draw);
    assert_eq!(
        flag_fall(c, text, WHITE),
        GameResult::Win {
            winner: BLACK,
            loser: WHITE
        }
    );
    // A knight against a rook can mate (the rook blocks): no draw on time.
    let text = "4k3/8/8/8/8/8/4r3/2N1K3 w - - 0 1";
    assert!(can_ever_mate(&pos(c, text), WHITE));
    assert_eq!(
        flag_fall(c, text, BLACK),
        GameResult::Win {
            winner: WHITE,
            loser: BLACK
        }
    );
}

#[test]
fn great_chess_has_its_table_and_ruling_g3() {
    let g = VariantId::Great;
    // A vizier (bishop + knight) mates alone; a lone bishop or knight does not.
    assert!(!dead(g, "k9/10/10/10/10/10/10/10/2V7/K9 w - - 0 1"));
    assert!(dead(g, "k9/10/10/10/10/10/10/10/2B7/K9 w - - 0 1"));
    // Ruling G3 draws K+B v K+N, though the table finds a mate with it.
    let text = "k9/10/10/10/10/10/10/10/2B7/K5n3 w - - 0 1";
    assert!(dead(g, text));
    let p = pos(g, text);
    assert!(dead::may_be_mated(&p, BLACK), "the search finds a mate");
    // Two bishops on one colour are dead by the table (G3 does not reach them).
    assert!(dead(g, "k9/10/10/10/10/10/10/3B6/2B7/K9 w - - 0 1"));
    assert!(!dead(g, "k9/10/10/10/10/10/10/10/2BB6/K9 w - - 0 1"));
}

#[test]
fn in_mattrix_only_bare_kings_are_dead() {
    let m = VariantId::Mattrix;
    assert!(dead(m, "W:Ko15 B:Ke4 R:Kd23 w - 0 1"));
    // Red moved last, so its pieces may check anyone.
    for piece in ["Nc22", "Bb21", "Ra20", "Qe24", "Pa16", "Ha18"] {
        let text = format!("W:Ko15 B:Ke4 R:Kd23,{piece} w - 0 1");
        assert!(!dead(m, &text), "{text}");
    }
    let p = pos(m, "W:Ko15 B:Ke4,Rh1 R:Kd23 w - 0 1");
    assert!(can_ever_mate(&p, BLUE) && !can_ever_mate(&p, WHITE) && !can_ever_mate(&p, RED));
    // A flag fall stays a conceded mate (Ruling M5): FIDE 6.9 is not asked.
    let mut g = Game::from_position(pos(m, "W:Ko15,No11 B:Ke4 R:Kd23 b - 0 1"));
    g.time_out(BLUE).unwrap();
    assert!(matches!(
        g.outcome().unwrap().result,
        GameResult::Win { loser: BLUE, .. }
    ));
}

const BLUE: Seat = Seat(1);
const RED: Seat = Seat(2);

/// A Chess-transit position of two placements, White to move, both boards open.
fn transit(board1: &str, board2: &str) -> String {
    format!("{board1}|{board2} w - - 0 1 open/open -")
}

#[test]
fn chess_transit_pools_both_boards_material() {
    let t = VariantId::Transit;
    let empty = "8/8/8/8/8/8/8/8";
    // K+N v K is dead, wherever the knight stands.
    assert!(dead(
        t,
        &transit("4k3/8/8/8/8/8/8/4K3", "8/8/8/8/8/8/8/1N6")
    ));
    // A knight on each board: K+N+N v K, not dead (both may come to one board).
    assert!(!dead(
        t,
        &transit("4k3/8/8/8/8/8/8/1N2K3", "8/8/8/8/8/8/8/1N6")
    ));
    // Bishops keep their square's colour across boards: c1 (board 1) and f8 (board 2)
    // are both dark, so dead; c8 is light, so not.
    assert!(dead(
        t,
        &transit("4k3/8/8/8/8/8/8/2B1K3", "5b2/8/8/8/8/8/8/8")
    ));
    assert!(!dead(
        t,
        &transit("4k3/8/8/8/8/8/8/2B1K3", "2b5/8/8/8/8/8/8/8")
    ));
    // Dead material draws every open board, and so does a flag fall against it.
    let text = transit("4k3/8/8/8/8/8/8/3NK3", empty);
    let g = Game::from_position(pos(t, &text));
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.reason, o.result),
        (
            EndReason::InsufficientMaterial,
            GameResult::Score { white: 2, black: 2 }
        )
    );
    let text = transit("4k3/8/8/8/8/8/4q3/2B1K3", empty);
    assert_eq!(
        flag_fall(t, &text, BLACK),
        GameResult::Score { white: 2, black: 2 }
    );
}

#[test]
fn a_classical_mate_is_a_board_mate_in_chess_transit() {
    // What lets Chess-transit read the 8x8 table: the table's K+N+N v K mate, on board 1
    // with board 2 empty, leaves Black nothing but its king's transit.
    let classical = VariantId::Classical.rules();
    let class = MaterialClass::parse(classical, "K+N+N v K").unwrap();
    let mate = dead::table(classical)
        .row(&class)
        .unwrap()
        .mate
        .clone()
        .unwrap();
    let placement = mate.split(' ').next().unwrap();
    let p = pos(
        VariantId::Transit,
        &format!("{placement}|8/8/8/8/8/8/8/8 b - - 0 1 open/open -"),
    );
    assert!(p.in_check());
    let moves = p.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves
            .iter()
            .all(|m| m.kind == manifold_rules::MoveKind::Transit && Some(m.from) == p.king(BLACK)),
        "only the king's transit answers the check"
    );
    let mut g = Game::from_position(p.clone());
    g.play(moves[0]).unwrap();
    assert_eq!(
        g.position().board_status()[0],
        BoardStatus::Won(WHITE),
        "board 1 is White's"
    );
}

/// Every built-in table reads, each example mate is a legal checkmate position with exactly
/// its row's material, and what has no mate has no smaller class with one. (The verdicts
/// of the rows without a mate are guarded by the ignored test that searches again.)
#[test]
fn the_built_in_tables_hold_real_mates_and_agree_with_themselves() {
    for id in [
        VariantId::Classical,
        VariantId::Great,
        VariantId::Wirth,
        VariantId::Mattrix,
    ] {
        let v = id.rules();
        let table = dead::table(v);
        assert!(!table.rows().is_empty(), "{id}");
        for row in table.rows() {
            let name = row.class.display(v).to_string();
            if let Some(text) = &row.mate {
                let p = pos(id, text);
                assert!(
                    p.in_check() && p.legal_moves().is_empty(),
                    "{id} {name}: {text}"
                );
                assert_eq!(class_of(&p, p.turn()), row.class, "{id} {name}: {text}");
            } else {
                for smaller in row.class.smaller() {
                    if let Some(r) = table.row(&smaller) {
                        assert!(
                            r.mate.is_none(),
                            "{id}: {name} has no mate but {} has",
                            smaller.display(v)
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_tables_answer_the_issue() {
    let row = |id: VariantId, text: &str| {
        let v = id.rules();
        let class = MaterialClass::parse(v, text).unwrap();
        dead::table(v)
            .row(&class)
            .unwrap_or_else(|| panic!("{id}: {text} not in the table"))
            .mate
            .is_some()
    };
    let c = VariantId::Classical;
    assert!(row(c, "K+N+N v K") && row(c, "K+Q v K") && row(c, "K+R v K"));
    assert!(!row(c, "K+B v K") && !row(c, "K+N v K") && !row(c, "K+Ba+Ba v K"));
    assert!(row(c, "K+Ba+Bb v K") && row(c, "K+B+N v K") && row(c, "K+N v K+N"));
    assert!(!row(c, "K+Ba v K+Ba") && row(c, "K+Ba v K+Bb"));
    let w = VariantId::Wirth;
    assert!(!row(w, "K+Q v K") && !row(w, "K+R v K") && !row(w, "K+N+N v K"));
    assert!(row(w, "K+Q+Q v K") && row(w, "K+R+R v K"));
    let g = VariantId::Great;
    assert!(row(g, "K+G v K") && row(g, "K+V v K") && row(g, "K+W v K"));
    let m = VariantId::Mattrix;
    assert!(row(m, "K, K+N v K") && row(m, "K+B, K v K"));
}

/// K+Q v K on the torus by plain enumeration, without the search's skipping: the black king
/// on one cell (every cell of the torus looks alike, a unit test of the search checks it),
/// the queen and the white king on every pair of cells; none is checkmate. The same for
/// K+B v K and K+N v K on the 8x8 board, the black king in the a1-d4 quarter (the board's
/// reflections carry any cell there).
#[test]
fn plain_enumeration_finds_no_mate_where_the_table_says_none() {
    let wirth = VariantId::Wirth.rules();
    assert_eq!(
        mates(
            wirth,
            Role::Queen,
            &[cell_at(&wirth.geometry, 0, 0).unwrap()]
        ),
        0
    );
    let classical = VariantId::Classical.rules();
    let quarter: Vec<Cell> = (0..4)
        .flat_map(|f| (0..4).map(move |r| (f, r)))
        .map(|(f, r)| cell_at(&classical.geometry, f, r).unwrap())
        .collect();
    for role in [Role::Bishop, Role::Knight] {
        assert_eq!(mates(classical, role, &quarter), 0, "{role:?}");
    }
    // The same enumeration does find the mates that exist.
    assert!(mates(classical, Role::Rook, &quarter) > 0);
}

/// Checkmates with a black king on one of `kings`, a white piece of `role` and the white
/// king anywhere, Black to move.
fn mates(v: &'static manifold_rules::Variant, role: Role, kings: &[Cell]) -> usize {
    let g = &v.geometry;
    let mut count = 0;
    for &k in kings {
        for piece in g.cells().filter(|&c| c != k) {
            for king in g.cells().filter(|&c| c != k && c != piece) {
                let mut p = Position::empty(v, BLACK);
                p.set(k, Some(Piece::new(BLACK, Role::King)));
                p.set(piece, Some(Piece::new(WHITE, role)));
                p.set(king, Some(Piece::new(WHITE, Role::King)));
                if p.kings_side_by_side().is_none()
                    && !p.is_king_attacked(WHITE)
                    && p.in_check()
                    && p.legal_moves().is_empty()
                {
                    count += 1;
                }
            }
        }
    }
    count
}

/// Regression guard: the search run again gives the built-in tables' verdicts, class for
/// class (release build: `cargo test --release -p manifold-rules -- --ignored
/// search_again`; about a minute, most of it Great Chess).
#[test]
#[ignore = "minutes: run with --release --ignored"]
fn search_again_gives_the_built_in_tables() {
    for id in [
        VariantId::Classical,
        VariantId::Wirth,
        VariantId::Mattrix,
        VariantId::Great,
    ] {
        let v = id.rules();
        let searched = build_table(v, Reach::of(v), |_| {});
        let built_in = dead::table(v);
        assert_eq!(searched.rows().len(), built_in.rows().len(), "{id}");
        for row in searched.rows() {
            let name = row.class.display(v);
            let stored = built_in
                .row(&row.class)
                .unwrap_or_else(|| panic!("{id}: {name}"));
            assert_eq!(stored.mate.is_some(), row.mate.is_some(), "{id}: {name}");
        }
    }
}

/// An independent check of classical chess's table: every class of up to two pieces
/// besides the kings (and no pawns), enumerated with shakmaty (another chess library) on
/// every placement without skipping any, Black to move; a class has a mate exactly where
/// the table says. (`cargo test --release -p manifold-rules -- --ignored shakmaty`; some
/// seconds.)
#[test]
#[ignore = "seconds in release, minutes in debug: run with --release --ignored"]
fn shakmaty_agrees_with_the_classical_table() {
    use shakmaty::{
        Board, CastlingMode, Chess, Color, FromSetup, Position as _, PositionError, Setup, Square,
    };
    let v = VariantId::Classical.rules();
    let table = dead::table(v);
    let role = |r: Role| match r {
        Role::Queen => shakmaty::Role::Queen,
        Role::Rook => shakmaty::Role::Rook,
        Role::Bishop => shakmaty::Role::Bishop,
        Role::Knight => shakmaty::Role::Knight,
        other => panic!("{other:?} in a pawnless class"),
    };
    for row in table.rows().iter().filter(|r| r.class.len() <= 2) {
        let class = &row.class;
        let mut pieces: Vec<(Color, shakmaty::Role, Option<u8>)> = vec![
            (Color::Black, shakmaty::Role::King, None),
            (Color::White, shakmaty::Role::King, None),
        ];
        for m in class.side(1) {
            pieces.push((Color::White, role(m.role), m.colour));
        }
        for m in class.side(0) {
            pieces.push((Color::Black, role(m.role), m.colour));
        }
        let mut found = false;
        let mut squares = vec![0u32; pieces.len()];
        'all: loop {
            let distinct = (0..squares.len()).all(|i| (0..i).all(|j| squares[i] != squares[j]));
            let colour = |sq: u32| (sq % 8 + sq / 8) % 2;
            let colours_fit = (0..pieces.len()).all(|i| {
                (0..i).all(|j| match (pieces[i].2, pieces[j].2) {
                    (Some(a), Some(b)) => (a == b) == (colour(squares[i]) == colour(squares[j])),
                    _ => true,
                })
            });
            if distinct && colours_fit {
                let mut board = Board::empty();
                for (i, &(c, r, _)) in pieces.iter().enumerate() {
                    board.set_piece_at(Square::new(squares[i]), r.of(c));
                }
                let king = Square::new(squares[0]);
                let checked = !board
                    .attacks_to(king, Color::White, board.occupied())
                    .is_empty();
                let mut setup = Setup::empty();
                setup.board = board;
                setup.turn = Color::Black;
                if checked
                    && let Ok(chess) = Chess::from_setup(setup, CastlingMode::Standard)
                        .or_else(PositionError::ignore_impossible_check)
                    && chess.is_checkmate()
                {
                    found = true;
                    break 'all;
                }
            }
            // The next placement, as an odometer over the 64 squares.
            let mut i = 0;
            loop {
                if i == squares.len() {
                    break 'all;
                }
                squares[i] += 1;
                if squares[i] < 64 {
                    break;
                }
                squares[i] = 0;
                i += 1;
            }
        }
        assert_eq!(found, row.mate.is_some(), "{}", class.display(v));
    }
}

/// The searches of single classes the other tests rely on run fast enough for the normal
/// suite (the torus prunes hard).
#[test]
fn the_torus_search_finds_no_mate_for_a_queen() {
    let v = VariantId::Wirth.rules();
    let found = search(v, &MaterialClass::parse(v, "K+Q v K").unwrap());
    assert!(found.mate.is_none());
    let found = search(v, &MaterialClass::parse(v, "K+Q+Q v K").unwrap());
    let mate = found.mate.expect("two queens mate on the torus");
    assert!(mate.in_check() && mate.legal_moves().is_empty());
}

/// The torus table's classes of up to two pieces (no pawns) by plain enumeration: the
/// black king on one cell, every other piece on every cell, nothing skipped; a class has
/// a mate exactly where the table says. This checks the search's skipping and its
/// placement on the one board no other library plays. (`cargo test --release -p
/// manifold-rules -- --ignored plain_enumeration_of_the_torus`; about fifteen seconds.)
#[test]
#[ignore = "seconds in release, minutes in debug: run with --release --ignored"]
fn plain_enumeration_of_the_torus_agrees_with_its_table() {
    let v = VariantId::Wirth.rules();
    let g = &v.geometry;
    let table = dead::table(v);
    let king = cell_at(g, 0, 0).unwrap();
    for row in table.rows().iter().filter(|r| r.class.len() <= 2) {
        let class = &row.class;
        if class.sides().iter().flatten().any(|m| m.role == Role::Pawn) {
            continue;
        }
        let mut pieces = vec![(WHITE, Role::King, None)];
        pieces.extend(class.side(1).iter().map(|m| (WHITE, m.role, m.colour)));
        pieces.extend(class.side(0).iter().map(|m| (BLACK, m.role, m.colour)));
        let cells: Vec<Cell> = g.cells().collect();
        let mut at = vec![0usize; pieces.len()];
        let mut found = false;
        'all: loop {
            let placed: Vec<Cell> = at.iter().map(|&i| cells[i]).collect();
            let distinct = (0..placed.len())
                .all(|i| placed[i] != king && (0..i).all(|j| placed[i] != placed[j]));
            let colours_fit = (0..pieces.len()).all(|i| {
                (0..i).all(|j| match (pieces[i].2, pieces[j].2) {
                    (Some(a), Some(b)) => {
                        (a == b)
                            == (dead::bishop_colour(v, placed[i])
                                == dead::bishop_colour(v, placed[j]))
                    }
                    _ => true,
                })
            });
            if distinct && colours_fit {
                let mut p = Position::empty(v, BLACK);
                p.set(king, Some(Piece::new(BLACK, Role::King)));
                for (&(seat, role, _), &cell) in pieces.iter().zip(&placed) {
                    p.set(cell, Some(Piece::new(seat, role)));
                }
                if p.kings_side_by_side().is_none()
                    && p.in_check()
                    && !p.is_king_attacked(WHITE)
                    && p.legal_moves().is_empty()
                {
                    found = true;
                    break 'all;
                }
            }
            let mut i = 0;
            loop {
                if i == at.len() {
                    break 'all;
                }
                at[i] += 1;
                if at[i] < cells.len() {
                    break;
                }
                at[i] = 0;
                i += 1;
            }
        }
        assert_eq!(found, row.mate.is_some(), "{}", class.display(v));
    }
}
