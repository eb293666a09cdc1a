//! Chess-transit move notation: every move names its board, and a transit names its start
//! square and the board it goes to.
//!
//! - An ordinary move is the board number, a colon and the move in SAN on that board:
//!   `1:e4`, `2:Nf3`, `1:O-O`, `2:exd5`, `1:e8=Q+`.
//! - A transit is the board it leaves, a colon, the piece letter (none for a pawn), its
//!   square, `>` and the board it goes to: `1:Ng1>2`, `1:e2>2`, `2:Ke1>1`.
//! - `+` marks a check; `#` a board mate (the move closed the opponent's board).
//! - Coordinates work too: `1:e2e4`, `1:e7e8q`, `1:g1>2`. When only one board has a move
//!   that fits, the board prefix may be left out (`e4`, `Nf3`).

use crate::geometry::Cell;
use crate::moves::{Move, MoveKind};
use crate::piece::Role;
use crate::position::Position;
use crate::san::{SanError, SanRefusal};
use crate::variant::VariantId;

use super::{TransitRefusal, board_of};

/// One board of a Chess-transit position as a classical position (same side to move,
/// castling rights and en passant square when they belong to that board), for SAN.
fn single_board(pos: &Position, board: usize) -> Position {
    let mut one = Position::empty(VariantId::Classical.rules(), pos.turn);
    for (cell, piece) in pos.pieces().filter(|(c, _)| board_of(*c) == board) {
        one.set(Cell(cell.0 - 64 * board as u8), Some(piece));
    }
    if board == 0 {
        one.castling = pos.castling;
    }
    if let Some(ep) = pos.en_passant_target().filter(|&c| board_of(c) == board) {
        one.ep_target = ep.0 - 64 * board as u8;
    }
    one
}

fn to_board(m: Move, board: usize) -> Move {
    let shift = 64 * board as u8;
    Move {
        from: Cell(m.from.0 + shift),
        to: Cell(m.to.0 + shift),
        ..m
    }
}

fn square_name(cell: Cell) -> &'static str {
    let g = &VariantId::Classical.rules().geometry;
    g.cell_name(Cell(cell.0 % 64))
}

/// The move's text (see the module documentation).
pub fn to_text(pos: &Position, m: Move) -> String {
    let board = board_of(m.from);
    let mut text = format!("{}:", board + 1);
    if m.kind == MoveKind::Transit {
        let piece = pos.piece_at(m.from);
        if let Some(p) = piece.filter(|p| p.role != Role::Pawn) {
            text.push(
                pos.variant
                    .letter(p.role, crate::Seat::WHITE)
                    .unwrap_or('?'),
            );
        }
        text.push_str(square_name(m.from));
        text.push('>');
        text.push_str(&(board_of(m.to) + 1).to_string());
    } else {
        let one = single_board(pos, board);
        let local = Move {
            from: Cell(m.from.0 % 64),
            to: Cell(m.to.0 % 64),
            ..m
        };
        let san = one.move_to_san(local);
        text.push_str(san.trim_end_matches(['+', '#']));
    }
    if pos.is_legal(m) {
        let next = pos.play(m);
        let them = next.turn;
        let mated = next.king(them).is_some_and(|k| {
            let b = board_of(k);
            !pos.transit[b].is_closed() && next.transit[b] == super::BoardStatus::Won(pos.turn)
        });
        if mated {
            text.push('#');
        } else if next.in_check() {
            text.push('+');
        }
    }
    text
}

/// The coordinate text of a move: `1:e2e4`, `1:e7e8q`, `1:g1>2`.
pub fn to_coord(pos: &Position, m: Move) -> String {
    let mut text = format!("{}:{}", board_of(m.from) + 1, square_name(m.from));
    if m.kind == MoveKind::Transit {
        text.push_str(&format!(">{}", board_of(m.to) + 1));
    } else {
        text.push_str(square_name(m.to));
        if let Some(p) = m.promotion {
            text.push(pos.variant.letter(p, crate::Seat::BLACK).unwrap_or('?'));
        }
    }
    text
}

/// Reads a move (SAN or coordinates, with or without the board prefix, or a transit) and
/// returns it if it is legal here.
pub fn parse(pos: &Position, text: &str) -> Result<Move, SanError> {
    let t = text.trim();
    let body = t.trim_end_matches(['+', '#', '!', '?']);
    let (boards, rest): (Vec<usize>, &str) = match body.split_once(':') {
        Some((b, rest)) => match b.trim() {
            "1" => (vec![0], rest.trim()),
            "2" => (vec![1], rest.trim()),
            other => {
                return Err(SanError::UnknownBoard {
                    text: t.to_string(),
                    board: other.to_string(),
                });
            }
        },
        None => (vec![0, 1], body),
    };
    if let Some((square, target)) = rest.split_once('>') {
        return parse_transit(pos, t, &boards, square.trim(), target.trim());
    }
    let mut found = Vec::new();
    let mut first_error = None;
    for &board in &boards {
        let one = single_board(pos, board);
        match one.parse_move(rest) {
            Ok(local) => {
                let m = to_board(local, board);
                if pos.is_legal(m) {
                    found.push(m);
                } else if first_error.is_none() {
                    first_error = Some(SanError::Illegal {
                        text: t.to_string(),
                        reason: Box::new(closed_or_illegal(pos, m.from)),
                    });
                }
            }
            Err(e) => {
                if first_error.is_none() {
                    first_error = Some(SanError::Illegal {
                        text: t.to_string(),
                        reason: Box::new(SanRefusal::OnBoard {
                            board: board + 1,
                            error: Box::new(e),
                        }),
                    });
                }
            }
        }
    }
    match found.as_slice() {
        [m] => Ok(*m),
        [] => Err(first_error.unwrap_or_else(|| SanError::Syntax(t.to_string()))),
        many => Err(SanError::Ambiguous {
            text: t.to_string(),
            candidates: many.iter().map(|&m| to_text(pos, m)).collect(),
        }),
    }
}

/// Why the move from `from`, legal on its board alone, is refused on the two boards.
fn closed_or_illegal(pos: &Position, from: Cell) -> SanRefusal {
    if let Some(k) = pos.forced_transit() {
        SanRefusal::Transit(TransitRefusal::KingMustTransit(k))
    } else if pos.transit[board_of(from)].is_closed() {
        SanRefusal::Transit(TransitRefusal::LeavesClosedBoard(from))
    } else {
        SanRefusal::LeavesKingInCheck
    }
}

fn parse_transit(
    pos: &Position,
    t: &str,
    boards: &[usize],
    square: &str,
    target: &str,
) -> Result<Move, SanError> {
    let classical = &VariantId::Classical.rules().geometry;
    let (letter, square) = match square.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (Some(c), &square[1..]),
        _ => (None, square),
    };
    let Some(local) = classical.cell_by_name(square) else {
        return Err(SanError::UnknownSquare {
            text: t.to_string(),
            square: square.to_string(),
        });
    };
    let board = match boards {
        [b] => *b,
        _ => {
            // Without a prefix the start board is the one where the mover stands.
            let ours = |b: usize| {
                pos.piece_at(Cell(local.0 + 64 * b as u8))
                    .is_some_and(|p| p.seat == pos.turn)
            };
            if ours(0) { 0 } else { 1 }
        }
    };
    if target != (2 - board).to_string() {
        return Err(SanError::TransitToOwnBoard {
            text: t.to_string(),
            square: square.to_string(),
            board: 2 - board,
        });
    }
    let from = Cell(local.0 + 64 * board as u8);
    let piece = pos.piece_at(from);
    if let Some(letter) = letter {
        let expected = pos.variant.role_of_letter(letter).map(|(r, _)| r);
        if piece.map(|p| p.role) != expected || expected.is_none() {
            return Err(SanError::Illegal {
                text: t.to_string(),
                reason: Box::new(SanRefusal::NoSuchPieceOnSquare {
                    square: format!("{}:{square}", board + 1),
                }),
            });
        }
    }
    let m = Move {
        from,
        to: super::twin(from),
        promotion: None,
        kind: MoveKind::Transit,
    };
    if pos.is_legal(m) {
        return Ok(m);
    }
    Err(SanError::Illegal {
        text: t.to_string(),
        reason: Box::new(why_no_transit(pos, from)),
    })
}

/// Which rule of RULES 6 forbids a transit (see [`TransitRefusal`]), or that none does.
pub fn why_no_transit(pos: &Position, from: Cell) -> SanRefusal {
    pos.transit_refusal(from)
        .map_or(SanRefusal::TransitLegal, SanRefusal::Transit)
}
