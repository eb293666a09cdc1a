//! `manifold-cli fuzz`: a seeded mutation fuzzer for every reader of text, on the stable
//! toolchain.
//!
//! Each [`targets::Target`] is a reader with valid seeds (texts from random legal games and
//! the shipped files) and a check. The runner feeds it `inputs` texts: mostly mutations
//! ([`mutate::Mutator`]) of a seed or of an input it accepted before, some seeds as they
//! are. A panic is caught and counted; so is a failed check (a text Manifold wrote that
//! does not read back, an unsound move). The first of each is shrunk to a small input that
//! still fails the same way, for the report and a regression test.

pub(crate) mod mutate;
pub mod seeds;
pub mod targets;
pub(crate) mod uci_session;

use std::any::Any;
use std::io::Write;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use mutate::Mutator;
use targets::{Input, Target, Verdict};

/// A fuzzing run's settings: how many inputs, from which seed, on which parsers.
#[derive(Clone, Debug)]
pub struct FuzzConfig {
    /// Inputs per parser.
    pub inputs: u64,
    /// The seed of the run (the same seed runs the same inputs).
    pub seed: u64,
    /// Only the parsers whose names contain this text.
    pub only: Option<String>,
    /// Parsers fuzzed at once, each on a thread of its own.
    pub jobs: usize,
}

/// A failing input, shrunk.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The smallest input found that fails the same way.
    pub input: Input,
    /// The panic message or the failed invariant.
    pub what: String,
}

/// One parser's tally.
#[derive(Clone, Debug, Default)]
pub struct TargetReport {
    /// The parser's name.
    pub name: String,
    /// How many inputs the parser was given (the run's `--inputs`).
    pub tried: u64,
    /// Inputs the reader accepted.
    pub accepted: u64,
    /// Inputs that panicked.
    pub panics: u64,
    /// Inputs accepted whose written texts did not read back (or an invariant failed).
    pub failures: u64,
    /// The first panic, shrunk.
    pub first_panic: Option<Finding>,
    /// The first failure, shrunk.
    pub first_failure: Option<Finding>,
    /// Wall-clock seconds the whole run of this parser took: seeds, inputs and shrinking.
    pub seconds: f64,
}

impl TargetReport {
    /// Whether nothing went wrong.
    pub fn clean(&self) -> bool {
        self.panics == 0 && self.failures == 0
    }
}

/// The accepted inputs kept for further mutation, per parser.
const CORPUS_LIMIT: usize = 4096;

/// Runs every selected parser; `progress` gets one line per parser as it finishes.
pub fn run(config: &FuzzConfig, progress: &mut dyn Write) -> Vec<TargetReport> {
    let targets = targets::all_targets(config.seed);
    let previous_hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let chosen: Vec<&Target> = targets
        .iter()
        .filter(|t| selected(config, &t.name))
        .collect();
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let mut reports: Vec<(usize, TargetReport)> = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            let (chosen, next, sender) = (&chosen, &next, sender.clone());
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(target) = chosen.get(index) else {
                        break;
                    };
                    let _ = sender.send((index, run_target(target, config)));
                }
            });
        }
        drop(sender);
        for (index, report) in receiver {
            let _ = writeln!(progress, "{}", report_line(&report));
            let _ = progress.flush();
            reports.push((index, report));
        }
    });
    panic::set_hook(previous_hook);
    // In target order, whatever order the threads finished in.
    reports.sort_by_key(|(index, _)| *index);
    reports.into_iter().map(|(_, report)| report).collect()
}

fn selected(config: &FuzzConfig, name: &str) -> bool {
    config
        .only
        .as_ref()
        .is_none_or(|only| name.contains(only.as_str()))
}

/// Feeds one parser `config.inputs` inputs.
pub fn run_target(target: &Target, config: &FuzzConfig) -> TargetReport {
    let started = Instant::now();
    let mut report = TargetReport {
        name: target.name.clone(),
        ..TargetReport::default()
    };
    let seed = config.seed ^ manifold_ai::rng::mix(target.name.len() as u64 + 1);
    let mut mutator = Mutator::new(seed);
    let mut corpus: Vec<Input> = Vec::new();
    check_seeds(target, &mut report);
    for _ in 0..config.inputs {
        let input = next_input(target, &corpus, &mut mutator);
        report.tried += 1;
        match judge(target, &input) {
            Judgement::Verdict(Verdict::Refused) => {}
            Judgement::Verdict(Verdict::Accepted) => {
                report.accepted += 1;
                if corpus.len() < CORPUS_LIMIT {
                    corpus.push(input);
                } else {
                    let i = mutator.below(CORPUS_LIMIT);
                    corpus[i] = input;
                }
            }
            Judgement::Verdict(Verdict::Failed(what)) => {
                report.accepted += 1;
                report.failures += 1;
                if report.first_failure.is_none() {
                    report.first_failure = Some(shrink(target, input, what, false));
                }
            }
            Judgement::Panic(what) => {
                report.panics += 1;
                if report.first_panic.is_none() {
                    report.first_panic = Some(shrink(target, input, what, true));
                }
            }
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    report
}

/// Every seed is a text Manifold wrote (or a valid hand-written one): each must be read,
/// and pass its check. A seed that does not is a round-trip failure.
fn check_seeds(target: &Target, report: &mut TargetReport) {
    for seed in &target.seeds {
        let failure = match judge(target, seed) {
            Judgement::Verdict(Verdict::Accepted) => continue,
            Judgement::Verdict(Verdict::Refused) => {
                "a text Manifold wrote (a seed) is refused".to_string()
            }
            Judgement::Verdict(Verdict::Failed(what)) => what,
            Judgement::Panic(what) => {
                report.panics += 1;
                report.first_panic.get_or_insert(Finding {
                    input: seed.clone(),
                    what,
                });
                continue;
            }
        };
        report.failures += 1;
        report.first_failure.get_or_insert(Finding {
            input: seed.clone(),
            what: failure,
        });
    }
}

/// A seed as it is (one in eight), else a mutation of a seed or of an accepted input.
fn next_input(target: &Target, corpus: &[Input], mutator: &mut Mutator) -> Input {
    let seeds = &target.seeds;
    let pick_seed = |m: &mut Mutator| &seeds[m.below(seeds.len())];
    if mutator.chance(125) {
        return pick_seed(mutator).clone();
    }
    let base = if !corpus.is_empty() && mutator.chance(300) {
        &corpus[mutator.below(corpus.len())]
    } else {
        pick_seed(mutator)
    };
    let donor = pick_seed(mutator).text.clone();
    let mut context = base.context;
    if target.contexts > 1 && mutator.chance(50) {
        context = mutator.below(target.contexts);
    }
    Input {
        context,
        text: mutator.mutate(&base.text, &donor),
    }
}

/// What one input did.
enum Judgement {
    Verdict(Verdict),
    Panic(String),
}

fn judge(target: &Target, input: &Input) -> Judgement {
    match panic::catch_unwind(AssertUnwindSafe(|| target.check(input))) {
        Ok(verdict) => Judgement::Verdict(verdict),
        Err(payload) => Judgement::Panic(panic_message(payload)),
    }
}

/// The text of a panic's payload.
pub(crate) fn panic_message(payload: Box<dyn Any + Send>) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// The most checks spent shrinking one finding.
const SHRINK_BUDGET: usize = 3000;

/// Shrinks a failing input: drops chunks of characters, then single characters, while it
/// still panics (or still fails a check), keeping the last message.
fn shrink(target: &Target, input: Input, what: String, panicked: bool) -> Finding {
    let still_fails = |candidate: &Input| -> Option<String> {
        match judge(target, candidate) {
            Judgement::Panic(m) if panicked => Some(m),
            Judgement::Verdict(Verdict::Failed(m)) if !panicked => Some(m),
            _ => None,
        }
    };
    let mut best = Finding { input, what };
    let mut budget = SHRINK_BUDGET;
    let mut chunk = best.input.text.chars().count().div_ceil(2).max(1);
    while chunk >= 1 && budget > 0 {
        let mut start = 0;
        let mut shrank = false;
        while budget > 0 {
            let chars: Vec<char> = best.input.text.chars().collect();
            if start >= chars.len() {
                break;
            }
            let end = (start + chunk).min(chars.len());
            let text: String = chars[..start].iter().chain(&chars[end..]).collect();
            let candidate = Input {
                context: best.input.context,
                text,
            };
            budget -= 1;
            match still_fails(&candidate) {
                Some(what) => {
                    best = Finding {
                        input: candidate,
                        what,
                    };
                    shrank = true;
                }
                None => start += chunk,
            }
        }
        if !shrank {
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
    }
    best
}

/// One line of the report: the counts, then the first panic and failure if any.
pub fn report_line(r: &TargetReport) -> String {
    let mut line = format!(
        "{:<26} tried {:>9}  accepted {:>9}  panics {:>6}  round-trip failures {:>6}  ({:.1} s)",
        r.name, r.tried, r.accepted, r.panics, r.failures, r.seconds
    );
    for (label, finding) in [("panic", &r.first_panic), ("failure", &r.first_failure)] {
        if let Some(f) = finding {
            line.push_str(&format!(
                "\n    first {label} (context {}): {:?}\n    -> {}",
                f.input.context, f.input.text, f.what
            ));
        }
    }
    line
}
