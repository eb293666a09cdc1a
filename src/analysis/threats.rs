//! Threats (a setting that stays on from move to move): what each opponent would play if
//! it were its move (both opponents in Mattrix, each in its colour), and the mover's
//! pieces that are attacked and not defended, found by a short search on the async compute
//! pool whenever the position on the board changes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use manifold_ai::threats::Threat;
use manifold_ai::{Family, Limits, Searcher};
use manifold_rules::{AnyGame, AnyMove, Cell, GameKind, Seat};
use manifold_session::MarkColour;
use manifold_session::shown_notation::ShownMove;

use super::threat_tint;
use crate::mode_view::{Analysable, ArrowKind, MarkArrow};
use crate::schedule::AppSet;
use crate::settings::{NotationStyle, Settings};
use crate::state::Screen;

/// How deep each opponent's threat is searched (plies), by family: each call stays well
/// under a fifth of a second on one core (measured with the threats' tests' positions).
const THREAT_DEPTHS: [(Family, u32); 5] = [
    (Family::Chess, 6),
    (Family::Wirth, 6),
    (Family::Mattrix, 4),
    (Family::Transit, 6),
    (Family::Draughts, 8),
];

/// How deep each opponent's threat is searched in `kind`.
pub fn threat_depth(kind: GameKind) -> u32 {
    let family = Family::of(kind);
    THREAT_DEPTHS
        .iter()
        .find(|(f, _)| *f == family)
        .map_or(4, |(_, depth)| *depth)
}
/// The transposition table of a threat search, in megabytes.
const HASH_MB: usize = 8;

/// The threats found for the position on the board (a resource).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// The position they are for (its text and the moves before it).
    pub key: Option<(String, usize)>,
    /// The seats of the game.
    pub seats: u8,
    /// Each opponent's move, if it were its turn.
    pub moves: Vec<ThreatMove>,
    /// The mover's pieces attacked and not defended.
    pub hanging: Vec<Cell>,
}

/// An opponent's threat: its seat, its move, and the move as each language writes it
/// (from the position with the turn passed to that seat).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreatMove {
    /// The seat that threatens.
    pub seat: Seat,
    /// Its move.
    pub m: AnyMove,
    /// The move in the game's notation, per language.
    pub shown: ShownMove,
}

impl Threats {
    /// The threats as arrows, each opponent's in its tint ([`threat_tint`]).
    pub fn arrows(&self) -> Vec<MarkArrow> {
        self.moves
            .iter()
            .map(|t| MarkArrow {
                from: t.m.from(),
                to: t.m.to(),
                kind: ArrowKind::Threat(threat_tint(self.seats, t.seat)),
            })
            .collect()
    }

    /// The loose pieces as yellow rings.
    pub fn rings(&self) -> Vec<(Cell, MarkColour)> {
        self.hanging
            .iter()
            .map(|&cell| (cell, MarkColour::Yellow))
            .collect()
    }
}

/// A threat search in flight.
struct Running {
    key: (String, usize),
    stop: Arc<AtomicBool>,
    task: Task<Threats>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The running threat search, if any.
#[derive(Resource, Default)]
struct ThreatTask(Option<Running>);

/// Registers the threats.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Threats>()
        .init_resource::<ThreatTask>()
        .add_systems(
            Update,
            (follow_the_board, take_result)
                .chain()
                .in_set(AppSet::Show)
                .before(super::show_the_line),
        );
}

/// The threats of `game`'s current position (a short search per opponent), their moves
/// written in `style`.
pub fn find_threats(game: &AnyGame, style: NotationStyle, stop: Arc<AtomicBool>) -> Threats {
    let limits = Limits::depth(threat_depth(game.kind())).with_stop(stop);
    let mut searcher = Searcher::new(HASH_MB);
    let found = manifold_ai::threats::threats(game, &mut searcher, &limits);
    let moves = found
        .opponents
        .iter()
        .filter_map(|o| match &o.threat {
            Threat::Found(line) => Some(ThreatMove {
                seat: o.seat,
                m: line.best.clone(),
                shown: ShownMove::next_of(&line.position, &line.best, style)?,
            }),
            _ => None,
        })
        .collect();
    Threats {
        key: Some((game.position().text(), game.ply_count())),
        seats: game.seats(),
        moves,
        hanging: found.hanging,
    }
}

/// Starts the threat search when threats are on and the position on the board changed;
/// clears them when they are off.
fn follow_the_board(
    mut task: ResMut<ThreatTask>,
    mut threats: ResMut<Threats>,
    analysable: Res<Analysable>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
) {
    if !analysable.is_changed() && !settings.is_changed() && !screen.is_changed() {
        return;
    }
    let game = (settings.show_threats && *screen.get() == Screen::Playing)
        .then(|| analysable.game().cloned())
        .flatten()
        .filter(|g| g.outcome().is_none());
    let Some(game) = game else {
        task.0 = None;
        threats.set_if_neq(Threats::default());
        return;
    };
    let key = (game.position().text(), game.ply_count());
    if threats.key.as_ref() == Some(&key) || task.0.as_ref().is_some_and(|r| r.key == key) {
        return;
    }
    // The old position's threats go at once: they would point at the wrong pieces.
    threats.set_if_neq(Threats::default());
    let stop = Arc::new(AtomicBool::new(false));
    let stop_for_search = stop.clone();
    let style = settings.notation;
    let job = AsyncComputeTaskPool::get()
        .spawn(async move { find_threats(&game, style, stop_for_search) });
    task.0 = Some(Running {
        key,
        stop,
        task: job,
    });
}

/// Takes the finished threat search's result.
fn take_result(mut task: ResMut<ThreatTask>, mut threats: ResMut<Threats>) {
    let Some(running) = task.bypass_change_detection().0.as_mut() else {
        return;
    };
    let Some(found) = check_ready(&mut running.task) else {
        return;
    };
    task.0 = None;
    threats.set_if_neq(found);
}
