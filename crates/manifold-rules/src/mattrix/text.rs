//! The Mattrix position text: FEN's idea for three armies on the hex board.
//!
//! A hex board has no natural ranks to run along, so the text lists each army's pieces by
//! cell instead of describing rows. Fields are separated by spaces:
//!
//! ```text
//! W:<pieces> B:<pieces> R:<pieces> <to move> <castling> [<halfmove clock> [<move number>]]
//! ```
//!
//! - **Armies** — `W:` White, `B:` Blue, `R:` Red, each exactly once (written in that order,
//!   read in any order). After the colon, the army's pieces separated by commas, each a
//!   piece letter and a cell name: `Ko15,Qo13,Ro7`. Letters (upper case): `K` king, `Q`
//!   queen, `R` rook, `B` bishop, `N` knight, `H` heavy pawn, `P` light pawn. Cells are
//!   named as on the board, row letter + vertical (`o15`, `h1`, `b19`; any case). Every
//!   army has exactly one king and at most 26 pieces; a cell holds at most one piece; no
//!   pawn stands on its own promotion side. The writer lists an army by piece letter in the
//!   order above, then by cell from row a down, left to right.
//! - **To move** — `w`, `b` or `r` (White, Blue, Red).
//! - **Castling** — the rights still held, each named by its rook's start cell, separated by
//!   commas, or `-` for none: White `o21` (0-0) and `o7` (0-0-0), Blue `h1` (0-0) and `a8`
//!   (0-0-0), Red `a20` (0-0) and `h27` (0-0-0). A right needs its king and rook on their
//!   start cells.
//! - **Counters** — plies since the last capture or pawn move (0 if left out) and the move
//!   number, which grows after Red moves (1 if left out).
//!
//! The seat that moved last (the one before the seat to move) may not be in check; the
//! others may (after Red moves, White and Blue can both be in check).
//!
//! [`read`] checks the text's syntax and gives a [`Setup`]; the rules of a position above
//! (kings, counts, pawns, castling pieces, checks) are checked by
//! [`Position::from_setup`](crate::position::Position::from_setup), and worded for this text
//! by `problem_message`.
//!
//! The start position:
//!
//! ```text
//! W:Ko15,Qo13,Ro7,Ro21,Bn14,Bo9,Bo19,No11,No17,Hl14,Hn6,Hn8,Hn10,Hn18,Hn20,Hn22,Pm5,Pm7,...
//! ```
//!
//! (in full: [`crate::variants::mattrix::START_FEN`]).

use manifold_locale::{Localize, Message};

use crate::fen::CounterName;
use crate::geometry::Cell;
use crate::names::{RoleName, SideName};
use crate::piece::{Piece, Role, Seat};
use crate::setup::Setup;
use crate::setup_error::SetupProblem;
use crate::variant::VariantId;
use crate::variants::mattrix::{LETTERS, SEATS};

/// The army markers, by seat.
const ARMY_MARKS: [char; 3] = ['W', 'B', 'R'];
/// The seat-to-move letters, by seat.
const TURN_LETTERS: [char; 3] = ['w', 'b', 'r'];

/// Why a Mattrix position text could not be read. Each error names the field, the army or
/// the piece that is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum MattrixTextError {
    /// The text is empty.
    Empty,
    /// Too few or too many fields (how many there are; 5 to 7 are needed).
    FieldCount(usize),
    /// One of the first three fields is not an army.
    NotAnArmy {
        /// The field's position in the text, from 1.
        number: usize,
        /// The field as written.
        field: String,
    },
    /// The same army given twice.
    ArmyTwice {
        /// The seat whose army marker (`W:`, `B:` or `R:`) comes a second time.
        seat: SideName,
    },
    /// A piece that is not a letter followed by a cell name.
    PieceSyntax {
        /// The seat whose piece list holds the item.
        seat: SideName,
        /// The item as written.
        item: String,
    },
    /// A letter that names no Mattrix piece.
    UnknownPiece {
        /// The seat whose piece list holds the item.
        seat: SideName,
        /// The item as written.
        item: String,
        /// The item's first letter, which is none of K Q R B N H P.
        letter: char,
    },
    /// A cell name that is not on the board.
    UnknownCell {
        /// The seat whose piece list holds the item.
        seat: SideName,
        /// The item as written.
        item: String,
        /// The item after its letter, as written: no cell of the hex board has that name.
        cell: String,
    },
    /// Two pieces on one cell.
    CellTwice {
        /// The cell's name.
        cell: String,
        /// The piece the text put there first.
        first: Piece,
        /// The piece the text put there again.
        second: Piece,
    },
    /// The seat-to-move field is not `w`, `b` or `r` (as written).
    SeatToMove(String),
    /// A castling field that names no right (or one twice).
    Castling {
        /// The castling field as written.
        field: String,
        /// The item of the field that is wrong, and how.
        reason: MattrixCastlingProblem,
    },
    /// A counter that is not a number.
    Counter {
        /// The halfmove clock or the move number.
        name: CounterName,
        /// The field as written.
        value: String,
    },
}

/// What is wrong with a right of the Mattrix castling field.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum MattrixCastlingProblem {
    /// The item is not the start cell of a castling rook.
    NotARookCell {
        /// The item as written.
        item: String,
    },
    /// The same right given twice.
    GivenTwice {
        /// The item as written.
        item: String,
    },
}

impl Localize for MattrixTextError {
    fn message(&self) -> Message {
        match self {
            MattrixTextError::Empty => Message::new("mattrix-text-empty"),
            MattrixTextError::FieldCount(n) => {
                Message::new("mattrix-text-field-count").number("count", *n)
            }
            MattrixTextError::NotAnArmy { number, field } => {
                Message::new("mattrix-text-not-an-army")
                    .number("number", *number)
                    .text("field", field)
            }
            MattrixTextError::ArmyTwice { seat } => {
                Message::new("mattrix-text-army-twice").message("seat", seat)
            }
            MattrixTextError::PieceSyntax { seat, item } => {
                Message::new("mattrix-text-piece-syntax")
                    .message("seat", seat)
                    .text("item", item)
            }
            MattrixTextError::UnknownPiece { seat, item, letter } => {
                Message::new("mattrix-text-unknown-piece")
                    .message("seat", seat)
                    .text("item", item)
                    .text("letter", letter)
            }
            MattrixTextError::UnknownCell { seat, item, cell } => {
                Message::new("mattrix-text-unknown-cell")
                    .message("seat", seat)
                    .text("item", item)
                    .text("cell", cell)
            }
            MattrixTextError::CellTwice {
                cell,
                first,
                second,
            } => Message::new("mattrix-text-cell-twice")
                .text("cell", cell)
                .message("first_seat", seat_name(first.seat))
                .message("first_role", role_name(first.role))
                .message("second_seat", seat_name(second.seat))
                .message("second_role", role_name(second.role)),
            MattrixTextError::SeatToMove(field) => {
                Message::new("mattrix-text-seat-to-move").text("field", field)
            }
            MattrixTextError::Castling { field, reason } => Message::new("fen-castling")
                .text("field", field)
                .message("reason", reason),
            MattrixTextError::Counter { name, value } => Message::new("fen-counter")
                .message("name", name)
                .text("value", value),
        }
    }
}

impl Localize for MattrixCastlingProblem {
    fn message(&self) -> Message {
        match self {
            MattrixCastlingProblem::NotARookCell { item } => {
                Message::new("mattrix-text-castling-not-a-rook-cell").text("item", item)
            }
            MattrixCastlingProblem::GivenTwice { item } => {
                Message::new("mattrix-text-castling-given-twice").text("item", item)
            }
        }
    }
}

manifold_locale::display_in_english!(MattrixTextError, MattrixCastlingProblem);

/// The name of a Mattrix seat.
fn seat_name(seat: Seat) -> SideName {
    SideName { seats: 3, seat }
}

/// The name of a Mattrix role.
fn role_name(role: Role) -> RoleName {
    RoleName {
        variant: VariantId::Mattrix,
        role,
    }
}

/// A setup's problem as the Mattrix text words it, by army (the problems no Mattrix text
/// can have keep their own message).
pub(crate) fn problem_message(setup: &Setup, problem: &SetupProblem) -> Message {
    let kings = |seat: &SideName, count: usize| {
        Message::new("mattrix-text-king-count")
            .message("seat", seat)
            .number("count", count)
    };
    match problem {
        SetupProblem::NoKing { side } => kings(side, 0),
        SetupProblem::TooManyKings { side, count } => kings(side, *count),
        SetupProblem::TooManyPieces { side, count, max } => {
            Message::new("mattrix-text-too-many-pieces")
                .message("seat", side)
                .number("count", *count)
                .number("max", *max)
        }
        SetupProblem::PawnOnPromotionCell { side, role, cell } => {
            Message::new("mattrix-text-pawn-on-promotion-side")
                .message("seat", side)
                .message("role", role)
                .text("cell", cell)
        }
        SetupProblem::CastlingWithoutPieces {
            side, king, rook, ..
        } => Message::new("fen-castling")
            .text("field", castling_field(setup))
            .message(
                "reason",
                Message::new("mattrix-text-castling-pieces-missing")
                    .text("item", rook)
                    .message("seat", side)
                    .text("king", king)
                    .text("rook", rook),
            ),
        SetupProblem::LastMoverInCheck { side, to_move } => {
            Message::new("mattrix-text-last-mover-in-check")
                .message("seat", side)
                .message("to_move", to_move)
        }
        SetupProblem::KingsSideBySide { first, second } => {
            Message::new("mattrix-text-kings-side-by-side")
                .message("first", first)
                .message("second", second)
        }
        SetupProblem::SeatNotInGame { .. }
        | SetupProblem::PieceNotInGame { .. }
        | SetupProblem::CellOffBoard { .. }
        | SetupProblem::NoEnPassant { .. }
        | SetupProblem::EnPassantOccupied { .. }
        | SetupProblem::EnPassantNoDoubleStep { .. }
        | SetupProblem::ForcedTransit { .. }
        | SetupProblem::Army(_) => problem.message(),
    }
}

/// Reads a Mattrix position text into a setup (its syntax only; see the module
/// documentation).
pub fn read(text: &str) -> Result<Setup, MattrixTextError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(MattrixTextError::Empty);
    }
    if !(5..=7).contains(&fields.len()) {
        return Err(MattrixTextError::FieldCount(fields.len()));
    }
    let turn_field = fields[3];
    let mut setup = Setup::empty(VariantId::Mattrix);
    setup.turn = match turn_field.to_ascii_lowercase().as_str() {
        "w" => SEATS[0],
        "b" => SEATS[1],
        "r" => SEATS[2],
        _ => return Err(MattrixTextError::SeatToMove(turn_field.to_string())),
    };
    let mut seen = [false; 3];
    for (i, field) in fields[..3].iter().enumerate() {
        let not_army = || MattrixTextError::NotAnArmy {
            number: i + 1,
            field: field.to_string(),
        };
        let (mark, list) = field.split_once(':').ok_or_else(not_army)?;
        let seat = match mark {
            "W" | "w" => SEATS[0],
            "B" | "b" => SEATS[1],
            "R" | "r" => SEATS[2],
            _ => return Err(not_army()),
        };
        if std::mem::replace(&mut seen[seat.index()], true) {
            return Err(MattrixTextError::ArmyTwice {
                seat: seat_name(seat),
            });
        }
        read_army(&mut setup, seat, list)?;
    }
    setup.castling = read_castling(&setup, fields[4])?;
    if let Some(h) = fields.get(5) {
        setup.halfmove = h.parse().map_err(|_| MattrixTextError::Counter {
            name: CounterName::HalfmoveClock,
            value: h.to_string(),
        })?;
    }
    if let Some(f) = fields.get(6) {
        setup.fullmove =
            f.parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| MattrixTextError::Counter {
                    name: CounterName::MoveNumber,
                    value: f.to_string(),
                })?;
    }
    Ok(setup)
}

/// Reads one army's piece list onto the board.
fn read_army(setup: &mut Setup, seat: Seat, list: &str) -> Result<(), MattrixTextError> {
    let g = setup.geometry();
    let name = seat_name(seat);
    // An army with no piece is written `R:` (its missing king is then what is wrong).
    for item in list.split(',').filter(|_| !list.is_empty()) {
        let syntax = || MattrixTextError::PieceSyntax {
            seat: name,
            item: item.to_string(),
        };
        let mut chars = item.chars();
        let letter = chars.next().ok_or_else(syntax)?;
        let cell_text = chars.as_str();
        if !letter.is_ascii_alphabetic() || cell_text.is_empty() {
            return Err(syntax());
        }
        let Some(&(role, _)) = LETTERS.iter().find(|(_, c)| *c == letter) else {
            return Err(MattrixTextError::UnknownPiece {
                seat: name,
                item: item.to_string(),
                letter,
            });
        };
        let Some(cell) = g.cell_by_name(cell_text) else {
            return Err(MattrixTextError::UnknownCell {
                seat: name,
                item: item.to_string(),
                cell: cell_text.to_string(),
            });
        };
        if let Some(other) = setup.piece_at(cell) {
            return Err(MattrixTextError::CellTwice {
                cell: g.cell_name(cell).to_string(),
                first: other,
                second: Piece::new(seat, role),
            });
        }
        setup.set(cell, Some(Piece::new(seat, role)));
    }
    Ok(())
}

/// Reads the castling field: `-` or rook cells separated by commas, each once.
fn read_castling(setup: &Setup, field: &str) -> Result<u8, MattrixTextError> {
    if field == "-" {
        return Ok(0);
    }
    let v = setup.variant();
    let g = &v.geometry;
    let err = |reason: MattrixCastlingProblem| MattrixTextError::Castling {
        field: field.to_string(),
        reason,
    };
    let mut rights = 0u8;
    for item in field.split(',') {
        let Some(i) = g
            .cell_by_name(item)
            .and_then(|c| v.castling.iter().position(|r| r.rook_from == c))
        else {
            return Err(err(MattrixCastlingProblem::NotARookCell {
                item: item.to_string(),
            }));
        };
        if rights >> i & 1 != 0 {
            return Err(err(MattrixCastlingProblem::GivenTwice {
                item: item.to_string(),
            }));
        }
        rights |= 1 << i;
    }
    Ok(rights)
}

/// The castling field: the rook cells of the rights held, or `-`.
fn castling_field(setup: &Setup) -> String {
    let v = setup.variant();
    let rights: Vec<&str> = v
        .castling
        .iter()
        .enumerate()
        .filter(|(i, _)| setup.castling >> i & 1 != 0)
        .map(|(_, r)| v.geometry.cell_name(r.rook_from))
        .collect();
    if rights.is_empty() {
        "-".to_string()
    } else {
        rights.join(",")
    }
}

/// Writes a Mattrix setup as text (see the module documentation).
pub fn write(setup: &Setup) -> String {
    let g = setup.geometry();
    let mut fields: Vec<String> = SEATS
        .iter()
        .map(|&seat| {
            let mut items: Vec<(usize, Cell, char)> = setup
                .pieces()
                .filter(|(_, p)| p.seat == seat)
                .map(|(c, p)| {
                    let order = LETTERS.iter().position(|(r, _)| *r == p.role).unwrap_or(99);
                    let letter = LETTERS.get(order).map_or('?', |l| l.1);
                    (order, c, letter)
                })
                .collect();
            items.sort();
            let list: Vec<String> = items
                .iter()
                .map(|&(_, c, letter)| format!("{letter}{}", g.cell_name(c)))
                .collect();
            format!("{}:{}", ARMY_MARKS[seat.index()], list.join(","))
        })
        .collect();
    fields.push(TURN_LETTERS[setup.turn.index() % 3].to_string());
    fields.push(castling_field(setup));
    fields.push(setup.halfmove.to_string());
    fields.push(setup.fullmove.to_string());
    fields.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::FenError;
    use crate::position::Position;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    #[test]
    fn every_mattrix_text_error_renders_in_both_languages() {
        let blue = seat_name(Seat(1));
        let red = seat_name(Seat(2));
        let castling = [
            MattrixCastlingProblem::NotARookCell { item: "o8".into() },
            MattrixCastlingProblem::GivenTwice { item: "o7".into() },
        ];
        assert_every_variant_renders(&castling, &[]);
        let item = || "Xo15".to_string();
        let errors = [
            MattrixTextError::Empty,
            MattrixTextError::FieldCount(4),
            MattrixTextError::NotAnArmy {
                number: 2,
                field: "Q:".into(),
            },
            MattrixTextError::ArmyTwice { seat: blue },
            MattrixTextError::PieceSyntax {
                seat: red,
                item: item(),
            },
            MattrixTextError::UnknownPiece {
                seat: red,
                item: item(),
                letter: 'X',
            },
            MattrixTextError::UnknownCell {
                seat: red,
                item: item(),
                cell: "o99".into(),
            },
            MattrixTextError::CellTwice {
                cell: "o15".into(),
                first: Piece::new(Seat(1), Role::Rook),
                second: Piece::new(Seat(2), Role::HeavyPawn),
            },
            MattrixTextError::SeatToMove("x".into()),
            MattrixTextError::Castling {
                field: "o8".into(),
                reason: castling[0].clone(),
            },
            MattrixTextError::Counter {
                name: CounterName::MoveNumber,
                value: "0".into(),
            },
        ];
        assert_every_variant_renders(&errors, &[]);
        match Position::from_fen(VariantId::Mattrix, "W:Ko15 B:Ke4 R: w - 0 1") {
            Err(FenError::Invalid(e)) => {
                assert_eq!(e.problems, [SetupProblem::NoKing { side: red }], "{e}");
                assert_eq!(
                    FenError::Invalid(e).to_string(),
                    "the red army has 0 kings; exactly one is needed"
                );
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            errors[7].to_string(),
            "cell o15 holds two pieces (the blue rook and the red heavy pawn)"
        );
        assert_eq!(
            text(Language::Russian, &errors[7]),
            "на клетке o15 две фигуры: ладья (синие) и тяжёлая пешка (красные)"
        );
    }
}
