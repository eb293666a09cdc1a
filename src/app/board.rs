//! The board: one tile entity per cell (pickable, lit for selection, targets, the last move
//! and a king in check), a frame, the lights, and the file and rank names on the edges.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::rules::Cell;
use crate::session::{ChessVariant, GameKind};

use super::embedding::{BoardEmbedding, TileShape};
use super::settings::Settings;
use super::state::{BoardChanged, Screen, SessionRes};
use super::tile_tints::{self, Tint, TintMaterials, TintParams};

/// A cell's tile.
#[derive(Component, Clone, Copy, Debug)]
pub struct Tile {
    /// The cell.
    pub cell: Cell,
    /// The index of its base colour in [`TileMaterials::base`].
    pub colour: usize,
}

/// Everything that belongs to the board of the current game (despawned on a new game).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardPart;

/// The game the board was built for.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
struct BuiltFor(GameKind);

/// The cell under the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Cell>);

/// The tile materials: base colours, then highlights.
#[derive(Resource, Clone, Debug)]
pub struct TileMaterials {
    /// Light and dark squares, then the hex board's white, blue and red cells.
    pub base: Vec<Handle<StandardMaterial>>,
    selected: Handle<StandardMaterial>,
    target: Handle<StandardMaterial>,
    capture: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
    check: Handle<StandardMaterial>,
    hover: Handle<StandardMaterial>,
}

/// Registers the board's systems (rendering only).
pub fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<TintMaterials>()
        .insert_resource(ClearColor(Color::srgb(0.12, 0.13, 0.16)))
        .add_systems(
            PreStartup,
            (setup_materials, super::sync::setup_piece_assets),
        )
        .add_systems(Startup, (setup_lights, build_board))
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
            )
                .chain(),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_coordinates.run_if(in_state(Screen::Playing)),
        );
}

fn material(materials: &mut Assets<StandardMaterial>, color: Color) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.6,
        ..default()
    })
}

fn setup_materials(mut commands: Commands, mut materials: ResMut<Assets<StandardMaterial>>) {
    let mut m = |c: Color| material(&mut materials, c);
    // Light and dark squares, then the hex board's white, blue and red cells (RULES 5.1).
    let base = vec![
        m(Color::srgb(0.93, 0.86, 0.72)),
        m(Color::srgb(0.52, 0.34, 0.22)),
        m(Color::srgb(0.92, 0.90, 0.86)),
        m(Color::srgb(0.55, 0.66, 0.84)),
        m(Color::srgb(0.84, 0.55, 0.52)),
    ];
    commands.insert_resource(TileMaterials {
        base,
        selected: m(Color::srgb(0.95, 0.80, 0.25)),
        target: m(Color::srgb(0.45, 0.78, 0.40)),
        capture: m(Color::srgb(0.90, 0.35, 0.30)),
        last_move: m(Color::srgb(0.85, 0.72, 0.45)),
        check: m(Color::srgb(0.95, 0.15, 0.10)),
        hover: m(Color::srgb(0.55, 0.80, 0.90)),
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
fn colour_of(kind: GameKind, coord: (i32, i32)) -> usize {
    let (a, b) = coord;
    match kind {
        GameKind::Chess(ChessVariant::Mattrix) => 2 + (a - b + 1).rem_euclid(3) as usize,
        _ => {
            let file = a % crate::rules::geometry::square::SECOND_BOARD_OFFSET;
            if (file + b).rem_euclid(2) == 0 { 1 } else { 0 }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn build_board(
    mut commands: Commands,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    tiles: Res<TileMaterials>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let kind = session.0.kind();
    commands.insert_resource(BuiltFor(kind));
    let geometry = session.0.game().geometry();
    let tile_mesh = match embedding.tile {
        TileShape::Square => meshes.add(Cuboid::new(1.0, 0.12, 1.0)),
        TileShape::Hexagon => meshes.add(
            Extrusion::new(RegularPolygon::new(1.0 / 3f32.sqrt(), 6), 0.12)
                .mesh()
                .build()
                .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
        ),
    };
    for cell in geometry.cells() {
        let place = embedding.cell(cell);
        let colour = colour_of(kind, geometry.coord(cell));
        commands.spawn((
            BoardPart,
            Tile { cell, colour },
            Mesh3d(tile_mesh.clone()),
            MeshMaterial3d(tiles.base[colour].clone()),
            Transform::from_translation(place.center - place.normal * 0.06),
        ));
    }
    // A frame under the tiles.
    let (lo, hi) = embedding.bounds;
    let size = hi - lo;
    commands.spawn((
        BoardPart,
        Pickable::IGNORE,
        Mesh3d(meshes.add(Cuboid::new(size.x + 0.8, 0.2, size.z + 0.8))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.25, 0.16, 0.10),
            perceptual_roughness: 0.5,
            ..default()
        })),
        Transform::from_xyz(0.0, -0.2, 0.0),
    ));
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
    materials: ResMut<Assets<StandardMaterial>>,
) {
    if built.0 == session.0.kind() {
        return;
    }
    for entity in &parts {
        commands.entity(entity).despawn();
    }
    build_board(commands, session, embedding, tiles, meshes, materials);
}

/// Sets each tile's material from the session: selection, targets, a king in check, the
/// cell under the pointer, the opponents' attacks (Mattrix), the last move, a closed board
/// (Chess-transit), in that order of precedence.
fn paint_tiles(
    session: Res<SessionRes>,
    settings: Res<Settings>,
    hovered: Res<Hovered>,
    materials: Res<TileMaterials>,
    mut tints: TintParams,
    mut tiles: Query<(&Tile, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    let s = &session.0;
    let targets = if settings.show_legal_moves {
        s.targets()
    } else {
        Vec::new()
    };
    let last = s.last_move();
    let check = if s.is_browsing() {
        None
    } else {
        s.game().checked_king()
    };
    let attacks = tile_tints::attack_masks(s, &settings);
    let closed = tile_tints::closed_boards(s);
    for (tile, mut material) in &mut tiles {
        let c = tile.cell;
        let attack = attacks.as_ref().map_or(0, |m| m[c.index()]);
        let wanted = if Some(c) == s.selected() || s.path().contains(&c) {
            materials.selected.clone()
        } else if let Some(t) = targets.iter().find(|t| t.cell == c) {
            let lit = if t.capture {
                &materials.capture
            } else {
                &materials.target
            };
            if attack == 0 {
                lit.clone()
            } else {
                tints.get(lit, Tint::AttackedTarget(attack))
            }
        } else if Some(c) == check {
            materials.check.clone()
        } else if hovered.0 == Some(c) {
            materials.hover.clone()
        } else if attack != 0 {
            tints.get(&materials.base[tile.colour], Tint::Attacked(attack))
        } else if last.is_some_and(|(a, b)| a == c || b == c) {
            materials.last_move.clone()
        } else if tile_tints::on_closed_board(closed, c) {
            tints.get(&materials.base[tile.colour], Tint::Dimmed)
        } else {
            materials.base[tile.colour].clone()
        };
        if material.0 != wanted {
            material.0 = wanted;
        }
    }
}

/// Splits a cell name into its file and rank parts (`e4` -> `e`, `4`; `2:e4` -> `e`, `4`;
/// `K11` -> `K`, `11`).
fn split_name(name: &str) -> (&str, &str) {
    let name = name.rsplit(':').next().unwrap_or(name);
    let digits = name
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(name.len());
    name.split_at(digits)
}

/// File names under the bottom row and rank names left of the first column, projected from
/// the board onto the screen.
fn draw_coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    session: Res<SessionRes>,
    embedding: Res<BoardEmbedding>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    if !settings.show_coordinates {
        return Ok(());
    }
    let Ok((camera, camera_transform)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let geometry = session.0.game().geometry();
    let kind = session.0.kind();
    let (min_row, min_col) =
        geometry
            .cells()
            .map(|c| geometry.coord(c))
            .fold((i32::MAX, i32::MAX), |(r, f), (a, b)| {
                (
                    r.min(b),
                    f.min(a % crate::rules::geometry::square::SECOND_BOARD_OFFSET),
                )
            });
    let label = |cell: Cell, text: &str, offset: Vec3| {
        let place = embedding.cell(cell);
        if let Ok(p) = camera.world_to_viewport(camera_transform, place.center + offset) {
            painter.text(
                egui::pos2(p.x, p.y),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(15.0),
                egui::Color32::from_rgb(235, 225, 200),
            );
        }
    };
    for cell in geometry.cells() {
        let (a, b) = geometry.coord(cell);
        let (file, rank) = split_name(geometry.cell_name(cell));
        match kind {
            GameKind::Chess(ChessVariant::Mattrix) => {
                // Row letters at the left end of each row.
                if geometry
                    .cells()
                    .all(|o| geometry.coord(o).1 != b || geometry.coord(o).0 >= a)
                {
                    label(cell, file, Vec3::new(-0.9, 0.0, 0.0));
                }
            }
            _ => {
                let col = a % crate::rules::geometry::square::SECOND_BOARD_OFFSET;
                if b == min_row {
                    label(cell, file, Vec3::new(0.0, 0.0, 0.85));
                }
                if col == min_col {
                    label(cell, rank, Vec3::new(-0.85, 0.0, 0.0));
                }
            }
        }
    }
    Ok(())
}
