//! Material classes: which pieces each seat has besides its king, seen from the seat that is
//! to be mated, with the bishops' cell colours where they matter. A class is what a row of
//! a dead-position table names (`K+B+B v K`, `K+Ba v K+Ba`) and what the search places.

use std::fmt;

use crate::piece::Role;
use crate::variant::Variant;

/// The sides of a class, counted from the seat to be mated: that seat, the seat that moves
/// after it, and (with three seats) the seat that moved before it. With two seats the
/// second side is the opponent and the third is unused.
pub const SIDES: usize = 3;

/// The side of the seat to be mated.
pub const MATED: usize = 0;
/// The side of the seat that moves after the mated one (the opponent, with two seats).
pub const NEXT: usize = 1;
/// With three seats, the side of the seat that moved last (before the mated one).
pub const PREVIOUS: usize = 2;

/// One piece of a class (never a king: every side has exactly one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Man {
    /// What it is.
    pub role: Role,
    /// For a bishop, which colour of cell it stands on, as a label (`a`, `b`, `c`): two
    /// bishops with the same label stand on cells of one colour, with different labels on
    /// cells of different colours. `None` for every other role.
    pub colour: Option<u8>,
}

/// Whether a role stays on cells of one colour for ever: the bishop, on every board of
/// these games (a diagonal step keeps a cell's colour on the square boards, the 12x12
/// torus and the hex board; a transit keeps the square's name, hence its colour).
pub fn colour_bound(role: Role) -> bool {
    role == Role::Bishop
}

/// The pieces besides the kings, by side ([`MATED`], [`NEXT`], [`PREVIOUS`]), each side
/// sorted strongest first and the bishops' colour labels in canonical form (see [`MaterialClass::new`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MaterialClass {
    sides: [Vec<Man>; SIDES],
}

/// A class text that does not read (a row of a built-in table, or a command-line class).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("material class '{text}': {problem}")]
pub struct ClassError {
    /// The text read.
    pub text: String,
    /// What is wrong with it.
    pub problem: &'static str,
}

impl MaterialClass {
    /// A class of these sides: each side is sorted and the colour labels renamed to the
    /// least of their renamings (so that `K+Bb v K+Bb` and `K+Ba v K+Ba` are one class).
    pub fn new(sides: [Vec<Man>; SIDES]) -> MaterialClass {
        let used: Vec<u8> = {
            let mut u: Vec<u8> = sides.iter().flatten().filter_map(|m| m.colour).collect();
            u.sort_unstable();
            u.dedup();
            u
        };
        let mut best: Option<[Vec<Man>; SIDES]> = None;
        for renaming in permutations(used.len()) {
            let mut renamed = sides.clone();
            for man in renamed.iter_mut().flatten() {
                if let Some(c) = man.colour {
                    let at = used.iter().position(|&u| u == c).expect("label listed");
                    man.colour = Some(renaming[at] as u8);
                }
            }
            for side in &mut renamed {
                side.sort_by_key(|m| (strength_order(m.role), m.colour));
            }
            // The mating sides take the first labels: `K+Ba v K+Bb`, not `K+Bb v K+Ba`.
            let key = |s: &[Vec<Man>; SIDES]| {
                let order = |side: &Vec<Man>| -> Vec<(u8, Option<u8>)> {
                    side.iter()
                        .map(|m| (strength_order(m.role), m.colour))
                        .collect()
                };
                (order(&s[NEXT]), order(&s[PREVIOUS]), order(&s[MATED]))
            };
            if best.as_ref().is_none_or(|b| key(&renamed) < key(b)) {
                best = Some(renamed);
            }
        }
        MaterialClass {
            sides: best.expect("at least the identity renaming"),
        }
    }

    /// The pieces of one side.
    pub fn side(&self, side: usize) -> &[Man] {
        &self.sides[side]
    }

    /// Every side's pieces.
    pub fn sides(&self) -> &[Vec<Man>; SIDES] {
        &self.sides
    }

    /// The number of pieces besides the kings.
    pub fn len(&self) -> usize {
        self.sides.iter().map(Vec::len).sum()
    }

    /// Whether no side has a piece besides its king.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether an opponent of the mated side has a piece: without one nothing can give
    /// check (a king never attacks a king: kings never stand side by side), so no mate.
    pub fn opponents_armed(&self) -> bool {
        !self.sides[NEXT].is_empty() || !self.sides[PREVIOUS].is_empty()
    }

    /// The classes with one piece fewer (each piece taken away in turn), without repeats.
    pub fn smaller(&self) -> Vec<MaterialClass> {
        let mut out: Vec<MaterialClass> = Vec::new();
        for side in 0..SIDES {
            for i in 0..self.sides[side].len() {
                let mut sides = self.sides.clone();
                sides[side].remove(i);
                let class = MaterialClass::new(sides);
                if !out.contains(&class) {
                    out.push(class);
                }
            }
        }
        out
    }

    /// Reads a class: the mating sides and the mated side joined by ` v `; with three
    /// seats the two opponents (the seat that moves after the mated one first) are joined
    /// by `, `. A side is `K` and `+` and a letter of the game for each other piece; a
    /// bishop may carry a colour label `a`, `b` or `c` (`K+Ba+Ba v K`). Bishops without a
    /// label are taken to stand on cells of different colours.
    pub fn parse(variant: &Variant, text: &str) -> Result<MaterialClass, ClassError> {
        let error = |problem| ClassError {
            text: text.to_string(),
            problem,
        };
        let (mating, mated) = text
            .split_once(" v ")
            .ok_or(error("no ' v ' between sides"))?;
        let opponents: Vec<&str> = mating.split(", ").collect();
        let expected = variant.seats as usize - 1;
        if opponents.len() != expected {
            return Err(error("not one mating side per opponent of the mated seat"));
        }
        let mut next_label = 0u8;
        let mut side = |part: &str| -> Result<Vec<Man>, ClassError> {
            let mut tokens = part.trim().split('+');
            if tokens.next() != Some("K") {
                return Err(error("a side does not start with its king K"));
            }
            tokens
                .map(|token| {
                    let mut chars = token.chars();
                    let letter = chars.next().ok_or(error("an empty piece"))?;
                    let (role, _) = variant
                        .role_of_letter(letter)
                        .filter(|(r, _)| *r != Role::King && letter.is_ascii_uppercase())
                        .ok_or(error("a letter that is no piece of this game"))?;
                    let colour = match (chars.next(), colour_bound(role)) {
                        (None, false) => None,
                        (Some(c @ 'a'..='c'), true) => Some(c as u8 - b'a'),
                        (None, true) => {
                            next_label += 1;
                            Some(10 + next_label)
                        }
                        _ => return Err(error("a colour label on a piece that has none")),
                    };
                    if chars.next().is_some() {
                        return Err(error("a piece written with more than a letter and a label"));
                    }
                    Ok(Man { role, colour })
                })
                .collect()
        };
        let mut sides: [Vec<Man>; SIDES] = Default::default();
        sides[NEXT] = side(opponents[0])?;
        if let Some(previous) = opponents.get(1) {
            sides[PREVIOUS] = side(previous)?;
        }
        sides[MATED] = side(mated)?;
        Ok(MaterialClass::new(sides))
    }

    /// The class as [`MaterialClass::parse`] reads it, with the game's letters; bishops
    /// carry their labels only where the class has more than one.
    pub fn display<'a>(&'a self, variant: &'a Variant) -> impl fmt::Display + 'a {
        ClassText {
            class: self,
            variant,
        }
    }
}

/// [`MaterialClass::display`]'s value.
struct ClassText<'a> {
    class: &'a MaterialClass,
    variant: &'a Variant,
}

impl fmt::Display for ClassText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bishops = self
            .class
            .sides
            .iter()
            .flatten()
            .filter(|m| m.colour.is_some())
            .count();
        let side = |f: &mut fmt::Formatter<'_>, men: &[Man]| -> fmt::Result {
            f.write_str("K")?;
            for man in men {
                let letter = self
                    .variant
                    .letter(man.role, crate::Seat::WHITE)
                    .unwrap_or('?');
                write!(f, "+{letter}")?;
                if let (Some(c), true) = (man.colour, bishops > 1) {
                    write!(f, "{}", (b'a' + c) as char)?;
                }
            }
            Ok(())
        };
        side(f, &self.class.sides[NEXT])?;
        if self.variant.seats > 2 {
            f.write_str(", ")?;
            side(f, &self.class.sides[PREVIOUS])?;
        }
        f.write_str(" v ")?;
        side(f, &self.class.sides[MATED])
    }
}

/// Where a role comes in a written class: the strongest first, as players write material
/// (`K+Q+N`, `K+R+B`).
fn strength_order(role: Role) -> u8 {
    match role {
        Role::King => 0,
        Role::Giraffe => 1,
        Role::Queen => 2,
        Role::WarMachine => 3,
        Role::Rook => 4,
        Role::Vizier => 5,
        Role::Bishop => 6,
        Role::Knight => 7,
        Role::HeavyPawn => 8,
        Role::LightPawn => 9,
        Role::Pawn => 10,
    }
}

/// Every ordering of `0..n` (n is at most 3 here).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, n - 1);
            out.push(q);
        }
    }
    out
}

/// A material class of `id`'s board read from its text, for tests ("K+Q v K").
#[cfg(test)]
pub(crate) fn class(id: crate::VariantId, text: &str) -> MaterialClass {
    MaterialClass::parse(id.rules(), text).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::VariantId;

    #[test]
    fn classes_read_and_write_back() {
        let v = VariantId::Classical.rules();
        for text in [
            "K v K",
            "K+N+N v K",
            "K+Q v K+N",
            "K+Ba+Ba v K",
            "K+Ba v K+Bb",
        ] {
            assert_eq!(
                class(VariantId::Classical, text).display(v).to_string(),
                text
            );
        }
        let m = VariantId::Mattrix.rules();
        let text = "K+H, K v K+P";
        assert_eq!(class(VariantId::Mattrix, text).display(m).to_string(), text);
        // A lone bishop needs no label; labels are renamed to the least naming.
        assert_eq!(
            class(VariantId::Classical, "K+Bb v K")
                .display(v)
                .to_string(),
            "K+B v K"
        );
        assert_eq!(
            class(VariantId::Classical, "K+Bb v K+Bb"),
            class(VariantId::Classical, "K+Ba v K+Ba")
        );
        assert_ne!(
            class(VariantId::Classical, "K+Ba v K+Ba"),
            class(VariantId::Classical, "K+Ba v K+Bb")
        );
        assert_eq!(
            class(VariantId::Classical, "K+N+Q v K"),
            class(VariantId::Classical, "K+Q+N v K")
        );
    }

    #[test]
    fn bad_class_texts_are_refused() {
        let v = VariantId::Classical.rules();
        for text in [
            "K+Q", "Q v K", "K+X v K", "K+Qa v K", "K+Bd v K", "K, K v K",
        ] {
            assert!(MaterialClass::parse(v, text).is_err(), "{text}");
        }
        assert!(MaterialClass::parse(VariantId::Mattrix.rules(), "K+Q v K").is_err());
    }

    #[test]
    fn smaller_classes_take_one_piece_away() {
        let c = class(VariantId::Classical, "K+Ba+Ba v K+Bb");
        let smaller: Vec<String> = c
            .smaller()
            .iter()
            .map(|s| s.display(VariantId::Classical.rules()).to_string())
            .collect();
        assert_eq!(smaller, ["K+Ba+Ba v K", "K+Ba v K+Bb"]);
        assert_eq!(
            class(VariantId::Classical, "K+Bb v K+Ba")
                .display(VariantId::Classical.rules())
                .to_string(),
            "K+Ba v K+Bb"
        );
        assert!(!class(VariantId::Classical, "K v K+Q").opponents_armed());
    }
}
