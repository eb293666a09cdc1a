//! Zobrist keys of draughts positions, generated once from a fixed seed the same way as the
//! chess keys (splitmix64), so hashes are deterministic across runs.

use std::sync::OnceLock;

use crate::zobrist::splitmix64;

/// The random keys a draughts position hash is built from.
pub(crate) struct Keys {
    /// `[seat][king as usize][cell]`.
    piece: [[[u64; 64]; 2]; 2],
    /// XORed in when Black is to move.
    pub black_to_move: u64,
}

impl Keys {
    /// The key of a piece on a cell.
    #[inline]
    pub(crate) fn piece(&self, seat: usize, king: bool, cell: usize) -> u64 {
        self.piece[seat][king as usize][cell]
    }
}

/// The shared key table.
pub(crate) fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut next = splitmix64(0x5368_6173_686b_6921); // "Shashki!"
        let mut piece = [[[0; 64]; 2]; 2];
        for seat in &mut piece {
            for kind in seat.iter_mut() {
                for key in kind.iter_mut() {
                    *key = next();
                }
            }
        }
        Keys {
            piece,
            black_to_move: next(),
        }
    })
}
