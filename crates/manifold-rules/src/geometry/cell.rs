//! Cells and sets of cells: the vocabulary every board geometry shares.

/// The largest number of cells any board geometry may have (the Mattrix hex board has 147,
/// the two boards of Chess-transit 128).
pub const MAX_CELLS: usize = 160;

/// One cell of a board, by its index in the board's geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u8);

impl Cell {
    /// The cell's index, for table look-ups.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Marks "no cell" in the compact neighbour tables.
pub(crate) const NO_CELL: u8 = u8::MAX;

const WORDS: usize = MAX_CELLS.div_ceil(64);

/// A set of cells as a fixed bit set (no allocation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);
    /// Every possible cell index.
    pub const ALL: CellSet = CellSet([u64::MAX; WORDS]);

    /// Whether `cell` is in the set.
    #[inline]
    pub fn contains(&self, cell: Cell) -> bool {
        let i = cell.index();
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Adds `cell` to the set.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `cell` from the set.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// The cells in both sets.
    #[inline]
    pub fn intersection(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The cells of this set that are not in `other`.
    #[inline]
    pub fn difference(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// The cells in either set.
    #[inline]
    pub fn union(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// Whether the two sets share a cell.
    #[inline]
    pub fn intersects(&self, other: &CellSet) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |acc, (a, b)| acc | (a & b))
            != 0
    }

    /// Whether the set has no cell.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |acc, w| acc | w) == 0
    }

    /// How many cells the set holds.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells in increasing index order.
    #[inline]
    pub fn iter(&self) -> CellSetIter {
        CellSetIter {
            words: self.0,
            word: 0,
        }
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<T: IntoIterator<Item = Cell>>(iter: T) -> Self {
        let mut set = CellSet::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

impl Extend<Cell> for CellSet {
    fn extend<T: IntoIterator<Item = Cell>>(&mut self, iter: T) {
        for cell in iter {
            self.insert(cell);
        }
    }
}

/// The cells of a [`CellSet`], in increasing index order.
pub struct CellSetIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for CellSetIter {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Cell((self.word * 64 + w.trailing_zeros() as usize) as u8));
            }
            self.word += 1;
        }
        None
    }
}
