//! The exhaustive search behind the dead-position tables: for a class of material, is
//! there any checkmate position with it?
//!
//! A checkmate position here is a placement of every king and piece of the class with the
//! mated seat to move, in check and without a legal move, that a game could stand in: no
//! two kings side by side, the seat that moved last not in check, no castling right or en
//! passant square, and each pawn on a cell its pawns can reach from their start cells
//! without promoting. (Whether the last move itself could have been played is not asked:
//! the table is about material, as FIDE's dead-position rule is in practice.)
//!
//! The search places the mated king on every cell (on the torus, whose every cell looks
//! alike, on one cell; with pawns, which go one way, on one cell of each rank), then a
//! piece giving check on each cell from which it attacks the king, then the other kings
//! and pieces on every free cell, and tests every placement in full with the move
//! generator. It skips placements that cannot be mate for a plain reason: every cell next
//! to the mated king must hold one of its own pieces or be attacked, and a piece attacks on
//! an empty board at least what it attacks among other pieces, so when the pieces still
//! to place cannot attack (or, for the mated side, occupy) every cell left uncovered,
//! nothing placed later makes a mate.

use std::time::{Duration, Instant};

use super::material::{MATED, Man, MaterialClass, NEXT, PREVIOUS, SIDES, colour_bound};
use super::table::{DeadTable, Row, Unit};
use super::{bishop_colour, bishop_colour_count, forms};
use crate::army;
use crate::geometry::{Cell, CellSet};
use crate::piece::{Piece, Role, Seat};
use crate::position::Position;
use crate::variant::Variant;

/// What the search found for one class.
#[derive(Clone, Debug)]
pub struct Found {
    /// A checkmate position with the class's material, if one exists.
    pub mate: Option<Position>,
    /// Placements tested in full.
    pub positions: u64,
}

/// One piece to place: its seat, its role and, for a bishop, its colour label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spec {
    seat: Seat,
    role: Role,
    label: Option<u8>,
}

/// The seat of a side of a class when `mated` is the seat to be mated.
fn seat_of(variant: &Variant, mated: Seat, side: usize) -> Seat {
    match side {
        MATED => mated,
        NEXT => mated.next(variant.seats),
        _ => mated.next(variant.seats).next(variant.seats),
    }
}

/// Searches for a checkmate position with exactly the material of `class`.
///
/// The mated seat is Black (Blue in Mattrix); with pawns on the board, in a two-seat game,
/// White is tried too, since pawns go one way. (Without pawns the board's symmetry makes
/// the colours alike; the three seats of Mattrix are alike by its 120-degree turn.)
pub fn search(variant: &'static Variant, class: &MaterialClass) -> Found {
    let has_pawns = class
        .sides()
        .iter()
        .flatten()
        .any(|m| variant.pawn_rules.iter().any(|r| r.role == m.role));
    let mated_seats: &[Seat] = if has_pawns && variant.seats == 2 {
        &[Seat(1), Seat(0)]
    } else {
        &[Seat(1)]
    };
    let mut positions = 0;
    for &mated in mated_seats {
        let mut s = Searcher::new(variant, class, mated, has_pawns);
        let mate = s.run();
        positions += s.positions;
        if mate.is_some() {
            return Found { mate, positions };
        }
    }
    Found {
        mate: None,
        positions,
    }
}

/// The state of one search: the pieces, their cells, the position built so far.
struct Searcher {
    variant: &'static Variant,
    mated: Seat,
    previous: Seat,
    /// Every piece: the mated king first, then the other kings, then the class's pieces.
    specs: Vec<Spec>,
    /// The cells each piece may stand on.
    allowed: Vec<CellSet>,
    /// What each piece attacks from each cell on an empty board.
    attacks: Vec<Vec<CellSet>>,
    /// The cells the mated king is tried on.
    king_cells: Vec<Cell>,
    pos: Position,
    placed: Vec<Option<Cell>>,
    positions: u64,
    /// Per try of the mated king: its neighbouring cells, and per piece and cell the
    /// neighbouring cells it covers (attacks, or for the mated side's pieces occupies), as
    /// bits.
    escapes: Vec<Cell>,
    cover: Vec<Vec<u16>>,
    best_cover: Vec<u32>,
    /// Per piece, an earlier piece to place that is just like it, if any.
    same_before: Vec<Option<usize>>,
}

impl Searcher {
    fn new(
        variant: &'static Variant,
        class: &MaterialClass,
        mated: Seat,
        has_pawns: bool,
    ) -> Searcher {
        let g = &variant.geometry;
        let mut specs = vec![Spec {
            seat: mated,
            role: Role::King,
            label: None,
        }];
        let others: Vec<Seat> = (1..variant.seats)
            .map(|k| Seat((mated.0 + k) % variant.seats))
            .collect();
        for &s in &others {
            specs.push(Spec {
                seat: s,
                role: Role::King,
                label: None,
            });
        }
        for side in [NEXT, PREVIOUS, MATED] {
            for man in class.side(side) {
                specs.push(Spec {
                    seat: seat_of(variant, mated, side),
                    role: man.role,
                    label: man.colour,
                });
            }
        }
        let all: CellSet = g.cells().collect();
        let allowed = specs
            .iter()
            .map(|s| match variant.pawn_rule(s.seat, s.role) {
                Some(_) => pawn_cells(variant, s.seat, s.role),
                None => all,
            })
            .collect();
        let attacks = specs
            .iter()
            .map(|s| {
                g.cells()
                    .map(|c| {
                        let mut p = Position::empty(variant, mated);
                        p.set(c, Some(Piece::new(s.seat, s.role)));
                        p.attacks_from(c)
                    })
                    .collect()
            })
            .collect();
        // The torus looks alike from every cell (pawns aside, which go one way along the
        // files: then every cell of one file).
        let king_cells = if g.wraps() {
            g.cells()
                .filter(|&c| g.coord(c).0 == 0 && (has_pawns || g.coord(c).1 == 0))
                .collect()
        } else {
            g.cells().collect()
        };
        let previous = others[others.len() - 1];
        Searcher {
            variant,
            mated,
            previous,
            placed: vec![None; specs.len()],
            specs,
            allowed,
            attacks,
            king_cells,
            pos: Position::empty(variant, mated),
            positions: 0,
            escapes: Vec::new(),
            cover: Vec::new(),
            best_cover: Vec::new(),
            same_before: Vec::new(),
        }
    }

    /// Runs the search; the first mate found, if any.
    fn run(&mut self) -> Option<Position> {
        let g = &self.variant.geometry;
        for king in self.king_cells.clone() {
            self.escapes = g.dirs().filter_map(|d| g.step(king, d)).collect();
            self.prepare_cover(king);
            self.place(0, king);
            // A piece of an opponent gives check; the same kind of piece once.
            let checkers: Vec<usize> = (0..self.specs.len())
                .filter(|&i| self.specs[i].role != Role::King && self.specs[i].seat != self.mated)
                .filter(|&i| !(1..i).any(|j| self.specs[j] == self.specs[i]))
                .collect();
            for checker in checkers {
                for cell in self.allowed[checker].iter() {
                    if cell == king
                        || !self.attacks[checker][cell.index()].contains(king)
                        || !self.fits_colours(checker, cell)
                    {
                        continue;
                    }
                    self.place(checker, cell);
                    let uncovered = self.all_escapes() & !self.cover[checker][cell.index()];
                    let rest: Vec<usize> =
                        (1..self.specs.len()).filter(|&i| i != checker).collect();
                    self.same_before = (0..self.specs.len())
                        .map(|i| {
                            let at = rest.iter().position(|&r| r == i)?;
                            rest[..at]
                                .iter()
                                .rev()
                                .copied()
                                .find(|&j| self.specs[j] == self.specs[i])
                        })
                        .collect();
                    if let Some(mate) = self.place_rest(&rest, uncovered as u32) {
                        return Some(mate);
                    }
                    self.unplace(checker);
                }
            }
            self.unplace(0);
        }
        None
    }

    fn all_escapes(&self) -> u16 {
        ((1u32 << self.escapes.len()) - 1) as u16
    }

    /// The cover bits of every piece on every cell, with the mated king on `king`.
    fn prepare_cover(&mut self, king: Cell) {
        let g = &self.variant.geometry;
        self.cover = (0..self.specs.len())
            .map(|i| {
                g.cells()
                    .map(|c| {
                        let own = self.specs[i].seat == self.mated;
                        self.escapes
                            .iter()
                            .enumerate()
                            .filter(|&(_, &e)| {
                                if own {
                                    e == c
                                } else {
                                    self.attacks[i][c.index()].contains(e)
                                }
                            })
                            .fold(0u16, |acc, (bit, _)| acc | 1 << bit)
                    })
                    .collect()
            })
            .collect();
        self.best_cover = (0..self.specs.len())
            .map(|i| {
                self.allowed[i]
                    .iter()
                    .filter(|&c| c != king)
                    .map(|c| self.cover[i][c.index()].count_ones())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
    }

    /// Places the pieces `rest` (in order) on free cells, `uncovered` the neighbouring cells
    /// of the mated king nothing placed covers yet; the first mate found.
    fn place_rest(&mut self, rest: &[usize], uncovered: u32) -> Option<Position> {
        let Some((&i, later)) = rest.split_first() else {
            return self.is_mate().then(|| self.pos.clone());
        };
        let can_cover: u32 = rest.iter().map(|&j| self.best_cover[j]).sum();
        if uncovered.count_ones() > can_cover {
            return None;
        }
        // Two pieces alike stand in cell order (the other order is the same placement).
        let after = self.same_before[i].and_then(|j| self.placed[j]);
        for cell in self.allowed[i].iter() {
            if after.is_some_and(|a| cell.0 <= a.0)
                || self.pos.piece_at(cell).is_some()
                || !self.fits_colours(i, cell)
                || (self.specs[i].role == Role::King && self.next_to_a_king(cell))
            {
                continue;
            }
            let left = uncovered & !u32::from(self.cover[i][cell.index()]);
            if later.is_empty() && left != 0 {
                continue;
            }
            self.place(i, cell);
            let found = self.place_rest(later, left);
            self.unplace(i);
            if found.is_some() {
                return found;
            }
        }
        None
    }

    fn place(&mut self, i: usize, cell: Cell) {
        let s = self.specs[i];
        self.pos.set(cell, Some(Piece::new(s.seat, s.role)));
        self.placed[i] = Some(cell);
    }

    fn unplace(&mut self, i: usize) {
        if let Some(cell) = self.placed[i].take() {
            self.pos.set(cell, None);
        }
    }

    /// Whether a king on `cell` would stand next to a king already placed.
    fn next_to_a_king(&self, cell: Cell) -> bool {
        let g = &self.variant.geometry;
        (0..self.variant.seats).any(|s| {
            self.pos
                .king(Seat(s))
                .is_some_and(|k| g.neighbour_set(cell).contains(k))
        })
    }

    /// Whether piece `i` on `cell` keeps the class's bishop colours with the bishops placed.
    fn fits_colours(&self, i: usize, cell: Cell) -> bool {
        let Some(label) = self.specs[i].label else {
            return true;
        };
        let colour = bishop_colour(self.variant, cell);
        (0..self.specs.len()).all(|j| match (self.specs[j].label, self.placed[j]) {
            (Some(other), Some(at)) if j != i => {
                (other == label) == (bishop_colour(self.variant, at) == colour)
            }
            _ => true,
        })
    }

    /// Whether the position built is a checkmate a game could stand in.
    fn is_mate(&mut self) -> bool {
        self.positions += 1;
        let pos = &self.pos;
        let king = pos.king(self.mated).expect("the mated king is placed");
        let own = pos.occupied()[self.mated.index()];
        let escapes = self
            .escapes
            .iter()
            .any(|&e| !own.contains(e) && !pos.attacked_by_others(e, self.mated, Some(king)));
        !escapes
            && pos.in_check()
            && !pos.is_king_attacked(self.previous)
            && pos.count_legal_moves() == 0
    }
}

/// The cells a pawn of `seat` and `role` can stand on: those its pawns reach from their
/// start cells without promoting (the position checks' own, [`crate::army`]).
pub fn pawn_cells(variant: &'static Variant, seat: Seat, role: Role) -> CellSet {
    variant
        .pawn_rules
        .iter()
        .position(|r| r.seat == seat && r.role == role)
        .map_or(CellSet::EMPTY, |i| {
            *army::start_army(variant.id).pawn_cells(i)
        })
}

/// Whether an army could hold the material of `class` at all: no more pieces of a kind
/// than the start army and promotions allow (Great Chess has one giraffe, and promotes
/// only to a general). The positions' own check ([`crate::army::check`]) decides.
pub fn possible(variant: &'static Variant, class: &MaterialClass) -> bool {
    let g = &variant.geometry;
    let mated = Seat(1);
    let mut pos = Position::empty(variant, mated);
    let mut pieces: Vec<Piece> = (0..variant.seats)
        .map(|s| Piece::new(Seat(s), Role::King))
        .collect();
    for side in [NEXT, PREVIOUS, MATED] {
        for man in class.side(side) {
            pieces.push(Piece::new(seat_of(variant, mated, side), man.role));
        }
    }
    for piece in pieces {
        let cells = match variant.pawn_rule(piece.seat, piece.role) {
            Some(_) => pawn_cells(variant, piece.seat, piece.role),
            None => g.cells().collect(),
        };
        let Some(cell) = cells.iter().find(|&c| pos.piece_at(c).is_none()) else {
            return false;
        };
        pos.set(cell, Some(piece));
    }
    !army::check(&pos).iter().any(|p| {
        matches!(
            p,
            army::ArmyProblem::TooManyOfRole { .. } | army::ArmyProblem::TooManyPromoted { .. }
        )
    })
}

/// A searched row and how long its search took.
#[derive(Clone, Debug)]
pub struct Searched {
    /// The row.
    pub row: Row,
    /// The search's wall time.
    pub time: Duration,
}

/// How far [`build_table`] searches.
#[derive(Clone, Copy, Debug)]
pub struct Reach {
    /// Every class of at most this many pieces (besides the kings) without pawns is
    /// searched.
    pub every_class_up_to: usize,
    /// Larger classes, and classes with pawns, up to this many pieces are searched where
    /// the table does not already decide them: when every class with one piece fewer, and
    /// every class with a pawn promoted, has no mate.
    pub needed_classes_up_to: usize,
}

impl Reach {
    /// What the committed tables hold: every class of up to two pieces (one in Mattrix,
    /// whose lone pieces all mate) and the needed ones of up to four.
    pub fn of(variant: &Variant) -> Reach {
        Reach {
            every_class_up_to: if variant.seats == 2 { 2 } else { 1 },
            needed_classes_up_to: 4,
        }
    }
}

/// Builds a board's table: the classes of `reach`, smallest first (without pawns first),
/// each searched; `progress` hears of each row as it is done.
pub fn build_table(
    variant: &'static Variant,
    reach: Reach,
    mut progress: impl FnMut(&Searched),
) -> DeadTable {
    let mut table = DeadTable::default();
    for size in 1..=reach.every_class_up_to.max(reach.needed_classes_up_to) {
        let mut classes = classes_of_size(variant, size);
        classes.sort_by_key(|c| pawn_count(variant, c));
        for class in classes {
            let every = size <= reach.every_class_up_to && pawn_count(variant, &class) == 0;
            if !every && !needed(variant, &table, &class) {
                continue;
            }
            let start = Instant::now();
            let found = search(variant, &class);
            let searched = Searched {
                row: Row {
                    class,
                    mate: found.mate.map(|p| p.to_fen()),
                    positions: found.positions,
                },
                time: start.elapsed(),
            };
            progress(&searched);
            table.push(searched.row);
        }
    }
    table
}

fn pawn_count(variant: &Variant, class: &MaterialClass) -> usize {
    class
        .sides()
        .iter()
        .flatten()
        .filter(|m| variant.pawn_rules.iter().any(|r| r.role == m.role))
        .count()
}

/// Whether the table so far leaves `class` undecided: every class with one piece fewer
/// and every class with one pawn promoted is proven to have no mate (else this class can
/// mate: add the piece, or promote the pawn).
fn needed(variant: &'static Variant, table: &DeadTable, class: &MaterialClass) -> bool {
    class.opponents_armed()
        && class
            .smaller()
            .iter()
            .chain(&promoted(variant, class))
            .all(|c| table.proves_no_mate(&class_units(variant, c)))
}

/// The classes with one pawn of `class` promoted (a promoted bishop on each colour).
fn promoted(variant: &'static Variant, class: &MaterialClass) -> Vec<MaterialClass> {
    let mut out = Vec::new();
    for side in 0..SIDES {
        for (i, &man) in class.side(side).iter().enumerate() {
            for form in forms(variant, seat_of(variant, Seat(1), side), man)
                .into_iter()
                .skip(1)
            {
                let mut sides = class.sides().clone();
                sides[side][i] = form;
                out.push(MaterialClass::new(sides));
            }
        }
    }
    out
}

/// A class as the table is asked about it: each piece with its side and the forms it may
/// take, a bishop's label as its colour.
pub fn class_units(variant: &'static Variant, class: &MaterialClass) -> Vec<Unit> {
    (0..SIDES)
        .flat_map(|side| {
            class.side(side).iter().map(move |&man| Unit {
                side,
                forms: forms(variant, seat_of(variant, Seat(1), side), man),
            })
        })
        .collect()
}

/// Every class of `size` pieces (besides the kings) with an armed opponent that an army
/// can hold, each once.
fn classes_of_size(variant: &'static Variant, size: usize) -> Vec<MaterialClass> {
    let roles: Vec<Role> = variant
        .letters
        .iter()
        .map(|&(r, _)| r)
        .filter(|&r| r != Role::King)
        .collect();
    let sides: &[usize] = if variant.seats == 2 {
        &[NEXT, MATED]
    } else {
        &[NEXT, PREVIOUS, MATED]
    };
    let slots: Vec<(usize, Role)> = sides
        .iter()
        .flat_map(|&s| roles.iter().map(move |&r| (s, r)))
        .collect();
    let mut out: Vec<MaterialClass> = Vec::new();
    let mut pick = Vec::new();
    choose(&slots, 0, size, &mut pick, &mut |picked| {
        let bishops = picked.iter().filter(|(_, r)| colour_bound(*r)).count();
        let colours = bishop_colour_count(variant).min(bishops as u8).max(1);
        for labels in label_vectors(bishops, colours) {
            let mut sides: [Vec<Man>; SIDES] = Default::default();
            let mut next = labels.iter();
            for &(side, role) in picked {
                let colour = colour_bound(role).then(|| *next.next().expect("a label each"));
                sides[side].push(Man { role, colour });
            }
            let class = MaterialClass::new(sides);
            if class.opponents_armed() && possible(variant, &class) && !out.contains(&class) {
                out.push(class);
            }
        }
    });
    out.sort();
    out
}

/// A piece of a class being built: its side and role.
type Slot = (usize, Role);

/// Calls `f` with every multiset of `size` slots (from `from` on).
fn choose(
    slots: &[Slot],
    from: usize,
    size: usize,
    pick: &mut Vec<Slot>,
    f: &mut dyn FnMut(&[Slot]),
) {
    if size == 0 {
        f(pick);
        return;
    }
    for i in from..slots.len() {
        pick.push(slots[i]);
        choose(slots, i, size - 1, pick, f);
        pick.pop();
    }
}

/// Every labelling of `n` bishops with at most `colours` labels.
fn label_vectors(n: usize, colours: u8) -> Vec<Vec<u8>> {
    let mut out = vec![Vec::new()];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|v| {
                (0..colours).map(move |c| {
                    let mut w = v.clone();
                    w.push(c);
                    w
                })
            })
            .collect();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::material::class;
    use super::*;
    use crate::VariantId;

    #[test]
    fn pawns_stand_where_their_pawns_can_go() {
        let v = VariantId::Classical.rules();
        let g = &v.geometry;
        let white = pawn_cells(v, Seat::WHITE, Role::Pawn);
        assert_eq!(white.len(), 48);
        assert!(!white.contains(g.cell_by_name("a1").unwrap()));
        // On the torus White's pawns start on ranks 12 (files L to I), 1 and 2 and promote
        // on 8: ranks 12 to 7, less K12 and J12, which no pawn reaches.
        let w = VariantId::Wirth.rules();
        let cells = pawn_cells(w, Seat::WHITE, Role::Pawn);
        assert_eq!(cells.len(), 12 * 8 - 2);
        for name in ["E11", "K12", "J12", "E8"] {
            assert!(
                !cells.contains(w.geometry.cell_by_name(name).unwrap()),
                "{name}"
            );
        }
    }

    #[test]
    fn classes_no_army_can_hold_are_left_out() {
        let great = VariantId::Great.rules();
        assert!(!possible(great, &class(VariantId::Great, "K+G+G v K")));
        assert!(possible(great, &class(VariantId::Great, "K+W+W v K")));
        assert!(possible(great, &class(VariantId::Great, "K+Q+Q v K")));
        assert!(possible(
            VariantId::Classical.rules(),
            &class(VariantId::Classical, "K+N+N+N v K")
        ));
    }

    #[test]
    fn the_classes_of_two_pieces_are_every_pair() {
        let v = VariantId::Classical.rules();
        let names: Vec<String> = classes_of_size(v, 1)
            .iter()
            .map(|c| c.display(v).to_string())
            .collect();
        assert_eq!(names.len(), 5, "{names:?}");
        // Two-piece classes: 15 pairs for one side (the bishop pair twice), 25 pairs of
        // one piece each (the bishops twice).
        assert_eq!(classes_of_size(v, 2).len(), 16 + 26);
    }

    #[test]
    fn small_searches_agree_with_fide() {
        let v = VariantId::Classical.rules();
        for (text, mate) in [("K+N v K", false), ("K+R v K", true), ("K+B v K+N", true)] {
            let found = search(v, &class(VariantId::Classical, text));
            assert_eq!(found.mate.is_some(), mate, "{text}");
            if let Some(p) = found.mate {
                assert!(p.in_check() && p.legal_moves().is_empty(), "{text}: {p:?}");
            }
        }
    }

    #[test]
    fn the_torus_looks_alike_from_every_cell() {
        // What lets the search try the mated king on one cell of the torus: moving every
        // cell by one file or one rank carries each step, ray and leap to the same ones.
        let g = &VariantId::Wirth.rules().geometry;
        let shift = |c: Cell, df: i32, dr: i32| {
            let (f, r) = g.coord(c);
            crate::geometry::square::cell_at(g, (f + df).rem_euclid(12), (r + dr).rem_euclid(12))
                .unwrap()
        };
        for c in g.cells() {
            for (df, dr) in [(1, 0), (0, 1)] {
                for d in g.dirs() {
                    let moved: Vec<Cell> = g.ray(c, d).iter().map(|&x| shift(x, df, dr)).collect();
                    assert_eq!(moved, g.ray(shift(c, df, dr), d));
                }
                let mut leaps: Vec<Cell> = g
                    .knight_targets(c)
                    .iter()
                    .map(|&x| shift(x, df, dr))
                    .collect();
                let mut there = g.knight_targets(shift(c, df, dr)).to_vec();
                leaps.sort();
                there.sort();
                assert_eq!(leaps, there);
            }
        }
    }
}
