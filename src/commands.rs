//! Applies every [`GameCommand`] to the session: the one place the game changes. The
//! player's clicks and buttons, the computer's moves and hints, the move clock, the drawn
//! marks, the seats' players and a lesson's queued moves all come here as commands; only
//! putting a whole new game in place goes through [`super::session_swap`]. Every change of
//! the position is announced with [`BoardChanged`]; a refusal only updates the status line.

use bevy::prelude::*;

use manifold_locale::{Localize, Message};
use manifold_rules::AnyMove;
use manifold_session::Session;
use manifold_session::messages::{Refusal, Status};
use manifold_session::shown_notation::ShownMove;

use super::embedding::BoardEmbedding;
use super::i18n::seat_message;
use super::modes::Mode;
use super::modes::editor::PositionEditor;
use super::modes::exercise::ActiveExercises;
use super::modes::explorer::PieceExplorer;
use super::modes::lesson::ActiveLesson;
use super::modes::table::TableHint;
use super::outcome::{Outcome, outcome_text};
use super::presets::preset_by_name;
use super::schedule::AppSet;
use super::seats::Seats;
use super::session_swap::put_in_place;
use super::settings::{SeatPlayer, Settings};
use super::state::{BoardChanged, GameCommand, SessionRes, StatusLine};

/// Registers the command system.
pub fn plugin(app: &mut App) {
    // After picking (PreUpdate): a drop's click is played in the frame the drag ends, so
    // the view re-syncs once, with the move.
    app.add_systems(
        Update,
        (run_game_clocks, apply_commands)
            .chain()
            .in_set(AppSet::Commands),
    );
}

/// Runs the game's clocks to this frame (real time: the clocks are not slowed by the
/// animation speed), whatever the screen; when the side to move's flag falls, the game
/// ends on time and the board is told. A frame's tick changes only the times, so it is not
/// announced as a change of the session (the autosave and the view wait for a move).
fn run_game_clocks(
    time: Res<Time<Real>>,
    mut session: ResMut<SessionRes>,
    mut status: ResMut<StatusLine>,
    mut changed: MessageWriter<BoardChanged>,
) {
    if session.0.clocks().is_none() {
        return;
    }
    let Some(seat) = session.bypass_change_detection().0.tick(time.elapsed()) else {
        return;
    };
    session.set_changed();
    let name = seat_message(session.0.kind(), seat);
    status.set(Message::new("clock-timeout").message("seat", name));
    changed.write(BoardChanged::jump());
}

#[allow(clippy::too_many_arguments)]
fn apply_commands(
    mut commands: Commands,
    mut commands_in: MessageReader<GameCommand>,
    mut session: ResMut<SessionRes>,
    mut status: ResMut<StatusLine>,
    mut embedding: ResMut<BoardEmbedding>,
    mut changed: MessageWriter<BoardChanged>,
    settings: Res<Settings>,
    mut seats: Option<ResMut<Seats>>,
    mut lesson: Option<ResMut<ActiveLesson>>,
    mut exercises: Option<ResMut<ActiveExercises>>,
    mut explorer: ResMut<PieceExplorer>,
    mut editor: Option<ResMut<PositionEditor>>,
    mode: Option<Res<State<Mode>>>,
    mut next_mode: ResMut<NextState<Mode>>,
    mut hint: ResMut<TableHint>,
) {
    let mut mode = mode.map_or(Mode::Table, |m| *m.get());
    for command in commands_in.read() {
        let s = &mut session.0;
        if matches!(
            command,
            GameCommand::NewGame { .. } | GameCommand::LoadSaved(_)
        ) && mode != Mode::Table
        {
            // A new or loaded game ends the lesson or the exercises (the game they had put
            // aside is dropped: the player chose another), closes the editor and the
            // explorer.
            commands.remove_resource::<ActiveLesson>();
            commands.remove_resource::<ActiveExercises>();
            commands.remove_resource::<PositionEditor>();
            lesson = None;
            exercises = None;
            editor = None;
            mode = Mode::Table;
            next_mode.set(Mode::Table);
        }
        let (text, change) = match command {
            GameCommand::NewGame {
                kind,
                preset,
                clock,
            } => {
                let mut new = match preset.as_deref().and_then(preset_by_name) {
                    Some(p) => Session::with_preset(p),
                    None => Session::new(*kind),
                };
                new.set_time_control(*clock);
                put_in_place(s, &mut embedding, seats.as_deref_mut(), new);
                (None, Some(BoardChanged::jump()))
            }
            GameCommand::Rematch => {
                let new = s.rematch();
                put_in_place(s, &mut embedding, seats.as_deref_mut(), new);
                (None, Some(BoardChanged::jump()))
            }
            GameCommand::LoadSaved(text) => match Session::from_ron(text) {
                Ok(mut loaded) => {
                    // As a game opened in the files window: its clocks wait for the players.
                    loaded.pause_clocks();
                    put_in_place(s, &mut embedding, seats.as_deref_mut(), loaded);
                    let loaded = Status::GameLoaded.message();
                    (Some(loaded), Some(BoardChanged::jump()))
                }
                Err(e) => {
                    let cannot = Message::new("app-cannot_load").message("error", e);
                    (Some(cannot), None)
                }
            },
            GameCommand::ComputerMove { m, revision } => {
                if s.game_revision() == *revision {
                    let mover = seat_message(s.kind(), s.game().position().turn());
                    let result = s.play(m.clone());
                    let (said, change) = outcome_text(s, result, settings.notation);
                    // Who played what: the move alone ("e5") does not say it was the
                    // computer's.
                    let said = said.map(|said| {
                        Message::new("app-computer_played")
                            .message("seat", mover)
                            .message("said", said)
                    });
                    (said, change)
                } else {
                    (None, None)
                }
            }
            GameCommand::ShowHint { m, revision } => {
                let shown = show_hint(s, m, *revision, &settings);
                if shown.0.is_some() {
                    *hint = TableHint {
                        arrow: Some((m.from(), m.to())),
                        revision: *revision,
                    };
                }
                shown
            }
            GameCommand::MoveTimeElapsed(elapsed) => match s.expire_if_due(*elapsed) {
                Some(seat) => {
                    // The seat as a message: it follows a change of language.
                    let name = seat_message(s.kind(), seat);
                    let timeout = Message::new("clock-timeout").message("seat", name);
                    (Some(timeout), Some(BoardChanged::jump()))
                }
                None => (None, None),
            },
            GameCommand::ToggleMark { from, to, colour } => {
                s.toggle_mark(*from, *to, *colour);
                (None, None)
            }
            GameCommand::ClearMarks => {
                s.clear_marks();
                (None, None)
            }
            GameCommand::RecordPlayers(players) => {
                if s.players() != players.as_slice() {
                    s.set_players(players.clone());
                }
                (None, None)
            }
            GameCommand::LessonTime(seconds) => {
                let speed = settings.animation_speed;
                let played = lesson
                    .as_deref_mut()
                    .and_then(|lesson| lesson.play_queued(*seconds, s, speed));
                (None, played)
            }
            // The editor takes the board's clicks; the game waits until it is closed.
            GameCommand::ClickCell(cell) if let Some(open) = editor.as_deref_mut() => {
                open.click(*cell);
                (open.refused.clone(), Some(BoardChanged::jump()))
            }
            _ if editor.is_some() => (Some(Refusal::InEditor.message()), None),
            GameCommand::ClickCell(cell) if mode == Mode::Explorer => {
                explorer.click(s, *cell, settings.language)
            }
            // A lesson or an exercise judges the learner's moves; the table's commands are
            // not theirs.
            other => match (lesson.as_deref_mut(), exercises.as_deref_mut()) {
                (Some(lesson), _) => lesson.command(other, s, &settings),
                (None, Some(exercises)) => exercises.command(other, s, &settings),
                (None, None) => play_at_table(other, s, &settings, seats.as_deref()),
            },
        };
        if text.is_some() || change.is_some() {
            status.0 = text.into_iter().collect();
        }
        if let Some(c) = change {
            changed.write(c);
        }
    }
}

/// Shows the hint `m`, found for the game at `revision`, if the game is still that one: its
/// piece is selected and the move named.
fn show_hint(s: &mut Session, m: &AnyMove, revision: u64, settings: &Settings) -> Outcome {
    if s.game_revision() != revision {
        return (None, None);
    }
    let Some(text) = ShownMove::next_of(s.game(), m, settings.notation) else {
        return (None, None);
    };
    s.clear_selection();
    s.click(m.from());
    (
        Some(Status::Hint(text).message()),
        Some(BoardChanged::jump()),
    )
}

/// A command within the game in progress (a click, a promotion, a take-back, a draw offer,
/// a result, another ply viewed), by the rules of the table: the computer's seats are not
/// clicked for, takebacks follow the settings.
fn play_at_table(
    command: &GameCommand,
    s: &mut Session,
    settings: &Settings,
    seats: Option<&Seats>,
) -> Outcome {
    let is_computer = |seat| seats.is_some_and(|seats| seats.player(seat) != SeatPlayer::Human);
    match command {
        GameCommand::ClickCell(cell) => {
            if is_computer(s.game().position().turn()) && s.game().outcome().is_none() {
                (Some(Refusal::ComputerToMove.message()), None)
            } else {
                let result = s.click(*cell);
                outcome_text(s, result, settings.notation)
            }
        }
        GameCommand::Promote(role) => {
            let result = s.promote(*role);
            outcome_text(s, result, settings.notation)
        }
        GameCommand::Cancel => {
            s.clear_selection();
            (None, Some(BoardChanged::jump()))
        }
        GameCommand::Undo => match s.take_back(settings.allow_takebacks, is_computer) {
            Ok(()) => (None, Some(BoardChanged::jump())),
            Err(refusal) => (Some(refusal.message()), None),
        },
        GameCommand::Redo => simple(s.redo(), Refusal::NothingToRedo),
        GameCommand::Resign => {
            let turn = s.game().position().turn();
            ended(s.game_mut().resign(turn))
        }
        GameCommand::OfferDraw => match s.offer_draw() {
            Ok(by) => {
                let seat = seat_message(s.kind(), by);
                (
                    Some(Message::new("draw-offered").message("seat", seat)),
                    None,
                )
            }
            Err(refusal) => (Some(refusal.message()), None),
        },
        GameCommand::AcceptDraw(seat) => match s.accept_draw(*seat) {
            Ok(true) => (None, Some(BoardChanged::jump())),
            Ok(false) => (None, None),
            Err(refusal) => (Some(refusal.message()), None),
        },
        GameCommand::PauseClocks(pause) => {
            if *pause {
                s.pause_clocks();
            } else {
                s.resume_clocks();
            }
            (None, None)
        }
        GameCommand::DeclineDraw => {
            s.decline_draw();
            (Some(Message::new("draw-declined")), None)
        }
        GameCommand::ViewPly(ply) => {
            s.view_ply(*ply);
            (None, Some(BoardChanged::jump()))
        }
        // A new game or a loaded one replaces the game (see `apply_commands`).
        // Applied by `apply_commands` itself, whatever the mode.
        GameCommand::NewGame { .. }
        | GameCommand::Rematch
        | GameCommand::LoadSaved(_)
        | GameCommand::ComputerMove { .. }
        | GameCommand::ShowHint { .. }
        | GameCommand::MoveTimeElapsed(_)
        | GameCommand::ToggleMark { .. }
        | GameCommand::ClearMarks
        | GameCommand::RecordPlayers(_)
        | GameCommand::LessonTime(_) => (None, None),
    }
}

fn simple(done: bool, otherwise: Refusal) -> Outcome {
    if done {
        (None, Some(BoardChanged::jump()))
    } else {
        (Some(otherwise.message()), None)
    }
}

fn ended(result: Result<(), manifold_rules::game::GameError>) -> Outcome {
    match result {
        Ok(()) => (None, Some(BoardChanged::jump())),
        Err(e) => (Some(e.message()), None),
    }
}
