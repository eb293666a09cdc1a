//! The lines along which a king is attacked: what a board draws to show a check, across
//! seams on the torus.

use super::geometry::{Cell, DirKind};
use super::piece::{Piece, Role, Seat};
use super::position::Position;

impl Position {
    /// For each attack on `seat`'s king by a piece of another seat: the cells from the
    /// attacking piece to the king, in order (the attacker first, the king last; a leap
    /// or a pawn's capture is just the two cells). A rider that reaches the king both ways
    /// round a wrapped line gives two lines. Empty without a king or a check.
    pub fn check_lines(&self, seat: Seat) -> Vec<Vec<Cell>> {
        let Some(king) = self.king(seat) else {
            return Vec::new();
        };
        let g = self.geometry();
        let mut lines = Vec::new();
        for d in g.dirs() {
            let along_line = g.dir_kind(d) == DirKind::Line;
            let ray = g.ray(king, d);
            let Some((i, piece)) = ray
                .iter()
                .enumerate()
                .find_map(|(i, &c)| self.piece_at(c).map(|p| (i, p)))
            else {
                continue;
            };
            let attacks = piece.seat != seat
                && ((along_line && piece.role.rides_lines())
                    || (!along_line && piece.role.rides_diagonals())
                    || (i == 0 && piece.role == Role::King));
            if attacks {
                let mut cells: Vec<Cell> = ray[..=i].iter().rev().copied().collect();
                cells.push(king);
                lines.push(cells);
            }
        }
        for &c in g.knight_targets(king) {
            if self
                .piece_at(c)
                .is_some_and(|p| p.seat != seat && p.role.leaps_knight())
            {
                lines.push(vec![c, king]);
            }
        }
        for rule in self.variant().pawn_rules.iter().filter(|r| r.seat != seat) {
            for &d in rule.captures.iter() {
                if let Some(c) = g.step(king, g.opposite(d))
                    && self.piece_at(c) == Some(Piece::new(rule.seat, rule.role))
                {
                    lines.push(vec![c, king]);
                }
            }
        }
        lines
    }
}
