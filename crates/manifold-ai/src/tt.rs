//! The transposition table: a fixed-size hash table of search results keyed by the
//! position's Zobrist hash, sized in megabytes.
//!
//! One entry per slot; a new result replaces the old one when the old one comes from an
//! earlier search or was searched no deeper ("replace by depth", with ageing so stale deep
//! entries do not stay forever). Each entry keeps the best move found, as its 32-bit key
//! ([`super::game::SearchGame::move_key`]), which the search tries first when it meets the
//! position again.
//!
//! The threads of one search share the table without locks: an entry is two atomic words,
//! its data and its key mixed with its data ("xor" entries), so an entry torn by two
//! threads writing at once reads back as no entry rather than as another position's.
//!
//! The table is allocated zeroed ([`bytemuck::zeroed_slice_box`]), so the operating system
//! hands out its pages only as the search first writes them: a `Hash` of gigabytes costs
//! nothing until used, and clearing it (a new allocation) is as quick.

use std::sync::atomic::{AtomicU64, Ordering};

use super::score::Score;

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact (a principal-variation node).
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

impl Bound {
    /// What a node's score `best`, searched with the window `alpha..beta`, says.
    #[inline]
    pub fn of(best: Score, alpha: Score, beta: Score) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a stored `score` with this bound settles a node searched with the window
    /// `alpha..beta` (it is exact, or fails high or low there).
    #[inline]
    pub fn settles(self, score: Score, alpha: Score, beta: Score) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

/// One stored result, kept in the table as two words (see [`Entry::data`]): a table of
/// zeros is empty.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    mv: u32,
    score: i16,
    depth: i8,
    /// Bound in the low two bits (0 = empty), generation above.
    flags: u8,
}

impl Entry {
    /// Everything but the key in one word: move, score, depth and flags, from the low bits.
    #[inline]
    fn data(self) -> u64 {
        u64::from(self.mv)
            | u64::from(self.score as u16) << 32
            | u64::from(self.depth as u8) << 48
            | u64::from(self.flags) << 56
    }

    /// The entry of a key and its data word.
    #[inline]
    fn of(key: u64, data: u64) -> Entry {
        Entry {
            key,
            mv: data as u32,
            score: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8 as i8,
            flags: (data >> 56) as u8,
        }
    }
}

/// One slot of the table: the key mixed with the data (`key ^ data`), and the data.
type Slot = [AtomicU64; 2];

/// Reading and writing a slot's two words as one entry.
trait SlotWords {
    /// The entry stored, read as one (its key recovered from both words).
    fn load(&self) -> Entry;
    /// Stores an entry.
    fn save(&self, e: Entry);
}

impl SlotWords for Slot {
    #[inline]
    fn load(&self) -> Entry {
        let data = self[1].load(Ordering::Relaxed);
        let mixed = self[0].load(Ordering::Relaxed);
        Entry::of(mixed ^ data, data)
    }

    #[inline]
    fn save(&self, e: Entry) {
        let data = e.data();
        self[0].store(e.key ^ data, Ordering::Relaxed);
        self[1].store(data, Ordering::Relaxed);
    }
}

/// A result read back from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Probe {
    /// The key of the best move found (0: none). Only ever compared with the keys of the
    /// legal moves, so a position sharing a hash cannot make the search play a bad move.
    pub mv: u32,
    /// The stored score (mate scores relative to the node, see [`super::score::from_table`]).
    pub score: Score,
    /// The depth it was searched to.
    pub depth: i32,
    /// What the score bounds.
    pub bound: Bound,
}

/// A zeroed table of `count` slots or, where the allocation fails, of the most slots (half
/// as many each time, at least one) that can be had.
fn zeroed_slots(count: usize) -> Box<[Slot]> {
    let mut count = count.max(1);
    loop {
        match bytemuck::try_zeroed_slice_box(count) {
            Ok(slots) => return slots,
            Err(()) if count > 1 => count /= 2,
            Err(()) => return Box::new([Slot::default()]),
        }
    }
}

/// The transposition table, shared by the threads of a search (see the module's notes).
pub(crate) struct TranspositionTable {
    entries: Box<[Slot]>,
    generation: u8,
}

/// The table size used when none is given.
pub const DEFAULT_HASH_MB: usize = 16;

/// The largest table accepted, in megabytes.
pub const MAX_HASH_MB: usize = 4096;

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one entry).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, MAX_HASH_MB) * 1024 * 1024;
        let count = (bytes / std::mem::size_of::<Slot>()).max(1);
        TranspositionTable {
            entries: zeroed_slots(count),
            generation: 0,
        }
    }

    /// The number of entries.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Forgets everything (a new game): a fresh zeroed table of the same size, whose pages
    /// the operating system hands out only as they are written again.
    pub fn clear(&mut self) {
        self.entries = zeroed_slots(self.entries.len());
        self.generation = 0;
    }

    /// Starts a new search: older entries become preferred victims.
    pub(crate) fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3F;
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        ((key as u128 * self.entries.len() as u128) >> 64) as usize
    }

    /// The stored result for a position, if any.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Probe> {
        let e = self.entries[self.slot(key)].load();
        if e.flags & 3 == 0 || e.key != key {
            return None;
        }
        Some(Probe {
            mv: e.mv,
            score: e.score as Score,
            depth: e.depth as i32,
            bound: match e.flags & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    /// Stores a result (replace by depth; entries of older searches always give way).
    #[inline]
    pub fn store(&self, key: u64, depth: i32, score: Score, bound: Bound, mv: u32) {
        let generation = self.generation;
        let slot = &self.entries[self.slot(key)];
        let mut e = slot.load();
        let same = e.key == key && e.flags & 3 != 0;
        let old_generation = e.flags >> 2;
        if !same && e.flags & 3 != 0 && old_generation == generation && depth < e.depth as i32 {
            return;
        }
        if same && depth < e.depth as i32 - 2 && bound != Bound::Exact {
            return;
        }
        let keep_move = same && mv == 0;
        e.mv = if keep_move { e.mv } else { mv };
        e.key = key;
        e.score = score.clamp(i16::MIN as Score, i16::MAX as Score) as i16;
        e.depth = depth.clamp(-1, i8::MAX as i32) as i8;
        let b = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        e.flags = b | (generation << 2);
        slot.save(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_says_what_a_score_settles() {
        assert_eq!(Bound::of(50, 10, 50), Bound::Lower);
        assert_eq!(Bound::of(30, 10, 50), Bound::Exact);
        assert_eq!(Bound::of(10, 10, 50), Bound::Upper);
        assert!(Bound::Lower.settles(50, 10, 50));
        assert!(!Bound::Lower.settles(49, 10, 50));
        assert!(Bound::Upper.settles(10, 10, 50));
        assert!(!Bound::Upper.settles(11, 10, 50));
        assert!(Bound::Exact.settles(30, 10, 50));
    }

    #[test]
    fn store_and_probe() {
        let mut tt = TranspositionTable::new(1);
        let m = 0x0102;
        tt.store(42, 5, -77, Bound::Lower, m);
        let p = tt.probe(42).expect("stored");
        assert_eq!((p.mv, p.score, p.depth, p.bound), (m, -77, 5, Bound::Lower));
        assert_eq!(tt.probe(43), None);
        // A shallower result for another key in the same slot does not evict a deeper one.
        let other = (0..u64::MAX)
            .map(|k| k.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .find(|&k| k != 42 && tt.slot(k) == tt.slot(42))
            .unwrap();
        tt.store(other, 2, 0, Bound::Exact, 0);
        assert!(tt.probe(42).is_some());
        // After a new search it does.
        tt.new_search();
        tt.store(other, 2, 0, Bound::Exact, 0);
        assert!(tt.probe(42).is_none());
        assert!(tt.probe(other).is_some());
    }

    #[test]
    fn clearing_forgets_every_entry_and_keeps_the_size() {
        let mut tt = TranspositionTable::new(2);
        let size = tt.len();
        assert_eq!(size, 2 * 1024 * 1024 / 16);
        for key in [1, 42, u64::MAX] {
            tt.store(key, 3, 10, Bound::Exact, 7);
            assert!(tt.probe(key).is_some());
        }
        tt.clear();
        assert_eq!(tt.len(), size);
        for key in [1, 42, u64::MAX] {
            assert_eq!(tt.probe(key), None);
        }
    }

    #[test]
    fn an_entry_torn_by_two_writers_reads_as_none() {
        let tt = TranspositionTable::new(1);
        tt.store(42, 5, -77, Bound::Lower, 0x0102);
        let slot = &tt.entries[tt.slot(42)];
        // Another thread's data word lands beside this entry's key word.
        let other = Entry {
            key: 42,
            mv: 0x0304,
            score: 12,
            depth: 9,
            flags: 1,
        };
        slot[1].store(other.data(), Ordering::Relaxed);
        assert_eq!(tt.probe(42), None);
        // The table is shared: a store through a shared reference is seen by every reader.
        std::thread::scope(|scope| {
            scope.spawn(|| tt.store(42, 10, 30, Bound::Exact, 0x0506));
        });
        let p = tt.probe(42).expect("stored by the other thread");
        assert_eq!(
            (p.mv, p.score, p.depth, p.bound),
            (0x0506, 30, 10, Bound::Exact)
        );
    }
}
