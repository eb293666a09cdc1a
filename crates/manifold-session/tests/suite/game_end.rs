//! The end-of-game dialog's core (issue 54): one finished game for every way a game ends,
//! its headline and reason checked in English and in Russian (plural forms included), the
//! standings of Mattrix's three seats, Chess-transit's score per board and in total, and
//! the rematch (same game, table and time control, fresh clocks, seats turned).

use std::time::Duration;

use manifold_locale::{Language, Localize, has_message, text};
use manifold_rules::preset::{DrawPolicy, shipped_by_name};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Seat, VariantId};
use manifold_session::clock::TimeControl;
use manifold_session::game_end::{EndAction, GameEnd, Headline, SeatResult, TITLE};
use manifold_session::{ClickResult, GameKind, Player, Session};

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);
const MATTRIX: GameKind = GameKind::Chess(VariantId::Mattrix);
const TRANSIT: GameKind = GameKind::Chess(VariantId::Transit);
const W: Seat = Seat::WHITE;
const B: Seat = Seat::BLACK;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn at(kind: GameKind, text: &str) -> Session {
    Session::from_position_text(kind, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(s: &mut Session, moves: &[&str]) {
    for text in moves {
        let m = s
            .game()
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(matches!(s.play(m), ClickResult::Moved(_)), "{text}");
    }
}

fn control(text: &str) -> TimeControl {
    TimeControl::from_text(text).expect("a time control")
}

/// `s` on `clock`, started at time zero.
fn on_clock(mut s: Session, clock: &str) -> Session {
    s.set_time_control(Some(control(clock)));
    assert_eq!(s.tick(Duration::ZERO), None);
    s
}

/// A rendered text, checked to be a real message (a missing one renders as its id).
fn say(lang: Language, value: &impl Localize) -> String {
    let message = value.message();
    assert!(has_message(lang, message.id), "{} in {lang:?}", message.id);
    text(lang, value)
}

/// The summary of `s`, whose headline and reason read `en` in English and `ru` in Russian.
fn ends(s: &Session, en: [&str; 2], ru: [&str; 2]) -> GameEnd {
    let end = s.game_end().expect("the game has ended");
    for (lang, want) in [(Language::English, en), (Language::Russian, ru)] {
        let got = [say(lang, &end.headline()), say(lang, &end.reason())];
        assert_eq!(got, want, "{lang:?}");
    }
    end
}

/// The detail lines (standings, boards, total) in `lang`.
fn details(end: &GameEnd, lang: Language) -> Vec<String> {
    end.details().iter().map(|m| say(lang, m)).collect()
}

fn results(end: &GameEnd) -> Vec<(u8, u8, SeatResult)> {
    end.standings()
        .iter()
        .map(|s| (s.place, s.seat.seat.0, s.result))
        .collect()
}

// ---------------------------------------------------------------- two players, one board

#[test]
fn no_summary_while_the_game_goes_on() {
    let s = Session::after_moves(CLASSICAL, &["e4"]);
    assert_eq!(s.game_end(), None);
}

#[test]
fn checkmate() {
    let s = Session::after_moves(CLASSICAL, &["f3", "e5", "g4", "Qh4"]);
    let end = ends(
        &s,
        ["Black wins", "By checkmate"],
        ["Чёрные выиграли", "Мат"],
    );
    assert_eq!(end.headline(), Headline::Wins(end.standings()[0].seat));
    assert_eq!(
        results(&end),
        [(1, 1, SeatResult::Won), (2, 0, SeatResult::Lost)]
    );
    assert!(end.details().is_empty(), "the headline says it all");
    assert!(end.transit().is_none());
}

#[test]
fn stalemate() {
    let s = at(CLASSICAL, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let end = ends(
        &s,
        ["Draw", "Stalemate: Black cannot move"],
        ["Ничья", "Пат: чёрные не могут сделать ход"],
    );
    assert_eq!(
        results(&end),
        [(1, 0, SeatResult::Drew), (1, 1, SeatResult::Drew)]
    );
}

#[test]
fn resignation() {
    let mut s = Session::after_moves(CLASSICAL, &["e4"]);
    s.game_mut().resign(W).expect("resigned");
    ends(
        &s,
        ["Black wins", "White resigned"],
        ["Чёрные выиграли", "Белые сдались"],
    );
}

#[test]
fn agreement() {
    let mut s = Session::after_moves(CLASSICAL, &["e4"]);
    s.offer_draw().expect("offered");
    assert_eq!(s.accept_draw(W), Ok(true));
    ends(
        &s,
        ["Draw", "By agreement"],
        ["Ничья", "По соглашению сторон"],
    );
}

#[test]
fn the_fifty_move_claim_and_the_seventy_five_move_rule() {
    let mut s = at(CLASSICAL, "k7/8/8/8/8/8/8/KR6 w - - 100 80");
    assert_eq!(s.game_end(), None);
    s.game_mut()
        .claim_draw()
        .expect("a claim")
        .expect("granted");
    ends(
        &s,
        [
            "Draw",
            "Draw claimed: 50 moves by each side without a capture or a pawn move",
        ],
        [
            "Ничья",
            "Ничья по требованию: 50 ходов каждой стороны без взятий и ходов пешками",
        ],
    );
    let mut s = at(CLASSICAL, "k7/8/8/8/8/8/8/KR6 w - - 149 80");
    play(&mut s, &["Rb2"]);
    ends(
        &s,
        [
            "Draw",
            "75 moves by each side without a capture or a pawn move",
        ],
        [
            "Ничья",
            "75 ходов каждой стороны без взятий и ходов пешками",
        ],
    );
}

#[test]
fn repetition_claimed_on_the_third_and_imposed_on_the_fifth() {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut s = Session::new(CLASSICAL);
    play(&mut s, &shuffle);
    play(&mut s, &shuffle);
    s.game_mut()
        .claim_draw()
        .expect("a claim")
        .expect("granted");
    ends(
        &s,
        ["Draw", "Draw claimed: the same position occurred 3 times"],
        ["Ничья", "Ничья по требованию: позиция повторилась 3 раза"],
    );
    let mut s = Session::new(CLASSICAL);
    for _ in 0..4 {
        play(&mut s, &shuffle);
    }
    ends(
        &s,
        ["Draw", "The same position occurred 5 times"],
        ["Ничья", "Позиция повторилась 5 раз"],
    );
}

#[test]
fn dead_position() {
    let mut s = at(CLASSICAL, "k7/8/8/8/8/8/1r6/KB6 w - - 0 1");
    play(&mut s, &["Kxb2"]);
    ends(
        &s,
        ["Draw", "Dead position: neither side can mate"],
        [
            "Ничья",
            "Мёртвая позиция: ни одна из сторон не может поставить мат",
        ],
    );
}

#[test]
fn a_flag_fall_loses() {
    let mut s = on_clock(Session::new(CLASSICAL), "1+0");
    assert_eq!(s.tick(secs(61)), Some(W));
    ends(
        &s,
        ["Black wins", "White ran out of time"],
        ["Чёрные выиграли", "Белые просрочили время"],
    );
}

#[test]
fn a_flag_fall_draws_when_the_opponent_cannot_mate() {
    let mut s = on_clock(at(CLASSICAL, "k7/8/8/8/8/8/8/KQ6 w - - 0 1"), "1+0");
    assert_eq!(s.tick(secs(61)), Some(W));
    ends(
        &s,
        ["Draw", "White ran out of time, but Black cannot mate"],
        [
            "Ничья",
            "Белые просрочили время, но чёрные не могут поставить мат",
        ],
    );
}

#[test]
fn the_nujelm_tables_move_limit() {
    for name in ["nujelm-chess", "nujelm-draughts"] {
        let preset = shipped_by_name(name).expect("the preset").clone();
        let mut s = Session::with_preset(preset);
        assert_eq!(s.expire_if_due(secs(481)), Some(W));
        ends(
            &s,
            [
                "Black wins",
                "White did not move in time (the table allows 8 minutes a move)",
            ],
            [
                "Чёрные выиграли",
                "Белые не сделали ход вовремя (лимит на ход — 8 минут)",
            ],
        );
    }
}

// ---------------------------------------------------------------- draughts

#[test]
fn draughts_no_move_loses() {
    let s = at(GameKind::Draughts, "W:Wa1:Bb2,c3");
    ends(
        &s,
        [
            "Black wins",
            "White cannot move: every piece is captured or blocked",
        ],
        [
            "Чёрные выиграли",
            "Белые не могут сделать ход: все шашки взяты или заперты",
        ],
    );
}

#[test]
fn draughts_king_moves_and_repetition() {
    let s = at(GameKind::Draughts, "W:WKa1:BKh6:H30");
    ends(
        &s,
        [
            "Draw",
            "15 moves by each side with only kings moving and nothing captured",
        ],
        ["Ничья", "15 ходов каждой стороны одними дамками без взятий"],
    );
    let mut s = at(GameKind::Draughts, "W:WKc1,a1:BKf8,h8");
    let shuttle = ["c1-d2", "f8-e7", "d2-c1", "e7-f8"];
    play(&mut s, &shuttle);
    play(&mut s, &shuttle);
    ends(
        &s,
        ["Draw", "The same position occurred 3 times"],
        ["Ничья", "Позиция повторилась 3 раза"],
    );
}

// ---------------------------------------------------------------- Mattrix's three seats

#[test]
fn mattrix_mate_ranks_the_winner_the_third_seat_and_the_mated_seat() {
    let mut s = at(MATTRIX, "W:Ko15,Rm13 B:Kh1 R:Kd23,Rg12,Ri12 w - 0 1");
    play(&mut s, &["Rm13-h9"]);
    let end = ends(
        &s,
        ["White wins", "Blue is checkmated"],
        ["Белые выиграли", "Синие получили мат"],
    );
    assert_eq!(
        results(&end),
        [
            (1, 0, SeatResult::Won),
            (2, 2, SeatResult::Neither),
            (3, 1, SeatResult::Lost)
        ]
    );
    assert_eq!(
        details(&end, Language::English),
        [
            "1. White: wins",
            "2. Red: neither wins nor loses",
            "3. Blue: loses"
        ]
    );
    assert_eq!(
        details(&end, Language::Russian),
        [
            "1. Белые: победа",
            "2. Красные: ни победы, ни поражения",
            "3. Синие: поражение"
        ]
    );
    // A discovered mate is Red's, although White moved.
    let mut s = at(MATTRIX, "W:Ko15,Nh9 B:Kh1 R:Kd23,Rg12,Ri12,Rh15 w - 0 1");
    play(&mut s, &["Nh9-i14"]);
    let end = ends(
        &s,
        ["Red wins", "Blue is checkmated"],
        ["Красные выиграли", "Синие получили мат"],
    );
    assert_eq!(
        details(&end, Language::English),
        [
            "1. Red: wins",
            "2. White: neither wins nor loses",
            "3. Blue: loses"
        ]
    );
}

#[test]
fn mattrix_draws_are_for_all_three() {
    let s = at(MATTRIX, "W:Ko15,Bk9 B:Kh1 R:Kd23,Rg12,Ri12 b - 0 1");
    let end = ends(
        &s,
        ["Draw for all three", "Stalemate: Blue cannot move"],
        ["Ничья для всех троих", "Пат: синие не могут сделать ход"],
    );
    assert_eq!(
        details(&end, Language::Russian),
        ["1. Белые: ничья", "1. Синие: ничья", "1. Красные: ничья"]
    );
    let s = at(MATTRIX, "W:Ko15 B:Ke4 R:Kd23 w - 0 1");
    ends(
        &s,
        ["Draw for all three", "Dead position: no player can mate"],
        [
            "Ничья для всех троих",
            "Мёртвая позиция: никто из игроков не может поставить мат",
        ],
    );
    // 150 plies without a capture or a pawn move: 50 moves by each of the three.
    let mut s = at(MATTRIX, "W:Ko15,No11 B:Ke4 R:Kd23 w - 148 50");
    play(&mut s, &["Nl10"]);
    let any = s.game().legal_moves()[0].clone();
    s.play(any);
    ends(
        &s,
        [
            "Draw for all three",
            "50 moves by each side without a capture or a pawn move",
        ],
        [
            "Ничья для всех троих",
            "50 ходов каждой стороны без взятий и ходов пешками",
        ],
    );
    // Agreement needs both opponents.
    let mut s = Session::new(MATTRIX);
    s.offer_draw().expect("offered");
    assert_eq!(s.accept_draw(Seat(1)), Ok(false));
    assert_eq!(s.accept_draw(Seat(2)), Ok(true));
    ends(
        &s,
        ["Draw for all three", "By agreement"],
        ["Ничья для всех троих", "По соглашению сторон"],
    );
}

#[test]
fn mattrix_resignation_and_flag_fall_credit_an_opponent() {
    let mut s = Session::new(MATTRIX);
    let first = s.game().legal_moves()[0].clone();
    s.play(first);
    s.game_mut().resign(Seat(2)).expect("resigned");
    let end = ends(
        &s,
        ["White wins", "Red resigned"],
        ["Белые выиграли", "Красные сдались"],
    );
    assert_eq!(
        results(&end),
        [
            (1, 0, SeatResult::Won),
            (2, 1, SeatResult::Neither),
            (3, 2, SeatResult::Lost)
        ]
    );
    // White's flag falls before anyone moved: Red, who moved last in turn order, wins.
    let mut s = on_clock(Session::new(MATTRIX), "1+0");
    assert_eq!(s.tick(secs(61)), Some(W));
    let end = ends(
        &s,
        ["Red wins", "White ran out of time"],
        ["Красные выиграли", "Белые просрочили время"],
    );
    assert_eq!(
        details(&end, Language::English),
        [
            "1. Red: wins",
            "2. Blue: neither wins nor loses",
            "3. White: loses"
        ]
    );
}

// ---------------------------------------------------------------- Chess-transit's two boards

#[test]
fn transit_resignation_loses_both_open_boards() {
    let mut s = Session::after_moves(TRANSIT, &["1:e4"]);
    s.game_mut().resign(W).expect("resigned");
    let end = ends(
        &s,
        ["Black wins", "White resigned"],
        ["Чёрные выиграли", "Белые сдались"],
    );
    let score = end.transit().expect("two boards");
    assert_eq!(
        score.boards.map(|b| b.status),
        [BoardStatus::Won(B), BoardStatus::Won(B)]
    );
    assert_eq!(
        details(&end, Language::English),
        [
            "Board 1: Black wins, 0 : 1",
            "Board 2: Black wins, 0 : 1",
            "Total: White 0 points, Black 2 points"
        ]
    );
    assert_eq!(
        details(&end, Language::Russian),
        [
            "Доска 1: выиграли чёрные, 0 : 1",
            "Доска 2: выиграли чёрные, 0 : 1",
            "Итог: белые — 0 очков, чёрные — 2 очка"
        ]
    );
}

#[test]
fn transit_agreement_draws_the_open_board_only() {
    let mut s = at(
        TRANSIT,
        "8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/3PP3/3QK3 w - - 0 20 1-0/open -",
    );
    s.offer_draw().expect("offered");
    assert_eq!(s.accept_draw(B), Ok(true));
    let end = ends(
        &s,
        ["White wins", "By agreement"],
        ["Белые выиграли", "По соглашению сторон"],
    );
    assert_eq!(
        details(&end, Language::English),
        [
            "Board 1: White wins, 1 : 0",
            "Board 2: drawn, ½ : ½",
            "Total: White 1½ points, Black ½ point"
        ]
    );
    assert_eq!(
        details(&end, Language::Russian),
        [
            "Доска 1: выиграли белые, 1 : 0",
            "Доска 2: ничья, ½ : ½",
            "Итог: белые — 1½ очка, чёрные — ½ очка"
        ]
    );
}

#[test]
fn transit_ends_when_both_boards_are_decided() {
    let mut s = at(
        TRANSIT,
        "8/8/8/8/8/8/8/8|7k/6pp/8/8/8/8/8/R3K3 w - - 0 30 1-0/open -",
    );
    play(&mut s, &["2:Ra8"]);
    let end = ends(
        &s,
        ["White wins", "Both boards are decided"],
        ["Белые выиграли", "Исход на обеих досках решён"],
    );
    assert_eq!(
        details(&end, Language::Russian)[2],
        "Итог: белые — 2 очка, чёрные — 0 очков"
    );
}

#[test]
fn transit_flag_fall_loses_every_open_board() {
    let mut s = on_clock(Session::new(TRANSIT), "1+0");
    assert_eq!(s.tick(secs(61)), Some(W));
    let end = ends(
        &s,
        ["Black wins", "White ran out of time"],
        ["Чёрные выиграли", "Белые просрочили время"],
    );
    assert_eq!(
        end.transit()
            .map(|t| t.total())
            .map(|t| (t.white.0, t.black.0)),
        Some((0, 4))
    );
}

// ---------------------------------------------------------------- the dialog and the rematch

#[test]
fn the_dialog_title_and_buttons_are_messages() {
    assert_eq!(
        EndAction::ALL.map(|a| say(Language::English, &a)),
        ["New game", "Rematch", "Review", "Save", "Close"]
    );
    assert_eq!(
        EndAction::ALL.map(|a| say(Language::Russian, &a)),
        [
            "Новая партия",
            "Реванш",
            "Разбор партии",
            "Сохранить",
            "Закрыть"
        ]
    );
    assert_eq!(
        manifold_locale::tr(Language::Russian, TITLE),
        "Партия окончена"
    );
}

#[test]
fn a_rematch_swaps_the_players_and_starts_fresh_clocks() {
    let mut s = on_clock(Session::new(CLASSICAL), "3+2");
    s.set_players(vec![Player::Human, Player::Computer(3)]);
    s.tick(secs(10));
    play(&mut s, &["e4"]);
    s.tick(secs(50));
    play(&mut s, &["e5"]);
    s.game_mut().resign(W).expect("resigned");
    let r = s.rematch();
    assert_eq!(r.kind(), CLASSICAL);
    assert_eq!(r.game().ply_count(), 0);
    assert!(r.game().outcome().is_none() && r.game_end().is_none());
    assert!(r.is_untouched());
    assert_eq!(r.players(), [Player::Computer(3), Player::Human]);
    assert_eq!(r.time_control(), Some(control("3+2")));
    let clocks = r.clocks().expect("clocks");
    assert_eq!(clocks.remaining_times(), [secs(180), secs(180)]);
    assert_eq!(clocks.running(), Some(W));
    assert!(clocks.move_times().is_empty());
    assert!(r.preset().is_none());
    // Put in place as a new game: the revisions go on.
    let before = s.revision();
    s.replace_with(r);
    assert!(s.revision() > before);
    assert_eq!(s.players(), [Player::Computer(3), Player::Human]);
}

#[test]
fn a_rematch_turns_mattrix_seats_by_one() {
    let (h, c) = (Player::Human, Player::Computer);
    let mut s = on_clock(Session::new(MATTRIX), "5+0");
    s.set_players(vec![h, c(1), c(5)]);
    assert_eq!(s.tick(secs(301)), Some(W));
    let r = s.rematch();
    assert_eq!(r.players(), [c(5), h, c(1)], "each player to the next seat");
    assert_eq!(
        r.clocks().expect("clocks").remaining_times(),
        [secs(300); 3]
    );
}

#[test]
fn a_rematch_keeps_the_table_and_the_start_position() {
    let preset = shipped_by_name("nujelm-draughts")
        .expect("the preset")
        .clone();
    let mut s = Session::with_preset(preset.clone());
    s.set_players(vec![Player::Human, Player::Human]);
    play(&mut s, &["c3-d4"]);
    s.game_mut().resign(B).expect("resigned");
    let r = s.rematch();
    assert_eq!(r.preset(), Some(&preset));
    assert_eq!(r.game().draw_policy(), DrawPolicy::AgreementOnly);
    assert_eq!(
        r.game().position().text(),
        Session::with_preset(preset).game().position().text()
    );
    assert!(r.time_control().is_none() && r.clocks().is_none());
    // A game from a set-up position is replayed from that position; players not recorded
    // stay unrecorded.
    let fen = "k7/8/8/8/8/8/8/KR6 w - - 0 40";
    let mut s = at(CLASSICAL, fen);
    play(&mut s, &["Rb7"]);
    s.game_mut().resign(B).expect("resigned");
    let r = s.rematch();
    assert_eq!(r.game().position().text(), fen);
    assert!(r.players().is_empty());
}
