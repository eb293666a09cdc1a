//! Live analysis: the engine searches the position on the board, on threads of its own,
//! without limit until the position changes, with the best [`LINES`] lines (MultiPV). It
//! works at the table (on any move of the move list being browsed) and in the position
//! editor; lessons and puzzles have none (it would give their answers away).
//!
//! [`LiveAnalysis`] owns the running search ([`manifold_ai::AnalysisHandle`]) and its
//! newest report; [`AnalysisView`] is what the board draws from it: the best move as an
//! arrow on the surface, the line's next moves fainter, and with threats on
//! ([`threats`]) each opponent's threat in its colour and the mover's loose pieces ringed.
//! The panel, the evaluation bars and the toggle button are in [`panel`] and [`bars`].
//! `L` toggles the analysis, `T` the threats.

pub mod bars;
pub mod panel;
pub mod review;
pub mod threats;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use manifold_ai::analysis::{Analysis, AnalysisHandle, spawn_analysis};
use manifold_ai::{Limits, Searcher};
use manifold_rules::{AnyGame, AnyMove, Seat};
use manifold_session::settings::analysis_threads;

pub use crate::mode_view::AnalysisView;
use crate::mode_view::{Analysable, ArrowKind, MarkArrow};
use crate::schedule::AppSet;
use crate::settings::Settings;
use crate::state::Screen;
use crate::ui_layout::UiLayout;

/// The lines an analysis shows.
pub const LINES: usize = 3;
/// The transposition table of the live analysis, in megabytes.
const HASH_MB: usize = 64;
/// The moves of the best line drawn as arrows: its first move and the next ones, fainter.
pub const LINE_ARROWS: usize = 3;

/// What the analysis is asked to do (the `L` and `T` keys, the panel's buttons).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisCommand {
    /// Turn the live analysis on or off.
    Toggle,
    /// Turn the threats on or off (a setting: it stays from move to move).
    ToggleThreats,
}

/// The position analysed: its game (with the moves before it, for repetitions) and what
/// tells it apart from another.
#[derive(Clone, Debug)]
pub struct Analysed {
    /// The game whose current position is analysed.
    pub game: AnyGame,
    /// The position's text, the moves before it and the threads searching it: a change
    /// of any starts the analysis again.
    key: (String, usize, usize),
    /// Whether the game has a move to analyse (it is not over), found once: the panel
    /// asks every frame.
    playable: bool,
}

impl Analysed {
    /// `game`'s current position, searched with `threads` threads.
    pub fn new(game: AnyGame, threads: usize) -> Analysed {
        let key = (game.position().text(), game.ply_count(), threads);
        let playable = game.outcome().is_none() && !game.legal_moves().is_empty();
        Analysed {
            game,
            key,
            playable,
        }
    }

    /// Whether the game has a move to analyse (it is not over).
    pub fn is_playable(&self) -> bool {
        self.playable
    }

    /// The threads searching it.
    pub fn threads(&self) -> usize {
        self.key.2
    }
}

/// The threads the analysis and the review search with: the setting's, else all of the
/// system's cores but one (asked of the system once).
pub fn search_threads(chosen: Option<u8>) -> usize {
    analysis_threads(chosen, system_cores())
}

/// The system's cores (1 where it cannot say), asked once.
pub fn system_cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

/// The analysis running in the background.
struct Running {
    analysed: Analysed,
    handle: AnalysisHandle,
}

/// The live analysis (a resource): whether it is on, the search running, and the newest
/// report for the position on the board.
#[derive(Resource, Default)]
pub struct LiveAnalysis {
    /// Whether the player turned it on.
    pub on: bool,
    running: Option<Running>,
    /// The searcher between positions (its table warm for the next one).
    searcher: Option<Searcher>,
    /// The position on the board, when the mode has one to analyse.
    pub analysed: Option<Analysed>,
    /// The newest completed depth for [`LiveAnalysis::analysed`], if any yet.
    pub report: Option<Analysis<AnyMove>>,
}

impl LiveAnalysis {
    /// Stops the search running (waiting the few hundred microseconds it takes to stop),
    /// keeping its searcher for the next position.
    fn stop(&mut self) {
        if let Some(running) = self.running.take()
            && let Some((_, searcher)) = running.handle.finish()
        {
            self.searcher = Some(searcher);
        }
    }

    /// Analyses `analysed` from now on (nothing when it is over): the search running on
    /// another position stops, the report goes.
    fn start(&mut self, analysed: Option<Analysed>) {
        self.stop();
        self.report = None;
        if let Some(a) = analysed.as_ref().filter(|a| a.is_playable()) {
            let mut searcher = self
                .searcher
                .take()
                .unwrap_or_else(|| Searcher::new(HASH_MB));
            searcher.set_threads(a.threads());
            self.running =
                spawn_analysis(a.game.clone(), searcher, Limits::default(), LINES).map(|handle| {
                    Running {
                        analysed: a.clone(),
                        handle,
                    }
                });
        }
        self.analysed = analysed;
    }

    /// Whether a search is running.
    pub fn is_searching(&self) -> bool {
        self.running.is_some()
    }
}

/// Registers the analysis (with or without a window): its resources, keys and the search
/// following the position on the board.
pub fn plugin(app: &mut App) {
    app.init_resource::<LiveAnalysis>()
        .init_resource::<AnalysisView>()
        .add_message::<AnalysisCommand>()
        .add_plugins((threats::plugin, review::plugin))
        .add_systems(
            Update,
            (
                apply_commands.in_set(AppSet::Commands),
                (follow_the_board, take_reports, show_the_line)
                    .chain()
                    .in_set(AppSet::Show),
            ),
        );
}

/// `L` and `T`, unless a text field or a panel has the keyboard.
fn analysis_keys(
    mut contexts: EguiContexts,
    layout: Option<Res<UiLayout>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut out: MessageWriter<AnalysisCommand>,
) {
    let Some(keys) = keys else { return };
    let taken = layout.as_ref().is_some_and(|l| l.keyboard_taken)
        || contexts
            .ctx_mut()
            .is_ok_and(|ctx| ctx.egui_wants_keyboard_input());
    if taken {
        return;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        out.write(AnalysisCommand::Toggle);
    }
    if keys.just_pressed(KeyCode::KeyT) {
        out.write(AnalysisCommand::ToggleThreats);
    }
}

fn apply_commands(
    mut commands: MessageReader<AnalysisCommand>,
    mut live: ResMut<LiveAnalysis>,
    mut settings: ResMut<Settings>,
) {
    for command in commands.read() {
        match command {
            AnalysisCommand::Toggle => live.on = !live.on,
            AnalysisCommand::ToggleThreats => settings.show_threats = !settings.show_threats,
        }
    }
}

/// Starts the analysis again when the position on the board changes (a move, a move of
/// the list browsed, an edit, another mode, another thread count), and stops it when it is
/// turned off or the screen leaves the board.
fn follow_the_board(
    mut live: ResMut<LiveAnalysis>,
    analysable: Res<Analysable>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
) {
    if !live.is_changed()
        && !analysable.is_changed()
        && !settings.is_changed()
        && !screen.is_changed()
    {
        return;
    }
    let threads = search_threads(settings.analysis_threads);
    let wanted = (live.on && *screen.get() == Screen::Playing)
        .then(|| analysable.game().cloned())
        .flatten()
        .map(|game| Analysed::new(game, threads));
    let same = match (&wanted, &live.analysed) {
        (Some(w), Some(a)) => w.key == a.key,
        (None, None) => true,
        _ => false,
    };
    if same {
        return;
    }
    live.start(wanted);
}

/// Takes the newest completed depth from the search; the analysis counts as changed only
/// when one came.
fn take_reports(mut live: ResMut<LiveAnalysis>) {
    let fresh = {
        let live = live.bypass_change_detection();
        let Some(running) = live.running.as_mut() else {
            return;
        };
        let newest = running.handle.latest().cloned();
        let for_this = live
            .analysed
            .as_ref()
            .is_some_and(|a| a.key == running.analysed.key);
        if for_this && newest.is_some() && newest != live.report {
            live.report = newest;
            true
        } else {
            false
        }
    };
    if fresh {
        live.set_changed();
    }
}

/// The best line as arrows: its first move, then the next moves fainter.
pub fn line_arrows(line: &[AnyMove]) -> Vec<MarkArrow> {
    line.iter()
        .take(LINE_ARROWS)
        .enumerate()
        .map(|(step, m)| MarkArrow {
            from: m.from(),
            to: m.to(),
            kind: ArrowKind::Engine(step as u8),
        })
        .collect()
}

/// Writes the analysis's arrows and rings for the board.
fn show_the_line(
    live: Res<LiveAnalysis>,
    threats: Res<threats::Threats>,
    settings: Res<Settings>,
    mut view: ResMut<AnalysisView>,
) {
    let mut arrows = Vec::new();
    if live.on
        && let Some(best) = live.report.as_ref().and_then(|r| r.best())
    {
        arrows = line_arrows(&best.pv);
    }
    let mut rings = Vec::new();
    if settings.show_threats {
        arrows.extend(threats.arrows());
        rings = threats.rings();
    }
    view.set_if_neq(AnalysisView { arrows, rings });
}

/// The seat whose colour a threat is drawn in: none in games of two seats (red, as a
/// danger), the opponent's own in Mattrix.
pub fn threat_tint(seats: u8, seat: Seat) -> Option<Seat> {
    (seats > 2).then_some(seat)
}
