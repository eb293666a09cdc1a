//! Player settings, saved as RON: language, animation speed, legal-move hints, coordinates,
//! graphics level, the camera turning to the side to move, the opponents' attacks
//! (Mattrix); and the last game chosen on the start screen.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::session::{ChessVariant, GameKind};

/// The language of every text in the UI.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// Russian.
    Russian,
}

/// Who plays a seat (the session's type: the same values are saved with games).
pub use crate::session::Player as SeatPlayer;

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// UI language.
    pub language: Language,
    /// Animation speed factor (1.0 normal; 0 = no animation).
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
    /// Wirth chess: draw a selected rider's closed lines over the torus.
    pub show_rider_lines: bool,
    /// Wirth chess: show the flat, scrolling 12x12 board beside the torus.
    pub show_flat_torus: bool,
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
            last_game: GameKind::Chess(ChessVariant::Classical),
            last_preset: None,
            last_seats: vec![SeatPlayer::Human; 3],
            show_rider_lines: true,
            show_flat_torus: true,
        }
    }
}
