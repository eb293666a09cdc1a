//! Saved games as RON: the game, an optional table preset, the start position, the moves in
//! the game's notation, and how the game ended when no move decided it.
//!
//! ```ron
//! SavedGame(
//!     format: 1,
//!     game: "classical",
//!     preset: None,
//!     start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
//!     moves: ["e4", "e5", "Nf3"],
//!     ending: None,
//! )
//! ```
//! `ending` is `Some(Resigned(1))` (seat 0 White, 1 Black or Blue, 2 Red),
//! `Some(DrawAgreed)` or `Some(TimedOut(0))`. Reading never panics: every error names the
//! field or the move that is wrong, and the game in progress is untouched until a file has
//! been read whole.
//!
//! Two fields are written only when they hold something (older files have neither):
//! `players`, and `marks`, the arrows and circles drawn on the positions of the move list,
//! one entry per ply that has any (ply 0 is the start position), in the game's own cell
//! names with the colour's letter first (`G` green, `R` red, `B` blue, `Y` yellow; see
//! [`super::marks`]):
//!
//! ```ron
//!     marks: [
//!         PlyMarks(ply: 0, arrows: ["Ge2-e4"]),
//!         PlyMarks(ply: 3, arrows: ["Rd8-h4", "B1:e2-2:e4"], circles: ["Yf7"]),
//!     ],
//! ```
//!
//! A game played on clocks also has `clock` (see [`super::clock::saved`]: the control,
//! each seat's time left, the running clock, each move's time) and is written as format
//! 2; a game without clocks is written as format 1, byte for byte as before, so that a
//! program that reads only format 1 still reads it (and refuses a game on clocks as a
//! newer format, rather than with a field it does not know).

use serde::{Deserialize, Serialize};

use manifold_locale::{Localize, Message};
use manifold_rules::Seat;
use manifold_rules::game::{EndReason, GameError, GameResult};
use manifold_rules::preset::{Preset, PresetError};

use super::clock::saved::{ClockProblem, SavedClock};
use super::marks::{DrawnMarks, MarkError, MarkForm};
use super::{GameKind, MoveTextError, Player, Session, TextError};

/// The newest save format this program reads and writes: 2 adds the clocks.
pub(crate) const SAVE_FORMAT: u32 = 2;

/// The format written for a game without clocks (what programs before clocks read).
const FORMAT_WITHOUT_CLOCKS: u32 = 1;

/// How a game ended when no move decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// This seat resigned.
    Resigned(u8),
    /// The players agreed a draw.
    DrawAgreed,
    /// This seat ran out of time.
    TimedOut(u8),
}

/// A saved game, as written in RON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// The save format version.
    pub format: u32,
    /// The game's command-line name (`classical`, `great`, `wirth`, `mattrix`, `transit`,
    /// `draughts`).
    pub game: String,
    /// The table preset, as its own RON text, if one was on.
    pub preset: Option<String>,
    /// The start position, in the game's position text.
    pub start: String,
    /// The moves, in the game's notation.
    pub moves: Vec<String>,
    /// How the game ended when no move decided it.
    pub ending: Option<Ending>,
    /// Who played each seat, in seat order (left out when not recorded; older files have
    /// no such field).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Player>,
    /// The arrows and circles drawn, by ply, in ply order (left out when there are none;
    /// older files have no such field).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<PlyMarks>,
    /// The clocks, when the game is played on them (format 2; left out otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<SavedClock>,
}

/// The marks drawn on one position of a saved game, as texts in the game's cell names:
/// arrows `Ge2-e4`, circles `Rd5` (see [`super::marks`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlyMarks {
    /// The ply whose position they are on (0: the start position).
    pub ply: usize,
    /// The arrows, in the order drawn (left out when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<String>,
    /// The circles, in the order drawn (left out when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub circles: Vec<String>,
}

/// Why a saved game could not be read.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum SaveError {
    /// Not RON of the expected shape (the RON reader's text).
    Syntax(String),
    /// A newer format.
    Format(u32),
    /// Unknown game name.
    Game(String),
    /// The preset text is wrong.
    Preset(PresetProblem),
    /// The start position is wrong.
    Start(TextError),
    /// The players do not fit the game.
    Players(PlayersProblem),
    /// A move that is not legal where it stands.
    Move {
        /// 1-based ply number.
        number: usize,
        /// The move's text.
        text: String,
        /// Why it was refused.
        reason: MoveProblem,
    },
    /// The ending cannot end this game: it names a seat the game does not have.
    Ending(GameError),
    /// The marks of a ply are wrong.
    Marks {
        /// The ply the entry is for.
        ply: usize,
        /// What is wrong with the entry.
        problem: MarksProblem,
    },
    /// The clocks are wrong.
    Clock(ClockProblem),
}

/// What is wrong with the marks a saved game gives for a ply.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum MarksProblem {
    /// The ply is past the moves of the game.
    PastTheMoves {
        /// The moves the game has.
        moves: usize,
    },
    /// A second entry for the same ply.
    RepeatedPly,
    /// A mark that cannot be read.
    Mark(MarkError),
}

/// What is wrong with a saved game's preset.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum PresetProblem {
    /// The preset's text cannot be read.
    Text(PresetError),
    /// The preset is a table for another game (its name).
    WrongTable(String),
}

/// What is wrong with a saved game's players.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum PlayersProblem {
    /// Not one player per seat.
    Count {
        /// How many players the save lists.
        given: usize,
        /// How many seats the game has.
        seats: u8,
    },
    /// A computer level out of range.
    Level {
        /// The seat whose player it is, from 1.
        seat: usize,
        /// The level the save gives (levels run from 1 to 5).
        level: u8,
    },
}

/// Why a saved move could not be played.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum MoveProblem {
    /// Its text is not a move here.
    Text(MoveTextError),
    /// The game refused it.
    Game(GameError),
}

impl Localize for SaveError {
    fn message(&self) -> Message {
        match self {
            SaveError::Syntax(detail) => Message::new("save-syntax").text("detail", detail),
            SaveError::Format(format) => Message::new("save-format")
                .number("format", *format)
                .number("supported", SAVE_FORMAT),
            SaveError::Game(name) => Message::new("save-game").text("name", name),
            SaveError::Preset(problem) => Message::new("save-preset").message("problem", problem),
            SaveError::Start(error) => Message::new("save-start").message("error", error),
            SaveError::Players(problem) => Message::new("save-players").message("problem", problem),
            SaveError::Move {
                number,
                text,
                reason,
            } => Message::new("save-move")
                .number("number", *number)
                .text("text", text)
                .message("reason", reason),
            SaveError::Ending(error) => Message::new("save-ending").message("error", error),
            SaveError::Marks { ply, problem } => Message::new("save-marks")
                .number("ply", *ply)
                .message("problem", problem),
            SaveError::Clock(problem) => Message::new("save-clock").message("problem", problem),
        }
    }
}

impl Localize for MarksProblem {
    fn message(&self) -> Message {
        match self {
            MarksProblem::PastTheMoves { moves } => {
                Message::new("save-marks-past_the_moves").number("moves", *moves)
            }
            MarksProblem::RepeatedPly => Message::new("save-marks-repeated_ply"),
            MarksProblem::Mark(error) => error.message(),
        }
    }
}

impl Localize for PresetProblem {
    fn message(&self) -> Message {
        match self {
            // The preset reader's error is shown as it is until it is a message itself.
            PresetProblem::Text(error) => error.message(),
            PresetProblem::WrongTable(name) => {
                Message::new("save-preset-wrong_table").text("name", name)
            }
        }
    }
}

impl Localize for PlayersProblem {
    fn message(&self) -> Message {
        match self {
            PlayersProblem::Count { given, seats } => Message::new("save-players-count")
                .number("given", *given)
                .number("seats", *seats),
            PlayersProblem::Level { seat, level } => Message::new("save-players-level")
                .number("seat", *seat)
                .number("level", *level),
        }
    }
}

impl Localize for MoveProblem {
    fn message(&self) -> Message {
        match self {
            MoveProblem::Text(error) => error.message(),
            // The game's error is shown as it is until it is a message itself.
            MoveProblem::Game(error) => error.message(),
        }
    }
}

manifold_locale::display_in_english!(
    SaveError,
    PresetProblem,
    PlayersProblem,
    MoveProblem,
    MarksProblem
);

impl std::error::Error for SaveError {}

impl Session {
    /// The game as a saved-game value.
    pub fn to_saved(&self) -> SavedGame {
        let game = self.game();
        let ending = game.outcome().and_then(|o| match (o.reason, o.result) {
            (EndReason::Resignation, GameResult::Win { loser, .. }) => {
                Some(Ending::Resigned(loser.0))
            }
            (EndReason::Timeout, GameResult::Win { loser, .. }) => Some(Ending::TimedOut(loser.0)),
            // A flag fall drawn (FIDE 6.9) or scored per board: the side to move's flag.
            (EndReason::Timeout, _) => Some(Ending::TimedOut(game.position().turn().0)),
            (EndReason::Agreement, _) => Some(Ending::DrawAgreed),
            _ => None,
        });
        let clock = self
            .clocks()
            .map(|c| SavedClock::of(c, game.ply_count(), self.seat_to_move()));
        SavedGame {
            format: if clock.is_some() {
                SAVE_FORMAT
            } else {
                FORMAT_WITHOUT_CLOCKS
            },
            game: self.kind().cli_name().to_string(),
            preset: self.preset().map(Preset::to_ron),
            start: game.position_at(0).text(),
            moves: game.move_texts(),
            ending,
            players: self.players().to_vec(),
            marks: self.saved_marks(),
            clock,
        }
    }

    /// The marks of each ply up to the moves played, as a saved game writes them.
    fn saved_marks(&self) -> Vec<PlyMarks> {
        let geometry = self.game().geometry();
        self.marked_plies()
            .map(|(ply, marks)| PlyMarks {
                ply,
                arrows: marks.arrow_texts(geometry, MarkForm::Saved),
                circles: marks.circle_texts(geometry),
            })
            .collect()
    }

    /// The game as RON text.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        ron::ser::to_string_pretty(&self.to_saved(), config).unwrap_or_default()
    }

    /// Reads a saved game.
    pub fn from_ron(text: &str) -> Result<Session, SaveError> {
        let saved: SavedGame = ron::from_str(text).map_err(|e| SaveError::Syntax(e.to_string()))?;
        Session::from_saved(&saved)
    }

    /// Rebuilds a session from a saved-game value, replaying its moves.
    pub fn from_saved(saved: &SavedGame) -> Result<Session, SaveError> {
        if saved.format > SAVE_FORMAT {
            return Err(SaveError::Format(saved.format));
        }
        let kind = GameKind::from_cli_name(&saved.game)
            .ok_or_else(|| SaveError::Game(saved.game.clone()))?;
        check_players(&saved.players, kind.seats())?;
        let preset = match &saved.preset {
            Some(text) => Some(
                Preset::from_ron(text).map_err(|e| SaveError::Preset(PresetProblem::Text(e)))?,
            ),
            None => None,
        };
        // The table's rules (draughts king landing, draw policy) hold from the start, so
        // that the moves replay as they were played.
        let mut session = Session::from_position_text_at(kind, &saved.start, preset.as_ref())
            .map_err(SaveError::Start)?;
        if let Some(preset) = preset
            && session.preset().is_none()
        {
            return Err(SaveError::Preset(PresetProblem::WrongTable(
                preset.name.clone(),
            )));
        }
        for (i, text) in saved.moves.iter().enumerate() {
            let err = |reason: MoveProblem| SaveError::Move {
                number: i + 1,
                text: text.clone(),
                reason,
            };
            let m = session
                .game()
                .parse_written_move(text)
                .map_err(|e| err(MoveProblem::Text(e)))?;
            session
                .game_mut()
                .play(&m)
                .map_err(|e| err(MoveProblem::Game(e)))?;
        }
        if let Some(ending) = saved.ending {
            let ended = match ending {
                Ending::Resigned(s) => session.game_mut().resign(Seat(s)),
                Ending::DrawAgreed => session.game_mut().agree_draw(),
                // Judged again as when it fell: the table's rule, the mate judge.
                Ending::TimedOut(s) => session.flag_fall(Seat(s)),
            };
            match ended {
                // The moves had already ended the game: their result stands.
                Ok(()) | Err(GameError::Over(_)) => {}
                Err(error) => return Err(SaveError::Ending(error)),
            }
        }
        session.set_players(saved.players.clone());
        for (ply, marks) in read_marks(&session, &saved.marks)? {
            session.set_marks(ply, marks);
        }
        if let Some(clock) = &saved.clock {
            session.clocks = Some(clock.read(session.game()).map_err(SaveError::Clock)?);
        }
        Ok(session)
    }
}

/// Reads a saved game's marks for the game `session` replayed: each ply's, checked.
fn read_marks(
    session: &Session,
    saved: &[PlyMarks],
) -> Result<Vec<(usize, DrawnMarks)>, SaveError> {
    let geometry = session.game().geometry();
    let moves = session.game().ply_count();
    let mut out: Vec<(usize, DrawnMarks)> = Vec::with_capacity(saved.len());
    for entry in saved {
        let err = |problem| SaveError::Marks {
            ply: entry.ply,
            problem,
        };
        if entry.ply > moves {
            return Err(err(MarksProblem::PastTheMoves { moves }));
        }
        if out.iter().any(|(ply, _)| *ply == entry.ply) {
            return Err(err(MarksProblem::RepeatedPly));
        }
        let marks = DrawnMarks::from_texts(geometry, &entry.arrows, &entry.circles)
            .map_err(|e| err(MarksProblem::Mark(e)))?;
        out.push((entry.ply, marks));
    }
    Ok(out)
}

/// Refuses a players list that does not fit a game of `seats` seats (none is fine).
fn check_players(players: &[Player], seats: u8) -> Result<(), SaveError> {
    if !players.is_empty() && players.len() != seats as usize {
        return Err(SaveError::Players(PlayersProblem::Count {
            given: players.len(),
            seats,
        }));
    }
    for (seat, player) in players.iter().enumerate() {
        if let Player::Computer(level) = player
            && !(1..=5).contains(level)
        {
            return Err(SaveError::Players(PlayersProblem::Level {
                seat: seat + 1,
                level: *level,
            }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_rules::draughts::FenError as DraughtsFenError;

    /// Every seat a save's ending names is checked, in every game and for both endings that
    /// name one: a seat the game lacks is refused with a message naming it, never a panic.
    #[test]
    fn an_ending_naming_a_seat_the_game_lacks_is_refused() {
        for kind in GameKind::ALL {
            let name = kind.cli_name();
            let text = Session::new(kind).to_ron();
            assert!(text.contains("ending: None"), "{text}");
            let seats = kind.seats();
            for seat in [seats, 100, u8::MAX] {
                for (ending, ron) in [
                    (Ending::TimedOut(seat), format!("TimedOut({seat})")),
                    (Ending::Resigned(seat), format!("Resigned({seat})")),
                ] {
                    let bad = text.replace("ending: None", &format!("ending: Some({ron})"));
                    let error = Session::from_ron(&bad).expect_err(&format!("{name}: {ending:?}"));
                    assert_eq!(
                        error,
                        SaveError::Ending(GameError::NoSuchSeat { seat, seats }),
                        "{name}"
                    );
                    let shown = error.to_string();
                    assert!(shown.contains(&format!("seat {seat}")), "{shown}");
                }
            }
            // The last seat the game has still resigns.
            let last = seats - 1;
            let good = text.replace("ending: None", &format!("ending: Some(Resigned({last}))"));
            let session = Session::from_ron(&good).expect("the last seat resigns");
            assert!(session.game().outcome().is_some(), "{name}");
        }
    }

    /// A start position is read through its game's setup validation, so its pieces and
    /// counters are checked before use: a bad one is refused with a message naming it, and
    /// counters at their largest replay without overflowing.
    #[test]
    fn a_start_position_is_checked_before_use() {
        let text = Session::new(GameKind::Chess(manifold_rules::VariantId::Classical)).to_ron();
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(text.contains(start), "{text}");
        let no_king = text.replace(
            start,
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        );
        let error = Session::from_ron(&no_king).expect_err("a side without a king");
        assert!(matches!(error, SaveError::Start(_)), "{error:?}");
        assert!(error.to_string().contains("black has 0 kings"), "{error}");
        let moves = |text: &str| text.replace("moves: []", "moves: [\"Kd7\", \"Kd2\"]");
        let largest = moves(&text.replace(start, "4k3/4p3/8/8/8/8/4P3/4K3 b - - 0 4294967295"));
        let session = Session::from_ron(&largest).expect("the largest move number");
        let pos = session.game().as_chess().unwrap().position().clone();
        assert_eq!(pos.fullmove_number(), u32::MAX);
        // A halfmove clock past the seventy-five-move rule: the game is over at once, and
        // the first move is refused, naming it.
        let over = moves(&text.replace(start, "4k3/4p3/8/8/8/8/4P3/4K3 b - - 65535 1"));
        let error = Session::from_ron(&over).expect_err("the game is over");
        assert!(
            matches!(error, SaveError::Move { number: 1, .. }),
            "{error:?}"
        );
    }

    #[test]
    fn every_save_error_renders() {
        let count = PlayersProblem::Count { given: 1, seats: 2 };
        let level = PlayersProblem::Level { seat: 2, level: 9 };
        let wrong = PresetProblem::WrongTable("Nujelm".into());
        let preset = PresetProblem::Text(Preset::from_ron("(").unwrap_err());
        let text = MoveProblem::Text(MoveTextError::Draughts(
            manifold_rules::draughts::MoveError::Syntax("zz".into()),
        ));
        let game = MoveProblem::Game(GameError::IllegalMove);
        assert_every_variant_renders(&[count.clone(), level], &[]);
        assert_every_variant_renders(&[wrong.clone(), preset], &[]);
        assert_every_variant_renders(&[text.clone(), game], &[]);
        let bad_mark = MarksProblem::Mark(MarkError::Form { text: "G".into() });
        assert_every_variant_renders(
            &[
                MarksProblem::PastTheMoves { moves: 4 },
                MarksProblem::RepeatedPly,
                bad_mark.clone(),
            ],
            &[],
        );
        assert_every_variant_renders(
            &[
                SaveError::Syntax("1:1: Expected struct".into()),
                SaveError::Format(3),
                SaveError::Game("chess".into()),
                SaveError::Preset(wrong),
                SaveError::Start(TextError::DraughtsPosition(DraughtsFenError::Empty)),
                SaveError::Players(count),
                SaveError::Move {
                    number: 2,
                    text: "zz".into(),
                    reason: text,
                },
                SaveError::Ending(GameError::NoSuchSeat {
                    seat: 100,
                    seats: 3,
                }),
                SaveError::Marks {
                    ply: 3,
                    problem: bad_mark,
                },
                SaveError::Clock(ClockProblem::SeatCount { given: 2, seats: 3 }),
            ],
            &["Manifold"],
        );
        assert_eq!(
            SaveError::Players(PlayersProblem::Count { given: 1, seats: 2 }).to_string(),
            "players: 1 given for a game of 2 seats"
        );
    }
}
