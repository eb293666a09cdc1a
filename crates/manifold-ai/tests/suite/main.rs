//! The engine's integration tests: one binary, a module per concern.

mod ai;
mod analysis;
mod soak;
mod threats;

/// How long a test waits for what should take milliseconds (a stop, a short movetime, the
/// computer's move at a low level) before it fails: a watchdog for a hang, ten times and
/// more what it takes even on a busy machine, never a speed goal. Speed is measured by the
/// benchmarks, and engine tests limit searches by nodes or depth.
const WATCHDOG: std::time::Duration = std::time::Duration::from_secs(10);
