//! The computer players: when the side to move is a computer seat, the engine searches a
//! copy of the position on Bevy's async compute pool (off the main thread) and plays its
//! move through the session, as a click would. A hint is the same search on a human's
//! turn, shown in the status line. Anything that changes the game under a running search
//! (new game, undo, load, a move) cancels it: the stop flag is set and the task dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use manifold_ai::{Family, Level, Searcher};
use manifold_session::{AnyMove, Session};

use super::animation::{Animating, Leaving};
use super::schedule::AppSet;
use super::seats::Seats;
use super::settings::{SeatPlayer, Settings};
use super::state::{BoardChanged, GameCommand, Screen, SessionRes};

/// The transposition table of one search, in megabytes.
const HASH_MB: usize = 16;
/// How long a hint searches.
const HINT_TIME: Duration = Duration::from_millis(500);

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A computer seat's move.
    Move,
    /// A hint for a person.
    Hint,
}

/// What the engine is doing, for the panel.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThinkingState {
    /// The search running, if any.
    pub busy: Option<Purpose>,
    /// Computer moves are paused (a computer-against-computer game being watched).
    pub paused: bool,
}

impl ThinkingState {
    /// Whether a search runs.
    pub fn is_busy(&self) -> bool {
        self.busy.is_some()
    }
}

/// Requests from the panel to the engine.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineCommand {
    /// Search the position for the person to move and show the best move.
    Hint,
    /// Pause or resume the computers' moves.
    TogglePause,
}

/// The game state a search was started in: the session's game revision (a selection does
/// not change it; a move, an undo, a new game does).
type Key = u64;

fn key_of(session: &Session) -> Key {
    session.game_revision()
}

/// A piece on its way (a move or a capture animating).
type Moving = Or<(With<Animating>, With<Leaving>)>;

/// A search in flight.
struct Running {
    task: Task<Option<AnyMove>>,
    stop: Arc<AtomicBool>,
    key: Key,
    purpose: Purpose,
}

impl Drop for Running {
    fn drop(&mut self) {
        // The search thread stops at its next check; the dropped task is never polled again.
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The running search, if any.
#[derive(Resource, Default)]
struct EngineTask(Option<Running>);

/// Registers the engine's resources and systems.
pub fn plugin(app: &mut App) {
    app.init_resource::<Seats>()
        .init_resource::<ThinkingState>()
        .init_resource::<EngineTask>()
        .add_message::<EngineCommand>()
        .add_systems(Startup, seats_of_the_first_game)
        .add_systems(
            Update,
            (
                watch_commands,
                watch_board,
                engine_requests,
                start_search.run_if(in_state(Screen::Playing)),
            )
                .chain()
                .in_set(AppSet::Engine),
        )
        // Before the commands: a move found is played in the frame it is found, and the
        // players are recorded in the frame the seats change.
        .add_systems(
            Update,
            (
                poll_search,
                record_players
                    .run_if(resource_changed::<Seats>.or_eager(resource_changed::<SessionRes>)),
            )
                .in_set(AppSet::Input),
        );
}

/// A game opened from the command line brings its players.
fn seats_of_the_first_game(session: Res<SessionRes>, mut seats: ResMut<Seats>) {
    seats.follow(&session.0);
}

/// The game records who plays each seat, so that saving it (or the autosave) keeps them.
fn record_players(
    session: Res<SessionRes>,
    seats: Res<Seats>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let in_use = seats.in_use(session.0.kind().seats());
    if session.0.players() != in_use {
        commands_out.write(GameCommand::RecordPlayers(in_use));
    }
}

/// Stops the running search.
fn cancel(task: &mut EngineTask, thinking: &mut ThinkingState) {
    task.0 = None;
    thinking.busy = None;
}

/// Cancels the search on a command that changes the game; takes the seats from the start
/// screen's choice on a new game. (An undo against the computer takes back its reply too:
/// `Session::take_back`.)
fn watch_commands(
    mut commands_in: MessageReader<GameCommand>,
    mut task: ResMut<EngineTask>,
    mut thinking: ResMut<ThinkingState>,
    mut seats: ResMut<Seats>,
    settings: Res<Settings>,
) {
    for command in commands_in.read() {
        match command {
            GameCommand::NewGame { .. } | GameCommand::LoadSaved(_) => {
                if matches!(command, GameCommand::NewGame { .. }) {
                    seats.set_if_neq(Seats(settings.last_seats.clone()));
                }
                thinking.paused = false;
                cancel(&mut task, &mut thinking);
            }
            GameCommand::Undo
            | GameCommand::Rematch
            | GameCommand::Redo
            | GameCommand::Resign
            | GameCommand::AcceptDraw(_) => {
                cancel(&mut task, &mut thinking);
            }
            _ => {}
        }
    }
}

/// Cancels the search when the position changed under it (a move, a jump).
fn watch_board(
    mut changed: MessageReader<BoardChanged>,
    mut task: ResMut<EngineTask>,
    mut thinking: ResMut<ThinkingState>,
    session: Res<SessionRes>,
) {
    if changed.read().count() > 0
        && let Some(running) = &task.0
        && running.key != key_of(&session.0)
    {
        cancel(&mut task, &mut thinking);
    }
}

/// Hint and pause requests from the panel.
fn engine_requests(
    mut requests: MessageReader<EngineCommand>,
    mut task: ResMut<EngineTask>,
    mut thinking: ResMut<ThinkingState>,
    session: Res<SessionRes>,
    seats: Res<Seats>,
) {
    for request in requests.read() {
        match request {
            EngineCommand::TogglePause => {
                thinking.paused = !thinking.paused;
                if thinking.paused && thinking.busy == Some(Purpose::Move) {
                    cancel(&mut task, &mut thinking);
                }
            }
            EngineCommand::Hint => {
                let s = &session.0;
                let turn = s.game().position().turn();
                if task.0.is_some()
                    || s.game().outcome().is_some()
                    || s.is_browsing()
                    || seats.player(turn) != SeatPlayer::Human
                {
                    continue;
                }
                task.0 = Some(spawn(s, Level::Strong, Some(HINT_TIME), Purpose::Hint));
                thinking.busy = Some(Purpose::Hint);
            }
        }
    }
}

/// Starts a computer seat's search when it is its turn and the board is at rest.
fn start_search(
    mut changed: MessageReader<BoardChanged>,
    mut task: ResMut<EngineTask>,
    mut thinking: ResMut<ThinkingState>,
    session: Res<SessionRes>,
    seats: Res<Seats>,
    moving: Query<(), Moving>,
) {
    // A change this frame may not show its animation yet: look again next frame.
    let fresh = changed.read().count() > 0;
    if fresh || task.0.is_some() || thinking.paused || !moving.is_empty() {
        return;
    }
    let s = &session.0;
    let game = s.game();
    if game.outcome().is_some() || s.is_browsing() || s.pending_promotion().is_some() {
        return;
    }
    let SeatPlayer::Computer(level) = seats.player(game.position().turn()) else {
        return;
    };
    let level = Level::from_number(u32::from(level)).unwrap_or(Level::Beginner);
    // On clocks, the time comes from the seat's clock (its time left and increment);
    // otherwise the level's own.
    task.0 = Some(spawn(s, level, s.engine_think_time(), Purpose::Move));
    thinking.busy = Some(Purpose::Move);
}

/// Spawns the search of the session's current position on the async compute pool.
fn spawn(session: &Session, level: Level, time: Option<Duration>, purpose: Purpose) -> Running {
    let stop = Arc::new(AtomicBool::new(false));
    let key = key_of(session);
    let ply = session.game().ply_count() as u64;
    let seed = 0x4d41_4e49 ^ ply.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let pool = AsyncComputeTaskPool::get();
    let game = session.game().clone();
    let family = Family::of(game.kind());
    let (limits, config) = settings_of(level, family, time, purpose, seed, &stop);
    let task = pool.spawn(async move {
        Searcher::new(HASH_MB)
            .search_any_game(&game, &limits, &config)
            .best_move
    });
    Running {
        task,
        stop,
        key,
        purpose,
    }
}

/// The limits and configuration of a search (a hint plays it straight: no noise, no blind
/// spots, and the full-strength levels' view of the opponents).
fn settings_of(
    level: Level,
    family: manifold_ai::Family,
    time: Option<Duration>,
    purpose: Purpose,
    seed: u64,
    stop: &Arc<AtomicBool>,
) -> (manifold_ai::Limits, manifold_ai::SearchConfig) {
    let limits = level.limits_for(family, time).with_stop(stop.clone());
    let mut config = level.config_for(family, seed);
    if purpose == Purpose::Hint {
        config.eval_noise = 0;
        config.blunder_permille = 0;
        config.next_seat_keeps_material = true;
    }
    (limits, config)
}

/// Sends a finished search's move as a command (the computer's move, or a hint), with the
/// revision of the game it was found for; the command is applied only if the game is still
/// that one.
fn poll_search(
    mut task: ResMut<EngineTask>,
    mut thinking: ResMut<ThinkingState>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let Some(running) = task.0.as_mut() else {
        return;
    };
    let Some(found) = check_ready(&mut running.task) else {
        return;
    };
    let (purpose, revision) = (running.purpose, running.key);
    cancel(&mut task, &mut thinking);
    let Some(m) = found else {
        return;
    };
    commands_out.write(match purpose {
        Purpose::Move => GameCommand::ComputerMove { m, revision },
        Purpose::Hint => GameCommand::ShowHint { m, revision },
    });
}
