//! Time controls: a base time for every seat and what each move gives back (a Fischer
//! increment, a Bronstein delay or a simple delay), the presets offered, and their text
//! (`3+2`, `5+3b`, `5+3d`, `10s+1`) as the CLI's `--clock` reads and menus show it.

use std::fmt;
use std::time::Duration;

use manifold_locale::{Localize, Message};

/// What each move gives the seat that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PerMove {
    /// Nothing: sudden death.
    None,
    /// This much is added to the mover's clock after each move (Fischer).
    Fischer(Duration),
    /// After each move the mover gets back the time it took, up to this much (Bronstein).
    Bronstein(Duration),
    /// The clock waits this long at the start of each move before it runs (simple, or US,
    /// delay).
    SimpleDelay(Duration),
}

impl PerMove {
    /// The time the rule names (zero for none): what a move may take at no cost to the
    /// clock, as the engine's time management counts it.
    pub fn amount(self) -> Duration {
        match self {
            PerMove::None => Duration::ZERO,
            PerMove::Fischer(d) | PerMove::Bronstein(d) | PerMove::SimpleDelay(d) => d,
        }
    }
}

/// A time control: every seat starts with `base`, and each move gives what `per_move`
/// says. Written in settings files as its text (`"3+2"`, `"5+3d"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    /// The time each seat starts with.
    pub base: Duration,
    /// What each move gives back.
    pub per_move: PerMove,
}

/// The longest base time a control may have.
pub const MAX_BASE: Duration = Duration::from_secs(24 * 3600);

/// The longest increment or delay a control may have.
pub const MAX_PER_MOVE: Duration = Duration::from_secs(3600);

/// The low-time warning starts at the base time divided by this (lichess's threshold)...
const LOW_TIME_DIVISOR: u32 = 8;
/// ...but never below this...
const LOW_TIME_MIN: Duration = Duration::from_secs(10);
/// ...nor above this.
const LOW_TIME_MAX: Duration = Duration::from_secs(60);

/// A Fischer control of `minutes` and `seconds` per move (`None` for zero), for the
/// presets.
const fn fischer(minutes: u64, seconds: u64) -> TimeControl {
    TimeControl {
        base: Duration::from_secs(minutes * 60),
        per_move: if seconds == 0 {
            PerMove::None
        } else {
            PerMove::Fischer(Duration::from_secs(seconds))
        },
    }
}

impl TimeControl {
    /// The controls offered on the start screen and in New game, fastest first; each one's
    /// name is its text ([`TimeControl::name`]: `1+0`, `3+2`, ...).
    pub const PRESETS: [TimeControl; 7] = [
        fischer(1, 0),
        fischer(3, 2),
        fischer(5, 3),
        fischer(10, 5),
        fischer(15, 10),
        fischer(30, 20),
        fischer(90, 30),
    ];

    /// A Fischer control of `base` and `increment` (sudden death when the increment is
    /// zero).
    pub fn fischer(base: Duration, increment: Duration) -> TimeControl {
        TimeControl {
            base,
            per_move: if increment.is_zero() {
                PerMove::None
            } else {
                PerMove::Fischer(increment)
            },
        }
    }

    /// The name shown in menus: its text (`3+2`, `5+3d`).
    pub fn name(&self) -> String {
        self.to_string()
    }

    /// The remaining time below which a seat's clock warns of low time: lichess's
    /// threshold, the base time over 8 kept between 10 and 60 seconds.
    pub fn low_time_threshold(&self) -> Duration {
        (self.base / LOW_TIME_DIVISOR).clamp(LOW_TIME_MIN, LOW_TIME_MAX)
    }

    /// Refuses a control no clock should run: a zero base, a time past the limits.
    pub fn check(&self) -> Result<(), ClockTextError> {
        if self.base.is_zero() {
            return Err(ClockTextError::ZeroBase);
        }
        if self.base > MAX_BASE {
            return Err(ClockTextError::BaseTooLong);
        }
        if self.per_move.amount() > MAX_PER_MOVE {
            return Err(ClockTextError::PerMoveTooLong);
        }
        Ok(())
    }

    /// Reads a control's text: `BASE+SECONDS` with the base in minutes (`3+2`, `0.5+0`,
    /// `90+30`) or in seconds with an `s` (`10s+1`), the seconds a whole or decimal
    /// number followed by nothing (a Fischer increment), `b` (a Bronstein delay) or `d` (a
    /// simple delay): `5+3b`, `5+3d`. `BASE+0` is sudden death. Times are kept to the
    /// millisecond.
    pub fn from_text(text: &str) -> Result<TimeControl, ClockTextError> {
        let form = || ClockTextError::Form {
            text: text.to_string(),
        };
        let (base_text, per_move_text) = text.trim().split_once('+').ok_or_else(form)?;
        let (base_text, per_move_text) = (base_text.trim(), per_move_text.trim());
        let base = match base_text.strip_suffix('s') {
            Some(secs) => decimal_ms(secs, 1000),
            None => decimal_ms(base_text, 60_000),
        }
        .ok_or_else(|| ClockTextError::Minutes {
            text: base_text.to_string(),
        })?;
        let (amount_text, kind): (&str, fn(Duration) -> PerMove) =
            match per_move_text.char_indices().last() {
                Some((i, 'b')) => (&per_move_text[..i], PerMove::Bronstein),
                Some((i, 'd')) => (&per_move_text[..i], PerMove::SimpleDelay),
                _ => (per_move_text, PerMove::Fischer),
            };
        let amount = decimal_ms(amount_text, 1000).ok_or_else(|| ClockTextError::Seconds {
            text: amount_text.to_string(),
        })?;
        let per_move = if amount.is_zero() {
            PerMove::None
        } else {
            kind(amount)
        };
        let control = TimeControl { base, per_move };
        control.check()?;
        Ok(control)
    }

    /// The control as PGN's `TimeControl` tag (PGN standard 9.6.1): the base in seconds,
    /// then `+` and the Fischer increment in seconds (`180+2`; sudden death alone: `60`).
    /// The standard has no delays: a Bronstein or simple delay is written with a `d`
    /// (`300+3d`), as python-chess reads a delay. PGN does not tell the two apart; a move
    /// costs the same under both, the delay's time being free.
    pub fn pgn_tag(&self) -> String {
        let seconds = |d: Duration| decimal_text(d.as_millis(), 1000).unwrap_or_default();
        let base = seconds(self.base);
        match self.per_move {
            PerMove::None => base,
            PerMove::Fischer(inc) => format!("{base}+{}", seconds(inc)),
            PerMove::Bronstein(delay) | PerMove::SimpleDelay(delay) => {
                format!("{base}+{}d", seconds(delay))
            }
        }
    }
}

/// A whole or decimal number of units of `unit_ms` milliseconds, to the nearest
/// millisecond; `None` unless it is digits with at most one point. A number too large for
/// a clock is kept large (at most `u64::MAX` milliseconds): the control's own check
/// refuses it, saying so.
fn decimal_ms(text: &str, unit_ms: u64) -> Option<Duration> {
    let digits = text.chars().filter(char::is_ascii_digit).count();
    let points = text.chars().filter(|&c| c == '.').count();
    if digits == 0 || digits + points != text.len() || points > 1 {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    let ms = (value * unit_ms as f64).round();
    // `as` saturates: a huge number stays huge.
    ms.is_finite().then(|| Duration::from_millis(ms as u64))
}

/// `ms` milliseconds as a decimal number of `unit_ms` units, when it is one with at most
/// three decimals (`0.5`, `12.345`).
fn decimal_text(ms: u128, unit_ms: u128) -> Option<String> {
    if !(ms * 1000).is_multiple_of(unit_ms) {
        return None;
    }
    let thousandths = ms * 1000 / unit_ms;
    let (whole, frac) = (thousandths / 1000, thousandths % 1000);
    Some(if frac == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{frac:03}")
            .trim_end_matches('0')
            .to_string()
    })
}

impl fmt::Display for TimeControl {
    /// The control's text, as [`TimeControl::from_text`] reads it back (to the
    /// millisecond).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base_ms = self.base.as_millis();
        match decimal_text(base_ms, 60_000) {
            Some(minutes) => write!(f, "{minutes}+")?,
            None => write!(f, "{}s+", decimal_text(base_ms, 1000).unwrap_or_default())?,
        }
        let seconds = decimal_text(self.per_move.amount().as_millis(), 1000).unwrap_or_default();
        match self.per_move {
            PerMove::None => write!(f, "0"),
            PerMove::Fischer(_) => write!(f, "{seconds}"),
            PerMove::Bronstein(_) => write!(f, "{seconds}b"),
            PerMove::SimpleDelay(_) => write!(f, "{seconds}d"),
        }
    }
}

impl TryFrom<String> for TimeControl {
    type Error = ClockTextError;

    fn try_from(text: String) -> Result<TimeControl, ClockTextError> {
        TimeControl::from_text(&text)
    }
}

impl From<TimeControl> for String {
    fn from(control: TimeControl) -> String {
        control.to_string()
    }
}

/// Why a time control's text (or a saved one) was refused.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum ClockTextError {
    /// Not `BASE+SECONDS`.
    Form {
        /// The text given.
        text: String,
    },
    /// The base is not a number of minutes (or of seconds with an `s`).
    Minutes {
        /// The base as given.
        text: String,
    },
    /// The part after `+` is not a number of seconds (with `b` or `d` for a delay).
    Seconds {
        /// That part as given.
        text: String,
    },
    /// A base time of zero.
    ZeroBase,
    /// A base time longer than [`MAX_BASE`].
    BaseTooLong,
    /// An increment or delay longer than [`MAX_PER_MOVE`].
    PerMoveTooLong,
}

impl Localize for ClockTextError {
    fn message(&self) -> Message {
        match self {
            ClockTextError::Form { text } => Message::new("clock-text-form").text("text", text),
            ClockTextError::Minutes { text } => {
                Message::new("clock-text-minutes").text("text", text)
            }
            ClockTextError::Seconds { text } => {
                Message::new("clock-text-seconds").text("text", text)
            }
            ClockTextError::ZeroBase => Message::new("clock-text-zero_base"),
            ClockTextError::BaseTooLong => {
                Message::new("clock-text-base_too_long").number("hours", MAX_BASE.as_secs() / 3600)
            }
            ClockTextError::PerMoveTooLong => Message::new("clock-text-per_move_too_long")
                .number("minutes", MAX_PER_MOVE.as_secs() / 60),
        }
    }
}

manifold_locale::display_in_english!(ClockTextError);

impl std::error::Error for ClockTextError {}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn the_presets_are_named_by_their_text() {
        let names: Vec<String> = TimeControl::PRESETS.iter().map(TimeControl::name).collect();
        assert_eq!(
            names,
            ["1+0", "3+2", "5+3", "10+5", "15+10", "30+20", "90+30"]
        );
        for preset in TimeControl::PRESETS {
            assert_eq!(TimeControl::from_text(&preset.name()), Ok(preset));
            assert_eq!(preset.check(), Ok(()));
        }
        assert_eq!(TimeControl::PRESETS[0].per_move, PerMove::None);
        assert_eq!(
            TimeControl::PRESETS[1].per_move,
            PerMove::Fischer(Duration::from_secs(2))
        );
    }

    #[test]
    fn pgn_tags_give_seconds_and_the_increment_or_delay() {
        let tag = |t: &str| TimeControl::from_text(t).unwrap().pgn_tag();
        assert_eq!(tag("3+2"), "180+2");
        assert_eq!(tag("1+0"), "60");
        assert_eq!(tag("10s+1.5"), "10+1.5");
        assert_eq!(tag("0.025+0"), "1.5");
        assert_eq!(tag("5+3b"), "300+3d");
        assert_eq!(tag("5+3d"), "300+3d");
    }

    #[test]
    fn texts_read_every_kind_of_control() {
        let read = |t: &str| TimeControl::from_text(t).unwrap();
        assert_eq!(read("3+2"), TimeControl::fischer(secs(180), secs(2)));
        assert_eq!(
            read(" 0.5 + 0 "),
            TimeControl::fischer(secs(30), Duration::ZERO)
        );
        assert_eq!(read("10s+1.5").base, secs(10));
        assert_eq!(
            read("10s+1.5").per_move,
            PerMove::Fischer(Duration::from_millis(1500))
        );
        assert_eq!(read("5+3b").per_move, PerMove::Bronstein(secs(3)));
        assert_eq!(read("5+3d").per_move, PerMove::SimpleDelay(secs(3)));
        assert_eq!(read("5+0d").per_move, PerMove::None);
        assert_eq!(read("1440+3600").base, MAX_BASE);
    }

    #[test]
    fn bad_texts_say_what_is_wrong() {
        let err = |t: &str| TimeControl::from_text(t).unwrap_err();
        assert_eq!(err("5"), ClockTextError::Form { text: "5".into() });
        assert_eq!(err(""), ClockTextError::Form { text: "".into() });
        for (text, base) in [
            ("x+1", "x"),
            ("-1+2", "-1"),
            ("1.2.3+0", "1.2.3"),
            ("+3", ""),
        ] {
            assert_eq!(
                err(text),
                ClockTextError::Minutes { text: base.into() },
                "{text}"
            );
        }
        for (text, inc) in [("3+x", "x"), ("3+-2", "-2"), ("3+", ""), ("3+2+1", "2+1")] {
            assert_eq!(
                err(text),
                ClockTextError::Seconds { text: inc.into() },
                "{text}"
            );
        }
        assert_eq!(err("3+nan"), ClockTextError::Seconds { text: "nan".into() });
        assert_eq!(err("inf+1"), ClockTextError::Minutes { text: "inf".into() });
        assert_eq!(err("0+2"), ClockTextError::ZeroBase);
        assert_eq!(err("0.000001+2"), ClockTextError::ZeroBase);
        assert_eq!(err("1441+0"), ClockTextError::BaseTooLong);
        assert_eq!(err("99999999999999+0"), ClockTextError::BaseTooLong);
        assert_eq!(
            err(&format!("{}+0", "9".repeat(400))),
            ClockTextError::Minutes {
                text: "9".repeat(400)
            }
        );
        assert_eq!(err("5+3601d"), ClockTextError::PerMoveTooLong);
        let shown = err("3+x").to_string();
        assert!(shown.contains("'x'"), "{shown}");
    }

    /// Every control to the millisecond writes a text that reads back as itself.
    #[test]
    fn every_text_written_reads_back() {
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for i in 0..5000 {
            let base = Duration::from_millis(1 + next() % MAX_BASE.as_millis() as u64);
            let amount = Duration::from_millis(1 + next() % MAX_PER_MOVE.as_millis() as u64);
            let per_move = match i % 4 {
                0 => PerMove::None,
                1 => PerMove::Fischer(amount),
                2 => PerMove::Bronstein(amount),
                _ => PerMove::SimpleDelay(amount),
            };
            let control = TimeControl { base, per_move };
            let text = control.to_string();
            assert_eq!(TimeControl::from_text(&text), Ok(control), "{text}");
        }
        let odd = TimeControl::fischer(Duration::from_millis(10_001), Duration::ZERO);
        assert_eq!(odd.to_string(), "10.001s+0");
    }

    #[test]
    fn the_low_time_warning_starts_at_lichess_threshold() {
        let at = |base| TimeControl::fischer(secs(base), Duration::ZERO).low_time_threshold();
        assert_eq!(at(60), secs(10), "1+0: at least 10 s");
        assert_eq!(at(180), Duration::from_millis(22_500), "3+2: an eighth");
        assert_eq!(at(600), secs(60), "10+5: at most a minute");
        assert_eq!(at(5400), secs(60));
    }

    #[test]
    fn every_clock_text_error_renders() {
        assert_every_variant_renders(
            &[
                ClockTextError::Form { text: "5".into() },
                ClockTextError::Minutes { text: "x".into() },
                ClockTextError::Seconds { text: "y".into() },
                ClockTextError::ZeroBase,
                ClockTextError::BaseTooLong,
                ClockTextError::PerMoveTooLong,
            ],
            &[],
        );
    }
}
