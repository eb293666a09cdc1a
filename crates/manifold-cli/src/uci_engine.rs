//! A UCI engine run as a child process: started with its options, spoken to line by line,
//! and stopped when dropped. Used by `manifold-cli match` (two engines playing) and
//! `manifold-cli texel label` (an engine scoring positions).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use super::error::{CliError, Problem};

/// One engine process and the lines it prints.
pub(crate) struct Engine {
    /// The engine's name (`id name`, else its path).
    pub name: String,
    /// The engine's path.
    pub command: PathBuf,
    args: Vec<String>,
    options: Vec<(String, String)>,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How long an engine may take to start or to answer `isready`.
const READY_WAIT: Duration = Duration::from_secs(10);

impl Engine {
    /// Starts an engine, sends the handshake and its options, and waits until it is ready.
    pub(crate) fn start(
        command: PathBuf,
        args: Vec<String>,
        options: Vec<(String, String)>,
    ) -> Result<Engine, CliError> {
        let shown = command.display().to_string();
        let fail = |what: String| CliError::Usage(Problem::Match(format!("{shown}: {what}")));
        let mut child = Command::new(&command)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| fail(format!("cannot start: {e}")))?;
        let stdin = child.stdin.take().ok_or_else(|| fail("no stdin".into()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| fail("no stdout".into()))?;
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            name: shown.clone(),
            command,
            args,
            options,
            child,
            stdin,
            lines,
        };
        engine.send("uci");
        let lines = engine
            .until("uciok", READY_WAIT)
            .map_err(|e| fail(format!("no uciok: {e}")))?;
        if let Some(name) = lines.iter().find_map(|l| l.strip_prefix("id name ")) {
            engine.name = name.trim().to_string();
        }
        for (name, value) in engine.options.clone() {
            engine.send(&format!("setoption name {name} value {value}"));
        }
        engine.ready().map_err(fail)?;
        Ok(engine)
    }

    /// The same engine started afresh (after it died or hung).
    pub fn restart(&self) -> Result<Engine, CliError> {
        Engine::start(
            self.command.clone(),
            self.args.clone(),
            self.options.clone(),
        )
    }

    /// Sends one line.
    pub(crate) fn send(&mut self, line: &str) {
        let _ = writeln!(self.stdin, "{line}");
        let _ = self.stdin.flush();
    }

    /// The lines up to and including the first starting with `prefix`, waiting at most
    /// `within`.
    pub(crate) fn until(&mut self, prefix: &str, within: Duration) -> Result<Vec<String>, String> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("no '{prefix}' within {within:?}"));
                }
                Err(RecvTimeoutError::Disconnected) => return Err("the engine ended".into()),
            }
        }
    }

    /// Sends `isready` and waits for `readyok`.
    pub(crate) fn ready(&mut self) -> Result<(), String> {
        self.send("isready");
        self.until("readyok", READY_WAIT).map(|_| ())
    }
}

/// Reads `NAME=VALUE` option arguments.
pub fn parse_options(list: &[String]) -> Result<Vec<(String, String)>, CliError> {
    list.iter()
        .map(|o| match o.split_once('=') {
            Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().into(), v.trim().into())),
            _ => Err(CliError::Usage(Problem::Match(format!(
                "an engine option is NAME=VALUE (got '{o}')"
            )))),
        })
        .collect()
}
