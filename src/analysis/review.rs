//! The game review in the app: the engine looks at every position of the game at the table
//! on a thread of its own ([`manifold_session::review::spawn_review`]) with a progress bar
//! and Cancel; then the review window shows each player's accuracy and marks, and the
//! evaluation graph (egui_plot: click a point to go to that move), and the move list marks
//! each judged move (`?!`, `?`, `??`) with the engine's better move on hover
//! ([`GameReview::mark_of`]). The review belongs to the game as it was reviewed (its start
//! and its moves, [`ReviewedGame`]): it shows while that game is on the board, hides while
//! another is (a move played, a lesson or the exercises made of it), and comes back with
//! the game; a review running stops when its game leaves the board.

use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{HLine, Line, Plot, PlotPoints, VLine};

use manifold_ai::Searcher;
use manifold_locale::{Message, text};
use manifold_rules::{AnyGame, AnyMove, GameKind, Seat};
use manifold_session::Session;
use manifold_session::review::{
    Mark, Review, ReviewHandle, ReviewLimits, count_exercises, default_review_depth, spawn_review,
};

use super::search_threads;
use crate::i18n::{seat_name, tr};
use crate::schedule::AppSet;
use crate::settings::{Language, Settings};
use crate::state::SessionRes;
use crate::ui::seat_colour;

/// The depths a review may be asked for (the one offered first is the game's:
/// [`default_review_depth`]).
pub const REVIEW_DEPTHS: std::ops::RangeInclusive<u32> = 4..=18;
/// The transposition table of a review, in megabytes.
const HASH_MB: usize = 64;

/// What the review is asked to do.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Open the review window (to choose the depth and start, or to see the review done).
    Open,
    /// Review the game at the table (at the chosen depth).
    Start,
    /// Stop the review running.
    Cancel,
    /// Close the review window (the marks stay in the move list).
    Close,
    /// Review games of the kind at the table at this depth from now on.
    SetDepth(u32),
}

/// Which game a review is of: its start and its moves (what tells a game apart from
/// another, whatever became of the session's revisions in between).
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedGame {
    start: String,
    moves: Vec<AnyMove>,
}

impl ReviewedGame {
    /// `game`'s start and moves.
    pub fn of(game: &AnyGame) -> ReviewedGame {
        ReviewedGame {
            start: game.start_position().text(),
            moves: game.moves(),
        }
    }
}

/// Where the review stands.
#[derive(Default)]
pub enum ReviewState {
    /// None asked for.
    #[default]
    Idle,
    /// Running for the game `game`.
    Running {
        /// The review's thread.
        handle: ReviewHandle,
        /// The game reviewed.
        game: ReviewedGame,
    },
    /// Done for the game `game`.
    Done {
        /// The review.
        review: Box<Review>,
        /// The game reviewed.
        game: ReviewedGame,
    },
}

/// The game review (a resource).
#[derive(Resource)]
pub struct GameReview {
    /// Where it stands.
    pub state: ReviewState,
    /// The depth chosen for each game (the game's default where none was).
    chosen_depths: Vec<(GameKind, u32)>,
    /// Whether the window shows.
    pub open: bool,
    /// Whether the game reviewed (or being reviewed) is the one on the board.
    on_board: bool,
}

impl Default for GameReview {
    fn default() -> Self {
        GameReview {
            state: ReviewState::Idle,
            chosen_depths: Vec::new(),
            open: false,
            on_board: false,
        }
    }
}

/// The colour a mark is written in: yellow, orange, red as it gets worse.
pub fn mark_colour(mark: Mark) -> egui::Color32 {
    match mark {
        Mark::Inaccuracy => egui::Color32::from_rgb(230, 200, 60),
        Mark::Mistake => egui::Color32::from_rgb(235, 140, 40),
        Mark::Blunder => egui::Color32::from_rgb(230, 60, 50),
    }
}

/// A judged move's mark and the engine's better move, for the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveMark {
    /// The mark.
    pub mark: Mark,
    /// The engine's better move and its line, in the game's notation.
    pub better: String,
}

impl GameReview {
    /// The review done of the game on the board, if there is one.
    pub fn done(&self) -> Option<&Review> {
        match &self.state {
            ReviewState::Done { review, .. } if self.on_board => Some(review),
            _ => None,
        }
    }

    /// The mark of the move at `ply` (0: the first move) of the game on the board, if its
    /// review gave it one.
    pub fn mark_of(&self, ply: usize) -> Option<MoveMark> {
        let m = self.done()?.moves.get(ply)?;
        Some(MoveMark {
            mark: m.mark()?,
            better: m.best_line.join(" "),
        })
    }

    /// The depth a review of a `kind` game searches each position to: the one chosen,
    /// else the game's own.
    pub fn depth(&self, kind: GameKind) -> u32 {
        self.chosen_depths
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or_else(|| default_review_depth(kind), |(_, depth)| *depth)
    }

    /// Chooses the depth of the reviews of `kind` games (kept within [`REVIEW_DEPTHS`]).
    pub fn set_depth(&mut self, kind: GameKind, depth: u32) {
        let depth = depth.clamp(*REVIEW_DEPTHS.start(), *REVIEW_DEPTHS.end());
        self.chosen_depths.retain(|(k, _)| *k != kind);
        self.chosen_depths.push((kind, depth));
    }

    /// Starts reviewing `session`'s game (the one running is cancelled).
    fn start(&mut self, session: &Session, threads: usize) {
        let mut searcher = Searcher::new(HASH_MB);
        searcher.set_threads(threads);
        let game = session.game().clone();
        let reviewed = ReviewedGame::of(&game);
        self.open = true;
        self.on_board = true;
        self.state = match spawn_review(
            game,
            ReviewLimits::Depth(self.depth(session.kind())),
            searcher,
        ) {
            Some(handle) => ReviewState::Running {
                handle,
                game: reviewed,
            },
            None => ReviewState::Idle,
        };
    }

    /// Notes whether the game on the board is the one reviewed; a review running for
    /// another game stops.
    fn follow(&mut self, on_board: &AnyGame) {
        let reviewed = match &self.state {
            ReviewState::Idle => return,
            ReviewState::Running { game, .. } | ReviewState::Done { game, .. } => game,
        };
        self.on_board = *reviewed == ReviewedGame::of(on_board);
        if !self.on_board && matches!(self.state, ReviewState::Running { .. }) {
            self.state = ReviewState::Idle;
        }
    }
}

/// Registers the review (with or without a window).
pub fn plugin(app: &mut App) {
    app.init_resource::<GameReview>()
        .add_message::<ReviewCommand>()
        .add_systems(
            Update,
            (apply_commands, take_the_review)
                .chain()
                .in_set(AppSet::Commands),
        );
}

fn apply_commands(
    mut commands: MessageReader<ReviewCommand>,
    mut review: ResMut<GameReview>,
    session: Res<SessionRes>,
    settings: Res<Settings>,
) {
    for command in commands.read() {
        match command {
            ReviewCommand::Start => {
                review.start(&session.0, search_threads(settings.analysis_threads));
            }
            ReviewCommand::Open => review.open = true,
            ReviewCommand::Cancel => review.state = ReviewState::Idle,
            ReviewCommand::Close => review.open = false,
            ReviewCommand::SetDepth(depth) => review.set_depth(session.0.kind(), *depth),
        }
    }
}

/// Follows the game on the board (when the session changed) and takes the finished
/// review.
fn take_the_review(mut review: ResMut<GameReview>, session: Res<SessionRes>) {
    if session.is_changed() {
        review.follow(session.0.game());
    }
    let finished =
        matches!(&review.state, ReviewState::Running { handle, .. } if handle.is_finished());
    if !finished {
        return;
    }
    let ReviewState::Running { handle, game } = std::mem::take(&mut review.state) else {
        return;
    };
    review.state = match handle.finish() {
        Some((Ok(done), _)) => ReviewState::Done {
            review: Box::new(done),
            game,
        },
        _ => ReviewState::Idle,
    };
}

/// Each seat's evaluation curve: its win probability (Mattrix: expected share) in percent
/// at each ply. Where two play only White's is drawn (Black's is its mirror).
pub fn graph_lines(review: &Review) -> Vec<(Seat, Vec<[f64; 2]>)> {
    let seats = review.kind.seats();
    let drawn = if seats > 2 { seats } else { 1 };
    (0..drawn)
        .map(|s| {
            let points = review
                .graph()
                .iter()
                .enumerate()
                .map(|(ply, shares)| {
                    [
                        ply as f64,
                        shares.get(usize::from(s)).copied().unwrap_or(0.0) * 100.0,
                    ]
                })
                .collect();
            (Seat(s), points)
        })
        .collect()
}

/// The ply nearest to a point clicked on the graph, within the game.
pub fn ply_at(x: f64, plies: usize) -> usize {
    if x.is_nan() || x <= 0.0 {
        return 0;
    }
    (x.round() as usize).min(plies)
}

/// What the review section asked for this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReviewAsks {
    /// A review command.
    pub command: Option<ReviewCommand>,
    /// The depth chosen, when it changed.
    pub depth: Option<u32>,
    /// A ply clicked on the graph.
    pub view_ply: Option<usize>,
    /// *Learn from your mistakes*: the learners' mistakes and blunders as exercises.
    pub learn: bool,
}

/// The review under the move list (when opened): the depth and *Review the game*, the
/// progress bar and *Cancel* while it runs, then each player's accuracy and marks and the
/// evaluation graph (a click goes to that move) and *Learn from your mistakes* with the
/// number of the `learners`' mistakes and blunders. `shown` is the ply the board shows.
pub fn review_section(
    ui: &mut egui::Ui,
    lang: Language,
    review: &GameReview,
    kind: GameKind,
    plies: usize,
    shown: usize,
    learners: &[Seat],
) -> ReviewAsks {
    let mut asks = ReviewAsks::default();
    if !review.open {
        return asks;
    }
    ui.horizontal(|ui| {
        ui.strong(tr(lang, "review-title"));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.small_button(tr(lang, "analysis-hide")).clicked() {
                asks.command = Some(ReviewCommand::Close);
            }
        });
    });
    if let Some(done) = review.done() {
        summary(ui, lang, done);
        asks.learn = learn_button(ui, lang, count_exercises(done, learners));
        asks.view_ply = graph(ui, done, shown);
    } else if let ReviewState::Running { handle, .. } = &review.state {
        let progress = handle.progress();
        ui.label(text(
            lang,
            &Message::new("review-progress")
                .number("done", progress.done)
                .number("total", progress.total),
        ));
        ui.horizontal(|ui| {
            let share = progress.done as f32 / progress.total.max(1) as f32;
            ui.add(egui::ProgressBar::new(share).desired_width(180.0));
            if ui.button(tr(lang, "review-cancel")).clicked() {
                asks.command = Some(ReviewCommand::Cancel);
            }
        });
    } else {
        ui.horizontal(|ui| {
            let mut depth = review.depth(kind);
            if ui
                .add(egui::Slider::new(&mut depth, REVIEW_DEPTHS).text(tr(lang, "review-depth")))
                .changed()
            {
                asks.depth = Some(depth);
            }
        });
        if ui
            .add_enabled(plies > 0, egui::Button::new(tr(lang, "review-start")))
            .clicked()
        {
            asks.command = Some(ReviewCommand::Start);
        }
    }
    asks
}

/// *Learn from your mistakes (N)*, or a line saying there is nothing to learn from;
/// whether it was clicked.
fn learn_button(ui: &mut egui::Ui, lang: Language, exercises: usize) -> bool {
    if exercises == 0 {
        ui.small(tr(lang, "review-no_exercises"));
        return false;
    }
    let label = text(
        lang,
        &Message::new("review-learn").number("count", exercises),
    );
    ui.add(egui::Button::new(egui::RichText::new(label).strong()))
        .on_hover_text(tr(lang, "review-learn_tip"))
        .clicked()
}

/// Each seat's accuracy and its count of each mark.
fn summary(ui: &mut egui::Ui, lang: Language, review: &Review) {
    let kind = review.kind;
    egui::Grid::new("review_summary")
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(tr(lang, "review-accuracy"));
            for mark in Mark::ALL {
                ui.label(mark.symbol());
            }
            ui.end_row();
            for s in 0..kind.seats() {
                let seat = Seat(s);
                ui.colored_label(seat_text_colour(kind, seat), seat_name(lang, kind, seat));
                ui.label(
                    review
                        .accuracy
                        .get(usize::from(s))
                        .copied()
                        .flatten()
                        .map_or("–".to_string(), |a| format!("{a:.1}%")),
                );
                for mark in Mark::ALL {
                    ui.label(review.count(seat, mark).to_string());
                }
                ui.end_row();
            }
        });
}

/// A seat's colour for text on the dark panel (Black's pieces are drawn near black: its
/// name is written in grey).
fn seat_text_colour(kind: GameKind, seat: Seat) -> egui::Color32 {
    let colour = seat_colour(kind, seat);
    if colour.r() < 60 && colour.g() < 60 && colour.b() < 60 {
        egui::Color32::from_gray(170)
    } else {
        colour
    }
}

/// The evaluation graph, with the move shown marked; the ply clicked, if any.
fn graph(ui: &mut egui::Ui, review: &Review, shown: usize) -> Option<usize> {
    let kind = review.kind;
    let plies = review.moves.len();
    let response = Plot::new("review_graph")
        .height(110.0)
        .width((ui.available_width() - 12.0).max(120.0))
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .show_axes([true, true])
        .show(ui, |plot| {
            for (seat, points) in graph_lines(review) {
                // Two seats: White's curve, light on the dark plot; Mattrix: each seat's own.
                let colour = if kind.seats() > 2 {
                    seat_colour(kind, seat)
                } else {
                    egui::Color32::from_gray(235)
                };
                plot.line(
                    Line::new(seat_name_key(seat), PlotPoints::new(points))
                        .color(colour)
                        .width(2.0),
                );
            }
            if kind.seats() <= 2 {
                plot.hline(HLine::new("even", 50.0).color(egui::Color32::from_gray(110)));
            }
            plot.vline(
                VLine::new("shown", shown as f64).color(egui::Color32::from_rgb(200, 120, 40)),
            );
        });
    if response.response.clicked() {
        let x = response
            .response
            .interact_pointer_pos()
            .map(|p| response.transform.value_from_position(p).x)?;
        return Some(ply_at(x, plies));
    }
    None
}

/// A curve's name inside the plot (not shown: the legend is off).
fn seat_name_key(seat: Seat) -> String {
    format!("seat {}", seat.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_reviewed_at_its_own_depth_until_another_is_chosen() {
        use manifold_rules::VariantId;
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let classical = GameKind::Chess(VariantId::Classical);
        let mut review = GameReview::default();
        assert_eq!(review.depth(mattrix), default_review_depth(mattrix));
        assert!(review.depth(mattrix) < review.depth(classical));
        review.set_depth(mattrix, 99);
        assert_eq!(review.depth(mattrix), *REVIEW_DEPTHS.end());
        review.set_depth(mattrix, 5);
        assert_eq!(review.depth(mattrix), 5);
        assert_eq!(review.depth(classical), default_review_depth(classical));
    }

    #[test]
    fn a_click_on_the_graph_goes_to_the_nearest_ply_within_the_game() {
        assert_eq!(ply_at(-3.0, 10), 0);
        assert_eq!(ply_at(f64::NAN, 10), 0);
        assert_eq!(ply_at(3.4, 10), 3);
        assert_eq!(ply_at(3.6, 10), 4);
        assert_eq!(ply_at(42.0, 10), 10);
    }
}
