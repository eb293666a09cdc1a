//! Chess-transit (RULES 6): the transit move, closed boards, per-board results, board mate
//! with its forced king transit, and transit loss.
//!
//! The two boards are one [`Geometry`](crate::rules::geometry::Geometry) of 128 cells
//! (board 1 = cells 0..64, board 2 = 64..128) whose rays never cross between boards, so the
//! ordinary move generator plays FIDE chess on each board; this module adds what belongs to
//! transit only. Each board's status is part of the [`Position`], so it is hashed, copied
//! and undone with it.

pub mod notation;
pub mod text;

use super::game::{EndReason, GameResult, Outcome};
use super::geometry::{Cell, DirKind};
use super::moves::{Move, MoveKind, MoveList};
use super::piece::{Role, Seat};
use super::position::Position;
use super::variant::VariantId;

/// The state of one of the two boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardStatus {
    /// Play goes on here.
    #[default]
    Open,
    /// Closed, won by this seat.
    Won(Seat),
    /// Closed, drawn.
    Drawn,
}

impl BoardStatus {
    /// Whether the board is closed (decided).
    pub fn is_closed(self) -> bool {
        self != BoardStatus::Open
    }

    /// A small index for hashing and text: 0 open, 1 White won, 2 Black won, 3 drawn.
    pub(crate) fn index(self) -> usize {
        match self {
            BoardStatus::Open => 0,
            BoardStatus::Won(s) if s == Seat::WHITE => 1,
            BoardStatus::Won(_) => 2,
            BoardStatus::Drawn => 3,
        }
    }

    /// Half-points for (White, Black) from a closed board.
    fn half_points(self) -> (u8, u8) {
        match self {
            BoardStatus::Open => (0, 0),
            BoardStatus::Won(s) if s == Seat::WHITE => (2, 0),
            BoardStatus::Won(_) => (0, 2),
            BoardStatus::Drawn => (1, 1),
        }
    }
}

/// The board (0 or 1) a cell belongs to.
#[inline]
pub fn board_of(cell: Cell) -> usize {
    cell.index() / 64
}

/// Whether `cell` lies on a closed board of Chess-transit (never in other games).
#[inline]
pub(crate) fn on_closed_board(pos: &Position, cell: Cell) -> bool {
    pos.variant.id == VariantId::Transit && pos.transit[board_of(cell)].is_closed()
}

/// The same square on the other board.
#[inline]
pub fn twin(cell: Cell) -> Cell {
    Cell(cell.0 ^ 64)
}

impl Position {
    /// The status of both boards (Chess-transit; always open elsewhere).
    pub fn board_status(&self) -> [BoardStatus; 2] {
        self.transit
    }

    /// Changes a board's status, keeping the hash in step.
    pub(crate) fn set_board_status(&mut self, board: usize, status: BoardStatus) {
        let keys = super::zobrist::keys();
        self.hash ^= keys.board_status(board, self.transit[board].index());
        self.transit[board] = status;
        self.hash ^= keys.board_status(board, status.index());
    }

    /// The cell of the king of the side to move when it stands on a closed board and so must
    /// transit now.
    pub fn forced_transit(&self) -> Option<Cell> {
        let king = self.king(self.turn)?;
        self.transit[board_of(king)].is_closed().then_some(king)
    }

    /// Whether the piece on `from` attacks `target` (both on one board).
    fn piece_attacks(&self, from: Cell, target: Cell) -> bool {
        let Some(piece) = self.piece_at(from) else {
            return false;
        };
        let g = self.geometry();
        if let Some(rule) = self.variant.pawn_rule(piece.seat, piece.role) {
            return rule
                .captures
                .iter()
                .any(|&d| g.step(from, d) == Some(target));
        }
        if piece.role == Role::King {
            return g.dirs().any(|d| g.step(from, d) == Some(target));
        }
        if piece.role.leaps_knight() && g.knight_targets(from).contains(&target) {
            return true;
        }
        g.dirs().any(|d| {
            let rides = match g.dir_kind(d) {
                DirKind::Line => piece.role.rides_lines(),
                DirKind::Diagonal => piece.role.rides_diagonals(),
            };
            rides
                && g.ray(from, d)
                    .iter()
                    .position(|&c| c == target || self.piece_at(c).is_some())
                    .is_some_and(|i| g.ray(from, d)[i] == target)
        })
    }
}

/// The legal moves of a Chess-transit position: FIDE moves on the open boards, and
/// transits (RULES 6.2); a king on a closed board may only transit.
pub(crate) fn legal_moves(pos: &Position, out: &mut MoveList) {
    let us = pos.turn;
    if pos.forced_transit().is_none() {
        let mut ordinary = MoveList::new();
        pos.chess_legal_moves_into(&mut ordinary);
        out.extend(
            ordinary
                .into_iter()
                .filter(|m| !pos.transit[board_of(m.from)].is_closed()),
        );
    }
    for from in pos.occupied[us.index()].iter() {
        if let Some(m) = transit_move(pos, from) {
            out.push(m);
        }
    }
}

/// The transit of the piece on `from` to the same square of the other board, if legal.
fn transit_move(pos: &Position, from: Cell) -> Option<Move> {
    let us = pos.turn;
    let to = twin(from);
    let piece = pos.piece_at(from)?;
    if pos.transit[board_of(to)].is_closed() || pos.piece_at(to).is_some() {
        return None;
    }
    if piece.role == Role::King && pos.attacked_by_others(to, us, None) {
        return None;
    }
    if pos.forced_transit().is_some() && piece.role != Role::King {
        return None;
    }
    let m = Move {
        from,
        to,
        promotion: None,
        kind: MoveKind::Transit,
    };
    let after = pos.play_raw(m);
    if after.is_king_attacked(us) {
        return None;
    }
    let gives_check = (0..pos.variant.seats)
        .map(Seat)
        .filter(|&s| s != us)
        .filter_map(|s| after.king(s))
        .any(|k| after.piece_attacks(to, k));
    (!gives_check).then_some(m)
}

/// The consequences of the move just played (RULES 6.3), applied to the new position: a
/// side left with nothing on open board 1 loses it; a board mate closes the board; a king
/// on a closed board that cannot transit loses or draws the other board.
pub(crate) fn after_move(pos: &mut Position) {
    // Transit loss: nothing left on an open board 1.
    if !pos.transit[0].is_closed() {
        for seat in [Seat::WHITE, Seat::BLACK] {
            let on_board_1 = pos.occupied[seat.index()].iter().any(|c| board_of(c) == 0);
            if !on_board_1 {
                pos.set_board_status(0, BoardStatus::Won(seat.next(2)));
                break;
            }
        }
    }
    let us = pos.turn;
    let Some(king) = pos.king(us) else { return };
    let board = board_of(king);
    if !pos.transit[board].is_closed() && pos.in_check() {
        let mut moves = MoveList::new();
        legal_moves(pos, &mut moves);
        if moves
            .iter()
            .all(|m| m.from == king && m.kind == MoveKind::Transit)
        {
            pos.set_board_status(board, BoardStatus::Won(us.next(2)));
        }
    }
    // A king on a closed board must transit now; when it cannot, the other board is decided.
    if pos.transit[board].is_closed() {
        let other = 1 - board;
        let finish = twin(king);
        if pos.transit[other].is_closed() {
            return;
        }
        if pos.attacked_by_others(finish, us, None) {
            pos.set_board_status(other, BoardStatus::Won(us.next(2)));
        } else if pos.piece_at(finish).is_some() {
            pos.set_board_status(other, BoardStatus::Drawn);
        }
    }
}

/// The result of a Chess-transit game whose boards are decided, every open board taking
/// `open_boards` (a resignation loses them, a draw draws them).
pub(crate) fn final_outcome(
    pos: &Position,
    open_boards: BoardStatus,
    reason: EndReason,
) -> Outcome {
    let (mut white, mut black) = (0, 0);
    for status in pos.transit {
        let status = if status.is_closed() {
            status
        } else {
            open_boards
        };
        let (w, b) = status.half_points();
        white += w;
        black += b;
    }
    Outcome {
        result: GameResult::Score { white, black },
        reason,
    }
}

/// Whether both boards are closed, which ends the game.
pub(crate) fn both_closed(pos: &Position) -> bool {
    pos.transit.iter().all(|s| s.is_closed())
}
