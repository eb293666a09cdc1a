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
//! The start position:
//!
//! ```text
//! W:Ko15,Qo13,Ro7,Ro21,Bn14,Bo9,Bo19,No11,No17,Hl14,Hn6,Hn8,Hn10,Hn18,Hn20,Hn22,Pm5,Pm7,...
//! ```
//!
//! (in full: [`crate::rules::variants::mattrix::START_FEN`]).

use super::geometry::Cell;
use super::piece::{Piece, Role, Seat};
use super::position::Position;
use super::variant::VariantId;
use super::variants::mattrix::{LETTERS, SEATS};
use super::zobrist::keys;

/// The army markers, by seat.
const ARMY_MARKS: [char; 3] = ['W', 'B', 'R'];
/// The seat-to-move letters, by seat.
const TURN_LETTERS: [char; 3] = ['w', 'b', 'r'];

/// Why a Mattrix position text could not be read. Each error names the field, the army or
/// the piece that is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MattrixTextError {
    /// The text is empty.
    #[error("empty Mattrix position text")]
    Empty,
    /// Too few or too many fields.
    #[error(
        "Mattrix position text has {0} fields; expected 5 to 7 (W:<pieces> B:<pieces> \
         R:<pieces> <w|b|r> <castling>[ <halfmove clock>[ <move number>]])"
    )]
    FieldCount(usize),
    /// One of the first three fields is not an army.
    #[error("field {number} '{field}' is not an army (expected W:, B: or R: and a piece list)")]
    NotAnArmy {
        /// The field's position (1-based).
        number: usize,
        /// The field.
        field: String,
    },
    /// The same army given twice.
    #[error("the {seat} army is given twice")]
    ArmyTwice {
        /// The army.
        seat: &'static str,
    },
    /// A piece that is not a letter followed by a cell name.
    #[error("{seat} army: '{item}' is not a piece (expected a piece letter and a cell, e.g. Ko15)")]
    PieceSyntax {
        /// The army.
        seat: &'static str,
        /// The item as written.
        item: String,
    },
    /// A letter that names no Mattrix piece.
    #[error(
        "{seat} army: '{item}': '{letter}' is not a Mattrix piece (K Q R B N, H heavy pawn, \
         P light pawn)"
    )]
    UnknownPiece {
        /// The army.
        seat: &'static str,
        /// The item as written.
        item: String,
        /// The letter.
        letter: char,
    },
    /// A cell name that is not on the board.
    #[error("{seat} army: '{item}': '{cell}' is not a cell of the hex board")]
    UnknownCell {
        /// The army.
        seat: &'static str,
        /// The item as written.
        item: String,
        /// The cell name.
        cell: String,
    },
    /// Two pieces on one cell.
    #[error("cell {cell} holds two pieces ({first} and {second})")]
    CellTwice {
        /// The cell.
        cell: String,
        /// The first piece, with its army.
        first: String,
        /// The second piece, with its army.
        second: String,
    },
    /// An army without exactly one king.
    #[error("the {seat} army has {count} kings; exactly one is needed")]
    KingCount {
        /// The army.
        seat: &'static str,
        /// Kings found.
        count: usize,
    },
    /// An army larger than the start army.
    #[error("the {seat} army has {count} pieces; at most {max} are possible")]
    TooManyPieces {
        /// The army.
        seat: &'static str,
        /// Pieces found.
        count: usize,
        /// The most possible.
        max: usize,
    },
    /// A pawn on its own promotion side, where it would already have promoted.
    #[error("{seat} {role} on {cell}, its promotion side, where it must already have promoted")]
    PawnOnPromotionSide {
        /// The army.
        seat: &'static str,
        /// The kind of pawn.
        role: &'static str,
        /// The cell.
        cell: String,
    },
    /// The seat-to-move field is not `w`, `b` or `r`.
    #[error("seat to move '{0}' is not 'w', 'b' or 'r' (White, Blue, Red)")]
    SeatToMove(String),
    /// A castling field that does not fit the position.
    #[error("castling field '{field}': {reason}")]
    Castling {
        /// The field.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// A counter that is not a number.
    #[error("{name} '{value}' is not a valid number")]
    Counter {
        /// Which counter.
        name: &'static str,
        /// The text.
        value: String,
    },
    /// The seat that moved last is in check.
    #[error(
        "{seat} moved last and is in check, which no legal game reaches ({to_move} is to move)"
    )]
    LastMoverInCheck {
        /// The seat that moved last.
        seat: &'static str,
        /// The seat to move.
        to_move: &'static str,
    },
    /// Two kings stand side by side.
    #[error("the {first} and {second} kings stand side by side, which no legal game reaches")]
    KingsSideBySide {
        /// One seat.
        first: &'static str,
        /// The other.
        second: &'static str,
    },
}

/// The lower-case name of a Mattrix seat.
fn seat_name(seat: Seat) -> &'static str {
    super::fen::side_name(3, seat)
}

/// Reads a Mattrix position text (see the module documentation).
pub fn read(text: &str) -> Result<Position, MattrixTextError> {
    let v = VariantId::Mattrix.rules();
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(MattrixTextError::Empty);
    }
    if !(5..=7).contains(&fields.len()) {
        return Err(MattrixTextError::FieldCount(fields.len()));
    }
    let turn_field = fields[3];
    let turn = match turn_field.to_ascii_lowercase().as_str() {
        "w" => SEATS[0],
        "b" => SEATS[1],
        "r" => SEATS[2],
        _ => return Err(MattrixTextError::SeatToMove(turn_field.to_string())),
    };
    let mut pos = Position::empty(v, turn);
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
        let name = seat_name(seat);
        if std::mem::replace(&mut seen[seat.index()], true) {
            return Err(MattrixTextError::ArmyTwice { seat: name });
        }
        read_army(&mut pos, seat, list)?;
        let count = pos.occupied[seat.index()].len();
        let kings = pos
            .pieces()
            .filter(|(_, p)| *p == Piece::new(seat, Role::King))
            .count();
        if kings != 1 {
            return Err(MattrixTextError::KingCount {
                seat: name,
                count: kings,
            });
        }
        if count > v.max_pieces_per_seat {
            return Err(MattrixTextError::TooManyPieces {
                seat: name,
                count,
                max: v.max_pieces_per_seat,
            });
        }
    }
    pos.castling = read_castling(&pos, fields[4])?;
    if let Some(h) = fields.get(5) {
        pos.halfmove = h.parse().map_err(|_| MattrixTextError::Counter {
            name: "halfmove clock",
            value: h.to_string(),
        })?;
    }
    if let Some(f) = fields.get(6) {
        pos.fullmove =
            f.parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| MattrixTextError::Counter {
                    name: "move number",
                    value: f.to_string(),
                })?;
    }
    let k = keys();
    pos.hash ^= k.seat[pos.turn.index()] ^ k.castling_rights(pos.castling);
    pos.hash_en_passant();
    if let Some((a, b)) = pos.kings_side_by_side() {
        return Err(MattrixTextError::KingsSideBySide {
            first: seat_name(a),
            second: seat_name(b),
        });
    }
    let last = Seat((turn.0 + 2) % 3);
    if pos.is_king_attacked(last) {
        return Err(MattrixTextError::LastMoverInCheck {
            seat: seat_name(last),
            to_move: seat_name(turn),
        });
    }
    debug_assert_eq!(pos.hash, pos.compute_hash());
    Ok(pos)
}

/// Reads one army's piece list onto the board.
fn read_army(pos: &mut Position, seat: Seat, list: &str) -> Result<(), MattrixTextError> {
    let v = pos.variant;
    let g = &v.geometry;
    let name = seat_name(seat);
    for item in list.split(',') {
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
        if let Some(other) = pos.piece_at(cell) {
            return Err(MattrixTextError::CellTwice {
                cell: g.cell_name(cell).to_string(),
                first: piece_words(other),
                second: piece_words(Piece::new(seat, role)),
            });
        }
        if let Some(rule) = v.pawn_rule(seat, role)
            && rule.promotion_zone.contains(cell)
        {
            return Err(MattrixTextError::PawnOnPromotionSide {
                seat: name,
                role: role.name(),
                cell: g.cell_name(cell).to_string(),
            });
        }
        pos.set(cell, Some(Piece::new(seat, role)));
    }
    Ok(())
}

/// "the blue rook", for messages.
fn piece_words(p: Piece) -> String {
    format!("the {} {}", seat_name(p.seat), p.role.name())
}

/// Reads the castling field: `-` or rook cells separated by commas.
fn read_castling(pos: &Position, field: &str) -> Result<u8, MattrixTextError> {
    if field == "-" {
        return Ok(0);
    }
    let v = pos.variant;
    let g = &v.geometry;
    let err = |reason: String| MattrixTextError::Castling {
        field: field.to_string(),
        reason,
    };
    let mut rights = 0u8;
    for item in field.split(',') {
        let Some(i) = g
            .cell_by_name(item)
            .and_then(|c| v.castling.iter().position(|r| r.rook_from == c))
        else {
            return Err(err(format!(
                "'{item}' is not a castling rook's start cell (o21, o7, h1, a8, a20, h27) or '-'"
            )));
        };
        if rights >> i & 1 != 0 {
            return Err(err(format!("'{item}' is given twice")));
        }
        let rule = &v.castling[i];
        let king = Piece::new(rule.seat, Role::King);
        let rook = Piece::new(rule.seat, Role::Rook);
        if pos.piece_at(rule.king_from) != Some(king) || pos.piece_at(rule.rook_from) != Some(rook)
        {
            return Err(err(format!(
                "'{item}' needs the {} king on {} and a {} rook on {}",
                seat_name(rule.seat),
                g.cell_name(rule.king_from),
                seat_name(rule.seat),
                g.cell_name(rule.rook_from)
            )));
        }
        rights |= 1 << i;
    }
    Ok(rights)
}

/// Writes a Mattrix position as text (see the module documentation).
pub fn write(pos: &Position) -> String {
    let v = pos.variant;
    let g = &v.geometry;
    let mut fields: Vec<String> = SEATS
        .iter()
        .map(|&seat| {
            let mut items: Vec<(usize, Cell, char)> = pos
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
    fields.push(TURN_LETTERS[pos.turn.index() % 3].to_string());
    let rights: Vec<&str> = v
        .castling
        .iter()
        .enumerate()
        .filter(|(i, _)| pos.castling >> i & 1 != 0)
        .map(|(_, r)| g.cell_name(r.rook_from))
        .collect();
    fields.push(if rights.is_empty() {
        "-".to_string()
    } else {
        rights.join(",")
    });
    fields.push(pos.halfmove.to_string());
    fields.push(pos.fullmove.to_string());
    fields.join(" ")
}
