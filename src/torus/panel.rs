//! Wirth chess's left-hand panel: buttons that turn the torus round either circle, the
//! teaching-line switches, and the flat 12x12 board that scrolls with wrapping (RULES 4.1's
//! "moving coordinates"). The flat view is centred on the cell at the torus's front, so
//! dragging it turns the torus and turning the torus scrolls it; a click on it is a click on
//! that cell (the same selection and lights as on the torus), a right click brings a cell to
//! the centre and the front.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::{Cell, Geometry, Role};
use manifold_session::{PieceShape, PieceView, Session};

use super::hidden_move::HiddenMove;
use super::view::SpinTarget;
use crate::board::{CELL_COLOURS, Highlights, colour_of, split_cell_name};
use crate::board_marks::BoardMarks;
use crate::embedding::BoardEmbedding;
use crate::embedding::torus::{TorusShape, wrapped_delta};
use crate::i18n::tr;
use crate::mode_view::ModeView;
use crate::settings::Settings;
use crate::state::{CameraCommand, GameCommand, Screen, SessionRes};
use crate::tile::Highlight;
use crate::tile::Hovered;
use crate::ui::disc::{DiscLetters, paint_disc};
use crate::ui::{CoveredRects, UiSet, root_ui, seat_colour};
use crate::ui_layout::UiLayout;

/// The panel's width in logical pixels.
const PANEL_WIDTH: f32 = 300.0;
/// A flat cell's side in logical pixels.
const FLAT_CELL: f32 = 21.0;
/// Room for the file and rank names beside the flat view.
const FLAT_MARGIN: f32 = 16.0;

/// Registers the panel.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        torus_panel
            .in_set(UiSet::Panels)
            .in_set(super::TorusSystems)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The flat view's geometry: which cell is where on the screen, with wrapping.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlatView {
    /// The torus's parameters at the view's centre (the front of the torus).
    pub centre: Vec2,
    /// Cells round each circle.
    pub cells: Vec2,
    /// The centre of the view on the screen.
    pub origin: Vec2,
    /// A cell's side on the screen.
    pub cell_px: f32,
}

impl FlatView {
    /// The view of a torus, centred on its front, drawn around `origin`.
    pub fn of(torus: &TorusShape, origin: Vec2, cell_px: f32) -> FlatView {
        FlatView {
            centre: torus.front + torus.spin,
            cells: torus.cells,
            origin,
            cell_px,
        }
    }

    /// The view of a torus drawn in a square of `side` points from `min`, placed so that
    /// the square's edges fall between cells: every file and rank at the edges shows whole,
    /// none cut in half. (As the torus turns, the view moves a whole cell at a time.)
    pub fn fitted(
        torus: &TorusShape,
        embedding: &BoardEmbedding,
        cell: Cell,
        min: Vec2,
        side: f32,
        cell_px: f32,
    ) -> FlatView {
        let centre = min + Vec2::splat(side / 2.0);
        // Where a cell's centre falls from the square's corner, modulo a cell: it should be
        // half a cell.
        let at = FlatView::of(torus, centre, cell_px).cell_centre(embedding, cell) - min;
        let off = |v: f32| cell_px / 2.0 - v.rem_euclid(cell_px);
        FlatView::of(torus, centre + Vec2::new(off(at.x), off(at.y)), cell_px)
    }

    /// Where a cell's centre is drawn: the copy nearest the view's centre (screen y grows
    /// downwards, ranks upwards).
    pub fn cell_centre(&self, embedding: &BoardEmbedding, cell: Cell) -> Vec2 {
        let p = embedding.params(cell);
        let d = Vec2::new(
            wrapped_delta(self.centre.x, p.x, self.cells.x),
            wrapped_delta(self.centre.y, p.y, self.cells.y),
        );
        self.origin + Vec2::new(d.x, -d.y) * self.cell_px
    }

    /// The screen step of an arrow from one cell to another: the short way round, the same
    /// way as the arrow drawn on the torus (when both ways are as short, as from E3 to K9,
    /// the surface's choice, so the two views never point opposite ways).
    pub fn arrow_step(&self, embedding: &BoardEmbedding, from: Cell, to: Cell) -> Vec2 {
        let (a, b) = (embedding.params(from), embedding.params(to));
        let d = Vec2::new(
            wrapped_delta(a.x, b.x, self.cells.x),
            wrapped_delta(a.y, b.y, self.cells.y),
        );
        Vec2::new(d.x, -d.y) * self.cell_px
    }

    /// The cell drawn at a screen point (the view repeats without end in both directions).
    pub fn cell_at(&self, geometry: &Geometry, point: Vec2) -> Option<Cell> {
        let d = (point - self.origin) / self.cell_px;
        let p = self.centre + Vec2::new(d.x, -d.y);
        let file = p.x.floor().rem_euclid(self.cells.x) as i32;
        let rank = p.y.floor().rem_euclid(self.cells.y) as i32;
        geometry
            .cells()
            .find(|&c| geometry.coord(c) == (file, rank))
    }

    /// The names along the view's edges, each at the centre of its column or row as drawn
    /// (they move with the view, by half a cell when a cell rather than a corner is at the
    /// front): the files with their x and the ranks with their y, each wrapped into the
    /// view's `min..min + size`.
    pub fn edge_labels(
        &self,
        embedding: &BoardEmbedding,
        geometry: &Geometry,
        min: Vec2,
        size: Vec2,
    ) -> (EdgeLabels, EdgeLabels) {
        let wrap = |v: f32, lo: f32, span: f32| lo + (v - lo).rem_euclid(span);
        let (mut files, mut ranks) = (Vec::new(), Vec::new());
        for cell in geometry.cells() {
            let (file, rank) = geometry.coord(cell);
            let centre = self.cell_centre(embedding, cell);
            let (file_name, rank_name) = split_cell_name(geometry.cell_name(cell));
            if rank == 0 {
                files.push((file_name.to_string(), wrap(centre.x, min.x, size.x)));
            }
            if file == 0 {
                ranks.push((rank_name.to_string(), wrap(centre.y, min.y, size.y)));
            }
        }
        (files, ranks)
    }

    /// The turn of the torus that a drag of the view by `delta` pixels asks for.
    pub fn spin_for_drag(&self, delta: Vec2) -> Vec2 {
        Vec2::new(-delta.x, delta.y) / self.cell_px
    }
}

/// Names along an edge of the flat view, each with where it stands along that edge.
pub type EdgeLabels = Vec<(String, f32)>;

/// What the panel changes.
#[derive(SystemParam)]
struct TorusRequests<'w, 's> {
    spin: ResMut<'w, SpinTarget>,
    hovered: ResMut<'w, Hovered>,
    /// A lesson's lit cells, lit here as on the torus.
    marks: Res<'w, BoardMarks>,
    commands: MessageWriter<'w, GameCommand>,
    camera: MessageWriter<'w, CameraCommand>,
    layout: ResMut<'w, UiLayout>,
    covered: ResMut<'w, CoveredRects>,
    /// Whether the pointer was over the flat view last frame.
    hovering: Local<'s, bool>,
}

fn torus_panel(
    mut contexts: EguiContexts,
    hidden: Res<HiddenMove>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    mut settings: ResMut<Settings>,
    mut requests: TorusRequests,
    view: Res<ModeView>,
) -> Result {
    let Some(torus) = embedding.torus().copied() else {
        return Ok(());
    };
    if embedding.len() != session.0.game().geometry().cell_count() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "torus_panel_root");
    let lang = settings.language;
    let response = egui::Panel::left("torus_panel")
        .default_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.heading(tr(lang, "torus-title"));
            ui.label(tr(lang, "torus-turn"));
            ui.horizontal(|ui| {
                let mut step = |ui: &mut egui::Ui, text: &str, hint: &str, by: Vec2| {
                    if ui.button(text).on_hover_text(tr(lang, hint)).clicked() {
                        requests.spin.0 = requests.spin.0.round() + by;
                    }
                };
                step(ui, &tr(lang, "torus-left"), "torus-turn_left", Vec2::NEG_X);
                step(ui, &tr(lang, "torus-right"), "torus-turn_right", Vec2::X);
                step(ui, &tr(lang, "torus-up"), "torus-turn_up", Vec2::Y);
                step(ui, &tr(lang, "torus-down"), "torus-turn_down", Vec2::NEG_Y);
                if ui.button(tr(lang, "torus-home")).clicked() {
                    requests.spin.0 = Vec2::ZERO;
                }
            });
            let focus = session
                .0
                .selected()
                .or(session.0.last_move().map(|(_, to)| to));
            if ui
                .add_enabled(
                    focus.is_some(),
                    egui::Button::new(tr(lang, "torus-to_front")),
                )
                .clicked()
                && let Some(cell) = focus
                && let Some(target) = SpinTarget::bringing_to_front(&embedding, cell)
            {
                *requests.spin = target;
            }
            if ui.button(tr(lang, "torus-other_army")).clicked() {
                requests.camera.write(CameraCommand::OtherArmy);
            }
            ui.checkbox(
                &mut settings.show_rider_lines,
                tr(lang, "torus-rider_lines"),
            );
            ui.checkbox(&mut settings.show_flat_torus, tr(lang, "torus-flat_view"));
            // The transparent torus where the torus's other controls are (in the settings
            // it was below the fold).
            ui.checkbox(&mut settings.xray_torus, tr(lang, "settings-xray_torus"))
                .on_hover_text(tr(lang, "settings-xray_torus_note"));
            if settings.show_flat_torus {
                ui.add_space(4.0);
                // The mode's pieces (the position editor's), else the game's.
                let pieces = view.pieces_or(|| session.0.pieces());
                let shown = Shown {
                    session: &session.0,
                    pieces: &pieces,
                    settings: &settings,
                    hidden: &hidden.cells,
                };
                flat_board(ui, &shown, &embedding, &torus, &mut requests);
                ui.label(egui::RichText::new(tr(lang, "torus-flat_help")).small());
            }
        });
    let rect = response.response.rect;
    requests.layout.left_panel_width = rect.width();
    requests.covered.0.push(rect);
    Ok(())
}

/// What the flat view shows: the game, the settings, and the cells of a move the torus
/// hides (ringed).
struct Shown<'a> {
    session: &'a Session,
    /// The pieces to show (the game's, or the mode's).
    pieces: &'a [(Cell, PieceView)],
    settings: &'a Settings,
    hidden: &'a [Cell],
}

/// The colour of the ring round a move's cells hidden on the torus.
const HIDDEN_RING: egui::Color32 = egui::Color32::from_rgb(255, 236, 60);

/// The flat, wrapping board: cells lit as on the torus, pieces as lettered discs, the cells
/// of a move hidden on the torus ringed.
fn flat_board(
    ui: &mut egui::Ui,
    shown: &Shown,
    embedding: &BoardEmbedding,
    torus: &TorusShape,
    requests: &mut TorusRequests,
) {
    let side = FLAT_CELL * torus.cells.x;
    let (whole, _) = ui.allocate_exact_size(
        egui::vec2(side + FLAT_MARGIN, side + FLAT_MARGIN),
        egui::Sense::hover(),
    );
    let rect = egui::Rect::from_min_size(
        whole.min + egui::vec2(FLAT_MARGIN, 0.0),
        egui::vec2(side, side),
    );
    let response = ui.interact(
        rect,
        ui.id().with("flat_torus"),
        egui::Sense::click_and_drag(),
    );
    let flat = Flat {
        view: FlatView::fitted(
            torus,
            embedding,
            Cell(0),
            Vec2::new(rect.left(), rect.top()),
            side,
            FLAT_CELL,
        ),
        embedding,
        geometry: shown.session.game().geometry(),
        rect,
        side,
    };
    let painter = ui.painter_at(rect);
    flat.paint_cells(&painter, shown, requests);
    flat.paint_hidden_move(&painter, shown.hidden);
    flat.paint_seams(&painter);
    flat.paint_marks(&painter, &requests.marks);
    flat.paint_edge_names(&ui.painter_at(whole));
    flat.follow_pointer(&response, requests);
}

/// The flat picture of the torus being drawn: where it stands and how it maps the cells.
struct Flat<'a> {
    view: FlatView,
    embedding: &'a BoardEmbedding,
    geometry: &'static Geometry,
    /// The picture's rectangle on the screen.
    rect: egui::Rect,
    /// Its side in points (the torus's period on the screen).
    side: f32,
}

impl Flat<'_> {
    /// Every cell, lit as on the torus, with its piece as a lettered disc; the copies that
    /// show at the edges too, so the view wraps without a gap.
    fn paint_cells(&self, painter: &egui::Painter, shown: &Shown, requests: &TorusRequests) {
        let (session, settings) = (shown.session, shown.settings);
        let geometry = self.geometry;
        let lights = Highlights::new(session, settings, &requests.hovered, &requests.marks);
        // The pieces by cell, looked up once for the nine copies of each cell.
        let mut on_cell: Vec<Option<PieceView>> = vec![None; geometry.cell_count()];
        for &(cell, piece) in shown.pieces {
            on_cell[cell.index()] = Some(piece);
        }
        let variant = session.game().position().as_chess().map(|p| p.variant().id);
        let letters = variant.map(|v| DiscLetters::new(settings.language, v));
        let letter = |role: Role| letters.as_ref().map_or("?", |l| l.of(role));
        for cell in geometry.cells() {
            let piece = on_cell[cell.index()];
            let c = self.view.cell_centre(self.embedding, cell);
            let light = lights.of(cell);
            let colour =
                light.colour(CELL_COLOURS[colour_of(geometry.layout(), geometry.coord(cell))]);
            let [r, g, b, _] = colour.to_srgba().to_u8_array();
            for dx in [-1.0, 0.0, 1.0] {
                for dy in [-1.0, 0.0, 1.0] {
                    let at = egui::pos2(c.x + dx * self.side, c.y + dy * self.side);
                    let cell_rect =
                        egui::Rect::from_center_size(at, egui::vec2(FLAT_CELL, FLAT_CELL));
                    if !cell_rect.intersects(self.rect) {
                        continue;
                    }
                    painter.rect_filled(
                        cell_rect.shrink(0.5),
                        0.0,
                        egui::Color32::from_rgb(r, g, b),
                    );
                    if light.highlight == Highlight::Target && piece.is_none() {
                        painter.circle_filled(at, 3.0, egui::Color32::from_rgb(30, 90, 30));
                    }
                    if let Some(piece) = piece
                        && let PieceShape::Chess(role) = piece.shape
                    {
                        let fill = seat_colour(session.kind(), piece.seat);
                        paint_disc(painter, at, FLAT_CELL * 0.42, fill, letter(role));
                    }
                }
            }
        }
    }

    /// A bright ring round each of `cells` (a move the torus hides), in every copy shown.
    fn paint_hidden_move(&self, painter: &egui::Painter, cells: &[Cell]) {
        let ring = egui::Stroke::new(2.5, HIDDEN_RING);
        let dark = egui::Stroke::new(4.5, egui::Color32::from_black_alpha(200));
        for &cell in cells {
            let c = self.view.cell_centre(self.embedding, cell);
            for dx in [-1.0, 0.0, 1.0] {
                for dy in [-1.0, 0.0, 1.0] {
                    let at = egui::pos2(c.x + dx * self.side, c.y + dy * self.side);
                    // Dark under bright: the ring reads on light and dark cells alike.
                    painter.circle_stroke(at, FLAT_CELL * 0.55, dark);
                    painter.circle_stroke(at, FLAT_CELL * 0.55, ring);
                }
            }
        }
    }

    /// The board's arrows (a lesson's, the hint, the player's), each the short way round
    /// as on the torus, and the player's rings, in every copy shown.
    fn paint_marks(&self, painter: &egui::Painter, marks: &BoardMarks) {
        let ink = |colour: Color, width: f32| {
            let [r, g, b, a] = colour.to_srgba().to_u8_array();
            egui::Stroke::new(width, egui::Color32::from_rgba_unmultiplied(r, g, b, a))
        };
        for &(cell, colour) in &marks.circles {
            let c = self.view.cell_centre(self.embedding, cell);
            for dx in [-1.0, 0.0, 1.0] {
                for dy in [-1.0, 0.0, 1.0] {
                    let at = egui::pos2(c.x + dx * self.side, c.y + dy * self.side);
                    painter.circle_stroke(
                        at,
                        FLAT_CELL * 0.42,
                        ink(crate::drawing::mark_colour(colour), 2.5),
                    );
                }
            }
        }
        for arrow in &marks.arrows {
            let from = self.view.cell_centre(self.embedding, arrow.from);
            let step = self.view.arrow_step(self.embedding, arrow.from, arrow.to);
            let delta = egui::vec2(step.x, step.y);
            let stroke = ink(crate::board_marks::arrow_colour(arrow.kind), 3.0);
            for dx in [-1.0, 0.0, 1.0] {
                for dy in [-1.0, 0.0, 1.0] {
                    let at = egui::pos2(from.x + dx * self.side, from.y + dy * self.side);
                    painter.arrow(at, delta, stroke);
                }
            }
        }
    }

    /// The seams, where the flat picture of the torus is cut.
    fn paint_seams(&self, painter: &egui::Painter) {
        let seam = egui::Stroke::new(1.5, egui::Color32::from_rgb(200, 60, 160));
        let half = FLAT_CELL / 2.0;
        for cell in self.geometry.cells() {
            let (file, rank) = self.geometry.coord(cell);
            let c = self.view.cell_centre(self.embedding, cell);
            if file == 0 {
                let x = c.x - half;
                painter.line_segment([egui::pos2(x, c.y - half), egui::pos2(x, c.y + half)], seam);
            }
            if rank == 0 {
                let y = c.y + half;
                painter.line_segment([egui::pos2(c.x - half, y), egui::pos2(c.x + half, y)], seam);
            }
        }
    }

    /// File letters under the columns and rank numbers left of the rows, as they scroll.
    fn paint_edge_names(&self, names: &egui::Painter) {
        let rect = self.rect;
        let ink = egui::Color32::from_gray(200);
        let (files, ranks) = self.view.edge_labels(
            self.embedding,
            self.geometry,
            Vec2::new(rect.left(), rect.top()),
            Vec2::splat(self.side),
        );
        let font = egui::FontId::proportional(11.0);
        for (file, x) in files {
            let at = egui::pos2(x, rect.bottom() + FLAT_MARGIN / 2.0);
            names.text(at, egui::Align2::CENTER_CENTER, file, font.clone(), ink);
        }
        for (rank, y) in ranks {
            let at = egui::pos2(rect.left() - FLAT_MARGIN / 2.0, y);
            names.text(at, egui::Align2::CENTER_CENTER, rank, font.clone(), ink);
        }
    }

    /// The pointer: the cell under it lit as on the torus (let go when it leaves), a drag
    /// turns the torus, a click plays on the cell, a right click brings the cell to the
    /// front.
    fn follow_pointer(&self, response: &egui::Response, requests: &mut TorusRequests) {
        let pointer_cell = response
            .hover_pos()
            .and_then(|p| self.view.cell_at(self.geometry, Vec2::new(p.x, p.y)));
        if response.hovered() {
            requests.hovered.set_if_neq(Hovered(pointer_cell));
            *requests.hovering = true;
        } else if std::mem::take(&mut *requests.hovering) {
            requests.hovered.set_if_neq(Hovered(None));
        }
        if response.dragged() {
            let d = response.drag_delta();
            requests.spin.0 += self.view.spin_for_drag(Vec2::new(d.x, d.y));
        } else if response.clicked()
            && let Some(cell) = pointer_cell
        {
            requests.commands.write(GameCommand::ClickCell(cell));
        } else if response.secondary_clicked()
            && let Some(cell) = pointer_cell
            && let Some(target) = SpinTarget::bringing_to_front(self.embedding, cell)
        {
            *requests.spin = target;
        }
        if response.drag_stopped() {
            requests.spin.0 = requests.spin.0.round();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wirth() -> (BoardEmbedding, &'static Geometry) {
        let geometry = manifold_rules::Position::start(manifold_rules::VariantId::Wirth).geometry();
        (BoardEmbedding::for_board(geometry), geometry)
    }

    /// The flat view's arrows point the way the torus's do: E3 to K9, six files and six
    /// ranks either way, goes up and right in both (it went down and left in the flat view).
    #[test]
    fn the_flat_arrow_goes_the_way_of_the_surface_arrow() {
        let (embedding, geometry) = wirth();
        let cell = |n: &str| geometry.cell_by_name(n).unwrap();
        let view = FlatView::of(embedding.torus().unwrap(), Vec2::ZERO, 20.0);
        let torus = embedding.torus().unwrap();
        for (from, to) in [
            ("E3", "K9"),
            ("E3", "L3"),
            ("A1", "L12"),
            ("J4", "K5"),
            ("E3", "E9"),
        ] {
            let (from, to) = (cell(from), cell(to));
            let step = view.arrow_step(&embedding, from, to);
            // The surface's path, a little way along, in the torus's parameters.
            let (a, b) = (embedding.params(from), embedding.params(to));
            let surface = torus.parameters_of(embedding.point_between(from, to, 0.05, 0.0)) - a;
            let wrap = |d: f32, n: f32| d - n * (d / n).round();
            let surface = Vec2::new(wrap(surface.x, 12.0), wrap(surface.y, 12.0));
            assert!(
                step.x * surface.x >= 0.0 && -step.y * surface.y >= 0.0,
                "{step} {surface}"
            );
            assert!(step.length() > 0.0 && (b - a).length() > 0.0);
        }
        let up_right = view.arrow_step(&embedding, cell("E3"), cell("K9"));
        assert_eq!(up_right, Vec2::new(120.0, -120.0));
    }

    #[test]
    fn the_flat_view_puts_the_front_cell_in_the_middle_and_wraps() {
        let (mut embedding, geometry) = wirth();
        let cell = |n: &str| geometry.cell_by_name(n).unwrap();
        let origin = Vec2::new(100.0, 100.0);
        let view = FlatView::of(embedding.torus().unwrap(), origin, 20.0);
        // The front is the corner between D4, E4, D5 and E5 (the field's middle).
        assert_eq!(
            view.cell_at(geometry, origin + Vec2::new(5.0, -5.0)),
            Some(cell("E5"))
        );
        assert_eq!(
            view.cell_at(geometry, origin + Vec2::new(-5.0, 5.0)),
            Some(cell("D4"))
        );
        // Every cell is found where it is drawn.
        for c in geometry.cells() {
            assert_eq!(
                view.cell_at(geometry, view.cell_centre(&embedding, c)),
                Some(c)
            );
        }
        // Turned so that K11 is at the front, the view wraps round it: J (left) and 10
        // (below) are its neighbours on the screen.
        let target = SpinTarget::bringing_to_front(&embedding, cell("K11")).unwrap();
        embedding.set_spin(target.0);
        let view = FlatView::of(embedding.torus().unwrap(), origin, 20.0);
        let k11 = view.cell_centre(&embedding, cell("K11"));
        assert!(k11.distance(origin) < 1e-3, "{k11}");
        assert_eq!(
            view.cell_at(geometry, k11 + Vec2::new(-20.0, 0.0)),
            Some(cell("J11"))
        );
        assert_eq!(
            view.cell_at(geometry, k11 + Vec2::new(0.0, 20.0)),
            Some(cell("K10"))
        );
    }

    /// After the torus was turned to bring a cell (not a corner) to the front, the names
    /// stood where the columns had been, half a cell off. Each name stands at the centre
    /// of its column or row as drawn, whatever the turn.
    #[test]
    fn the_flat_views_names_stand_at_their_columns_and_rows_after_a_turn() {
        let (mut embedding, geometry) = wirth();
        let cell = |n: &str| geometry.cell_by_name(n).unwrap();
        let (min, size) = (Vec2::ZERO, Vec2::splat(240.0));
        let origin = Vec2::splat(120.0);
        for front in ["E5", "K11", "A1"] {
            let target = SpinTarget::bringing_to_front(&embedding, cell(front)).unwrap();
            embedding.set_spin(target.0);
            let view = FlatView::of(embedding.torus().unwrap(), origin, 20.0);
            let (files, ranks) = view.edge_labels(&embedding, geometry, min, size);
            assert_eq!((files.len(), ranks.len()), (12, 12));
            let wrapped = |v: f32| v.rem_euclid(240.0);
            for c in geometry.cells() {
                let (file, rank) = split_cell_name(geometry.cell_name(c));
                let centre = view.cell_centre(&embedding, c);
                let x = files.iter().find(|(f, _)| f == file).unwrap().1;
                let y = ranks.iter().find(|(r, _)| r == rank).unwrap().1;
                assert!(
                    (x - wrapped(centre.x)).abs() < 1e-3,
                    "{front}: {file} at {x}"
                );
                assert!(
                    (y - wrapped(centre.y)).abs() < 1e-3,
                    "{front}: {rank} at {y}"
                );
            }
            // The front cell's names are in the middle.
            let (file, rank) = split_cell_name(front);
            assert!((files.iter().find(|(f, _)| f == file).unwrap().1 - 120.0).abs() < 1e-3);
            assert!((ranks.iter().find(|(r, _)| r == rank).unwrap().1 - 120.0).abs() < 1e-3);
        }
    }

    /// The discs showed P R N B Q K in Russian too: they take the interface's letters.

    #[test]
    fn dragging_right_brings_the_files_on_the_left_to_the_front() {
        let (embedding, _) = wirth();
        let view = FlatView::of(embedding.torus().unwrap(), Vec2::ZERO, 20.0);
        assert_eq!(
            view.spin_for_drag(Vec2::new(40.0, 0.0)),
            Vec2::new(-2.0, 0.0)
        );
        assert_eq!(
            view.spin_for_drag(Vec2::new(0.0, 20.0)),
            Vec2::new(0.0, 1.0)
        );
    }
}
