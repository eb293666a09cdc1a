//! The player's settings: plain data kept in the session layer
//! ([`manifold_session::settings`]), a resource here.

use bevy::prelude::*;

pub use manifold_session::settings::{
    ANIMATION_SPEED_RANGE, Language, NotationStyle, PieceStyle, SeatPlayer, VOLUME_RANGE,
};

/// The player's settings as the app's resource: the session layer's
/// [`manifold_session::settings::Settings`], read through `Deref`.
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct Settings(pub manifold_session::settings::Settings);
