//! The rules crate's integration tests: one binary, a module per game or concern.

mod classical_perft;
mod common;
mod dead;
mod draughts;
mod fen;
mod great;
mod mattrix;
mod notation;
mod outcomes;
mod preset;
mod properties;
mod setup;
mod transit;
mod wirth;
