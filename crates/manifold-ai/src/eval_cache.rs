//! A cache of static evaluations within one search: the search evaluates many positions
//! more than once (every quiescence node stands pat, a quiet node's static evaluation is
//! looked at again when the position comes back by another order of moves), and the
//! evaluation is the most expensive part of a node.
//!
//! One entry per slot, the newest result replacing the old, keyed by the search's own key
//! of the position (its hash, salted where the score depends on the root's seat). The cache
//! is emptied at the start of every search, so a result never outlives the evaluator and
//! the root that made it.

use super::score::Score;

/// The number of entries (a power of two): 2^16 entries of 16 bytes, one megabyte.
const ENTRIES: usize = 1 << 16;

/// The evaluation cache.
pub(crate) struct EvalCache {
    /// `(key, score)` by slot; a key of 0 is an empty slot.
    entries: Vec<(u64, Score)>,
}

impl Default for EvalCache {
    fn default() -> Self {
        EvalCache {
            entries: vec![(0, 0); ENTRIES],
        }
    }
}

impl EvalCache {
    #[inline]
    fn slot(key: u64) -> usize {
        (key as usize) & (ENTRIES - 1)
    }

    /// The cached score of the position with this key, if it is there.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Score> {
        let (k, score) = self.entries[Self::slot(key)];
        (k == key && key != 0).then_some(score)
    }

    /// Remembers the score of the position with this key.
    #[inline]
    pub fn put(&mut self, key: u64, score: Score) {
        self.entries[Self::slot(key)] = (key, score);
    }

    /// Forgets every score.
    pub fn clear(&mut self) {
        self.entries.fill((0, 0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_found_under_its_own_key_only() {
        let mut cache = EvalCache::default();
        assert_eq!(cache.get(42), None);
        cache.put(42, -17);
        assert_eq!(cache.get(42), Some(-17));
        // Another key in the same slot replaces it.
        let rival = 42 + ENTRIES as u64;
        assert_eq!(cache.get(rival), None);
        cache.put(rival, 5);
        assert_eq!((cache.get(rival), cache.get(42)), (Some(5), None));
        // Key 0 is never stored (it marks an empty slot).
        cache.put(0, 9);
        assert_eq!(cache.get(0), None);
        cache.clear();
        assert_eq!(cache.get(rival), None);
    }
}
