//! The torus (Wirth chess on its 3D ring): turning it ([`view`]: the spin, its keys, the
//! teaching lines round the ring), bringing an army to the front ([`army`]), the figurine
//! badges over its pieces ([`badges`]), saying when a move was played out of sight
//! ([`hidden_move`]), and its panel with the flat view ([`panel`]). One plugin, its systems in [`TorusSystems`], which run only while the board
//! is a torus ([`on_torus`]). Where each cell stands on the ring is the embedding's
//! (`embedding::torus`), shared with picking and the animations.

pub mod army;
pub mod badges;
pub mod hidden_move;
pub mod panel;
pub mod view;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use crate::embedding::BoardEmbedding;

/// The torus's systems, in every schedule they run in: they run only on a torus.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TorusSystems;

/// Whether the board is a torus (a run condition).
pub fn on_torus(embedding: Res<BoardEmbedding>) -> bool {
    embedding.torus().is_some()
}

/// Registers the torus's logic, with or without a window: the spin and the army in view.
pub fn plugin(app: &mut App) {
    app.configure_sets(Update, TorusSystems.run_if(on_torus))
        .add_plugins((view::plugin, army::plugin));
}

/// The windowed app's part: the spin keys, the teaching lines and the panel.
pub fn render_plugin(app: &mut App) {
    app.configure_sets(EguiPrimaryContextPass, TorusSystems.run_if(on_torus))
        .add_plugins((view::render_plugin, panel::plugin, badges::plugin));
}
