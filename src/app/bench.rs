//! `--bench-frames N`: let the scene settle, then time N frames and print the mean and the
//! worst frame time, and exit. Used to measure each board at each graphics level.

use bevy::prelude::*;

use super::settings::Settings;
use super::state::SessionRes;

/// Frames rendered before timing starts (pipelines compile, shadows settle).
const SETTLE_FRAMES: u32 = 30;

/// A frame-time measurement in progress.
#[derive(Resource, Clone, Debug)]
pub struct FrameBench {
    wanted: usize,
    settled: u32,
    times: Vec<f32>,
}

impl FrameBench {
    /// A measurement of `frames` frames.
    pub fn new(frames: usize) -> FrameBench {
        FrameBench {
            wanted: frames.max(1),
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
    app.add_systems(Last, time_frames);
}

fn time_frames(
    time: Res<Time<Real>>,
    mut bench: ResMut<FrameBench>,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    window: Query<&Window>,
    mut exit: MessageWriter<AppExit>,
) {
    if bench.settled < SETTLE_FRAMES {
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
    println!(
        "{} at {} graphics, {size}: {} frames, mean {:.1} ms ({:.1} fps), worst {:.1} ms",
        session.0.kind().cli_name(),
        if settings.low_graphics { "low" } else { "full" },
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
        let mut bench = FrameBench::new(3);
        bench.times = vec![0.01, 0.03, 0.02];
        let (mean, worst) = bench.summary();
        assert!((mean - 0.02).abs() < 1e-6);
        assert_eq!(worst, 0.03);
    }
}
