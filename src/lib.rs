//! Manifold: chess-family games on boards that are not plain squares.
//!
//! [`rules`] is the pure rules core used by the app, the command-line tool and the engine;
//! [`locale`] renders every text a person reads (Fluent, English and Russian).

pub mod ai;
#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod locale;
pub mod rules;
pub mod session;
