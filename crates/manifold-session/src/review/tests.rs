//! Reviews of short games in every family, at fixed depths (the same numbers on every
//! run): the marks, the better moves, accuracy, exercises, cancelling, annotated PGN.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::Session;
use crate::shown_notation::NotationStyle::Letters;
use manifold_ai::Searcher;
use manifold_locale::Language;
use manifold_rules::{AnyGame, GameKind, Seat, VariantId};

/// 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7#
const SCHOLAR: [&str; 7] = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"];

fn game(kind: GameKind, moves: &[&str]) -> AnyGame {
    Session::after_moves(kind, moves).game().clone()
}

fn review(game: &AnyGame, depth: u32) -> Review {
    let cancel = Arc::new(AtomicBool::new(false));
    let mut seen = Vec::new();
    let review = review_game(
        game,
        ReviewLimits::Depth(depth),
        &mut Searcher::new(8),
        &cancel,
        &mut |p| seen.push(p),
    )
    .expect("not cancelled");
    // One report per position, in order.
    let total = game.ply_count() + 1;
    assert_eq!(seen.len(), total);
    assert!(
        seen.iter()
            .enumerate()
            .all(|(i, p)| p.done == i + 1 && p.total == total)
    );
    review
}

#[test]
fn the_scholars_mate_blunder_is_marked_with_a_move_that_stops_the_mate() {
    let game = game(GameKind::Chess(VariantId::Classical), &SCHOLAR);
    let review = review(&game, 5);
    assert_eq!(review.positions.len(), 8);
    assert_eq!(review.moves.len(), 7);
    let nf6 = &review.moves[5];
    assert_eq!((nf6.played_text.as_str(), nf6.move_number), ("Nf6", 3));
    assert_eq!(nf6.mover, Seat::BLACK);
    let judgement = nf6.judgement.expect("Nf6 is marked");
    assert_eq!(judgement.mark, Mark::Blunder);
    assert_eq!(judgement.cause, MarkCause::MateAllowed);
    assert_eq!(nf6.win_after, 0.0);
    let better = nf6.best_line.first().expect("a better move").clone();
    assert!(["g6", "Qe7", "Qf6"].contains(&better.as_str()), "{better}");
    // The better move stops the mate: White has no mate in one after it.
    let mut after = game.clone();
    while after.ply_count() > 5 {
        after.undo();
    }
    after.play(nf6.best.as_ref().unwrap()).unwrap();
    for m in after.legal_moves() {
        let mut g = after.clone();
        g.play(&m).unwrap();
        assert!(
            g.outcome().is_none(),
            "{} mates after {better}",
            after.notation_of(&m)
        );
    }
    // The mate itself is White's best and is not marked; the final position is decided.
    let mate = &review.moves[6];
    assert!(mate.is_best && mate.mark().is_none());
    assert_eq!(
        review.positions[7].score_of(Seat::WHITE),
        manifold_ai::score::mate_in(0)
    );
    assert!(
        review.moves[..5]
            .iter()
            .all(|m| m.mark() != Some(Mark::Blunder))
    );
    // Black's accuracy pays for it.
    let (white, black) = (review.accuracy[0].unwrap(), review.accuracy[1].unwrap());
    assert!(black < white && black < 80.0, "{white} {black}");
    assert_eq!(review.count(Seat::BLACK, Mark::Blunder), 1);
    assert_eq!(review.graph().len(), 8);
}

/// The move at `ply` of `moves` in `kind`, reviewed at `depth`, loses a piece: a mistake
/// or a blunder, with a better move that is not the one played.
fn assert_marked(kind: GameKind, moves: &[&str], ply: usize, depth: u32) -> Review {
    let game = game(kind, moves);
    let review = review(&game, depth);
    let m = &review.moves[ply];
    assert!(
        matches!(m.mark(), Some(Mark::Mistake | Mark::Blunder)),
        "{kind:?} {}: {m:?}",
        m.played_text
    );
    assert!(m.best.is_some() && !m.is_best);
    assert!(m.win_before - m.win_after >= 0.10, "{m:?}");
    review
}

#[test]
fn a_piece_lost_on_the_torus_is_marked() {
    // 5.KE2?? lets the knight take on F12 with check and then the queen on D1.
    assert_marked(
        GameKind::Chess(VariantId::Wirth),
        &["E4", "NF10", "BB5", "ND11+", "KE2"],
        4,
        4,
    );
}

/// Mattrix: White's queen goes to h7, where Blue's pawn h5 takes it.
const MATTRIX_QUEEN_LOST: [&str; 10] = [
    "Nl12", "Ne10", "Ng20", "Nl16", "Ng8", "Ne18", "Pm11-l8", "Pe12", "Pb17-d17", "Qh7",
];

#[test]
fn a_piece_lost_in_mattrix_is_marked_by_the_movers_own_share() {
    // White's Qh7 stands where Blue's pawn takes it. (A knight lost, such as Nh13 after
    // the first six moves, costs White about 4 points of its share on Mattrix's fitted
    // curve: not marked.)
    let review = assert_marked(
        GameKind::Chess(VariantId::Mattrix),
        &MATTRIX_QUEEN_LOST,
        9,
        3,
    );
    let m = &review.moves[9];
    assert_eq!(m.mover, Seat::WHITE);
    // Shares: three seats adding up to one, the mover's own dropping.
    for p in &review.positions {
        assert_eq!(p.shares.len(), 3);
        assert!((p.shares.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
    assert_eq!(review.accuracy.len(), 3);
}

#[test]
fn a_piece_lost_in_chess_transit_is_marked() {
    // White's rook goes to h1 of board 2, where Black's rook takes it.
    assert_marked(
        GameKind::Chess(VariantId::Transit),
        &["1:Ra1>2", "1:Rh8>2", "1:e3", "1:e6", "2:Rh1"],
        4,
        4,
    );
}

#[test]
fn men_lost_in_draughts_are_marked() {
    // Black's a5-b4 lets a3 take two men (a3:c5:a7).
    assert_marked(
        GameKind::Draughts,
        &["g3-h4", "b6-a5", "f2-g3", "a7-b6", "g3-f4", "a5-b4"],
        5,
        6,
    );
}

#[test]
fn a_game_of_the_engines_own_moves_is_accurate() {
    let depth = 4;
    let mut game = AnyGame::new(GameKind::Chess(VariantId::Classical));
    let mut searcher = Searcher::new(8);
    let limits = ReviewLimits::Depth(depth).limits();
    for _ in 0..12 {
        let eval = run::evaluate(&game, &mut searcher, &limits).unwrap();
        let best = eval.best().unwrap().clone();
        game.play(&best).unwrap();
    }
    let review = review(&game, depth);
    assert!(review.moves.iter().all(|m| m.is_best && m.mark().is_none()));
    for (seat, accuracy) in review.accuracy.iter().enumerate() {
        let accuracy = accuracy.unwrap();
        assert!(accuracy > 90.0, "seat {seat}: {accuracy}");
    }
}

#[test]
fn the_blunder_becomes_an_exercise_that_good_answers_pass_and_bad_ones_fail() {
    let kind = GameKind::Chess(VariantId::Classical);
    let game = game(kind, &SCHOLAR);
    let review = review(&game, 5);
    // White made no mistake; Black's one blunder is the exercise.
    assert!(exercises(&review, &game, &[Seat::WHITE]).is_empty());
    assert_eq!(count_exercises(&review, &[Seat::WHITE]), 0);
    let list = exercises(&review, &game, &[Seat::WHITE, Seat::BLACK]);
    assert_eq!(list.len(), 1);
    assert_eq!(count_exercises(&review, &[Seat::WHITE, Seat::BLACK]), 1);
    let ex = &list[0];
    assert_eq!(
        (ex.ply, ex.learner, ex.mark),
        (5, Seat::BLACK, Mark::Blunder)
    );
    assert_eq!(
        ex.position(),
        "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"
    );
    assert_eq!(ex.hint_name(), ex.game.geometry().cell_name(ex.best.from()));
    assert_eq!(ex.solution(), &ex.best);
    let mut searcher = Searcher::new(8);
    let mut verdict = |text: &str| {
        let m = ex.game.parse_move(text).unwrap();
        ex.check(&m, &mut searcher, None).unwrap()
    };
    // The solution passes; the move played and one that allows the mate fail.
    assert!(verdict(&ex.best_text).passed());
    assert!(matches!(verdict("Nf6"), Verdict::Failed { win, .. } if win == 0.0));
    assert!(matches!(verdict("a6"), Verdict::Failed { win, .. } if win == 0.0));
    // The other defences are as good: within 3.5 points of the best.
    let others: Vec<&str> = ["g6", "Qe7", "Qf6"]
        .into_iter()
        .filter(|m| *m != ex.best_text)
        .collect();
    let passed = others.iter().filter(|m| verdict(m).passed()).count();
    assert!(passed >= 1, "none of {others:?} passes");
    // Not a move of this position.
    let white_move = AnyGame::new(kind).parse_move("e4").unwrap();
    assert_eq!(
        ex.check(&white_move, &mut Searcher::new(1), None).unwrap(),
        Verdict::NotLegal
    );
    // Its texts render.
    let prompt = manifold_locale::text(Language::English, &ex.prompt(Letters));
    assert_eq!(prompt, "Find a better move than Nf6 (Blunder).");
    // In the interface's letters: Russian's knight is К.
    let russian = manifold_locale::text(Language::Russian, &ex.prompt(Letters));
    assert!(russian.contains("Кf6"), "{russian}");
    assert!(manifold_locale::text(Language::Russian, &ex.hint_text()).contains(&ex.hint_name()));
}

#[test]
fn mattrix_mistakes_become_exercises_by_the_movers_share() {
    let kind = GameKind::Chess(VariantId::Mattrix);
    let game = game(kind, &MATTRIX_QUEEN_LOST);
    let review = review(&game, 3);
    let list = exercises(&review, &game, &[Seat::WHITE]);
    let ex = list.iter().find(|e| e.ply == 9).expect("White's Qh7");
    assert!(list.iter().all(|e| e.learner == Seat::WHITE));
    let mut searcher = Searcher::new(8);
    assert!(ex.check(&ex.best, &mut searcher, None).unwrap().passed());
    assert!(!ex.check(&ex.played, &mut searcher, None).unwrap().passed());
}

#[test]
fn a_review_can_be_cancelled_and_run_on_its_own_thread() {
    let game = game(GameKind::Chess(VariantId::Classical), &SCHOLAR);
    let cancel = Arc::new(AtomicBool::new(true));
    let cancelled = review_game(
        &game,
        ReviewLimits::Depth(3),
        &mut Searcher::new(1),
        &cancel,
        &mut |_| {},
    );
    assert_eq!(cancelled, Err(Cancelled));
    // On a thread: the same review as on the caller's.
    let handle = spawn_review(game.clone(), ReviewLimits::Depth(3), Searcher::new(8)).unwrap();
    assert_eq!(handle.progress().total, 8);
    let (done, _searcher) = handle.finish().unwrap();
    assert_eq!(done.unwrap(), review(&game, 3));
    // Cancelled on its thread: it ends.
    let handle = spawn_review(game, ReviewLimits::Nodes(u64::MAX / 2), Searcher::new(1)).unwrap();
    handle.cancel();
    assert_eq!(handle.finish().unwrap().0, Err(Cancelled));
}

#[test]
fn a_resigned_game_is_reviewed_up_to_its_last_position() {
    let mut game = game(GameKind::Chess(VariantId::Classical), &["e4", "e5", "Qh5"]);
    game.resign(Seat::BLACK).unwrap();
    let review = review(&game, 3);
    assert_eq!(review.moves.len(), 3);
    assert!(review.positions[3].best().is_some());
}

#[test]
fn the_annotated_pgn_has_an_evaluation_on_every_move_and_the_marks_as_nags() {
    let game = game(GameKind::Chess(VariantId::Classical), &SCHOLAR);
    let review = review(&game, 5);
    let pgn = annotated_pgn(&game, &review, &[], Language::English).unwrap();
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(pgn.matches("[%eval ").count(), 7, "{pgn}");
    assert!(flat.contains("Nf6 $4 { [%eval #1] Blunder. "), "{pgn}");
    assert!(
        flat.contains(" was best. } 4. Qxf7# { [%eval #0] } 1-0"),
        "{pgn}"
    );
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
    let read = manifold_rules::pgn::from_pgn(&pgn).unwrap();
    assert_eq!(read.game.moves().len(), 7);
    assert_eq!(read.comments.len(), 7);
    // Only classical chess and Great Chess.
    let wirth = self::game(GameKind::Chess(VariantId::Wirth), &["E4"]);
    let wirth_review = self::review(&wirth, 2);
    assert!(annotated_pgn(&wirth, &wirth_review, &[], Language::English).is_none());
    assert!(annotated_pgn(&game, &wirth_review, &[], Language::English).is_none());
}

#[test]
fn the_exercises_are_taken_as_puzzles_judged_on_their_own_thread() {
    let kind = GameKind::Chess(VariantId::Classical);
    let game = game(kind, &SCHOLAR);
    let review = review(&game, 5);
    let list = exercises(&review, &game, &[Seat::BLACK]);
    let mut practice = Practice::new(list).expect("Nf6 is an exercise");
    assert_eq!((practice.len(), practice.index()), (1, 0));
    let ex = practice.current().clone();
    let shown = practice.session();
    assert_eq!(shown.game().position().text(), ex.position());
    assert!(
        shown.players().iter().all(|p| *p == crate::Player::Human),
        "no computer answers in an exercise"
    );
    assert_eq!(practice.feedback(Letters), None);
    assert_eq!(practice.hint(), None);
    practice.show_hint();
    assert_eq!(practice.hint(), Some(ex.best.from()));
    assert!(matches!(
        practice.feedback(Letters),
        Some(PracticeFeedback::Hint(ExerciseText::Hint { cell })) if cell == ex.hint_name()
    ));

    // A bad answer, judged on a thread: it fails and may be tried again.
    let judge = |practice: &mut Practice, text: &str| {
        let m = ex.game.parse_move(text).unwrap();
        assert!(practice.answer(m.clone()));
        assert_eq!(practice.judging(), Some(&m));
        assert_eq!(practice.feedback(Letters), Some(PracticeFeedback::Judging));
        // No second answer while one is judged.
        assert!(!practice.answer(m.clone()));
        let handle = spawn_check(ex.clone(), m, Searcher::new(8)).expect("a thread");
        let (verdict, _searcher) = handle.finish().expect("no panic");
        practice.judged(verdict.expect("not cancelled"))
    };
    assert!(!judge(&mut practice, "a6"));
    assert!(matches!(practice.stage(), Stage::Failed { .. }));
    assert!(practice.feedback(Letters).is_some_and(|f| f.is_wrong()));
    assert_eq!(practice.results(), &[ExerciseResult::Open]);
    assert!(practice.may_answer());
    // The best move passes, stays, and solves the exercise; no more answers.
    assert!(judge(&mut practice, &ex.best_text));
    assert!(practice.feedback(Letters).is_some_and(|f| f.is_good()));
    assert_eq!(practice.hint(), None);
    assert_eq!(practice.results(), &[ExerciseResult::Solved]);
    assert_eq!(practice.solved(), 1);
    assert!(!practice.answer(ex.best.clone()));
    // The solution afterwards does not undo the solving; it is played on the board.
    let solved = practice.show_solution();
    assert_eq!(solved.game().ply_count(), ex.game.ply_count() + 1);
    assert_eq!(solved.game().moves().last(), Some(&ex.best));
    assert_eq!(practice.results(), &[ExerciseResult::Solved]);
    // Again from the start: the solution first counts as shown.
    let mut again = Practice::new(vec![ex.clone()]).unwrap();
    again.show_solution();
    assert_eq!(again.results(), &[ExerciseResult::Shown]);
    assert_eq!(
        again.feedback(Letters),
        Some(PracticeFeedback::Solution(ex.solution_text(Letters)))
    );
    again.go_to(7);
    assert_eq!((again.index(), again.stage()), (0, &Stage::Asking));
    // A cancelled judging takes the answer back.
    assert!(again.answer(ex.played.clone()));
    again.judging_cancelled();
    assert_eq!(again.stage(), &Stage::Asking);
    // A judging dropped half way stops (its thread ends on its own).
    let slow = spawn_check(
        ex.clone(),
        ex.game.parse_move("a6").unwrap(),
        Searcher::new(8),
    );
    drop(slow);
}

#[test]
fn every_game_has_its_own_default_review_depth() {
    for name in GameKind::cli_names() {
        let kind = GameKind::from_cli_name(name).unwrap();
        let entries = DEFAULT_REVIEW_DEPTHS.iter().filter(|(k, _)| *k == kind);
        assert_eq!(entries.count(), 1, "{name}");
        assert!((4..=18).contains(&default_review_depth(kind)), "{name}");
    }
}
