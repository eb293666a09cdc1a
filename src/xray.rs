//! The x-ray torus (a setting): the torus's tiles and ring drawn translucent, so that the
//! pieces on its far side and inside the hole show through. The tile materials are made
//! see-through in place (every tile wearing one changes at once, at either graphics level:
//! the low-graphics material blends too); blended surfaces write no depth, so the opaque
//! pieces behind them stay drawn. Only a torus is x-rayed: the same materials are opaque
//! on every other board.

use bevy::prelude::*;

use super::embedding::BoardEmbedding;
use super::settings::Settings;
use super::shading::{Paint, Paints};
use super::tile::FrameMaterial;
use super::tile::TileMaterials;
use super::tile_tints::TintMaterials;

/// The opacity of an x-rayed tile: the cells' colours still read, a piece behind shows.
pub const TILE_OPACITY: f32 = 0.22;
/// The opacity of the x-rayed ring under the tiles (the dark lines between them).
pub const RING_OPACITY: f32 = 0.1;

/// Whether the board shown is x-rayed: a torus, with the setting on.
pub fn xrayed(settings: &Settings, embedding: &BoardEmbedding) -> bool {
    settings.xray_torus && embedding.torus().is_some()
}

/// Makes the tile and ring materials see-through or opaque when the setting or the board
/// changes (a new board brings a new ring material).
pub fn see_through(
    settings: Res<Settings>,
    embedding: Res<BoardEmbedding>,
    tiles: Option<Res<TileMaterials>>,
    tints: Res<TintMaterials>,
    frame: Option<Res<FrameMaterial>>,
    mut paints: Paints,
    mut applied: Local<Option<(bool, Option<Paint>, usize)>>,
) {
    let Some(tiles) = tiles else {
        return;
    };
    let on = xrayed(&settings, &embedding);
    let frame = frame.map(|f| f.0.clone());
    // Tinted copies are made as they are needed: count them, so that new ones follow.
    let state = (on, frame.clone(), tints.all().count());
    if applied.as_ref() == Some(&state) {
        return;
    }
    let tile_opacity = on.then_some(TILE_OPACITY);
    for paint in tiles.all().chain(tints.all()) {
        paints.set_opacity(paint, tile_opacity);
    }
    if let Some(frame) = &frame {
        paints.set_opacity(frame, on.then_some(RING_OPACITY));
    }
    *applied = Some(state);
}
