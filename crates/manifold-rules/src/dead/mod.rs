//! Dead positions (RULES 0): a position from which no series of legal moves can end in a
//! mate is drawn at once (FIDE 5.2.2), and a player whose flag falls does not lose when the
//! opponent could never mate (FIDE 6.9).
//!
//! Which material can never mate depends on the board: the square board's list (K v K,
//! K+B v K, K+N v K, same-coloured bishops) is not the torus's, where no checkmate
//! position exists at all with K+Q v K. Each board's answers are a table
//! ([`table::DeadTable`]) made by an exhaustive search of placements ([`search`]): for
//! each class of material, is there any checkmate position with it? The tables are data
//! (`tables/*.ron`, one per board, named by the game's [`MaterialRule`]), written by
//! `manifold-cli dead-positions`; `docs/dead-positions.md` shows them.
//!
//! A position is judged by its material alone:
//! - a side whose opponents have nothing but their kings can never be mated: only a piece
//!   gives check, since kings never stand side by side;
//! - a pawn counts in every form it may take: as a pawn and as each piece it may promote
//!   to (a promoted bishop on either colour), so it counts as able to mate unless every
//!   form is proven unable;
//! - material that fits inside a class the search found no mate for is dead (taking pieces
//!   away never makes a mate possible); any other material counts as able to mate.
//!
//! Mattrix (three seats): a position is dead when no seat can ever be mated, by either
//! opponent or both together; the search places all three kings, the mated seat's
//! opponents both able to give check and to guard its king's cells, and the third king
//! helping too. Chess-transit (two boards): every piece can reach either open board (a
//! closed board may still be left by transit), a transit keeps a square's colour, a board
//! mate is a check with no answer on that board, and a king's escape by transit does not
//! count, so the two boards pool their material and the 8x8 table decides (see RULES.md).
//!
//! [`MaterialRule`]: crate::variant::MaterialRule

pub mod material;
pub mod search;
pub mod table;

use std::sync::OnceLock;

use material::{MATED, Man, MaterialClass, NEXT, PREVIOUS, colour_bound};
use table::{DeadTable, Unit};

use crate::geometry::Cell;
use crate::piece::{Role, Seat};
use crate::position::Position;
use crate::transit;
use crate::variant::{Variant, VariantId};

/// The dead-position table of a game's board, read once from its [`MaterialRule`].
///
/// [`MaterialRule`]: crate::variant::MaterialRule
pub fn table(variant: &'static Variant) -> &'static DeadTable {
    static TABLES: [OnceLock<DeadTable>; VariantId::ALL.len()] =
        [const { OnceLock::new() }; VariantId::ALL.len()];
    TABLES[variant_index(variant.id)].get_or_init(|| {
        DeadTable::parse(variant, variant.material_rule.table)
            .expect("a built-in dead-position table reads")
    })
}

/// The colour of a cell as a bishop sees it: cells a bishop can reach from one another
/// (diagonal steps, and in Chess-transit the same square of the other board) share a
/// colour. Numbered from 0 in cell order.
pub fn bishop_colour(variant: &'static Variant, cell: Cell) -> u8 {
    colours(variant).0[cell.index()]
}

/// The number of bishop colours of a board (2 on the square boards and the torus, 3 on the
/// hex board).
pub fn bishop_colour_count(variant: &'static Variant) -> u8 {
    colours(variant).1
}

/// Every cell's bishop colour and the number of colours, worked out once per game.
fn colours(variant: &'static Variant) -> &'static (Vec<u8>, u8) {
    static COLOURS: [OnceLock<(Vec<u8>, u8)>; VariantId::ALL.len()] =
        [const { OnceLock::new() }; VariantId::ALL.len()];
    COLOURS[variant_index(variant.id)].get_or_init(|| {
        let by_cell = colours_of(variant);
        let count = by_cell.iter().max().map_or(0, |m| m + 1);
        (by_cell, count)
    })
}

/// Cell colours by bishop reach: a union of the cells joined by diagonal steps.
fn colours_of(variant: &Variant) -> Vec<u8> {
    let g = &variant.geometry;
    let mut parent: Vec<usize> = (0..g.cell_count()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut join = |a: usize, b: usize| {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        parent[ra.max(rb)] = ra.min(rb);
    };
    for c in g.cells() {
        for &d in g.diagonal_dirs() {
            if let Some(n) = g.step(c, d) {
                join(c.index(), n.index());
            }
        }
        if variant.has_transit {
            join(c.index(), transit::twin(c).index());
        }
    }
    let mut labels: Vec<usize> = Vec::new();
    (0..g.cell_count())
        .map(|i| {
            let r = root(&mut parent, i);
            let at = labels.iter().position(|&l| l == r).unwrap_or_else(|| {
                labels.push(r);
                labels.len() - 1
            });
            at as u8
        })
        .collect()
}

fn variant_index(id: VariantId) -> usize {
    VariantId::ALL
        .iter()
        .position(|&v| v == id)
        .expect("every variant is listed")
}

/// The material of `pos` as the table is asked about it, seen from the seat `mated`: each
/// piece but the kings with its side and the forms it may take.
pub fn units(pos: &Position, mated: Seat) -> Vec<Unit> {
    let v = pos.variant();
    pos.pieces()
        .filter(|(_, p)| p.role != Role::King)
        .map(|(cell, p)| {
            let side = if p.seat == mated {
                MATED
            } else if p.seat == mated.next(v.seats) {
                NEXT
            } else {
                PREVIOUS
            };
            let man = Man {
                role: p.role,
                colour: colour_bound(p.role).then(|| bishop_colour(v, cell)),
            };
            Unit {
                side,
                forms: forms(v, p.seat, man),
            }
        })
        .collect()
}

/// The forms a piece of `seat` may take: itself first, then, for a pawn, each piece it may
/// promote to (a bishop on each of the board's colours; a class's colour labels are colours
/// of the board too).
pub fn forms(variant: &'static Variant, seat: Seat, man: Man) -> Vec<Man> {
    let mut forms = vec![man];
    if let Some(rule) = variant.pawn_rule(seat, man.role) {
        for &role in &rule.promotions {
            if colour_bound(role) {
                forms.extend((0..bishop_colour_count(variant)).map(|c| Man {
                    role,
                    colour: Some(c),
                }));
            } else {
                forms.push(Man { role, colour: None });
            }
        }
    }
    forms
}

/// The material of `pos` as a class, seen from the seat `mated`, each pawn as a pawn and
/// each bishop labelled by its cell's colour.
pub fn class_of(pos: &Position, mated: Seat) -> MaterialClass {
    let mut sides: [Vec<Man>; material::SIDES] = Default::default();
    for unit in units(pos, mated) {
        sides[unit.side].push(unit.forms[0]);
    }
    MaterialClass::new(sides)
}

/// Whether `seat` could ever be mated (by any opponent) from `pos`, by its board's table:
/// false only when the table proves no mate can come of the material.
pub fn may_be_mated(pos: &Position, seat: Seat) -> bool {
    !table(pos.variant()).proves_no_mate(&units(pos, seat))
}

/// Whether `seat` could ever mate from `pos` by some series of legal moves, judged by the
/// material (FIDE 6.9's "could not checkmate the opponent's king by any possible series of
/// legal moves"): a flag fall of the opponent is a draw where this is false.
///
/// A seat with nothing but its king can never mate (only a piece gives check). With two
/// seats the answer is the board's table for this seat's material against the opponent's
/// (the opponent's own pieces may help, as a knight may block its king's last square).
/// With three seats (Mattrix) it is whether the seat has a piece and an opponent may be
/// mated; the table does not say by whom, but every lone piece of Mattrix can mate with
/// the other kings' help, so there a piece is enough.
pub fn can_ever_mate(pos: &Position, seat: Seat) -> bool {
    let v = pos.variant();
    let armed = pos
        .pieces()
        .any(|(_, p)| p.seat == seat && p.role != Role::King);
    armed
        && (0..v.seats)
            .map(Seat)
            .filter(|&m| m != seat)
            .any(|m| may_be_mated(pos, m))
}

/// Whether `pos` is dead (RULES 0): no seat can ever be mated, by its board's table; in
/// Great Chess also the material of Ruling G3 (each side at most one bishop or knight).
pub fn is_dead(pos: &Position) -> bool {
    let v = pos.variant();
    let pieces: usize = pos.occupied().iter().map(|s| s.len()).sum::<usize>()
        - (0..v.seats)
            .filter(|&s| pos.king(Seat(s)).is_some())
            .count();
    if v.material_rule.minor_pieces_drawn && pieces <= v.seats as usize && minor_pieces_only(pos) {
        return true;
    }
    // More material than any class without a mate: some seat is armed, and a seat it
    // opposes may be mated.
    if pieces > table(v).max_dead_pieces() {
        return false;
    }
    (0..v.seats).all(|m| !may_be_mated(pos, Seat(m)))
}

/// Great Chess Ruling G3's material: no side has more than a king and one bishop or knight.
fn minor_pieces_only(pos: &Position) -> bool {
    let v = pos.variant();
    (0..v.seats).all(|s| {
        let mut others = pos
            .pieces()
            .filter(|(_, p)| p.seat == Seat(s) && p.role != Role::King);
        match others.next() {
            None => true,
            Some((_, p)) => {
                matches!(p.role, Role::Bishop | Role::Knight) && others.next().is_none()
            }
        }
    })
}
