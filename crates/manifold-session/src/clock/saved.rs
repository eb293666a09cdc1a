//! The clocks in a saved game (RON), written with the game and the autosave and checked
//! field by field when read: every time in whole milliseconds, never negative and never
//! more than the control could have given; seats within the game; one time per move.
//!
//! ```ron
//!     clock: Some(Clock(
//!         base_ms: 180000,
//!         per_move: Some(Fischer(2000)),
//!         remaining_ms: [176500, 179000],
//!         running: Some(0),
//!         after_move_ms: [179000, 181000, 176500, 179000],
//!     )),
//! ```
//! `per_move` is `None`, `Some(Fischer(ms))`, `Some(Bronstein(ms))` or
//! `Some(SimpleDelay(ms))`; `running` is the seat whose clock runs (0 White, 1 Black or
//! Blue, 2 Red; `None` once the game is over); `after_move_ms` holds each move's mover's
//! time left after it (what `[%clk]` writes). Written only when set: `paused: true`,
//! `spent_ms` (the time spent on the move being made) and `from_ply` (the first move with
//! a time, when the clocks were set mid-game).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use manifold_locale::{Localize, Message};
use manifold_rules::Seat;

use super::{ClockTextError, Clocks, PerMove, TimeControl};
use crate::AnyGame;

/// The clocks as a saved game writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "Clock")]
pub struct SavedClock {
    /// Every seat's base time.
    pub base_ms: i64,
    /// What each move gives back, if anything.
    pub per_move: Option<SavedPerMove>,
    /// Each seat's time left, in seat order.
    pub remaining_ms: Vec<i64>,
    /// The seat whose clock runs (none once the game is over).
    pub running: Option<i64>,
    /// Whether the clocks are paused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paused: bool,
    /// The time the running seat has spent on its move so far.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub spent_ms: i64,
    /// The first move with a recorded time.
    #[serde(default, skip_serializing_if = "is_zero_ply")]
    pub from_ply: usize,
    /// For each move from `from_ply`, its mover's time left after it.
    pub after_move_ms: Vec<i64>,
}

fn is_zero(ms: &i64) -> bool {
    *ms == 0
}

fn is_zero_ply(ply: &usize) -> bool {
    *ply == 0
}

/// A per-move rule as written: its kind and time in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedPerMove {
    /// A Fischer increment.
    Fischer(i64),
    /// A Bronstein delay.
    Bronstein(i64),
    /// A simple delay.
    SimpleDelay(i64),
}

/// What is wrong with a saved game's clocks.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum ClockProblem {
    /// A time below zero.
    Negative {
        /// The field (`remaining_ms[1]`).
        field: String,
        /// Its value.
        value: i64,
    },
    /// A time longer than the control could ever give.
    TooLong {
        /// The field.
        field: String,
        /// Its value.
        value: i64,
        /// The longest it could be, in milliseconds.
        limit: u128,
    },
    /// The control itself cannot run (a zero base, a time past the limits).
    Control(ClockTextError),
    /// Not one time left per seat.
    SeatCount {
        /// How many times are given.
        given: usize,
        /// How many seats the game has.
        seats: u8,
    },
    /// The running seat is not a seat of the game.
    NoSuchSeat {
        /// The seat given.
        seat: i64,
        /// How many seats the game has.
        seats: u8,
    },
    /// The running clock is not the side to move's.
    NotToMove {
        /// The seat whose clock is said to run (none: no clock runs).
        running: Option<u8>,
        /// The seat to move.
        to_move: u8,
    },
    /// The first timed move is past the moves of the game.
    FromPly {
        /// The ply given.
        ply: usize,
        /// The moves the game has.
        moves: usize,
    },
    /// Not one time per move from `from_ply`.
    MoveCount {
        /// How many are given.
        given: usize,
        /// How many moves there are from `from_ply`.
        moves: usize,
    },
}

impl Localize for ClockProblem {
    fn message(&self) -> Message {
        match self {
            ClockProblem::Negative { field, value } => Message::new("save-clock-negative")
                .text("field", field)
                .number("value", *value),
            ClockProblem::TooLong {
                field,
                value,
                limit,
            } => Message::new("save-clock-too_long")
                .text("field", field)
                .number("value", *value)
                .text("limit", limit),
            ClockProblem::Control(error) => error.message(),
            ClockProblem::SeatCount { given, seats } => Message::new("save-clock-seat_count")
                .number("given", *given)
                .number("seats", *seats),
            ClockProblem::NoSuchSeat { seat, seats } => Message::new("save-clock-no_such_seat")
                .number("seat", *seat)
                .number("last", seats.saturating_sub(1)),
            ClockProblem::NotToMove {
                running: Some(seat),
                to_move,
            } => Message::new("save-clock-not_to_move")
                .number("seat", *seat)
                .number("to_move", *to_move),
            ClockProblem::NotToMove {
                running: None,
                to_move,
            } => Message::new("save-clock-none_running").number("to_move", *to_move),
            ClockProblem::FromPly { ply, moves } => Message::new("save-clock-from_ply")
                .number("ply", *ply)
                .number("moves", *moves),
            ClockProblem::MoveCount { given, moves } => Message::new("save-clock-move_count")
                .number("given", *given)
                .number("moves", *moves),
        }
    }
}

manifold_locale::display_in_english!(ClockProblem);

/// A time in whole milliseconds, as written.
fn ms(time: Duration) -> i64 {
    time.as_millis().try_into().unwrap_or(i64::MAX)
}

impl SavedClock {
    /// The clocks of a game of `moves` plies with `to_move` to move (none once it is
    /// over), as written.
    pub(crate) fn of(clocks: &Clocks, moves: usize, to_move: Option<Seat>) -> SavedClock {
        let control = clocks.control();
        let per_move = match control.per_move {
            PerMove::None => None,
            PerMove::Fischer(d) => Some(SavedPerMove::Fischer(ms(d))),
            PerMove::Bronstein(d) => Some(SavedPerMove::Bronstein(ms(d))),
            PerMove::SimpleDelay(d) => Some(SavedPerMove::SimpleDelay(ms(d))),
        };
        // Times out of step with the moves (played behind the clocks' back) are left out.
        let times = clocks.move_times();
        let (from_ply, after_move_ms) = if clocks.from_ply() + times.len() == moves {
            (
                clocks.from_ply(),
                times.iter().map(|&(_, t)| ms(t)).collect(),
            )
        } else {
            (moves, Vec::new())
        };
        SavedClock {
            base_ms: ms(control.base),
            per_move,
            remaining_ms: clocks.remaining_times().iter().map(|&t| ms(t)).collect(),
            // The side to move's, whatever the clocks were last told.
            running: to_move.map(|s| s.0.into()),
            paused: clocks.is_paused(),
            spent_ms: ms(clocks.spent_on_move()),
            from_ply,
            after_move_ms,
        }
    }

    /// The clocks of `game` (its moves replayed and its ending applied) that this entry
    /// describes, every field checked.
    pub(crate) fn read(&self, game: &AnyGame) -> Result<Clocks, ClockProblem> {
        let seats = game.seats();
        let moves = game.ply_count();
        let base = time("base_ms", self.base_ms, u128::MAX)?;
        let per_move = match self.per_move {
            None => PerMove::None,
            Some(SavedPerMove::Fischer(v)) => PerMove::Fischer(time("per_move", v, u128::MAX)?),
            Some(SavedPerMove::Bronstein(v)) => PerMove::Bronstein(time("per_move", v, u128::MAX)?),
            Some(SavedPerMove::SimpleDelay(v)) => {
                PerMove::SimpleDelay(time("per_move", v, u128::MAX)?)
            }
        };
        let control = TimeControl { base, per_move };
        control.check().map_err(ClockProblem::Control)?;
        if self.from_ply > moves {
            return Err(ClockProblem::FromPly {
                ply: self.from_ply,
                moves,
            });
        }
        // No clock can hold more than its base and an increment for every move.
        let timed = moves - self.from_ply;
        let most = match per_move {
            PerMove::Fischer(inc) => base.as_millis() + inc.as_millis() * moves as u128,
            PerMove::None | PerMove::Bronstein(_) | PerMove::SimpleDelay(_) => base.as_millis(),
        };
        if self.remaining_ms.len() != seats as usize {
            return Err(ClockProblem::SeatCount {
                given: self.remaining_ms.len(),
                seats,
            });
        }
        let remaining = self
            .remaining_ms
            .iter()
            .enumerate()
            .map(|(i, &v)| time(&format!("remaining_ms[{i}]"), v, most))
            .collect::<Result<Vec<_>, _>>()?;
        let spent = time(
            "spent_ms",
            self.spent_ms,
            most + per_move.amount().as_millis(),
        )?;
        let running = match self.running {
            None => None,
            Some(seat) if (0..seats as i64).contains(&seat) => Some(Seat(seat as u8)),
            Some(seat) => return Err(ClockProblem::NoSuchSeat { seat, seats }),
        };
        let to_move = game.outcome().is_none().then(|| game.position().turn());
        if let Some(to_move) = to_move
            && running != Some(to_move)
        {
            return Err(ClockProblem::NotToMove {
                running: running.map(|s| s.0),
                to_move: to_move.0,
            });
        }
        if self.after_move_ms.len() != timed {
            return Err(ClockProblem::MoveCount {
                given: self.after_move_ms.len(),
                moves: timed,
            });
        }
        let after_move = self
            .after_move_ms
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let ply = self.from_ply + i;
                let mover = game.position_at(ply).turn();
                Ok((mover, time(&format!("after_move_ms[{i}]"), v, most)?))
            })
            .collect::<Result<Vec<_>, ClockProblem>>()?;
        Ok(Clocks::restored(
            control,
            remaining,
            to_move,
            self.paused,
            if to_move.is_some() {
                spent
            } else {
                Duration::ZERO
            },
            self.from_ply,
            after_move,
        ))
    }
}

/// The time `value` milliseconds of `field`, refused when negative or over `limit`.
fn time(field: &str, value: i64, limit: u128) -> Result<Duration, ClockProblem> {
    let Ok(ms) = u64::try_from(value) else {
        return Err(ClockProblem::Negative {
            field: field.to_string(),
            value,
        });
    };
    if u128::from(ms) > limit {
        return Err(ClockProblem::TooLong {
            field: field.to_string(),
            value,
            limit,
        });
    }
    Ok(Duration::from_millis(ms))
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_clock_problem_renders() {
        assert_every_variant_renders(
            &[
                ClockProblem::Negative {
                    field: "remaining_ms[1]".into(),
                    value: -5,
                },
                ClockProblem::TooLong {
                    field: "spent_ms".into(),
                    value: 1 << 40,
                    limit: 180_000,
                },
                ClockProblem::Control(ClockTextError::ZeroBase),
                ClockProblem::SeatCount { given: 2, seats: 3 },
                ClockProblem::NoSuchSeat { seat: -1, seats: 2 },
                ClockProblem::NotToMove {
                    running: Some(1),
                    to_move: 0,
                },
                ClockProblem::FromPly { ply: 9, moves: 4 },
                ClockProblem::MoveCount { given: 3, moves: 4 },
            ],
            &[],
        );
        let none = ClockProblem::NotToMove {
            running: None,
            to_move: 2,
        };
        manifold_locale::check::assert_renders(&none.message(), "none running", &[]);
        assert_eq!(
            ClockProblem::Negative {
                field: "remaining_ms[1]".into(),
                value: -5
            }
            .to_string(),
            "remaining_ms[1] is -5: a time cannot be negative"
        );
    }
}
