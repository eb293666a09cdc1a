//! A cell's tile, how it is lit, and the materials and meshes tiles are drawn with: the
//! leaf the board, its marks, the see-through view and the torus's flat view share.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use manifold_rules::Cell;

use super::embedding::TilePatch;
use super::shading::{self, Paint};
use super::tile_tints::{self, Tint};

/// A cell's tile.
#[derive(Component, Clone, Copy, Debug)]
pub struct Tile {
    /// The cell this tile stands for.
    pub cell: Cell,
    /// The index of its base colour in [`TileMaterials::base`].
    pub colour: usize,
    /// How it is lit now.
    pub light: TileLight,
}

/// The cell under the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Cell>);

/// The tile materials: base colours, then highlights.
#[derive(Resource, Clone, Debug)]
pub struct TileMaterials {
    /// Light and dark squares, then the hex board's white, blue and red cells.
    pub base: Vec<Paint>,
    pub(crate) selected: Paint,
    pub(crate) target: Paint,
    pub(crate) capture: Paint,
    pub(crate) last_move: Paint,
    pub(crate) check: Paint,
    pub(crate) hover: Paint,
    pub(crate) marked: Paint,
}

impl TileMaterials {
    /// Every tile material: the base colours and the highlights.
    pub fn all(&self) -> impl Iterator<Item = &Paint> {
        self.base.iter().chain([
            &self.selected,
            &self.target,
            &self.capture,
            &self.last_move,
            &self.check,
            &self.hover,
            &self.marked,
        ])
    }
}

/// The material of what holds the tiles of the board shown (a torus's ring, a flat
/// board's frame).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct FrameMaterial(pub Paint);

/// A tile patch as a mesh (with the light baked in at low graphics).
pub fn patch_mesh(patch: &TilePatch, low_graphics: bool) -> Mesh {
    let mesh = Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, patch.positions.clone())
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, patch.normals.clone())
    .with_inserted_indices(Indices::U32(patch.indices.clone()));
    shading::for_level(mesh, low_graphics)
}

/// How a cell is lit, most important first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// The selected piece's cell (or a cell of a draughts capture path).
    Selected,
    /// A legal target.
    Target,
    /// A legal target that captures.
    Capture,
    /// A king in check.
    Check,
    /// Under the pointer.
    Hover,
    /// The last move's start or end.
    LastMove,
    /// Lit by a lesson (its step's cells).
    Marked,
    /// Nothing: the cell's own colour.
    Base,
}

impl Highlight {
    /// The colour of a lit cell (none for [`Highlight::Base`]).
    pub fn colour(self) -> Option<Color> {
        Some(match self {
            Highlight::Selected => Color::srgb(0.88, 0.70, 0.18),
            Highlight::Target => Color::srgb(0.45, 0.78, 0.40),
            Highlight::Capture => Color::srgb(0.95, 0.45, 0.38),
            Highlight::Check => Color::srgb(0.95, 0.15, 0.10),
            Highlight::Hover => Color::srgb(0.55, 0.80, 0.90),
            Highlight::LastMove => Color::srgb(0.85, 0.72, 0.45),
            Highlight::Marked => Color::srgb(0.62, 0.42, 0.92),
            Highlight::Base => return None,
        })
    }
}

/// How a tile looks: its light, and a tint over it (an opponent's attack, a closed board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileLight {
    /// How the cell is lit (selected, a target, a check...).
    pub highlight: Highlight,
    /// The tint over the light's colour, if any.
    pub tint: Option<Tint>,
}

impl TileLight {
    /// The colour this gives a cell whose own colour is `base`.
    pub fn colour(self, base: Color) -> Color {
        let lit = self.highlight.colour().unwrap_or(base);
        self.tint
            .map_or(lit, |tint| tile_tints::tinted_colour(lit, tint))
    }
}
