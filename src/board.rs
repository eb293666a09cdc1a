//! The board: one tile entity per cell (pickable, lit for selection, targets, the last move
//! and a king in check), a frame, the lights, and the file and rank names on the edges.

use bevy::prelude::*;

use manifold_rules::Cell;
use manifold_rules::geometry::Layout;

use super::attack_marks;
use super::board_marks::BoardMarks;
use super::embedding::{BoardEmbedding, TileShape};
use super::schedule::AppSet;
use super::settings::Settings;
use super::shading::{self, Paints};
use super::state::{BoardChanged, SessionRes};
use super::tile::{FrameMaterial, Highlight, Hovered, Tile, TileLight, TileMaterials, patch_mesh};
use super::tile_tints::{self, Tint, TintMaterials};

/// Everything that belongs to the board of the current game (despawned on a new game).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardPart;

/// The frame under the tiles (on the torus, the ring whose dark lines show between them):
/// a click on it belongs to the nearest cell ([`BoardEmbedding::nearest_cell`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardFrame;

/// The embedding the board was built for ([`BoardEmbedding::board_id`]).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
struct BuiltFor(u64);

/// Registers the board's systems (rendering only).
pub fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<TintMaterials>()
        .insert_resource(ClearColor(Color::srgb(0.12, 0.13, 0.16)))
        .add_systems(
            PreStartup,
            (setup_materials, super::sync::setup_piece_assets).after(shading::GraphicsLevelChosen),
        )
        .add_systems(Startup, (setup_lights, build_board))
        .add_systems(
            PostUpdate,
            super::sync::face_the_camera.before(bevy::transform::TransformSystems::Propagate),
        )
        .add_systems(
            Update,
            (
                rebuild_on_new_game.run_if(on_message::<BoardChanged>),
                // Tiles change only with the game, the pointer or the settings.
                paint_tiles.run_if(
                    on_message::<BoardChanged>
                        .or_eager(resource_changed::<Hovered>)
                        .or_eager(resource_changed::<Settings>),
                ),
                super::attack_marks::show_marks,
                super::xray::see_through,
            )
                .chain()
                .in_set(AppSet::Sync),
        );
}

/// The cells' own colours: light and dark squares, then the hex board's white, blue and red
/// cells (RULES 5.1); [`colour_of`] says which a cell has. Each contrasts with every army
/// standing on it (a test checks the ratios).
pub const CELL_COLOURS: [Color; 5] = [
    Color::srgb(0.80, 0.66, 0.47),
    Color::srgb(0.52, 0.34, 0.22),
    Color::srgb(0.78, 0.77, 0.74),
    Color::srgb(0.55, 0.66, 0.84),
    Color::srgb(0.84, 0.55, 0.52),
];

fn setup_materials(mut commands: Commands, settings: Res<Settings>, mut paints: Paints) {
    let low = settings.low_graphics;
    let mut m = |c: Color| paints.add(shading::material(c, 0.6), low);
    let base = CELL_COLOURS.iter().map(|&c| m(c)).collect();
    let mut lit = |h: Highlight| m(h.colour().unwrap_or(Color::WHITE));
    commands.insert_resource(TileMaterials {
        base,
        selected: lit(Highlight::Selected),
        target: lit(Highlight::Target),
        capture: lit(Highlight::Capture),
        last_move: lit(Highlight::LastMove),
        check: lit(Highlight::Check),
        hover: lit(Highlight::Hover),
        marked: lit(Highlight::Marked),
    });
}

fn setup_lights(mut commands: Commands, settings: Res<Settings>) {
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: !settings.low_graphics,
            ..default()
        },
        Transform::from_xyz(-4.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::WHITE,
        brightness: 350.0,
        ..default()
    });
}

/// The base colour index of a cell: light/dark on square boards (A1 dark), three colours on
/// the hex board (RULES 5.1).
pub fn colour_of(layout: Layout, coord: (i32, i32)) -> usize {
    let (a, b) = coord;
    match layout {
        Layout::Hex => 2 + (a - b + 1).rem_euclid(3) as usize,
        Layout::SquareGrid | Layout::Torus | Layout::TwoBoards => {
            let file = a % manifold_rules::geometry::square::SECOND_BOARD_OFFSET;
            if (file + b).rem_euclid(2) == 0 { 1 } else { 0 }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn build_board(
    mut commands: Commands,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    embedding: Res<BoardEmbedding>,
    tiles: Res<TileMaterials>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut paints: Paints,
) {
    commands.insert_resource(BuiltFor(embedding.board_id));
    let geometry = session.0.game().geometry();
    let low = settings.low_graphics;
    // Flat boards share one tile mesh; a torus's tiles are patches of their own.
    let shared_tile = embedding.torus().is_none().then(|| match embedding.tile {
        TileShape::Square => {
            meshes.add(shading::for_level(Cuboid::new(1.0, 0.12, 1.0).into(), low))
        }
        TileShape::Hexagon => meshes.add(shading::for_level(
            Extrusion::new(RegularPolygon::new(1.0 / 3f32.sqrt(), 6), 0.12)
                .mesh()
                .build()
                .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            low,
        )),
    });
    // Three armies: each opponent's attacks striped as well as tinted.
    let marks = (session.0.kind().seats() == 3 && embedding.torus().is_none()).then(|| {
        attack_marks::MarkLooks {
            meshes: [0, 1, 2]
                .map(|seat| meshes.add(attack_marks::stripe_mesh(embedding.tile, seat, low))),
            ink: paints.add(shading::material(attack_marks::INK, 0.8), low),
        }
    });
    for cell in geometry.cells() {
        let place = embedding.cell(cell);
        let colour = colour_of(geometry.layout(), geometry.coord(cell));
        let (mesh, transform) = match &shared_tile {
            Some(mesh) => (
                mesh.clone(),
                Transform::from_translation(place.center - place.normal * 0.06),
            ),
            // Curved tiles are meshes of their own, in world coordinates.
            None => (
                meshes.add(patch_mesh(&embedding.tile_patch(cell), low)),
                Transform::IDENTITY,
            ),
        };
        let mut tile = commands.spawn((
            BoardPart,
            Tile {
                cell,
                colour,
                light: TileLight {
                    highlight: Highlight::Base,
                    tint: None,
                },
            },
            Mesh3d(mesh),
            transform,
        ));
        tiles.base[colour].apply(&mut tile);
        if let Some(looks) = &marks {
            attack_marks::spawn_marks(&mut tile, looks);
        }
    }
    let frame_material = paints.add(shading::material(Color::srgb(0.25, 0.16, 0.10), 0.5), low);
    let (mesh, transform) = frame_mesh(&embedding, low);
    let mut frame = commands.spawn((BoardPart, BoardFrame, Mesh3d(meshes.add(mesh)), transform));
    frame_material.apply(&mut frame);
    commands.insert_resource(FrameMaterial(frame_material));
}

/// What holds the tiles, and where: the ring itself a little inside a torus's tiles (dark
/// lines between them), a frame under a flat board's.
fn frame_mesh(embedding: &BoardEmbedding, low: bool) -> (Mesh, Transform) {
    if let Some(torus) = embedding.torus() {
        let ring = Torus {
            minor_radius: torus.minor - 0.03,
            major_radius: torus.major,
        }
        .mesh()
        .minor_resolution(48)
        .major_resolution(96)
        .build();
        return (shading::for_level(ring, low), Transform::IDENTITY);
    }
    let (lo, hi) = embedding.bounds;
    let size = hi - lo;
    let frame = Cuboid::new(size.x + 0.8, 0.2, size.z + 0.8).into();
    (
        shading::for_level(frame, low),
        Transform::from_xyz(0.0, -0.2, 0.0),
    )
}

#[allow(clippy::too_many_arguments)]
fn rebuild_on_new_game(
    mut commands: Commands,
    session: Res<SessionRes>,
    built: Res<BuiltFor>,
    parts: Query<Entity, With<BoardPart>>,
    embedding: Res<BoardEmbedding>,
    tiles: Res<TileMaterials>,
    meshes: ResMut<Assets<Mesh>>,
    paints: Paints,
    settings: Res<Settings>,
) {
    if built.0 == embedding.board_id {
        return;
    }
    for entity in &parts {
        commands.entity(entity).despawn();
    }
    build_board(
        commands, session, settings, embedding, tiles, meshes, paints,
    );
}

/// How every cell is lit now: the one rule the 3D tiles and the flat torus view share.
pub struct Highlights {
    selected: Option<Cell>,
    path: Vec<Cell>,
    targets: Vec<manifold_session::Target>,
    check: Option<Cell>,
    hovered: Option<Cell>,
    last: Option<(Cell, Cell)>,
    attacks: Option<Vec<u8>>,
    closed: [bool; 2],
    marked: Vec<Cell>,
}

impl Highlights {
    /// The lights of the session's game as shown, with the settings and the pointer.
    pub fn new(
        session: &manifold_session::Session,
        settings: &Settings,
        hovered: &Hovered,
        marks: &BoardMarks,
    ) -> Self {
        if marks.own_position {
            // The mode's own position (the editor's): only its marks and the pointer.
            return Highlights {
                selected: None,
                path: Vec::new(),
                targets: Vec::new(),
                check: None,
                hovered: hovered.0,
                last: None,
                attacks: None,
                closed: [false; 2],
                marked: marks.cells.clone(),
            };
        }
        Highlights {
            marked: marks.cells.clone(),
            selected: session.selected(),
            path: session.path().to_vec(),
            targets: if settings.show_legal_moves {
                session.targets()
            } else {
                Vec::new()
            },
            check: if session.is_browsing() {
                None
            } else {
                session.game().checked_king()
            },
            hovered: hovered.0,
            last: session.last_move(),
            attacks: tile_tints::attack_masks(session, settings),
            closed: tile_tints::closed_boards(session),
        }
    }

    /// How `cell` is lit: the selection, targets (striped in the colours of the opponents
    /// that attack them), a king in check, the cell under the pointer, the last move, a
    /// closed board, in that order of precedence. The opponents' attacks show on the
    /// selected piece's targets only, so that its targets stand out (in Mattrix every other
    /// cell striped hid them).
    pub fn of(&self, c: Cell) -> TileLight {
        let attack = self.attacks.as_ref().map_or(0, |m| m[c.index()]);
        let plain = |highlight| TileLight {
            highlight,
            tint: None,
        };
        if Some(c) == self.selected || self.path.contains(&c) {
            plain(Highlight::Selected)
        } else if let Some(t) = self.targets.iter().find(|t| t.cell == c) {
            TileLight {
                highlight: if t.capture {
                    Highlight::Capture
                } else {
                    Highlight::Target
                },
                tint: (attack != 0).then_some(Tint::AttackedTarget(attack)),
            }
        } else if Some(c) == self.check {
            plain(Highlight::Check)
        } else if self.hovered == Some(c) {
            plain(Highlight::Hover)
        } else if self.marked.contains(&c) {
            plain(Highlight::Marked)
        } else if self.last.is_some_and(|(a, b)| a == c || b == c) {
            plain(Highlight::LastMove)
        } else if tile_tints::on_closed_board(self.closed, c) {
            TileLight {
                highlight: Highlight::Base,
                tint: Some(Tint::Dimmed),
            }
        } else {
            plain(Highlight::Base)
        }
    }
}

/// Sets each tile's material from the lights of the moment ([`Highlights`]).
#[allow(clippy::too_many_arguments)]
fn paint_tiles(
    mut commands: Commands,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    hovered: Res<Hovered>,
    marks: Res<BoardMarks>,
    materials: Res<TileMaterials>,
    mut paints: Paints,
    mut tints: ResMut<TintMaterials>,
    mut tiles: Query<(Entity, &mut Tile)>,
) {
    let lights = Highlights::new(&session.0, &settings, &hovered, &marks);
    for (entity, mut tile) in &mut tiles {
        let light = lights.of(tile.cell);
        if light == tile.light {
            continue;
        }
        tile.light = light;
        let plain = match light.highlight {
            Highlight::Selected => &materials.selected,
            Highlight::Target => &materials.target,
            Highlight::Capture => &materials.capture,
            Highlight::Check => &materials.check,
            Highlight::Hover => &materials.hover,
            Highlight::LastMove => &materials.last_move,
            Highlight::Marked => &materials.marked,
            Highlight::Base => &materials.base[tile.colour],
        };
        let wanted = match light.tint {
            Some(tint) => tints.get(&mut paints, plain, tint),
            None => plain.clone(),
        };
        wanted.apply(&mut commands.entity(entity));
    }
}

/// Splits a cell name into its file and rank parts (`e4` -> `e`, `4`; `2:e4` -> `e`, `4`;
/// `K11` -> `K`, `11`).
pub fn split_cell_name(name: &str) -> (&str, &str) {
    let name = name.rsplit(':').next().unwrap_or(name);
    let digits = name
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(name.len());
    name.split_at(digits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::ArmyPalette;
    use manifold_rules::Seat;

    /// The relative luminance of an sRGB colour (WCAG).
    fn luminance(c: Color) -> f32 {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    }

    /// The contrast ratio of two colours (1 for equal ones, 21 for black on white).
    fn contrast(a: Color, b: Color) -> f32 {
        let (x, y) = (luminance(a) + 0.05, luminance(b) + 0.05);
        x.max(y) / x.min(y)
    }

    /// Every army reads against every colour a cell of its game can have: its own colours
    /// and every light (selection, targets, captures, the last move, the pointer, check).
    /// White's ivory once stood on cream squares of almost the same colour (ratio 1.05).
    #[test]
    fn every_army_contrasts_with_every_cell_colour_of_its_game() {
        let lights: Vec<Color> = [
            Highlight::Selected,
            Highlight::Target,
            Highlight::Capture,
            Highlight::Check,
            Highlight::Hover,
            Highlight::LastMove,
        ]
        .iter()
        .filter_map(|h| h.colour())
        .collect();
        for (seats, cells) in [(2u8, &CELL_COLOURS[0..2]), (3, &CELL_COLOURS[2..5])] {
            let palette = ArmyPalette::for_seats(seats);
            for seat in (0..seats).map(Seat) {
                let army = palette.color(seat);
                for &cell in cells.iter().chain(&lights) {
                    let ratio = contrast(army, cell);
                    assert!(
                        ratio >= 1.5,
                        "seat {seat:?} of {seats}: {army:?} on {cell:?} has contrast {ratio:.2}"
                    );
                }
            }
        }
    }

    /// On Mattrix's cells tinted by the opponents' attacks (plain cells, and targets and
    /// captures under the lighter target tint), every army still reads: by lightness
    /// (ratio >= 1.5) or, where the tint is about as light as the army, by a clearly other
    /// colour (sRGB distance >= 0.5: crimson on a blue tint).
    #[test]
    fn every_army_reads_on_the_attack_tints_of_mattrix() {
        use crate::tile_tints::{Tint, tinted_colour};
        let distance = |a: Color, b: Color| {
            let (a, b) = (a.to_srgba(), b.to_srgba());
            ((a.red - b.red).powi(2) + (a.green - b.green).powi(2) + (a.blue - b.blue).powi(2))
                .sqrt()
        };
        let mut tinted = Vec::new();
        for mask in 1..=7u8 {
            for &cell in &CELL_COLOURS[2..5] {
                tinted.push(tinted_colour(cell, Tint::Attacked(mask)));
            }
            for light in [Highlight::Target, Highlight::Capture] {
                let base = light.colour().expect("a light");
                tinted.push(tinted_colour(base, Tint::AttackedTarget(mask)));
            }
        }
        let palette = ArmyPalette::for_seats(3);
        for seat in (0..3).map(Seat) {
            let army = palette.color(seat);
            for &cell in &tinted {
                let (ratio, apart) = (contrast(army, cell), distance(army, cell));
                assert!(
                    ratio >= 1.5 || apart >= 0.5,
                    "{seat:?}: {army:?} on {cell:?}: contrast {ratio:.2}, distance {apart:.2}"
                );
            }
        }
    }
}
