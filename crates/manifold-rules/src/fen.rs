//! FEN for the square-grid games: standard 8x8, Great Chess 10x10 (empty runs may have two
//! digits; letters K Q R B N P G V W, as Fairy-Stockfish's `indiangreat`) and Wirth's 12x12
//! (ranks from 10 down to 11, files K..J, RULES 4.2).
//!
//! Reading is two steps, as shakmaty's: the text reads into a [`Setup`] with only its syntax
//! checked ([`Setup::from_fen`], which also reads the Mattrix and Chess-transit texts), and
//! [`Position::from_setup`] checks the setup ([`Position::from_fen`] does both). A setup's
//! problems are worded here as FEN's fields name them ([`problem_message`]).

use manifold_locale::{Localize, Message};

use super::geometry::square::cell_at;
use super::names::{SideCount, VariantName};
use super::piece::{Piece, Seat};
use super::position::Position;
use super::setup::{ForcedTransit, Setup};
use super::setup_error::{SetupError, SetupProblem};
use super::variant::{Notation, VariantId};

/// Why a position text could not be read: its syntax (FEN's here, the Mattrix and
/// Chess-transit texts' in [`FenError::Mattrix`] and [`FenError::Transit`]), or what is
/// wrong with the position it describes ([`FenError::Invalid`]). Each error names what is
/// wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// Wrong number of fields (how many there are).
    FieldCount(usize),
    /// Wrong number of ranks.
    RankCount {
        /// The variant whose board it is.
        variant: VariantId,
        /// How many ranks its board has.
        expected: usize,
        /// How many the text has.
        found: usize,
    },
    /// A rank describes too few or too many squares.
    RankLength {
        /// The rank's name on the board.
        rank: String,
        /// Its position from the top (1-based).
        number: usize,
        /// How many squares a rank has.
        expected: usize,
        /// How many the text describes.
        found: usize,
    },
    /// A character that is no piece of this game.
    UnknownPiece {
        /// The character, which is neither a digit nor a piece letter of the variant.
        ch: char,
        /// The name of the rank it is in.
        rank: String,
        /// The variant that has no such piece.
        variant: VariantId,
    },
    /// The side-to-move field is not `w` or `b` (as written).
    SideToMove(String),
    /// A castling letter that names no castling right of the variant.
    Castling {
        /// The castling field as written.
        field: String,
        /// The letter that is no right's (the variant's are listed by its castling rules).
        ch: char,
        /// The variant that has no such right.
        variant: VariantId,
    },
    /// An en passant field that names no square of the board (as written).
    EnPassant(String),
    /// A move counter that is not a number.
    Counter {
        /// The halfmove clock or the fullmove number.
        name: CounterName,
        /// The field as written.
        value: String,
    },
    /// A Mattrix position text that cannot be read (see [`super::mattrix::text`]).
    Mattrix(#[from] super::mattrix::text::MattrixTextError),
    /// A Chess-transit position text that cannot be read (see [`super::transit::text`]).
    Transit(#[from] super::transit::text::TransitTextError),
    /// The text reads, but the position it describes is not one a game can reach: every
    /// problem found, with the setup read.
    Invalid(#[from] SetupError),
}

/// A move counter of a position text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum CounterName {
    /// Plies since the last capture or pawn move (FEN and the Mattrix text).
    HalfmoveClock,
    /// FEN's move number.
    FullmoveNumber,
    /// The Mattrix text's move number.
    MoveNumber,
}

/// A variant by its command-line name (`classical`, `great`), as FEN's messages name it.
struct CliName(VariantId);

impl Localize for CliName {
    fn message(&self) -> Message {
        Message::new(self.0.names().fragment)
    }
}

impl Localize for FenError {
    fn message(&self) -> Message {
        match self {
            FenError::Empty => Message::new("fen-empty"),
            FenError::FieldCount(n) => Message::new("fen-field-count").number("count", *n),
            FenError::RankCount {
                variant,
                expected,
                found,
            } => Message::new("fen-rank-count")
                .number("found", *found)
                .message("variant", CliName(*variant))
                .number("expected", *expected),
            FenError::RankLength {
                rank,
                number,
                expected,
                found,
            } => Message::new("fen-rank-length")
                .text("rank", rank)
                .number("number", *number)
                .number("found", *found)
                .number("expected", *expected),
            FenError::UnknownPiece { ch, rank, variant } => Message::new("fen-unknown-piece")
                .text("ch", ch)
                .text("rank", rank)
                .message("variant", CliName(*variant)),
            FenError::SideToMove(field) => Message::new("fen-side-to-move").text("field", field),
            FenError::Castling { field, ch, variant } => {
                Message::new("fen-castling").text("field", field).message(
                    "reason",
                    Message::new("fen-castling-not-a-right")
                        .text("ch", ch)
                        .message("variant", CliName(*variant)),
                )
            }
            FenError::EnPassant(field) => Message::new("fen-en-passant")
                .text("field", field)
                .message("reason", Message::new("fen-en-passant-not-a-square")),
            FenError::Counter { name, value } => Message::new("fen-counter")
                .message("name", name)
                .text("value", value),
            FenError::Mattrix(error) => error.message(),
            FenError::Transit(error) => Message::new("fen-transit").message("error", error),
            FenError::Invalid(error) => {
                let setup = &error.setup;
                match setup.variant().notation {
                    Notation::Standard => error.listed(|p| problem_message(setup, p)),
                    Notation::Mattrix => {
                        error.listed(|p| super::mattrix::text::problem_message(setup, p))
                    }
                    Notation::Transit => {
                        error.listed(|p| super::transit::text::problem_message(setup, p))
                    }
                }
            }
        }
    }
}

/// A setup's problem as FEN words it, naming the field it is in (the problems no FEN can
/// have keep their own message).
pub(crate) fn problem_message(setup: &Setup, problem: &SetupProblem) -> Message {
    let v = setup.variant();
    let en_passant = |cell: &String, reason: Message| {
        Message::new("fen-en-passant")
            .text("field", cell)
            .message("reason", reason)
    };
    match problem {
        SetupProblem::NoKing { side } => SideCount {
            side: *side,
            count: 0,
        }
        .message("fen-king-count"),
        SetupProblem::TooManyKings { side, count } => SideCount {
            side: *side,
            count: *count,
        }
        .message("fen-king-count"),
        SetupProblem::TooManyPieces { side, count, max } => Message::new("fen-too-many-pieces")
            .message("side", side)
            .number("count", *count)
            .number("max", *max)
            .message("variant", CliName(v.id)),
        SetupProblem::PawnOnPromotionCell { side, cell, .. } => {
            Message::new("fen-pawn-on-promotion-square")
                .message("side", side)
                .text("cell", cell)
        }
        SetupProblem::CastlingWithoutPieces {
            right,
            side,
            king,
            rook,
        } => Message::new("fen-castling")
            .text("field", castling_field(setup))
            .message(
                "reason",
                Message::new("fen-castling-pieces-missing")
                    .text("ch", v.castling[*right].fen_char)
                    .message("side", side)
                    .text("king", king)
                    .text("rook", rook),
            ),
        SetupProblem::NoEnPassant { cell } => en_passant(
            cell,
            Message::new("fen-en-passant-none").message("variant", VariantName(v.id)),
        ),
        SetupProblem::EnPassantOccupied { cell } => {
            en_passant(cell, Message::new("fen-en-passant-occupied"))
        }
        SetupProblem::EnPassantNoDoubleStep { cell } => {
            en_passant(cell, Message::new("fen-en-passant-no-double-step"))
        }
        SetupProblem::LastMoverInCheck { side, .. } => {
            Message::new("fen-opponent-in-check").message("side", side)
        }
        SetupProblem::SeatNotInGame { .. }
        | SetupProblem::PieceNotInGame { .. }
        | SetupProblem::CellOffBoard { .. }
        | SetupProblem::KingsSideBySide { .. }
        | SetupProblem::ForcedTransit { .. }
        | SetupProblem::Army(_) => problem.message(),
    }
}

impl Localize for CounterName {
    fn message(&self) -> Message {
        Message::new(match self {
            CounterName::HalfmoveClock => "frag-counter-halfmove_clock",
            CounterName::FullmoveNumber => "frag-counter-fullmove_number",
            CounterName::MoveNumber => "frag-counter-move_number",
        })
    }
}

manifold_locale::display_in_english!(FenError, CounterName);

impl Position {
    /// Reads a position text of a chess variant (FEN; Mattrix and Chess-transit have texts
    /// of their own, [`super::mattrix::text`] and [`super::transit::text`]) and checks the
    /// position it describes ([`Position::from_setup`]). FEN's move counters may be
    /// omitted (0 and 1).
    pub fn from_fen(id: VariantId, fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(Setup::from_fen(id, fen)?)?)
    }

    /// Writes the position as FEN (Mattrix and Chess-transit: their own position texts).
    pub fn to_fen(&self) -> String {
        let mut setup = self.to_setup();
        if self.variant.has_transit {
            setup.forced_transit = ForcedTransit::Stated(self.forced_transit());
        }
        write(&setup)
    }
}

impl Setup {
    /// Reads a position text of a chess variant (FEN, or the Mattrix or Chess-transit
    /// text) with its syntax checked, and nothing else.
    pub fn from_fen(id: VariantId, fen: &str) -> Result<Setup, FenError> {
        match id.rules().notation {
            Notation::Standard => read(id, fen),
            Notation::Mattrix => Ok(super::mattrix::text::read(fen)?),
            Notation::Transit => Ok(super::transit::text::read(fen)?),
        }
    }
}

/// Reads a FEN into a setup (its syntax only).
fn read(id: VariantId, fen: &str) -> Result<Setup, FenError> {
    let v = id.rules();
    let g = &v.geometry;
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if !(4..=6).contains(&fields.len()) {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut setup = Setup::empty(id);
    setup.turn = match fields[1] {
        "w" | "W" => Seat::WHITE,
        "b" | "B" => Seat::BLACK,
        other => return Err(FenError::SideToMove(other.to_string())),
    };
    let (width, height) = (g.size().0 as usize, g.size().1 as usize);
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != height {
        return Err(FenError::RankCount {
            variant: id,
            expected: height,
            found: ranks.len(),
        });
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = (height - 1 - row) as i32;
        let rank_name = rank_name(id, rank);
        let mut file = 0usize;
        let mut run = 0usize;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                run = run * 10 + d as usize;
                if run > width {
                    return Err(rank_length(rank_name, row, width, file + run));
                }
                continue;
            }
            file += run;
            run = 0;
            let Some((role, seat)) = v.role_of_letter(ch) else {
                return Err(FenError::UnknownPiece {
                    ch,
                    rank: rank_name,
                    variant: id,
                });
            };
            if file >= width {
                return Err(rank_length(rank_name, row, width, file + 1));
            }
            let cell = cell_at(g, file as i32, rank).expect("cell inside the board");
            setup.set(cell, Some(Piece::new(seat, role)));
            file += 1;
        }
        file += run;
        if file != width {
            return Err(rank_length(rank_name, row, width, file));
        }
    }
    setup.castling = read_castling(id, fields[2])?;
    setup.en_passant = match fields[3] {
        "-" => None,
        field => Some(
            g.cell_by_name(field)
                .ok_or_else(|| FenError::EnPassant(field.to_string()))?,
        ),
    };
    if let Some(h) = fields.get(4) {
        setup.halfmove = h.parse().map_err(|_| FenError::Counter {
            name: CounterName::HalfmoveClock,
            value: h.to_string(),
        })?;
    }
    if let Some(f) = fields.get(5) {
        setup.fullmove = f
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| FenError::Counter {
                name: CounterName::FullmoveNumber,
                value: f.to_string(),
            })?;
    }
    Ok(setup)
}

/// Writes a setup in its variant's position text (FEN, the Mattrix or the Chess-transit
/// text), valid or not.
pub(crate) fn write(setup: &Setup) -> String {
    match setup.variant().notation {
        Notation::Standard => {}
        Notation::Mattrix => return super::mattrix::text::write(setup),
        Notation::Transit => return super::transit::text::write(setup),
    }
    let v = setup.variant();
    let g = &v.geometry;
    let (width, height) = (g.size().0 as i32, g.size().1 as i32);
    let ranks: Vec<String> = (0..height)
        .rev()
        .map(|rank| {
            let cells =
                (0..width).map(|file| cell_at(g, file, rank).expect("cell inside the board"));
            placement_row(setup, cells)
        })
        .collect();
    let turn = if setup.turn == Seat::WHITE { "w" } else { "b" };
    let en_passant = setup.en_passant.map_or("-", |c| g.cell_name(c));
    format!(
        "{} {turn} {} {en_passant} {} {}",
        ranks.join("/"),
        castling_field(setup),
        setup.halfmove,
        setup.fullmove
    )
}

/// One row of a FEN piece placement: the pieces of `cells` by letter, runs of empty cells
/// by their length (FEN's ranks and the Chess-transit text's alike).
pub(crate) fn placement_row(
    setup: &Setup,
    cells: impl Iterator<Item = super::geometry::Cell>,
) -> String {
    let v = setup.variant();
    let mut row = String::new();
    let mut empty = 0;
    for cell in cells {
        match setup.piece_at(cell) {
            None => empty += 1,
            Some(p) => {
                if empty > 0 {
                    row.push_str(&empty.to_string());
                    empty = 0;
                }
                row.push(v.letter(p.role, p.seat).unwrap_or('?'));
            }
        }
    }
    if empty > 0 {
        row.push_str(&empty.to_string());
    }
    row
}

/// The castling field of FEN and the Chess-transit text: the letters of the rights held,
/// or `-`.
pub(crate) fn castling_field(setup: &Setup) -> String {
    let rights: String = setup
        .variant()
        .castling
        .iter()
        .enumerate()
        .filter(|(i, _)| setup.castling >> i & 1 != 0)
        .map(|(_, r)| r.fen_char)
        .collect();
    if rights.is_empty() {
        "-".to_string()
    } else {
        rights
    }
}

fn rank_name(id: VariantId, rank: i32) -> String {
    let g = &id.rules().geometry;
    let cell = cell_at(g, 0, rank).expect("rank inside the board");
    let name = g.cell_name(cell);
    name.trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .to_string()
}

fn rank_length(rank: String, row: usize, expected: usize, found: usize) -> FenError {
    FenError::RankLength {
        rank,
        number: row + 1,
        expected,
        found,
    }
}

/// Reads the castling field of FEN and the Chess-transit text: `-` or the letters of the
/// rights held. Each letter must name a right of the variant.
pub(crate) fn castling_bits(id: VariantId, field: &str) -> Result<u8, char> {
    if field == "-" {
        return Ok(0);
    }
    let v = id.rules();
    let mut rights = 0u8;
    for ch in field.chars() {
        let Some(i) = v.castling.iter().position(|r| r.fen_char == ch) else {
            return Err(ch);
        };
        rights |= 1 << i;
    }
    Ok(rights)
}

fn read_castling(id: VariantId, field: &str) -> Result<u8, FenError> {
    castling_bits(id, field).map_err(|ch| FenError::Castling {
        field: field.to_string(),
        ch,
        variant: id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    #[test]
    fn every_fen_error_renders_in_both_languages() {
        let counters = [
            CounterName::HalfmoveClock,
            CounterName::FullmoveNumber,
            CounterName::MoveNumber,
        ];
        assert_every_variant_renders(&counters, &[]);
        let transit = Position::from_fen(VariantId::Transit, "x").unwrap_err();
        let invalid =
            Position::from_fen(VariantId::Classical, "8/8/8/8/8/8/8/8 w - -").unwrap_err();
        let errors = [
            FenError::Empty,
            FenError::FieldCount(3),
            FenError::RankCount {
                variant: VariantId::Classical,
                expected: 8,
                found: 7,
            },
            FenError::RankLength {
                rank: "8".into(),
                number: 1,
                expected: 8,
                found: 9,
            },
            FenError::UnknownPiece {
                ch: 'G',
                rank: "3".into(),
                variant: VariantId::Classical,
            },
            FenError::SideToMove("x".into()),
            FenError::Castling {
                field: "KX".into(),
                ch: 'X',
                variant: VariantId::Great,
            },
            FenError::EnPassant("z9".into()),
            FenError::Counter {
                name: CounterName::HalfmoveClock,
                value: "x".into(),
            },
            FenError::Mattrix(super::super::mattrix::text::MattrixTextError::Empty),
            transit,
            invalid,
        ];
        assert_every_variant_renders(&errors, &[]);
    }

    #[test]
    fn fen_errors_read_as_before() {
        let e = Position::from_fen(VariantId::Classical, "8/8/8/8/8/8/8/k7 w - -").unwrap_err();
        assert_eq!(e.to_string(), "white has 0 kings; exactly one is needed");
        assert_eq!(
            text(Language::Russian, &e),
            "белые: королей 0, а нужен ровно один"
        );
        let e = Position::from_fen(
            VariantId::Classical,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "en passant field 'e3': no pawn has just made a double step over this square"
        );
        let e = Position::from_fen(VariantId::Wirth, "x w - - 0 1").unwrap_err();
        assert_eq!(e.to_string(), "board has 1 ranks; wirth needs 12");
    }

    #[test]
    fn every_problem_of_a_fen_is_listed() {
        let e = Position::from_fen(VariantId::Classical, "8/8/8/8/8/8/8/8 w - -").unwrap_err();
        assert_eq!(
            e.to_string(),
            "white has 0 kings; exactly one is needed; black has 0 kings; exactly one is needed"
        );
        assert_eq!(
            text(Language::Russian, &e),
            "белые: королей 0, а нужен ровно один; чёрные: королей 0, а нужен ровно один"
        );
    }
}
