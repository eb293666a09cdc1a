//! A game variant as data: its geometry, seats, pieces, pawn and castling rules and the
//! draw rules. The move generator reads these tables and knows no variant by name.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use manifold_locale::{Localize, Message};

use super::geometry::{Cell, CellSet, Dir, Geometry, MAX_CELLS};
use super::piece::{ROLE_COUNT, Role, Seat};
use super::variants;

/// The games the chess engine plays. Saved files (the app's settings and saved games) name
/// a variant by this enum's spelling (`Classical`, `Mattrix`), so renaming one breaks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum VariantId {
    /// FIDE chess on 8x8.
    Classical,
    /// Great Chess, 10x10, with giraffe, vizier and war machine.
    Great,
    /// Wirth chess on the 12x12 torus.
    Wirth,
    /// Mattrix: three-player chess on the 147-cell hex board.
    Mattrix,
    /// Chess-transit: two 8x8 boards side by side, pieces hopping between them.
    Transit,
}

impl VariantId {
    /// Every variant, in menu order.
    pub const ALL: [VariantId; 5] = [
        VariantId::Classical,
        VariantId::Great,
        VariantId::Wirth,
        VariantId::Mattrix,
        VariantId::Transit,
    ];

    /// The names the variant goes by: the one table of them. The message ids follow from
    /// the command-line name (`game-NAME`, `frag-variant-NAME`, `frag-variant-NAME_name`).
    pub(crate) fn names(self) -> VariantNames {
        macro_rules! named {
            ($cli:literal) => {
                VariantNames {
                    cli: $cli,
                    title: concat!("game-", $cli),
                    fragment: concat!("frag-variant-", $cli),
                    in_sentence: concat!("frag-variant-", $cli, "_name"),
                }
            };
        }
        match self {
            VariantId::Classical => named!("classical"),
            VariantId::Great => named!("great"),
            VariantId::Wirth => named!("wirth"),
            VariantId::Mattrix => named!("mattrix"),
            VariantId::Transit => named!("transit"),
        }
    }

    /// The name used on the command line and in saved files (`classical`, `great`,
    /// `wirth`, `mattrix`, `transit`).
    pub fn cli_name(self) -> &'static str {
        self.names().cli
    }

    /// The variant's rule tables (built once).
    pub fn rules(self) -> &'static Variant {
        static CLASSICAL: OnceLock<Variant> = OnceLock::new();
        static GREAT: OnceLock<Variant> = OnceLock::new();
        static WIRTH: OnceLock<Variant> = OnceLock::new();
        static MATTRIX: OnceLock<Variant> = OnceLock::new();
        static TRANSIT: OnceLock<Variant> = OnceLock::new();
        match self {
            VariantId::Classical => CLASSICAL.get_or_init(variants::classical::variant),
            VariantId::Great => GREAT.get_or_init(variants::great::variant),
            VariantId::Wirth => WIRTH.get_or_init(variants::wirth::variant),
            VariantId::Mattrix => MATTRIX.get_or_init(variants::mattrix::variant),
            VariantId::Transit => TRANSIT.get_or_init(variants::transit::variant),
        }
    }
}

/// The names a variant goes by: on the command line and in saved files, and the ids of the
/// Fluent messages that name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VariantNames {
    /// The command-line name (`classical`).
    pub cli: &'static str,
    /// The message naming the game in menus and titles (`game-classical`: "Classical chess").
    pub title: &'static str,
    /// The message naming it by its command-line name in errors (`frag-variant-classical`).
    pub fragment: &'static str,
    /// The message naming it in the middle of a sentence (`frag-variant-classical_name`).
    pub in_sentence: &'static str,
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.cli_name())
    }
}

/// An unknown variant name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct UnknownVariant(pub String);

impl Localize for UnknownVariant {
    fn message(&self) -> Message {
        let names: Vec<&str> = VariantId::ALL.iter().map(|id| id.cli_name()).collect();
        Message::new("variant-unknown")
            .text("name", &self.0)
            .text("names", names.join(", "))
    }
}

manifold_locale::display_in_english!(UnknownVariant);

impl FromStr for VariantId {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "classical" | "chess" | "standard" => Ok(VariantId::Classical),
            "great" | "greatchess" | "indiangreat" => Ok(VariantId::Great),
            "wirth" | "torus" => Ok(VariantId::Wirth),
            "mattrix" | "hex" | "threeplayer" => Ok(VariantId::Mattrix),
            "transit" | "chess-transit" | "twoboards" => Ok(VariantId::Transit),
            _ => Err(UnknownVariant(s.to_string())),
        }
    }
}

/// How a pawn of one kind moves for one seat.
#[derive(Debug, Clone)]
pub struct PawnRule {
    /// The seat whose pawns of `role` move by this rule (each seat has its own forward).
    pub seat: Seat,
    /// The pawn role this rule is for.
    pub role: Role,
    /// Non-capturing steps (to an empty cell).
    pub pushes: Vec<Dir>,
    /// Capturing steps (onto an enemy piece).
    pub captures: Vec<Dir>,
    /// Cells from which a push may go two steps (both empty).
    pub double_step_from: CellSet,
    /// Cells on which the pawn must promote.
    pub promotion_zone: CellSet,
    /// What it may promote to.
    pub promotions: Vec<Role>,
}

/// One castling move of one seat.
#[derive(Debug, Clone)]
pub struct CastleRule {
    /// The seat that may castle this way.
    pub seat: Seat,
    /// The letter of this right in the FEN castling field.
    pub fen_char: char,
    /// Where the king stands.
    pub king_from: Cell,
    /// Where the king goes.
    pub king_to: Cell,
    /// Where the rook stands.
    pub rook_from: Cell,
    /// Where the rook goes.
    pub rook_to: Cell,
    /// Cells that must be empty (besides the king and this rook).
    pub must_be_empty: Vec<Cell>,
    /// Cells the king passes or lands on, which no enemy may attack.
    pub king_path: Vec<Cell>,
    /// Whether this is the short (king-side) castling.
    pub short: bool,
}

/// Which positions the game draws as dead by their material (RULES 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaterialRule {
    /// The board's dead-position table: which material can give mate and which never can,
    /// decided by an exhaustive search of placements (`manifold-cli dead-positions`), as
    /// the RON text [`crate::dead::table::DeadTable::parse`] reads. Chess-transit reads
    /// classical chess's: its two boards pool their material (RULES.md, section 6).
    pub table: &'static str,
    /// Great Chess, Ruling G3: also drawn when no side has more than a king and one bishop
    /// or knight, whether or not a mate could still come of it.
    pub minor_pieces_drawn: bool,
}

/// How a game writes its positions and moves: which reader and writer
/// [`Position::from_fen`](super::Position::from_fen), `to_fen`, `move_to_san`, `parse_san`,
/// `move_to_coord` and `parse_move` hand the text to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// FEN by ranks and SAN (RULES 1: classical chess; also Great Chess, RULES 3, and Wirth
    /// chess, RULES 4, with their own cell names).
    Standard,
    /// Mattrix's own (RULES 5.5): the position text listing each army by cell, and the
    /// full (`No11-l10`) and short (`Nl10`) move notation
    /// ([`crate::mattrix`]).
    Mattrix,
    /// Chess-transit's (RULES 6): a FEN per board with each board's status, and moves
    /// naming their board and transits ([`crate::transit::notation`],
    /// [`crate::transit::text`]).
    Transit,
}

/// A chess variant's complete rule tables: its [`VariantSpec`] (whose fields it reads as
/// its own) and the look-up tables derived from it.
#[derive(Debug)]
pub struct Variant {
    spec: VariantSpec,
    pawn_rule_index: Vec<u8>,
    castle_clear: Vec<u8>,
    castle_replay: u8,
}

impl std::ops::Deref for Variant {
    type Target = VariantSpec;

    fn deref(&self) -> &VariantSpec {
        &self.spec
    }
}

/// Everything a variant module supplies: the rules as data. [`Variant::new`] derives the
/// look-up tables; a [`Variant`] reads as its spec (it dereferences to it).
#[derive(Debug)]
pub struct VariantSpec {
    /// Which variant this is.
    pub id: VariantId,
    /// The variant's English name, as PGN's `Variant` tag writes it (`Classical chess`).
    pub name: &'static str,
    /// The board: its cells, its directions and how its edges join (a torus wraps).
    pub geometry: Geometry,
    /// Number of players: 2, or 3 in Mattrix.
    pub seats: u8,
    /// FEN letters (upper case = first seat) for each role used.
    pub letters: Vec<(Role, char)>,
    /// Pawn rules, any number per seat.
    pub pawn_rules: Vec<PawnRule>,
    /// Castling moves; a castling right is a bit with this rule's index.
    pub castling: Vec<CastleRule>,
    /// Whether en passant exists.
    pub en_passant: bool,
    /// The start position, as FEN in the variant's own dialect.
    pub start_fen: &'static str,
    /// Plies without capture or pawn move after which a draw may be claimed.
    pub claim_plies: u16,
    /// Plies without capture or pawn move after which the game is drawn automatically.
    pub automatic_plies: u16,
    /// The occurrence of a position that draws the game automatically (5 in FIDE chess, 3
    /// in Mattrix); a draw may be claimed on the third.
    pub automatic_repetitions: usize,
    /// Dead positions by material.
    pub material_rule: MaterialRule,
    /// The most pieces one seat may have (its starting number).
    pub max_pieces_per_seat: usize,
    /// How positions and moves are written.
    pub notation: Notation,
    /// The rules of Chess-transit (RULES 6.2, 6.3): a turn may be a transit of a piece to
    /// the same square of the other board, boards close and get results of their own, a
    /// mated king must transit. What they add lives in [`crate::transit`]; the move
    /// generator, [`Position::apply`](super::Position::apply) and the game's outcome call it
    /// when this is set.
    pub has_transit: bool,
}

const NO_RULE: u8 = u8::MAX;

impl Variant {
    /// Builds a variant and its derived look-up tables.
    pub fn new(spec: VariantSpec) -> Variant {
        let mut pawn_rule_index = vec![NO_RULE; spec.seats as usize * ROLE_COUNT];
        for (i, rule) in spec.pawn_rules.iter().enumerate() {
            pawn_rule_index[rule.seat.index() * ROLE_COUNT + rule.role as usize] = i as u8;
        }
        let mut castle_clear = vec![0u8; MAX_CELLS];
        for (i, rule) in spec.castling.iter().enumerate() {
            castle_clear[rule.king_from.index()] |= 1 << i;
            castle_clear[rule.rook_from.index()] |= 1 << i;
        }
        // Castling needs a test of the king's target after the move only where the rook,
        // leaving its cell, could open a line onto that target (round a seam), or where the
        // target is not on the king's tested path.
        let g = &spec.geometry;
        let castle_replay = spec
            .castling
            .iter()
            .enumerate()
            .fold(0u8, |acc, (i, rule)| {
                let uncovers = !rule.king_path.contains(&rule.king_to)
                    || g.dirs().any(|d| {
                        let ray = g.ray(rule.king_to, d);
                        ray.iter()
                            .position(|&c| c == rule.rook_from)
                            .is_some_and(|at| at + 1 < ray.len())
                    });
                acc | u8::from(uncovers) << i
            });
        Variant {
            spec,
            pawn_rule_index,
            castle_clear,
            castle_replay,
        }
    }

    /// The pawn rule of a seat's pawn role, if that role is a pawn in this game.
    #[inline]
    pub fn pawn_rule(&self, seat: Seat, role: Role) -> Option<&PawnRule> {
        let i = self.pawn_rule_index[seat.index() * ROLE_COUNT + role as usize];
        (i != NO_RULE).then(|| &self.pawn_rules[i as usize])
    }

    /// Whether castling by rule `i` must be played out to see that the king's target is safe:
    /// the rook leaving its cell could open a line onto it (on the torus), which the test of
    /// the king's path, made with the rook still home, does not see.
    #[inline]
    pub(crate) fn castling_needs_replay(&self, i: usize) -> bool {
        self.castle_replay >> i & 1 != 0
    }

    /// The castling rights lost when a move starts or ends on `cell`.
    #[inline]
    pub fn castle_rights_touched(&self, cell: Cell) -> u8 {
        self.castle_clear[cell.index()]
    }

    /// The FEN letter of a role for a seat (upper case for White).
    pub fn letter(&self, role: Role, seat: Seat) -> Option<char> {
        let c = self.letters.iter().find(|(r, _)| *r == role)?.1;
        Some(if seat == Seat::WHITE {
            c
        } else {
            c.to_ascii_lowercase()
        })
    }

    /// The role and seat of a FEN letter.
    pub fn role_of_letter(&self, letter: char) -> Option<(Role, Seat)> {
        let seat = if letter.is_ascii_uppercase() {
            Seat::WHITE
        } else {
            Seat::BLACK
        };
        let upper = letter.to_ascii_uppercase();
        self.letters
            .iter()
            .find(|(_, c)| *c == upper)
            .map(|(r, _)| (*r, seat))
    }

    /// Whether the variant uses a role.
    pub fn has_role(&self, role: Role) -> bool {
        self.letters.iter().any(|(r, _)| *r == role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_variant_renders_in_both_languages() {
        let error = "chess960".parse::<VariantId>().unwrap_err();
        manifold_locale::check::assert_renders(&error.message(), "unknown variant", &[]);
        assert_eq!(
            error.to_string(),
            "unknown variant 'chess960' (expected one of: classical, great, wirth, mattrix, transit)"
        );
    }

    #[test]
    fn castling_is_played_out_only_where_the_rook_can_open_a_line_round_a_seam() {
        let classical = VariantId::Classical.rules();
        assert_eq!(classical.castling.len(), 4);
        assert!((0..4).all(|i| !classical.castling_needs_replay(i)));
        let wirth = VariantId::Wirth.rules();
        assert!((0..wirth.castling.len()).all(|i| wirth.castling_needs_replay(i)));
    }

    #[test]
    fn every_game_says_its_layout_notation_and_transit_rule() {
        use crate::geometry::Layout;
        for id in VariantId::ALL {
            let v = id.rules();
            let expected = match id {
                VariantId::Classical | VariantId::Great => {
                    (Layout::SquareGrid, Notation::Standard, false)
                }
                VariantId::Wirth => (Layout::Torus, Notation::Standard, false),
                VariantId::Mattrix => (Layout::Hex, Notation::Mattrix, false),
                VariantId::Transit => (Layout::TwoBoards, Notation::Transit, true),
            };
            let got = (v.geometry.layout(), v.notation, v.has_transit);
            assert_eq!(got, expected, "{id}");
            assert_eq!(v.geometry.wraps(), expected.0 == Layout::Torus, "{id}");
        }
        let draughts = crate::draughts::geometry();
        assert_eq!(draughts.layout(), Layout::SquareGrid);
        assert!(!draughts.wraps());
    }
}
