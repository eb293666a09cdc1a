//! The CLI's error: a message for one `error: ...` line and the exit code that goes with it.

use std::io;

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The command line itself is wrong (exit code 2, as clap uses).
    #[error("{0}")]
    Usage(String),
    /// The command line is well formed but its input is not (a FEN, a move): exit code 1.
    #[error("{0}")]
    Input(String),
    /// Writing the output or reading the input failed: exit code 1.
    #[error("{0}")]
    Io(#[from] io::Error),
}

impl CliError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Input(_) | CliError::Io(_) => 1,
        }
    }

    /// Whether this is a closed output pipe (`manifold-cli divide ... | head`), which is not
    /// worth a message.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, CliError::Io(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

/// Folds a clap error into one line (`error: ...`): the message without the usage block
/// and tips, plus a pointer to `--help`.
pub fn clap_error_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let message = rendered.split("\n\n").next().unwrap_or_default();
    let message = message
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let message = message.strip_prefix("error:").unwrap_or(&message).trim();
    format!("error: {message} (see 'manifold-cli --help')")
}
