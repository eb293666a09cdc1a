//! `manifold-cli uci` over real pipes: the handshake, searches with every kind of limit,
//! `stop` during `go infinite`, Great Chess through `UCI_Variant`, and bad input answered
//! with `info string` while the session goes on. Every wait is bounded (a watchdog: the
//! test fails when an answer is late), and an engine left running by a failed test is
//! killed.

use std::io::{BufRead, BufReader, Write};
use std::ops::{Deref, DerefMut};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use manifold_cli::uci::uci_command;
use manifold_locale::Language;
use manifold_rules::{Position, VariantId};

use crate::WATCHDOG;

/// A child process killed when dropped (a test that fails does not leave it running).
struct Guard(Child);

impl Deref for Guard {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.0
    }
}

impl DerefMut for Guard {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.0
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A running engine and the lines it has printed.
struct Engine {
    child: Guard,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_manifold-cli"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child: Guard(child),
            stdin,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}").expect("the engine reads");
        self.stdin.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix` (panics after
    /// `within`).
    fn until(&mut self, prefix: &str, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no '{prefix}' within {within:?}; got {seen:?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine closed its output; got {seen:?}")
                }
            }
        }
    }

    /// Whatever the engine prints during `wait`.
    fn quiet_for(&mut self, wait: Duration) -> Vec<String> {
        let deadline = Instant::now() + wait;
        let mut seen = Vec::new();
        while let Ok(line) = self
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            seen.push(line);
        }
        seen
    }

    fn ready(&mut self) {
        self.send("isready");
        self.until("readyok", Duration::from_secs(10));
    }

    fn quit(self) {
        self.quit_within(Duration::from_secs(10));
    }

    /// Sends `quit` and waits for the process to end (panics after `within`).
    fn quit_within(mut self, within: Duration) {
        self.send("quit");
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "exit status {status}");
                return;
            }
            assert!(Instant::now() < deadline, "the engine does not quit");
            thread::sleep(Duration::from_millis(10));
        }
    }
}

const SHORT: Duration = Duration::from_secs(10);

/// The move of a `bestmove` line, checked to be legal in `pos`.
fn legal_bestmove(lines: &[String], pos: &Position) -> String {
    let last = lines.last().unwrap();
    let mv = last
        .strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("not a bestmove line: {last}"))
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    pos.parse_coord(&mv)
        .unwrap_or_else(|e| panic!("bestmove {mv} is not legal: {e}"));
    mv
}

fn after(id: VariantId, moves: &[&str]) -> Position {
    let mut pos = Position::start(id);
    for m in moves {
        pos = pos.play(pos.parse_coord(m).unwrap());
    }
    pos
}

#[test]
fn handshake() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", SHORT);
    assert!(lines.iter().any(|l| l.starts_with("id name Manifold")));
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    assert!(
        lines
            .iter()
            .any(|l| l
                == "option name UCI_Variant type combo default chess var chess var greatchess")
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Level type spin"))
    );
    e.ready();
    e.send("ucinewgame");
    e.ready();
    e.quit();
}

#[test]
fn movetime_search_after_moves() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4 e7e5");
    let started = Instant::now();
    e.send("go movetime 200");
    let lines = e.until("bestmove", SHORT);
    assert!(started.elapsed() < WATCHDOG);
    legal_bestmove(&lines, &after(VariantId::Classical, &["e2e4", "e7e5"]));
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth"))
        .expect("info lines");
    for word in [" score cp ", " nodes ", " nps ", " time ", " pv "] {
        assert!(info.contains(word), "{info}");
    }
    e.quit();
}

#[test]
fn depth_nodes_and_clock_limits() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go depth 3");
    let lines = e.until("bestmove", SHORT);
    let depths: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(
        depths.last().unwrap().starts_with("info depth 3 "),
        "{depths:?}"
    );
    legal_bestmove(&lines, &Position::start(VariantId::Classical));
    e.send("go nodes 3000");
    legal_bestmove(
        &e.until("bestmove", SHORT),
        &Position::start(VariantId::Classical),
    );
    e.send("position startpos moves d2d4");
    e.send("go wtime 1000 btime 1000 winc 0 binc 0");
    let started = Instant::now();
    let lines = e.until("bestmove", SHORT);
    // About 0.1 s by the clock; the level's own time would be 5 s.
    assert!(started.elapsed() < WATCHDOG);
    legal_bestmove(&lines, &after(VariantId::Classical, &["d2d4"]));
    e.quit();
}

#[test]
fn infinite_until_stop() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go infinite");
    let early = e.quiet_for(Duration::from_millis(300));
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "bestmove before stop: {early:?}"
    );
    // isready is answered during the search.
    e.send("isready");
    e.until("readyok", WATCHDOG);
    let asked = Instant::now();
    e.send("stop");
    let lines = e.until("bestmove", SHORT);
    assert!(
        asked.elapsed() < WATCHDOG,
        "stop took {:?}",
        asked.elapsed()
    );
    legal_bestmove(&lines, &Position::start(VariantId::Classical));
    e.ready();
    e.quit();
}

#[test]
fn great_chess_through_uci_variant() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value greatchess");
    e.send("position startpos moves e3e4 f8f7");
    e.send("go depth 3");
    let lines = e.until("bestmove", SHORT);
    legal_bestmove(&lines, &after(VariantId::Great, &["e3e4", "f8f7"]));
    // A FEN with the giraffe, vizier and war machine letters: the giraffe takes the
    // undefended general.
    let fen = "4k5/10/10/10/10/4q5/10/10/4W5/3VGK4 w - - 0 1";
    e.send(&format!("position fen {fen}"));
    e.send("go depth 3");
    let lines = e.until("bestmove", SHORT);
    let pos = Position::from_fen(VariantId::Great, fen).unwrap();
    assert_eq!(legal_bestmove(&lines, &pos), "e2e5");
    e.quit();
}

#[test]
fn mate_is_reported_as_mate() {
    let mut e = Engine::start();
    e.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    e.send("go depth 4");
    let lines = e.until("bestmove", SHORT);
    assert!(
        lines.iter().any(|l| l.contains(" score mate 1 ")),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
    // No legal move: the conventional answer.
    e.send("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    e.send("go depth 2");
    assert_eq!(
        e.until("bestmove", SHORT).last().unwrap(),
        "bestmove (none)"
    );
    e.quit();
}

#[test]
fn bad_input_is_answered_and_ignored() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4");
    e.send("d");
    let before = e.until("info string fen", SHORT);
    let cases = [
        "frobnicate",
        "position",
        "position fen not/a/fen w",
        "position startpos moves e7e5 e2e5",
        "position startpos moves zz99",
        "go movetime soon",
        "go depth",
        "go sideways",
        "setoption",
        "setoption name Hash value lots",
        "setoption name UCI_Variant value xiangqi",
        "setoption name Nonsense value 3",
    ];
    for bad in cases {
        e.send(bad);
        let lines = e.until("info string", SHORT);
        assert!(
            !lines.iter().any(|l| l.starts_with("bestmove")),
            "{bad}: {lines:?}"
        );
    }
    // Invalid UTF-8 and an empty line do no harm either.
    e.stdin.write_all(b"\xff\xfe\n\n").unwrap();
    e.until("info string", SHORT);
    e.ready();
    // The position is still the one from before the bad commands.
    e.send("d");
    let now = e.until("info string fen", SHORT);
    assert_eq!(before.last(), now.last());
    e.send("go depth 2");
    legal_bestmove(
        &e.until("bestmove", SHORT),
        &after(VariantId::Classical, &["e2e4"]),
    );
    e.quit();
}

#[test]
fn levels_are_options() {
    let mut e = Engine::start();
    e.send("setoption name Level value 1");
    e.send("setoption name Seed value 42");
    e.send("position startpos");
    e.send("go movetime 5000");
    // The beginner's depth cap ends the search long before the time.
    let started = Instant::now();
    let lines = e.until("bestmove", SHORT);
    assert!(started.elapsed() < WATCHDOG);
    legal_bestmove(&lines, &Position::start(VariantId::Classical));
    e.send("setoption name Skill Level value 0");
    e.send("go depth 10");
    let lines = e.until("bestmove", SHORT);
    assert!(
        !lines.iter().any(|l| l.starts_with("info depth 5")),
        "{lines:?}"
    );
    e.quit();
}

#[test]
fn end_of_input_ends_the_session() {
    let mut e = Engine::start();
    e.send("go infinite");
    drop(e.stdin);
    let deadline = Instant::now() + SHORT;
    while e.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the engine does not end");
        thread::sleep(Duration::from_millis(10));
    }
    let rest: Vec<String> = e.lines.iter().collect();
    assert!(
        rest.last().is_some_and(|l| l.starts_with("bestmove")),
        "{rest:?}"
    );
}

/// The session as a library function, writing into a buffer.
#[test]
fn library_session() {
    #[derive(Clone)]
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().write(buf)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let run = |script: &str, lang: Language| {
        let buffer = Shared(Arc::new(Mutex::new(Vec::new())));
        uci_command(&mut script.as_bytes(), buffer.clone(), lang).unwrap();
        String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap()
    };
    let script = "uci\nposition startpos moves g1f3\ngo depth 2\nisready\nquit\n";
    let text = run(script, Language::English);
    assert!(text.contains("uciok\n"));
    assert!(text.contains("readyok\n"));
    assert!(text.lines().any(|l| l.starts_with("bestmove ")), "{text}");
    // Complaints follow the language; the protocol's words do not.
    let script = "frobnicate\nposition startpos moves e2e5\nisready\nquit\n";
    let english = run(script, Language::English);
    assert!(
        english.contains("info string unknown command 'frobnicate'"),
        "{english}"
    );
    assert!(
        english.contains("info string move 1 'e2e5' cannot be played"),
        "{english}"
    );
    let russian = run(script, Language::Russian);
    assert!(
        russian.contains("info string неизвестная команда 'frobnicate'"),
        "{russian}"
    );
    assert!(
        russian.contains("info string ход 1 'e2e5' сделать нельзя"),
        "{russian}"
    );
    assert!(russian.contains("readyok\n"), "{russian}");
}

/// Nine queens a side (every pawn promoted, the most a reader accepts): nearly every move
/// is a capture, and a single iteration of the search takes a long time here, so each
/// limit must hold inside the first one.
const MANY_QUEENS: &str = "rnbqkbnr/qqqqqqqq/8/8/8/8/QQQQQQQQ/RNBQKBNR w - - 0 1";

/// Sends `go ...` and returns the lines up to its `bestmove` (legal in `pos`) and the time
/// it took, failing after `within`.
fn timed_go(e: &mut Engine, go: &str, pos: &Position, within: Duration) -> Duration {
    let asked = Instant::now();
    e.send(go);
    let lines = e.until("bestmove", within);
    let took = asked.elapsed();
    legal_bestmove(&lines, pos);
    took
}

#[test]
fn limits_hold_inside_the_first_iteration() {
    let pos = Position::from_fen(VariantId::Classical, MANY_QUEENS).unwrap();
    let mut e = Engine::start();
    e.send(&format!("position fen {MANY_QUEENS}"));
    e.ready();
    // Generous bounds for a busy machine: each of these takes a few milliseconds.
    let bound = WATCHDOG;
    for go in [
        "go nodes 10",
        "go movetime 10",
        "go depth 1 movetime 20",
        "go wtime 100 btime 100",
    ] {
        let took = timed_go(&mut e, go, &pos, bound);
        eprintln!("{go}: bestmove after {took:?}");
    }
    // `stop` during an iteration that would run for minutes.
    for go in ["go infinite", "go depth 1", "go movetime 600000"] {
        e.send(go);
        thread::sleep(Duration::from_millis(100));
        let asked = Instant::now();
        e.send("stop");
        let lines = e.until("bestmove", WATCHDOG);
        eprintln!("{go}: bestmove {:?} after stop", asked.elapsed());
        legal_bestmove(&lines, &pos);
    }
    e.ready();
    // `quit` during such a search ends the process.
    e.send("go infinite");
    thread::sleep(Duration::from_millis(50));
    e.quit_within(WATCHDOG);
}

#[test]
fn setoption_values_are_clamped_or_refused() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", SHORT);
    let hash = lines
        .iter()
        .find(|l| l.starts_with("option name Hash "))
        .unwrap();
    let max: u64 = hash.rsplit(' ').next().unwrap().parse().unwrap();
    // Far beyond the advertised maximum: clamped to it, and said so.
    e.send("setoption name Hash value 99999999999999999999999");
    let said = e.until("info string", SHORT);
    assert!(
        said.last().unwrap().contains(&format!("taken as {max}")),
        "{said:?}"
    );
    e.ready();
    e.send("setoption name Hash value -7");
    let said = e.until("info string", SHORT);
    assert!(said.last().unwrap().contains("taken as 1"), "{said:?}");
    for bad in ["lots", "12MB", "", "1e6", "0x10"] {
        e.send(&format!("setoption name Hash value {bad}"));
        let said = e.until("info string", SHORT);
        assert!(
            said.last().unwrap().contains("needs a whole number"),
            "{bad}: {said:?}"
        );
    }
    e.send("setoption name Level value 99");
    assert!(
        e.until("info string", SHORT)
            .last()
            .unwrap()
            .contains("taken as 5")
    );
    e.send("setoption name Skill Level value twenty");
    assert!(
        e.until("info string", SHORT)
            .last()
            .unwrap()
            .contains("needs a whole number")
    );
    e.send("setoption name Threads value 65");
    assert!(
        e.until("info string", SHORT)
            .last()
            .unwrap()
            .contains("taken as 64")
    );
    e.send("setoption name Threads value two");
    assert!(
        e.until("info string", SHORT)
            .last()
            .unwrap()
            .contains("needs a whole number")
    );
    e.send("setoption name Hash value 32");
    e.send("setoption name Threads value 2");
    e.send("setoption name Level value 3");
    // Values in range are taken silently.
    e.ready();
    let quiet = e.quiet_for(Duration::from_millis(50));
    assert!(quiet.is_empty(), "{quiet:?}");
    e.send("position startpos moves e2e4");
    e.send("go depth 2");
    let pos = after(VariantId::Classical, &["e2e4"]);
    legal_bestmove(&e.until("bestmove", SHORT), &pos);
    // Numbers of `go` beyond any range: a negative time is none, a huge depth the deepest.
    e.send("go movetime -5");
    legal_bestmove(&e.until("bestmove", SHORT), &pos);
    e.send("go depth 99999999999999999999999 movetime 50");
    legal_bestmove(&e.until("bestmove", SHORT), &pos);
    e.quit();
}

#[test]
fn the_last_line_reported_is_the_line_of_the_move_played() {
    // A search stopped inside an iteration plays a move that iteration found better than the
    // last completed one's; the last `info` line then shows it. Among these node limits
    // (from a fresh table) the build of 5 December 2026 did so in ten searches and reported
    // another move.
    let mut e = Engine::start();
    for fen in [
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r2q1rk1/ppp2ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 w - - 0 8",
    ] {
        let pos = Position::from_fen(VariantId::Classical, fen).unwrap();
        let mut nodes = 2000;
        while nodes < 20_000 {
            e.send("ucinewgame");
            e.send(&format!("position fen {fen}"));
            e.send(&format!("go nodes {nodes}"));
            nodes = nodes * 6 / 5;
            let lines = e.until("bestmove", SHORT);
            let played = legal_bestmove(&lines, &pos);
            let last = lines
                .iter()
                .rev()
                .find(|l| l.starts_with("info depth"))
                .expect("info lines");
            let pv = last.split(" pv ").nth(1).expect("a line");
            assert_eq!(
                pv.split_whitespace().next(),
                Some(played.as_str()),
                "{last}"
            );
        }
    }
    e.quit();
}
