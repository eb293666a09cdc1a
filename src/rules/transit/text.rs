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

use crate::rules::geometry::{Cell, NO_CELL};
use crate::rules::piece::{Piece, Role, Seat};
use crate::rules::position::Position;
use crate::rules::variant::VariantId;
use crate::rules::zobrist::keys;

use super::{BoardStatus, board_of};

/// Why a Chess-transit position text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransitTextError {
    /// Wrong number of fields.
    #[error(
        "transit position has {0} field(s); expected 8: boards, side, castling, en passant, halfmove, move number, statuses, forced transit"
    )]
    FieldCount(usize),
    /// The boards field is not two placements joined by `|`.
    #[error("the boards field must be two piece placements joined by '|' (board 1|board 2)")]
    Boards,
    /// A board placement that is not 8 ranks of 8 squares.
    #[error("board {board}, rank {rank}: {reason}")]
    Placement {
        /// Board 1 or 2.
        board: usize,
        /// The rank (8 at the top).
        rank: usize,
        /// What is wrong.
        reason: String,
    },
    /// Any other field that does not fit.
    #[error("{field}: {reason}")]
    Field {
        /// Which field.
        field: &'static str,
        /// What is wrong.
        reason: String,
    },
}

fn field(field: &'static str, reason: impl Into<String>) -> TransitTextError {
    TransitTextError::Field {
        field,
        reason: reason.into(),
    }
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
        other => {
            return Err(field(
                "side to move",
                format!("'{other}' is not 'w' or 'b'"),
            ));
        }
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
            return Err(field(
                "boards",
                format!(
                    "pawn on {}, where it must already have promoted",
                    g.cell_name(cell)
                ),
            ));
        }
    }
    for seat in [Seat::WHITE, Seat::BLACK] {
        let side = if seat == Seat::WHITE {
            "white"
        } else {
            "black"
        };
        if kings[seat.index()] != 1 {
            return Err(field(
                "boards",
                format!(
                    "{side} has {} kings on the two boards; exactly one is needed",
                    kings[seat.index()]
                ),
            ));
        }
        if counts[seat.index()] > v.max_pieces_per_seat {
            return Err(field(
                "boards",
                format!(
                    "{side} has {} pieces; at most 16 are possible",
                    counts[seat.index()]
                ),
            ));
        }
    }
    if fields[2] != "-" {
        for ch in fields[2].chars() {
            let Some(i) = v.castling.iter().position(|r| r.fen_char == ch) else {
                return Err(field(
                    "castling",
                    format!("'{ch}' is not a castling right (K Q k q)"),
                ));
            };
            let rule = &v.castling[i];
            if pos.piece_at(rule.king_from) != Some(Piece::new(rule.seat, Role::King))
                || pos.piece_at(rule.rook_from) != Some(Piece::new(rule.seat, Role::Rook))
            {
                return Err(field(
                    "castling",
                    format!("'{ch}' needs the king and rook on their board-1 squares"),
                ));
            }
            pos.castling |= 1 << i;
        }
    }
    if fields[3] != "-" {
        let Some(target) = g.cell_by_name(fields[3]) else {
            return Err(field(
                "en passant",
                format!(
                    "'{}' is not a square (write it with its board: 1:e3)",
                    fields[3]
                ),
            ));
        };
        pos.ep_target = target.0;
        if pos.piece_at(target).is_some() || pos.ep_victim().is_none() {
            return Err(field(
                "en passant",
                format!("no pawn has just made a double step over {}", fields[3]),
            ));
        }
    }
    pos.halfmove = fields[4]
        .parse()
        .map_err(|_| field("halfmove clock", format!("'{}' is not a number", fields[4])))?;
    pos.fullmove = fields[5].parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
        field(
            "move number",
            format!("'{}' is not a number from 1", fields[5]),
        )
    })?;
    let statuses: Vec<&str> = fields[6].split('/').collect();
    if statuses.len() != 2 {
        return Err(field(
            "board statuses",
            "expected two statuses joined by '/', e.g. open/open",
        ));
    }
    let k = keys();
    pos.hash ^= k.seat[pos.turn.index()] ^ k.castling_rights(pos.castling);
    for (board, status) in statuses.iter().enumerate() {
        let status = match *status {
            "open" => BoardStatus::Open,
            "1-0" => BoardStatus::Won(Seat::WHITE),
            "0-1" => BoardStatus::Won(Seat::BLACK),
            "draw" => BoardStatus::Drawn,
            other => {
                return Err(field(
                    "board statuses",
                    format!("'{other}' is not open, 1-0, 0-1 or draw"),
                ));
            }
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
        return Err(field("boards", "the side that just moved is in check"));
    }
    let forced = forced_text(&pos);
    if fields[7] != forced {
        return Err(field(
            "forced transit",
            format!(
                "'{}' does not fit the position, which says '{forced}'",
                fields[7]
            ),
        ));
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
            reason: format!("{} ranks; 8 are needed", ranks.len()),
        });
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row;
        let err = |reason: String| TransitTextError::Placement {
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
                    return Err(err(format!("'{ch}' is not a chess piece")));
                };
                if file >= 8 {
                    return Err(err("more than 8 squares".to_string()));
                }
                pos.set(
                    Cell((board * 64 + rank * 8 + file) as u8),
                    Some(Piece::new(seat, role)),
                );
                file += 1;
            }
            if file > 8 {
                return Err(err("more than 8 squares".to_string()));
            }
        }
        if file != 8 {
            return Err(err(format!("{file} squares; 8 are needed")));
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
