//! The mutation engine: turns a valid text into a nearby broken (or still valid) one.
//!
//! Each call applies one to four edits chosen at random from: flipping a bit of a byte,
//! deleting, duplicating or swapping tokens, replacing a run of digits by an extreme number,
//! truncating, inserting Unicode, inserting random text, and splicing in a piece of another
//! seed. Everything is driven by one seeded [`Rng`], so a run is reproducible from its seed.

use manifold_ai::rng::Rng;

/// Numbers that sit at or just past the edges of the integer types the readers use.
const EXTREME_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "-0",
    "+1",
    "255",
    "256",
    "32767",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999",
    "1e9",
    "0x10",
    "00000000000000000000000001",
];

/// Characters outside ASCII, control characters and ones that look like ASCII.
const ODD_CHARS: &[char] = &[
    '\u{0}',
    '\t',
    '\n',
    '\r',
    '\u{7f}',
    '\u{a0}',
    '\u{ad}',
    '\u{200b}',
    '\u{feff}',
    '\u{301}',
    'é',
    'К',
    'р',
    'Ф',
    'п',
    'ß',
    'İ',
    'ﬃ',
    '♔',
    '♞',
    '１',
    'Ａ',
    '½',
    '²',
    '٣',
    '\u{10ffff}',
    '😀',
    '"',
    '\\',
    '{',
    '}',
    '[',
    ']',
    '(',
    ')',
    ';',
    '%',
    '/',
    ':',
    '|',
    '>',
    '=',
    '-',
    '+',
    '#',
    'x',
    '*',
    ',',
    '.',
    '0',
    '9',
];

/// Seeded text mutations.
pub(crate) struct Mutator {
    rng: Rng,
}

impl Mutator {
    /// A mutator started from `seed`.
    pub fn new(seed: u64) -> Mutator {
        Mutator {
            rng: Rng::new(seed),
        }
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.rng.below(n.max(1) as u64) as usize
    }

    /// True with probability `permille / 1000`.
    pub fn chance(&mut self, permille: u32) -> bool {
        self.rng.chance(permille)
    }

    /// `text` with one to four random edits; `donor` is another seed to splice from.
    pub(crate) fn mutate(&mut self, text: &str, donor: &str) -> String {
        let mut out = text.to_string();
        for _ in 0..1 + self.below(4) {
            out = self.edit(&out, donor);
        }
        out
    }

    /// One random edit.
    fn edit(&mut self, text: &str, donor: &str) -> String {
        match self.below(10) {
            0 => self.flip_bit(text),
            1 => self.delete_token(text),
            2 => self.duplicate_token(text),
            3 => self.swap_tokens(text),
            4 | 5 => self.extreme_number(text),
            6 => self.truncate(text),
            7 => self.insert_odd_char(text),
            8 => self.insert_random_text(text),
            _ => self.splice(text, donor),
        }
    }

    fn flip_bit(&mut self, text: &str) -> String {
        let mut bytes = text.as_bytes().to_vec();
        if bytes.is_empty() {
            return self.random_text(4);
        }
        let i = self.below(bytes.len());
        bytes[i] ^= 1 << self.below(8);
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn delete_token(&mut self, text: &str) -> String {
        let mut tokens = tokens(text);
        if tokens.is_empty() {
            return String::new();
        }
        let i = self.below(tokens.len());
        tokens.remove(i);
        tokens.concat()
    }

    fn duplicate_token(&mut self, text: &str) -> String {
        let mut tokens = tokens(text);
        if tokens.is_empty() {
            return text.to_string();
        }
        let i = self.below(tokens.len());
        let copy = tokens[i];
        tokens.insert(self.below(tokens.len() + 1), copy);
        tokens.concat()
    }

    fn swap_tokens(&mut self, text: &str) -> String {
        let mut tokens = tokens(text);
        if tokens.len() < 2 {
            return text.to_string();
        }
        let (a, b) = (self.below(tokens.len()), self.below(tokens.len()));
        tokens.swap(a, b);
        tokens.concat()
    }

    /// Replaces a run of digits (or, with none, inserts one) by an extreme number.
    fn extreme_number(&mut self, text: &str) -> String {
        let number = EXTREME_NUMBERS[self.below(EXTREME_NUMBERS.len())];
        let runs: Vec<(usize, usize)> = digit_runs(text);
        if runs.is_empty() {
            let at = self.char_boundary(text);
            return format!("{}{number}{}", &text[..at], &text[at..]);
        }
        let (start, end) = runs[self.below(runs.len())];
        format!("{}{number}{}", &text[..start], &text[end..])
    }

    fn truncate(&mut self, text: &str) -> String {
        let at = self.char_boundary(text);
        text[..at].to_string()
    }

    fn insert_odd_char(&mut self, text: &str) -> String {
        let c = ODD_CHARS[self.below(ODD_CHARS.len())];
        let at = self.char_boundary(text);
        format!("{}{c}{}", &text[..at], &text[at..])
    }

    fn insert_random_text(&mut self, text: &str) -> String {
        let len = 1 + self.below(12);
        let noise = self.random_text(len);
        if self.chance(100) {
            return noise;
        }
        let at = self.char_boundary(text);
        format!("{}{noise}{}", &text[..at], &text[at..])
    }

    /// Replaces a slice of `text` by a slice of `donor`.
    fn splice(&mut self, text: &str, donor: &str) -> String {
        let (a, b) = ordered(self.char_boundary(text), self.char_boundary(text));
        let (c, d) = ordered(self.char_boundary(donor), self.char_boundary(donor));
        format!("{}{}{}", &text[..a], &donor[c..d], &text[b..])
    }

    /// Printable ASCII with a few separators, weighted towards what notation uses.
    fn random_text(&mut self, len: usize) -> String {
        const ALPHABET: &[u8] =
            b"abcdefghijklmnoKQRBNPGVWHkqrbnpgvwh0123456789 /-x=+#:|>.,;[]{}\"O";
        (0..len)
            .map(|_| ALPHABET[self.below(ALPHABET.len())] as char)
            .collect()
    }

    /// A random char boundary of `text` (0 to its length).
    fn char_boundary(&mut self, text: &str) -> usize {
        let mut at = self.below(text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }
}

fn ordered(a: usize, b: usize) -> (usize, usize) {
    if a <= b { (a, b) } else { (b, a) }
}

/// The text cut into tokens: runs of letters and digits, and each other character alone
/// (so that separators survive deletions and swaps as tokens of their own).
pub(crate) fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_word = false;
    for (i, c) in text.char_indices() {
        let word = c.is_alphanumeric();
        if i > start && !(word && in_word) {
            out.push(&text[start..i]);
            start = i;
        }
        in_word = word;
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// The byte ranges of the runs of ASCII digits in `text`.
fn digit_runs(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut runs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            runs.push((start, i));
        } else {
            i += 1;
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_cover_the_text() {
        let t = "rnbq/8 w KQkq - 0 1";
        assert_eq!(tokens(t).concat(), t);
        assert_eq!(tokens("e2-e4")[..3], ["e2", "-", "e4"]);
    }

    #[test]
    fn mutations_are_reproducible_and_vary() {
        let (mut a, mut b) = (Mutator::new(5), Mutator::new(5));
        let seed = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let outs: Vec<String> = (0..50).map(|_| a.mutate(seed, "e4")).collect();
        let again: Vec<String> = (0..50).map(|_| b.mutate(seed, "e4")).collect();
        assert_eq!(outs, again);
        assert!(outs.iter().filter(|o| o.as_str() != seed).count() > 40);
    }

    #[test]
    fn extreme_numbers_replace_digit_runs() {
        let mut m = Mutator::new(1);
        let out = m.extreme_number("a 12 b");
        assert!(out.starts_with("a ") && out.ends_with(" b"), "{out}");
        assert!(!out.contains("12") || out.contains("2147483647") || out.contains("32767"));
    }
}
