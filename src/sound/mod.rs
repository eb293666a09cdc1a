//! Sounds: a knock for a move, a heavier one for a capture, two for castling, a rising
//! tone for a transit hop, an arpeggio for a promotion or a crowned man, a two-tone alert
//! for check, a chord at the game's end, beeps when a clock falls under the low-time
//! threshold, and a chime for "your turn" (in Mattrix, and after the computer's move).
//! Each is synthesised at start ([`synth`]) and played through Bevy's audio at the
//! settings' volume, unless sound is off. With no sound device the app plays silently:
//! Bevy's audio output finds none, says so once in the log, and drops what it is given.

pub mod synth;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use manifold_rules::{Motion, PlayedMove, Seat};
use manifold_session::Session;

use super::schedule::AppSet;
use super::seats::Seats;
use super::settings::{SeatPlayer, Settings};
use super::state::{BoardChanged, SessionRes};

/// What a sound says.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundCue {
    /// A move.
    Move,
    /// A capture.
    Capture,
    /// Castling.
    Castle,
    /// A move that gives check.
    Check,
    /// Chess-transit: a piece hops to the other board.
    Hop,
    /// A pawn promoted, a man crowned.
    Promotion,
    /// The game is over.
    GameEnd,
    /// A clock fell under the low-time threshold.
    LowTime,
    /// A person's turn (in Mattrix, and after the computer's move).
    YourTurn,
}

impl SoundCue {
    /// Every cue.
    pub const ALL: [SoundCue; 9] = [
        SoundCue::Move,
        SoundCue::Capture,
        SoundCue::Castle,
        SoundCue::Check,
        SoundCue::Hop,
        SoundCue::Promotion,
        SoundCue::GameEnd,
        SoundCue::LowTime,
        SoundCue::YourTurn,
    ];

    /// The sound of the move `played`, `gives_check` when it leaves the side to move in
    /// check: check first, then what the move did (a promotion, a hop, castling, a
    /// capture), else a plain move.
    pub fn of_move(played: &PlayedMove, gives_check: bool) -> SoundCue {
        if gives_check {
            SoundCue::Check
        } else if played.promotion.is_some() {
            SoundCue::Promotion
        } else if played.motion == Motion::Transit {
            SoundCue::Hop
        } else if played.rook.is_some() {
            SoundCue::Castle
        } else if !played.captured.is_empty() {
            SoundCue::Capture
        } else {
            SoundCue::Move
        }
    }
}

/// The synthesised sounds, one per cue in [`SoundCue::ALL`]'s order.
#[derive(Resource, Clone, Debug)]
pub struct Sounds(Vec<Handle<AudioSource>>);

impl Sounds {
    /// The sound of `cue`.
    pub fn of(&self, cue: SoundCue) -> Option<Handle<AudioSource>> {
        let index = SoundCue::ALL.iter().position(|&c| c == cue)?;
        self.0.get(index).cloned()
    }
}

/// What the game was like last frame, to hear what changed.
#[derive(Default)]
struct LastSeen {
    /// The game's kind, its moves and whether it was over.
    game: Option<(manifold_session::GameKind, usize, bool)>,
    /// Which seats' clocks were under the low-time threshold.
    low: Vec<bool>,
}

/// Registers the sounds: needs Bevy's audio plugin (part of the default plugins).
pub fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .add_systems(Startup, make_sounds)
        .add_systems(
            Update,
            (hear_the_game, play_cues).chain().after(AppSet::Commands),
        );
}

/// Synthesises every cue's sound.
fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let handles = SoundCue::ALL
        .iter()
        .map(|&cue| {
            sources.add(AudioSource {
                bytes: synth::wav(&synth::samples(cue)).into(),
            })
        })
        .collect();
    commands.insert_resource(Sounds(handles));
}

/// The cues of what happened to the game this frame: the moves played, the game's end, a
/// clock gone low, a person's turn.
fn hear_the_game(
    mut changed: MessageReader<BoardChanged>,
    session: Res<SessionRes>,
    seats: Option<Res<Seats>>,
    mut last: Local<LastSeen>,
    mut cues: MessageWriter<SoundCue>,
) {
    let s = &session.0;
    let over = s.game().outcome().is_some();
    let now = (s.kind(), s.game().ply_count(), over);
    let mut moved = false;
    for change in changed.read() {
        let Some(played) = &change.played else {
            continue;
        };
        moved = true;
        cues.write(if over {
            SoundCue::GameEnd
        } else {
            SoundCue::of_move(played, s.game().checked_king().is_some())
        });
        let is_person = |seat| {
            seats
                .as_deref()
                .is_none_or(|seats| seats.player(seat) == SeatPlayer::Human)
        };
        if !over && your_turn(s, played.seat(), is_person) {
            cues.write(SoundCue::YourTurn);
        }
    }
    // An ending without a move (a resignation, an agreement, a flag fall): the same game,
    // the same moves, over now.
    if !moved
        && over
        && last
            .game
            .is_some_and(|(kind, plies, was_over)| kind == now.0 && plies == now.1 && !was_over)
    {
        cues.write(SoundCue::GameEnd);
    }
    last.game = Some(now);
    let low: Vec<bool> = match s.clocks() {
        Some(clocks) if !over => (0..s.kind().seats())
            .map(|seat| clocks.is_low(Seat(seat)))
            .collect(),
        _ => Vec::new(),
    };
    if low
        .iter()
        .enumerate()
        .any(|(i, &is_low)| is_low && !last.low.get(i).copied().unwrap_or(false))
        && low.len() == last.low.len()
    {
        cues.write(SoundCue::LowTime);
    }
    last.low = low;
}

/// Whether a move by `mover` hands the turn to a person who should hear it: in Mattrix
/// (three players round one screen), and when the computer moved.
fn your_turn(s: &Session, mover: Seat, is_person: impl Fn(Seat) -> bool) -> bool {
    let next = s.game().position().turn();
    is_person(next) && (s.kind().seats() == 3 || !is_person(mover))
}

/// Plays the cues at the settings' volume (nothing when sound is off).
fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    sounds: Option<Res<Sounds>>,
    settings: Res<Settings>,
) {
    let Some(sounds) = sounds else {
        cues.clear();
        return;
    };
    for &cue in cues.read() {
        if !settings.sound || settings.volume <= 0.0 {
            continue;
        }
        if let Some(handle) = sounds.of(cue) {
            commands.spawn((
                AudioPlayer(handle),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume)),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::{GameKind, VariantId};

    fn last_move_cue(kind: GameKind, moves: &[&str]) -> SoundCue {
        let s = Session::after_moves(kind, moves);
        let played = s.last_played().expect("a move was played");
        SoundCue::of_move(played, s.game().checked_king().is_some())
    }

    #[test]
    fn each_kind_of_move_has_its_sound() {
        let chess = GameKind::Chess(VariantId::Classical);
        assert_eq!(last_move_cue(chess, &["e4"]), SoundCue::Move);
        assert_eq!(
            last_move_cue(chess, &["e4", "d5", "exd5"]),
            SoundCue::Capture
        );
        assert_eq!(
            last_move_cue(chess, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"]),
            SoundCue::Castle
        );
        assert_eq!(
            last_move_cue(chess, &["e4", "f5", "Qh5+"]),
            SoundCue::Check,
            "check first"
        );
    }

    #[test]
    fn your_turn_sounds_in_mattrix_and_after_the_computer() {
        let mattrix = Session::new(GameKind::Chess(VariantId::Mattrix));
        let people = |_: Seat| true;
        assert!(
            your_turn(&mattrix, Seat(2), people),
            "three people at one screen"
        );
        let classical = Session::new(GameKind::Chess(VariantId::Classical));
        assert!(
            !your_turn(&classical, Seat::BLACK, people),
            "hot-seat chess: no chime"
        );
        let white_person = |seat: Seat| seat == Seat::WHITE;
        assert!(
            your_turn(&classical, Seat::BLACK, white_person),
            "the computer moved"
        );
        let black_person = |seat: Seat| seat == Seat::BLACK;
        assert!(
            !your_turn(&classical, Seat::BLACK, black_person),
            "the computer to move"
        );
    }
}
