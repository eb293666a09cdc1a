//! The app's integration tests (headless Bevy apps and the visual smoke test): one binary.

mod app_analysis;
mod app_boards;
mod app_engine;
mod app_headless;
mod app_local_play;
mod app_modes;
mod app_views;
mod headless;
mod module_graph;
mod visual_smoke;

/// How long a test waits for what should take milliseconds (a stop, a short movetime, the
/// computer's move at a low level) before it fails: a watchdog for a hang, ten times and
/// more what it takes even on a busy machine, never a speed goal. Speed is measured by the
/// benchmarks, and engine tests limit searches by nodes or depth.
const WATCHDOG: std::time::Duration = std::time::Duration::from_secs(10);
