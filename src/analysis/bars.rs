//! The evaluation bars beside the board: a win probability from the engine's score by the
//! game's curve ([`manifold_ai::win`]). One bar where two play (White's share from the
//! bottom, Black's from the top); in Mattrix one per seat, each filled to that seat's
//! expected share; in Chess-transit one per board (a closed board shows its result, an
//! open one the balance of its material) and the game's.

use bevy_egui::egui;

use manifold_ai::analysis::{Analysis, BoardView};
use manifold_ai::score::{MATE, Score, is_mate};
use manifold_ai::win::{expected_shares, win_probability};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{AnyMove, GameKind, Seat};

use crate::i18n::tr;
use crate::settings::Language;
use crate::ui::seat_colour;

/// What a bar measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The whole game.
    Game,
    /// One of Chess-transit's boards (0 or 1).
    Board(usize),
    /// One seat's expected share (Mattrix).
    Seat(Seat),
}

/// One bar: a share of its height filled from the bottom in `fill`'s colour, the rest in
/// `rest`'s (or left empty).
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// What it measures.
    pub subject: Subject,
    /// The share filled from the bottom, 0 to 1.
    pub share: f64,
    /// The seat whose colour fills it from the bottom.
    pub fill: Seat,
    /// The seat whose colour fills the rest, if any.
    pub rest: Option<Seat>,
    /// The number written under it: a score or a percentage.
    pub text: String,
}

/// A score as a player reads it: pawns with a sign, or a mate in so many moves.
pub fn score_text(score: Score) -> String {
    if !is_mate(score) {
        return format!("{:+.1}", f64::from(score) / 100.0);
    }
    let moves = (MATE - score.abs() + 1) / 2;
    if score > 0 {
        format!("#{moves}")
    } else {
        format!("#-{moves}")
    }
}

/// A share as a percentage.
fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
}

/// A transit board's share for White: its result when closed, else its material balance
/// through the game's curve.
fn board_share(kind: GameKind, board: &BoardView) -> f64 {
    match board.status {
        BoardStatus::Won(seat) if seat == Seat::WHITE => 1.0,
        BoardStatus::Won(_) => 0.0,
        BoardStatus::Drawn => 0.5,
        BoardStatus::Open => win_probability(kind, board.material),
    }
}

/// The bars of an analysis's best line (none before the first depth).
pub fn bars(kind: GameKind, analysis: &Analysis<AnyMove>) -> Vec<Bar> {
    let Some(best) = analysis.best() else {
        return Vec::new();
    };
    let shares = expected_shares(kind, &best.seats);
    if kind.seats() > 2 {
        return shares
            .iter()
            .enumerate()
            .map(|(i, &share)| Bar {
                subject: Subject::Seat(Seat(i as u8)),
                share,
                fill: Seat(i as u8),
                rest: None,
                text: percent(share),
            })
            .collect();
    }
    let white = shares.first().copied().unwrap_or(0.5);
    let white_score = best.seats.first().copied().unwrap_or(0);
    let boards = best.boards.iter().enumerate().map(|(i, board)| {
        let share = board_share(kind, board);
        Bar {
            subject: Subject::Board(i),
            share,
            fill: Seat::WHITE,
            rest: Some(Seat::BLACK),
            text: match board.status {
                BoardStatus::Open => score_text(board.material),
                BoardStatus::Won(seat) if seat == Seat::WHITE => "1-0".into(),
                BoardStatus::Won(_) => "0-1".into(),
                BoardStatus::Drawn => "½".into(),
            },
        }
    });
    boards
        .chain(std::iter::once(Bar {
            subject: Subject::Game,
            share: white,
            fill: Seat::WHITE,
            rest: Some(Seat::BLACK),
            text: score_text(white_score),
        }))
        .collect()
}

/// A bar's caption above it: the board's number in Chess-transit, the game's sign beside
/// them; none where the bar is the only one or a seat's (its colour says whose).
fn caption(lang: Language, subject: Subject, alone: bool) -> Option<String> {
    match subject {
        Subject::Board(i) => Some((i + 1).to_string()),
        Subject::Game if !alone => Some(tr(lang, "analysis-bar_game")),
        Subject::Game | Subject::Seat(_) => None,
    }
}

/// The width of a bar, in logical pixels.
const BAR_WIDTH: f32 = 20.0;

/// The room each bar takes across, its number included, in logical pixels.
const COLUMN: f32 = BAR_WIDTH + 26.0;
/// The room above the bars for their captions and below them for their numbers.
const TEXT_ROOM: f32 = 16.0;

/// Draws the bars side by side in `ui`, `height` tall, each with its caption above it
/// (Chess-transit's boards and game) and its number under it.
pub fn draw_bars(ui: &mut egui::Ui, kind: GameKind, bars: &[Bar], height: f32, lang: Language) {
    let alone = bars.len() == 1;
    let has_captions = bars
        .iter()
        .any(|b| caption(lang, b.subject, alone).is_some());
    let top = if has_captions { TEXT_ROOM } else { 0.0 };
    let size = egui::vec2(COLUMN * bars.len() as f32, top + height + TEXT_ROOM);
    let (whole, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter();
    let small = egui::FontId::proportional(11.0);
    let ink = ui.visuals().text_color();
    let mut hover = Vec::new();
    for (i, bar) in bars.iter().enumerate() {
        let centre_x = whole.min.x + COLUMN * (i as f32 + 0.5);
        let rect = egui::Rect::from_min_size(
            egui::pos2(centre_x - BAR_WIDTH / 2.0, whole.min.y + top),
            egui::vec2(BAR_WIDTH, height),
        );
        if let Some(caption) = caption(lang, bar.subject, alone) {
            painter.text(
                egui::pos2(centre_x, whole.min.y),
                egui::Align2::CENTER_TOP,
                caption,
                small.clone(),
                ink,
            );
        }
        let rest = bar
            .rest
            .map_or(egui::Color32::from_gray(60), |s| seat_colour(kind, s));
        painter.rect_filled(rect, 3.0, rest);
        let share = bar.share.clamp(0.0, 1.0) as f32;
        let filled = egui::Rect::from_min_max(
            egui::pos2(rect.min.x, rect.max.y - rect.height() * share),
            rect.max,
        );
        painter.rect_filled(filled, 3.0, seat_colour(kind, bar.fill));
        // The middle: where an even game stands.
        painter.hline(
            rect.x_range(),
            rect.center().y,
            egui::Stroke::new(1.0, egui::Color32::from_rgb(200, 120, 40)),
        );
        // An outline, so that Black's part shows on the dark frame.
        painter.rect_stroke(
            rect,
            3.0,
            egui::Stroke::new(1.0, egui::Color32::from_gray(150)),
            egui::StrokeKind::Outside,
        );
        painter.text(
            egui::pos2(centre_x, rect.max.y + 2.0),
            egui::Align2::CENTER_TOP,
            &bar.text,
            small.clone(),
            ink,
        );
        hover.push(format!(
            "{}{}",
            caption(lang, bar.subject, alone).map_or(String::new(), |c| format!("{c}: ")),
            percent(bar.share)
        ));
    }
    response.on_hover_text(hover.join("\n"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_ai::analysis::Line;
    use manifold_rules::VariantId;
    use std::time::Duration;

    fn analysis(seats: Vec<Score>, boards: Vec<BoardView>) -> Analysis<AnyMove> {
        Analysis {
            depth: 5,
            seldepth: 7,
            nodes: 1000,
            nps: 1000,
            time: Duration::from_millis(1),
            lines: vec![Line {
                score: seats[0],
                pv: Vec::new(),
                seats,
                boards,
            }],
        }
    }

    #[test]
    fn two_seats_have_one_bar_with_whites_share_and_score() {
        let classical = GameKind::Chess(VariantId::Classical);
        let bars = bars(classical, &analysis(vec![150, -150], Vec::new()));
        assert_eq!(bars.len(), 1);
        assert_eq!(bars[0].subject, Subject::Game);
        assert!(
            bars[0].share > 0.6 && bars[0].share < 0.7,
            "{}",
            bars[0].share
        );
        assert_eq!(bars[0].text, "+1.5");
        let mated = bars_of(classical, vec![-(MATE - 3), MATE - 3]);
        assert_eq!(mated[0].share, 0.0);
        assert_eq!(mated[0].text, "#-2");
    }

    fn bars_of(kind: GameKind, seats: Vec<Score>) -> Vec<Bar> {
        bars(kind, &analysis(seats, Vec::new()))
    }

    #[test]
    fn mattrix_has_a_bar_per_seat_adding_up_to_the_whole() {
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let bars = bars_of(mattrix, vec![300, -100, -200]);
        assert_eq!(bars.len(), 3);
        let total: f64 = bars.iter().map(|b| b.share).sum();
        assert!((total - 1.0).abs() < 1e-9);
        assert!(bars[0].share > bars[1].share && bars[1].share > bars[2].share);
        assert_eq!(bars[2].fill, Seat(2));
        assert!(
            bars.iter()
                .all(|b| b.rest.is_none() && b.text.ends_with('%'))
        );
    }

    #[test]
    fn transit_has_a_bar_per_board_then_the_games() {
        let transit = GameKind::Chess(VariantId::Transit);
        let boards = vec![
            BoardView {
                status: BoardStatus::Won(Seat::BLACK),
                material: 0,
            },
            BoardView {
                status: BoardStatus::Open,
                material: 300,
            },
        ];
        let bars = bars(transit, &analysis(vec![-50, 50], boards));
        let subjects: Vec<Subject> = bars.iter().map(|b| b.subject).collect();
        assert_eq!(
            subjects,
            [Subject::Board(0), Subject::Board(1), Subject::Game]
        );
        assert_eq!((bars[0].share, bars[0].text.as_str()), (0.0, "0-1"));
        assert!(bars[1].share > 0.5);
        assert!(bars[2].share < 0.5);
    }

    #[test]
    fn nothing_searched_has_no_bar() {
        let empty = Analysis::<AnyMove> {
            lines: Vec::new(),
            ..analysis(vec![0, 0], Vec::new())
        };
        assert!(bars(GameKind::Draughts, &empty).is_empty());
    }
}
