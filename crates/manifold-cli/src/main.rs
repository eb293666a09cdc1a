//! `manifold-cli`: perft, divide, show a position, and a terminal hot-seat game.
//!
//! The commands live in the library ([`manifold_cli`]); this file only parses the command
//! line and turns errors into one `error: ...` line on stderr and an exit code (2 for usage
//! errors, 1 for bad input).

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;
use manifold_cli::Cli;
use manifold_cli::error::{clap_error_line, error_line};

fn main() -> ExitCode {
    let parsed = match Cli::try_parse() {
        Ok(parsed) => parsed,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    // Help and version are asked for: clap prints them itself.
                    let _ = e.print();
                    ExitCode::from(if e.use_stderr() { 2 } else { 0 })
                }
                _ => {
                    eprintln!("{}", clap_error_line(&e));
                    ExitCode::from(2)
                }
            };
        }
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    // Not locked: `uci` writes from its search thread as well.
    let mut out = io::stdout();
    let mut err = io::stderr().lock();
    let lang = parsed.language();
    let result = manifold_cli::run(parsed, &mut input, &mut out, &mut err);
    let flushed = out.flush();
    match result.and(flushed.map_err(manifold_cli::CliError::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_broken_pipe() => ExitCode::from(1),
        Err(e) => {
            let _ = writeln!(err, "{}", error_line(lang, &e));
            ExitCode::from(e.exit_code())
        }
    }
}
