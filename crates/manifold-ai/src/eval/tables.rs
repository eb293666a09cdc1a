//! Look-up tables the evaluation derives once per game from the variant's data: how far
//! each pawn is from promotion, which pawns are passed, the files beside a pawn, the enemy
//! pawns that can chase a piece off a cell, the squares around and in front of a king, how
//! far each cell is from the board's edge, each cell's rank and file from each side's point
//! of view, and king distances.
//!
//! All of them come from the geometry's step tables and the pawn rules, so a new board
//! (torus, hex, two boards) needs no new code here: a torus has no edge cell, so its
//! edge-distance table is 0 everywhere and centralisation vanishes by itself.

use std::collections::VecDeque;
use std::sync::Mutex;

use manifold_rules::geometry::{Dir, MAX_CELLS};
use manifold_rules::piece::{Piece, Seat};
use manifold_rules::{Cell, CellSet, Position, Variant, VariantId};

use super::weights::{FILES, RANKS};

/// Progress of a pawn at the start of its journey (0) up to the step before promotion (16).
pub(crate) const FULL_PROGRESS: i32 = 16;

/// No pawn rule ([`Tables::rule_at_code`]).
const NO_RULE: u8 = u8::MAX;

/// Distances marked "unreachable".
const FAR: u8 = u8::MAX;

/// A cell's rank or file where the board has none for that side ([`Tables::rank`],
/// [`Tables::file`]).
pub(crate) const NO_PLACE: u8 = u8::MAX;

/// The tables of one game.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Per pawn rule (as indexed in [`VariantSpec::pawn_rules`](manifold_rules::variant::VariantSpec::pawn_rules)) and cell: progress 0..=16.
    pub progress: Vec<[u8; MAX_CELLS]>,
    /// Per pawn rule and cell: the cells an enemy pawn must not stand on for the pawn to be
    /// passed (its path to promotion, and the cells from which an enemy pawn could capture
    /// onto that path).
    pub stoppers: Vec<Vec<CellSet>>,
    /// Per pawn rule and cell: the pawn's way to promotion (every cell its pushes can
    /// reach; empty in the promotion zone). Also a rook's file ([`Tables::file_rule`]).
    pub path: Vec<Vec<CellSet>>,
    /// Per pawn rule and cell: the cell one push ahead (the first push direction).
    pub front: Vec<Vec<Option<Cell>>>,
    /// Per pawn rule and cell: the cells a pawn there attacks.
    pub pawn_attacks: Vec<Vec<CellSet>>,
    /// Per pawn rule and cell: the cells one step across (along the lines square to the
    /// rule's first push): where a pawn stands beside it, in a phalanx.
    pub beside: Vec<Vec<CellSet>>,
    /// Per pawn rule and cell: the whole files beside it (every cell a pawn of that rule
    /// could pass on the files one step across, behind it or ahead): a pawn with none of
    /// its own army's pawns there is isolated.
    pub neighbour_files: Vec<Vec<CellSet>>,
    /// Per pawn rule and cell: where an enemy pawn could stand that attacks the cell now or
    /// can advance to attack it (the enemy pawns that can chase a piece off it); a
    /// piece on a cell with no enemy pawn there, guarded by a pawn, holds an outpost.
    pub attack_span: Vec<Vec<CellSet>>,
    /// Per seat: the pawn rule whose way counts as a file for that seat's rooks (its first
    /// rule).
    pub file_rule: [Option<usize>; 3],
    /// Per cell: the king's neighbourhood (every cell one step away).
    pub ring: Vec<CellSet>,
    /// Per cell: the cells within two king steps of it (the ring and the ring's rings), the
    /// king's zone.
    pub zone: Vec<CellSet>,
    /// Per seat and cell: the cells in front of a king there (one pawn step or pawn capture
    /// of that seat's pawns away).
    pub shield: Vec<Vec<CellSet>>,
    /// Per cell: king steps to the nearest cell on the board's edge (0 on the edge; 0
    /// everywhere on a board without edges).
    pub centre: [u8; MAX_CELLS],
    /// Per seat and cell: the rank from that seat's home edge, 0 up to `RANKS - 1` (the
    /// pushes its first pawn rule's pawns would still need, counted back from the
    /// farthest cell); [`NO_PLACE`] where the seat has no pawns.
    pub rank: [[u8; MAX_CELLS]; 3],
    /// Per seat and cell: the file, in steps from the nearest side edge (along the lines
    /// square to the seat's first pawn push), 0 up to `FILES - 1`; [`NO_PLACE`] on a board
    /// without edges or where no line is square to the push.
    pub file: [[u8; MAX_CELLS]; 3],
    /// King steps between two cells (`dist[a * cells + b]`).
    pub dist: Vec<u8>,
    /// Number of cells.
    pub cells: usize,
    /// By board code (six bits: [`Piece::code`]): the index of the pawn rule that moves
    /// that piece, or [`NO_RULE`].
    rule_by_code: [u8; 64],
    /// The sum of the phase weights of the start position (at least 1).
    pub phase_total: i32,
}

impl Tables {
    /// King steps between two cells.
    #[inline]
    pub(crate) fn distance(&self, a: Cell, b: Cell) -> i32 {
        self.dist[a.index() * self.cells + b.index()] as i32
    }

    /// The index of the pawn rule that moves the piece of a board code (`None`: an empty
    /// cell, or not a pawn of any rule).
    #[inline]
    pub(crate) fn rule_at_code(&self, code: u8) -> Option<usize> {
        let i = self.rule_by_code[code as usize & 63];
        (i != NO_RULE).then_some(i as usize)
    }

    /// Builds the tables of a game.
    pub(crate) fn build(v: &'static Variant, phase: &[i32]) -> Tables {
        let g = &v.geometry;
        let n = g.cell_count();
        let steps_to_zone = |rule_index: usize| -> Vec<u8> {
            let rule = &v.pawn_rules[rule_index];
            let mut d = vec![FAR; n];
            for c in rule.promotion_zone.iter().filter(|c| c.index() < n) {
                d[c.index()] = 0;
            }
            // Relax until stable: a cell is one push further than its nearest successor.
            loop {
                let mut changed = false;
                for c in g.cells() {
                    if d[c.index()] == 0 {
                        continue;
                    }
                    let best = rule
                        .pushes
                        .iter()
                        .filter_map(|&dir| g.step(c, dir))
                        .map(|t| d[t.index()])
                        .min()
                        .unwrap_or(FAR);
                    if best != FAR && best + 1 < d[c.index()] {
                        d[c.index()] = best + 1;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            d
        };
        let start = Position::from_fen(v.id, v.start_fen).ok();
        let mut progress = Vec::new();
        let mut stoppers = Vec::new();
        let mut paths = Vec::new();
        let mut zone_steps = Vec::new();
        let mut beside = Vec::new();
        let mut neighbour_files = Vec::new();
        let mut attack_span = Vec::new();
        for (i, rule) in v.pawn_rules.iter().enumerate() {
            let d = steps_to_zone(i);
            zone_steps.push(d.clone());
            // The journey's length: the farthest start square of these pawns, or the
            // farthest cell that can reach the zone.
            let from_start = start.as_ref().and_then(|p| {
                p.pieces()
                    .filter(|(_, pc)| pc.seat == rule.seat && pc.role == rule.role)
                    .map(|(c, _)| d[c.index()])
                    .filter(|&s| s != FAR)
                    .max()
            });
            let farthest = d.iter().copied().filter(|&s| s != FAR).max().unwrap_or(1);
            let journey = from_start.unwrap_or(farthest).max(1) as i32;
            let mut row = [0u8; MAX_CELLS];
            for c in 0..n {
                if d[c] != FAR && d[c] > 0 {
                    let done = (journey - d[c] as i32).max(0);
                    row[c] = (done * FULL_PROGRESS / journey).min(FULL_PROGRESS) as u8;
                }
            }
            progress.push(row);
            let enemies: Vec<_> = v
                .pawn_rules
                .iter()
                .filter(|r| r.seat != rule.seat)
                .collect();
            // Per cell: where an enemy pawn stands that captures onto it.
            let chasers: Vec<CellSet> = g
                .cells()
                .map(|c| {
                    enemies
                        .iter()
                        .flat_map(|e| &e.captures)
                        .filter_map(|&dir| g.step(c, g.opposite(dir)))
                        .collect()
                })
                .collect();
            let mut per_cell = vec![CellSet::EMPTY; n];
            let mut path_of = vec![CellSet::EMPTY; n];
            let mut span = vec![CellSet::EMPTY; n];
            for c in g.cells() {
                if d[c.index()] == FAR {
                    continue;
                }
                let mut path = CellSet::EMPTY;
                let mut frontier = vec![c];
                while let Some(x) = frontier.pop() {
                    if d[x.index()] == 0 {
                        continue;
                    }
                    for &dir in &rule.pushes {
                        if let Some(t) = g.step(x, dir)
                            && d[t.index()] < d[x.index()]
                            && !path.contains(t)
                        {
                            path.insert(t);
                            frontier.push(t);
                        }
                    }
                }
                path_of[c.index()] = path;
                // The enemy pawns that can take on the way, or chase a piece off the cell.
                let ahead = path
                    .iter()
                    .fold(CellSet::EMPTY, |acc, p| acc.union(chasers[p.index()]));
                per_cell[c.index()] = path.union(ahead);
                span[c.index()] = ahead.union(chasers[c.index()]);
            }
            // A file: the cells a pawn passes through a cell, behind it and ahead.
            let mut file_of: Vec<CellSet> = g
                .cells()
                .map(|c| {
                    let mut file = path_of[c.index()];
                    file.insert(c);
                    file
                })
                .collect();
            for x in g.cells() {
                for p in path_of[x.index()].iter() {
                    file_of[p.index()].insert(x);
                }
            }
            let across = across_dirs(v, i);
            let beside_of: Vec<CellSet> = g
                .cells()
                .map(|c| across.iter().filter_map(|&d| g.step(c, d)).collect())
                .collect();
            neighbour_files.push(
                beside_of
                    .iter()
                    .map(|b| {
                        b.iter()
                            .fold(CellSet::EMPTY, |acc, x| acc.union(file_of[x.index()]))
                    })
                    .collect(),
            );
            beside.push(beside_of);
            attack_span.push(span);
            stoppers.push(per_cell);
            paths.push(path_of);
        }
        let front = v
            .pawn_rules
            .iter()
            .map(|rule| {
                g.cells()
                    .map(|c| rule.pushes.first().and_then(|&d| g.step(c, d)))
                    .collect()
            })
            .collect();
        let pawn_attacks = v
            .pawn_rules
            .iter()
            .map(|rule| {
                g.cells()
                    .map(|c| rule.captures.iter().filter_map(|&d| g.step(c, d)).collect())
                    .collect()
            })
            .collect();
        let file_rule: [Option<usize>; 3] =
            std::array::from_fn(|s| v.pawn_rules.iter().position(|r| r.seat == Seat(s as u8)));
        let mut rank = [[NO_PLACE; MAX_CELLS]; 3];
        let mut file = [[NO_PLACE; MAX_CELLS]; 3];
        for (s, ri) in file_rule.iter().enumerate() {
            let Some(ri) = *ri else {
                continue;
            };
            let d = &zone_steps[ri];
            let farthest = d.iter().copied().filter(|&x| x != FAR).max().unwrap_or(0);
            for c in 0..n {
                if d[c] != FAR {
                    rank[s][c] = (farthest - d[c]).min(RANKS as u8 - 1);
                }
            }
            let across = across_dirs(v, ri);
            if g.wraps() || across.is_empty() {
                continue;
            }
            for c in g.cells() {
                let inset = across.iter().map(|&dir| g.ray(c, dir).len()).min();
                file[s][c.index()] = inset.unwrap_or(0).min(FILES - 1) as u8;
            }
        }
        let ring: Vec<CellSet> = g
            .cells()
            .map(|c| g.dirs().filter_map(|d| g.step(c, d)).collect())
            .collect();
        let zone: Vec<CellSet> = ring
            .iter()
            .map(|r| r.iter().fold(*r, |zone, c| zone.union(ring[c.index()])))
            .collect();
        let shield = (0..v.seats)
            .map(|s| {
                let rule = v.pawn_rules.iter().find(|r| r.seat == Seat(s));
                g.cells()
                    .map(|c| match rule {
                        Some(rule) => rule
                            .pushes
                            .iter()
                            .chain(&rule.captures)
                            .filter_map(|&d| g.step(c, d))
                            .collect(),
                        None => CellSet::EMPTY,
                    })
                    .collect()
            })
            .collect();
        // Edge distance: breadth-first from every cell that lacks a neighbour.
        let mut centre = [0u8; MAX_CELLS];
        let mut edge_dist = vec![FAR; n];
        let mut queue = VecDeque::new();
        for c in g.cells() {
            if g.dirs().any(|d| g.step(c, d).is_none()) {
                edge_dist[c.index()] = 0;
                queue.push_back(c);
            }
        }
        while let Some(c) = queue.pop_front() {
            for d in g.dirs() {
                if let Some(t) = g.step(c, d)
                    && edge_dist[t.index()] == FAR
                {
                    edge_dist[t.index()] = edge_dist[c.index()] + 1;
                    queue.push_back(t);
                }
            }
        }
        for c in 0..n {
            centre[c] = if edge_dist[c] == FAR { 0 } else { edge_dist[c] };
        }
        let mut dist = vec![FAR; n * n];
        for a in g.cells() {
            let row = &mut dist[a.index() * n..(a.index() + 1) * n];
            row[a.index()] = 0;
            let mut queue = VecDeque::from([a]);
            while let Some(c) = queue.pop_front() {
                for d in g.dirs() {
                    if let Some(t) = g.step(c, d)
                        && row[t.index()] == FAR
                    {
                        row[t.index()] = row[c.index()] + 1;
                        queue.push_back(t);
                    }
                }
            }
        }
        let phase_total = start
            .as_ref()
            .map(|p| p.pieces().map(|(_, pc)| phase[pc.role as usize]).sum())
            .unwrap_or(24)
            .max(1);
        Tables {
            progress,
            stoppers,
            path: paths,
            front,
            pawn_attacks,
            beside,
            neighbour_files,
            attack_span,
            file_rule,
            ring,
            zone,
            shield,
            centre,
            rank,
            file,
            dist,
            cells: n,
            rule_by_code: {
                let mut by_code = [NO_RULE; 64];
                // The first rule of a piece wins, as a search in rule order would find it.
                for (i, r) in v.pawn_rules.iter().enumerate().rev() {
                    by_code[Piece::new(r.seat, r.role).code() as usize & 63] = i as u8;
                }
                by_code
            },
            phase_total,
        }
    }

    /// The tables of a game, built on first use and kept for the life of the program.
    pub(crate) fn for_variant(v: &'static Variant, phase: &[i32]) -> &'static Tables {
        static CACHE: Mutex<Vec<(VariantId, &'static Tables)>> = Mutex::new(Vec::new());
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, t)) = cache.iter().find(|(id, _)| *id == v.id) {
            return t;
        }
        let t: &'static Tables = Box::leak(Box::new(Tables::build(v, phase)));
        cache.push((v.id, t));
        t
    }
}

/// The line directions square to pawn rule `ri`'s first push (none where no line is
/// square to it, or the rule has no push).
fn across_dirs(v: &Variant, ri: usize) -> Vec<Dir> {
    let g = &v.geometry;
    let Some(&push) = v.pawn_rules[ri].pushes.first() else {
        return Vec::new();
    };
    let (px, py) = g.dir_offset(push);
    g.line_dirs()
        .iter()
        .copied()
        .filter(|&dir| {
            let (dx, dy) = g.dir_offset(dir);
            dx * px + dy * py == 0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::weights::PHASE;

    /// The rank and file of the named cells for `seat`.
    fn placement(id: VariantId, seat: usize, cells: &[&str]) -> Vec<(u8, u8)> {
        let v = id.rules();
        let t = Tables::build(v, &PHASE);
        cells
            .iter()
            .map(|name| {
                let c = v.geometry.cell_by_name(name).expect(name).index();
                (t.rank[seat][c], t.file[seat][c])
            })
            .collect()
    }

    #[test]
    fn ranks_count_from_each_sides_home_edge_and_files_in_from_the_side() {
        let cells = ["e1", "g1", "a2", "d4", "h8", "b7"];
        assert_eq!(
            placement(VariantId::Classical, 0, &cells),
            [(0, 3), (0, 1), (1, 0), (3, 3), (7, 0), (6, 1)]
        );
        // Black sees the board turned: e1 is its last rank.
        assert_eq!(
            placement(VariantId::Classical, 1, &cells),
            [(7, 3), (7, 1), (6, 0), (4, 3), (0, 0), (1, 1)]
        );
        // Great Chess: ten ranks and five files a side.
        assert_eq!(
            placement(VariantId::Great, 0, &["a1", "e5", "j10", "f3"]),
            [(0, 0), (4, 4), (9, 0), (2, 4)]
        );
        // The torus has no side edges: ranks, but no files.
        let wirth = placement(VariantId::Wirth, 0, &["E1", "A5"]);
        assert!(
            wirth
                .iter()
                .all(|&(rank, file)| rank != NO_PLACE && file == NO_PLACE)
        );
    }

    /// The cells named, as a set.
    fn cells(v: &Variant, names: &[&str]) -> CellSet {
        names
            .iter()
            .map(|n| v.geometry.cell_by_name(n).expect(n))
            .collect()
    }

    #[test]
    fn files_beside_a_pawn_and_the_enemy_pawns_that_can_chase_a_piece() {
        let v = VariantId::Classical.rules();
        let t = Tables::build(v, &PHASE);
        let (white, black) = (t.file_rule[0].unwrap(), t.file_rule[1].unwrap());
        let at = |name: &str| v.geometry.cell_by_name(name).unwrap().index();
        assert_eq!(t.beside[white][at("d4")], cells(v, &["c4", "e4"]));
        assert_eq!(t.beside[white][at("a2")], cells(v, &["b2"]));
        let b_file = ["b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"];
        assert_eq!(t.neighbour_files[white][at("a5")], cells(v, &b_file));
        assert_eq!(t.neighbour_files[black][at("a5")], cells(v, &b_file));
        // A white piece on d5 is chased by black pawns from c6 and e6 or higher up.
        let chasers = ["c6", "e6", "c7", "e7", "c8", "e8"];
        assert_eq!(t.attack_span[white][at("d5")], cells(v, &chasers));
        let chasers = ["c3", "e3", "c2", "e2", "c1", "e1"];
        assert_eq!(t.attack_span[black][at("d4")], cells(v, &chasers));
    }
}
