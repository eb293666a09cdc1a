//! Russian draughts (RULES 2): perft from the start and from reference positions (numbers in
//! `crates/manifold-rules/tests/data/draughts_perft.txt`, cross-checked with pydraughts by
//! `crates/manifold-rules/tests/tools/draughts_reference.py`), scenario tests for every special rule, the Nujelm
//! landing option, outcomes, and PDN round trips and errors.

use crate::common;

use manifold_rules::Seat;
use manifold_rules::draughts::game::pdn_result;
use manifold_rules::draughts::pdn::{PdnError, from_pdn, to_pdn};
use manifold_rules::draughts::perft::{divide, perft};
use manifold_rules::draughts::{
    DraughtsGame, DraughtsMove, DraughtsPosition, DraughtsRules, DraughtsSetupProblem, FenError,
    MoveError, PieceKind, geometry,
};
use manifold_rules::game::{EndReason, GameError, GameResult};
use manifold_rules::preset::DrawPolicy;

fn pos(fen: &str) -> DraughtsPosition {
    DraughtsPosition::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves with every landing square, sorted.
fn paths(p: &DraughtsPosition) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.move_path_text(m))
        .collect();
    v.sort();
    v
}

fn mv(p: &DraughtsPosition, text: &str) -> DraughtsMove {
    p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn cell(name: &str) -> manifold_rules::Cell {
    geometry().cell_by_name(name).expect("a square")
}

fn kind_at(p: &DraughtsPosition, square: &str) -> Option<(Seat, PieceKind)> {
    p.piece_at(cell(square)).map(|x| (x.seat, x.kind))
}

// --- perft ------------------------------------------------------------------------------------

/// Russian draughts from the start: Rein Halbersma's table (damforum.nl "Perft for all
/// recognized draughts variants", t=2822), which pydraughts reproduces (depths 1-5 checked).
/// (7361, 36768, 179740 at depths 5-7 are English checkers' numbers, whose men cannot
/// capture backwards.)
const START: [u64; 8] = [7, 49, 302, 1469, 7482, 37986, 190146, 929899];

#[test]
fn perft_from_the_start() {
    let p = DraughtsPosition::default();
    for (i, &n) in START.iter().enumerate() {
        assert_eq!(perft(&p, i as u32 + 1), n, "depth {}", i + 1);
    }
}

#[test]
#[ignore = "deep perft"]
fn perft_from_the_start_deep() {
    let p = DraughtsPosition::default();
    assert_eq!(perft(&p, 9), 4_570_586);
    assert_eq!(perft(&p, 10), 22_444_032);
}

#[test]
fn perft_reference_positions() {
    let cases = common::perft_cases("draughts_perft.txt");
    assert!(cases.len() >= 5);
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

#[test]
fn divide_sums_to_perft() {
    let p = pos("B:WKa1,Kh2,c3,e3:BKb8,Kg7,d6,f6,a5");
    let rows = divide(&p, 3);
    assert_eq!(rows.len(), 10);
    assert_eq!(rows.iter().map(|r| r.1).sum::<u64>(), perft(&p, 3));
}

// --- moves ------------------------------------------------------------------------------------

#[test]
fn the_start_has_seven_forward_steps() {
    let p = DraughtsPosition::default();
    assert_eq!(
        paths(&p),
        [
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"
        ]
    );
    let black = p.play(&mv(&p, "c3-d4"));
    assert_eq!(
        paths(&black),
        [
            "b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"
        ]
    );
}

#[test]
fn capturing_is_compulsory() {
    let p = pos("W:Wc3,g3:Bd4,h8");
    assert_eq!(paths(&p), ["c3:e5"]);
    let err = p.parse_move("g3-f4").unwrap_err().to_string();
    assert!(err.contains("compulsory"), "{err}");
    assert!(err.contains("c3:e5"), "names the capture: {err}");
}

#[test]
fn any_capture_may_be_chosen_not_only_the_longest() {
    // c3:e5 takes one piece, g1:e3:c5 two: both are legal.
    let p = pos("W:Wc3,g1:Bd4,f2,h8");
    assert_eq!(paths(&p), ["c3:e5", "g1:e3:c5"]);
    assert_eq!(mv(&p, "g1:c5").captured.len(), 2);
}

#[test]
fn a_sequence_goes_on_while_it_can() {
    let p = pos("W:Wc3:Bd4,f6,a7");
    assert_eq!(paths(&p), ["c3:e5:g7"]);
    let err = p.parse_move("c3:e5").unwrap_err().to_string();
    assert!(err.contains("must go on"), "{err}");
    assert!(err.contains("c3:e5:g7"), "{err}");
    assert!(mv(&p, "c3:e5:g7").same_move(&mv(&p, "c3:g7")));
    assert_eq!(p.move_to_pdn(&mv(&p, "c3:e5:g7")), "c3:g7");
}

#[test]
fn men_capture_backwards_but_step_forwards_only() {
    // A black man captures towards rank 8 (backwards for Black).
    let p = pos("B:We5,a1:Bd4,h8");
    assert_eq!(paths(&p), ["d4:f6"]);
    // Without a capture a white man only steps up the board, a black man down.
    let w = pos("W:Wd4:Bh8");
    assert_eq!(paths(&w), ["d4-c5", "d4-e5"]);
    let b = pos("B:Wa1:Bd4");
    assert_eq!(paths(&b), ["d4-c3", "d4-e3"]);
}

#[test]
fn kings_fly_along_the_diagonals() {
    let p = pos("W:WKd4:Bh8");
    // 3 + 3 + 4 + 3 squares, not through h8.
    assert_eq!(p.legal_moves().len(), 12);
    let p = pos("W:WKa1:Bh8");
    // The long diagonal up to g7 (h8 is occupied, and nothing lies beyond it).
    assert_eq!(
        paths(&p),
        ["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"]
    );
}

#[test]
fn turkish_strike_captured_pieces_block_until_the_end() {
    // The king takes c3, e7 and b6 and stands on a5; d2 is behind c3, which has been
    // captured but is still on the board, so the king cannot go on to take d2 (it would if
    // c3 were removed at once). From d4 the other way it takes b6 and stops on a7.
    let p = pos("W:WKa1:Bc3,e7,b6,d2");
    assert_eq!(paths(&p), ["a1:d4:a7", "a1:f6:d8:a5"]);
    for m in p.legal_moves() {
        assert!(!m.captured.contains(cell("d2")), "{}", p.move_path_text(&m));
    }
    let after = p.play(&mv(&p, "a1:a5"));
    assert_eq!(after.to_fen(), "B:WKa5:Bd2");
}

#[test]
fn no_piece_is_jumped_twice() {
    // Around a ring of four men a man comes back to its square and stops: jumping d4 again
    // is not allowed. The two ways round are one move.
    let p = pos("W:Wc3:Bd4,f4,f2,d2,h8");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 1);
    let m = &moves[0];
    assert_eq!((m.from, m.to), (cell("c3"), cell("c3")));
    assert_eq!(m.captured.len(), 4);
    let left = mv(&p, "c3:e5:g3:e1:c3");
    let right = mv(&p, "c3:e1:g3:e5:c3");
    assert!(left.same_move(&right));
    // A sequence that ends where it began is written with its path.
    assert_eq!(p.move_to_pdn(m).matches(':').count(), 4);
    assert_eq!(p.play(m).to_fen(), "B:Wc3:Bh8");
}

#[test]
fn a_man_crowned_during_a_capture_goes_on_as_a_king() {
    // b6 takes c7 and lands on d8, crowned; as a king it then takes f6 from a distance
    // (a man could not) and may land on g5 or h4.
    let p = pos("W:Wb6:Bc7,f6,h8");
    assert_eq!(paths(&p), ["b6:d8:g5", "b6:d8:h4"]);
    let m = mv(&p, "b6:g5");
    assert!(m.promotes);
    let after = p.play(&m);
    assert_eq!(kind_at(&after, "g5"), Some((Seat::WHITE, PieceKind::King)));
    assert_eq!(after.to_fen(), "B:WKg5:Bh8");
}

#[test]
fn a_man_stepping_onto_the_far_row_is_crowned() {
    let p = pos("W:Wb6,c7:Bh6");
    let m = mv(&p, "c7-d8");
    assert!(m.promotes);
    assert_eq!(
        kind_at(&p.play(&m), "d8"),
        Some((Seat::WHITE, PieceKind::King))
    );
    let m = mv(&p, "b6-a7");
    assert!(!m.promotes);
}

#[test]
fn a_king_lands_where_the_capture_goes_on() {
    // Taking d2, the king could stop on e3, f4 or g5; only from g5 does it capture again
    // (f6), so it must land there; after f6 it must land on e7 (from which it takes b4),
    // not on d8.
    let p = pos("W:WKc1,g3:Bd2,f6,b4,Kh6");
    assert_eq!(paths(&p), ["c1:g5:e7:a3"]);
    assert_eq!(p.move_to_pdn(&p.legal_moves()[0]), "c1:a3");
    let err = p.parse_move("c1:e3").unwrap_err().to_string();
    assert!(err.contains("not legal"), "{err}");
}

#[test]
fn without_a_continuation_a_king_lands_anywhere_beyond() {
    let p = pos("W:WKa1:Bd4,h2");
    assert_eq!(paths(&p), ["a1:e5", "a1:f6", "a1:g7", "a1:h8"]);
}

#[test]
fn nujelm_landing_is_the_square_just_beyond() {
    let nujelm = |fen: &str| pos(fen).with_rules(DraughtsRules::NUJELM);
    // A king still captures from a distance, but lands right behind the piece.
    assert_eq!(paths(&nujelm("W:WKa1:Bd4,h2")), ["a1:e5"]);
    // Here Russian rules force the king on to g5 and further; under the Nujelm rule it
    // lands on e3, from which nothing can be taken, and the move ends.
    assert_eq!(paths(&nujelm("W:WKc1,g3:Bd2,f6,b4,Kh6")), ["c1:e3"]);
    // If the square just beyond is taken, there is no capture.
    assert_eq!(paths(&nujelm("W:WKa1:Bd4,e5")), ["a1-b2", "a1-c3"]);
    // Men are not affected.
    let men = "W:Wc3:Bd4,f6,a7";
    assert_eq!(paths(&nujelm(men)), paths(&pos(men)));
    // The option is part of the position and survives moves.
    let p = nujelm("W:WKa1:Bd4,h2");
    assert_eq!(p.play(&p.legal_moves()[0]).rules(), DraughtsRules::NUJELM);
}

#[test]
fn same_start_end_and_different_captures_are_different_moves() {
    let p = pos("W:Wa1,c1,b2,d2,f2,h2,a3,e3,a7,Kd8:Bb4,c5,e5,c7,h8");
    let err = p.parse_move("d8:f6").unwrap_err();
    assert!(matches!(err, MoveError::Ambiguous { .. }), "{err}");
    let text = err.to_string();
    assert!(
        text.contains("d8:b6:d4:f6") && text.contains("d8:a5:c3:f6"),
        "{text}"
    );
    let one = mv(&p, "d8:b6:f6");
    let other = mv(&p, "d8:a5:f6");
    assert!(!one.same_move(&other));
    // The writer gives the whole path when start and end are not enough.
    assert_eq!(p.move_to_pdn(&one), "d8:b6:d4:f6");
}

#[test]
fn hash_follows_the_moves() {
    let mut p = DraughtsPosition::default();
    let mut seed = 99u64;
    for _ in 0..400 {
        let moves = p.legal_moves();
        if moves.is_empty() {
            p = DraughtsPosition::default();
            continue;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = &moves[(seed >> 33) as usize % moves.len()];
        let next = p.play(m);
        assert_eq!(next.hash(), next.compute_hash(), "{next:?}");
        assert_eq!(pos(&next.to_fen()).hash(), next.hash());
        assert!(p.is_legal(m));
        p = next;
    }
}

// --- outcomes ---------------------------------------------------------------------------------

fn play(game: &mut DraughtsGame, moves: &[&str]) {
    for text in moves {
        let m = mv(game.position(), text);
        game.play(&m).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn no_legal_move_loses() {
    // Blocked.
    let g = DraughtsGame::from_position(pos("W:Wa1:Bb2,c3"));
    let o = g.outcome().expect("White cannot move");
    assert_eq!(o.reason, EndReason::NoMoves);
    assert_eq!(
        o.result,
        GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE
        }
    );
    assert_eq!(pdn_result(&o), "0-2");
    // Everything captured.
    let mut g = DraughtsGame::from_position(pos("W:Wc3:Bd4,h8"));
    play(&mut g, &["c3:e5"]);
    assert!(g.outcome().is_none(), "Black still has h8");
    let mut g = DraughtsGame::from_position(pos("W:Wc3:Bd4"));
    play(&mut g, &["c3:e5"]);
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::NoMoves));
    assert_eq!(g.outcome().map(|o| pdn_result(&o)), Some("2-0"));
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.resign(Seat::BLACK), Err(GameError::Over(_))));
}

/// Kings shuttling c1-d2 and f8-e7, which never see each other.
const SHUTTLE: [&str; 4] = ["c1-d2", "f8-e7", "d2-c1", "e7-f8"];

#[test]
fn threefold_repetition_draws() {
    let mut g = DraughtsGame::new(DraughtsRules::default());
    assert_eq!(g.repetitions(), 1);
    let mut g2 = DraughtsGame::from_position(pos("W:WKc1,a1:BKf8,h8"));
    play(&mut g2, &SHUTTLE);
    assert_eq!(g2.repetitions(), 2);
    assert!(g2.outcome().is_none());
    play(&mut g2, &SHUTTLE);
    assert_eq!(g2.repetitions(), 3);
    let o = g2.outcome().expect("third occurrence");
    assert_eq!(
        (o.result, o.reason),
        (GameResult::Draw, EndReason::ThreefoldRepetition)
    );
    assert_eq!(pdn_result(&o), "1-1");
    // A man move in between starts the count again.
    play(&mut g, &["c3-d4", "f6-g5"]);
    assert_eq!(g.repetitions(), 1);
}

/// Plays `plies` king moves that repeat no position and allow no capture.
fn king_walk(g: &mut DraughtsGame, plies: usize) {
    for _ in 0..plies {
        let p = *g.position();
        let m = p
            .legal_moves()
            .into_iter()
            .filter(|m| !m.is_capture())
            .find(|m| {
                let next = p.play(m);
                !next.has_capture()
                    && !every_reply_allows_a_capture(&next)
                    && g.positions().iter().all(|q| !q.same_placement(&next))
            })
            .expect("a fresh quiet king move");
        g.play(&m).unwrap();
    }
}

/// Whether every reply in `p` gives the other side a capture (which would end the walk).
fn every_reply_allows_a_capture(p: &DraughtsPosition) -> bool {
    p.legal_moves().iter().all(|r| p.play(r).has_capture())
}

#[test]
fn fifteen_king_moves_each_draw() {
    let start = pos("W:WKc1,Ka1:BKf8,Kh8");
    let mut g = DraughtsGame::from_position(start);
    king_walk(&mut g, 29);
    assert_eq!(g.position().quiet_plies(), 29);
    assert!(g.outcome().is_none());
    king_walk(&mut g, 1);
    let o = g.outcome().expect("30 plies of king moves");
    assert_eq!(
        (o.result, o.reason),
        (GameResult::Draw, EndReason::KingMoves)
    );
}

#[test]
fn king_moves_count_only_with_a_king_on_each_side_and_no_man_move() {
    let mut g = DraughtsGame::from_position(pos("W:WKa1:Bh6"));
    play(&mut g, &["a1-b2"]);
    assert_eq!(g.position().quiet_plies(), 1);
    play(&mut g, &["h6-g5"]);
    assert_eq!(g.position().quiet_plies(), 0, "a man move resets the count");
    // A position with the count already complete but one side without a king is no draw.
    let g = DraughtsGame::from_position(pos("W:WKa1:Bh6:H40"));
    assert!(g.outcome().is_none());
    let g = DraughtsGame::from_position(pos("W:WKa1:BKh6:H30"));
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::KingMoves));
}

#[test]
fn agreement_only_tells_the_players_instead_of_ending() {
    let mut g = DraughtsGame::from_position(pos("W:WKc1,a1:BKf8,h8"))
        .with_draw_policy(DrawPolicy::AgreementOnly);
    play(&mut g, &SHUTTLE);
    play(&mut g, &SHUTTLE);
    assert!(g.outcome().is_none());
    assert_eq!(g.draw_available(), Some(EndReason::ThreefoldRepetition));
    play(&mut g, &SHUTTLE[..1]);
    g.agree_draw().unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Agreement));
    // No legal move still loses at once.
    let g = DraughtsGame::from_position(pos("W:Wa1:Bb2,c3"))
        .with_draw_policy(DrawPolicy::AgreementOnly);
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::NoMoves));
}

#[test]
fn resignation_timeout_undo_and_redo() {
    let mut g = DraughtsGame::new(DraughtsRules::default());
    play(&mut g, &["c3-d4", "f6-e5", "d4:f6"]);
    assert_eq!(g.moves().len(), 3);
    assert_eq!(g.undo().map(|m| m.is_capture()), Some(true));
    assert_eq!(g.undo().map(|m| m.is_capture()), Some(false));
    assert_eq!(g.redo().map(|m| m.is_capture()), Some(false));
    assert_eq!(g.redo().map(|m| m.is_capture()), Some(true));
    assert!(g.redo().is_none());
    g.resign(Seat::BLACK).unwrap();
    assert_eq!(g.outcome().map(|o| pdn_result(&o)), Some("2-0"));
    assert!(g.undo().is_none(), "undo first reopens the game");
    assert!(g.outcome().is_none());
    g.time_out(Seat::WHITE).unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Timeout));
    assert_eq!(g.outcome().map(|o| pdn_result(&o)), Some("0-2"));
    let illegal = mv(&DraughtsPosition::default(), "c3-d4");
    let mut fresh = DraughtsGame::from_position(pos("W:Wc3:Bd4"));
    assert_eq!(fresh.play(&illegal), Err(GameError::IllegalMove));
}

// --- positions as text ------------------------------------------------------------------------

#[test]
fn position_text_round_trips() {
    for fen in [
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "B:WKa1,Kh2,c3,e3:Ba5,d6,f6,Kg7,Kb8",
        "W:W:Bb6",
        "W:WKc1:BKf8:H12",
    ] {
        assert_eq!(pos(fen).to_fen(), fen);
    }
    assert_eq!(
        DraughtsPosition::default().to_fen(),
        pos(&DraughtsPosition::default().to_fen()).to_fen()
    );
}

#[test]
fn reads_what_pydraughts_writes() {
    // pydraughts' start position (its own square order), numbers, ranges, kings, either
    // order of the sides, lower case, and the Lidraughts counters.
    let start = DraughtsPosition::default();
    for fen in [
        "W:Wa1,c3,e3,g3,c1,e1,g1,b2,d2,f2,h2,a3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21-32",
        "W:Wa1-g3:Bb6-h8",
        "W:Bb6-h8:W1-12",
        "w:wa1-g3:bb6-h8:H0:F1",
    ] {
        let p = pos(fen);
        assert!(p.same_placement(&start), "{fen}: {}", p.to_fen());
    }
    assert_eq!(
        pos("W:Wc3,e3,Ka1:Bd4,b6,f6").to_fen(),
        "W:WKa1,c3,e3:Bd4,b6,f6"
    );
    assert_eq!(pos("W:W5:B28").to_fen(), "W:Wb2:Bg7");
    assert_eq!(pos("W:WK32:B5").to_fen(), "W:WKh8:Bb2");
    assert_eq!(pos("B:WKd4:Bh8:H7:F20").fullmove_number(), 20);
    assert_eq!(pos("B:WKd4:Bh8:H7:F20").quiet_plies(), 7);
}

#[test]
fn bad_position_text_says_what_is_wrong() {
    let err = |fen: &str| DraughtsPosition::from_fen(fen).unwrap_err();
    assert_eq!(err(""), FenError::Empty);
    let cases: [(&str, &str); 10] = [
        ("X:Wa1:Bb6", "side to move 'X'"),
        ("W:Wa2:Bb6", "a2 is a light square"),
        ("W:Wa1,a1:Bb6", "a1 is given twice"),
        ("W:Wa1:Ba1", "a1 is given twice"),
        ("W:Wd8:Bb6", "White's man on d8 stands on its crowning row"),
        ("W:Wa1:Bc1", "Black's man on c1"),
        ("W:Wz9:Bb6", "'z9' in White's pieces is not a square"),
        ("W:Wa1", "no pieces field for Black"),
        ("W:Wa1:Bb6:Q5", "field 'Q5'"),
        ("W:Wa1:Bb6:Hx", "halfmove counter 'x'"),
    ];
    for (fen, want) in cases {
        let text = err(fen).to_string();
        assert!(text.contains(want), "{fen}: {text}");
    }
    let thirteen = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4:Bh8";
    match err(thirteen) {
        FenError::Invalid(e) => assert_eq!(
            e.problems,
            [DraughtsSetupProblem::TooManyPieces {
                side: Seat::WHITE,
                count: 13
            }]
        ),
        other => panic!("{other:?}"),
    }
    assert!(err("W:W0:Bb6").to_string().contains("'0'"));
    assert!(err("W:Wg3-a1:Bb6").to_string().contains("g3-a1"));
}

#[test]
fn bad_move_text_says_what_is_wrong() {
    let p = DraughtsPosition::default();
    let err = |t: &str| p.parse_move(t).unwrap_err().to_string();
    assert!(err("hello").contains("not a draughts move"));
    assert!(err("c3-").contains("not a draughts move"));
    assert!(err("c3-d9").contains("'d9' is not a square"));
    assert!(err("c4-d5").contains("no piece on c4"));
    assert!(err("f6-e5").contains("Black's; White is to move"));
    assert!(err("c3-c4").contains("man on c3 cannot move to c4"));
    assert!(err("a1-b2").contains("man on a1 has no move"));
    assert!(err("c3:e5:g7").contains("nothing to capture"));
    // Accepted spellings.
    assert!(p.parse_move(" C3-D4 ").is_ok());
    assert!(p.parse_move("c3-d4!").is_ok());
    let cap = pos("W:Wc3:Bd4,h8");
    assert!(cap.parse_move("c3xe5").is_ok());
    assert!(cap.parse_move("c3-e5").is_ok(), "the squares decide");
}

// --- PDN games --------------------------------------------------------------------------------

#[test]
fn pdn_game_round_trip() {
    let mut g = DraughtsGame::new(DraughtsRules::default());
    play(
        &mut g,
        &[
            "c3-d4", "f6-e5", "d4:f6", "g7:e5", "b2-c3", "h6-g5", "c3-d4", "e5:c3", "d2:b4",
        ],
    );
    let tags = [("Event".to_string(), "Test".to_string())];
    let text = to_pdn(&g, &tags);
    assert!(text.contains("[Event \"Test\"]"), "{text}");
    assert!(text.contains("[GameType \"25\"]"), "{text}");
    assert!(!text.contains("[FEN"), "the start needs no FEN tag: {text}");
    assert!(text.contains("1. c3-d4 f6-e5 2. d4:f6 g7:e5"), "{text}");
    assert!(text.trim_end().ends_with('*'), "{text}");
    let back = from_pdn(&text).unwrap();
    assert_eq!(back.game.moves(), g.moves());
    assert_eq!(back.tag("Event"), Some("Test"));
    assert_eq!(to_pdn(&back.game, &back.tags), text);

    // A finished game from a set-up position with Black to move, under the Nujelm rule.
    let start = pos("B:WKa1,e3:Bb6,Kh8").with_rules(DraughtsRules::NUJELM);
    let mut g = DraughtsGame::from_position(start);
    play(&mut g, &["b6-a5"]);
    g.resign(Seat::BLACK).unwrap();
    let text = to_pdn(&g, &[]);
    assert!(text.contains("[FEN \"B:WKa1,e3:Bb6,Kh8\"]"), "{text}");
    assert!(
        text.contains("[KingLanding \"immediately beyond\"]"),
        "{text}"
    );
    assert!(text.contains("[Result \"2-0\"]"), "{text}");
    assert!(text.contains("1... b6-a5 2-0"), "{text}");
    let back = from_pdn(&text).unwrap();
    assert_eq!(back.game.rules(), DraughtsRules::NUJELM);
    assert_eq!(back.game.outcome(), g.outcome());
    assert_eq!(to_pdn(&back.game, &back.tags), text);

    // A loss on time keeps its reason.
    let mut g = DraughtsGame::new(DraughtsRules::default());
    g.time_out(Seat::WHITE).unwrap();
    let back = from_pdn(&to_pdn(&g, &[])).unwrap();
    assert_eq!(back.game.outcome(), g.outcome());
}

#[test]
fn reads_a_pydraughts_game() {
    // Written by pydraughts 0.6.7 (PDNWriter, variant "russian"): long GameType, FEN tag,
    // captures with x, start and end only.
    let text = r#"[Event "test"]
[GameType "25,W,8,8,A0,0"]
[FEN "W:Wa1,c3,e3,g3,c1,e1,g1,b2,d2,f2,h2,a3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"]

1. c3-b4 f6-e5 2. e3-d4 e5xa5 3. d2-c3 d6-c5 4. c3-b4 a5xc3 5. b2xd4 c5xe3 6. f2xd4 e7-d6 7. c1-d2 h6-g5 8. d2-e3 g7-f6 9. e3-f4 g5xc5 10. g1-f2 c5-b4 11. a3xg5 b6-a5 12. g5-f6 f8-e7 *
"#;
    let g = from_pdn(text).unwrap();
    assert_eq!(g.game.moves().len(), 24);
    assert_eq!(g.result, "*");
    let end = pos("W:Wa1,g3,f6,e1,f2,h2:Ba5,a7,c7,e7,b8,d8,h8");
    assert!(
        g.game.position().same_placement(&end),
        "{:?}",
        g.game.position()
    );
}

#[test]
fn reads_comments_variations_and_other_results() {
    let text =
        "[Result \"1-0\"]\n{a comment} 1. c3-d4 $1 (1. a3-b4 b6-a5) f6-e5 ; rest\n2. d4:f6 1-0\n";
    let g = from_pdn(text).unwrap();
    assert_eq!(g.game.moves().len(), 3);
    let o = g.game.outcome().expect("the result is applied");
    assert_eq!((pdn_result(&o), o.reason), ("2-0", EndReason::Resignation));
}

#[test]
fn bad_pdn_says_where_and_what() {
    assert_eq!(from_pdn("  ").unwrap_err(), PdnError::Empty);
    let e = from_pdn("[GameType \"20\"]\n1. 32-28 *").unwrap_err();
    assert!(e.to_string().contains("GameType '20'"), "{e}");
    let e = from_pdn("[FEN \"W:Wa2:B\"]\n*").unwrap_err();
    assert!(e.to_string().contains("a2 is a light square"), "{e}");
    let e = from_pdn("1. c3-d4 f6-e5\n2. c3-b4 *").unwrap_err();
    let text = e.to_string();
    assert!(
        text.contains("line 2") && text.contains("2. c3-b4") && text.contains("no piece on c3"),
        "{text}"
    );
    let e = from_pdn("1. c3-d4 {unfinished").unwrap_err();
    assert!(e.to_string().contains("comment"), "{e}");
    let e = from_pdn("[FEN \"W:Wa1:Bb2,c3\"]\n1. a1-b2 *").unwrap_err();
    assert!(e.to_string().contains("already over"), "{e}");
    let e = from_pdn("[KingLanding \"sideways\"]\n*").unwrap_err();
    assert!(e.to_string().contains("sideways"), "{e}");
}
