//! Moves animate: a piece slides (or hops, for knights, jumping men and transits) along the
//! board's own embedding through its waypoints; a captured piece sinks and shrinks away.

use bevy::prelude::*;

use manifold_rules::Cell;

use super::embedding::BoardEmbedding;
use super::settings::Settings;

/// Seconds a one-step move (or one hop) takes at animation speed 1.
const STEP_SECONDS: f32 = 0.35;
/// Extra seconds for each further cell a sliding piece passes.
const SLIDE_SECONDS_PER_CELL: f32 = 0.06;
/// Seconds a captured piece takes to leave.
const LEAVE_SECONDS: f32 = 0.4;

/// A piece on its way along `waypoints` (cells next to each other, or a leap apart),
/// following the board's surface, and coming to rest on the last one.
#[derive(Component, Clone, Debug)]
pub struct Animating {
    waypoints: Vec<Cell>,
    /// How high it hops in the middle of each step (0 = one smooth slide).
    hop: f32,
    /// Seconds gone (at animation speed 1).
    elapsed: f32,
    /// Seconds the whole move takes (at animation speed 1).
    duration: f32,
    /// The piece's own turn about the board's normal (its army's facing).
    turn: Quat,
}

impl Animating {
    /// A new animation through `waypoints` (at least the start and the end), hopping
    /// `hop` high at each step (0 slides), the piece turned `turn` about the normal.
    pub fn new(waypoints: Vec<Cell>, hop: f32, turn: Quat) -> Animating {
        let steps = waypoints.len().saturating_sub(1).max(1) as f32;
        let duration = if hop > 0.0 {
            STEP_SECONDS * steps
        } else {
            STEP_SECONDS + SLIDE_SECONDS_PER_CELL * (steps - 1.0)
        };
        Animating {
            waypoints,
            hop,
            elapsed: 0.0,
            duration,
            turn,
        }
    }

    /// The cells the piece passes, start and end included.
    pub fn waypoints(&self) -> &[Cell] {
        &self.waypoints
    }

    /// Where the piece is when `fraction` (0..1) of the move has passed.
    pub fn transform_at(&self, embedding: &BoardEmbedding, fraction: f32) -> Transform {
        let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
        let steps = self.waypoints.len().saturating_sub(1);
        let last = *self.waypoints.last().expect("waypoints");
        let mut rest = embedding.piece_transform(last);
        rest.rotation *= self.turn;
        if steps == 0 || fraction >= 1.0 {
            return rest;
        }
        let f = fraction.clamp(0.0, 1.0);
        // A slide eases in and out once over the whole path; each hop eases on its own.
        let s = if self.hop > 0.0 {
            f * steps as f32
        } else {
            smooth(f) * steps as f32
        };
        let step = (s.floor() as usize).min(steps - 1);
        let t = s - step as f32;
        let t = if self.hop > 0.0 { smooth(t) } else { t };
        let (from, to) = (self.waypoints[step], self.waypoints[step + 1]);
        Transform {
            translation: embedding.path_point(from, to, t, self.hop),
            rotation: embedding.path_rotation(from, to, t) * self.turn,
            scale: rest.scale,
        }
    }
}

/// A captured piece on its way off the board.
#[derive(Component, Clone, Debug, Default)]
pub struct Leaving {
    elapsed: f32,
}

/// Registers the animation systems.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (animate_moves, animate_leaving).before(TransformSystems::Propagate),
    );
}

fn animate_moves(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    embedding: Res<BoardEmbedding>,
    mut moving: Query<(Entity, &mut Animating, &mut Transform)>,
) {
    for (entity, mut anim, mut transform) in &mut moving {
        let speed = settings.animation_speed.max(0.0);
        anim.elapsed = if speed == 0.0 {
            anim.duration
        } else {
            anim.elapsed + time.delta_secs() * speed
        };
        let fraction = anim.elapsed / anim.duration;
        *transform = anim.transform_at(&embedding, fraction);
        if fraction >= 1.0 {
            commands.entity(entity).remove::<Animating>();
        }
    }
}

fn animate_leaving(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut leaving: Query<(Entity, &mut Leaving, &mut Transform)>,
) {
    for (entity, mut leave, mut transform) in &mut leaving {
        leave.elapsed += time.delta_secs() * settings.animation_speed.max(0.01);
        let t = (leave.elapsed / LEAVE_SECONDS).min(1.0);
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        transform.scale = Vec3::splat(1.0 - t);
        // Down into the board, whichever way its surface faces.
        let down = transform.rotation * Vec3::NEG_Y;
        transform.translation += down * time.delta_secs() * 0.5;
    }
}
