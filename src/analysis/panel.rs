//! The analysis on screen: the evaluation bars beside the board ([`super::bars`]) and the
//! analysis window at the board's lower left: depth, speed, threads, the best lines in
//! the game's notation, and the threats' switch and what they found. A toggle button
//! ([`analysis_toggle`]) sits in the table's and the editor's panels; `L` and `T` are the
//! keys.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_ai::analysis::{Analysis, Line};
use manifold_ai::win::expected_shares;
use manifold_locale::{Message, text};
use manifold_rules::{AnyGame, AnyMove, GameKind};
use manifold_session::settings::ANALYSIS_THREADS_RANGE;
use manifold_session::shown_notation::shown_line;

use super::bars::{bars, draw_bars, score_text};
use super::threats::Threats;
use super::{Analysed, AnalysisCommand, LiveAnalysis, analysis_keys, system_cores};
use crate::i18n::{seat_name, tr, trf};
use crate::mode_view::Analysable;
use crate::schedule::AppSet;
use crate::settings::{Language, NotationStyle, Settings};
use crate::state::Screen;
use crate::ui::{CoveredRects, UiSet, seat_colour};
use crate::ui_layout::UiLayout;

/// Registers the keys, the bars and the window (the windowed app).
pub fn plugin(app: &mut App) {
    app.add_systems(Update, analysis_keys.in_set(AppSet::Input))
        .add_systems(
            EguiPrimaryContextPass,
            (evaluation_bars, analysis_strip)
                .in_set(UiSet::Windows)
                .run_if(in_state(Screen::Playing)),
        );
}

/// The toggle button of the live analysis, for a mode's panel: on when the analysis is.
pub fn analysis_toggle(ui: &mut egui::Ui, lang: Language, on: bool) -> bool {
    let mut shown = on;
    ui.toggle_value(&mut shown, tr(lang, "button-analysis"))
        .on_hover_text(tr(lang, "analysis-toggle_tip"))
        .clicked()
}

/// The bars stand this far from the board area's left edge and top.
const BARS_MARGIN: f32 = 10.0;

fn evaluation_bars(
    mut contexts: EguiContexts,
    live: Res<LiveAnalysis>,
    settings: Res<Settings>,
    layout: Res<UiLayout>,
    mut covered: ResMut<CoveredRects>,
) -> Result {
    if !live.on {
        return Ok(());
    }
    let (Some(analysed), Some(report)) = (&live.analysed, &live.report) else {
        return Ok(());
    };
    let kind = analysed.game.kind();
    let shown = bars(kind, report);
    if shown.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    let height = (screen.height() * 0.45).max(120.0);
    let response = egui::Area::new(egui::Id::new("analysis_bars"))
        .fixed_pos(egui::pos2(
            screen.min.x + layout.left_panel_width + BARS_MARGIN,
            screen.min.y + BARS_MARGIN + 30.0,
        ))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                draw_bars(ui, kind, &shown, height, settings.language);
            });
        });
    covered.0.push(response.response.rect);
    Ok(())
}

/// The lines' texts, kept until a new report or another language.
#[derive(Default)]
struct LineTexts {
    key: Option<(u32, u64, Language, NotationStyle)>,
    lines: Vec<(String, Vec<String>)>,
}

impl LineTexts {
    fn get(
        &mut self,
        game: &AnyGame,
        report: &Analysis<AnyMove>,
        lang: Language,
        style: NotationStyle,
    ) -> &[(String, Vec<String>)] {
        let key = (report.depth, report.nodes, lang, style);
        if self.key != Some(key) {
            self.lines = report
                .lines
                .iter()
                .map(|line| {
                    (
                        line_score(game, line, lang),
                        shown_line(game, &line.pv, lang, style),
                    )
                })
                .collect();
            self.key = Some(key);
        }
        &self.lines
    }
}

/// A line's score as the panel writes it: from White's side where two play, the mover's
/// expected share in Mattrix.
fn line_score(game: &AnyGame, line: &Line<AnyMove>, lang: Language) -> String {
    let kind = game.kind();
    if kind.seats() > 2 {
        let mover = game.position().turn();
        let share = expected_shares(kind, &line.seats)
            .get(usize::from(mover.0))
            .copied()
            .unwrap_or(0.0);
        return format!("{} {:.0}%", seat_name(lang, kind, mover), share * 100.0);
    }
    score_text(line.seats.first().copied().unwrap_or(line.score))
}

/// The moves of a line the strip shows (the rest would wrap it onto more rows).
const SHOWN_MOVES: usize = 14;

#[allow(clippy::too_many_arguments)]
fn analysis_strip(
    mut contexts: EguiContexts,
    live: Res<LiveAnalysis>,
    threats: Res<Threats>,
    mut settings: ResMut<Settings>,
    analysable: Res<Analysable>,
    mut commands: MessageWriter<AnalysisCommand>,
    mut placement: Placement,
    mut texts: Local<LineTexts>,
) -> Result {
    if !live.on {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let style = settings.notation;
    let mut edited = (*settings).clone();
    let in_course = analysable.is_refused();
    let screen = ctx.viewport_rect();
    let layout = *placement.layout;
    let width = (screen.width() - layout.left_panel_width - layout.right_panel_width).max(200.0);
    let mut close = false;
    let response = egui::Area::new(egui::Id::new("analysis_strip"))
        .anchor(
            egui::Align2::LEFT_BOTTOM,
            egui::vec2(layout.left_panel_width, 0.0),
        )
        .show(ctx, |ui| {
            egui::Frame::side_top_panel(ui.style()).show(ui, |ui| {
                ui.set_width(width - 16.0);
                ui.horizontal(|ui| {
                    ui.strong(tr(lang, "analysis-title"));
                    if let Some(report) = live.report.as_ref().filter(|_| !in_course) {
                        let threads = live.analysed.as_ref().map_or(1, Analysed::threads);
                        ui.label(search_line(lang, report, threads));
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if ui
                            .small_button(tr(lang, "analysis-hide"))
                            .on_hover_text(tr(lang, "analysis-close"))
                            .clicked()
                        {
                            close = true;
                        }
                        let cores = system_cores();
                        let most =
                            (cores.min(usize::from(*ANALYSIS_THREADS_RANGE.end())) as u8).max(1);
                        let searching = live.analysed.as_ref().map_or(1, Analysed::threads);
                        let mut threads = (searching.max(1) as u8).min(most);
                        if ui
                            .add(
                                egui::Slider::new(&mut threads, 1..=most)
                                    .text(tr(lang, "analysis-threads")),
                            )
                            .changed()
                        {
                            edited.analysis_threads = Some(threads);
                        }
                        ui.checkbox(&mut edited.show_threats, tr(lang, "analysis-threats"));
                    });
                });
                match (&live.analysed, &live.report) {
                    _ if in_course => {
                        ui.label(tr(lang, "analysis-not_in_courses"));
                    }
                    (None, _) => {
                        ui.label(tr(lang, "analysis-no_position"));
                    }
                    (Some(a), _) if !a.is_playable() => {
                        ui.label(tr(lang, "analysis-game_over"));
                    }
                    (Some(_), None) => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            ui.label(tr(lang, "analysis-starting"));
                        });
                    }
                    (Some(a), Some(report)) => {
                        for (score, moves) in texts.get(&a.game, report, lang, style) {
                            ui.horizontal(|ui| {
                                ui.label(egui::RichText::new(score).strong().monospace());
                                let shown: Vec<&str> =
                                    moves.iter().take(SHOWN_MOVES).map(String::as_str).collect();
                                ui.add(egui::Label::new(shown.join(" ")).truncate());
                            });
                        }
                    }
                }
                if edited.show_threats && !in_course {
                    threat_lines(ui, lang, &threats, live.analysed.as_ref().map(|a| &a.game));
                }
            });
        });
    let rect = response.response.rect;
    placement.layout.bottom_panel_height = rect.height();
    placement.covered.0.push(rect);
    settings.set_if_neq(edited);
    if close {
        commands.write(AnalysisCommand::Toggle);
    }
    Ok(())
}

/// Where the strip is, for the camera and the clicks.
#[derive(SystemParam)]
struct Placement<'w> {
    layout: ResMut<'w, UiLayout>,
    covered: ResMut<'w, CoveredRects>,
}

/// "Depth 14/20 · 310 kn/s · 1 thread".
fn search_line(lang: Language, report: &Analysis<AnyMove>, threads: usize) -> String {
    let message = Message::new("analysis-search")
        .number("depth", report.depth)
        .number("seldepth", report.seldepth)
        .number("knps", report.nps / 1000)
        .number("threads", threads);
    text(lang, &message)
}

/// Each opponent's threat in its colour, and the loose pieces.
fn threat_lines(ui: &mut egui::Ui, lang: Language, threats: &Threats, game: Option<&AnyGame>) {
    let Some(game) = game.filter(|g| g.outcome().is_none()) else {
        return;
    };
    let kind: GameKind = game.kind();
    if threats.key.is_none() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr(lang, "analysis-threats_searching"));
        });
        return;
    }
    ui.horizontal_wrapped(|ui| {
        if threats.moves.is_empty() {
            ui.label(tr(lang, "analysis-no_threat"));
        }
        for threat in &threats.moves {
            let seat = threat.seat;
            let shown = &threat.shown.0[lang.index()];
            let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter().rect_filled(rect, 2.0, seat_colour(kind, seat));
            // Outlined, so that Black's square shows on the dark strip.
            ui.painter().rect_stroke(
                rect,
                2.0,
                egui::Stroke::new(1.0, egui::Color32::from_gray(150)),
                egui::StrokeKind::Outside,
            );
            ui.label(trf(
                lang,
                "analysis-threat",
                &[("seat", &seat_name(lang, kind, seat)), ("move", shown)],
            ));
        }
        if !threats.hanging.is_empty() {
            let names: Vec<String> = threats
                .hanging
                .iter()
                .map(|&c| game.geometry().cell_name(c).to_string())
                .collect();
            ui.label(trf(
                lang,
                "analysis-hanging",
                &[("cells", &names.join(", "))],
            ));
        }
    });
}
