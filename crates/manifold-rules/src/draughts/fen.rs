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

use super::board::{bit, tables};
use super::position::{DraughtsPiece, DraughtsPosition};
use super::rules::{DraughtsRules, MAX_PIECES_PER_SIDE};
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
        /// Whose list.
        side: Seat,
        /// The item.
        text: String,
    },
    /// A piece on a light square.
    LightSquare {
        /// Whose piece.
        side: Seat,
        /// The square.
        square: String,
    },
    /// Two pieces on one square.
    Occupied {
        /// The square.
        square: String,
    },
    /// A man on its own crowning row.
    ManOnCrownRow {
        /// Whose man.
        side: Seat,
        /// The square.
        square: String,
    },
    /// More pieces than a side starts with.
    TooManyPieces {
        /// Whose pieces.
        side: Seat,
        /// How many.
        count: usize,
    },
    /// A counter that is not a number.
    Counter {
        /// Which counter.
        counter: Counter,
        /// The text.
        value: String,
    },
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
            FenError::LightSquare { side: seat, square } => {
                side("draughts-fen-light_square", *seat).text("square", square)
            }
            FenError::Occupied { square } => {
                Message::new("draughts-fen-occupied").text("square", square)
            }
            FenError::ManOnCrownRow { side: seat, square } => {
                side("draughts-fen-man_on_crown_row", *seat).text("square", square)
            }
            FenError::TooManyPieces { side: seat, count } => {
                side("draughts-fen-too_many_pieces", *seat)
                    .number("count", *count)
                    .number("max", MAX_PIECES_PER_SIDE)
            }
            FenError::Counter { counter, value } => Message::new("draughts-fen-counter")
                .message("counter", *counter)
                .text("value", value),
        }
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
    /// Reads a position (standard rule options; see [`DraughtsPosition::with_rules`]).
    pub fn from_fen(text: &str) -> Result<DraughtsPosition, FenError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = text.split(':').map(str::trim);
        let turn = match fields.next().unwrap_or_default() {
            "W" | "w" => Seat::WHITE,
            "B" | "b" => Seat::BLACK,
            other => return Err(FenError::SideToMove(other.to_string())),
        };
        let mut pos = DraughtsPosition::empty(turn, DraughtsRules::default());
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
                    read_pieces(&mut pos, seat, rest)?;
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
            pos.quiet_plies = u16::try_from(q).unwrap_or(u16::MAX);
        }
        if let Some(f) = fullmove {
            pos.fullmove = f.max(1);
        }
        Ok(pos)
    }

    /// The position as text: `W:Wa1,c3,Kd4:Bb6,f8` (squares in board order), with `:H<n>`
    /// added when kings have been moving without a capture (the 15-move king rule's count)
    /// and `:F<n>` when the move number is not 1 (so that a PDN game from this position reads
    /// back with its own move numbers).
    pub fn to_fen(&self) -> String {
        let g = self.geometry();
        let side = |seat: Seat| -> String {
            let s = seat.index();
            let list: Vec<String> = super::board::cells(self.men[s] | self.kings[s])
                .map(|c| {
                    let k = if self.kings[s] & bit(c) != 0 { "K" } else { "" };
                    format!("{k}{}", g.cell_name(c))
                })
                .collect();
            list.join(",")
        };
        let turn = side_letter(self.turn);
        let mut fen = format!("{turn}:W{}:B{}", side(Seat::WHITE), side(Seat::BLACK));
        if self.quiet_plies != 0 {
            fen.push_str(&format!(":H{}", self.quiet_plies));
        }
        if self.fullmove != 1 {
            fen.push_str(&format!(":F{}", self.fullmove));
        }
        fen
    }
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
fn read_pieces(pos: &mut DraughtsPosition, seat: Seat, list: &str) -> Result<(), FenError> {
    let t = tables();
    let g = &t.geometry;
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
            let name = g.cell_name(cell).to_string();
            if t.playable & bit(cell) == 0 {
                return Err(FenError::LightSquare { side, square: name });
            }
            if pos.occupied() & bit(cell) != 0 {
                return Err(FenError::Occupied { square: name });
            }
            if !king && t.crown_row[seat.index()] & bit(cell) != 0 {
                return Err(FenError::ManOnCrownRow { side, square: name });
            }
            let piece = if king {
                DraughtsPiece::king(seat)
            } else {
                DraughtsPiece::man(seat)
            };
            pos.set(cell, Some(piece));
        }
    }
    let count = pos.piece_count(seat);
    if count > MAX_PIECES_PER_SIDE {
        return Err(FenError::TooManyPieces { side, count });
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
    tables().geometry.cell_by_name(text).ok_or_else(bad)
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
                FenError::LightSquare {
                    side: b,
                    square: square(),
                },
                FenError::Occupied { square: square() },
                FenError::ManOnCrownRow {
                    side: w,
                    square: "d8".into(),
                },
                FenError::TooManyPieces { side: w, count: 13 },
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
            FenError::RepeatedField(FenField::Pieces(w)).to_string(),
            "the White pieces field is given twice"
        );
        assert_eq!(
            FenError::RepeatedField(FenField::Counter(Counter::Halfmove)).to_string(),
            "the H field is given twice"
        );
    }
}
