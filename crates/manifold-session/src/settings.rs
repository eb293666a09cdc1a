//! Player settings, saved as RON in `settings.ron`: language, animation speed, legal-move
//! hints, coordinates, graphics level, the camera turning to the side to move, the
//! opponents' attacks (Mattrix), the x-ray torus (Wirth); and the last game chosen on the start screen.
//!
//! Plain data without Bevy, so that the file reader is tested and fuzzed with the core; the
//! app keeps it as a resource.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::GameKind;
use super::clock::TimeControl;
use super::files::{ReadError, settings_from_ron, settings_to_ron};
pub use super::shown_notation::NotationStyle;
use manifold_rules::VariantId;

/// The animation speeds the settings allow (the slider's range).
pub const ANIMATION_SPEED_RANGE: RangeInclusive<f32> = 0.0..=3.0;

/// The range of the sounds' volume (0: silent, 1: as made).
pub const VOLUME_RANGE: RangeInclusive<f32> = 0.0..=1.0;

/// The threads a live analysis may be set to search with.
pub const ANALYSIS_THREADS_RANGE: RangeInclusive<u8> = 1..=64;

/// The threads a live analysis searches with: `chosen`, else all cores but one (at least
/// one), where the system has `cores`.
pub fn analysis_threads(chosen: Option<u8>, cores: usize) -> usize {
    chosen.map_or(cores.saturating_sub(1).max(1), usize::from)
}

pub use manifold_locale::Language;

/// How the pieces are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceStyle {
    /// Turned 3D pieces, each type with a silhouette of its own.
    #[default]
    Figures,
    /// Upright discs that face the camera, each with its piece's figurine: readable from
    /// every angle (the torus shows pieces from all sides).
    Tokens,
}

/// Who plays a seat (the session's type: the same values are saved with games).
pub use super::Player as SeatPlayer;

/// The player's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// UI language.
    pub language: Language,
    /// Animation speed factor (1.0 normal; 0 = no animation), within
    /// [`ANIMATION_SPEED_RANGE`].
    pub animation_speed: f32,
    /// Light the legal targets of a selected piece.
    pub show_legal_moves: bool,
    /// Show file and rank names on the board's edges.
    pub show_coordinates: bool,
    /// No MSAA, no shadow maps, cheaper materials (for machines without a GPU).
    pub low_graphics: bool,
    /// Whether moves may be taken back (off: Undo is refused, for teaching).
    pub allow_takebacks: bool,
    /// Turn the camera after each move so that the side to move (a person) sees its own
    /// army nearest (pass-and-play; Mattrix's three seats sit 120 degrees apart).
    pub turn_camera_to_mover: bool,
    /// Mattrix: while a piece is selected, tint the cells each opponent attacks in that
    /// opponent's colour (a mixed tint where both attack).
    pub show_opponent_attacks: bool,
    /// The game last chosen on the start screen.
    pub last_game: GameKind,
    /// The preset last chosen (a file stem in `scenes/`), if any.
    pub last_preset: Option<String>,
    /// Who played each seat last time.
    pub last_seats: Vec<SeatPlayer>,
    /// The time control last chosen (none: no clocks).
    pub last_time_control: Option<TimeControl>,
    /// Whether the app plays its sounds (moves, captures, check, the game's end, low
    /// time, your turn).
    pub sound: bool,
    /// The sounds' volume, within [`VOLUME_RANGE`] (1 as made).
    pub volume: f32,
    /// Wirth chess: draw a selected rider's closed lines over the torus.
    pub show_rider_lines: bool,
    /// Wirth chess: show the flat, scrolling 12x12 board beside the torus.
    pub show_flat_torus: bool,
    /// How the pieces are drawn.
    pub piece_style: PieceStyle,
    /// How pieces are written in the moves shown (letters of the language, or figurines).
    pub notation: NotationStyle,
    /// Wirth chess: draw the torus's tiles and ring translucent (x-ray), so that the
    /// pieces on its far side and inside the hole show through.
    pub xray_torus: bool,
    /// Analysis: show what each opponent would play if it were its move, and the mover's
    /// pieces that are attacked and not defended (kept from move to move).
    pub show_threats: bool,
    /// Analysis: the threads the live analysis searches with (none: all cores but one);
    /// within [`ANALYSIS_THREADS_RANGE`].
    pub analysis_threads: Option<u8>,
    /// The lesson steps done, by course (a settings file without them reads as none done).
    #[serde(default)]
    pub lessons: super::lessons::LessonProgress,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Language::English,
            animation_speed: 1.0,
            show_legal_moves: true,
            show_coordinates: true,
            low_graphics: false,
            allow_takebacks: true,
            turn_camera_to_mover: false,
            show_opponent_attacks: true,
            last_game: GameKind::Chess(VariantId::Classical),
            last_preset: None,
            last_seats: vec![SeatPlayer::Human; 3],
            last_time_control: None,
            sound: true,
            volume: 0.7,
            show_rider_lines: true,
            show_flat_torus: true,
            piece_style: PieceStyle::Figures,
            notation: NotationStyle::Letters,
            xray_torus: false,
            show_threats: false,
            analysis_threads: None,
            lessons: Default::default(),
        }
    }
}

impl Settings {
    /// The settings with every value inside its range: an animation speed that is not a
    /// number (NaN) takes the default, one outside the range (infinities included) is
    /// brought to its nearest end.
    pub fn sanitized(mut self) -> Self {
        let default = Settings::default();
        self.animation_speed = within(
            self.animation_speed,
            &ANIMATION_SPEED_RANGE,
            default.animation_speed,
        );
        self.volume = within(self.volume, &VOLUME_RANGE, default.volume);
        self.analysis_threads = self.analysis_threads.map(|n| {
            n.clamp(
                *ANALYSIS_THREADS_RANGE.start(),
                *ANALYSIS_THREADS_RANGE.end(),
            )
        });
        self
    }

    /// Settings read from the text of a settings file: fields left out take their
    /// defaults, values out of range are brought into it ([`Settings::sanitized`]).
    pub fn from_ron(text: &str) -> Result<Self, ReadError> {
        settings_from_ron::<Settings>(text).map(Settings::sanitized)
    }

    /// The text of a settings file (what [`Settings::from_ron`] reads back as these
    /// settings).
    pub fn to_ron(&self) -> String {
        settings_to_ron(self)
    }
}

/// `value` brought into `range`, or `default` when it is not a number (NaN).
fn within(value: f32, range: &RangeInclusive<f32>, default: f32) -> f32 {
    if value.is_nan() {
        default
    } else {
        value.clamp(*range.start(), *range.end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lesson_progress_is_kept_and_old_files_read_without_it() {
        let old = Settings::from_ron("(language: Russian, show_coordinates: false)").unwrap();
        assert_eq!(old.lessons, Default::default());
        assert_eq!(old.language, Language::Russian);
        let mut settings = Settings::default();
        settings.lessons.mark_done("wirth/basics", 3);
        let read = Settings::from_ron(&settings.to_ron()).unwrap();
        assert!(read.lessons.is_done("wirth/basics", 3));
        assert_eq!(read, settings);
    }

    #[test]
    fn values_out_of_range_are_brought_into_it_and_read_back() {
        for (written, read) in [
            ("NaN", 1.0),
            ("inf", 3.0),
            ("-inf", 0.0),
            ("-2.5", 0.0),
            ("9", 3.0),
            ("0.25", 0.25),
        ] {
            let settings = Settings::from_ron(&format!("(animation_speed: {written})"))
                .unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(settings.animation_speed, read, "{written}");
            assert_eq!(Settings::from_ron(&settings.to_ron()), Ok(settings));
        }
        for (written, read) in [("NaN", 0.7), ("inf", 1.0), ("-1", 0.0), ("0.25", 0.25)] {
            let settings = Settings::from_ron(&format!("(volume: {written})"))
                .unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(settings.volume, read, "volume {written}");
            assert_eq!(Settings::from_ron(&settings.to_ron()), Ok(settings));
        }
    }

    #[test]
    fn analysis_threads_are_kept_within_range_and_default_to_all_cores_but_one() {
        for (written, read) in [("None", None), ("Some(0)", Some(1)), ("Some(3)", Some(3))] {
            let settings = Settings::from_ron(&format!("(analysis_threads: {written})"))
                .unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(settings.analysis_threads, read, "{written}");
            assert_eq!(Settings::from_ron(&settings.to_ron()), Ok(settings));
        }
        assert!(Settings::from_ron("(analysis_threads: Some(300))").is_err());
        assert_eq!(analysis_threads(None, 8), 7);
        assert_eq!(analysis_threads(None, 1), 1);
        assert_eq!(analysis_threads(Some(2), 8), 2);
    }

    #[test]
    fn the_time_control_is_kept_as_its_text() {
        for text in ["3+2", "5+3d", "0.5+0", "10s+1", "15+10b"] {
            let settings = Settings {
                last_time_control: Some(TimeControl::from_text(text).unwrap()),
                ..Settings::default()
            };
            let written = settings.to_ron();
            assert!(written.contains(&format!("\"{text}\"")), "{written}");
            assert_eq!(Settings::from_ron(&written), Ok(settings), "{text}");
        }
        assert_eq!(
            Settings::from_ron("(last_time_control: None)").map(|s| s.last_time_control),
            Ok(None)
        );
        let bad = Settings::from_ron("(last_time_control: Some(\"0+5\"))")
            .expect_err("a zero base is no clock");
        assert!(
            bad.to_string().contains("base time"),
            "the error says why: {bad}"
        );
    }
}
