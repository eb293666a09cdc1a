//! Zobrist hashing keys, generated once from a fixed seed (deterministic across runs).

use std::sync::OnceLock;

use super::geometry::MAX_CELLS;

/// Number of distinct piece codes (3 seats x 16 role slots, plus the empty code).
const PIECE_CODES: usize = 49;

/// The random keys a position hash is built from.
pub(crate) struct Keys {
    piece: Vec<u64>,
    /// One key per seat to move.
    pub seat: [u64; 3],
    /// One key per castling-right bit.
    pub castling: [u64; 8],
    en_passant: Vec<u64>,
    board_status: [[u64; 4]; 2],
}

impl Keys {
    /// The key of a piece code on a cell.
    #[inline]
    pub(crate) fn piece(&self, code: u8, cell: usize) -> u64 {
        self.piece[code as usize * MAX_CELLS + cell]
    }

    /// The key of an en passant target cell.
    #[inline]
    pub fn en_passant(&self, cell: usize) -> u64 {
        self.en_passant[cell]
    }

    /// The key of a Chess-transit board's status (0 for an open board).
    #[inline]
    pub fn board_status(&self, board: usize, status: usize) -> u64 {
        self.board_status[board][status]
    }

    /// The combined key of a castling-rights bit mask.
    #[inline]
    pub fn castling_rights(&self, mut rights: u8) -> u64 {
        let mut h = 0;
        while rights != 0 {
            h ^= self.castling[rights.trailing_zeros() as usize];
            rights &= rights - 1;
        }
        h
    }
}

/// The SplitMix64 generator started from `seed`: the keys of every family's hashes come from
/// it, so they are the same from run to run.
pub(crate) fn splitmix64(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The shared key table.
pub(crate) fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut next = splitmix64(0x4d61_6e69_666f_6c64); // "Manifold"
        let piece = (0..PIECE_CODES * MAX_CELLS).map(|_| next()).collect();
        let seat = [next(), next(), next()];
        let castling = std::array::from_fn(|_| next());
        let en_passant = (0..MAX_CELLS).map(|_| next()).collect();
        let mut board_status = [[0u64; 4]; 2];
        for keys in &mut board_status {
            for key in keys.iter_mut().skip(1) {
                *key = next();
            }
        }
        Keys {
            piece,
            seat,
            castling,
            en_passant,
            board_status,
        }
    })
}
