//! Who plays a seat: a person at this computer or the engine at a level. Recorded with a
//! saved game so that a game against the computer reloads against the computer.

use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// A person at this computer.
    #[default]
    Human,
    /// The engine, at this level (1 = beginner).
    Computer(u8),
}
