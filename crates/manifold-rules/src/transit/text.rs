//! The Chess-transit position text: both boards, the usual FEN fields, each board's status
//! and any pending forced transit.
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1 open/open -
//! ```
//! Fields: board 1 and board 2 as FEN piece placements joined by `|`; side to move (`w`,
//! `b`); castling rights (board 1 only: a king or rook that has transited has moved); the
//! en passant target with its board (`1:e3`) or `-`; halfmove clock; move number; the two
//! boards' statuses joined by `/`, each `open`, `1-0`, `0-1` or `draw`; the pending forced
//! transit: the cell of the king that must transit now (`1:e8`) or `-` (it is derived from
//! the position and must agree with it).

use crate::geometry::{Cell, NO_CELL};
use crate::names::{SideCount, SideName};
use crate::piece::{Piece, Role, Seat};
use crate::position::Position;
use crate::variant::VariantId;
use crate::zobrist::keys;
use manifold_locale::{Localize, Message};

use super::{BoardStatus, board_of};

/// Why a Chess-transit position text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum TransitTextError {
    /// Wrong number of fields.
    FieldCount(usize),
    /// The boards field is not two placements joined by `|`.
    Boards,
    /// A board placement that is not 8 ranks of 8 squares.
    Placement {
        /// Board 1 or 2.
        board: usize,
        /// The rank (8 at the top).
        rank: usize,
        /// What is wrong.
        reason: PlacementProblem,
    },
    /// Any other field that does not fit (the problem names its field).
    Field(FieldProblem),
}

/// What is wrong with a rank of a board placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum PlacementProblem {
    /// Not 8 ranks (how many there are).
    RankCount(usize),
    /// A letter that is no chess piece.
    NotAPiece(char),
    /// The rank goes past the 8th square.
    TooLong,
    /// The rank has too few squares (how many).
    RankLength(usize),
}

/// What is wrong with a field of the position text other than the placements.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum FieldProblem {
    /// The side to move is not `w` or `b` (as written).
    SideToMove(String),
    /// A pawn on its promotion rank (its cell).
    PawnOnPromotion(String),
    /// A side without exactly one king.
    KingCount(SideCount),
    /// A side with more pieces than a game can have (its pieces).
    TooManyPieces(SideCount),
    /// The side that just moved is in check.
    MoverInCheck,
    /// A castling letter that is no castling right.
    CastlingRight(char),
    /// A castling right without its king and rook in place.
    CastlingPieces(char),
    /// The en passant field is not a square (as written).
    EnPassantSquare(String),
    /// No pawn has just passed the en passant square (as written).
    NoDoubleStep(String),
    /// The halfmove clock is not a number (as written).
    Halfmove(String),
    /// The move number is not a number from 1 (as written).
    MoveNumber(String),
    /// The statuses field is not two statuses.
    TwoStatuses,
    /// A board status that is none of `open`, `1-0`, `0-1`, `draw` (as written).
    BadStatus(String),
    /// The forced transit field does not fit the position.
    ForcedMismatch {
        /// The field as written.
        written: String,
        /// What the position says.
        forced: String,
    },
}

impl FieldProblem {
    /// The message naming the field the problem is in.
    fn field(&self) -> Message {
        Message::new(match self {
            FieldProblem::SideToMove(_) => "transit-text-field-side",
            FieldProblem::PawnOnPromotion(_)
            | FieldProblem::KingCount(_)
            | FieldProblem::TooManyPieces(_)
            | FieldProblem::MoverInCheck => "transit-text-field-boards",
            FieldProblem::CastlingRight(_) | FieldProblem::CastlingPieces(_) => {
                "transit-text-field-castling"
            }
            FieldProblem::EnPassantSquare(_) | FieldProblem::NoDoubleStep(_) => {
                "transit-text-field-en_passant"
            }
            FieldProblem::Halfmove(_) => "frag-counter-halfmove_clock",
            FieldProblem::MoveNumber(_) => "frag-counter-move_number",
            FieldProblem::TwoStatuses | FieldProblem::BadStatus(_) => "transit-text-field-statuses",
            FieldProblem::ForcedMismatch { .. } => "transit-text-field-forced",
        })
    }
}

impl Localize for TransitTextError {
    fn message(&self) -> Message {
        match self {
            TransitTextError::FieldCount(count) => {
                Message::new("transit-text-field_count").number("count", *count)
            }
            TransitTextError::Boards => Message::new("transit-text-boards"),
            TransitTextError::Placement {
                board,
                rank,
                reason,
            } => Message::new("transit-text-placement")
                .number("board", *board)
                .number("rank", *rank)
                .message("reason", reason),
            TransitTextError::Field(problem) => Message::new("transit-text-field")
                .message("field", problem.field())
                .message("reason", problem),
        }
    }
}

impl Localize for PlacementProblem {
    fn message(&self) -> Message {
        match *self {
            PlacementProblem::RankCount(count) => {
                Message::new("transit-text-rank_count").number("count", count)
            }
            PlacementProblem::NotAPiece(letter) => {
                Message::new("transit-text-not_a_piece").text("letter", letter)
            }
            PlacementProblem::TooLong => Message::new("transit-text-too_long"),
            PlacementProblem::RankLength(count) => {
                Message::new("transit-text-rank_length").number("count", count)
            }
        }
    }
}

impl Localize for FieldProblem {
    fn message(&self) -> Message {
        let value = |id, value: &String| Message::new(id).text("value", value);
        match self {
            FieldProblem::SideToMove(v) => value("transit-text-not_w_or_b", v),
            FieldProblem::PawnOnPromotion(cell) => {
                Message::new("transit-text-pawn_on_promotion").text("cell", cell)
            }
            FieldProblem::KingCount(kings) => kings.message("transit-text-king_count"),
            FieldProblem::TooManyPieces(pieces) => pieces.message("transit-text-too_many_pieces"),
            FieldProblem::MoverInCheck => Message::new("transit-text-mover_in_check"),
            FieldProblem::CastlingRight(letter) => {
                Message::new("transit-text-castling_right").text("letter", letter)
            }
            FieldProblem::CastlingPieces(letter) => {
                Message::new("transit-text-castling_pieces").text("letter", letter)
            }
            FieldProblem::EnPassantSquare(v) => value("transit-text-ep_square", v),
            FieldProblem::NoDoubleStep(v) => value("transit-text-no_double_step", v),
            FieldProblem::Halfmove(v) => value("transit-text-not_a_number", v),
            FieldProblem::MoveNumber(v) => value("transit-text-not_a_number_from_1", v),
            FieldProblem::TwoStatuses => Message::new("transit-text-two_statuses"),
            FieldProblem::BadStatus(v) => value("transit-text-bad_status", v),
            FieldProblem::ForcedMismatch { written, forced } => {
                value("transit-text-forced_mismatch", written).text("forced", forced)
            }
        }
    }
}

manifold_locale::display_in_english!(TransitTextError, PlacementProblem, FieldProblem);

impl std::error::Error for TransitTextError {}

/// The error of a field that does not fit.
fn field(problem: FieldProblem) -> TransitTextError {
    TransitTextError::Field(problem)
}

/// Reads a Chess-transit position text.
pub fn read(text: &str) -> Result<Position, TransitTextError> {
    let v = VariantId::Transit.rules();
    let g = &v.geometry;
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 8 {
        return Err(TransitTextError::FieldCount(fields.len()));
    }
    let turn = match fields[1] {
        "w" => Seat::WHITE,
        "b" => Seat::BLACK,
        other => return Err(field(FieldProblem::SideToMove(other.to_string()))),
    };
    let mut pos = Position::empty(v, turn);
    let boards: Vec<&str> = fields[0].split('|').collect();
    if boards.len() != 2 {
        return Err(TransitTextError::Boards);
    }
    for (board, placement) in boards.iter().enumerate() {
        read_placement(&mut pos, board, placement)?;
    }
    let mut kings = [0; 2];
    let mut counts = [0; 2];
    for (cell, piece) in pos.pieces() {
        counts[piece.seat.index()] += 1;
        if piece.role == Role::King {
            kings[piece.seat.index()] += 1;
        }
        if let Some(rule) = v.pawn_rule(piece.seat, piece.role)
            && rule.promotion_zone.contains(cell)
        {
            return Err(field(FieldProblem::PawnOnPromotion(
                g.cell_name(cell).to_string(),
            )));
        }
    }
    for seat in [Seat::WHITE, Seat::BLACK] {
        let side = SideName { seats: 2, seat };
        if kings[seat.index()] != 1 {
            return Err(field(FieldProblem::KingCount(SideCount {
                side,
                count: kings[seat.index()],
            })));
        }
        if counts[seat.index()] > v.max_pieces_per_seat {
            return Err(field(FieldProblem::TooManyPieces(SideCount {
                side,
                count: counts[seat.index()],
            })));
        }
    }
    if fields[2] != "-" {
        for ch in fields[2].chars() {
            let Some(i) = v.castling.iter().position(|r| r.fen_char == ch) else {
                return Err(field(FieldProblem::CastlingRight(ch)));
            };
            let rule = &v.castling[i];
            if pos.piece_at(rule.king_from) != Some(Piece::new(rule.seat, Role::King))
                || pos.piece_at(rule.rook_from) != Some(Piece::new(rule.seat, Role::Rook))
            {
                return Err(field(FieldProblem::CastlingPieces(ch)));
            }
            pos.castling |= 1 << i;
        }
    }
    if fields[3] != "-" {
        let Some(target) = g.cell_by_name(fields[3]) else {
            return Err(field(FieldProblem::EnPassantSquare(fields[3].to_string())));
        };
        pos.ep_target = target.0;
        if pos.piece_at(target).is_some() || pos.ep_victim().is_none() {
            return Err(field(FieldProblem::NoDoubleStep(fields[3].to_string())));
        }
    }
    pos.halfmove = fields[4]
        .parse()
        .map_err(|_| field(FieldProblem::Halfmove(fields[4].to_string())))?;
    pos.fullmove = fields[5]
        .parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| field(FieldProblem::MoveNumber(fields[5].to_string())))?;
    let statuses: Vec<&str> = fields[6].split('/').collect();
    if statuses.len() != 2 {
        return Err(field(FieldProblem::TwoStatuses));
    }
    let k = keys();
    pos.hash ^= k.seat[pos.turn.index()] ^ k.castling_rights(pos.castling);
    for (board, status) in statuses.iter().enumerate() {
        let status = match *status {
            "open" => BoardStatus::Open,
            "1-0" => BoardStatus::Won(Seat::WHITE),
            "0-1" => BoardStatus::Won(Seat::BLACK),
            "draw" => BoardStatus::Drawn,
            other => return Err(field(FieldProblem::BadStatus(other.to_string()))),
        };
        pos.set_board_status(board, status);
    }
    pos.hash_en_passant();
    let last = pos.turn.next(2);
    if pos
        .king(last)
        .is_some_and(|k| !pos.transit[board_of(k)].is_closed())
        && pos.is_king_attacked(last)
    {
        return Err(field(FieldProblem::MoverInCheck));
    }
    let forced = forced_text(&pos);
    if fields[7] != forced {
        return Err(field(FieldProblem::ForcedMismatch {
            written: fields[7].to_string(),
            forced,
        }));
    }
    Ok(pos)
}

fn read_placement(
    pos: &mut Position,
    board: usize,
    placement: &str,
) -> Result<(), TransitTextError> {
    let v = pos.variant;
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(TransitTextError::Placement {
            board: board + 1,
            rank: 8,
            reason: PlacementProblem::RankCount(ranks.len()),
        });
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row;
        let err = |reason: PlacementProblem| TransitTextError::Placement {
            board: board + 1,
            rank: rank + 1,
            reason,
        };
        let mut file = 0usize;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                file += d as usize;
            } else {
                let Some((role, seat)) = v.role_of_letter(ch) else {
                    return Err(err(PlacementProblem::NotAPiece(ch)));
                };
                if file >= 8 {
                    return Err(err(PlacementProblem::TooLong));
                }
                pos.set(
                    Cell((board * 64 + rank * 8 + file) as u8),
                    Some(Piece::new(seat, role)),
                );
                file += 1;
            }
            if file > 8 {
                return Err(err(PlacementProblem::TooLong));
            }
        }
        if file != 8 {
            return Err(err(PlacementProblem::RankLength(file)));
        }
    }
    Ok(())
}

fn forced_text(pos: &Position) -> String {
    pos.forced_transit()
        .map_or("-".to_string(), |c| pos.geometry().cell_name(c).to_string())
}

/// Writes a Chess-transit position text.
pub fn write(pos: &Position) -> String {
    let v = pos.variant;
    let mut boards = Vec::new();
    for board in 0..2 {
        let mut rows = Vec::new();
        for rank in (0..8).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..8 {
                match pos.piece_at(Cell((board * 64 + rank * 8 + file) as u8)) {
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
            rows.push(row);
        }
        boards.push(rows.join("/"));
    }
    let rights: String = v
        .castling
        .iter()
        .enumerate()
        .filter(|(i, _)| pos.castling >> i & 1 != 0)
        .map(|(_, r)| r.fen_char)
        .collect();
    let ep = if pos.ep_target == NO_CELL {
        "-".to_string()
    } else {
        pos.geometry().cell_name(Cell(pos.ep_target)).to_string()
    };
    let status = |s: BoardStatus| match s {
        BoardStatus::Open => "open",
        BoardStatus::Won(w) if w == Seat::WHITE => "1-0",
        BoardStatus::Won(_) => "0-1",
        BoardStatus::Drawn => "draw",
    };
    format!(
        "{} {} {} {} {} {} {}/{} {}",
        boards.join("|"),
        if pos.turn == Seat::WHITE { "w" } else { "b" },
        if rights.is_empty() { "-" } else { &rights },
        ep,
        pos.halfmove,
        pos.fullmove,
        status(pos.transit[0]),
        status(pos.transit[1]),
        forced_text(pos),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    /// The status words of the text, which its Russian messages quote.
    const STATUS_WORDS: &[&str] = &["open", "draw"];

    #[test]
    fn every_position_text_error_renders() {
        let v = || "x".to_string();
        let side = SideName {
            seats: 2,
            seat: Seat::BLACK,
        };
        assert_every_variant_renders(
            &[
                TransitTextError::FieldCount(7),
                TransitTextError::Boards,
                TransitTextError::Placement {
                    board: 2,
                    rank: 8,
                    reason: PlacementProblem::TooLong,
                },
                TransitTextError::Field(FieldProblem::MoverInCheck),
            ],
            STATUS_WORDS,
        );
        assert_every_variant_renders(
            &[
                PlacementProblem::RankCount(7),
                PlacementProblem::NotAPiece('x'),
                PlacementProblem::TooLong,
                PlacementProblem::RankLength(5),
            ],
            STATUS_WORDS,
        );
        let problems = [
            FieldProblem::SideToMove(v()),
            FieldProblem::PawnOnPromotion("1:e8".into()),
            FieldProblem::KingCount(SideCount { side, count: 2 }),
            FieldProblem::TooManyPieces(SideCount { side, count: 17 }),
            FieldProblem::MoverInCheck,
            FieldProblem::CastlingRight('x'),
            FieldProblem::CastlingPieces('K'),
            FieldProblem::EnPassantSquare(v()),
            FieldProblem::NoDoubleStep(v()),
            FieldProblem::Halfmove(v()),
            FieldProblem::MoveNumber(v()),
            FieldProblem::TwoStatuses,
            FieldProblem::BadStatus(v()),
            FieldProblem::ForcedMismatch {
                written: "-".into(),
                forced: "1:e8".into(),
            },
        ];
        assert_every_variant_renders(&problems, STATUS_WORDS);
        let fields: Vec<TransitTextError> =
            problems.into_iter().map(TransitTextError::Field).collect();
        for error in &fields {
            manifold_locale::check::assert_renders(
                &error.message(),
                &format!("{error:?}"),
                STATUS_WORDS,
            );
        }
        assert_eq!(
            fields[2].to_string(),
            "boards: black has 2 kings on the two boards; exactly one is needed"
        );
        assert_eq!(fields[9].to_string(), "halfmove clock: 'x' is not a number");
    }
}
