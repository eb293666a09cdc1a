//! `--screenshot PATH`: let the scene settle for a few frames, write a PNG of the window (or,
//! with `--headless`, of the off-screen image) to PATH, then exit (used by the visual smoke
//! test and for the README pictures).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

/// A pending screenshot request.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotRequest {
    path: PathBuf,
    frames: u32,
    requested: bool,
    captured: bool,
}

impl ScreenshotRequest {
    /// A request to write the window to `path`.
    pub fn new(path: PathBuf) -> ScreenshotRequest {
        ScreenshotRequest {
            path,
            frames: 0,
            requested: false,
            captured: false,
        }
    }
}

/// Registers the screenshot systems.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot.in_set(super::schedule::AppSet::Ui));
}

fn take_screenshot(
    mut commands: Commands,
    mut request: ResMut<ScreenshotRequest>,
    time: Res<Time<Real>>,
    offscreen: Option<Res<super::headless::OffscreenTarget>>,
    mut exit: MessageWriter<AppExit>,
) {
    request.frames += 1;
    if request.captured {
        // One more frame so the file is written before the app exits.
        exit.write(AppExit::Success);
        return;
    }
    if !request.requested && super::bench::settled(request.frames, time.elapsed_secs()) {
        request.requested = true;
        let path = request.path.clone();
        let screenshot = match offscreen {
            Some(target) => Screenshot::image(target.0.clone()),
            None => Screenshot::primary_window(),
        };
        commands
            .spawn(screenshot)
            .observe(save_to_disk(path))
            .observe(
                |_: On<ScreenshotCaptured>, mut request: ResMut<ScreenshotRequest>| {
                    request.captured = true;
                },
            );
    }
}
