//! The cells one piece attacks: where it could capture if an enemy stood there, as the
//! explorer shows it. The same patterns as [`Position::attacked_by`] (which looks from the
//! target instead): riders along their rays up to and including the first piece, leapers
//! and kings by their steps, pawns by their capture steps; nothing on a closed board of
//! Chess-transit.

use super::geometry::{Cell, CellSet};
use super::piece::Role;
use super::position::Position;
use super::transit;

impl Position {
    /// The cells the piece on `cell` attacks (empty when the cell is empty).
    pub fn attacks_from(&self, cell: Cell) -> CellSet {
        let mut out = CellSet::EMPTY;
        let Some(piece) = self.piece_at(cell) else {
            return out;
        };
        if transit::on_closed_board(self, cell) {
            return out;
        }
        let g = self.geometry();
        if let Some(rule) = self.variant.pawn_rule(piece.seat, piece.role) {
            out.extend(rule.captures.iter().filter_map(|&d| g.step(cell, d)));
            return out;
        }
        if piece.role == Role::King {
            out.extend(g.dirs().filter_map(|d| g.step(cell, d)));
            return out;
        }
        if piece.role.leaps_knight() {
            out.extend(g.knight_targets(cell).iter().copied());
        }
        for &d in g.rider_dirs(piece.role.rides_lines(), piece.role.rides_diagonals()) {
            for &c in g.ray(cell, d) {
                out.insert(c);
                if self.board[c.index()] != 0 {
                    break;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{CellSet, Piece, Position, Seat, VariantId};

    /// In every start position, each piece alone against the rest (all given to another
    /// seat, so they only block) attacks what `attacked_by` says its seat attacks.
    #[test]
    fn one_piece_attacks_what_attacked_by_finds() {
        for id in VariantId::ALL {
            let start = Position::start(id);
            let g = start.geometry();
            for (cell, piece) in start.pieces() {
                let mut pos = start.clone();
                let other = Seat(u8::from(piece.seat == Seat::WHITE));
                for (c, p) in start.pieces().filter(|&(c, _)| c != cell) {
                    pos.set(c, Some(Piece::new(other, p.role)));
                }
                let by_target: CellSet = g
                    .cells()
                    .filter(|&t| pos.attacked_by(t, piece.seat, None))
                    .collect();
                assert_eq!(
                    pos.attacks_from(cell),
                    by_target,
                    "{id}: {piece:?} on {}",
                    g.cell_name(cell)
                );
            }
        }
    }
}
