//! "Learn from your mistakes" ([`Mode::Exercise`]): after a review, the mistakes and
//! blunders of the person's seats (every seat in a hot-seat game), each the position
//! before it with "find a better move". The set, its judging and its feedback are the
//! core's ([`manifold_session::review::Practice`]); this plugin puts each exercise on the
//! board, turns the learner's move into an answer judged by the engine on a thread of its
//! own ([`spawn_check`]: it never blocks a frame), takes a failed answer back, rings the
//! hint's piece, plays the solution on the board, and gives the game that was on the board
//! back when the exercises are left. Its panel is [`panel`].

pub mod panel;

use bevy::prelude::*;

use manifold_ai::Searcher;
use manifold_locale::Message;
use manifold_session::review::{CheckHandle, Exercise, Practice, Stage, spawn_check};
use manifold_session::{ClickResult, MarkColour, Session};

use super::Mode;
use crate::analysis::search_threads;
use crate::mode_view::{ArrowKind, MarkArrow, ModeView};
use crate::outcome::{Outcome, before_judging, outcome_text};
use crate::schedule::AppSet;
use crate::seats::Seats;
use crate::session_swap::SessionSwap;
use crate::settings::Settings;
use crate::state::{BoardChanged, CameraCommand, ExerciseCommand, GameCommand, StatusLine};

/// The transposition table of the judging search, in megabytes.
const HASH_MB: usize = 32;

/// The exercises being taken (a resource while they are).
#[derive(Resource)]
pub struct ActiveExercises {
    /// The set, the exercise on the board and how each went.
    pub practice: Practice,
    /// The answer being judged, if one is.
    check: Option<CheckHandle>,
    /// The searcher between two answers.
    searcher: Option<Searcher>,
    /// The game that was on the board, and its players, given back when the exercises
    /// are left.
    suspended: Option<(Session, Seats)>,
}

impl ActiveExercises {
    /// The exercises `list`, at the first; `None` when there is none.
    pub fn begin(list: Vec<Exercise>) -> Option<ActiveExercises> {
        Some(ActiveExercises {
            practice: Practice::new(list)?,
            check: None,
            searcher: None,
            suspended: None,
        })
    }

    /// A command for the board while the exercises are taken: clicks and promotions make
    /// the learner's answer; what the table would do (undo, resign, draw offers) is not
    /// part of an exercise.
    pub fn command(
        &mut self,
        command: &GameCommand,
        s: &mut Session,
        settings: &Settings,
    ) -> Outcome {
        if let Some(done) = before_judging(command, s, Message::new("exercise-not_here")) {
            return done;
        }
        if !self.practice.may_answer() {
            let why = if self.practice.judging().is_some() {
                "exercise-wait"
            } else {
                "exercise-over"
            };
            return (Some(Message::new(why)), None);
        }
        let result = match command {
            GameCommand::ClickCell(cell) => s.click(*cell),
            GameCommand::Promote(role) => s.promote(*role),
            _ => return (None, None),
        };
        match result {
            ClickResult::Moved(m) => {
                let (_, change) = outcome_text(s, ClickResult::Moved(m.clone()), settings.notation);
                if self.judge(m, settings) {
                    (None, change)
                } else {
                    // Not judged (no thread to judge on): the answer is taken back.
                    s.replace_with(self.practice.session());
                    (None, Some(BoardChanged::jump()))
                }
            }
            other => outcome_text(s, other, settings.notation),
        }
    }

    /// Starts judging the answer `m` on a thread of its own; whether it started.
    fn judge(&mut self, m: manifold_rules::AnyMove, settings: &Settings) -> bool {
        if !self.practice.answer(m.clone()) {
            return false;
        }
        let mut searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| Searcher::new(HASH_MB));
        searcher.set_threads(search_threads(settings.analysis_threads));
        self.check = spawn_check(self.practice.current().clone(), m, searcher);
        if self.check.is_none() {
            self.practice.judging_cancelled();
        }
        self.check.is_some()
    }

    /// Takes the verdict once the judging has ended: `Some(true)` when the answer passed
    /// (it stays on the board), `Some(false)` when it must be taken back, `None` while
    /// nothing ended.
    fn take_verdict(&mut self) -> Option<bool> {
        if !self.check.as_ref().is_some_and(CheckHandle::is_finished) {
            return None;
        }
        match self.check.take()?.finish() {
            Some((Ok(verdict), searcher)) => {
                self.searcher = Some(searcher);
                Some(self.practice.judged(verdict))
            }
            // Cancelled, or the judging thread failed: the answer is taken back.
            _ => {
                self.practice.judging_cancelled();
                Some(false)
            }
        }
    }

    /// Stops judging (the exercise changes under it).
    fn stop_judging(&mut self) {
        self.check = None;
        self.practice.judging_cancelled();
    }
}

/// Registers the exercises' systems and their command.
pub fn plugin(app: &mut App) {
    app.add_message::<ExerciseCommand>()
        .add_systems(
            Update,
            (exercise_commands, take_the_verdict)
                .chain()
                .in_set(AppSet::Commands),
        )
        .add_systems(
            Update,
            show_exercise
                .run_if(in_state(Mode::Exercise))
                .run_if(
                    resource_exists_and_changed::<ActiveExercises>.or_eager(state_changed::<Mode>),
                )
                .in_set(AppSet::Show),
        );
}

/// The hint's piece ringed and lit, the solution's arrow or the failed try's, the board
/// seen from the learner's side; the game is put aside.
fn show_exercise(exercises: Option<Res<ActiveExercises>>, mut view: ResMut<ModeView>) {
    let Some(exercises) = exercises else {
        return;
    };
    let practice = &exercises.practice;
    let hint = practice.hint();
    // The solution's move in the hint's colour; a try that failed, taken back, faint red.
    let shown = match practice.stage() {
        Stage::SolutionShown => Some((&practice.current().best, ArrowKind::Hint)),
        Stage::Failed { answer, .. } => Some((answer, ArrowKind::Refused)),
        _ => None,
    };
    let arrows = shown
        .map(|(m, kind)| MarkArrow {
            from: m.from(),
            to: m.to(),
            kind,
        })
        .into_iter()
        .collect();
    view.set_if_neq(ModeView {
        faces: Some(practice.current().learner),
        lit: hint.into_iter().collect(),
        rings: hint
            .map(|cell| (cell, MarkColour::Yellow))
            .into_iter()
            .collect(),
        arrows,
        game_put_aside: true,
        ..default()
    });
}

/// What the exercises' commands change besides the exercises themselves.
#[derive(bevy::ecs::system::SystemParam)]
struct Board<'w> {
    swap: SessionSwap<'w>,
    status: ResMut<'w, StatusLine>,
    mode: ResMut<'w, NextState<Mode>>,
    /// The camera goes back to the game's default view when the exercises are left.
    camera: MessageWriter<'w, CameraCommand>,
}

fn exercise_commands(
    mut commands: Commands,
    mut requests: MessageReader<ExerciseCommand>,
    mut active: Option<ResMut<ActiveExercises>>,
    mut board: Board,
) {
    for request in requests.read() {
        match (request, active.as_deref_mut()) {
            (ExerciseCommand::Begin(list), current) => {
                let Some(mut begun) = ActiveExercises::begin(list.clone()) else {
                    board.status.set(Message::new("review-no_exercises"));
                    continue;
                };
                begun.suspended = match current {
                    Some(current) => current.suspended.take(),
                    None => Some(board.swap.put_aside()),
                };
                board.swap.replace(begun.practice.session());
                board.status.clear();
                board.mode.set(Mode::Exercise);
                commands.insert_resource(begun);
            }
            (ExerciseCommand::Leave, Some(current)) => {
                current.stop_judging();
                board.swap.bring_back(current.suspended.take());
                board.camera.write(CameraCommand::Reset);
                board.status.clear();
                board.mode.set(Mode::Table);
                commands.remove_resource::<ActiveExercises>();
            }
            (ExerciseCommand::Hint, Some(current)) => current.practice.show_hint(),
            (ExerciseCommand::Solution, Some(current)) => {
                current.stop_judging();
                let solved = current.practice.show_solution();
                board.swap.replace(solved);
                board.status.clear();
            }
            (change, Some(current)) => {
                current.stop_judging();
                let index = current.practice.index();
                match change {
                    ExerciseCommand::Next => current.practice.go_to(index + 1),
                    ExerciseCommand::Previous => {
                        current.practice.go_to(index.saturating_sub(1));
                    }
                    ExerciseCommand::GoTo(i) => current.practice.go_to(*i),
                    _ => current.practice.retry(),
                }
                board.swap.replace(current.practice.session());
                board.status.clear();
            }
            (_, None) => {}
        }
    }
}

/// Takes a finished verdict: a passed answer stays on the board; a failed one is taken
/// back (the exercise's position shown again); the panel says the verdict.
fn take_the_verdict(active: Option<ResMut<ActiveExercises>>, mut swap: SessionSwap) {
    let Some(mut active) = active else {
        return;
    };
    let Some(passed) = active.bypass_change_detection().take_verdict() else {
        return;
    };
    active.set_changed();
    if !passed {
        swap.replace(active.practice.session());
    }
}
