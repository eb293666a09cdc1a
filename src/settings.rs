//! The player's settings: plain data kept in the session layer
//! ([`manifold_session::settings`]), a resource here.

use bevy::prelude::*;
use manifold_session::files::ReadError;

pub use manifold_session::settings::{
    ANIMATION_SPEED_RANGE, Language, NotationStyle, PieceStyle, SeatPlayer,
};

/// The player's settings as the app's resource: the session layer's
/// [`manifold_session::settings::Settings`], read through `Deref`.
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct Settings(pub manifold_session::settings::Settings);

impl Settings {
    /// The settings with every value brought into its range.
    pub fn sanitized(self) -> Settings {
        Settings(self.0.sanitized())
    }

    /// Settings from their RON text (missing fields take their defaults).
    pub fn from_ron(text: &str) -> Result<Settings, ReadError> {
        manifold_session::settings::Settings::from_ron(text).map(Settings)
    }
}
