//! Arrows and circles drawn by the player, the lichess way: a right-drag from one cell to
//! another draws an arrow (the same again takes it away), a right-click on a cell rings it,
//! and a left click on the board clears them. Ctrl draws in red, Alt in blue, both in
//! yellow; plain is green. A right-drag that starts off the board still orbits the camera
//! (Shift + right-drag pans, as before). The marks belong to the position shown: each ply
//! of the move list keeps its own, and a new board starts without any.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::rules::Cell;

use super::board::Hovered;
use super::embedding::BoardEmbedding;
use super::schedule::AppSet;
use super::state::SessionRes;
use super::ui::UiLayout;

/// The colour of a drawn mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkColour {
    /// Plain.
    Green,
    /// With Ctrl.
    Red,
    /// With Alt.
    Blue,
    /// With Ctrl and Alt.
    Yellow,
}

impl MarkColour {
    /// The colour the modifier keys held choose.
    pub fn from_modifiers(ctrl: bool, alt: bool) -> MarkColour {
        match (ctrl, alt) {
            (false, false) => MarkColour::Green,
            (true, false) => MarkColour::Red,
            (false, true) => MarkColour::Blue,
            (true, true) => MarkColour::Yellow,
        }
    }

    /// The mark's colour (translucent, so that the cells under it still show).
    pub fn colour(self) -> Color {
        match self {
            MarkColour::Green => Color::srgba(0.08, 0.55, 0.20, 0.80),
            MarkColour::Red => Color::srgba(0.85, 0.12, 0.10, 0.80),
            MarkColour::Blue => Color::srgba(0.05, 0.35, 0.90, 0.80),
            MarkColour::Yellow => Color::srgba(0.95, 0.78, 0.05, 0.85),
        }
    }
}

/// The marks drawn on one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawnMarks {
    /// Arrows, from and to, in their colour.
    pub arrows: Vec<(Cell, Cell, MarkColour)>,
    /// Rings round cells, in their colour.
    pub circles: Vec<(Cell, MarkColour)>,
}

impl DrawnMarks {
    /// A right-drag from `from` to `to` (a right-click when they are the same cell): the
    /// mark is drawn, or taken away when the same mark in the same colour is there; a mark
    /// on the same cells in another colour changes colour.
    pub fn toggle(&mut self, from: Cell, to: Cell, colour: MarkColour) {
        if from == to {
            match self.circles.iter().position(|&(c, _)| c == from) {
                Some(i) if self.circles[i].1 == colour => {
                    self.circles.remove(i);
                }
                Some(i) => self.circles[i].1 = colour,
                None => self.circles.push((from, colour)),
            }
        } else {
            match self
                .arrows
                .iter()
                .position(|&(a, b, _)| a == from && b == to)
            {
                Some(i) if self.arrows[i].2 == colour => {
                    self.arrows.remove(i);
                }
                Some(i) => self.arrows[i].2 = colour,
                None => self.arrows.push((from, to, colour)),
            }
        }
    }

    /// Whether nothing is drawn.
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty()
    }
}

/// Everything drawn on the board shown, by ply of its move list.
#[derive(Resource, Clone, Debug, Default)]
pub struct Drawings {
    /// The board the drawings are for ([`BoardEmbedding::board_id`]).
    board: Option<u64>,
    /// The marks of each ply.
    by_ply: HashMap<usize, DrawnMarks>,
    /// The cell a right-drag began on, while the right button is held.
    pub stroke: Option<Cell>,
}

impl Drawings {
    /// The marks on the position after `ply` moves.
    pub fn at(&self, ply: usize) -> Option<&DrawnMarks> {
        self.by_ply.get(&ply)
    }

    /// The marks on the position after `ply` moves, to change.
    pub fn at_mut(&mut self, ply: usize) -> &mut DrawnMarks {
        self.by_ply.entry(ply).or_default()
    }
}

/// Registers the drawing.
pub fn plugin(app: &mut App) {
    app.init_resource::<Drawings>()
        .add_systems(Update, draw_with_the_mouse.in_set(AppSet::Input));
}

#[allow(clippy::too_many_arguments)]
fn draw_with_the_mouse(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    hovered: Res<Hovered>,
    layout: Option<Res<UiLayout>>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    mut drawings: ResMut<Drawings>,
) {
    if drawings.board != Some(embedding.board_id) {
        *drawings = Drawings {
            board: Some(embedding.board_id),
            ..Drawings::default()
        };
    }
    let over_ui = layout.as_ref().is_some_and(|l| l.pointer_over_ui);
    let held = |a: KeyCode, b: KeyCode| keys.pressed(a) || keys.pressed(b);
    let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
    let ctrl = held(KeyCode::ControlLeft, KeyCode::ControlRight);
    let alt = held(KeyCode::AltLeft, KeyCode::AltRight);
    let ply = session.0.shown_ply();
    if mouse.just_pressed(MouseButton::Right) && !over_ui && !shift {
        drawings.stroke = hovered.0;
    }
    if mouse.just_released(MouseButton::Right)
        && let Some(from) = drawings.stroke.take()
    {
        let to = hovered.0.unwrap_or(from);
        drawings
            .at_mut(ply)
            .toggle(from, to, MarkColour::from_modifiers(ctrl, alt));
    }
    if mouse.just_pressed(MouseButton::Left) && !over_ui && hovered.0.is_some() {
        let marks = drawings.at_mut(ply);
        if !marks.is_empty() {
            *marks = DrawnMarks::default();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_toggle_and_recolour_the_lichess_way() {
        let (a, b) = (Cell(3), Cell(9));
        let mut marks = DrawnMarks::default();
        marks.toggle(a, b, MarkColour::Green);
        marks.toggle(a, a, MarkColour::Red);
        assert_eq!(marks.arrows, [(a, b, MarkColour::Green)]);
        assert_eq!(marks.circles, [(a, MarkColour::Red)]);
        // Another colour on the same cells recolours; the same colour takes it away.
        marks.toggle(a, b, MarkColour::Blue);
        assert_eq!(marks.arrows, [(a, b, MarkColour::Blue)]);
        marks.toggle(a, b, MarkColour::Blue);
        marks.toggle(a, a, MarkColour::Red);
        assert!(marks.is_empty());
        // The other way round is another arrow.
        marks.toggle(a, b, MarkColour::Green);
        marks.toggle(b, a, MarkColour::Green);
        assert_eq!(marks.arrows.len(), 2);
        assert_eq!(MarkColour::from_modifiers(true, true), MarkColour::Yellow);
        assert_eq!(MarkColour::from_modifiers(false, true), MarkColour::Blue);
    }
}
