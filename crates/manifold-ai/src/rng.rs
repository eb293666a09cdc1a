//! A small seeded random number generator (SplitMix64) for the levels' noise and mistakes.
//!
//! Everything random in the engine comes from here and from a seed, so a search with the
//! same seed, position and limits (depth or nodes) plays the same move.

/// SplitMix64: a fast generator with good statistics for this use (not cryptographic).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// True with probability `permille / 1000`.
    pub fn chance(&mut self, permille: u32) -> bool {
        self.below(1000) < permille as u64
    }
}

/// The SplitMix64 finaliser: scrambles the bits of `x`.
#[inline]
pub fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A deterministic noise value in `-amplitude..=amplitude` for `key` (a position hash mixed
/// with a seed): the same key always gets the same noise.
#[inline]
pub(crate) fn noise(key: u64, amplitude: i32) -> i32 {
    if amplitude <= 0 {
        return 0;
    }
    let span = 2 * amplitude as u64 + 1;
    ((mix(key) as u128 * span as u128) >> 64) as i32 - amplitude
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..10 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(7).next_u64(), Rng::new(8).next_u64());
    }

    #[test]
    fn noise_stays_in_range() {
        for k in 0..1000u64 {
            let n = noise(k, 30);
            assert!((-30..=30).contains(&n));
        }
        assert_eq!(noise(5, 0), 0);
    }
}
