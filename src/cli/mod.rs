//! The command-line tool's commands as library code: `perft`, `divide`, `show` and `play`.
//!
//! The binary (`src/bin/manifold-cli.rs`) only parses the arguments ([`args::Cli`]), calls
//! [`run`] and turns a [`CliError`] into one `error: ...` line and an exit code. Every
//! command writes to the streams it is given, so tests can drive it without a process.

pub mod args;
pub mod board;
pub mod error;
pub mod notation;
pub mod perft;
pub mod play;
pub mod setup;
pub mod show;
pub mod variant;

use std::io::{BufRead, Write};

pub use args::{Cli, Command};
pub use error::CliError;

/// Runs one parsed command. Results go to `out`; timing and other notes to `err`; `play`
/// reads its moves from `input`.
pub fn run(
    cli: Cli,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    match cli.command {
        Command::Perft(a) => {
            let pos = setup::position(&a.position)?;
            perft::perft_command(&pos, a.depth, out, err)
        }
        Command::Divide(a) => {
            let pos = setup::position(&a.position)?;
            perft::divide_command(&pos, a.depth, out, err)
        }
        Command::Show(a) => {
            let game = setup::game(&a)?;
            show::show_command(&game, out)
        }
        Command::Play(a) => {
            let game = setup::game(&a)?;
            play::play_command(game, input, out)
        }
    }
}
