//! The session's integration tests: one binary, a module per concern.

mod clock;
mod crash_safety;
mod game_end;
mod golden_exports;
mod i18n_messages;
mod session;
