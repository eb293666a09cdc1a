//! Moves animate: a piece slides (or hops, for knights, jumping men and transits) along the
//! board's own embedding through its waypoints; a captured piece sinks and shrinks away.

use bevy::prelude::*;

use crate::rules::Cell;

use super::embedding::BoardEmbedding;
use super::settings::Settings;

/// Seconds one step of a move takes at animation speed 1.
const STEP_SECONDS: f32 = 0.35;
/// Seconds a captured piece takes to leave.
const LEAVE_SECONDS: f32 = 0.4;

/// A piece on its way along `waypoints` (cells), ending at rest at `rest`.
#[derive(Component, Clone, Debug)]
pub struct Animating {
    waypoints: Vec<Cell>,
    /// How high it hops in the middle of each step (0 = slide).
    hop: f32,
    /// Progress in steps (0..waypoints.len() - 1).
    progress: f32,
    /// Where it comes to rest.
    rest: Transform,
}

impl Animating {
    /// A new animation through `waypoints` (at least the start and the end).
    pub fn new(waypoints: Vec<Cell>, hop: f32, rest: Transform) -> Animating {
        Animating {
            waypoints,
            hop,
            progress: 0.0,
            rest,
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
        let steps = anim.waypoints.len().saturating_sub(1).max(1) as f32;
        let speed = settings.animation_speed.max(0.0);
        anim.progress = if speed == 0.0 {
            steps
        } else {
            anim.progress + time.delta_secs() * speed / STEP_SECONDS
        };
        if anim.progress >= steps || anim.waypoints.len() < 2 {
            *transform = anim.rest;
            commands.entity(entity).remove::<Animating>();
            continue;
        }
        let step = anim.progress.floor() as usize;
        let t = anim.progress - step as f32;
        let (from, to) = (anim.waypoints[step], anim.waypoints[step + 1]);
        transform.translation = embedding.path_point(from, to, t, anim.hop);
        transform.rotation = anim.rest.rotation;
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
        transform.translation.y -= time.delta_secs() * 0.5;
    }
}
