//! `--bench-frames N`: let the scene settle, then time N frames and print the mean and the
//! worst frame time, and exit. Used to measure each board at each graphics level; with
//! `--bench-empty`, the empty scene (no board and no pieces drawn), each board's baseline.

use bevy::prelude::*;

use super::settings::{PieceStyle, Settings};
use super::state::SessionRes;

/// Frames rendered before timing starts (pipelines compile, shadows settle).
const SETTLE_FRAMES: u32 = 30;
/// Seconds since the start before timing starts: on a GPU the first frames are quick and
/// pipelines still compile in the background after the first 30.
const SETTLE_SECONDS: f32 = 3.0;

/// Whether the scene has settled after `frames` frames and `elapsed` seconds (for
/// `--bench-frames` and `--screenshot` alike).
pub fn settled(frames: u32, elapsed: f32) -> bool {
    frames >= SETTLE_FRAMES && elapsed >= SETTLE_SECONDS
}

/// A frame-time measurement in progress.
#[derive(Resource, Clone, Debug)]
pub struct FrameBench {
    wanted: usize,
    empty: bool,
    settled: u32,
    times: Vec<f32>,
}

impl FrameBench {
    /// A measurement of `frames` frames, of the empty scene if `empty`.
    pub fn new(frames: usize, empty: bool) -> FrameBench {
        FrameBench {
            wanted: frames.max(1),
            empty,
            settled: 0,
            times: Vec::with_capacity(frames),
        }
    }

    /// The mean and the worst of the frame times so far, in seconds.
    pub fn summary(&self) -> (f32, f32) {
        let n = self.times.len().max(1) as f32;
        let mean = self.times.iter().sum::<f32>() / n;
        let worst = self.times.iter().copied().fold(0.0, f32::max);
        (mean, worst)
    }
}

/// Registers the frame timer.
pub fn plugin(app: &mut App) {
    app.add_systems(Last, time_frames)
        .add_systems(PostUpdate, hide_the_scene);
}

/// The empty scene: every mesh (board, pieces, marks) hidden; the window, the camera, the
/// lights and the panels stay.
fn hide_the_scene(bench: Res<FrameBench>, mut meshes: Query<&mut Visibility, With<Mesh3d>>) {
    if bench.empty {
        for mut visibility in &mut meshes {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

fn time_frames(
    time: Res<Time<Real>>,
    mut bench: ResMut<FrameBench>,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    window: Query<&Window>,
    offscreen: Option<Res<super::headless::OffscreenTarget>>,
    mut exit: MessageWriter<AppExit>,
) {
    if !settled(bench.settled, time.elapsed_secs()) {
        bench.settled += 1;
        return;
    }
    if bench.times.len() < bench.wanted {
        let dt = time.delta_secs();
        bench.times.push(dt);
        return;
    }
    let (mean, worst) = bench.summary();
    let size = window.iter().next().map_or("?".to_string(), |w| {
        format!("{}x{}", w.physical_width(), w.physical_height())
    });
    let size = if offscreen.is_some() {
        format!("{size} off screen")
    } else {
        size
    };
    let scene = if bench.empty {
        "empty scene".to_string()
    } else {
        session.0.kind().cli_name().to_string()
    };
    println!(
        "{scene} at {} graphics, {} pieces, {size}: {} frames, mean {:.1} ms ({:.1} fps), worst {:.1} ms",
        if settings.low_graphics { "low" } else { "full" },
        match settings.piece_style {
            PieceStyle::Figures => "figure",
            PieceStyle::Tokens => "token",
        },
        bench.times.len(),
        mean * 1000.0,
        1.0 / mean.max(1e-6),
        worst * 1000.0,
    );
    exit.write(AppExit::Success);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_is_the_mean_and_the_worst() {
        let mut bench = FrameBench::new(3, false);
        bench.times = vec![0.01, 0.03, 0.02];
        let (mean, worst) = bench.summary();
        assert!((mean - 0.02).abs() < 1e-6);
        assert_eq!(worst, 0.03);
    }

    #[test]
    fn the_scene_settles_after_enough_frames_and_time_both() {
        assert!(!settled(SETTLE_FRAMES, SETTLE_SECONDS - 0.5));
        assert!(!settled(SETTLE_FRAMES - 1, SETTLE_SECONDS + 5.0));
        assert!(settled(SETTLE_FRAMES, SETTLE_SECONDS));
    }
}
