//! Board geometry as data: cells with names, and precomputed neighbour, ray and leap tables.
//!
//! Every board (bounded square grid, torus, hex, two boards) is described by the same
//! [`Geometry`] value, so one move generator serves them all. A geometry is built once from
//! cell coordinates, a direction list and a function that says which cell (if any) lies at a
//! coordinate: wrapping, holes and board edges all live in that function.

mod cell;
pub mod hex;
mod layout;
pub mod square;

pub(crate) use cell::NO_CELL;
pub use cell::{Cell, CellSet, CellSetIter, MAX_CELLS};
pub use layout::Layout;

use std::collections::HashMap;

/// A direction of movement, by its index in the geometry's direction list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dir(pub u8);

/// Whether a rider along a direction is a rook-like (line) or bishop-like (diagonal) mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirKind {
    /// Rook-like: orthogonal on square boards, edge neighbours on hex boards.
    Line,
    /// Bishop-like: diagonal on square boards, vertex neighbours on hex boards.
    Diagonal,
}

/// What a geometry is built from: see [`Geometry::build`].
pub struct GeometrySpec<'a> {
    /// Short name of the geometry, for messages.
    pub name: &'static str,
    /// The coordinate of each cell, in cell-index order.
    pub coords: Vec<(i32, i32)>,
    /// The display name of each cell, in cell-index order.
    pub names: Vec<String>,
    /// Unit steps with their kind.
    pub dirs: Vec<((i32, i32), DirKind)>,
    /// Knight leaps as coordinate offsets.
    pub knight_leaps: Vec<(i32, i32)>,
    /// The cell at a coordinate, if any (wrapping geometries reduce the coordinate here).
    pub locate: &'a dyn Fn(i32, i32) -> Option<usize>,
    /// The board's shape; on a [`Layout::Torus`] lines close on themselves (a rider's two
    /// directions may reach the same cell).
    pub layout: Layout,
    /// Width and height of the coordinate box (for text display).
    pub size: (u8, u8),
}

/// A board geometry: cells, names, directions and precomputed tables.
#[derive(Debug)]
pub struct Geometry {
    name: &'static str,
    coords: Vec<(i32, i32)>,
    names: Vec<String>,
    lookup: HashMap<String, Cell>,
    dir_kinds: Vec<DirKind>,
    line_dirs: Vec<Dir>,
    diagonal_dirs: Vec<Dir>,
    dir_offsets: Vec<(i32, i32)>,
    opposite: Vec<u8>,
    step: Vec<u8>,
    rays: Vec<(u32, u8)>,
    ray_cells: Vec<Cell>,
    knight: Vec<(u32, u8)>,
    knight_cells: Vec<Cell>,
    /// The cells of each ray as a set (cell * dirs + dir).
    ray_sets: Vec<CellSet>,
    /// Per cell: the union of its line rays, then of its diagonal rays.
    reach_sets: Vec<[CellSet; 2]>,
    /// Per cell: the knight's targets and the one-step neighbours, as sets.
    leap_sets: Vec<[CellSet; 2]>,
    /// The line directions followed by the diagonal directions.
    rider_dirs: Vec<Dir>,
    layout: Layout,
    size: (u8, u8),
}

impl Geometry {
    /// Builds the tables of a geometry from its description.
    ///
    /// Rays stop at the board edge or just before returning to their own cell (on a closed
    /// line a rider never passes through or returns to its own square).
    pub fn build(spec: GeometrySpec<'_>) -> Geometry {
        let n = spec.coords.len();
        assert!(n <= MAX_CELLS, "geometry {} has too many cells", spec.name);
        let nd = spec.dirs.len();
        let dir_offsets: Vec<(i32, i32)> = spec.dirs.iter().map(|d| d.0).collect();
        let dir_kinds: Vec<DirKind> = spec.dirs.iter().map(|d| d.1).collect();
        let opposite = dir_offsets
            .iter()
            .map(|&(x, y)| {
                dir_offsets
                    .iter()
                    .position(|&o| o == (-x, -y))
                    .expect("every direction has an opposite") as u8
            })
            .collect();
        let at = |c: usize, (dx, dy): (i32, i32)| -> u8 {
            let (x, y) = spec.coords[c];
            (spec.locate)(x + dx, y + dy).map_or(NO_CELL, |i| i as u8)
        };
        let mut step = vec![NO_CELL; n * nd];
        for c in 0..n {
            for d in 0..nd {
                step[c * nd + d] = at(c, dir_offsets[d]);
            }
        }
        let mut rays = Vec::with_capacity(n * nd);
        let mut ray_cells = Vec::new();
        for c in 0..n {
            for d in 0..nd {
                let start = ray_cells.len() as u32;
                let mut cur = step[c * nd + d];
                while cur != NO_CELL && cur as usize != c {
                    ray_cells.push(Cell(cur));
                    cur = step[cur as usize * nd + d];
                }
                rays.push((start, (ray_cells.len() as u32 - start) as u8));
            }
        }
        let mut knight = Vec::with_capacity(n);
        let mut knight_cells = Vec::new();
        for c in 0..n {
            let start = knight_cells.len() as u32;
            for &leap in &spec.knight_leaps {
                let t = at(c, leap);
                if t != NO_CELL
                    && t as usize != c
                    && !knight_cells[start as usize..].contains(&Cell(t))
                {
                    knight_cells.push(Cell(t));
                }
            }
            knight.push((start, (knight_cells.len() as u32 - start) as u8));
        }
        let lookup = spec
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| (name.to_ascii_lowercase(), Cell(i as u8)))
            .collect();
        let of_kind = |kind: DirKind| -> Vec<Dir> {
            (0..nd)
                .filter(|&d| dir_kinds[d] == kind)
                .map(|d| Dir(d as u8))
                .collect()
        };
        let (line_dirs, diagonal_dirs) = (of_kind(DirKind::Line), of_kind(DirKind::Diagonal));
        let ray_sets: Vec<CellSet> = rays
            .iter()
            .map(|&(start, len)| {
                ray_cells[start as usize..start as usize + len as usize]
                    .iter()
                    .copied()
                    .collect()
            })
            .collect();
        let reach_sets = (0..n)
            .map(|c| {
                let reach = |dirs: &[Dir]| {
                    dirs.iter().fold(CellSet::EMPTY, |acc, d| {
                        acc.union(ray_sets[c * nd + d.0 as usize])
                    })
                };
                [reach(&line_dirs), reach(&diagonal_dirs)]
            })
            .collect();
        let leap_sets = (0..n)
            .map(|c| {
                let (start, len) = knight[c];
                let knights = knight_cells[start as usize..start as usize + len as usize]
                    .iter()
                    .copied()
                    .collect();
                let neighbours = (0..nd)
                    .map(|d| step[c * nd + d])
                    .filter(|&t| t != NO_CELL && t as usize != c)
                    .map(Cell)
                    .collect();
                [knights, neighbours]
            })
            .collect();
        let rider_dirs = line_dirs.iter().chain(&diagonal_dirs).copied().collect();
        Geometry {
            ray_sets,
            reach_sets,
            leap_sets,
            rider_dirs,
            name: spec.name,
            line_dirs,
            diagonal_dirs,
            coords: spec.coords,
            names: spec.names,
            lookup,
            dir_kinds,
            dir_offsets,
            opposite,
            step,
            rays,
            ray_cells,
            knight,
            knight_cells,
            layout: spec.layout,
            size: spec.size,
        }
    }

    /// Short name of the geometry.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Number of cells.
    #[inline]
    pub fn cell_count(&self) -> usize {
        self.coords.len()
    }

    /// All cells in index order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        (0..self.coords.len() as u8).map(Cell)
    }

    /// Number of directions.
    #[inline]
    pub fn dir_count(&self) -> usize {
        self.dir_kinds.len()
    }

    /// Every direction of the board, lines and diagonals alike: `Dir(0)` to
    /// `Dir(dir_count() - 1)` in the board's own order ([`Geometry::dir_kind`] tells which is
    /// which).
    pub fn dirs(&self) -> impl Iterator<Item = Dir> + use<> {
        (0..self.dir_kinds.len() as u8).map(Dir)
    }

    /// The line (rook-like) directions.
    #[inline]
    pub fn line_dirs(&self) -> &[Dir] {
        &self.line_dirs
    }

    /// The diagonal (bishop-like) directions.
    #[inline]
    pub fn diagonal_dirs(&self) -> &[Dir] {
        &self.diagonal_dirs
    }

    /// Whether a direction is a line or a diagonal.
    #[inline]
    pub fn dir_kind(&self, dir: Dir) -> DirKind {
        self.dir_kinds[dir.0 as usize]
    }

    /// The coordinate offset of one step along `dir`.
    pub fn dir_offset(&self, dir: Dir) -> (i32, i32) {
        self.dir_offsets[dir.0 as usize]
    }

    /// The direction with the given coordinate offset, if the geometry has one.
    pub fn dir_with_offset(&self, offset: (i32, i32)) -> Option<Dir> {
        self.dir_offsets
            .iter()
            .position(|&o| o == offset)
            .map(|i| Dir(i as u8))
    }

    /// The direction pointing the other way.
    #[inline]
    pub fn opposite(&self, dir: Dir) -> Dir {
        Dir(self.opposite[dir.0 as usize])
    }

    /// The neighbouring cell one step along `dir`, if any.
    #[inline]
    pub fn step(&self, cell: Cell, dir: Dir) -> Option<Cell> {
        let c = self.step[cell.index() * self.dir_kinds.len() + dir.0 as usize];
        (c != NO_CELL).then_some(Cell(c))
    }

    /// The cells a rider meets going from `cell` along `dir`, nearest first, up to the edge
    /// or (on a closed line) up to the cell before its own.
    #[inline]
    pub fn ray(&self, cell: Cell, dir: Dir) -> &[Cell] {
        let (start, len) = self.rays[cell.index() * self.dir_kinds.len() + dir.0 as usize];
        &self.ray_cells[start as usize..start as usize + len as usize]
    }

    /// The cells of [`Geometry::ray`] as a set.
    #[inline]
    pub fn ray_set(&self, cell: Cell, dir: Dir) -> &CellSet {
        &self.ray_sets[cell.index() * self.dir_kinds.len() + dir.0 as usize]
    }

    /// Every cell a rider along the lines (`DirKind::Line`) or the diagonals could reach
    /// from `cell` on an empty board: the union of those rays.
    #[inline]
    pub fn reach_set(&self, cell: Cell, kind: DirKind) -> &CellSet {
        &self.reach_sets[cell.index()][kind as usize]
    }

    /// The cells of [`Geometry::knight_targets`] as a set.
    #[inline]
    pub fn knight_set(&self, cell: Cell) -> &CellSet {
        &self.leap_sets[cell.index()][0]
    }

    /// The one-step neighbours of `cell` (a king's targets), as a set.
    #[inline]
    pub fn neighbour_set(&self, cell: Cell) -> &CellSet {
        &self.leap_sets[cell.index()][1]
    }

    /// The directions a rider of lines, of diagonals or of both rides, in that order (line
    /// directions first): the slice of this geometry's directions for that rider.
    #[inline]
    pub fn rider_dirs(&self, lines: bool, diagonals: bool) -> &[Dir] {
        let nl = self.line_dirs.len();
        match (lines, diagonals) {
            (true, true) => &self.rider_dirs,
            (true, false) => &self.rider_dirs[..nl],
            (false, true) => &self.rider_dirs[nl..],
            (false, false) => &[],
        }
    }

    /// The cells a knight leaps to from `cell` (each once).
    #[inline]
    pub fn knight_targets(&self, cell: Cell) -> &[Cell] {
        let (start, len) = self.knight[cell.index()];
        &self.knight_cells[start as usize..start as usize + len as usize]
    }

    /// Whether lines close on themselves (torus), so that two rays may meet.
    #[inline]
    pub fn wraps(&self) -> bool {
        self.layout.wraps()
    }

    /// The board's shape, which a view of it draws by.
    #[inline]
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The coordinate of a cell.
    pub fn coord(&self, cell: Cell) -> (i32, i32) {
        self.coords[cell.index()]
    }

    /// Width and height of the coordinate box.
    pub fn size(&self) -> (u8, u8) {
        self.size
    }

    /// The display name of a cell (`e4`, `E3`, `h1`).
    pub fn cell_name(&self, cell: Cell) -> &str {
        &self.names[cell.index()]
    }

    /// The cell with the given name, ignoring case.
    pub fn cell_by_name(&self, name: &str) -> Option<Cell> {
        self.lookup.get(&name.to_ascii_lowercase()).copied()
    }

    /// Reads a cell name (letters then digits) from the start of `text`, returning the cell
    /// and the rest of the text.
    pub fn parse_cell_prefix<'t>(&self, text: &'t str) -> Option<(Cell, &'t str)> {
        let letters = text.bytes().take_while(|b| b.is_ascii_alphabetic()).count();
        let digits = text[letters..]
            .bytes()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if letters == 0 || digits == 0 {
            return None;
        }
        // Prefer the longest digit run that names a cell (`a10` before `a1`).
        (1..=digits).rev().find_map(|d| {
            let end = letters + d;
            self.cell_by_name(&text[..end]).map(|c| (c, &text[end..]))
        })
    }
}
