//! The one check of a chess position: [`Position::from_setup`] turns a [`Setup`] into a
//! [`Position`] or says everything that is wrong with it ([`SetupError`]). Every position
//! text is read through it, and the position editor validates through it.
//!
//! The checks, in order: no pawn on its promotion cells; each side exactly one king and no
//! more pieces than its start army; each castling right with its king and rook in place;
//! the en passant square empty, just behind an enemy pawn that has double-stepped; then,
//! once every side has its king, the side that moved last out of check (and, with three
//! seats, no two kings side by side) and Chess-transit's forced transit as the position
//! has it; last the armies against the start army ([`crate::army`]).

use super::army;
use super::names::{RoleName, SideName};
use super::piece::{Piece, Role, Seat};
use super::position::Position;
use super::setup::{ForcedTransit, Setup};
use super::setup_error::{SetupError, SetupProblem};
use super::transit::board_of;

impl Position {
    /// The position of `setup`, or every problem that keeps it from being one (the setup
    /// given back in the error).
    pub fn from_setup(setup: Setup) -> Result<Position, SetupError> {
        let (pos, problems) = check(&setup, true);
        if problems.is_empty() {
            Ok(pos)
        } else {
            Err(SetupError {
                setup: Box::new(setup),
                problems,
            })
        }
    }

    /// The position of `setup` with every check but the army checks (which need the start
    /// position, read by this).
    pub(crate) fn from_setup_without_army(setup: &Setup) -> Result<Position, Vec<SetupProblem>> {
        let (pos, problems) = check(setup, false);
        if problems.is_empty() {
            Ok(pos)
        } else {
            Err(problems)
        }
    }
}

/// The position of `setup` and its problems (none when it is valid, and then its hash is
/// complete).
fn check(setup: &Setup, with_army: bool) -> (Position, Vec<SetupProblem>) {
    let mut pos = Position::from_setup_unchecked(setup);
    let v = pos.variant;
    let side = |seat: Seat| SideName {
        seats: v.seats,
        seat,
    };
    let mut problems = Vec::new();
    if setup.turn.0 >= v.seats {
        problems.push(SetupProblem::SeatNotInGame {
            number: setup.turn.0.saturating_add(1),
        });
    }
    let own_pieces = pieces(setup, &mut problems);
    // The attack checks below need one king a side, and the game's own pieces and seats.
    let kings_ok = kings_and_counts(&pos, &mut problems) && own_pieces && setup.turn.0 < v.seats;
    castling(&pos, &mut problems);
    off_board(setup, &mut problems);
    en_passant(&pos, &mut problems);
    if kings_ok {
        if v.seats > 2
            && let Some((a, b)) = pos.kings_side_by_side()
        {
            problems.push(SetupProblem::KingsSideBySide {
                first: side(a),
                second: side(b),
            });
        }
        // Only the seat that moved last must be out of check: with three seats, the seat
        // that moved before it may well have been checked since. In Chess-transit a king
        // on a closed board is out of play there.
        let last = Seat((pos.turn.0 + v.seats - 1) % v.seats);
        let out_of_play = pos
            .king(last)
            .is_some_and(|k| v.has_transit && pos.transit[board_of(k)].is_closed());
        if !out_of_play && pos.is_king_attacked(last) {
            problems.push(SetupProblem::LastMoverInCheck {
                side: side(last),
                to_move: side(pos.turn),
            });
        }
        forced_transit(&pos, setup.forced_transit, &mut problems);
    }
    if with_army {
        problems.extend(army::check(&pos).into_iter().map(SetupProblem::Army));
    }
    if problems.is_empty() {
        pos.hash_en_passant();
        debug_assert_eq!(pos.hash, pos.compute_hash());
    }
    (pos, problems)
}

/// Every piece one of the game's (whether they all are), and no pawn on its promotion
/// cells.
fn pieces(setup: &Setup, problems: &mut Vec<SetupProblem>) -> bool {
    let v = setup.variant();
    let mut own = true;
    for (cell, piece) in setup.pieces() {
        if piece.seat.0 >= v.seats || v.letter(piece.role, piece.seat).is_none() {
            own = false;
            problems.push(SetupProblem::PieceNotInGame {
                cell: v.geometry.cell_name(cell).to_string(),
            });
        } else if let Some(rule) = v.pawn_rule(piece.seat, piece.role)
            && rule.promotion_zone.contains(cell)
        {
            problems.push(SetupProblem::PawnOnPromotionCell {
                side: SideName {
                    seats: v.seats,
                    seat: piece.seat,
                },
                role: RoleName {
                    variant: v.id,
                    role: piece.role,
                },
                cell: v.geometry.cell_name(cell).to_string(),
            });
        }
    }
    own
}

/// Each side one king and at most its start army's number of pieces; whether every side
/// has its king.
fn kings_and_counts(pos: &Position, problems: &mut Vec<SetupProblem>) -> bool {
    let v = pos.variant;
    let mut kings_ok = true;
    for seat in (0..v.seats).map(Seat) {
        let side = SideName {
            seats: v.seats,
            seat,
        };
        let king = Piece::new(seat, Role::King);
        let kings = pos.pieces().filter(|(_, p)| *p == king).count();
        match kings {
            1 => {}
            0 => problems.push(SetupProblem::NoKing { side }),
            count => problems.push(SetupProblem::TooManyKings { side, count }),
        }
        kings_ok &= kings == 1;
        let count = pos.occupied[seat.index()].len();
        if count > v.max_pieces_per_seat {
            problems.push(SetupProblem::TooManyPieces {
                side,
                count,
                max: v.max_pieces_per_seat,
            });
        }
    }
    kings_ok
}

/// Each castling right held with its king and rook on their start cells.
fn castling(pos: &Position, problems: &mut Vec<SetupProblem>) {
    let v = pos.variant;
    let g = &v.geometry;
    for (right, rule) in v.castling.iter().enumerate() {
        if pos.castling >> right & 1 == 0 {
            continue;
        }
        if pos.piece_at(rule.king_from) != Some(Piece::new(rule.seat, Role::King))
            || pos.piece_at(rule.rook_from) != Some(Piece::new(rule.seat, Role::Rook))
        {
            problems.push(SetupProblem::CastlingWithoutPieces {
                right,
                side: SideName {
                    seats: v.seats,
                    seat: rule.seat,
                },
                king: g.cell_name(rule.king_from).to_string(),
                rook: g.cell_name(rule.rook_from).to_string(),
            });
        }
    }
}

/// The en passant square in a game that has it, empty, just behind an enemy pawn that has
/// double-stepped over it. Chess-transit asks only for the pawn one push beyond (a pawn
/// may have transited onto its double-step cells).
fn en_passant(pos: &Position, problems: &mut Vec<SetupProblem>) {
    let Some(target) = pos.en_passant_target() else {
        return;
    };
    let v = pos.variant;
    let g = &v.geometry;
    let cell = g.cell_name(target).to_string();
    if !v.en_passant {
        problems.push(SetupProblem::NoEnPassant { cell });
        return;
    }
    if pos.piece_at(target).is_some() {
        problems.push(SetupProblem::EnPassantOccupied { cell });
        return;
    }
    let follows_double_step = if v.has_transit {
        pos.ep_victim().is_some()
    } else {
        v.pawn_rules
            .iter()
            .filter(|r| r.seat != pos.turn)
            .any(|rule| {
                rule.pushes.iter().any(|&d| {
                    let behind = g.step(target, g.opposite(d));
                    let ahead = g.step(target, d);
                    behind.is_some_and(|b| {
                        rule.double_step_from.contains(b) && pos.piece_at(b).is_none()
                    }) && ahead
                        .is_some_and(|a| pos.piece_at(a) == Some(Piece::new(rule.seat, rule.role)))
                })
            })
    };
    if !follows_double_step {
        problems.push(SetupProblem::EnPassantNoDoubleStep { cell });
    }
}

/// The en passant square and a stated forced transit on the board (the unchecked position
/// leaves an en passant square off the board out).
fn off_board(setup: &Setup, problems: &mut Vec<SetupProblem>) {
    let stated = match setup.forced_transit {
        ForcedTransit::Stated(cell) => cell,
        ForcedTransit::Unstated => None,
    };
    let count = setup.geometry().cell_count();
    for cell in [setup.en_passant, stated].into_iter().flatten() {
        if cell.index() >= count {
            problems.push(SetupProblem::CellOffBoard { index: cell.0 });
        }
    }
}

/// A stated forced transit the same as the position's.
fn forced_transit(pos: &Position, stated: ForcedTransit, problems: &mut Vec<SetupProblem>) {
    let ForcedTransit::Stated(stated) = stated else {
        return;
    };
    // Only Chess-transit has boards to close (and so forced transits).
    let derived = pos
        .variant
        .has_transit
        .then(|| pos.forced_transit())
        .flatten();
    let on_board = stated.is_none_or(|c| c.index() < pos.geometry().cell_count());
    if on_board && stated != derived {
        let g = pos.geometry();
        let name = |c: Option<_>| c.map_or("-".to_string(), |c| g.cell_name(c).to_string());
        problems.push(SetupProblem::ForcedTransit {
            stated: name(stated),
            derived: name(derived),
        });
    }
}
