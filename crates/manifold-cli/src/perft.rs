//! `perft` and `divide`: node counts on stdout, timing on stderr.

use std::io::Write;
use std::time::{Duration, Instant};

use manifold_rules::Position;
use manifold_rules::perft::{divide, perft};

use super::error::CliError;
use super::notation::coord_move;

/// A position whose moves `perft` and `divide` count: a chess variant's or a draughts
/// position.
pub(crate) trait Counted {
    /// The number of move paths of `depth` plies.
    fn perft(&self, depth: u32) -> u64;
    /// Each root move in its notation with its count at `depth - 1` (`depth` >= 1).
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
}

impl Counted for Position {
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        divide(self, depth)
            .into_iter()
            .map(|(m, n)| (coord_move(self, m), n))
            .collect()
    }
}

/// What `perft` and `divide` print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Count {
    /// The perft count alone on the last line.
    Perft,
    /// Each root move with its count, then `Nodes searched: N`.
    Divide,
}

/// Prints the count of `pos` at `depth` on `out`, the time taken and the speed on `err`.
pub(crate) fn count_command(
    count: Count,
    pos: &dyn Counted,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    match count {
        Count::Perft => perft_command(pos, depth, out, err),
        Count::Divide => divide_command(pos, depth, out, err),
    }
}

/// Prints the perft count of `pos` at `depth`, alone on the last line of `out`.
fn perft_command(
    pos: &dyn Counted,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let start = Instant::now();
    let nodes = pos.perft(depth);
    writeln!(out, "{nodes}")?;
    report_speed(err, "perft", depth, nodes, start.elapsed())
}

/// Prints each root move (sorted) with its perft count at `depth - 1`, then a blank line
/// and `Nodes searched: N` (Stockfish's layout, so outputs diff line by line). At depth 0
/// there are no moves to split and the total is 1.
fn divide_command(
    pos: &dyn Counted,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let start = Instant::now();
    let mut rows = if depth == 0 {
        Vec::new()
    } else {
        pos.divide(depth)
    };
    rows.sort();
    let total = if depth == 0 {
        1
    } else {
        rows.iter().map(|r| r.1).sum()
    };
    for (m, n) in &rows {
        writeln!(out, "{m}: {n}")?;
    }
    writeln!(out)?;
    writeln!(out, "Nodes searched: {total}")?;
    report_speed(err, "divide", depth, total, start.elapsed())
}

/// Writes `what depth N: nodes in seconds (nodes/s)`.
pub(crate) fn report_speed(
    err: &mut dyn Write,
    what: &str,
    depth: u32,
    nodes: u64,
    elapsed: Duration,
) -> Result<(), CliError> {
    let secs = elapsed.as_secs_f64();
    let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    let time = if secs < 1.0 {
        format!("{:.3} ms", secs * 1e3)
    } else {
        format!("{secs:.3} s")
    };
    writeln!(
        err,
        "{what} depth {depth}: {nodes} nodes in {time} ({:.2} M nodes/s)",
        nps / 1e6
    )?;
    Ok(())
}
