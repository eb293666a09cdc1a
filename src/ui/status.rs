//! What the game panel says about the game, in words: whose turn it is, check, the result
//! and why, a draw the table allows, the position being browsed, the two boards of
//! Chess-transit, and the move list laid out in numbered rows. Pure functions of the
//! session, so they are tested without a window.

use manifold_rules::Seat;
use manifold_rules::game::{EndReason, GameResult, Outcome};
use manifold_rules::preset::DrawPolicy;
use manifold_rules::transit::{self, BoardStatus};
use manifold_session::saved_games::move_count;
use manifold_session::{AnyGame, GameKind, Session};

use super::super::i18n::{end_reason, seat_name, tr, trf};
use super::super::settings::Language;

/// "White to move" (the seat to move in the position shown).
pub fn turn_text(lang: Language, session: &Session) -> String {
    let seat = shown_turn(session);
    trf(
        lang,
        "status-to_move",
        &[("seat", &seat_name(lang, session.kind(), seat))],
    )
}

/// The seat to move in the position shown.
pub fn shown_turn(session: &Session) -> Seat {
    session.game().position_at(session.shown_ply()).turn()
}

/// The result and why: "White wins (checkmate)", "Draw (stalemate)", "White 1½ : ½ Black
/// (both boards decided)".
pub fn result_text(lang: Language, kind: GameKind, outcome: &Outcome) -> String {
    let seat = |s: Seat| seat_name(lang, kind, s);
    let result = match outcome.result {
        GameResult::Win { winner, loser } if kind.seats() == 3 => trf(
            lang,
            "result-win_three",
            &[("winner", &seat(winner)), ("loser", &seat(loser))],
        ),
        GameResult::Win { winner, .. } => trf(lang, "result-win", &[("winner", &seat(winner))]),
        GameResult::Draw => tr(lang, "result-draw").to_string(),
        GameResult::Score { white, black } => trf(
            lang,
            "result-score",
            &[
                ("white", &seat(Seat::WHITE)),
                ("white_points", &points(white)),
                ("black_points", &points(black)),
                ("black", &seat(Seat::BLACK)),
            ],
        ),
    };
    trf(
        lang,
        "result-with_reason",
        &[
            ("result", &result),
            ("reason", &end_reason(lang, outcome.reason)),
        ],
    )
}

/// Half points as a score: 3 -> "1½", 1 -> "½", 2 -> "1".
fn points(half_points: u8) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// What the table announces in the current position (the Nujelm preset announces check
/// and mate): the key of "Check!" or "Checkmate!".
pub fn announcement(session: &Session) -> Option<&'static str> {
    let preset = session.preset()?;
    if session.is_browsing() {
        return None;
    }
    let game = session.game();
    match game.outcome() {
        Some(o) if o.reason == EndReason::Checkmate => {
            preset.announce_mate.then_some("status-mate_announce")
        }
        Some(_) => None,
        None => (preset.announce_check && game.checked_king().is_some())
            .then_some("status-check_announce"),
    }
}

/// "White is in check", when the side to move is in check and the table does not announce
/// it in big letters.
pub fn check_text(lang: Language, session: &Session) -> Option<String> {
    let game = session.game();
    if session.is_browsing() || game.outcome().is_some() || game.checked_king().is_none() {
        return None;
    }
    if session.preset().is_some_and(|p| p.announce_check) {
        return None;
    }
    let seat = seat_name(lang, session.kind(), game.position().turn());
    Some(trf(lang, "status-in_check", &[("seat", &seat)]))
}

/// At a table where draws come only by agreement: the draw the position allows, said to
/// the players.
pub fn draw_note(lang: Language, session: &Session) -> Option<String> {
    let game = session.game();
    if game.outcome().is_some() {
        return None;
    }
    let reason = match game {
        AnyGame::Chess(g) if g.draw_policy() == DrawPolicy::AgreementOnly => g.draw_available(),
        AnyGame::Draughts(g) if g.draw_policy() == DrawPolicy::AgreementOnly => g.draw_available(),
        AnyGame::Chess(_) | AnyGame::Draughts(_) => None,
    }?;
    Some(trf(
        lang,
        "status-draw_possible",
        &[("reason", &end_reason(lang, reason))],
    ))
}

/// "Viewing the position after move 3 of 10", while the move list is browsed.
pub fn browsing_text(lang: Language, session: &Session) -> Option<String> {
    if !session.is_browsing() {
        return None;
    }
    let ply = session.shown_ply();
    if ply == 0 {
        return Some(tr(lang, "status-browsing_start").to_string());
    }
    let total = session.game().ply_count();
    Some(trf(
        lang,
        "status-browsing",
        &[("ply", &ply), ("total", &total)],
    ))
}

/// Chess-transit: what the game panel says about the two boards in the position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransitSummary {
    /// Each board's state: "Board 1: open", "Board 2: closed, White won".
    pub boards: [String; 2],
    /// Whether each board is decided (closed, or decided by the game's end).
    pub decided: [bool; 2],
    /// The score of the decided boards: "Score: White 1 : 0 Black".
    pub score: String,
    /// The king that must transit now: "Black must transit the king on 1:h8: its board is
    /// closed".
    pub forced: Option<String>,
}

/// The two boards of a Chess-transit game as shown (the ending event, once the game is
/// over, decides the boards it left open); `None` in other games.
pub fn transit_summary(lang: Language, session: &Session) -> Option<TransitSummary> {
    let AnyGame::Chess(game) = session.game() else {
        return None;
    };
    let position = &game.positions()[session.shown_ply().min(game.moves().len())];
    if !position.variant().has_transit {
        return None;
    }
    let kind = session.kind();
    let outcome = if session.is_browsing() {
        None
    } else {
        game.outcome()
    };
    let results = transit::board_results(position, outcome.as_ref());
    let board_text = |board: usize| {
        let number = board + 1;
        match results[board] {
            BoardStatus::Open => trf(lang, "transit-board_open", &[("board", &number)]),
            BoardStatus::Won(seat) => trf(
                lang,
                "transit-board_won",
                &[("board", &number), ("seat", &seat_name(lang, kind, seat))],
            ),
            BoardStatus::Drawn => trf(lang, "transit-board_drawn", &[("board", &number)]),
        }
    };
    let (white, black) = transit::score(results);
    let score = trf(
        lang,
        "transit-score",
        &[
            ("white", &seat_name(lang, kind, Seat::WHITE)),
            ("white_points", &points(white)),
            ("black_points", &points(black)),
            ("black", &seat_name(lang, kind, Seat::BLACK)),
        ],
    );
    let forced = position
        .forced_transit()
        .filter(|_| outcome.is_none())
        .map(|king| {
            trf(
                lang,
                "transit-forced",
                &[
                    ("seat", &seat_name(lang, kind, position.turn())),
                    ("square", &position.geometry().cell_name(king)),
                ],
            )
        });
    Some(TransitSummary {
        boards: [board_text(0), board_text(1)],
        decided: results.map(BoardStatus::is_closed),
        score,
        forced,
    })
}

/// One row of the move list: its number and one slot per seat, holding the index of a
/// move (0-based ply) or nothing (before the first move when the game began with another
/// seat to move, and after the last move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The row's number, from 1.
    pub number: usize,
    /// For each seat in turn order, the ply index of its move in this row.
    pub plies: Vec<Option<usize>>,
}

/// Lays `ply_count` moves out in rows of one move per seat, the first row beginning at
/// `first_seat` (the seat to move in the start position).
pub fn move_rows(ply_count: usize, seats: u8, first_seat: Seat) -> Vec<MoveRow> {
    let per_row = usize::from(seats.max(1));
    let offset = first_seat.index() % per_row;
    (0..move_count(ply_count, seats, first_seat))
        .map(|row| MoveRow {
            number: row + 1,
            plies: (0..per_row)
                .map(|col| {
                    (row * per_row + col)
                        .checked_sub(offset)
                        .filter(|&ply| ply < ply_count)
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::preset_by_name;
    use manifold_rules::VariantId;

    const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);

    fn play(session: &mut Session, moves: &[&str]) {
        for text in moves {
            let m = session.game().parse_move(text).expect("a legal move");
            session.play(m);
        }
    }

    #[test]
    fn turn_and_result() {
        let mut s = Session::new(CLASSICAL);
        assert_eq!(turn_text(Language::English, &s), "White to move");
        play(&mut s, &["f3", "e5", "g4", "Qh4#"]);
        let outcome = s.game().outcome().expect("mate");
        assert_eq!(
            result_text(Language::English, CLASSICAL, &outcome),
            "Black wins (checkmate)"
        );
        assert_eq!(
            result_text(Language::Russian, CLASSICAL, &outcome),
            "Чёрные выиграли (мат)"
        );
        // Browsing shows whose turn it was.
        s.view_ply(1);
        assert_eq!(turn_text(Language::Russian, &s), "Ход: Чёрные");
        assert_eq!(
            browsing_text(Language::English, &s).as_deref(),
            Some("Viewing the position after move 1 of 4")
        );
    }

    #[test]
    fn scores_and_three_seats() {
        let transit = GameKind::Chess(VariantId::Transit);
        let score = Outcome {
            result: GameResult::Score { white: 3, black: 1 },
            reason: EndReason::BoardsDecided,
        };
        assert_eq!(
            result_text(Language::English, transit, &score),
            "White 1½ : ½ Black (both boards decided)"
        );
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let win = Outcome {
            result: GameResult::Win {
                winner: Seat(2),
                loser: Seat(1),
            },
            reason: EndReason::Resignation,
        };
        assert_eq!(
            result_text(Language::English, mattrix, &win),
            "Red wins, Blue loses (resignation)"
        );
    }

    #[test]
    fn nujelm_announces_check_and_mate() {
        let mut s = Session::with_preset(preset_by_name("nujelm-chess").expect("the preset"));
        play(&mut s, &["e4", "f5", "Qh5+"]);
        assert_eq!(announcement(&s), Some("status-check_announce"));
        assert_eq!(check_text(Language::English, &s), None);
        let mut mated = Session::with_preset(preset_by_name("nujelm-chess").expect("the preset"));
        play(&mut mated, &["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(announcement(&mated), Some("status-mate_announce"));
        // Without the preset: no announcement, a plain status.
        let mut plain = Session::new(CLASSICAL);
        play(&mut plain, &["e4", "f5", "Qh5+"]);
        assert_eq!(announcement(&plain), None);
        assert_eq!(
            check_text(Language::English, &plain).as_deref(),
            Some("Black is in check")
        );
    }

    #[test]
    fn draw_by_agreement_only_is_told() {
        let mut s = Session::with_preset(preset_by_name("nujelm-chess").expect("the preset"));
        play(
            &mut s,
            &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"],
        );
        assert!(s.game().outcome().is_none());
        let note = draw_note(Language::English, &s).expect("a draw is possible");
        assert!(note.contains("threefold repetition"), "{note}");
        let mut plain = Session::new(CLASSICAL);
        play(&mut plain, &["Nf3", "Nf6"]);
        assert_eq!(draw_note(Language::English, &plain), None);
    }

    #[test]
    fn transit_boards_score_and_forced_transit() {
        let transit = GameKind::Chess(VariantId::Transit);
        assert_eq!(
            transit_summary(Language::English, &Session::new(CLASSICAL)),
            None
        );
        let start = transit_summary(Language::English, &Session::new(transit)).expect("transit");
        assert_eq!(start.boards, ["Board 1: open", "Board 2: open"]);
        assert_eq!(start.decided, [false, false]);
        assert_eq!(start.score, "Score: White 0 : 0 Black");
        assert_eq!(start.forced, None);
        // Board mate on board 1: White wins it, Black's king must transit.
        let mut s = Session::from_position_text(
            transit,
            "7k/Q7/6K1/8/8/8/8/8|8/8/8/r7/8/8/8/8 w - - 0 1 open/open -",
        )
        .expect("a position");
        play(&mut s, &["1:Qg7"]);
        let mated = transit_summary(Language::English, &s).expect("transit");
        assert_eq!(
            mated.boards,
            ["Board 1: closed, White won", "Board 2: open"]
        );
        assert_eq!(mated.decided, [true, false]);
        assert_eq!(mated.score, "Score: White 1 : 0 Black");
        assert_eq!(
            mated.forced.as_deref(),
            Some("Black must transit the king on 1:h8: its board is closed")
        );
        let ru = transit_summary(Language::Russian, &s).expect("transit");
        assert_eq!(ru.boards[0], "Доска 1: закрыта, выиграли Белые");
        assert_eq!(ru.score, "Счёт: Белые 1 : 0 Чёрные");
        assert_eq!(
            ru.forced.as_deref(),
            Some("Чёрные должны увести короля с 1:h8 транзитом: его доска закрыта")
        );
        // Browsing the start shows both boards open again.
        s.view_ply(0);
        let before = transit_summary(Language::English, &s).expect("transit");
        assert_eq!(before.boards, ["Board 1: open", "Board 2: open"]);
        // A draw agreed now draws the open board: 1½ : ½.
        s.view_ply(1);
        s.game_mut().agree_draw().expect("a draw");
        let over = transit_summary(Language::English, &s).expect("transit");
        assert_eq!(
            over.boards,
            ["Board 1: closed, White won", "Board 2: closed, drawn"]
        );
        assert_eq!(over.score, "Score: White 1½ : ½ Black");
        assert_eq!(over.forced, None);
    }

    #[test]
    fn rows_of_moves() {
        let rows = move_rows(3, 2, Seat::WHITE);
        assert_eq!(
            rows,
            vec![
                MoveRow {
                    number: 1,
                    plies: vec![Some(0), Some(1)]
                },
                MoveRow {
                    number: 2,
                    plies: vec![Some(2), None]
                },
            ]
        );
        let black_first = move_rows(2, 2, Seat::BLACK);
        assert_eq!(black_first[0].plies, vec![None, Some(0)]);
        assert_eq!(black_first[1].plies, vec![Some(1), None]);
        let three = move_rows(4, 3, Seat::WHITE);
        assert_eq!(three.len(), 2);
        assert_eq!(three[1].plies, vec![Some(3), None, None]);
        assert!(move_rows(0, 2, Seat::WHITE).is_empty());
    }
}
