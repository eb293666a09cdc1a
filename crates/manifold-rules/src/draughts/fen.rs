//! Positions as text, in the FEN style Lidraughts and pydraughts write for Russian draughts:
//! `W:Wa1,c3,Kd4:Bb6,f8` — the side to move (`W` or `B`), then each side's pieces after its
//! letter, comma-separated, a king marked `K`.
//!
//! The reader also takes what those programs accept: squares as numbers 1..32 (pydraughts'
//! Russian numbering, a1 = 1, c1 = 2, ..., h8 = 32), ranges (`a1-g3` or `1-12`), the sides in
//! either order, and the optional counters `H<n>` (plies since the last man move or capture)
//! and `F<n>` (the move number). The writer gives squares in board order (a1, c1, ..., h8)
//! and `H<n>` only when it is not 0 (pydraughts reads the first three fields and ignores
//! the rest).
//!
//! Reading is two steps, as for chess: the text reads into a [`DraughtsSetup`] with only
//! its syntax checked ([`DraughtsSetup::from_fen`]), and
//! [`DraughtsPosition::from_setup`] checks it ([`DraughtsPosition::from_fen`] does both).

use super::board::{geometry, tables};
use super::position::{DraughtsPiece, DraughtsPosition};
use super::rules::MAX_PIECES_PER_SIDE;
use super::setup::DraughtsSetup;
use super::setup_error::{DraughtsSetupError, DraughtsSetupProblem};
use crate::geometry::Cell;
use crate::geometry::square::cell_at;
use crate::piece::Seat;
use manifold_locale::{Localize, Message};

/// Why a position text could not be read. Each error names what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// The side-to-move field is not `W` or `B`.
    SideToMove(String),
    /// A side's piece list is missing.
    MissingSide(Seat),
    /// A field given twice.
    RepeatedField(FenField),
    /// A field that is neither a side's pieces nor a counter.
    UnknownField(String),
    /// An item of a piece list that is not a square.
    BadSquare {
        /// The side whose piece list holds the item.
        side: Seat,
        /// The item as written (a square, a number or a range, with its `K` if any).
        text: String,
    },
    /// Two pieces on one square.
    Occupied {
        /// The name of the square given a second time (by either side's list).
        square: String,
    },
    /// A counter that is not a number.
    Counter {
        /// The counter whose field it is (`H` or `F`).
        counter: Counter,
        /// The field after its letter, as written.
        value: String,
    },
    /// The text reads, but the position it describes is not one a game can reach: every
    /// problem found, with the setup read.
    Invalid(DraughtsSetupError),
}

/// A field of the position text, as an error names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum FenField {
    /// A side's piece list (`W...`, `B...`).
    Pieces(Seat),
    /// A counter (`H<n>`, `F<n>`).
    Counter(Counter),
}

/// The counters of the position text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum Counter {
    /// `H<n>`: plies since the last man move or capture.
    Halfmove,
    /// `F<n>`: the move number.
    Fullmove,
}

impl Counter {
    /// The field's letter.
    pub(crate) fn letter(self) -> char {
        match self {
            Counter::Halfmove => 'H',
            Counter::Fullmove => 'F',
        }
    }
}

/// A side as the draughts messages name it, capitalised in English (`White`, `Black`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DraughtsSide(pub Seat);

impl Localize for DraughtsSide {
    fn message(&self) -> Message {
        Message::new(if self.0 == Seat::WHITE {
            "frag-side-White"
        } else {
            "frag-side-Black"
        })
    }
}

/// The letter that starts a side's piece list.
fn side_letter(seat: Seat) -> char {
    if seat == Seat::WHITE { 'W' } else { 'B' }
}

impl Localize for Counter {
    fn message(&self) -> Message {
        Message::new(match self {
            Counter::Halfmove => "frag-counter-halfmove_counter",
            Counter::Fullmove => "frag-counter-move_number",
        })
    }
}

impl Localize for FenField {
    fn message(&self) -> Message {
        match *self {
            FenField::Pieces(seat) => {
                Message::new("draughts-field-pieces").message("side", DraughtsSide(seat))
            }
            FenField::Counter(c) => {
                Message::new("draughts-field-counter").text("letter", c.letter())
            }
        }
    }
}

impl Localize for FenError {
    fn message(&self) -> Message {
        let side = |id, seat: Seat| Message::new(id).message("side", DraughtsSide(seat));
        match self {
            FenError::Empty => Message::new("draughts-fen-empty"),
            FenError::SideToMove(text) => {
                Message::new("draughts-fen-side_to_move").text("text", text)
            }
            FenError::MissingSide(seat) => {
                side("draughts-fen-missing_side", *seat).text("letter", side_letter(*seat))
            }
            FenError::RepeatedField(field) => {
                Message::new("draughts-fen-repeated_field").message("field", *field)
            }
            FenError::UnknownField(text) => {
                Message::new("draughts-fen-unknown_field").text("text", text)
            }
            FenError::BadSquare { side: seat, text } => {
                side("draughts-fen-bad_square", *seat).text("text", text)
            }
            FenError::Occupied { square } => {
                Message::new("draughts-fen-occupied").text("square", square)
            }
            FenError::Counter { counter, value } => Message::new("draughts-fen-counter")
                .message("counter", *counter)
                .text("value", value),
            FenError::Invalid(error) => error.listed(problem_message),
        }
    }
}

/// A setup's problem as the position text words it.
fn problem_message(problem: &DraughtsSetupProblem) -> Message {
    let side = |id, seat: Seat| Message::new(id).message("side", DraughtsSide(seat));
    match problem {
        DraughtsSetupProblem::LightSquare { side: seat, square } => {
            side("draughts-fen-light_square", *seat).text("square", square)
        }
        DraughtsSetupProblem::ManOnCrownRow { side: seat, square } => {
            side("draughts-fen-man_on_crown_row", *seat).text("square", square)
        }
        DraughtsSetupProblem::TooManyPieces { side: seat, count } => {
            side("draughts-fen-too_many_pieces", *seat)
                .number("count", *count)
                .number("max", MAX_PIECES_PER_SIDE)
        }
        DraughtsSetupProblem::SeatNotInGame { .. } => problem.message(),
    }
}

impl From<DraughtsSetupError> for FenError {
    fn from(error: DraughtsSetupError) -> FenError {
        FenError::Invalid(error)
    }
}

manifold_locale::display_in_english!(FenError, FenField, Counter, DraughtsSide);

impl std::error::Error for FenError {}

/// The square of pydraughts' Russian number `n` (1 = a1, 2 = c1, ..., 32 = h8).
pub fn square_of_number(n: u32) -> Option<Cell> {
    if !(1..=32).contains(&n) {
        return None;
    }
    let row = ((n - 1) / 4) as i32;
    let col = ((n - 1) % 4) as i32;
    cell_at(&tables().geometry, 2 * col + row % 2, row)
}

/// The number pydraughts gives a dark square (the inverse of [`square_of_number`]).
pub fn number_of_square(cell: Cell) -> Option<u32> {
    let (file, rank) = tables().geometry.coord(cell);
    ((file + rank) % 2 == 0).then(|| (rank * 4 + file / 2 + 1) as u32)
}

impl DraughtsPosition {
    /// Reads a position and checks it ([`DraughtsPosition::from_setup`]; standard rule
    /// options, see [`DraughtsPosition::with_rules`]).
    pub fn from_fen(text: &str) -> Result<DraughtsPosition, FenError> {
        Ok(DraughtsPosition::from_setup(DraughtsSetup::from_fen(
            text,
        )?)?)
    }

    /// The position as text: `W:Wa1,c3,Kd4:Bb6,f8` (squares in board order), with `:H<n>`
    /// added when kings have been moving without a capture (the 15-move king rule's count)
    /// and `:F<n>` when the move number is not 1 (so that a PDN game from this position reads
    /// back with its own move numbers).
    pub fn to_fen(&self) -> String {
        write(&self.to_setup())
    }
}

impl DraughtsSetup {
    /// Reads a position text into a setup, its syntax checked and nothing else (standard
    /// rule options).
    pub fn from_fen(text: &str) -> Result<DraughtsSetup, FenError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = text.split(':').map(str::trim);
        let mut setup = DraughtsSetup::default();
        setup.turn = match fields.next().unwrap_or_default() {
            "W" | "w" => Seat::WHITE,
            "B" | "b" => Seat::BLACK,
            other => return Err(FenError::SideToMove(other.to_string())),
        };
        let mut seen = [false; 2];
        let (mut quiet, mut fullmove) = (None, None);
        for field in fields {
            let Some(first) = field.chars().next() else {
                return Err(FenError::UnknownField(field.to_string()));
            };
            let rest = &field[first.len_utf8()..];
            match first.to_ascii_uppercase() {
                'W' | 'B' => {
                    let seat = if first.eq_ignore_ascii_case(&'W') {
                        Seat::WHITE
                    } else {
                        Seat::BLACK
                    };
                    if std::mem::replace(&mut seen[seat.index()], true) {
                        return Err(FenError::RepeatedField(FenField::Pieces(seat)));
                    }
                    read_pieces(&mut setup, seat, rest)?;
                }
                'H' => set_counter(&mut quiet, Counter::Halfmove, rest)?,
                'F' => set_counter(&mut fullmove, Counter::Fullmove, rest)?,
                _ => return Err(FenError::UnknownField(field.to_string())),
            }
        }
        for seat in [Seat::WHITE, Seat::BLACK] {
            if !seen[seat.index()] {
                return Err(FenError::MissingSide(seat));
            }
        }
        if let Some(q) = quiet {
            setup.quiet_plies = u16::try_from(q).unwrap_or(u16::MAX);
        }
        if let Some(f) = fullmove {
            setup.fullmove = f.max(1);
        }
        Ok(setup)
    }
}

/// Writes a setup as text (see [`DraughtsPosition::to_fen`]), valid or not.
pub(crate) fn write(setup: &DraughtsSetup) -> String {
    let g = geometry();
    let side = |seat: Seat| -> String {
        let list: Vec<String> = setup
            .pieces()
            .filter(|(_, p)| p.seat == seat)
            .map(|(c, p)| {
                let k = if p.is_king() { "K" } else { "" };
                format!("{k}{}", g.cell_name(c))
            })
            .collect();
        list.join(",")
    };
    let turn = side_letter(setup.turn);
    let mut fen = format!("{turn}:W{}:B{}", side(Seat::WHITE), side(Seat::BLACK));
    if setup.quiet_plies != 0 {
        fen.push_str(&format!(":H{}", setup.quiet_plies));
    }
    if setup.fullmove != 1 {
        fen.push_str(&format!(":F{}", setup.fullmove));
    }
    fen
}

/// Reads a counter field's number into `slot` (refusing a second one).
fn set_counter(slot: &mut Option<u32>, counter: Counter, text: &str) -> Result<(), FenError> {
    if slot.is_some() {
        return Err(FenError::RepeatedField(FenField::Counter(counter)));
    }
    let value = text.trim().parse::<u32>().map_err(|_| FenError::Counter {
        counter,
        value: text.to_string(),
    })?;
    *slot = Some(value);
    Ok(())
}

/// Reads one side's comma-separated piece list onto the board.
fn read_pieces(setup: &mut DraughtsSetup, seat: Seat, list: &str) -> Result<(), FenError> {
    let g = geometry();
    let side = seat;
    for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let bad = || FenError::BadSquare {
            side,
            text: item.to_string(),
        };
        let (king, body) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let squares: Vec<Cell> = match body.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (read_square(a, side, item)?, read_square(b, side, item)?);
                let (a, b) = (
                    number_of_square(a).ok_or_else(bad)?,
                    number_of_square(b).ok_or_else(bad)?,
                );
                if a > b {
                    return Err(bad());
                }
                (a..=b).filter_map(square_of_number).collect()
            }
            None => vec![read_square(body, side, item)?],
        };
        for cell in squares {
            if setup.piece_at(cell).is_some() {
                return Err(FenError::Occupied {
                    square: g.cell_name(cell).to_string(),
                });
            }
            let piece = if king {
                DraughtsPiece::king(seat)
            } else {
                DraughtsPiece::man(seat)
            };
            setup.set(cell, Some(piece));
        }
    }
    Ok(())
}

/// Reads a square: a name `a1`..`h8` or a number 1..32.
fn read_square(text: &str, side: Seat, item: &str) -> Result<Cell, FenError> {
    let text = text.trim();
    let bad = || FenError::BadSquare {
        side,
        text: item.to_string(),
    };
    if text.bytes().all(|b| b.is_ascii_digit()) && !text.is_empty() {
        return text
            .parse::<u32>()
            .ok()
            .and_then(square_of_number)
            .ok_or_else(bad);
    }
    geometry().cell_by_name(text).ok_or_else(bad)
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_position_error_renders() {
        let (w, b) = (Seat::WHITE, Seat::BLACK);
        let square = || "a2".to_string();
        assert_every_variant_renders(
            &[
                FenError::Empty,
                FenError::SideToMove("X".into()),
                FenError::MissingSide(b),
                FenError::RepeatedField(FenField::Pieces(w)),
                FenError::UnknownField("Q5".into()),
                FenError::BadSquare {
                    side: w,
                    text: "z9".into(),
                },
                FenError::Occupied { square: square() },
                DraughtsPosition::from_fen("W:Wa2,d8:Bb6").unwrap_err(),
                FenError::Counter {
                    counter: Counter::Halfmove,
                    value: "x".into(),
                },
            ],
            &[],
        );
        assert_every_variant_renders(
            &[FenField::Pieces(b), FenField::Counter(Counter::Fullmove)],
            &[],
        );
        assert_every_variant_renders(&[Counter::Halfmove, Counter::Fullmove], &[]);
        assert_eq!(
            DraughtsPosition::from_fen("W:Wa2,d8:Bb6")
                .unwrap_err()
                .to_string(),
            "White's piece on a2: a2 is a light square (draughts is played on the dark squares; \
             a1 is dark); White's man on d8 stands on its crowning row (it would be a king: \
             write Kd8)"
        );
        assert_eq!(
            FenError::RepeatedField(FenField::Pieces(w)).to_string(),
            "the White pieces field is given twice"
        );
        assert_eq!(
            FenError::RepeatedField(FenField::Counter(Counter::Halfmove)).to_string(),
            "the H field is given twice"
        );
    }
}
