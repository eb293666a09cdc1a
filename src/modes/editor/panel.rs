//! The position editor's panel on the right of the board, in place of the game panel while
//! the editor is open: the buttons that start a game or leave (first, so that the texts
//! below never move them), the palette of the game's pieces by seat and the eraser, the
//! side to move, the castling and en passant rights, the Chess-transit boards' statuses,
//! what is wrong with the position (or whether it is mate or stalemate), and its position
//! text to copy.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_locale::{Message, text};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Cell, Seat};
use manifold_session::editor::palette;
use manifold_session::shown_notation::role_letter;
use manifold_session::{GameKind, PieceShape};

use super::{EditorCommand, EditorTool, PositionEditor};
use crate::analysis::panel::analysis_toggle;
use crate::analysis::{AnalysisCommand, LiveAnalysis};
use crate::i18n::{game_name, piece_name, seat_name, tr, trf};
use crate::modes::Mode;
use crate::settings::{Language, Settings};
use crate::state::StatusLine;
use crate::ui::{CoveredRects, UiSet, WRONG, right_panel, seat_colour, text_on};
use crate::ui_layout::UiLayout;

/// The panel's default width in logical pixels.
const PANEL_WIDTH: f32 = 330.0;

/// Registers the panel.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        editor_panel
            .in_set(UiSet::Panels)
            .run_if(in_state(Mode::Editor).and_eager(resource_exists::<PositionEditor>)),
    );
}

fn editor_panel(
    mut contexts: EguiContexts,
    editor: Res<PositionEditor>,
    settings: Res<Settings>,
    status: Res<StatusLine>,
    mut requests: MessageWriter<EditorCommand>,
    (live, mut analysis): (Res<LiveAnalysis>, MessageWriter<AnalysisCommand>),
    (mut layout, mut covered): (ResMut<UiLayout>, ResMut<CoveredRects>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let mut asked = Vec::new();
    let placement = (&mut *layout, &mut *covered);
    right_panel(ctx, "editor_panel", PANEL_WIDTH, placement, |ui| {
        let kind = editor.edited.kind();
        ui.small(game_name(lang, kind));
        ui.heading(tr(lang, "editor-title"));
        actions(ui, lang, &mut asked);
        if analysis_toggle(ui, lang, live.on) {
            analysis.write(AnalysisCommand::Toggle);
        }
        ui.separator();
        pieces(ui, &editor, lang, &mut asked);
        ui.separator();
        rights(ui, &editor, lang, &mut asked);
        ui.separator();
        verdict(ui, &editor, &status, lang);
        position_text(ui, &editor, lang);
    });
    requests.write_batch(asked);
    Ok(())
}

/// Start a game (people, the computer), leave; empty the board, back to the start.
fn actions(ui: &mut egui::Ui, lang: Language, asked: &mut Vec<EditorCommand>) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "editor-play_people")).clicked() {
            asked.push(EditorCommand::Play {
                against_computer: false,
            });
        }
        if ui.button(tr(lang, "editor-play_computer")).clicked() {
            asked.push(EditorCommand::Play {
                against_computer: true,
            });
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr(lang, "editor-clear")).clicked() {
            asked.push(EditorCommand::Clear);
        }
        if ui.button(tr(lang, "editor-start_position")).clicked() {
            asked.push(EditorCommand::StartPosition);
        }
        if ui.button(tr(lang, "editor-leave")).clicked() {
            asked.push(EditorCommand::Leave);
        }
    });
}

/// The letter a palette button shows for `shape`.
fn shape_letter(lang: Language, kind: GameKind, shape: PieceShape) -> String {
    match (kind, shape) {
        (GameKind::Chess(variant), PieceShape::Chess(role)) => role_letter(lang, variant, role),
        // A draughts piece has no letter: its name.
        (GameKind::Chess(_) | GameKind::Draughts, PieceShape::Man | PieceShape::DraughtsKing)
        | (GameKind::Draughts, PieceShape::Chess(_)) => piece_name(lang, kind, shape),
    }
}

/// The palette: a row of the game's pieces per seat, in the seat's colour, and the eraser.
fn pieces(
    ui: &mut egui::Ui,
    editor: &PositionEditor,
    lang: Language,
    asked: &mut Vec<EditorCommand>,
) {
    let kind = editor.edited.kind();
    ui.label(egui::RichText::new(tr(lang, "editor-pieces")).strong());
    let all = palette(kind);
    for seat in (0..kind.seats()).map(Seat) {
        let fill = seat_colour(kind, seat);
        ui.horizontal_wrapped(|ui| {
            ui.label(seat_name(lang, kind, seat));
            for &piece in all.iter().filter(|p| p.seat == seat) {
                let chosen = editor.tool == EditorTool::Place(piece);
                let letter = shape_letter(lang, kind, piece.shape);
                let button =
                    egui::Button::new(egui::RichText::new(letter).strong().color(text_on(fill)))
                        .fill(fill)
                        .stroke(if chosen {
                            egui::Stroke::new(3.0, egui::Color32::from_rgb(90, 200, 90))
                        } else {
                            egui::Stroke::new(1.0, egui::Color32::from_gray(90))
                        })
                        .min_size(egui::vec2(26.0, 22.0));
                if ui
                    .add(button)
                    .on_hover_text(piece_name(lang, kind, piece.shape))
                    .clicked()
                {
                    asked.push(EditorCommand::Choose(EditorTool::Place(piece)));
                }
            }
        });
    }
    let erasing = editor.tool == EditorTool::Erase;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add(egui::Button::new(tr(lang, "editor-erase")).selected(erasing))
            .clicked()
        {
            asked.push(EditorCommand::Choose(EditorTool::Erase));
        }
        let mut exploring = editor.exploring;
        if ui
            .checkbox(&mut exploring, tr(lang, "editor-explore"))
            .on_hover_text(tr(lang, "editor-explore_about"))
            .changed()
        {
            asked.push(EditorCommand::Explore(exploring));
        }
    });
    if let Some((cell, piece, found)) = &editor.explored {
        let geometry = editor.edited.geometry();
        let said = Message::new("editor-explored")
            .text("piece", piece_name(lang, kind, piece.shape))
            .text("cell", geometry.cell_name(*cell))
            .number("moves", found.moves as u32)
            .number("cells", found.targets.len() as u32)
            .number("attacks", found.attacks.len() as u32)
            .number("lines", found.closed_lines.len() as u32);
        ui.label(text(lang, &said));
    }
}

/// The side to move, the castling and en passant rights, the transit boards.
fn rights(
    ui: &mut egui::Ui,
    editor: &PositionEditor,
    lang: Language,
    asked: &mut Vec<EditorCommand>,
) {
    let edited = &editor.edited;
    let kind = edited.kind();
    let geometry = edited.geometry();
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr(lang, "editor-to_move")).strong());
        for seat in (0..kind.seats()).map(Seat) {
            if ui
                .radio(edited.turn() == seat, seat_name(lang, kind, seat))
                .clicked()
            {
                asked.push(EditorCommand::SetTurn(seat));
            }
        }
    });
    let castling = edited.castling_rights();
    if !castling.is_empty() {
        ui.label(egui::RichText::new(tr(lang, "editor-castling")).strong());
        ui.horizontal_wrapped(|ui| {
            for right in castling {
                let mut held = right.held;
                let label = trf(
                    lang,
                    "editor-castling_right",
                    &[
                        ("seat", &seat_name(lang, kind, right.seat)),
                        ("side", &if right.short { "short" } else { "long" }),
                        ("rook", &geometry.cell_name(right.rook)),
                    ],
                );
                if ui.checkbox(&mut held, label).changed() {
                    asked.push(EditorCommand::SetCastling {
                        rook: right.rook,
                        held,
                    });
                }
            }
        });
    }
    let passant = editor.en_passant_choices.clone();
    if !passant.is_empty() || edited.en_passant().is_some() {
        let name = |cell: Option<Cell>| {
            cell.map_or_else(
                || tr(lang, "editor-en_passant_none"),
                |c| geometry.cell_name(c).to_string(),
            )
        };
        ui.horizontal(|ui| {
            ui.label(tr(lang, "editor-en_passant"));
            egui::ComboBox::from_id_salt("editor_en_passant")
                .selected_text(name(edited.en_passant()))
                .show_ui(ui, |ui| {
                    for choice in std::iter::once(None).chain(passant.into_iter().map(Some)) {
                        if ui
                            .selectable_label(edited.en_passant() == choice, name(choice))
                            .clicked()
                        {
                            asked.push(EditorCommand::SetEnPassant(choice));
                        }
                    }
                });
        });
    }
    if kind.has_transit() {
        ui.label(egui::RichText::new(tr(lang, "editor-boards")).strong());
        let statuses = edited.board_statuses();
        for (board, status) in statuses.into_iter().enumerate() {
            let said = |s: BoardStatus| match s {
                BoardStatus::Open => tr(lang, "editor-board_open"),
                BoardStatus::Won(seat) => trf(
                    lang,
                    "editor-board_won",
                    &[("seat", &seat_name(lang, kind, seat))],
                ),
                BoardStatus::Drawn => tr(lang, "editor-board_drawn"),
            };
            ui.horizontal(|ui| {
                ui.label(trf(lang, "editor-board", &[("board", &(board + 1))]));
                egui::ComboBox::from_id_salt(("editor_board", board))
                    .selected_text(said(status))
                    .show_ui(ui, |ui| {
                        for choice in [
                            BoardStatus::Open,
                            BoardStatus::Won(Seat::WHITE),
                            BoardStatus::Won(Seat::BLACK),
                            BoardStatus::Drawn,
                        ] {
                            if ui
                                .selectable_label(status == choice, said(choice))
                                .clicked()
                            {
                                asked.push(EditorCommand::SetBoardStatus {
                                    board,
                                    status: choice,
                                });
                            }
                        }
                    });
            });
        }
    }
}

/// Whether the position can be played (and whether it is mate or stalemate), or what is
/// wrong with it; and why the last edit was refused.
fn verdict(ui: &mut egui::Ui, editor: &PositionEditor, status: &StatusLine, lang: Language) {
    match &editor.verdict {
        Ok(verdict) => {
            ui.label(egui::RichText::new(text(lang, verdict)).strong());
        }
        Err(problem) => {
            let said = Message::new("editor-problem").message("problem", problem.clone());
            ui.colored_label(WRONG, text(lang, &said));
        }
    }
    if let Some(refused) = &editor.refused {
        ui.colored_label(WRONG, text(lang, refused));
    } else if !status.0.is_empty() {
        ui.small(status.text(lang));
    }
}

/// The position's text (when it is legal), to read and to copy.
fn position_text(ui: &mut egui::Ui, editor: &PositionEditor, lang: Language) {
    let Some(written) = editor.text.clone() else {
        return;
    };
    ui.add_space(6.0);
    ui.label(egui::RichText::new(tr(lang, "editor-position_text")).strong());
    ui.add(
        egui::TextEdit::multiline(&mut written.as_str())
            .desired_rows(2)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace),
    );
    if ui.button(tr(lang, "editor-copy")).clicked() {
        ui.ctx().copy_text(written);
    }
}
