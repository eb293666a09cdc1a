//! Chess-transit (RULES 6): one scenario test for every sentence of RULES 6.2 and 6.3, the
//! position text and move notation round trips, and perft from the start.

use manifold_rules::game::{EndReason, Game, GameResult};
use manifold_rules::perft::perft;
use manifold_rules::transit::{self, BoardStatus, TransitRefusal};
use manifold_rules::{MoveKind, Position, Seat, VariantId};

fn pos(text: &str) -> Position {
    Position::from_fen(VariantId::Transit, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn game(text: &str) -> Game {
    Game::from_position(pos(text))
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        let mv = g
            .position()
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
        g.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn texts(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|&m| p.move_to_san(m)).collect();
    v.sort();
    v
}

fn refusal(p: &Position, text: &str) -> String {
    match p.parse_move(text) {
        Ok(m) => panic!("{text} was accepted as {m:?}"),
        Err(e) => e.to_string(),
    }
}

const WON_WHITE: BoardStatus = BoardStatus::Won(Seat::WHITE);
const WON_BLACK: BoardStatus = BoardStatus::Won(Seat::BLACK);

// --- RULES 6.1 / 6.2: the moves -------------------------------------------------------------

#[test]
fn a_turn_is_an_ordinary_move_or_a_transit_and_transits_start_at_once() {
    let start = Position::start(VariantId::Transit);
    let moves = start.legal_moves();
    let transits = moves.iter().filter(|m| m.kind == MoveKind::Transit).count();
    assert_eq!(moves.len(), 36, "20 ordinary moves plus 16 transits");
    assert_eq!(transits, 16);
    for m in moves.iter().filter(|m| m.kind == MoveKind::Transit) {
        assert_eq!(
            m.to.0,
            m.from.0 + 64,
            "a transit goes to the same square of board 2"
        );
    }
    assert!(texts(&start).contains(&"1:Ng1>2".to_string()));
    assert!(texts(&start).contains(&"1:e4".to_string()));
}

#[test]
fn perft_from_the_start() {
    // Depth 1 is counted by hand above (20 + 16). Black answers every first move with its
    // own 20 + 16, so depth 2 is 36 * 36; depth 3 is this engine's own number (no other
    // engine plays Chess-transit): a regression guard.
    let start = Position::start(VariantId::Transit);
    assert_eq!(perft(&start, 1), 36);
    assert_eq!(perft(&start, 2), 1296);
    assert_eq!(perft(&start, 3), 52582);
}

#[test]
fn a_transit_never_captures() {
    let p = pos("4k3/8/8/8/8/8/P7/1N2K1N1|8/8/8/8/8/8/8/6n1 w - - 0 1 open/open -");
    assert!(texts(&p).contains(&"1:Nb1>2".to_string()));
    assert!(!texts(&p).contains(&"1:Ng1>2".to_string()));
    assert!(refusal(&p, "1:Ng1>2").contains("occupied"));
}

#[test]
fn a_king_may_not_transit_onto_an_attacked_square() {
    let p = pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/8/8/r7 w - - 0 1 open/open -");
    assert!(!texts(&p).contains(&"1:Ke1>2".to_string()));
    assert!(refusal(&p, "1:Ke1>2").contains("attacked"));
}

#[test]
fn no_check_by_transit_but_a_discovered_check_is_allowed() {
    // The rook would attack the black king on board 2 on arrival.
    let p = pos("8/7p/8/8/8/8/4R3/K7|4k3/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    assert!(refusal(&p, "1:Re2>2").contains("check on arrival"));
    // The knight leaving e4 uncovers the rook's check on board 1: allowed.
    let p = pos("4k3/8/8/8/4N3/8/8/K3R3|8/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    let m = p
        .parse_move("1:Ne4>2")
        .expect("a discovered check by transit is legal");
    assert!(p.play(m).in_check());
}

#[test]
fn a_transit_may_not_leave_the_own_king_attacked() {
    let p = pos("4r1k1/8/8/8/8/8/4B3/4K3|8/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    assert!(refusal(&p, "1:Be2>2").contains("king in check"));
}

#[test]
fn castling_rights_double_steps_and_en_passant_belong_to_each_board() {
    // A king that has transited has moved: no castling after it comes back.
    let mut g = Game::new(VariantId::Transit);
    play(&mut g, &["1:Ke1>2", "1:e6", "2:Ke1>1", "1:d6"]);
    assert!(
        g.position().to_fen().contains(" kq "),
        "{}",
        g.position().to_fen()
    );
    // A pawn double-steps from its own second rank on either board.
    let mut g = game("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/3p4/8/4P3/8 w - - 0 1 open/open -");
    play(&mut g, &["1:a2>2", "1:Kd8"]);
    let double = g.position().parse_move("2:a4").unwrap();
    assert_eq!(double.kind, MoveKind::DoubleStep);
    // The en passant capture after a double step is on that board, on the next move only.
    play(&mut g, &["2:e4"]);
    let p = g.position();
    assert_eq!(
        p.en_passant_target()
            .map(|c| p.geometry().cell_name(c).to_string()),
        Some("2:e3".to_string())
    );
    assert!(texts(p).contains(&"2:dxe3".to_string()));
    play(&mut g, &["1:Ke8", "1:Kd1"]);
    assert!(
        !texts(g.position()).iter().any(|t| t.contains("xe3")),
        "en passant only on the next move"
    );
}

#[test]
fn check_exists_only_on_the_kings_board() {
    // The black queen faces e1 on board 1, but White's king is on board 2.
    let p = pos("4q1k1/8/8/8/8/8/P7/8|8/8/8/8/8/8/8/4K3 w - - 0 1 open/open -");
    assert!(!p.in_check());
    assert!(texts(&p).contains(&"1:a3".to_string()));
}

#[test]
fn a_check_may_be_blocked_by_a_piece_transiting_in() {
    // Black's rook checks along rank 1 of board 2; the bishop from board 1 can block on d1,
    // so this is no board mate, and the board stays open.
    let mut g = game("4k3/8/8/8/8/8/P7/3B4|r7/8/8/8/8/8/6PP/7K b - - 0 1 open/open -");
    play(&mut g, &["2:Ra1+"]);
    assert_eq!(g.position().board_status(), [BoardStatus::Open; 2]);
    let moves = texts(g.position());
    assert!(moves.contains(&"1:Bd1>2".to_string()), "{moves:?}");
    // The king may also transit out of check: an ordinary evasion that closes nothing.
    play(&mut g, &["2:Kh1>1"]);
    assert_eq!(g.position().board_status(), [BoardStatus::Open; 2]);
    assert!(g.outcome().is_none());
}

// --- A refused transit names its rule -------------------------------------------------------

/// Why the move from `from` to `to` is refused, as the CLI and the app's status line say it.
fn why(p: &Position, from: &str, to: &str) -> String {
    let g = p.geometry();
    let cell = |name: &str| g.cell_by_name(name).unwrap_or_else(|| panic!("{name}"));
    assert!(
        !p.legal_moves()
            .iter()
            .any(|m| m.from == cell(from) && m.to == cell(to)),
        "{from}-{to} is legal"
    );
    p.why_illegal(cell(from), cell(to), None).to_string()
}

#[test]
fn refused_transit_onto_a_closed_board_names_rule_6_3() {
    let p = pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/8/8/8 w - - 0 1 open/draw -");
    let reason = why(&p, "1:a2", "2:a2");
    assert_eq!(
        reason,
        "board 2 is closed: nothing may arrive on it (rule 6.3)"
    );
    assert!(refusal(&p, "1:a2>2").ends_with(&reason));
    assert_eq!(
        p.transit_refusal(p.geometry().cell_by_name("1:a2").unwrap()),
        Some(TransitRefusal::BoardClosed(
            p.geometry().cell_by_name("2:a2").unwrap()
        ))
    );
}

#[test]
fn refused_transit_onto_an_occupied_square_names_rule_6_2() {
    let p = pos("4k3/8/8/8/8/8/P7/1N2K1N1|8/8/8/8/8/8/8/6n1 w - - 0 1 open/open -");
    assert_eq!(
        why(&p, "1:g1", "2:g1"),
        "2:g1 is occupied: a transit never captures (rule 6.2)"
    );
    // The same square of the other board held by an own piece: still occupied.
    let p = pos("4k3/8/8/8/8/8/P7/4K1N1|8/8/8/8/8/8/8/6N1 w - - 0 1 open/open -");
    assert_eq!(
        why(&p, "1:g1", "2:g1"),
        "2:g1 is occupied: a transit never captures (rule 6.2)"
    );
}

#[test]
fn while_a_forced_transit_is_pending_only_the_king_may_move() {
    // As in the board mate setup, with a black pawn on 1:a6 that could transit to board 2.
    let mut g = game("7k/Q7/p5K1/8/8/8/8/8|8/8/8/r7/8/8/8/8 w - - 0 1 open/open -");
    play(&mut g, &["1:Qg7"]);
    let p = g.position();
    assert_eq!(p.board_status(), [WON_WHITE, BoardStatus::Open]);
    let pending = "the king on 1:h8 stands on a closed board and must transit now (rule 6.3)";
    assert_eq!(why(p, "1:a6", "2:a6"), pending, "another piece's transit");
    assert_eq!(why(p, "2:a5", "2:a1"), pending, "another piece's move");
    assert!(refusal(p, "1:a6>2").ends_with(pending));
    assert!(refusal(p, "2:Ra1").ends_with(pending));
    // Nothing arrives on the closed board, whatever else is pending.
    assert_eq!(
        why(p, "2:a5", "1:a5"),
        "board 1 is closed: nothing may arrive on it (rule 6.3)"
    );
}

#[test]
fn refused_king_transit_onto_an_attacked_square_names_rule_6_2() {
    let p = pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/8/8/r7 w - - 0 1 open/open -");
    assert_eq!(
        why(&p, "1:e1", "2:e1"),
        "2:e1 is attacked on board 2: a king may not transit onto an attacked square (rule 6.2)"
    );
}

#[test]
fn refused_transit_that_exposes_the_king_names_rule_6_2() {
    let p = pos("4r1k1/8/8/8/8/8/4B3/4K3|8/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    assert_eq!(
        why(&p, "1:e2", "2:e2"),
        "the transit would leave your king in check (rule 6.2)"
    );
}

#[test]
fn refused_transit_that_ignores_a_check_names_rule_6_2() {
    let p = pos("4k3/8/8/8/8/8/P7/r3K3|8/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    assert!(p.in_check());
    assert_eq!(
        why(&p, "1:a2", "2:a2"),
        "your king is in check and this transit does not answer it (rule 6.2)"
    );
}

#[test]
fn refused_transit_that_gives_check_names_rule_6_2() {
    let p = pos("8/7p/8/8/8/8/4R3/K7|4k3/8/8/8/8/8/8/8 w - - 0 1 open/open -");
    assert_eq!(
        why(&p, "1:e2", "2:e2"),
        "the rook would give check on arrival on 2:e2: no check by transit (rule 6.2)"
    );
    assert!(refusal(&p, "1:Re2>2").contains("check on arrival"));
}

#[test]
fn a_closed_board_is_left_only_by_transit() {
    let p = pos("8/8/8/8/8/8/P7/8|4k3/8/8/8/8/8/8/4K3 w - - 0 1 1-0/open -");
    assert_eq!(
        why(&p, "1:a2", "1:a3"),
        "board 1 is closed: pieces may leave it only by transit (rule 6.3)"
    );
    assert!(refusal(&p, "1:a3").contains("closed"));
    assert!(p.parse_move("1:a2>2").is_ok(), "the transit out is legal");
}

#[test]
fn a_piece_without_moves_is_told_which_rule_holds_it() {
    // The pawn on closed board 1 may leave only by transit, and 2:a2 is taken.
    let p = pos("8/8/8/8/8/8/P7/8|4k3/8/8/8/8/8/P7/4K3 w - - 0 1 1-0/open -");
    let cell = |name: &str| p.geometry().cell_by_name(name).unwrap();
    assert_eq!(
        p.transit_rule_stuck(cell("1:a2"))
            .map(|r| r.to_string())
            .as_deref(),
        Some("2:a2 is occupied: a transit never captures (rule 6.2)")
    );
    assert_eq!(p.transit_rule_stuck(cell("2:a2")), None, "it can move");
    // A king that must transit holds every other piece.
    let mut g = board_mate_setup("8/8/8/r7/8/8/8/8", "open/open");
    play(&mut g, &["1:Qg7"]);
    let p = g.position();
    assert_eq!(
        p.transit_rule_stuck(p.geometry().cell_by_name("2:a5").unwrap())
            .map(|r| r.to_string())
            .as_deref(),
        Some("the king on 1:h8 stands on a closed board and must transit now (rule 6.3)")
    );
}

#[test]
fn a_move_to_another_square_of_the_other_board_is_no_transit() {
    let p = Position::start(VariantId::Transit);
    assert_eq!(
        why(&p, "1:e2", "2:e4"),
        "a transit goes only to the same square of the other board, 2:e2 (rule 6.2)"
    );
    // Ordinary refusals are as in chess.
    assert_eq!(
        why(&p, "1:e2", "1:e5"),
        "the pawn on 1:e2 cannot move to 1:e5"
    );
}

// --- RULES 6.3: results per board ------------------------------------------------------------

/// Board 1: Black's king h8 is mated by Qg7 (protected by Kg6) unless its king can
/// transit; `board2` is what stands on board 2.
fn board_mate_setup(board2: &str, statuses: &str) -> Game {
    game(&format!(
        "7k/Q7/6K1/8/8/8/8/8|{board2} w - - 0 1 {statuses} -"
    ))
}

#[test]
fn board_mate_closes_the_board_and_forces_the_king_to_transit() {
    let mut g = board_mate_setup("8/8/8/r7/8/8/8/8", "open/open");
    play(&mut g, &["1:Qg7"]);
    let p = g.position();
    assert_eq!(
        p.board_status(),
        [WON_WHITE, BoardStatus::Open],
        "White wins board 1"
    );
    assert_eq!(
        p.forced_transit()
            .map(|c| p.geometry().cell_name(c).to_string()),
        Some("1:h8".to_string())
    );
    assert_eq!(
        texts(p),
        ["1:Kh8>2"],
        "the mated king's transit is Black's only move"
    );
    assert!(p.to_fen().ends_with("1-0/open 1:h8"), "{}", p.to_fen());
    assert!(g.outcome().is_none());
    // On the closed board nothing is attacked and nobody is in check; pieces other than
    // kings may stay there, but the mating side's king must transit next.
    play(&mut g, &["1:Kh8>2"]);
    let p = g.position();
    assert_eq!(texts(p), ["1:Kg6>2"]);
    play(&mut g, &["1:Kg6>2"]);
    let p = g.position();
    assert!(
        p.pieces()
            .any(|(c, piece)| p.geometry().cell_name(c) == "1:g7" && piece.seat == Seat::WHITE)
    );
    assert!(
        texts(p).iter().all(|t| t.starts_with("2:")),
        "Black plays on board 2 only"
    );
}

#[test]
fn a_mated_king_that_cannot_transit_into_attack_loses_both_boards() {
    let mut g = board_mate_setup("8/8/8/r7/8/8/8/7R", "open/open");
    play(&mut g, &["1:Qg7"]);
    assert_eq!(g.position().board_status(), [WON_WHITE, WON_WHITE]);
    let o = g.outcome().expect("both boards are closed");
    assert_eq!(
        (o.result, o.reason),
        (
            GameResult::Score { white: 4, black: 0 },
            EndReason::BoardsDecided
        )
    );
    assert_eq!(o.pgn_result(), "1-0");
}

#[test]
fn a_mated_king_whose_square_is_occupied_draws_the_other_board() {
    let mut g = board_mate_setup("7n/8/8/8/8/8/8/8", "open/open");
    play(&mut g, &["1:Qg7"]);
    assert_eq!(g.position().board_status(), [WON_WHITE, BoardStatus::Drawn]);
    let o = g.outcome().expect("both boards are closed");
    assert_eq!(o.result, GameResult::Score { white: 3, black: 1 });
}

#[test]
fn board_mate_when_the_other_board_is_closed_ends_the_game() {
    let mut g = board_mate_setup("8/8/8/8/8/8/8/8", "open/draw");
    play(&mut g, &["1:Qg7"]);
    let o = g.outcome().expect("the game is over");
    assert_eq!(o.result, GameResult::Score { white: 3, black: 1 });
}

#[test]
fn the_only_move_being_a_king_transit_is_board_mate() {
    // As in the blocking test, but White's only piece on board 1 is a pawn that cannot
    // block: the king's transit is White's only legal move, so Black wins board 2.
    let mut g = game("4k3/8/8/8/8/8/P7/8|r7/8/8/8/8/8/6PP/7K b - - 0 1 open/open -");
    play(&mut g, &["2:Ra1"]);
    let p = g.position();
    assert_eq!(p.board_status(), [BoardStatus::Open, WON_BLACK]);
    assert_eq!(texts(p), ["2:Kh1>1"]);
}

#[test]
fn a_mating_king_on_the_closed_board_that_cannot_transit_loses_the_other_board() {
    // After the board mate Black's king transits to board 2; White's king, left on the
    // closed board, must transit to 2:g6, which Black's rook on g1 attacks.
    let mut g = board_mate_setup("8/8/8/8/8/8/8/6r1", "open/open");
    play(&mut g, &["1:Qg7", "1:Kh8>2"]);
    assert_eq!(g.position().board_status(), [WON_WHITE, WON_BLACK]);
    assert_eq!(
        g.outcome().unwrap().result,
        GameResult::Score { white: 2, black: 2 }
    );
}

#[test]
fn a_side_with_nothing_left_on_board_1_loses_it() {
    let mut g = game("4k3/7p/8/8/8/8/P7/8|8/8/8/8/8/8/8/4K3 w - - 0 1 open/open -");
    play(&mut g, &["1:a2>2"]);
    let p = g.position();
    assert_eq!(p.board_status(), [WON_BLACK, BoardStatus::Open]);
    assert_eq!(
        texts(p),
        ["1:Ke8>2"],
        "Black's king stands on the closed board and must leave"
    );
    play(&mut g, &["1:Ke8>2"]);
    assert!(
        texts(g.position()).iter().all(|t| t.starts_with("2:")),
        "play continues on board 2"
    );
}

#[test]
fn stalemate_draws_every_open_board() {
    let g = game("k7/8/1Q6/8/8/8/8/7K|8/8/8/8/8/8/8/R7 b - - 0 1 open/open -");
    let o = g.outcome().expect("stalemate");
    assert_eq!(
        (o.result, o.reason),
        (
            GameResult::Score { white: 2, black: 2 },
            EndReason::Stalemate
        )
    );
    assert_eq!(o.pgn_result(), "1/2-1/2");
}

#[test]
fn agreement_and_resignation_decide_the_open_boards() {
    let mut g = board_mate_setup("8/8/8/r7/8/8/8/8", "open/open");
    play(&mut g, &["1:Qg7"]);
    let mut drawn = g.clone();
    drawn.agree_draw().unwrap();
    assert_eq!(
        drawn.outcome().unwrap().result,
        GameResult::Score { white: 3, black: 1 }
    );
    g.resign(Seat::BLACK).unwrap();
    assert_eq!(
        g.outcome().unwrap().result,
        GameResult::Score { white: 4, black: 0 }
    );
}

#[test]
fn board_results_and_score_as_the_game_stands_and_after_it_ends() {
    let mut g = board_mate_setup("8/8/8/r7/8/8/8/8", "open/open");
    let p = g.position().clone();
    assert_eq!(transit::board_results(&p, None), [BoardStatus::Open; 2]);
    assert_eq!(transit::score(p.board_status()), (0, 0));
    play(&mut g, &["1:Qg7"]);
    let standing = transit::board_results(g.position(), g.outcome().as_ref());
    assert_eq!(standing, [WON_WHITE, BoardStatus::Open]);
    assert_eq!(transit::score(standing), (2, 0), "White 1 : 0 so far");
    // An agreed draw draws the open board; a resignation loses it.
    let mut drawn = g.clone();
    drawn.agree_draw().unwrap();
    let results = transit::board_results(drawn.position(), drawn.outcome().as_ref());
    assert_eq!(results, [WON_WHITE, BoardStatus::Drawn]);
    assert_eq!(transit::score(results), (3, 1));
    g.resign(Seat::BLACK).unwrap();
    let results = transit::board_results(g.position(), g.outcome().as_ref());
    assert_eq!(results, [WON_WHITE, WON_WHITE]);
    assert_eq!(
        g.outcome().unwrap().result,
        GameResult::Score { white: 4, black: 0 }
    );
    // Stalemate draws both open boards.
    let stalemate = game("k7/8/1Q6/8/8/8/8/7K|8/8/8/8/8/8/8/R7 b - - 0 1 open/open -");
    let results = transit::board_results(stalemate.position(), stalemate.outcome().as_ref());
    assert_eq!(results, [BoardStatus::Drawn; 2]);
}

// --- Notation and position text ------------------------------------------------------------

#[test]
fn position_text_round_trips_and_errors_name_the_field() {
    for text in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1 open/open -",
        "7k/6Q1/6K1/8/8/8/8/8|8/8/8/r7/8/8/8/8 b - - 1 1 1-0/open 1:h8",
        "4k3/8/8/8/8/8/P7/8|8/8/8/8/4P3/8/8/4K3 b - 2:e3 0 1 open/open -",
    ] {
        assert_eq!(pos(text).to_fen(), text);
    }
    let error = |text: &str| {
        Position::from_fen(VariantId::Transit, text)
            .unwrap_err()
            .to_string()
    };
    assert!(error("8/8/8/8/8/8/8/8 w - - 0 1 open/open -").contains("'|'"));
    assert!(error("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1 open/shut -").contains("shut"));
    assert!(
        error("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1 open/open 1:e1")
            .contains("forced transit")
    );
    assert!(
        error("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/9 w - - 0 1 open/open -")
            .contains("board 2, rank 1")
    );
    assert!(error("4k3/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1 open/open -").contains("0 kings"));
}

#[test]
fn every_move_names_its_board_and_round_trips() {
    let mut g = Game::new(VariantId::Transit);
    let mut seed = 7u64;
    for _ in 0..120 {
        let p = g.position().clone();
        let moves = p.legal_moves();
        if moves.is_empty() || g.outcome().is_some() {
            break;
        }
        for &m in &moves {
            let text = p.move_to_san(m);
            assert!(text.starts_with("1:") || text.starts_with("2:"), "{text}");
            assert_eq!(p.parse_move(&text), Ok(m), "{text}");
            let coord = p.move_to_coord(m);
            assert_eq!(p.parse_move(&coord), Ok(m), "{coord}");
            if m.kind == MoveKind::Transit {
                assert!(text.contains('>'), "{text}");
            }
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        g.play(m).unwrap();
        let reread = pos(&g.position().to_fen());
        assert_eq!(&reread, g.position());
        assert_eq!(reread.hash(), g.position().hash());
        assert_eq!(g.position().hash(), g.position().compute_hash());
    }
}

#[test]
fn moves_without_a_board_prefix_are_read_when_unambiguous() {
    let p = Position::start(VariantId::Transit);
    let m = p.parse_move("e4").unwrap();
    assert_eq!(p.move_to_san(m), "1:e4");
    assert_eq!(p.move_to_san(p.parse_move("Ng1>2").unwrap()), "1:Ng1>2");
}
