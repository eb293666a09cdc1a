//! The rule cards' diagrams as small boards in the rules window: the diagram's position
//! read with the game's own reader, every cell in its colour where the board has it (the
//! torus unrolled, the hex board and the two transit boards from above, White at the
//! bottom), the pieces as lettered discs in the interface language, and the diagram's cells
//! lit.

use bevy::color::ColorToPacked;
use bevy::math::Vec2;
use bevy_egui::egui;

use manifold_rules::geometry::Layout;
use manifold_rules::{Cell, Geometry};
use manifold_session::rule_cards::Diagram;
use manifold_session::{GameKind, PieceShape, Session};

use super::super::board::{CELL_COLOURS, colour_of, split_cell_name};
use super::super::embedding::BoardEmbedding;
use super::super::settings::Language;
use super::disc::{DiscLetters, paint_disc};
use super::seat_colour;

/// The widest a diagram is drawn, in points.
const DIAGRAM_WIDTH: f32 = 300.0;
/// The lit cells' colour.
const LIT: egui::Color32 = egui::Color32::from_rgb(120, 200, 90);

/// Where each cell of a board stands in a diagram, in cell widths (y down), and how wide a
/// cell is drawn there.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramLayout {
    /// Each cell's centre.
    pub centres: Vec<(Cell, Vec2)>,
    /// A cell's width, in the same units.
    pub cell: f32,
    /// Whether the cells are hexagons (drawn as discs) rather than squares.
    pub hex: bool,
}

impl DiagramLayout {
    /// The layout of `geometry`: the torus by its files and ranks (rank 1 at the bottom),
    /// every other board as its cells lie in the 3D app seen from above White's side.
    pub fn of(geometry: &Geometry) -> DiagramLayout {
        let layout = geometry.layout();
        if layout == Layout::Torus {
            let centres = geometry
                .cells()
                .map(|c| {
                    let (file, rank) = geometry.coord(c);
                    (c, Vec2::new(file as f32, -(rank as f32)))
                })
                .collect();
            return DiagramLayout {
                centres,
                cell: 1.0,
                hex: false,
            };
        }
        let embedding = BoardEmbedding::for_board(geometry);
        let mut cell = f32::MAX;
        let centres = geometry
            .cells()
            .map(|c| {
                let place = embedding.cell(c);
                cell = cell.min(place.size);
                (c, Vec2::new(place.center.x, place.center.z))
            })
            .collect();
        DiagramLayout {
            centres,
            cell,
            hex: layout == Layout::Hex,
        }
    }

    /// The smallest and largest corner of the cells' squares.
    fn bounds(&self) -> (Vec2, Vec2) {
        let half = Vec2::splat(0.5 * self.cell);
        self.centres.iter().fold(
            (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
            |(low, high), (_, c)| (low.min(*c - half), high.max(*c + half)),
        )
    }
}

/// Draws `diagram` of `kind` as a small board; a position that does not read is said in
/// its place (the tests keep that from shipping).
pub fn diagram(ui: &mut egui::Ui, kind: GameKind, diagram: &Diagram, lang: Language) {
    let session = match Session::from_position_text(kind, diagram.position) {
        Ok(session) => session,
        Err(e) => {
            ui.small(format!("{}: {e:?}", diagram.position));
            return;
        }
    };
    let geometry = session.game().geometry();
    let layout = DiagramLayout::of(geometry);
    let (low, high) = layout.bounds();
    let span = high - low;
    let margin = if layout.hex { 0.0 } else { EDGE_NAMES };
    let scale = (DIAGRAM_WIDTH.min(ui.available_width()) - margin) / span.x.max(span.y);
    let (response, painter) = ui.allocate_painter(
        egui::vec2(span.x, span.y) * scale + egui::vec2(margin, margin),
        egui::Sense::hover(),
    );
    let origin = response.rect.min + egui::vec2(margin, 0.0);
    let at = |p: Vec2| origin + egui::vec2(p.x - low.x, p.y - low.y) * scale;
    let lit: Vec<Cell> = diagram
        .cells
        .iter()
        .filter_map(|name| geometry.cell_by_name(name))
        .collect();
    let size = layout.cell * scale;
    for &(cell, centre) in &layout.centres {
        let colour = if lit.contains(&cell) {
            LIT
        } else {
            let [r, g, b, _] = CELL_COLOURS[colour_of(geometry.layout(), geometry.coord(cell))]
                .to_srgba()
                .to_u8_array();
            egui::Color32::from_rgb(r, g, b)
        };
        if layout.hex {
            painter.circle_filled(at(centre), 0.5 * size, colour);
        } else {
            let rect = egui::Rect::from_center_size(at(centre), egui::vec2(size, size));
            painter.rect_filled(rect.shrink(0.3), 0.0, colour);
            paint_edge_names(&painter, geometry, cell, at(centre), size);
        }
    }
    let variant = session.game().position().as_chess().map(|p| p.variant().id);
    let letters = variant.map(|v| DiscLetters::new(lang, v));
    let centre_of = |cell: Cell| {
        layout
            .centres
            .iter()
            .find(|(c, _)| *c == cell)
            .map(|(_, p)| *p)
    };
    for (cell, piece) in session.pieces() {
        let Some(centre) = centre_of(cell) else {
            continue;
        };
        let letter = match piece.shape {
            PieceShape::Chess(role) => letters.as_ref().map_or("?", |l| l.of(role)),
            PieceShape::Man => "",
            PieceShape::DraughtsKing => letters_king(lang),
        };
        paint_disc(
            &painter,
            at(centre),
            0.42 * size,
            seat_colour(kind, piece.seat),
            letter,
        );
    }
}

/// Room for the file and rank names beside a square board's picture, in points.
const EDGE_NAMES: f32 = 14.0;

/// A square board's edge names: under each cell of the lowest rank its file, left of each
/// cell of the first file its rank (on the two transit boards, files under both).
fn paint_edge_names(
    painter: &egui::Painter,
    geometry: &Geometry,
    cell: Cell,
    centre: egui::Pos2,
    size: f32,
) {
    let (file, rank) = geometry.coord(cell);
    let (file_name, rank_name) = split_cell_name(geometry.cell_name(cell));
    let font = egui::FontId::proportional(10.0);
    let ink = egui::Color32::from_gray(190);
    if rank == 0 {
        let at = centre + egui::vec2(0.0, 0.5 * size + 1.0);
        painter.text(at, egui::Align2::CENTER_TOP, file_name, font.clone(), ink);
    }
    if file == 0 {
        let at = centre - egui::vec2(0.5 * size + 2.0, 0.0);
        painter.text(at, egui::Align2::RIGHT_CENTER, rank_name, font, ink);
    }
}

/// The letter on a draughts king's disc.
fn letters_king(lang: Language) -> &'static str {
    match lang {
        Language::Russian => "Д",
        _ => "K",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn every_board_lays_out_its_cells_apart_and_white_at_the_bottom() {
        for kind in GameKind::ALL {
            let session = Session::new(kind);
            let geometry = session.game().geometry();
            let layout = DiagramLayout::of(geometry);
            assert_eq!(layout.centres.len(), geometry.cell_count(), "{kind:?}");
            // No two cells share a place (closer than 0.9 of a cell).
            for (i, (a, pa)) in layout.centres.iter().enumerate() {
                for (b, pb) in &layout.centres[i + 1..] {
                    assert!(
                        pa.distance(*pb) > 0.9 * layout.cell,
                        "{kind:?}: {a:?} and {b:?} overlap"
                    );
                }
            }
            // White's pieces stand lower in the picture than the others'.
            let y = |seat: u8| {
                let ys: Vec<f32> = session
                    .pieces()
                    .into_iter()
                    .filter(|(_, p)| p.seat.0 == seat)
                    .map(|(c, _)| layout.centres.iter().find(|(x, _)| *x == c).unwrap().1.y)
                    .collect();
                ys.iter().sum::<f32>() / ys.len() as f32
            };
            assert!(y(0) > y(1), "{kind:?}: White is at the bottom");
        }
        let hex = DiagramLayout::of(
            Session::new(GameKind::Chess(VariantId::Mattrix))
                .game()
                .geometry(),
        );
        assert!(hex.hex);
    }
}
