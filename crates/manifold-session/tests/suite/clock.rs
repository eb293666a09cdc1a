//! Game clocks, driven by a fake time: the side to move's clock runs, moves switch it with
//! a Fischer increment, a Bronstein or a simple delay; a flag fall loses, or draws when the
//! opponent cannot mate (FIDE 6.9, through the mate judge); the Pause button stops every
//! clock and browsing does not; take-backs restore the times; Mattrix runs three clocks and
//! Chess-transit one per player across its boards; saved games and the autosave keep the
//! clocks, and a bad clock field is refused with a reason; the computer plays on its clock.

use std::time::Duration;

use manifold_ai::{Family, Level, Searcher};
use manifold_rules::game::{EndReason, GameResult};
use manifold_rules::preset::shipped_by_name;
use manifold_rules::{MoveKind, Seat, VariantId};
use manifold_session::clock::saved::{ClockProblem, SavedClock, SavedPerMove};
use manifold_session::clock::{ClockTextError, Clocks, PerMove, TimeControl};
use manifold_session::save::{SaveError, SavedGame};
use manifold_session::{AnyGame, AnyMove, ClickResult, GameKind, Refusal, Session};

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);
const W: Seat = Seat::WHITE;
const B: Seat = Seat::BLACK;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

fn control(text: &str) -> TimeControl {
    TimeControl::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A game of `kind` on `clock`, started at time zero.
fn on_clock(kind: GameKind, clock: &str) -> Session {
    let mut s = Session::new(kind);
    s.set_time_control(Some(control(clock)));
    assert_eq!(s.tick(Duration::ZERO), None);
    s
}

/// A game from a position text on `clock`, started at time zero.
fn position_on_clock(kind: GameKind, text: &str, clock: &str) -> Session {
    let mut s = Session::from_position_text(kind, text).expect("a position");
    s.set_time_control(Some(control(clock)));
    s.tick(Duration::ZERO);
    s
}

/// Plays `text` at time `now` (the clocks run up to then first).
fn play_at(s: &mut Session, now: Duration, text: &str) {
    assert_eq!(s.tick(now), None, "no flag before {text}");
    let m = s.game().parse_move(text).expect("a legal move");
    assert!(matches!(s.play(m), ClickResult::Moved(_)), "{text}");
}

/// Plays the first legal move at time `now`.
fn play_any_at(s: &mut Session, now: Duration) {
    assert_eq!(s.tick(now), None);
    let m = s.game().legal_moves()[0].clone();
    assert!(matches!(s.play(m), ClickResult::Moved(_)));
}

fn clocks(s: &Session) -> &Clocks {
    s.clocks().expect("clocks")
}

fn times(s: &Session) -> Vec<Duration> {
    clocks(s).remaining_times().to_vec()
}

#[test]
fn a_game_without_clocks_has_none_and_ticks_do_nothing() {
    let mut s = Session::new(CLASSICAL);
    assert!(s.clocks().is_none() && s.time_control().is_none());
    assert_eq!(s.tick(secs(1_000_000)), None);
    assert!(!s.pause_clocks());
    assert_eq!(s.engine_think_time(), None);
}

#[test]
fn the_side_to_move_runs_and_a_fischer_increment_follows_each_move() {
    let mut s = on_clock(CLASSICAL, "3+2");
    assert_eq!(s.time_control(), Some(TimeControl::PRESETS[1]));
    assert_eq!(clocks(&s).running(), Some(W));
    s.tick(secs(10));
    assert_eq!(times(&s), [secs(170), secs(180)]);
    play_at(&mut s, secs(10), "e4");
    assert_eq!(times(&s), [secs(172), secs(180)]);
    assert_eq!(clocks(&s).running(), Some(B));
    play_at(&mut s, secs(40), "e5");
    assert_eq!(times(&s), [secs(172), secs(152)]);
    // Each move's time left is recorded for the move list and [%clk].
    assert_eq!(clocks(&s).after_move(0), Some(secs(172)));
    assert_eq!(clocks(&s).after_move(1), Some(secs(152)));
    assert_eq!(clocks(&s).after_move(2), None);
    assert_eq!(clocks(&s).move_times(), [(W, secs(172)), (B, secs(152))]);
    // The low-time warning: 3 minutes / 8 = 22.5 s.
    assert_eq!(clocks(&s).low_time_threshold(), ms(22_500));
    s.tick(ms(40_000 + 149_500));
    assert!(clocks(&s).is_low(W) && !clocks(&s).is_low(B));
}

#[test]
fn a_bronstein_delay_gives_back_up_to_the_delay() {
    let mut s = on_clock(CLASSICAL, "1+5b");
    assert_eq!(
        s.time_control().unwrap().per_move,
        PerMove::Bronstein(secs(5))
    );
    play_at(&mut s, secs(3), "e4");
    assert_eq!(times(&s)[0], secs(60), "3 s used, 3 s back");
    play_at(&mut s, secs(23), "e5");
    assert_eq!(times(&s)[1], secs(45), "20 s used, 5 s back");
    assert_eq!(clocks(&s).delay_left(), Some(secs(5)));
}

#[test]
fn a_simple_delay_holds_the_clock_for_the_first_seconds_of_a_move() {
    let mut s = on_clock(CLASSICAL, "1+5d");
    s.tick(secs(4));
    assert_eq!(times(&s)[0], secs(60), "inside the delay");
    assert_eq!(clocks(&s).delay_left(), Some(secs(1)));
    play_at(&mut s, secs(8), "e4");
    assert_eq!(times(&s)[0], secs(57), "3 s past the delay, nothing added");
    play_at(&mut s, secs(10), "e5");
    assert_eq!(times(&s)[1], secs(60), "a quick move costs nothing");
}

#[test]
fn a_flag_fall_loses_and_stops_the_clocks() {
    let mut s = on_clock(CLASSICAL, "1+0");
    play_at(&mut s, secs(5), "e4");
    assert_eq!(s.tick(secs(64)), None);
    assert_eq!(s.tick(secs(65)), Some(B), "Black's 60 s are gone");
    let outcome = s.game().outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Timeout);
    assert_eq!(
        outcome.result,
        GameResult::Win {
            winner: W,
            loser: B
        }
    );
    assert_eq!(times(&s), [secs(55), Duration::ZERO]);
    assert_eq!(clocks(&s).running(), None);
    assert_eq!(s.tick(secs(100)), None, "once over, nothing more");
    assert_eq!(times(&s), [secs(55), Duration::ZERO]);
    let m = AnyMove::Chess(s.game().as_chess().unwrap().position().legal_moves()[0]);
    assert!(matches!(s.play(m), ClickResult::Refused(_)));
}

#[test]
fn a_flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    // Black, with a queen, flags against a bare king: White cannot mate (FIDE 6.9).
    let text = "q3k3/8/8/8/8/8/8/4K3 b - - 0 1";
    let mut s = position_on_clock(CLASSICAL, text, "1+0");
    assert_eq!(s.tick(secs(61)), Some(B));
    let outcome = s.game().outcome().unwrap();
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Draw, EndReason::Timeout)
    );
    // The bare king flagging against the queen loses.
    let mut s = position_on_clock(CLASSICAL, "q3k3/8/8/8/8/8/8/4K3 w - - 0 1", "1+0");
    assert_eq!(s.tick(secs(61)), Some(W));
    assert!(matches!(
        s.game().outcome().unwrap().result,
        GameResult::Win { loser: W, .. }
    ));
    // A king and knight never mate a king and queen (the queen always takes the checker or
    // frees a square: the dead-position table, checked against shakmaty): a draw.
    let mut s = position_on_clock(CLASSICAL, "q3k3/8/8/8/8/8/8/4KN2 b - - 0 1", "1+0");
    assert_eq!(s.tick(secs(61)), Some(B));
    assert_eq!(s.game().outcome().unwrap().result, GameResult::Draw);
    // A king and knight against a pawn can mate (the pawn may block its king): a loss.
    let mut s = position_on_clock(CLASSICAL, "4k3/4p3/8/8/8/8/8/4KN2 b - - 0 1", "1+0");
    assert_eq!(s.tick(secs(61)), Some(B));
    assert!(matches!(
        s.game().outcome().unwrap().result,
        GameResult::Win { loser: B, .. }
    ));
}

#[test]
fn the_mate_judge_is_a_hook_for_fide_6_9() {
    // Rook against a bare king: the default judge (the board's dead-position table) says
    // the rook can mate on 8x8...
    let text = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1";
    let mut s = position_on_clock(CLASSICAL, text, "1+0");
    s.tick(secs(61));
    assert!(matches!(
        s.game().outcome().unwrap().result,
        GameResult::Win { loser: B, .. }
    ));
    // ...and a judge that says it cannot makes it a draw.
    let mut s = position_on_clock(CLASSICAL, text, "1+0");
    s.set_mate_judge(|_, _| false);
    s.tick(secs(61));
    assert_eq!(s.game().outcome().unwrap().result, GameResult::Draw);
    // In draughts a flag fall loses whatever the judge says.
    let mut d = on_clock(GameKind::Draughts, "1+0");
    d.set_mate_judge(|_, _| false);
    assert_eq!(d.tick(secs(61)), Some(W));
    assert!(matches!(
        d.game().outcome().unwrap().result,
        GameResult::Win { loser: W, .. }
    ));
}

#[test]
fn at_the_nujelm_table_a_flag_fall_loses_whatever_the_material() {
    let preset = shipped_by_name("nujelm-chess").unwrap();
    let mut s =
        Session::from_position_text_at(CLASSICAL, "q3k3/8/8/8/8/8/8/4K3 b - - 0 1", Some(preset))
            .unwrap();
    s.set_time_control(Some(control("1+0")));
    s.tick(Duration::ZERO);
    assert_eq!(s.tick(secs(61)), Some(B));
    assert!(matches!(
        s.game().outcome().unwrap().result,
        GameResult::Win { loser: B, .. }
    ));
    // The table's own move limit stays the preset's, judged the same way.
    let mut t = Session::with_preset(preset.clone());
    assert_eq!(t.expire_if_due(secs(481)), Some(W));
    assert_eq!(t.game().outcome().unwrap().reason, EndReason::Timeout);
}

#[test]
fn the_pause_button_stops_every_clock_and_browsing_does_not() {
    let mut s = on_clock(CLASSICAL, "5+0");
    play_at(&mut s, secs(10), "e4");
    play_at(&mut s, secs(20), "e5");
    // Browsing the moves: White's clock keeps running.
    s.view_ply(0);
    assert!(s.is_browsing());
    s.tick(secs(30));
    assert_eq!(times(&s), [secs(280), secs(290)]);
    assert!(s.pause_clocks());
    assert!(s.clocks_paused());
    assert!(!s.pause_clocks(), "already paused");
    s.tick(secs(500));
    assert_eq!(times(&s), [secs(280), secs(290)]);
    assert!(s.resume_clocks());
    assert!(!s.clocks_paused());
    // The first tick after the pause is only the reference: the pause costs nothing.
    s.tick(secs(900));
    s.tick(secs(905));
    assert_eq!(times(&s), [secs(275), secs(290)]);
    // A move played while paused switches the clocks, but none runs until resumed.
    s.pause_clocks();
    play_at(&mut s, secs(906), "Nf3");
    assert_eq!(clocks(&s).running(), Some(B));
    s.tick(secs(950));
    assert_eq!(times(&s), [secs(275), secs(290)]);
}

#[test]
fn taking_moves_back_restores_the_times_of_that_turn() {
    let mut s = on_clock(CLASSICAL, "3+2");
    play_at(&mut s, secs(10), "e4");
    play_at(&mut s, secs(40), "e5");
    s.tick(secs(45));
    assert_eq!(times(&s), [secs(167), secs(152)]);
    assert!(s.undo());
    // Black is to move again with the time it had when its turn began; White keeps its
    // time after e4.
    assert_eq!(times(&s), [secs(172), secs(180)]);
    assert_eq!(clocks(&s).running(), Some(B));
    assert_eq!(clocks(&s).after_move(1), None);
    s.tick(secs(50));
    assert_eq!(times(&s), [secs(172), secs(175)]);
    // Redo plays the move again now, charged as a move.
    assert!(s.redo());
    assert_eq!(times(&s), [secs(172), secs(177)]);
    assert_eq!(clocks(&s).after_move(1), Some(secs(177)));
    // A take-back of a game lost on time reopens it with the loser's time at that turn.
    s.tick(secs(300));
    assert_eq!(
        s.game().outcome().map(|o| o.reason),
        Some(EndReason::Timeout)
    );
    assert!(!s.undo(), "the game reopens; no move is taken back");
    assert!(s.game().outcome().is_none());
    assert_eq!(times(&s), [secs(172), secs(177)]);
    assert_eq!(clocks(&s).running(), Some(W));
}

#[test]
fn mattrix_runs_three_clocks_in_turn() {
    let mattrix = GameKind::Chess(VariantId::Mattrix);
    let mut s = on_clock(mattrix, "1+1");
    assert_eq!(times(&s).len(), 3);
    play_any_at(&mut s, secs(5));
    assert_eq!(clocks(&s).running(), Some(Seat(1)));
    play_any_at(&mut s, secs(15));
    assert_eq!(clocks(&s).running(), Some(Seat(2)));
    play_any_at(&mut s, secs(18));
    assert_eq!(times(&s), [secs(56), secs(51), secs(58)]);
    assert_eq!(clocks(&s).running(), Some(Seat(0)));
    let recorded: Vec<Seat> = clocks(&s).move_times().iter().map(|m| m.0).collect();
    assert_eq!(recorded, [Seat(0), Seat(1), Seat(2)]);
    // White's flag falls: the win is credited to an opponent (Ruling, RULES 0 and 5.5),
    // whatever the mate judge says.
    s.set_mate_judge(|_, _| false);
    assert_eq!(s.tick(secs(18 + 57)), Some(Seat(0)));
    let outcome = s.game().outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Timeout);
    assert!(matches!(
        outcome.result,
        GameResult::Win {
            loser: Seat(0),
            winner: Seat(2)
        }
    ));
}

#[test]
fn chess_transit_runs_one_clock_per_player_across_both_boards() {
    let transit = GameKind::Chess(VariantId::Transit);
    let mut s = on_clock(transit, "2+0");
    assert_eq!(times(&s).len(), 2);
    // A transit and moves on either board all run the mover's one clock.
    let transit_move = s
        .game()
        .legal_moves()
        .into_iter()
        .find(|m| matches!(m, AnyMove::Chess(c) if c.kind == MoveKind::Transit))
        .expect("a transit from the start");
    assert_eq!(s.tick(secs(7)), None);
    assert!(matches!(s.play(transit_move), ClickResult::Moved(_)));
    play_any_at(&mut s, secs(10));
    assert_eq!(times(&s), [secs(113), secs(117)]);
    // White's flag falls: every open board is lost (Ruling T7)...
    let mut lost = s.clone();
    assert_eq!(lost.tick(secs(200)), Some(W));
    let outcome = lost.game().outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Timeout);
    assert_eq!(outcome.result, GameResult::Score { white: 0, black: 4 });
    // ...or drawn, when Black could not mate on either board.
    s.set_mate_judge(|_, _| false);
    assert_eq!(s.tick(secs(200)), Some(W));
    assert_eq!(
        s.game().outcome().unwrap().result,
        GameResult::Score { white: 2, black: 2 }
    );
    // Saved and read back with the score.
    let back = Session::from_ron(&lost.to_ron()).expect("reads");
    assert_eq!(back.game().outcome(), lost.game().outcome());
}

/// What of the clocks comes back from a save: everything but the first tick's reference,
/// to the millisecond.
#[derive(Debug, PartialEq)]
struct Comparable {
    control: TimeControl,
    remaining_ms: Vec<u128>,
    running: Option<Seat>,
    paused: bool,
    spent_ms: u128,
    from_ply: usize,
    after_move_ms: Vec<(Seat, u128)>,
}

fn comparable(c: &Clocks) -> Comparable {
    Comparable {
        control: c.control(),
        remaining_ms: c
            .remaining_times()
            .iter()
            .map(Duration::as_millis)
            .collect(),
        running: c.running(),
        paused: c.is_paused(),
        spent_ms: c.spent_on_move().as_millis(),
        from_ply: c.from_ply(),
        after_move_ms: c
            .move_times()
            .iter()
            .map(|&(s, t)| (s, t.as_millis()))
            .collect(),
    }
}

#[test]
fn saved_games_keep_their_clocks() {
    let mut s = on_clock(CLASSICAL, "5+3");
    play_at(&mut s, ms(4_250), "e4");
    play_at(&mut s, ms(9_500), "c5");
    s.tick(ms(12_000));
    let text = s.to_ron();
    assert!(text.contains("format: 2"), "{text}");
    assert!(text.contains("clock: Some(Clock("), "{text}");
    assert!(text.contains("per_move: Some(Fischer(3000))"), "{text}");
    assert!(text.contains("spent_ms: 2500"), "{text}");
    let saved = s.to_saved().clock.expect("the clocks");
    assert_eq!(saved.remaining_ms, [296_250, 297_750]);
    assert_eq!(saved.after_move_ms, [298_750, 297_750]);
    assert_eq!(saved.running, Some(0));
    let mut back = Session::from_ron(&text).expect("reads");
    assert_eq!(comparable(clocks(&back)), comparable(clocks(&s)));
    assert_eq!(clocks(&back).spent_on_move(), ms(2_500));
    assert_eq!(back.to_ron(), text, "written again byte for byte");
    // The clocks go on from where they were: the first tick after loading is the
    // reference, whatever time the program keeps.
    back.tick(secs(7));
    back.tick(secs(8));
    assert_eq!(times(&back), [ms(295_250), ms(297_750)]);
    play_at(&mut back, secs(9), "Nf3");
    assert_eq!(clocks(&back).after_move(2), Some(ms(297_250)));
    // A paused game stays paused.
    s.pause_clocks();
    let paused = Session::from_ron(&s.to_ron()).unwrap();
    assert!(paused.clocks_paused());
    // A game without clocks is written as before, format 1.
    let plain = Session::after_moves(CLASSICAL, &["e4"]).to_ron();
    assert!(
        plain.contains("format: 1") && !plain.contains("clock"),
        "{plain}"
    );
    assert!(Session::from_ron(&plain).unwrap().clocks().is_none());
}

/// A move played on the game behind the clocks' back (not through the session) leaves
/// times out of step with the moves: the save leaves them out, and still reads.
#[test]
fn times_out_of_step_with_the_moves_are_left_out() {
    let mut s = on_clock(CLASSICAL, "1+30");
    play_at(&mut s, secs(1), "e4");
    play_at(&mut s, secs(2), "e5");
    let m = s.game().parse_move("Nf3").unwrap();
    s.game_mut().play(&m).unwrap();
    let saved = s.to_saved().clock.unwrap();
    assert_eq!((saved.from_ply, saved.after_move_ms.len()), (3, 0));
    assert_eq!(saved.running, Some(1), "the side to move's clock");
    let back = Session::from_saved(&s.to_saved()).expect("reads");
    assert_eq!(times(&back), [secs(89), secs(89)]);
    // The clocks follow the turn at the next tick.
    s.tick(secs(3));
    s.tick(secs(4));
    assert_eq!(times(&s), [secs(89), secs(87)]);
}

#[test]
fn an_old_save_without_clocks_still_loads() {
    let old = r#"SavedGame(
    format: 1,
    game: "classical",
    preset: None,
    start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    moves: ["e4", "e5", "Nf3"],
    ending: None,
)"#;
    let s = Session::from_ron(old).expect("an old save loads");
    assert_eq!(s.game().move_texts(), ["e4", "e5", "Nf3"]);
    assert!(s.clocks().is_none());
    let written = s.to_ron();
    assert!(
        written.starts_with("SavedGame(\n    format: 1,"),
        "{written}"
    );
    assert!(!written.contains("clock"), "{written}");
    // A newer format than this program's is still refused.
    let newer = old.replace("format: 1", "format: 3");
    assert!(matches!(
        Session::from_ron(&newer),
        Err(SaveError::Format(3))
    ));
}

#[test]
fn a_game_lost_on_time_is_saved_with_its_clocks() {
    let mut s = position_on_clock(CLASSICAL, "q3k3/8/8/8/8/8/8/4K3 b - - 0 1", "1+0");
    s.tick(secs(61));
    let text = s.to_ron();
    assert!(text.contains("ending: Some(TimedOut(1))"), "{text}");
    assert!(text.contains("running: None"), "{text}");
    let back = Session::from_ron(&text).unwrap();
    assert_eq!(back.game().outcome(), s.game().outcome(), "a draw on time");
    assert_eq!(times(&back), [secs(60), Duration::ZERO]);
}

#[test]
fn a_move_after_the_flag_fell_is_refused_and_the_game_ends_on_time() {
    let mut s = on_clock(CLASSICAL, "1+0");
    play_at(&mut s, secs(1), "e4");
    let mut saved = s.to_saved();
    let clock = saved.clock.as_mut().expect("the clocks");
    assert_eq!(clock.remaining_ms, [59_000, 60_000]);
    clock.remaining_ms[1] = 0;
    let mut back = Session::from_saved(&saved).expect("a clock at zero is a clock");
    let m = back.game().parse_move("e5").unwrap();
    assert_eq!(
        back.play(m),
        ClickResult::Refused(Refusal::GameOver(EndReason::Timeout))
    );
    assert!(matches!(
        back.game().outcome().unwrap().result,
        GameResult::Win { loser: B, .. }
    ));
}

/// A saved game with clocks: 3+2 Bronstein, two moves played (3 s and 2 s, each given
/// back up to 2 s), White thinking for 1 s.
fn saved_with_clocks() -> SavedGame {
    let mut s = on_clock(CLASSICAL, "3+2b");
    play_at(&mut s, secs(3), "e4");
    play_at(&mut s, secs(5), "e5");
    s.tick(secs(6));
    s.to_saved()
}

#[test]
fn every_clock_field_is_checked_when_read() {
    let good = saved_with_clocks();
    let clock = good.clock.clone().expect("the clocks");
    assert_eq!(
        clock,
        SavedClock {
            base_ms: 180_000,
            per_move: Some(SavedPerMove::Bronstein(2000)),
            remaining_ms: vec![178_000, 180_000],
            running: Some(0),
            paused: false,
            spent_ms: 1000,
            from_ply: 0,
            after_move_ms: vec![179_000, 180_000],
        }
    );
    assert!(Session::from_saved(&good).is_ok());
    let refused = |change: &dyn Fn(&mut SavedClock)| -> ClockProblem {
        let mut bad = good.clone();
        change(bad.clock.as_mut().unwrap());
        match Session::from_saved(&bad) {
            Err(SaveError::Clock(problem)) => problem,
            other => panic!("{:?}: {other:?}", bad.clock),
        }
    };
    let negative = |field: &str, value: i64| ClockProblem::Negative {
        field: field.into(),
        value,
    };
    let too_long = |field: &str, value: i64, limit: u128| ClockProblem::TooLong {
        field: field.into(),
        value,
        limit,
    };
    // Every time, negative or more than the control could give (a Bronstein delay adds
    // nothing: 180 000 ms at most; the time spent on a move may take the delay too).
    for value in [-1, -180_000, i64::MIN] {
        assert_eq!(refused(&|c| c.base_ms = value), negative("base_ms", value));
        assert_eq!(
            refused(&|c| c.per_move = Some(SavedPerMove::Bronstein(value))),
            negative("per_move", value)
        );
        assert_eq!(
            refused(&|c| c.per_move = Some(SavedPerMove::Fischer(value))),
            negative("per_move", value)
        );
        assert_eq!(
            refused(&|c| c.per_move = Some(SavedPerMove::SimpleDelay(value))),
            negative("per_move", value)
        );
        assert_eq!(
            refused(&|c| c.spent_ms = value),
            negative("spent_ms", value)
        );
        for i in 0..2 {
            assert_eq!(
                refused(&|c| c.remaining_ms[i] = value),
                negative(&format!("remaining_ms[{i}]"), value)
            );
            assert_eq!(
                refused(&|c| c.after_move_ms[i] = value),
                negative(&format!("after_move_ms[{i}]"), value)
            );
        }
    }
    for value in [180_001, 1 << 40, i64::MAX] {
        for i in 0..2 {
            assert_eq!(
                refused(&|c| c.remaining_ms[i] = value),
                too_long(&format!("remaining_ms[{i}]"), value, 180_000)
            );
            assert_eq!(
                refused(&|c| c.after_move_ms[i] = value),
                too_long(&format!("after_move_ms[{i}]"), value, 180_000)
            );
        }
    }
    assert_eq!(
        refused(&|c| c.spent_ms = 182_001),
        too_long("spent_ms", 182_001, 182_000)
    );
    // With an increment, a clock can hold its base and an increment for every move.
    let fischer = |c: &mut SavedClock| c.per_move = Some(SavedPerMove::Fischer(2000));
    assert_eq!(
        refused(&|c| {
            fischer(c);
            c.remaining_ms[0] = 184_001;
        }),
        too_long("remaining_ms[0]", 184_001, 184_000)
    );
    // The control itself.
    assert_eq!(
        refused(&|c| c.base_ms = 86_400_001),
        ClockProblem::Control(ClockTextError::BaseTooLong)
    );
    assert_eq!(
        refused(&|c| c.base_ms = 0),
        ClockProblem::Control(ClockTextError::ZeroBase)
    );
    assert_eq!(
        refused(&|c| c.per_move = Some(SavedPerMove::SimpleDelay(3_600_001))),
        ClockProblem::Control(ClockTextError::PerMoveTooLong)
    );
    // Seats.
    for given in [0, 1, 3, 200] {
        assert_eq!(
            refused(&|c| c.remaining_ms = vec![1000; given]),
            ClockProblem::SeatCount { given, seats: 2 }
        );
    }
    for seat in [-1, 2, 3, 255, 256, i64::MAX, i64::MIN] {
        assert_eq!(
            refused(&|c| c.running = Some(seat)),
            ClockProblem::NoSuchSeat { seat, seats: 2 }
        );
    }
    assert_eq!(
        refused(&|c| c.running = Some(1)),
        ClockProblem::NotToMove {
            running: Some(1),
            to_move: 0
        }
    );
    assert_eq!(
        refused(&|c| c.running = None),
        ClockProblem::NotToMove {
            running: None,
            to_move: 0
        }
    );
    // Moves.
    for given in [0, 1, 3] {
        assert_eq!(
            refused(&|c| c.after_move_ms = vec![1000; given]),
            ClockProblem::MoveCount { given, moves: 2 }
        );
    }
    assert_eq!(
        refused(&|c| c.from_ply = 3),
        ClockProblem::FromPly { ply: 3, moves: 2 }
    );
    assert_eq!(
        refused(&|c| c.from_ply = usize::MAX),
        ClockProblem::FromPly {
            ply: usize::MAX,
            moves: 2
        }
    );
    assert_eq!(
        refused(&|c| c.from_ply = 1),
        ClockProblem::MoveCount { given: 2, moves: 1 }
    );
    // Every refusal says what is wrong, in a sentence naming the clock.
    let mut bad = good.clone();
    bad.clock.as_mut().unwrap().remaining_ms[1] = -5;
    let shown = Session::from_saved(&bad).unwrap_err().to_string();
    assert_eq!(
        shown,
        "clock: remaining_ms[1] is -5: a time cannot be negative"
    );
    // A clock of a finished game runs for nobody: a running seat is read as stopped, but
    // still checked.
    let mut over = Session::from_saved(&good).unwrap();
    over.game_mut().resign(B).unwrap();
    let mut saved = over.to_saved();
    assert_eq!(saved.clock.as_ref().unwrap().running, None);
    saved.clock.as_mut().unwrap().running = Some(1);
    let back = Session::from_saved(&saved).expect("reads");
    assert_eq!(back.clocks().unwrap().running(), None);
    saved.clock.as_mut().unwrap().running = Some(2);
    assert!(matches!(
        Session::from_saved(&saved),
        Err(SaveError::Clock(ClockProblem::NoSuchSeat { seat: 2, .. }))
    ));
    // Nonsense in the clock's text is a syntax error, never a panic.
    let text = Session::from_saved(&good).unwrap().to_ron();
    for (from, to) in [
        ("base_ms: 180000", "base_ms: 1e99"),
        ("base_ms: 180000", "base_ms: 99999999999999999999999"),
        ("running: Some(0)", "running: Some(\"white\")"),
        ("Some(Bronstein(2000))", "Some(Hourglass(2000))"),
        ("spent_ms: 1000", "spent_ms: 1000, lag_ms: 5"),
        ("spent_ms: 1000", "spent_ms: 1000, from_ply: -1"),
    ] {
        let changed = text.replace(from, to);
        assert_ne!(changed, text, "{from}");
        assert!(
            matches!(Session::from_ron(&changed), Err(SaveError::Syntax(_))),
            "{to}"
        );
    }
}

/// A small random number generator for the round trips (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Games of every kind on every kind of clock, played, paused, taken back and timed at
/// random: each is written, read back with the same clocks, and written again byte for
/// byte.
#[test]
fn clocks_round_trip_through_saved_games() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let controls = ["1+0", "3+2", "0.5+1.5b", "10s+2d", "90+30", "2+0.25"];
    for round in 0..60 {
        let kind = GameKind::ALL[round % GameKind::ALL.len()];
        let mut s = on_clock(kind, controls[round % controls.len()]);
        let mut now = Duration::ZERO;
        for _ in 0..rng.below(30) {
            now += ms(rng.below(20_000));
            match rng.below(10) {
                0 => {
                    s.pause_clocks();
                }
                1 => {
                    s.resume_clocks();
                }
                2 => {
                    s.undo();
                }
                3 => {
                    s.view_ply(0);
                }
                _ => {
                    s.tick(now);
                    let moves = s.game().legal_moves();
                    if !moves.is_empty() {
                        let m = moves[rng.below(moves.len() as u64) as usize].clone();
                        s.play(m);
                    }
                }
            }
        }
        s.tick(now + ms(rng.below(5_000)));
        let text = s.to_ron();
        let back = Session::from_ron(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
        assert_eq!(comparable(clocks(&back)), comparable(clocks(&s)), "{text}");
        assert_eq!(back.game().outcome(), s.game().outcome(), "{text}");
        assert_eq!(back.to_ron(), text);
    }
}

/// The computer plays on its clock: each move thinks the time its clock allows (charged
/// here on the fake clock), and a game of 1+0 goes on without a flag fall.
#[test]
fn the_computer_moves_on_its_clock() {
    let mut s = on_clock(CLASSICAL, "1+0");
    let mut engine = Searcher::new(1);
    let mut now = Duration::ZERO;
    let first = s.engine_think_time().expect("on a clock");
    assert!(first > secs(1) && first < secs(2), "{first:?}");
    while s.game().outcome().is_none() && s.game().ply_count() < 60 {
        let think = s.engine_think_time().unwrap();
        let seat = s.game().position().turn();
        let before = clocks(&s).remaining(seat);
        assert!(think < before, "{think:?} of {before:?}");
        let level = Level::Beginner;
        let limits = level.limits_for(Family::Chess, Some(think));
        let AnyGame::Chess(game) = s.game() else {
            unreachable!()
        };
        let config = level.config_for(Family::Chess, 7);
        let best = engine
            .search_game(game, &limits, &config, &mut |_| {})
            .best_move
            .expect("a move");
        now += think;
        assert_eq!(s.tick(now), None, "no flag");
        assert!(matches!(
            s.play(AnyMove::Chess(best)),
            ClickResult::Moved(_)
        ));
        assert_eq!(clocks(&s).remaining(seat), before - think);
    }
    assert!(s.game().ply_count() >= 20, "{:?}", s.game().move_texts());
    for seat in [W, B] {
        assert!(clocks(&s).remaining(seat) > secs(10), "{seat:?}");
    }
    // The increment counts: with 3+2 a move may think more than its share of the base.
    let fischer = on_clock(CLASSICAL, "3+2");
    assert!(fischer.engine_think_time().unwrap() > secs(5));
}
