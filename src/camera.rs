//! The camera orbits the board: right-drag from off the board (or the arrow keys) to orbit
//! (a right-drag from a cell draws an arrow: `drawing`), the wheel (or
//! `+`/`-`) to zoom, middle-drag (or Shift + right-drag) to pan, `Home` to reset the view
//! and `F` to look from the other side.

use std::f32::consts::{PI, TAU};

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use manifold_rules::Seat;

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;

use super::embedding::BoardEmbedding;
use super::schedule::AppSet;
use super::settings::Settings;
use super::state::CameraCommand;
use super::ui_layout::UiLayout;

/// The orbit camera's state: it looks at `focus` from `distance` away, turned `yaw` about
/// the vertical and tilted `pitch` above the board.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct OrbitCamera {
    /// The point looked at.
    pub focus: Vec3,
    /// Turn about the vertical, radians (0 = from White's side).
    pub yaw: f32,
    /// Angle above the board, radians.
    pub pitch: f32,
    /// The lowest pitch allowed: just above a flat board; under the torus, which can be
    /// seen from every side.
    pub min_pitch: f32,
    /// Distance from the focus.
    pub distance: f32,
}

/// The default view's angle above a flat board, radians (about 43 degrees): low enough that
/// the pieces show their sides, so that every type is told apart by its silhouette (a
/// steeper view sees mostly their round tops and bases).
const DEFAULT_PITCH: f32 = 0.75;

/// How far the default camera stands from a flat board of `size` (its bounds): far enough
/// to see its longer side, except that a board much wider than deep (Chess-transit's two
/// boards) is framed by its width alone, which the wide window has room for; fitted by its
/// width and depth together it stood so far that rook and queen looked alike.
fn flat_distance(size: Vec3) -> f32 {
    let (width, depth) = (size.x.max(4.0), size.z.max(4.0));
    if width > 1.5 * depth {
        (depth * 1.12 + 2.2).max(width + 1.8)
    } else {
        width.max(depth) * 1.12 + 2.2
    }
}

impl OrbitCamera {
    /// The default view of a board: from White's side, looking down at [`DEFAULT_PITCH`],
    /// far enough to see the whole board.
    pub fn default_for(embedding: &BoardEmbedding) -> OrbitCamera {
        let (lo, hi) = embedding.bounds;
        let extent = (hi - lo).max_element().max(4.0);
        if embedding.torus().is_some() {
            // The ring from above its front, the 8x8 field facing the camera.
            return OrbitCamera {
                // The ring's centre (a little low): turned to Black's side, the view is the
                // same.
                focus: Vec3::new(0.0, -1.6, 0.0),
                yaw: 0.0,
                pitch: 0.95,
                min_pitch: -1.5,
                distance: extent * 1.42 + 1.5,
            };
        }
        OrbitCamera {
            focus: Vec3::new(0.0, 0.0, 0.4),
            yaw: 0.0,
            pitch: DEFAULT_PITCH,
            min_pitch: 0.15,
            distance: flat_distance(hi - lo),
        }
    }

    /// The view from the other side of the board: turned half round the board's centre
    /// (the origin). The focus, set a little towards the side in view, goes round too, so
    /// the other army's view is framed as the first's (its near edge and its file names in
    /// the picture; they fell below the window when only the yaw turned).
    pub fn flipped(&self) -> OrbitCamera {
        OrbitCamera {
            yaw: self.yaw + std::f32::consts::PI,
            focus: Vec3::new(-self.focus.x, self.focus.y, -self.focus.z),
            ..*self
        }
    }

    /// The camera's transform.
    pub fn transform(&self) -> Transform {
        let offset = Quat::from_rotation_y(self.yaw)
            * Quat::from_rotation_x(-self.pitch)
            * Vec3::new(0.0, 0.0, self.distance);
        Transform::from_translation(self.focus + offset).looking_at(self.focus, Vec3::Y)
    }
}

/// Registers the camera.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                camera_commands,
                reset_on_new_board,
                orbit_controls,
                apply_orbit,
                fit_viewport,
            )
                .chain()
                .in_set(AppSet::Animation),
        )
        .add_systems(
            Update,
            apply_graphics_level
                .run_if(resource_changed::<Settings>)
                .in_set(AppSet::Ui),
        );
}

fn spawn_camera(
    mut commands: Commands,
    embedding: Res<BoardEmbedding>,
    settings: Res<Settings>,
    egui_settings: Option<ResMut<bevy_egui::EguiGlobalSettings>>,
) {
    // The panels get a camera of their own over the whole window, so that the board's
    // camera can be narrowed to the space beside them.
    if let Some(mut egui_settings) = egui_settings {
        egui_settings.auto_create_primary_context = false;
        commands.spawn((
            bevy_egui::PrimaryEguiContext,
            Camera2d,
            // egui smooths its own edges: multisampling the whole window would only cost.
            Msaa::Off,
            RenderLayers::none(),
            Camera {
                order: 1,
                output_mode: CameraOutputMode::Write {
                    blend_state: Some(BlendState::ALPHA_BLENDING),
                    clear_color: ClearColorConfig::None,
                },
                clear_color: ClearColorConfig::Custom(Color::NONE),
                ..default()
            },
        ));
    }
    let orbit = OrbitCamera::default_for(&embedding);
    let mut camera = commands.spawn((Camera3d::default(), orbit, orbit.transform()));
    if settings.low_graphics {
        camera.insert(Msaa::Off);
    }
}

fn camera_commands(
    mut commands_in: MessageReader<CameraCommand>,
    embedding: Res<BoardEmbedding>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    for command in commands_in.read() {
        for mut orbit in &mut cameras {
            match command {
                CameraCommand::Reset => *orbit = OrbitCamera::default_for(&embedding),
                CameraCommand::Flip => *orbit = orbit.flipped(),
                CameraCommand::OtherArmy => {}
            }
        }
    }
}

fn reset_on_new_board(
    embedding: Res<BoardEmbedding>,
    mut shown: Local<Option<u64>>,
    mut cameras: Query<&mut OrbitCamera>,
) {
    // A new board, not the same one turned (the torus spins inside its embedding).
    if *shown != Some(embedding.board_id) {
        *shown = Some(embedding.board_id);
        for mut orbit in &mut cameras {
            let yaw = orbit.yaw;
            *orbit = OrbitCamera {
                yaw,
                ..OrbitCamera::default_for(&embedding)
            };
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn orbit_controls(
    mut contexts: EguiContexts,
    layout: Option<Res<UiLayout>>,
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    time: Res<Time>,
    mut cameras: Query<&mut OrbitCamera>,
    mut messages: MessageWriter<CameraCommand>,
    drawings: Option<Res<super::drawing::Drawings>>,
) {
    // A right-drag that began on the board draws an arrow, not a turn of the camera.
    let drawing = drawings.is_some_and(|d| d.stroke.is_some());
    let (mut pointer_busy, mut keyboard_busy) = match contexts.ctx_mut() {
        Ok(ctx) => (
            ctx.egui_wants_pointer_input() || ctx.is_pointer_over_egui(),
            ctx.egui_wants_keyboard_input(),
        ),
        Err(_) => (false, false),
    };
    if let Some(layout) = &layout {
        pointer_busy |= layout.pointer_over_ui;
        keyboard_busy |= layout.keyboard_taken;
    }
    let dt = time.delta_secs();
    for mut orbit in &mut cameras {
        if !pointer_busy {
            let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
            if mouse.pressed(MouseButton::Middle) || (shift && mouse.pressed(MouseButton::Right)) {
                let right = Quat::from_rotation_y(orbit.yaw) * Vec3::X;
                let forward = Quat::from_rotation_y(orbit.yaw) * Vec3::NEG_Z;
                let scale = orbit.distance * 0.0015;
                orbit.focus += (-right * motion.delta.x + forward * motion.delta.y) * scale;
            } else if mouse.pressed(MouseButton::Right) && !drawing {
                orbit.yaw -= motion.delta.x * 0.006;
                orbit.pitch = (orbit.pitch + motion.delta.y * 0.006).clamp(orbit.min_pitch, 1.5);
            }
            orbit.distance = (orbit.distance * (1.0 - scroll.delta.y * 0.08)).clamp(3.0, 60.0);
        }
        if keyboard_busy {
            continue;
        }
        let turn = 1.5 * dt;
        if keys.pressed(KeyCode::ArrowLeft) {
            orbit.yaw += turn;
        }
        if keys.pressed(KeyCode::ArrowRight) {
            orbit.yaw -= turn;
        }
        if keys.pressed(KeyCode::ArrowUp) {
            orbit.pitch = (orbit.pitch + turn).min(1.5);
        }
        if keys.pressed(KeyCode::ArrowDown) {
            orbit.pitch = (orbit.pitch - turn).max(orbit.min_pitch);
        }
        if keys.pressed(KeyCode::Equal) || keys.pressed(KeyCode::NumpadAdd) {
            orbit.distance = (orbit.distance * (1.0 - dt)).max(3.0);
        }
        if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
            orbit.distance = (orbit.distance * (1.0 + dt)).min(60.0);
        }
    }
    if !keyboard_busy {
        if keys.just_pressed(KeyCode::Home) {
            messages.write(CameraCommand::Reset);
        }
        if keys.just_pressed(KeyCode::KeyF) {
            messages.write(CameraCommand::Flip);
        }
        if keys.just_pressed(KeyCode::KeyO) {
            messages.write(CameraCommand::OtherArmy);
        }
    }
}

fn apply_orbit(mut cameras: Query<(&OrbitCamera, &mut Transform), Changed<OrbitCamera>>) {
    for (orbit, mut transform) in &mut cameras {
        *transform = orbit.transform();
    }
}

/// Draws the board beside the right-hand panel rather than under it.
fn fit_viewport(
    layout: Option<Res<UiLayout>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<&mut Camera, With<OrbitCamera>>,
) {
    // Never narrower than 40% of the window.
    let Ok(window) = window.single() else { return };
    let scale = window.scale_factor();
    let (left, right, bottom) = layout.map_or((0.0, 0.0, 0.0), |l| {
        (
            l.left_panel_width * scale,
            l.right_panel_width * scale,
            l.bottom_panel_height * scale,
        )
    });
    let size = UVec2::new(window.physical_width(), window.physical_height());
    let width = (size.x as f32 - left - right).max(size.x as f32 * 0.4) as u32;
    // Never lower than 60% of the window.
    let height = (size.y as f32 - bottom).max(size.y as f32 * 0.6) as u32;
    let left = (left as u32).min(size.x.saturating_sub(width));
    let wanted = ((width < size.x || height < size.y) && size.y > 0).then(|| Viewport {
        physical_position: UVec2::new(left, 0),
        physical_size: UVec2::new(width.max(1), height.max(1)),
        ..default()
    });
    for mut camera in &mut cameras {
        if camera
            .viewport
            .as_ref()
            .map(|v| (v.physical_position, v.physical_size))
            != wanted
                .as_ref()
                .map(|v| (v.physical_position, v.physical_size))
        {
            camera.viewport = wanted.clone();
        }
    }
}

/// The low-graphics setting, applied as soon as it changes: no MSAA and no shadow maps.
fn apply_graphics_level(
    mut commands: Commands,
    settings: Res<Settings>,
    cameras: Query<Entity, With<OrbitCamera>>,
    mut lights: Query<&mut DirectionalLight>,
) {
    let low = settings.low_graphics;
    for camera in &cameras {
        commands
            .entity(camera)
            .insert(if low { Msaa::Off } else { Msaa::Sample4 });
    }
    for mut light in &mut lights {
        if light.shadow_maps_enabled == low {
            light.shadow_maps_enabled = !low;
        }
    }
}

/// The camera yaw from which `seat`'s army is nearest, in a game of `seats` players:
/// 0 for White; half a turn for Black; a third of a turn clockwise (seen from above) per
/// seat in Mattrix, the way its seats follow each other.
pub fn seat_yaw(seat: Seat, seats: u8) -> f32 {
    if seats == 3 {
        -TAU * f32::from(seat.0) / 3.0
    } else {
        PI * f32::from(seat.0 % 2)
    }
}

/// `angle` brought into (-PI, PI].
pub(crate) fn wrap(angle: f32) -> f32 {
    let a = angle.rem_euclid(TAU);
    if a > PI { a - TAU } else { a }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::{Position, VariantId};

    /// Flip board shows the board from the other side exactly as the first side was shown:
    /// the camera stands at the mirror point round the board's centre, and flipping twice
    /// comes back.
    #[test]
    fn flipping_mirrors_the_view_round_the_boards_centre() {
        for variant in [VariantId::Classical, VariantId::Great, VariantId::Transit] {
            let embedding = BoardEmbedding::for_board(Position::start(variant).geometry());
            let first = OrbitCamera::default_for(&embedding);
            let eye = first.transform().translation;
            let flipped = first.flipped().transform().translation;
            let mirrored = Vec3::new(-eye.x, eye.y, -eye.z);
            assert!(
                flipped.distance(mirrored) < 1e-3,
                "{variant:?}: {flipped} vs {mirrored}"
            );
            let back = first.flipped().flipped().transform().translation;
            assert!(back.distance(eye) < 1e-3, "{variant:?}");
        }
    }

    /// Every flat board's corners stay in the default view beside the game panel (a 980 x
    /// 720 viewport, the camera's 45-degree field of view), and Chess-transit's two boards,
    /// framed by their width, fill more of it than when the camera stood back as far as
    /// for a square board of their width.
    #[test]
    fn every_flat_board_is_framed_whole_and_the_two_boards_larger() {
        let aspect = 980.0 / 720.0;
        let projection = Mat4::perspective_rh(std::f32::consts::FRAC_PI_4, aspect, 0.1, 1000.0);
        let widest = |variant: VariantId, distance: Option<f32>| -> f32 {
            let embedding = BoardEmbedding::for_board(Position::start(variant).geometry());
            let mut camera = OrbitCamera::default_for(&embedding);
            if let Some(d) = distance {
                camera.distance = d;
            }
            let view = projection * camera.transform().to_matrix().inverse();
            let (lo, hi) = embedding.bounds;
            let mut widest: f32 = 0.0;
            for x in [lo.x, hi.x] {
                for z in [lo.z, hi.z] {
                    let p = view.project_point3(Vec3::new(x, 0.0, z));
                    assert!(
                        p.x.abs() <= 1.0 && p.y.abs() <= 1.0,
                        "{variant:?}: corner ({x}, {z}) at {p}"
                    );
                    widest = widest.max(p.x.abs());
                }
            }
            widest
        };
        for variant in [VariantId::Classical, VariantId::Great, VariantId::Mattrix] {
            widest(variant, None);
        }
        let embedding = BoardEmbedding::for_board(Position::start(VariantId::Transit).geometry());
        let (lo, hi) = embedding.bounds;
        let square_framing = (hi - lo).max_element() * 1.12 + 2.2;
        let now = widest(VariantId::Transit, None);
        let before = widest(VariantId::Transit, Some(square_framing));
        assert!(now > before * 1.1, "framed larger: {now} vs {before}");
    }
}
