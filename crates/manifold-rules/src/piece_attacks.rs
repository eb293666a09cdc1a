//! The cells one piece attacks: where it could capture if an enemy stood there, as the
//! explorer shows it. The same patterns as [`Position::attacked_by`] (which looks from the
//! target instead): riders along their rays up to and including the first piece, leapers
//! and kings by their steps, pawns by their capture steps; nothing on a closed board of
//! Chess-transit.

use super::geometry::{Cell, CellSet};
use super::piece::{Role, Seat};
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

impl Position {
    /// The pieces of `seat` that stand attacked by another seat and not defended by their
    /// own: the cells of its pieces (its king excepted: a king is never captured, and an
    /// attacked one is in check) that some other seat attacks ([`Position::attacked_by`],
    /// so across the torus's seams and only on the board the piece stands on) and no other
    /// piece of `seat` attacks. In Mattrix either opponent's attack counts. Nothing is
    /// attacked on a closed board of Chess-transit, and a transit never captures.
    ///
    /// "Defended" is the attack tables' plain sense, as a player counts at a glance: a
    /// pinned defender, or a king defending a piece the enemy attacks twice, still counts;
    /// a defended piece attacked by a cheaper one is not listed. Whose turn it is does not
    /// matter.
    pub fn hanging_pieces(&self, seat: Seat) -> CellSet {
        let mut out = CellSet::EMPTY;
        for (cell, piece) in self.pieces() {
            if piece.seat != seat
                || piece.role == Role::King
                || transit::on_closed_board(self, cell)
            {
                continue;
            }
            if self.attacked_by_others(cell, seat, None) && !self.attacked_by(cell, seat, None) {
                out.insert(cell);
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

    /// A piece attacked and not defended is listed, a defended one is not, the king never,
    /// and nothing on a closed board of Chess-transit.
    #[test]
    fn hanging_pieces_are_attacked_and_not_defended() {
        let pos = Position::from_fen(VariantId::Classical, "4k3/8/8/N2q4/8/8/6B1/4K1R1 w - - 0 1")
            .unwrap();
        let name = |p: &Position, set: CellSet| -> Vec<String> {
            set.iter()
                .map(|c| p.geometry().cell_name(c).to_string())
                .collect()
        };
        assert_eq!(name(&pos, pos.hanging_pieces(Seat::WHITE)), ["a5"]);
        assert_eq!(name(&pos, pos.hanging_pieces(Seat::BLACK)), ["d5"]);
        // The knight on the closed board 1 stands under the rook, but nothing is attacked
        // there; on board 2 it would hang.
        let closed = "3r4/8/8/8/8/8/3N4/8|4k3/8/8/8/8/8/8/4K3 w - - 0 1 1-0/open -";
        let open = closed.replace("1-0/open", "open/open");
        let closed = Position::from_fen(VariantId::Transit, closed).unwrap();
        let open = Position::from_fen(VariantId::Transit, &open).unwrap();
        assert!(closed.hanging_pieces(Seat::WHITE).is_empty());
        assert_eq!(open.hanging_pieces(Seat::WHITE).len(), 1);
    }
}
