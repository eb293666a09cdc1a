//! The game panel on the right of the board: the side to move in its colour, the status
//! (check, mate, result and why, a draw the table allows, the position browsed, the two
//! boards of Chess-transit, the legend of the opponents' attacks in Mattrix), the
//! table's move timer, the status line, the buttons (undo, redo, resign, draw offers, new
//! game, files, flip and reset the view, quit), who plays each side, the move list in the
//! game's notation, and the settings. What stays put comes first: nothing that appears
//! or goes shifts a button.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::Seat;
use manifold_session::Session;
use manifold_session::review::exercises;

use crate::analysis::panel::analysis_toggle;
use crate::analysis::review::{GameReview, MoveMark, ReviewCommand, mark_colour, review_section};
use crate::analysis::{AnalysisCommand, LiveAnalysis};
use crate::attack_marks;
use crate::engine::{EngineCommand, Purpose, ThinkingState};
use crate::i18n::{game_name, seat_name, tr, trf};
use crate::modes::editor::EditorCommand;
use crate::modes::explorer::toggled;
use crate::modes::table::game_clocks::clocks_block;
use crate::modes::{Mode, at_table};
use crate::move_clock::{ClockState, MoveClock, TableClock, clock_state, format_clock};
use crate::seats::Seats;
use crate::settings::{Language, NotationStyle, SeatPlayer, Settings};
use crate::state::{CameraCommand, ExerciseCommand, GameCommand, Screen, SessionRes, StatusLine};
use crate::tile_tints;
use crate::ui::files::FilesDialog;
use crate::ui::rules_window::RulesWindow;
use crate::ui::settings_panel::edit_settings;
use crate::ui::status::{
    announcement, browsing_text, check_text, draw_note, move_rows, result_text, shown_turn,
    transit_summary,
};
use crate::ui::{CoveredRects, UiSet, preset_title, root_ui, seat_colour, seat_frame, text_on};
use crate::ui_layout::UiLayout;
use manifold_session::shown_notation::shown_move_texts;

/// The colour of alarms: an announced check or mate, the last minute of the clock.
const URGENT: egui::Color32 = egui::Color32::from_rgb(230, 70, 60);

/// The colour of a decided board's line in the Chess-transit block.
const DECIDED: egui::Color32 = egui::Color32::from_rgb(225, 190, 110);

/// The panel's default width in logical pixels.
const PANEL_WIDTH: f32 = 300.0;

/// Registers the panel.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_panel.in_set(UiSet::Panels).run_if(at_table),
    );
}

/// What the panel's buttons asked for this frame, and what the panel reads besides the
/// session: plain values, so that the panel can be drawn without Bevy (its layout test).
struct Requests<'a> {
    game: Outbox<GameCommand>,
    camera: Outbox<CameraCommand>,
    engine: Outbox<EngineCommand>,
    exit: Outbox<AppExit>,
    screen: Outbox<Screen>,
    editor: Outbox<EditorCommand>,
    analysis: Outbox<AnalysisCommand>,
    review: Outbox<ReviewCommand>,
    exercises: Outbox<ExerciseCommand>,
    /// The game's review, for its section under the move list.
    review_state: Option<&'a GameReview>,
    /// Whether the live analysis is on.
    analysis_on: bool,
    toggle_files: bool,
    toggle_explorer: bool,
    /// The mode the panel is drawn in (the table, or the explorer over it).
    mode: Mode,
    rules_for: Option<manifold_session::GameKind>,
    thinking: &'a ThinkingState,
    seats: &'a Seats,
    status: &'a StatusLine,
}

/// Messages asked for, sent once the panel is drawn.
struct Outbox<T>(Vec<T>);

impl<T> Default for Outbox<T> {
    fn default() -> Self {
        Outbox(Vec::new())
    }
}

impl<T> Outbox<T> {
    fn write(&mut self, message: T) {
        self.0.push(message);
    }
}

impl<'a> Requests<'a> {
    fn new(thinking: &'a ThinkingState, seats: &'a Seats, status: &'a StatusLine) -> Self {
        Requests {
            game: Outbox::default(),
            camera: Outbox::default(),
            engine: Outbox::default(),
            exit: Outbox::default(),
            screen: Outbox::default(),
            editor: Outbox::default(),
            analysis: Outbox::default(),
            review: Outbox::default(),
            exercises: Outbox::default(),
            review_state: None,
            analysis_on: false,
            toggle_files: false,
            toggle_explorer: false,
            mode: Mode::Table,
            rules_for: None,
            thinking,
            seats,
            status,
        }
    }
}

/// Where the panel's requests go.
#[derive(SystemParam)]
struct Senders<'w> {
    game: MessageWriter<'w, GameCommand>,
    camera: MessageWriter<'w, CameraCommand>,
    screen: ResMut<'w, NextState<Screen>>,
    files: ResMut<'w, FilesDialog>,
    engine: MessageWriter<'w, EngineCommand>,
    exit: MessageWriter<'w, AppExit>,
    mode: ResMut<'w, NextState<Mode>>,
    rules: ResMut<'w, RulesWindow>,
    editor: MessageWriter<'w, EditorCommand>,
    analysis: MessageWriter<'w, AnalysisCommand>,
    review: MessageWriter<'w, ReviewCommand>,
    exercises: MessageWriter<'w, ExerciseCommand>,
}

impl Senders<'_> {
    fn send(&mut self, requests: Requests) {
        self.game.write_batch(requests.game.0);
        self.camera.write_batch(requests.camera.0);
        self.engine.write_batch(requests.engine.0);
        self.exit.write_batch(requests.exit.0);
        self.editor.write_batch(requests.editor.0);
        self.analysis.write_batch(requests.analysis.0);
        self.review.write_batch(requests.review.0);
        self.exercises.write_batch(requests.exercises.0);
        if let Some(&screen) = requests.screen.0.last() {
            self.screen.set(screen);
        }
        if requests.toggle_files {
            self.files.open = !self.files.open;
        }
        if requests.toggle_explorer {
            self.mode.set(toggled(requests.mode));
        }
        if let Some(kind) = requests.rules_for {
            self.rules.toggle(kind);
        }
    }
}

/// What the panel reads besides the session and the settings.
#[derive(SystemParam)]
struct Shown<'w> {
    status: Res<'w, StatusLine>,
    thinking: Res<'w, ThinkingState>,
    seats: Res<'w, Seats>,
    clock: Res<'w, TableClock>,
    mode: Res<'w, State<Mode>>,
    analysis: Res<'w, LiveAnalysis>,
    review: Res<'w, GameReview>,
}

/// What the panel reports about where it is.
#[derive(SystemParam)]
struct Placement<'w> {
    layout: ResMut<'w, UiLayout>,
    covered: ResMut<'w, CoveredRects>,
}

/// The move list's texts in the interface's letters, kept until the game or the language
/// changes (SAN needs a move generation each).
#[derive(Default)]
struct MoveTexts {
    key: Option<(u64, Language, NotationStyle)>,
    texts: Vec<String>,
}

impl MoveTexts {
    fn get(&mut self, session: &Session, lang: Language, style: NotationStyle) -> &[String] {
        let game = session.game();
        let key = (session.game_revision(), lang, style);
        if self.key != Some(key) {
            self.texts = shown_move_texts(game, lang, style);
            self.key = Some(key);
        }
        &self.texts
    }
}

fn game_panel(
    mut contexts: EguiContexts,
    session: Res<SessionRes>,
    mut settings: ResMut<Settings>,
    shown: Shown,
    mut senders: Senders,
    mut placement: Placement,
    mut texts: Local<MoveTexts>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "game_panel_root");
    let session = &session.0;
    let lang = settings.language;
    let mut requests = Requests::new(&shown.thinking, &shown.seats, &shown.status);
    requests.mode = *shown.mode.get();
    requests.analysis_on = shown.analysis.on;
    requests.review_state = Some(&shown.review);
    let mut edited = (*settings).clone();
    let texts = texts.get(session, lang, settings.notation);
    let (rect, _) = show_panel(
        &mut root,
        session,
        &mut edited,
        &shown.clock,
        texts,
        &mut requests,
    );
    settings.set_if_neq(edited);
    senders.send(requests);
    placement.layout.right_panel_width = rect.width();
    placement.covered.0.push(rect);
    Ok(())
}

/// Where the buttons that a misplaced click would turn against the player stand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ButtonRects {
    /// The Undo button.
    pub undo: egui::Rect,
    /// The Redo button.
    pub redo: egui::Rect,
    /// The New game button.
    pub new_game: egui::Rect,
}

impl Default for ButtonRects {
    fn default() -> Self {
        ButtonRects {
            undo: egui::Rect::NOTHING,
            redo: egui::Rect::NOTHING,
            new_game: egui::Rect::NOTHING,
        }
    }
}

/// Draws the panel at the right of `root`: its rectangle, and where its buttons are.
fn show_panel(
    root: &mut egui::Ui,
    session: &Session,
    settings: &mut Settings,
    clock: &MoveClock,
    texts: &[String],
    requests: &mut Requests,
) -> (egui::Rect, ButtonRects) {
    let lang = settings.language;
    let mut rects = ButtonRects::default();
    let response = egui::Panel::right("game_panel")
        .default_size(PANEL_WIDTH)
        .min_size(240.0)
        .resizable(true)
        .show(root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    // What stays put during a game comes first, so that nothing that
                    // appears or goes (the status line, a check, an offer, the result)
                    // moves a button under the pointer.
                    header(ui, session, lang);
                    players_line(ui, session, lang, requests.seats);
                    if let Some(command) = clocks_block(ui, session, lang) {
                        requests.game.write(command);
                    }
                    ui.add_space(6.0);
                    turn_indicator(ui, session, lang);
                    ui.add_space(4.0);
                    rects = buttons(ui, session, lang, requests);
                    engine_block(ui, session, lang, requests);
                    ui.separator();
                    status_line(ui, lang, requests.status);
                    draw_offer_block(ui, session, lang, requests);
                    status_block(ui, session, lang, requests);
                    transit_block(ui, session, lang);
                    attack_legend(ui, session, lang, settings);
                    clock_block(ui, session, lang, clock);
                    ui.separator();
                    move_list(ui, session, lang, texts, requests);
                    review_block(ui, session, lang, requests);
                    ui.separator();
                    egui::CollapsingHeader::new(tr(lang, "settings-title"))
                        // Its own id, so that it stays open when the language changes.
                        .id_salt("settings")
                        .show(ui, |ui| edit_settings(ui, settings));
                });
        });
    (response.response.rect, rects)
}

/// The game's name and the table preset's.
fn header(ui: &mut egui::Ui, session: &Session, lang: Language) {
    ui.heading(game_name(lang, session.kind()));
    if let Some(preset) = session.preset() {
        ui.small(preset_title(lang, preset));
    }
}

/// Who plays each side: "White: a person · Black: the computer, level 3".
fn players_line(ui: &mut egui::Ui, session: &Session, lang: Language, seats: &Seats) {
    let kind = session.kind();
    let parts: Vec<String> = (0..kind.seats())
        .map(|s| {
            let who = match seats.player(Seat(s)) {
                SeatPlayer::Human => tr(lang, "panel-person").to_string(),
                SeatPlayer::Computer(level) => {
                    trf(lang, "panel-computer", &[("level", &level.to_string())])
                }
            };
            trf(
                lang,
                "panel-plays",
                &[("seat", &seat_name(lang, kind, Seat(s))), ("who", &who)],
            )
        })
        .collect();
    ui.small(parts.join(" · "));
}

/// The side to move, in its colour (at a table that wants it, the whole indicator takes
/// the colour), or the result once the game is over.
fn turn_indicator(ui: &mut egui::Ui, session: &Session, lang: Language) {
    // As tall with the result as with the side to move: the buttons below stay put.
    let top = ui.cursor().min.y;
    turn_or_result(ui, session, lang);
    let used = ui.min_rect().max.y - top;
    if used < TURN_BOX_HEIGHT {
        ui.add_space(TURN_BOX_HEIGHT - used);
    }
}

/// The height kept for the turn indicator or the result, whichever is shown.
const TURN_BOX_HEIGHT: f32 = 66.0;

fn turn_or_result(ui: &mut egui::Ui, session: &Session, lang: Language) {
    let kind = session.kind();
    let game = session.game();
    if let Some(outcome) = game.outcome() {
        let frame = egui::Frame::group(ui.style()).inner_margin(8.0);
        frame.show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(tr(lang, "status-game_over")).strong());
            ui.label(egui::RichText::new(result_text(lang, kind, &outcome)).size(17.0));
        });
        return;
    }
    let seat = game.position().turn();
    let colour = seat_colour(kind, seat);
    let text = trf(
        lang,
        "status-to_move",
        &[("seat", &seat_name(lang, kind, seat))],
    );
    let whole = session
        .preset()
        .is_some_and(|p| p.turn_indicator_side_colour);
    let frame = seat_frame(colour).inner_margin(if whole { 12.0 } else { 6.0 });
    frame.show(ui, |ui| {
        if whole {
            ui.set_width(ui.available_width());
        }
        let size = if whole { 22.0 } else { 16.0 };
        ui.label(
            egui::RichText::new(text)
                .size(size)
                .strong()
                .color(text_on(colour)),
        );
    });
}

/// Announcements, check, a possible draw, and the browsing notice with its way back.
fn status_block(ui: &mut egui::Ui, session: &Session, lang: Language, requests: &mut Requests) {
    if let Some(key) = announcement(session) {
        ui.label(
            egui::RichText::new(tr(lang, key))
                .size(26.0)
                .strong()
                .color(URGENT),
        );
    }
    if let Some(text) = check_text(lang, session) {
        ui.colored_label(egui::Color32::from_rgb(230, 120, 90), text);
    }
    if let Some(text) = draw_note(lang, session) {
        ui.label(text);
    }
    if let Some(text) = browsing_text(lang, session) {
        ui.label(egui::RichText::new(text).italics());
        let turn = shown_turn(session);
        ui.small(trf(
            lang,
            "status-to_move",
            &[("seat", &seat_name(lang, session.kind(), turn))],
        ));
        if ui.button(tr(lang, "panel-back_to_game")).clicked() {
            requests
                .game
                .write(GameCommand::ViewPly(session.game().ply_count()));
        }
    }
}

/// Chess-transit: each board's state, the score of the decided boards, a forced transit
/// pending, and (early in the game) how a transit is entered.
fn transit_block(ui: &mut egui::Ui, session: &Session, lang: Language) {
    let Some(summary) = transit_summary(lang, session) else {
        return;
    };
    ui.add_space(4.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(egui::RichText::new(tr(lang, "transit-title")).strong());
        for (text, decided) in summary.boards.iter().zip(summary.decided) {
            let text = egui::RichText::new(text);
            ui.label(if decided { text.color(DECIDED) } else { text });
        }
        ui.label(egui::RichText::new(&summary.score).strong());
        if let Some(forced) = &summary.forced {
            ui.label(egui::RichText::new(forced).strong().color(URGENT));
        }
        if session.game().ply_count() < 4 {
            ui.small(tr(lang, "transit-how"));
        }
    });
}

/// Mattrix: while the opponents' attacks are tinted, which colour is whose.
fn attack_legend(ui: &mut egui::Ui, session: &Session, lang: Language, settings: &Settings) {
    if !tile_tints::attacks_shown(session, settings) {
        return;
    }
    let kind = session.kind();
    let us = session.game().position().turn();
    let opponents: Vec<Seat> = (0..kind.seats()).map(Seat).filter(|&s| s != us).collect();
    let both = opponents.iter().fold(0u8, |mask, s| mask | 1 << s.0);
    let swatch = |ui: &mut egui::Ui, mask: u8, text: &str| {
        let c = tile_tints::attack_colour(mask).to_srgba();
        let colour = egui::Color32::from_rgb(
            (c.red * 255.0) as u8,
            (c.green * 255.0) as u8,
            (c.blue * 255.0) as u8,
        );
        let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
        ui.painter().rect_filled(rect, 2.0, colour);
        // The same stripes as on the board (each opponent's own angle).
        let painter = ui.painter_at(rect);
        let ink = attack_marks::INK.to_srgba().to_u8_array();
        let ink = egui::Stroke::new(1.5, egui::Color32::from_rgb(ink[0], ink[1], ink[2]));
        for angle in attack_marks::pattern(tile_tints::Tint::Attacked(mask)) {
            let (d, across) = (egui::Vec2::angled(angle), egui::Vec2::angled(angle).rot90());
            for k in -3..=3 {
                let c = rect.center() + across * (k as f32 * 4.5);
                painter.line_segment([c - d * 16.0, c + d * 16.0], ink);
            }
        }
        ui.label(text);
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("{}:", tr(lang, "attacks-legend")));
        for &seat in &opponents {
            swatch(ui, 1 << seat.0, &seat_name(lang, kind, seat));
        }
        swatch(ui, both, &tr(lang, "attacks-both"));
    });
}

/// The countdown of the table's move limit, for the side to move.
fn clock_block(ui: &mut egui::Ui, session: &Session, lang: Language, clock: &MoveClock) {
    let Some(limit) = session.preset().and_then(|p| p.move_time_limit) else {
        return;
    };
    if session.game().outcome().is_some() {
        return;
    }
    let kind = session.kind();
    let seat = session.game().position().turn();
    ui.add_space(4.0);
    ui.label(egui::RichText::new(tr(lang, "clock-title")).strong());
    match clock_state(Some(limit), clock.elapsed()) {
        ClockState::Running { remaining, limit } => {
            let time = format_clock(remaining);
            let urgent = remaining.as_secs() < 60;
            let colour = if urgent {
                URGENT
            } else {
                ui.visuals().strong_text_color()
            };
            ui.label(
                egui::RichText::new(&time)
                    .monospace()
                    .size(28.0)
                    .color(colour),
            );
            let fraction = remaining.as_secs_f32() / limit.as_secs_f32().max(1.0);
            ui.add(
                egui::ProgressBar::new(fraction)
                    .fill(if urgent {
                        URGENT
                    } else {
                        egui::Color32::from_rgb(92, 160, 96)
                    })
                    .desired_height(6.0),
            );
            ui.small(trf(
                lang,
                "clock-remaining",
                &[("seat", &seat_name(lang, kind, seat)), ("time", &time)],
            ));
        }
        ClockState::Expired => {
            ui.label(egui::RichText::new("0:00").monospace().size(28.0));
        }
        ClockState::Off => {}
    }
}

/// The lines of text the status line always has room for (longer texts scroll).
const STATUS_LINES: f32 = 3.0;

/// The status line (what just happened, or why a click was refused), translated, in a box
/// of the same height whether it is empty or not.
fn status_line(ui: &mut egui::Ui, lang: Language, status: &StatusLine) {
    let height = STATUS_LINES * ui.text_style_height(&egui::TextStyle::Body);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.set_height(height);
        egui::ScrollArea::vertical()
            .id_salt("status_line")
            .max_height(height)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if !status.0.is_empty() {
                    ui.label(status.text(lang));
                }
            });
    });
}

/// The engine: "thinking…", the hint button for a person to move, and the pause toggle
/// of a game between computers.
fn engine_block(ui: &mut egui::Ui, session: &Session, lang: Language, requests: &mut Requests) {
    let game = session.game();
    let seats = session.kind().seats();
    let playing = game.outcome().is_none();
    let human = requests.seats.player(game.position().turn()) == SeatPlayer::Human;
    let all_computers = requests.seats.all_computers(seats);
    // One row, there whether or not it has anything to show.
    ui.horizontal(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        if analysis_toggle(ui, lang, requests.analysis_on) {
            requests.analysis.write(AnalysisCommand::Toggle);
        }
        let reviewable = session.game().ply_count() > 0;
        if ui
            .add_enabled(reviewable, egui::Button::new(tr(lang, "button-review")))
            .clicked()
        {
            requests.review.write(ReviewCommand::Open);
        }
        let thinking = match requests.thinking.busy {
            Some(Purpose::Move) => Some("engine-thinking"),
            Some(Purpose::Hint) => Some("engine-hint_thinking"),
            None => None,
        };
        if !playing || (!human && !all_computers) {
            if let Some(key) = thinking {
                ui.spinner();
                ui.label(tr(lang, key));
            }
            return;
        }
        if human {
            let enabled = !requests.thinking.is_busy() && !session.is_browsing();
            if ui
                .add_enabled(enabled, egui::Button::new(tr(lang, "button-hint")))
                .clicked()
            {
                requests.engine.write(EngineCommand::Hint);
            }
        }
        if all_computers {
            let key = if requests.thinking.paused {
                "button-resume"
            } else {
                "button-pause"
            };
            if ui.button(tr(lang, key)).clicked() {
                requests.engine.write(EngineCommand::TogglePause);
            }
            if requests.thinking.paused {
                ui.label(tr(lang, "engine-paused"));
            }
        }
        if let Some(key) = thinking {
            ui.spinner();
            ui.label(tr(lang, key));
        }
    });
}

/// Undo, redo, resign, draw offers, new game, files, and the view.
fn buttons(
    ui: &mut egui::Ui,
    session: &Session,
    lang: Language,
    requests: &mut Requests,
) -> ButtonRects {
    let game = session.game();
    let over = game.outcome().is_some();
    let mut rects = ButtonRects::default();
    ui.horizontal_wrapped(|ui| {
        let undo = ui.button(tr(lang, "button-undo"));
        if undo.clicked() {
            requests.game.write(GameCommand::Undo);
        }
        let redo = ui.button(tr(lang, "button-redo"));
        if redo.clicked() {
            requests.game.write(GameCommand::Redo);
        }
        (rects.undo, rects.redo) = (undo.rect, redo.rect);
    });
    let standing = session.standing_offer().is_some();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(!over, egui::Button::new(tr(lang, "button-resign")))
            .clicked()
        {
            requests.game.write(GameCommand::Resign);
        }
        if !standing
            && ui
                .add_enabled(!over, egui::Button::new(tr(lang, "button-offer_draw")))
                .clicked()
        {
            requests.game.write(GameCommand::OfferDraw);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let new_game = ui.button(tr(lang, "button-new_game"));
        if new_game.clicked() {
            requests.screen.write(Screen::Start);
        }
        rects.new_game = new_game.rect;
        if ui.button(tr(lang, "button-files")).clicked() {
            requests.toggle_files = !requests.toggle_files;
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "button-flip")).clicked() {
            requests.camera.write(CameraCommand::Flip);
        }
        if ui.button(tr(lang, "button-reset_view")).clicked() {
            requests.camera.write(CameraCommand::Reset);
        }
        if ui.button(tr(lang, "button-quit")).clicked() {
            requests.exit.write(AppExit::Success);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let exploring = requests.mode == Mode::Explorer;
        if ui
            // A button like the others (a bare selectable label read as text), lit while on.
            .add(egui::Button::new(tr(lang, "explorer-toggle")).selected(exploring))
            .on_hover_text(tr(lang, "explorer-about"))
            .clicked()
        {
            requests.toggle_explorer = true;
        }
        if ui.button(tr(lang, "button-rules")).clicked() {
            requests.rules_for = Some(session.kind());
        }
        if ui
            .button(tr(lang, "editor-open"))
            .on_hover_text(tr(lang, "editor-open_about"))
            .clicked()
        {
            requests.editor.write(EditorCommand::Open);
        }
    });
    rects
}

/// A standing draw offer: who made it, and the buttons that accept or decline it (two
/// players: the opponent accepts; three: each opponent accepts in turn).
fn draw_offer_block(ui: &mut egui::Ui, session: &Session, lang: Language, requests: &mut Requests) {
    let kind = session.kind();
    let Some(offer) = session.standing_offer() else {
        return;
    };
    ui.label(trf(
        lang,
        "draw-offered",
        &[("seat", &seat_name(lang, kind, offer.by()))],
    ));
    // Every opponent keeps its button where it stands (an accepted one is greyed), so that
    // no button slides under the pointer as the answers come.
    ui.horizontal_wrapped(|ui| {
        let seats = kind.seats();
        for (seat, accepted) in offer.answers(seats) {
            let label = if seats == 2 {
                tr(lang, "button-accept_draw").to_string()
            } else {
                trf(
                    lang,
                    "button-accept_draw_by",
                    &[("seat", &seat_name(lang, kind, seat))],
                )
            };
            if ui
                .add_enabled(!accepted, egui::Button::new(label))
                .clicked()
            {
                requests.game.write(GameCommand::AcceptDraw(seat));
            }
        }
        if ui.button(tr(lang, "button-decline_draw")).clicked() {
            requests.game.write(GameCommand::DeclineDraw);
        }
    });
}

/// The review's section under the move list, when it is open.
fn review_block(ui: &mut egui::Ui, session: &Session, lang: Language, requests: &mut Requests) {
    let Some(review) = requests.review_state.filter(|r| r.open) else {
        return;
    };
    ui.separator();
    let plies = session.game().ply_count();
    let learners = requests.seats.learners(session.kind().seats());
    let asks = review_section(
        ui,
        lang,
        review,
        session.kind(),
        plies,
        session.shown_ply(),
        &learners,
    );
    if asks.learn
        && let Some(done) = review.done()
    {
        let list = exercises(done, session.game(), &learners);
        requests.exercises.write(ExerciseCommand::Begin(list));
    }
    if let Some(command) = asks.command {
        requests.review.write(command);
    }
    if let Some(depth) = asks.depth {
        requests.review.write(ReviewCommand::SetDepth(depth));
    }
    if let Some(ply) = asks.view_ply {
        requests.game.write(GameCommand::ViewPly(ply));
    }
}

/// A move as the move list writes it, with its review mark in the mark's colour.
fn marked_move(text: &str, mark: Option<&MoveMark>) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let font = egui::FontId::monospace(13.0);
    job.append(
        text,
        0.0,
        egui::TextFormat::simple(font.clone(), egui::Color32::PLACEHOLDER),
    );
    if let Some(mark) = mark {
        job.append(
            mark.mark.symbol(),
            0.0,
            egui::TextFormat::simple(font, mark_colour(mark.mark)),
        );
    }
    job
}

/// The moves in numbered rows, one move per seat; a click shows the position after it.
fn move_list(
    ui: &mut egui::Ui,
    session: &Session,
    lang: Language,
    texts: &[String],
    requests: &mut Requests,
) {
    ui.label(egui::RichText::new(tr(lang, "panel-moves")).strong());
    let game = session.game();
    let shown = session.shown_ply();
    let seats = session.kind().seats();
    if ui
        .selectable_label(shown == 0, tr(lang, "panel-start_position"))
        .clicked()
    {
        requests.game.write(GameCommand::ViewPly(0));
    }
    if texts.is_empty() {
        ui.small(tr(lang, "panel-no_moves"));
        return;
    }
    let rows = move_rows(texts.len(), seats, game.position_at(0).turn());
    egui::ScrollArea::vertical()
        .id_salt("move_list")
        .max_height(280.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("move_grid")
                .num_columns(usize::from(seats) + 1)
                .striped(true)
                .show(ui, |ui| {
                    for row in rows {
                        ui.monospace(format!("{}.", row.number));
                        for slot in row.plies {
                            match slot {
                                Some(ply) => {
                                    let text = texts.get(ply).map_or("", String::as_str);
                                    let mark = requests.review_state.and_then(|r| r.mark_of(ply));
                                    let label = marked_move(text, mark.as_ref());
                                    let mut response = ui.selectable_label(shown == ply + 1, label);
                                    if let Some(mark) = &mark {
                                        response = response.on_hover_text(trf(
                                            lang,
                                            "review-better",
                                            &[("line", &mark.better)],
                                        ));
                                    }
                                    if response.clicked() {
                                        requests.game.write(GameCommand::ViewPly(ply + 1));
                                    }
                                }
                                None => {
                                    ui.label("");
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::Localize;
    use manifold_rules::VariantId;
    use manifold_session::GameKind;
    use manifold_session::messages::Refusal;

    /// Draws the panel alone (egui without a window, 1280x720) and says where its buttons
    /// are, after a few frames (egui settles sizes over the first ones).
    fn button_rects(session: &Session, status: &StatusLine, lang: Language) -> ButtonRects {
        let ctx = egui::Context::default();
        let (thinking, seats) = (ThinkingState::default(), Seats::default());
        let mut settings = Settings(manifold_session::settings::Settings {
            language: lang,
            ..Default::default()
        });
        let texts = shown_move_texts(session.game(), lang, NotationStyle::Letters);
        let mut rects = ButtonRects::default();
        for _ in 0..3 {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(1280.0, 720.0),
                )),
                ..Default::default()
            };
            let output = ctx.run_ui(input, |root| {
                let mut requests = Requests::new(&thinking, &seats, status);
                rects = show_panel(
                    root,
                    session,
                    &mut settings,
                    &MoveClock::default(),
                    &texts,
                    &mut requests,
                )
                .1;
            });
            output.drop_without_applying_deltas();
        }
        rects
    }

    /// A new player pressed New game instead of Undo when a status line appeared and
    /// shifted the buttons. Whatever comes and goes (a status line, long or empty, a draw
    /// offer with its buttons, a check, the game's result) leaves Undo, Redo and New game
    /// where they were, in either language.
    #[test]
    fn the_buttons_stay_put_whatever_the_panel_says() {
        let classical = GameKind::Chess(VariantId::Classical);
        let quiet = Session::new(classical);
        let empty = StatusLine::default();
        let mut long = StatusLine::default();
        long.set(Refusal::NothingToRedo);
        long.0
            .extend(std::iter::repeat_n(Refusal::NothingToUndo.message(), 6));
        let mut offered = Session::new(classical);
        offered.offer_draw().expect("an offer");
        let mut resigned = Session::new(classical);
        resigned.game_mut().resign(Seat::WHITE).expect("resigns");
        let mut checked = Session::new(classical);
        for m in ["f3", "e5", "g4", "Qh4#"] {
            let m = checked.game().parse_move(m).expect("legal");
            checked.play(m);
        }
        assert!(checked.game().outcome().is_some(), "mated");
        let mut check = Session::new(classical);
        for m in ["e4", "f5", "Qh5+"] {
            let m = check.game().parse_move(m).expect("legal");
            check.play(m);
        }
        for lang in [Language::English, Language::Russian] {
            let before = button_rects(&quiet, &empty, lang);
            assert!(before.undo.width() > 0.0 && before.new_game.width() > 0.0);
            assert!(before.undo.max.y <= before.new_game.min.y, "{before:?}");
            for (what, session, status) in [
                ("a status line", &quiet, &long),
                ("a draw offer", &offered, &empty),
                ("a resignation", &resigned, &long),
                ("a mate", &checked, &long),
                ("a check", &check, &long),
            ] {
                assert_eq!(
                    button_rects(session, status, lang),
                    before,
                    "{lang:?}: {what} moved the buttons"
                );
            }
        }
    }
}
