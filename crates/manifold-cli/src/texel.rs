//! `texel data`, `texel positions`, `texel label` and `texel tune`: Texel tuning of the
//! evaluation weights ([`manifold_ai::texel`]). `data` plays seeded self-play games and writes
//! quiet positions labelled with the results (`FEN [1.0]` lines); `positions` takes them
//! from the games of a PGN file instead; `label` relabels such a file with a UCI
//! engine's scores (`FEN [0.731]`: White's chance); `tune` fits K and the weights to such
//! files and prints the tuned weights as Rust source for `src/ai/eval/weights.rs`. Notes
//! (one line per game, the errors as the fit goes) go to stderr.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::{Args, Subcommand};

use manifold_ai::Evaluator;
use manifold_ai::eval::params::{PARAMS, param_name};
use manifold_ai::network::Network;
use manifold_ai::texel::data::{self, DataConfig, Labelled};
use manifold_ai::texel::fit::FitConfig;
use manifold_ai::texel::label::{info_score, white_win_probability};
use manifold_ai::texel::network::{self, NetworkConfig};
use manifold_ai::texel::{changes, samples, tune, weights_source};
use manifold_locale::{Language, text as text_of};
use manifold_rules::pgn::from_pgn_multi;
use manifold_rules::{Position, Seat, VariantId};

use super::error::{CliError, Problem};
use super::uci_engine::{Engine, parse_options};
use super::variant::parse_variant;

/// What `texel` does.
#[derive(Debug, Subcommand)]
pub enum TexelAction {
    /// Play seeded self-play games and write quiet positions labelled with each game's
    /// result, one `FEN [1.0]` line each (1.0 White won, 0.5 drawn, 0.0 Black won)
    Data(DataArgs),
    /// Quiet positions from the games of a PGN file (such as `match --pgn` writes), each
    /// labelled with its game's result (`FEN [1.0]` lines), for `label` to relabel
    Positions(PositionsArgs),
    /// Relabel a data file with a UCI engine's score of each position at a fixed depth:
    /// White's chance of winning, 1 / (1 + 10^(-cp/400)), one `FEN [0.731]` line each
    Label(LabelArgs),
    /// Fit the sigmoid's K and then the weights to a data file; print the tuned weights as
    /// Rust source for src/ai/eval/weights.rs
    Tune(TuneArgs),
    /// Fit classical chess's network to `FEN [cp]` files (the score for the side to move,
    /// as crates/manifold-ai/tools/nnue_data.py writes them) and write it to --out
    Network(NetworkArgs),
}

/// `texel network`'s arguments.
#[derive(Debug, Args)]
pub struct NetworkArgs {
    /// The data files (`FEN [cp]` lines), read one after the other as one set
    #[arg(value_name = "FILE", required = true)]
    pub data: Vec<PathBuf>,
    /// The network file to write (src/ai/classical.nnue is the shipped one)
    #[arg(long, value_name = "FILE", required_unless_present = "evaluate")]
    pub out: Option<PathBuf>,
    /// Passes over the positions
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub epochs: usize,
    /// Positions per step
    #[arg(long, value_name = "N", default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..))]
    pub batch: u64,
    /// Adam's first step size (it falls to a tenth over the epochs)
    #[arg(long, value_name = "R", default_value_t = 0.002)]
    pub rate: f32,
    /// Seed of the first weights and of the order
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Threads
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub threads: usize,
    /// Fit each training position twice, as it is and mirrored left to right
    #[arg(long)]
    pub mirror: bool,
    /// Fit nothing: print this network's error and the hand-written evaluation's on all
    /// the positions
    #[arg(long, value_name = "FILE")]
    pub evaluate: Option<PathBuf>,
}

/// `texel data`'s arguments (the defaults made `crates/manifold-cli/tests/data/texel/classical.txt`).
#[derive(Debug, Args)]
pub struct DataArgs {
    /// The game: classical, great, wirth or mattrix
    #[arg(long, value_name = "GAME", default_value = "classical", value_parser = parse_tunable)]
    pub variant: VariantId,
    /// Self-play games
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub games: u32,
    /// Seed of the first game (game g uses seed + g)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Nodes searched per move
    #[arg(long, value_name = "N", default_value_t = 4000, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: u64,
    /// Random moves opening each game (each game draws from half of this to all of it)
    #[arg(long, value_name = "PLIES", default_value_t = 8, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub random_plies: u32,
    /// Positions taken from each game, at most
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub per_game: u64,
    /// Games played at once (threads); the positions are the same for any number
    #[arg(long, value_name = "J", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub jobs: u64,
    /// Write the positions here instead of stdout (as each game ends)
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// `texel positions`' arguments.
#[derive(Debug, Args)]
pub struct PositionsArgs {
    /// The PGN file: its games in any two-seat game the PGN reader knows
    #[arg(value_name = "FILE")]
    pub pgn: PathBuf,
    /// Positions before this ply are not taken
    #[arg(long, value_name = "PLIES", default_value_t = 16)]
    pub skip_plies: usize,
    /// Write the positions here instead of stdout
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// `texel label`'s arguments.
#[derive(Debug, Args)]
pub struct LabelArgs {
    /// The data file to relabel (`FEN [result]` lines)
    #[arg(value_name = "FILE")]
    pub data: PathBuf,
    /// The game the positions are from: classical, great or wirth
    #[arg(long, value_name = "GAME", default_value = "classical", value_parser = parse_two_seat_tunable)]
    pub variant: VariantId,
    /// The UCI engine that scores the positions, by its path
    #[arg(long, value_name = "PATH")]
    pub engine: PathBuf,
    /// An argument for the engine's command line (repeatable)
    #[arg(long = "engine-arg", value_name = "ARG", allow_hyphen_values = true)]
    pub engine_args: Vec<String>,
    /// A UCI option for the engine, NAME=VALUE (repeatable), e.g. Threads=1
    #[arg(long = "engine-option", value_name = "NAME=VALUE")]
    pub engine_options: Vec<String>,
    /// The depth each position is searched to (`go depth N`)
    #[arg(long, value_name = "N", default_value_t = 9, value_parser = clap::value_parser!(u32).range(1..=99))]
    pub depth: u32,
    /// Write the labelled positions here instead of stdout
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// `texel tune`'s arguments.
#[derive(Debug, Args)]
pub struct TuneArgs {
    /// The data files (`FEN [result]` lines), read one after the other as one set
    #[arg(value_name = "FILE", required = true)]
    pub data: Vec<PathBuf>,
    /// The game the positions are from: classical, great, wirth or mattrix
    #[arg(long, value_name = "GAME", default_value = "classical", value_parser = parse_tunable)]
    pub variant: VariantId,
    /// Passes of gradient descent
    #[arg(long, value_name = "N", default_value_t = 3000)]
    pub iterations: usize,
    /// Step size in centipawns
    #[arg(long, value_name = "CP", default_value_t = 0.5)]
    pub rate: f64,
    /// Ridge factor: the pull of each weight towards its current value
    #[arg(long, value_name = "L", default_value_t = 1e-7)]
    pub ridge: f64,
    /// Which tenth of the positions (blocks of 200 lines: 0 to 9) is held out to measure
    /// the error on other games; 10 holds out nothing
    #[arg(long, value_name = "F", default_value_t = 9, value_parser = clap::value_parser!(u64).range(0..=10))]
    pub fold: u64,
    /// Weights that keep their value, by field (repeatable; e.g. `value_mg[Pawn]`)
    #[arg(long, value_name = "FIELD")]
    pub freeze: Vec<String>,
    /// Only these weights move, every other keeps its value: a field (`value_mg[Pawn]`)
    /// or a whole table (`rank_mg`) (repeatable)
    #[arg(long, value_name = "FIELD")]
    pub only: Vec<String>,
    /// Keep the fitted scale: by default the tuned weights are multiplied by one factor
    /// that brings the middlegame pawn back to its value, the unit the search's margins,
    /// the levels' noise and the puzzles' thresholds count in
    #[arg(long)]
    pub no_rescale: bool,
}

/// The games whose weights `texel data` and `texel tune` tune: every game without
/// transit (a clap value parser).
pub(crate) fn parse_tunable(text: &str) -> Result<VariantId, String> {
    parse_game_where(text, |v| !v.rules().has_transit, "cannot be tuned")
}

/// The games `texel label` relabels with a UCI engine's scores: the tunable ones of two
/// seats (a clap value parser).
pub(crate) fn parse_two_seat_tunable(text: &str) -> Result<VariantId, String> {
    parse_game_where(
        text,
        |v| !v.rules().has_transit && v.rules().seats == 2,
        "cannot be labelled by a UCI engine",
    )
}

/// A game name read by [`parse_variant`], accepted where `accepts` holds; the error says
/// `refusal` and names the games accepted.
fn parse_game_where(
    text: &str,
    accepts: fn(VariantId) -> bool,
    refusal: &str,
) -> Result<VariantId, String> {
    match parse_variant(text.trim()) {
        Ok(v) if accepts(v) => Ok(v),
        _ => {
            let names: Vec<&str> = VariantId::ALL
                .into_iter()
                .filter(|&v| accepts(v))
                .map(VariantId::cli_name)
                .collect();
            Err(format!("'{text}' {refusal} ({})", names.join(", ")))
        }
    }
}

/// Runs `texel data` or `texel tune`.
pub(crate) fn texel_command(
    action: &TexelAction,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    match action {
        TexelAction::Data(a) => data_command(a, out, err),
        TexelAction::Positions(a) => positions_command(a, out, err),
        TexelAction::Label(a) => label_command(a, out, err),
        TexelAction::Tune(a) => tune_command(a, out, err),
        TexelAction::Network(a) => network_command(a, err),
    }
}

/// `texel data`: the games, a note per game on `err`, the lines on `out` or to `--out`.
fn data_command(a: &DataArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), CliError> {
    let config = DataConfig {
        variant: a.variant,
        games: a.games,
        seed: a.seed,
        nodes: a.nodes,
        random_plies: a.random_plies,
        per_game: a.per_game as usize,
        ..DataConfig::new(a.variant)
    };
    let mut file = create_out(a.out.as_deref())?;
    let sink: &mut dyn Write = match file.as_mut() {
        Some(f) => f,
        None => out,
    };
    let mut total = 0;
    let mut failed = None;
    data::generate(&config, a.jobs as usize, &mut |game, result, lines| {
        total += lines.len();
        let _ = writeln!(
            err,
            "game {game}: {result:.1}, {} positions ({total} in all)",
            lines.len()
        );
        let mut text = String::new();
        for l in lines {
            text.push_str(&data::line(l));
            text.push('\n');
        }
        if let Err(e) = sink.write_all(text.as_bytes()) {
            failed.get_or_insert(e);
        }
    });
    match failed {
        Some(e) => Err(write_error(a.out.as_deref(), e)),
        None => Ok(()),
    }
}

/// `texel positions`: the games of the file, a note on `err` for each that could not be
/// read and one for the total, the lines on `out` or to `--out`.
fn positions_command(
    a: &PositionsArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let text = read_data(&a.pgn)?;
    let mut games = Vec::new();
    for (number, read) in from_pgn_multi(&text).into_iter().enumerate() {
        match read {
            Ok(pgn) => {
                let result = match pgn.result.as_str() {
                    "1-0" => 1.0,
                    "0-1" => 0.0,
                    _ => 0.5,
                };
                games.push((pgn.game, result));
            }
            Err(e) => writeln!(
                err,
                "game {}: not read ({})",
                number + 1,
                text_of(Language::English, &e)
            )?,
        }
    }
    let lines = data::from_games(&games, a.skip_plies);
    let mut file = create_out(a.out.as_deref())?;
    let sink: &mut dyn Write = match file.as_mut() {
        Some(f) => f,
        None => out,
    };
    for l in &lines {
        writeln!(sink, "{}", data::line(l)).map_err(|e| write_error(a.out.as_deref(), e))?;
    }
    writeln!(err, "{} games, {} positions", games.len(), lines.len())?;
    Ok(())
}

/// How long the labelling engine may take over one position.
const LABEL_WAIT: Duration = Duration::from_secs(120);

/// `texel label`: each readable position of the file scored by the engine, in order, one
/// engine process for the whole file (so its hash table carries over from one position to
/// the next as it did when the shipped labels were made); a note every 5000 positions on
/// `err`.
fn label_command(a: &LabelArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), CliError> {
    let text = read_data(&a.data)?;
    let mut engine = Engine::start(
        a.engine.clone(),
        a.engine_args.clone(),
        parse_options(&a.engine_options)?,
    )?;
    let mut file = create_out(a.out.as_deref())?;
    let sink: &mut dyn Write = match file.as_mut() {
        Some(f) => f,
        None => out,
    };
    let shown = a.engine.display().to_string();
    let fail = |what: String| CliError::Usage(Problem::Match(format!("{shown}: {what}")));
    let (mut done, mut skipped) = (0, 0);
    for fen in text.lines().filter_map(data::parse_line).map(|l| l.fen) {
        let Ok(position) = Position::from_fen(a.variant, &fen) else {
            skipped += 1;
            continue;
        };
        engine.send(&format!("position fen {fen}"));
        engine.send(&format!("go depth {}", a.depth));
        let lines = engine.until("bestmove", LABEL_WAIT).map_err(fail)?;
        let score = lines
            .iter()
            .rev()
            .find_map(|l| info_score(l))
            .ok_or_else(|| fail(format!("no score for {fen}")))?;
        let labelled = Labelled {
            result: white_win_probability(score, position.turn() == Seat::WHITE),
            fen,
        };
        writeln!(sink, "{}", data::line(&labelled))
            .map_err(|e| write_error(a.out.as_deref(), e))?;
        done += 1;
        if done % 5000 == 0 {
            writeln!(err, "{done} positions labelled")?;
        }
    }
    writeln!(err, "{done} positions labelled, {skipped} unreadable")?;
    Ok(())
}

/// `texel network`: the fit's progress on `err`, the network to `--out`.
fn network_command(a: &NetworkArgs, err: &mut dyn Write) -> Result<(), CliError> {
    let mut set = Vec::new();
    let mut unread = 0;
    let hand_written = Evaluator::hand_written(VariantId::Classical.rules());
    for path in &a.data {
        for line in read_data(path)?.lines() {
            match network::parse(line, &hand_written) {
                Some(s) => set.push(s),
                None => unread += 1,
            }
        }
    }
    if let Some(path) = &a.evaluate {
        let unreadable = |error: String| {
            CliError::Input(Problem::CannotRead {
                path: path.clone(),
                error,
            })
        };
        let bytes = std::fs::read(path).map_err(|e| unreadable(e.to_string()))?;
        let net = Network::from_bytes(&bytes).map_err(|e| unreadable(e.to_string()))?;
        let hand = network::hand_written_error(&set);
        writeln!(
            err,
            "{} positions: the network {:.6}, the hand-written evaluation {:.6} (its scores times {:.2})",
            set.len(),
            network::network_error(&net, &set),
            hand.0,
            hand.1
        )?;
        return Ok(());
    }
    let (mut train, held) = network::split(set);
    if a.mirror {
        let mirrors: Vec<_> = train.iter().map(network::mirrored).collect();
        train.extend(mirrors);
    }
    let hand = network::hand_written_error(&held);
    writeln!(
        err,
        "{} positions to fit, {} held out ({} lines unread)",
        train.len(),
        held.len(),
        unread
    )?;
    let config = NetworkConfig {
        epochs: a.epochs,
        batch: a.batch as usize,
        rate: a.rate,
        seed: a.seed,
        threads: a.threads,
    };
    writeln!(
        err,
        "the hand-written evaluation on the held-out positions: {:.6} (its scores times {:.2})",
        hand.0, hand.1
    )?;
    let (net, _) = network::fit(&train, &held, &config, err);
    if let Some(out) = &a.out {
        std::fs::write(out, net.to_bytes()).map_err(|e| CliError::cannot_write(out, e))?;
    }
    Ok(())
}

/// A data file's text, ending in a newline.
fn read_data(path: &Path) -> Result<String, CliError> {
    let mut text = std::fs::read_to_string(path).map_err(|e| {
        CliError::Input(Problem::CannotRead {
            path: path.to_path_buf(),
            error: e.to_string(),
        })
    })?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// The `--out` file, created (`None`: the lines go to stdout).
fn create_out(path: Option<&Path>) -> Result<Option<File>, CliError> {
    path.map(|p| File::create(p).map_err(|e| CliError::cannot_write(p, e)))
        .transpose()
}

/// The error of a failed write: the `--out` file's where there is one.
fn write_error(path: Option<&Path>, e: std::io::Error) -> CliError {
    match path {
        Some(p) => CliError::cannot_write(p, e),
        None => e.into(),
    }
}

/// The usage error of a weight name that names nothing.
fn no_weight(name: &str) -> CliError {
    CliError::Usage(Problem::Match(format!("no weight is called {name}")))
}

/// `texel tune`: reads the data, fits, prints the errors and changes on `err` and the
/// weights as Rust source on `out`.
fn tune_command(a: &TuneArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), CliError> {
    let mut text = String::new();
    for path in &a.data {
        text.push_str(&read_data(path)?);
    }
    let lines: Vec<_> = text.lines().filter_map(data::parse_line).collect();
    let evaluator = Evaluator::new(a.variant.rules());
    let (set, skipped) = samples(a.variant, &evaluator, &lines);
    writeln!(
        err,
        "{} positions ({} lines unread or without features)",
        set.len(),
        skipped + (text.lines().count() - lines.len())
    )?;
    let mut frozen: Vec<usize> = a
        .freeze
        .iter()
        .map(|name| {
            (0..PARAMS)
                .find(|&i| param_name(i) == *name)
                .ok_or_else(|| no_weight(name))
        })
        .collect::<Result<_, _>>()?;
    if !a.only.is_empty() {
        // A weight moves when it is named, or its table is.
        let named = |i: usize, name: &str| {
            let field = param_name(i);
            field == name || field.strip_prefix(name).is_some_and(|r| r.starts_with('['))
        };
        if let Some(name) = a.only.iter().find(|n| !(0..PARAMS).any(|i| named(i, n))) {
            return Err(no_weight(name));
        }
        frozen.extend((0..PARAMS).filter(|&i| !a.only.iter().any(|n| named(i, n))));
    }
    let config = FitConfig {
        iterations: a.iterations,
        rate: a.rate,
        ridge: a.ridge,
        frozen,
    };
    let tuned = tune(
        evaluator.weights(),
        &set,
        a.fold as usize,
        &config,
        !a.no_rescale,
        &mut |pass, e| {
            let _ = writeln!(err, "pass {pass}: error {e:.6}");
        },
    );
    writeln!(err, "K = {:.4}", tuned.k)?;
    writeln!(
        err,
        "training error {:.6} -> {:.6} ({} positions)",
        tuned.train.0, tuned.train.1, tuned.counts.0
    )?;
    writeln!(
        err,
        "held-out error {:.6} -> {:.6} ({} positions)",
        tuned.held_out.0, tuned.held_out.1, tuned.counts.1
    )?;
    for line in changes(&tuned.before, &tuned.after) {
        writeln!(err, "{line}")?;
    }
    // weights.rs names each game's weights by its CLI name in capitals.
    let name = a.variant.cli_name().to_ascii_uppercase();
    out.write_all(weights_source(&name, &tuned.after).as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cli, Command};
    use clap::Parser;

    /// `texel tune ARGS` on the given files' paths; the weights' source and the notes.
    fn tune_with(files: &[&std::path::Path], args: &[&str]) -> Result<(String, String), CliError> {
        let mut argv = vec!["manifold-cli", "texel", "tune", "--iterations", "200"];
        let paths: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
        argv.extend(paths.iter().map(String::as_str));
        argv.extend(args);
        let cli = Cli::try_parse_from(argv).expect("arguments parse");
        let crate::Command::Texel { action } = cli.command else {
            panic!("not texel");
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        texel_command(&action, &mut out, &mut err)?;
        let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8");
        Ok((text(out), text(err)))
    }

    #[test]
    fn mattrix_is_tuned_but_not_labelled_by_a_uci_engine() {
        let parses = |argv: &[&str]| Cli::try_parse_from(argv).map(|_| ());
        assert!(parses(&["manifold-cli", "texel", "data", "--variant", "mattrix"]).is_ok());
        assert!(
            parses(&[
                "manifold-cli",
                "texel",
                "tune",
                "f.txt",
                "--variant",
                "Mattrix"
            ])
            .is_ok()
        );
        let refused = parses(&[
            "manifold-cli",
            "texel",
            "label",
            "f.txt",
            "--variant",
            "mattrix",
            "--engine",
            "sf",
        ])
        .unwrap_err()
        .to_string();
        assert!(
            refused.contains("cannot be labelled by a UCI engine"),
            "{refused}"
        );
        let refused = parses(&["manifold-cli", "texel", "data", "--variant", "transit"])
            .unwrap_err()
            .to_string();
        assert!(refused.contains("'transit' cannot be tuned"), "{refused}");
    }

    #[test]
    fn positions_come_quiet_from_the_readable_games_of_a_pgn_file() {
        let pgn = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 \
                   5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1-0\n\n\
                   [Event \"b\"]\n\n1. e4 e5 2. Qxf7 1-0\n";
        let dir = std::env::temp_dir().join(format!("manifold-positions-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join("games.pgn");
        std::fs::write(&file, pgn).expect("write");
        let path = file.display().to_string();
        let argv = [
            "manifold-cli",
            "texel",
            "positions",
            &path,
            "--skip-plies",
            "4",
        ];
        let cli = Cli::try_parse_from(argv).expect("arguments parse");
        let crate::Command::Texel { action } = cli.command else {
            panic!("not texel");
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        texel_command(&action, &mut out, &mut err).expect("read");
        let (out, notes) = (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        );
        assert!(notes.starts_with("game 2: not read ("), "{notes}");
        let lines: Vec<Labelled> = out.lines().map(|l| data::parse_line(l).unwrap()).collect();
        assert!(notes.ends_with(&format!("1 games, {} positions\n", lines.len())));
        // Positions after the fourth ply of the 20, the quiet ones only.
        assert!((5..=16).contains(&lines.len()), "{out}");
        let evaluator = Evaluator::new(VariantId::Classical.rules());
        for l in &lines {
            assert_eq!(l.result, 1.0);
            let pos = Position::from_fen(VariantId::Classical, &l.fen).unwrap();
            let (q, _) = manifold_ai::search::Searcher::new(1).quiescence(&pos);
            assert_eq!(q, evaluator.evaluate(&pos), "{}", l.fen);
        }
        assert!(
            !out.contains("rnbqkbnr/pppppppp"),
            "the start is before ply 4"
        );
        let missing = dir.join("none.pgn").display().to_string();
        let argv = ["manifold-cli", "texel", "positions", &missing];
        let Command::Texel { action } = Cli::try_parse_from(argv).unwrap().command else {
            panic!("not texel");
        };
        let refused = texel_command(&action, &mut Vec::new(), &mut Vec::new());
        assert!(matches!(refused, Err(CliError::Input(_))));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn tune_reads_several_files_as_one_and_moves_only_the_weights_named() {
        let data = include_str!("../tests/data/texel/classical.txt");
        let lines: Vec<&str> = data.lines().take(400).collect();
        let dir = std::env::temp_dir().join(format!("manifold-texel-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
        std::fs::write(&a, lines[..250].join("\n")).expect("write");
        std::fs::write(&b, lines[250..].join("\n") + "\n").expect("write");
        let (_, notes) =
            tune_with(&[&a, &b], &["--only", "rank_mg", "--only", "tempo"]).expect("tuned");
        assert!(notes.starts_with("400 positions"), "{notes}");
        let changed: Vec<&str> = notes.lines().filter(|l| l.contains(" -> ")).collect();
        assert!(!changed.is_empty(), "{notes}");
        assert!(
            changed.iter().all(|l| l.starts_with("rank_mg[")
                || l.starts_with("tempo:")
                || l.contains("error")),
            "{changed:?}"
        );
        let refused = tune_with(&[&a], &["--only", "rank"]);
        assert!(matches!(refused, Err(CliError::Usage(_))));
        std::fs::remove_dir_all(&dir).ok();
    }
}
