//! The piece explorer's core: a piece put on an empty board of its game (or into a given
//! position) and what it can do there: the cells it can move to, the cells it attacks and,
//! on the torus, the closed lines its rays run round.
//!
//! The move generator needs no kings (a side without one is never in check), so the empty
//! board holds the explored piece alone; in a given position the piece's side is set to
//! move, so its moves are the legal ones there (pins and checks included).

use manifold_rules::draughts::DraughtsPosition;
use manifold_rules::geometry::Dir;
use manifold_rules::{Cell, CellSet, GameKind, Geometry, PieceShape, PieceView, Position, Role};

use super::edit_error::EditError;
use super::edited::{EditedPosition, EditedSetup};

/// A line of the board that closes on itself through the explored cell (the torus): the
/// cells one ray visits from the start until it is back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClosedLine {
    /// The direction walked.
    pub dir: Dir,
    /// The cells in the order visited, the start cell first (the walk then returns to it).
    pub cells: Vec<Cell>,
}

/// What a piece can do on a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exploration {
    /// The cells it can move to, in cell order (each once, however many ways lead there).
    pub targets: Vec<Cell>,
    /// Its legal moves (a promotion counts once per piece it may become).
    pub moves: usize,
    /// The cells it attacks (where it could capture), in cell order.
    pub attacks: Vec<Cell>,
    /// The closed lines through its cell along which it rides (one per line, not per
    /// direction: the opposite direction walks the same cells backwards). Empty on boards
    /// whose lines end at an edge.
    pub closed_lines: Vec<ClosedLine>,
}

impl Exploration {
    /// How many cells it can move to.
    #[cfg(test)]
    pub(crate) fn target_count(&self) -> usize {
        self.targets.len()
    }
}

/// Puts `piece` on `cell` of an empty board of `kind` (with `on`: into that position,
/// replacing what stands there) with its side to move, and says what it can do.
pub fn explore(
    kind: GameKind,
    piece: PieceView,
    cell: Cell,
    on: Option<&EditedPosition>,
) -> Result<Exploration, EditError> {
    let mut pos = match on {
        Some(p) if p.kind() != kind => return Err(EditError::OtherGame),
        Some(p) => p.clone(),
        None => EditedPosition::empty(kind),
    };
    pos.put(cell, piece)?;
    pos.set_turn(piece.seat)?;
    let cells = |set: CellSet| -> Vec<Cell> { set.iter().collect() };
    let draughts = match pos.setup() {
        EditedSetup::Draughts(setup) => DraughtsPosition::from_setup_unchecked(setup),
        EditedSetup::Chess(setup) => {
            let raw = Position::from_setup_unchecked(setup);
            let moves: Vec<_> = raw
                .legal_moves()
                .iter()
                .filter(|m| m.from == cell)
                .copied()
                .collect();
            let role = match piece.shape {
                PieceShape::Chess(role) => role,
                PieceShape::Man | PieceShape::DraughtsKing => Role::Pawn,
            };
            return Ok(Exploration {
                targets: cells(moves.iter().map(|m| m.to).collect()),
                moves: moves.len(),
                attacks: cells(raw.attacks_from(cell)),
                closed_lines: closed_lines(pos.geometry(), role, cell),
            });
        }
    };
    let moves: Vec<_> = draughts
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == cell)
        .collect();
    let attacks = moves
        .iter()
        .fold(CellSet::EMPTY, |acc, m| acc.union(m.captured));
    Ok(Exploration {
        targets: cells(moves.iter().map(|m| m.to).collect()),
        moves: moves.len(),
        attacks: cells(attacks),
        closed_lines: Vec::new(),
    })
}

/// The closed lines through `cell` along which `role` rides (see [`ClosedLine`]).
pub fn closed_lines(g: &Geometry, role: Role, cell: Cell) -> Vec<ClosedLine> {
    let mut out: Vec<ClosedLine> = Vec::new();
    for &dir in g.rider_dirs(role.rides_lines(), role.rides_diagonals()) {
        if out.iter().any(|l| l.dir == g.opposite(dir)) {
            continue;
        }
        let mut cells = vec![cell];
        let mut at = cell;
        let closed = loop {
            match g.step(at, dir) {
                Some(next) if next == cell => break true,
                Some(next) if cells.len() < g.cell_count() => {
                    cells.push(next);
                    at = next;
                }
                _ => break false,
            }
        };
        if closed {
            out.push(ClosedLine { dir, cells });
        }
    }
    out
}
