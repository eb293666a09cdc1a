//! The player's settings: plain data kept in the session layer
//! ([`crate::session::settings`]), a resource here.

pub use crate::session::settings::{
    ANIMATION_SPEED_RANGE, Language, NotationStyle, PieceStyle, SeatPlayer, Settings,
};
