//! A UCI session that lives across fuzz inputs: each input is one or more command lines fed
//! to the running engine, followed by `stop` and `isready`; the engine must answer `readyok`
//! within [`WATCHDOG`] (so every `go` was stopped and every command handled), and never
//! panic. A `quit` in the input ends the session; the next input starts a new one.

use std::io::{self, BufRead, Read, Write};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::targets::Verdict;

/// How long the engine may take to answer `readyok` after an input and `stop`: a hang
/// detector, far above the milliseconds it takes even on a busy machine.
pub(crate) const WATCHDOG: Duration = Duration::from_secs(30);

/// The engine's input: lines sent over a channel; the end of the channel ends the input.
struct ChannelReader {
    lines: Receiver<Vec<u8>>,
    buffer: Vec<u8>,
    at: usize,
}

impl Read for ChannelReader {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for ChannelReader {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at >= self.buffer.len() {
            match self.lines.recv() {
                Ok(bytes) => {
                    self.buffer = bytes;
                    self.at = 0;
                }
                Err(_) => return Ok(&[]),
            }
        }
        Ok(&self.buffer[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

/// The engine's output, shared with the fuzzer: everything written, and a signal.
#[derive(Clone, Default)]
struct SharedOutput(Arc<(Mutex<Vec<u8>>, Condvar)>);

impl Write for SharedOutput {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let (text, signal) = &*self.0;
        text.lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
        signal.notify_all();
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl SharedOutput {
    /// Waits until a `readyok` line stands after byte `from` (returning where it ends), or
    /// until `ended` says the engine has stopped, or until `until`.
    fn wait_ready(&self, from: usize, until: Instant, ended: impl Fn() -> bool) -> Option<usize> {
        let (text, signal) = &*self.0;
        let mut guard = text.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let tail = &guard[from.min(guard.len())..];
            if let Some(i) = find(tail, b"readyok\n") {
                return Some(from + i + 8);
            }
            let now = Instant::now();
            if now >= until || ended() {
                return None;
            }
            // Short waits, so that an engine that ended (a `quit`) is noticed at once.
            guard = signal
                .wait_timeout(guard, (until - now).min(Duration::from_millis(2)))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    fn len(&self) -> usize {
        self.0.0.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    fn clear(&self) {
        self.0.0.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// A running engine session.
struct Running {
    lines: Sender<Vec<u8>>,
    output: SharedOutput,
    engine: JoinHandle<Result<(), String>>,
}

impl Running {
    fn start() -> Running {
        let (lines, receiver) = channel();
        let output = SharedOutput::default();
        let engine_output = output.clone();
        let engine = std::thread::Builder::new()
            .name("fuzz-uci".into())
            .spawn(move || {
                let mut input = ChannelReader {
                    lines: receiver,
                    buffer: Vec::new(),
                    at: 0,
                };
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let _ = crate::uci::uci_command(
                        &mut input,
                        engine_output,
                        manifold_locale::Language::English,
                    );
                }))
                .map_err(super::panic_message)
            })
            .expect("a thread for the fuzzed UCI session");
        Running {
            lines,
            output,
            engine,
        }
    }
}

/// The session the fuzzer keeps between inputs.
#[derive(Default)]
pub(crate) struct UciFuzzSession {
    running: Mutex<Option<Running>>,
}

impl UciFuzzSession {
    /// Feeds the engine `text` (one or more lines), then `stop` and `isready`.
    pub fn check(&self, text: &str) -> Verdict {
        let mut slot = self.running.lock().unwrap_or_else(|e| e.into_inner());
        let run = slot.get_or_insert_with(Running::start);
        run.output.clear();
        let from = run.output.len();
        let mut bytes = text.as_bytes().to_vec();
        bytes.extend_from_slice(b"\nstop\nisready\n");
        let sent = run.lines.send(bytes).is_ok();
        let answered = sent
            && run
                .output
                .wait_ready(from, Instant::now() + WATCHDOG, || run.engine.is_finished())
                .is_some();
        if answered {
            return Verdict::Accepted;
        }
        // No `readyok`: the session ended (a `quit`, or a panic) or hangs.
        let run = slot.take().expect("a running session");
        let deadline = Instant::now() + WATCHDOG;
        while !run.engine.is_finished() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        if !run.engine.is_finished() {
            return Verdict::Failed(format!(
                "no readyok within {} s of stop and isready",
                WATCHDOG.as_secs()
            ));
        }
        match run.engine.join() {
            // A `quit`: the session ended as asked.
            Ok(Ok(())) => Verdict::Accepted,
            // The engine panicked: panic again here, so that the runner counts it.
            Ok(Err(message)) => std::panic::panic_any(message),
            Err(payload) => std::panic::resume_unwind(payload),
        }
    }
}
