//! `manifold-cli uci`: the Universal Chess Interface, for classical chess and Great Chess
//! (`setoption name UCI_Variant value greatchess`, Fairy-Stockfish's FEN letters of RULES 3:
//! K Q R B N P G V W).
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption`, `position startpos|fen ...
//! [moves ...]`, `go` (`movetime`, `wtime`/`btime`/`winc`/`binc`/`movestogo`, `depth`,
//! `nodes`, `mate`, `infinite`; a bare `go` uses the level's own time), `stop`, `quit`,
//! and `d` (prints the FEN as an `info string`). The search runs on its own thread, so
//! `stop`, `isready` and `quit` are read while it searches; `stop` makes it answer
//! `bestmove` at once.
//!
//! Bad input never ends the session: a malformed or unknown command is answered with one
//! `info string ...` line and ignored; a bad FEN or an illegal move in `position` leaves the
//! position as it was before that command. A spin option (`Hash`, `Level`, ...) set beyond
//! its advertised range is clamped into it (and an `info string` says so); a value that is
//! not a whole number is refused and the option keeps its value.
//!
//! Every limit of `go` holds inside the search's first iteration too, and `stop` is obeyed
//! within a fraction of a millisecond of search ([`manifold_ai::search`]).

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, Scope, ScopedJoinHandle};
use std::time::Duration;

use manifold_ai::level::Level;
use manifold_ai::limits::{Clock, Limits};
use manifold_ai::score::mate_moves;
use manifold_ai::search::{MAX_THREADS, Searcher};
use manifold_ai::tt::{DEFAULT_HASH_MB, MAX_HASH_MB};
use manifold_ai::{SearchInfo, SearchResult};
use manifold_rules::{Move, Position, Seat, VariantId};

use super::error::CliError;
use super::uci_complaints::UciComplaint;
use super::variant::{UCI_DEFAULT_VARIANT, UCI_VARIANTS, uci_variant};
use manifold_locale::{Language, text};

/// The stack of the search thread (the search recurses up to 128 plies).
const SEARCH_STACK: usize = 64 * 1024 * 1024;

/// Runs a UCI session: commands from `input`, answers to `out` (shared with the search
/// thread, one whole line at a time). Returns at `quit` or at the end of the input.
pub fn uci_command<W: Write + Send>(
    input: &mut dyn BufRead,
    out: W,
    lang: Language,
) -> Result<(), CliError> {
    let out = Mutex::new(out);
    thread::scope(|scope| {
        let mut session = Session::new(&out, lang);
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    session.finish_search();
                    return Err(CliError::Io(e));
                }
            }
            let line = String::from_utf8_lossy(&bytes);
            if !session.handle(scope, &line) {
                break;
            }
        }
        session.finish_search();
        Ok(())
    })
}

/// Writes one line and flushes (errors are ignored: a closed pipe ends the session when
/// the input ends).
fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut w = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// A search running on its own thread.
struct Running<'scope> {
    handle: ScopedJoinHandle<'scope, Searcher>,
    stop: Arc<AtomicBool>,
    /// Set just before the search prints its `bestmove` (the thread is about to end).
    answered: Arc<AtomicBool>,
}

/// The engine's state between commands.
struct Session<'scope, 'o, W: Write + Send> {
    out: &'o Mutex<W>,
    /// The language of the `info string` complaints.
    lang: Language,
    variant: VariantId,
    root: Position,
    /// Hashes of the positions before `root`, oldest first.
    history: Vec<u64>,
    hash_mb: usize,
    /// The search threads (the `Threads` option).
    threads: usize,
    level: Level,
    seed: u64,
    /// The searcher, while no search holds it.
    searcher: Option<Searcher>,
    running: Option<Running<'scope>>,
}

impl<'scope, 'o: 'scope, W: Write + Send> Session<'scope, 'o, W> {
    fn new(out: &'o Mutex<W>, lang: Language) -> Self {
        Session {
            out,
            lang,
            variant: VariantId::Classical,
            root: Position::start(VariantId::Classical),
            history: Vec::new(),
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            level: Level::Max,
            seed: 0,
            searcher: Some(Searcher::new(DEFAULT_HASH_MB)),
            running: None,
        }
    }

    fn say(&self, line: &str) {
        say(self.out, line);
    }

    /// A fresh searcher with the session's `Hash` and `Threads`.
    fn new_searcher(&self) -> Searcher {
        let mut searcher = Searcher::new(self.hash_mb);
        searcher.set_threads(self.threads);
        searcher
    }

    fn complain(&self, what: UciComplaint) {
        self.say(&format!("info string {}", text(self.lang, &what)));
    }

    /// Stops a running search (it prints its `bestmove`) and takes the searcher back.
    fn finish_search(&mut self) {
        if let Some(run) = self.running.take() {
            run.stop.store(true, Ordering::Relaxed);
            match run.handle.join() {
                Ok(searcher) => self.searcher = Some(searcher),
                Err(_) => {
                    self.complain(UciComplaint::SearchFailed);
                    self.searcher = Some(self.new_searcher());
                }
            }
        }
    }

    /// Takes back the searcher of a search that has answered by itself.
    fn reap(&mut self) {
        if self
            .running
            .as_ref()
            .is_some_and(|r| r.answered.load(Ordering::Acquire) || r.handle.is_finished())
        {
            self.finish_search();
        }
    }

    /// Handles one command line; `false` ends the session.
    fn handle(&mut self, scope: &'scope Scope<'scope, '_>, line: &str) -> bool {
        self.reap();
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = tokens.split_first() else {
            return true;
        };
        match command {
            "uci" => self.identify(),
            "isready" => self.say("readyok"),
            "ucinewgame" => {
                self.finish_search();
                if let Some(s) = self.searcher.as_mut() {
                    s.clear();
                }
                self.root = Position::start(self.variant);
                self.history.clear();
            }
            "setoption" => {
                self.finish_search();
                self.set_option(args);
            }
            "position" => {
                self.finish_search();
                self.set_position(args);
            }
            "go" => self.go(scope, args),
            "stop" => self.finish_search(),
            "ponderhit" => {}
            "quit" => return false,
            "d" => self.say(&format!("info string fen {}", self.root.to_fen())),
            "debug" | "register" => {}
            _ => self.complain(UciComplaint::UnknownCommand(
                command.escape_debug().take(60).collect(),
            )),
        }
        true
    }

    fn identify(&self) {
        self.say(&format!("id name Manifold {}", env!("CARGO_PKG_VERSION")));
        self.say("id author the Manifold authors");
        let vars: Vec<String> = UCI_VARIANTS
            .iter()
            .map(|(n, _)| format!("var {n}"))
            .collect();
        self.say(&format!(
            "option name UCI_Variant type combo default {UCI_DEFAULT_VARIANT} {}",
            vars.join(" ")
        ));
        self.say(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        self.say("option name Clear Hash type button");
        self.say(&format!(
            "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
        ));
        self.say("option name Level type spin default 5 min 1 max 5");
        self.say("option name Skill Level type spin default 20 min 0 max 20");
        self.say("option name Seed type spin default 0 min 0 max 2147483647");
        self.say("uciok");
    }

    fn set_option(&mut self, args: &[&str]) {
        // setoption name <name words> [value <value words>]
        if args.first() != Some(&"name") {
            return self.complain(UciComplaint::SetoptionSyntax);
        }
        let value_at = args.iter().position(|&t| t.eq_ignore_ascii_case("value"));
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at.map(|i| args[i + 1..].join(" "));
        // A spin option's value: a whole number, clamped into its range (with a note).
        let number = |v: &Option<String>, min: i64, max: i64| -> Result<i64, UciComplaint> {
            let text = v.as_deref().unwrap_or("").trim();
            let n = spin_value(text, min, max).ok_or_else(|| UciComplaint::OptionNeedsNumber {
                name: name.clone(),
                min,
                max,
                got: text.to_string(),
            })?;
            if n.to_string() != text.trim_start_matches('+') {
                self.complain(UciComplaint::OptionClamped {
                    name: name.clone(),
                    min,
                    max,
                    got: text.to_string(),
                    taken: n,
                });
            }
            Ok(n)
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                let text = value.unwrap_or_default();
                match uci_variant(&text) {
                    Some(id) => {
                        self.variant = id;
                        self.root = Position::start(id);
                        self.history.clear();
                    }
                    None => {
                        let names: Vec<&str> = UCI_VARIANTS.iter().map(|(n, _)| *n).collect();
                        self.complain(UciComplaint::UnknownVariant {
                            text,
                            names: names.join(", "),
                        });
                    }
                }
            }
            "hash" => match number(&value, 1, MAX_HASH_MB as i64) {
                Ok(mb) => {
                    self.hash_mb = mb as usize;
                    if let Some(s) = self.searcher.as_mut() {
                        s.set_hash_mb(self.hash_mb);
                    }
                }
                Err(e) => self.complain(e),
            },
            "threads" => match number(&value, 1, MAX_THREADS as i64) {
                Ok(n) => {
                    self.threads = n as usize;
                    if let Some(s) = self.searcher.as_mut() {
                        s.set_threads(self.threads);
                    }
                }
                Err(e) => self.complain(e),
            },
            "clear hash" => {
                if let Some(s) = self.searcher.as_mut() {
                    s.clear();
                }
            }
            "level" => match number(&value, 1, 5) {
                Ok(n) => self.level = Level::from_number(n as u32).unwrap_or(Level::Max),
                Err(e) => self.complain(e),
            },
            "skill level" => match number(&value, 0, 20) {
                Ok(n) => {
                    self.level = Level::from_number((n as u32 / 4 + 1).min(5)).unwrap_or(Level::Max)
                }
                Err(e) => self.complain(e),
            },
            "seed" => match number(&value, 0, i64::from(i32::MAX)) {
                Ok(n) => self.seed = n as u64,
                Err(e) => self.complain(e),
            },
            "ponder" | "multipv" | "uci_chess960" => {}
            _ => self.complain(UciComplaint::UnknownOption(name)),
        }
    }

    fn set_position(&mut self, args: &[&str]) {
        let moves_at = args.iter().position(|&t| t == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &args[args.len()..]),
        };
        let start = match setup.split_first() {
            Some((&"startpos", [])) => Position::start(self.variant),
            Some((&"fen", fields)) if !fields.is_empty() => {
                let fen = fields.join(" ");
                match Position::from_fen(self.variant, &fen) {
                    Ok(p) => p,
                    Err(e) => {
                        return self.complain(UciComplaint::InvalidFen {
                            variant: self.variant.to_string(),
                            fen,
                            error: Box::new(e),
                        });
                    }
                }
            }
            _ => {
                return self.complain(UciComplaint::PositionSyntax);
            }
        };
        let mut history = Vec::with_capacity(moves.len());
        let mut pos = start;
        for (i, text) in moves.iter().enumerate() {
            match pos.parse_coord(text) {
                Ok(m) => {
                    history.push(pos.hash());
                    pos = pos.play(m);
                }
                Err(e) => {
                    return self.complain(UciComplaint::MoveRefused {
                        index: i + 1,
                        text: text.to_string(),
                        error: Box::new(e),
                    });
                }
            }
        }
        self.root = pos;
        self.history = history;
    }

    /// Reads the `go` parameters into limits (`None` after complaining).
    fn go_limits(&self, args: &[&str]) -> Option<(Limits, bool)> {
        let params = self.read_go(args)?;
        Some(self.limits_of(params))
    }

    /// Reads the `go` parameters (`None` after complaining).
    fn read_go(&self, args: &[&str]) -> Option<GoParams> {
        let mut params = GoParams::default();
        let mut i = 0;
        while i < args.len() {
            let key = args[i];
            if !GO_NUMBERS.contains(&key) {
                i += self.go_flag(&mut params, key, &args[i + 1..])?;
                continue;
            }
            let Some(text) = args.get(i + 1) else {
                self.complain(UciComplaint::GoNeedsNumber(key.to_string()));
                return None;
            };
            // Negative counts as 0, more digits than fit as the largest number.
            let Some(n) = spin_value(text, 0, i64::MAX) else {
                self.complain(UciComplaint::GoNotANumber {
                    key: key.to_string(),
                    text: text.to_string(),
                });
                return None;
            };
            params.set(key, n as u64);
            i += 2;
        }
        Some(params)
    }

    /// Reads a `go` parameter without a number (`infinite`, `ponder`, `searchmoves` and
    /// the moves after it, skipped); how many words it took, or `None` after complaining.
    fn go_flag(&self, params: &mut GoParams, key: &str, rest: &[&str]) -> Option<usize> {
        match key {
            "infinite" => params.infinite = true,
            "ponder" => {}
            "searchmoves" => {
                self.complain(UciComplaint::SearchmovesUnsupported);
                let moves = rest
                    .iter()
                    .take_while(|m| m.chars().any(|c| c.is_ascii_digit()))
                    .count();
                return Some(1 + moves);
            }
            _ => {
                self.complain(UciComplaint::GoUnknownParameter(key.to_string()));
                return None;
            }
        }
        Some(1)
    }

    /// The search limits of read `go` parameters: the side to move's clock unless a move
    /// time is given, the level's move time when nothing limits the search, and the
    /// level's own caps always; and whether the search is infinite.
    fn limits_of(&self, params: GoParams) -> (Limits, bool) {
        let mut limits = params.limits;
        let white = self.root.turn() == Seat::WHITE;
        let (time, inc) = if white {
            (params.wtime, params.winc)
        } else {
            (params.btime, params.binc)
        };
        if let Some(ms) = time
            && limits.time.is_none()
        {
            let clock = Clock {
                remaining: Duration::from_millis(ms),
                increment: Duration::from_millis(inc),
                moves_to_go: params.movestogo,
            };
            let c = Limits::clock(&clock);
            limits.time = c.time;
            limits.soft_time = c.soft_time;
        }
        if params.infinite {
            limits.time = None;
            limits.soft_time = None;
        } else if limits.time.is_none() && limits.depth.is_none() && limits.nodes.is_none() {
            limits.time = Some(self.level.settings().movetime);
        }
        // The level's own caps (depth, nodes) always hold.
        let caps = Limits {
            depth: self.level.settings().depth,
            nodes: self.level.settings().nodes,
            ..Limits::default()
        };
        (limits.tightened(&caps), params.infinite)
    }

    fn go(&mut self, scope: &'scope Scope<'scope, '_>, args: &[&str]) {
        if self.running.is_some() {
            return self.complain(UciComplaint::AlreadySearching);
        }
        let Some((limits, infinite)) = self.go_limits(args) else {
            return;
        };
        let stop = Arc::new(AtomicBool::new(false));
        let limits = limits.with_stop(stop.clone());
        let mut searcher = self.searcher.take().unwrap_or_else(|| self.new_searcher());
        let root = self.root.clone();
        let history = self.history.clone();
        let config = self.level.config(self.seed);
        let out = self.out;
        let flag = stop.clone();
        let answered = Arc::new(AtomicBool::new(false));
        let done = answered.clone();
        let spawned = thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK)
            .spawn_scoped(scope, move || {
                let result = searcher.search(&root, &history, &limits, &config, &mut |info| {
                    say(out, &info_line(&root, info));
                });
                // `go infinite` answers only after `stop`.
                while infinite && !flag.load(Ordering::Relaxed) {
                    thread::sleep(Duration::from_millis(2));
                }
                // Marked before the answer, so a `go` sent in reply to it finds the search
                // over (and joins the thread, which ends right after printing).
                done.store(true, Ordering::Release);
                say(out, &bestmove_line(&root, &result));
                searcher
            });
        match spawned {
            Ok(handle) => {
                self.running = Some(Running {
                    handle,
                    stop,
                    answered,
                })
            }
            Err(e) => {
                self.complain(UciComplaint::ThreadFailed(e.to_string()));
                self.searcher = Some(self.new_searcher());
            }
        }
    }
}

/// A spin option's value from its text: a whole number (optionally signed, however many
/// digits), clamped into `min..=max`; `None` if the text is not a whole number.
fn spin_value(text: &str, min: i64, max: i64) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = match digits.parse::<i64>() {
        Ok(n) if negative => -n,
        Ok(n) => n,
        // More digits than an i64 holds: beyond either end.
        Err(_) if negative => i64::MIN,
        Err(_) => i64::MAX,
    };
    Some(n.clamp(min, max))
}

/// The `info` line of a completed iteration.
pub fn info_line(root: &Position, info: &SearchInfo) -> String {
    let score = match mate_moves(info.score) {
        Some(n) => format!("mate {n}"),
        None => format!("cp {}", info.score),
    };
    format!(
        "info depth {} seldepth {} score {score} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth.max(info.depth),
        info.nodes,
        info.nps,
        info.time.as_millis(),
        pv_text(root, &info.pv)
    )
}

/// The `bestmove` line of a finished search (`bestmove (none)` without a legal move).
pub fn bestmove_line(root: &Position, result: &SearchResult) -> String {
    match result.best_move {
        Some(m) => format!("bestmove {}", root.move_to_coord(m)),
        None => "bestmove (none)".to_string(),
    }
}

/// A line of moves in coordinates, each played from the position before it.
fn pv_text(root: &Position, pv: &[Move]) -> String {
    let mut pos = root.clone();
    let mut words = Vec::with_capacity(pv.len());
    for &m in pv {
        if !pos.is_legal(m) {
            break;
        }
        words.push(pos.move_to_coord(m));
        pos = pos.play(m);
    }
    words.join(" ")
}

/// The `go` parameters that take a number.
const GO_NUMBERS: [&str; 9] = [
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
];

/// The `go` parameters as read: the limits given outright, and the clocks.
#[derive(Default)]
struct GoParams {
    limits: Limits,
    infinite: bool,
    wtime: Option<u64>,
    btime: Option<u64>,
    winc: u64,
    binc: u64,
    movestogo: Option<u32>,
}

impl GoParams {
    /// Takes the number `n` of the parameter `key` (one of [`GO_NUMBERS`]).
    fn set(&mut self, key: &str, n: u64) {
        match key {
            "wtime" => self.wtime = Some(n),
            "btime" => self.btime = Some(n),
            "winc" => self.winc = n,
            "binc" => self.binc = n,
            "movestogo" => self.movestogo = Some(n.min(u32::MAX as u64) as u32),
            "depth" => self.limits.depth = Some(n.clamp(1, 64) as u32),
            "nodes" => self.limits.nodes = Some(n.max(1)),
            "mate" => self.limits.depth = Some((2 * n).clamp(1, 64) as u32),
            _ => self.limits.time = Some(Duration::from_millis(n)),
        }
    }
}
