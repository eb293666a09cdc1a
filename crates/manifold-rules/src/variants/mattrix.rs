//! Mattrix (RULES 5): three-player chess on the 147-cell hex board.
//!
//! Everything is White's rule turned by the 120-degree map R of RULES 5.2: Blue's pawn
//! directions, promotion side, castling cells and start array are White's turned once, Red's
//! turned twice. So the tables below are written once, for White, and [`turn_cell`] /
//! [`turn_step`] make the other two armies.

use crate::geometry::hex::{self, cell_at};
use crate::geometry::{Cell, CellSet, Dir, Geometry};
use crate::piece::{Role, Seat};
use crate::variant::{
    CastleRule, MaterialRule, Notation, PawnRule, Variant, VariantId, VariantSpec,
};

/// White (seat 0), who moves first; home side the bottom row o.
pub const WHITE: Seat = Seat(0);
/// Blue (seat 1), who moves second; home side the upper-left edge (q + r = 7).
pub const BLUE: Seat = Seat(1);
/// Red (seat 2), who moves third; home side the upper-right edge (q = 13).
pub const RED: Seat = Seat(2);
/// The three seats in turn order.
pub const SEATS: [Seat; 3] = [WHITE, BLUE, RED];

/// The piece letters: K Q R B N, H heavy pawn (Russian Т), P light pawn (Russian П).
pub const LETTERS: [(Role, char); 7] = [
    (Role::King, 'K'),
    (Role::Queen, 'Q'),
    (Role::Rook, 'R'),
    (Role::Bishop, 'B'),
    (Role::Knight, 'N'),
    (Role::HeavyPawn, 'H'),
    (Role::LightPawn, 'P'),
];

/// White's forward diagonals (RULES 5.2): the forward diagonal (+1,-2) and the two 60
/// degrees either side. A light pawn moves along them; a heavy pawn captures along them.
pub(crate) const WHITE_FORWARD_DIAGONALS: [(i32, i32); 3] = [(1, -2), (2, -1), (-1, -1)];
/// White's forward lines (RULES 5.2), 30 degrees either side of the forward diagonal. A
/// heavy pawn moves along them; a light pawn captures along them.
pub(crate) const WHITE_FORWARD_LINES: [(i32, i32); 2] = [(1, -1), (0, -1)];

/// What a heavy pawn promotes to (RULES 5.3).
pub const HEAVY_PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
/// What a light pawn promotes to (RULES 5.3).
pub const LIGHT_PROMOTIONS: [Role; 3] = [Role::Rook, Role::Bishop, Role::Knight];

/// **Ruling M2** (RULES 5.4): White's start array by cell; Blue's and Red's are it turned.
pub const WHITE_ARRAY: [(Role, &str); 26] = [
    (Role::Rook, "o7"),
    (Role::Bishop, "o9"),
    (Role::Knight, "o11"),
    (Role::Queen, "o13"),
    (Role::King, "o15"),
    (Role::Knight, "o17"),
    (Role::Bishop, "o19"),
    (Role::Rook, "o21"),
    (Role::HeavyPawn, "n6"),
    (Role::HeavyPawn, "n8"),
    (Role::HeavyPawn, "n10"),
    (Role::Bishop, "n14"),
    (Role::HeavyPawn, "n18"),
    (Role::HeavyPawn, "n20"),
    (Role::HeavyPawn, "n22"),
    (Role::LightPawn, "m5"),
    (Role::LightPawn, "m7"),
    (Role::LightPawn, "m9"),
    (Role::LightPawn, "m11"),
    (Role::LightPawn, "m13"),
    (Role::LightPawn, "m15"),
    (Role::LightPawn, "m17"),
    (Role::LightPawn, "m19"),
    (Role::LightPawn, "m21"),
    (Role::LightPawn, "m23"),
    (Role::HeavyPawn, "l14"),
];

/// One castling of White's by cell name (RULES 5.3); Blue's and Red's are these cells turned.
pub(crate) struct CastleCells {
    /// 0-0 (with the nearer rook) or 0-0-0.
    pub short: bool,
    /// Where the king stands.
    pub king_from: &'static str,
    /// Where the king goes: next to the rook's start cell.
    pub king_to: &'static str,
    /// Where the rook stands.
    pub rook_from: &'static str,
    /// Where the rook lands: on the king's other side.
    pub rook_to: &'static str,
    /// The cells between king and rook, which must be empty.
    pub between: &'static [&'static str],
    /// The cells the king passes or lands on, which no opponent may attack.
    pub king_path: &'static [&'static str],
}

/// White's two castlings. **Ruling M1** (castling conditions): every cell between king and
/// rook is empty and no cell of the king's path is attacked by either opponent; the move
/// generator adds "neither has moved" (the castling right) and "the king is not in check".
pub(crate) const WHITE_CASTLING: [CastleCells; 2] = [
    CastleCells {
        short: true,
        king_from: "o15",
        king_to: "o19",
        rook_from: "o21",
        rook_to: "o17",
        between: &["o17", "o19"],
        king_path: &["o17", "o19"],
    },
    CastleCells {
        short: false,
        king_from: "o15",
        king_to: "o9",
        rook_from: "o7",
        rook_to: "o11",
        between: &["o13", "o11", "o9"],
        king_path: &["o13", "o11", "o9"],
    },
];

/// **Ruling M4**: plies with no capture and no pawn move after which the game is drawn (the
/// rulebook's 150 plies end the game; there is no separate claim).
pub(crate) const NO_PROGRESS_PLIES: u16 = 150;

/// **Ruling M4**: the occurrence of a position that ends the game as a draw (threefold
/// repetition ends it at once; no claim is needed).
pub(crate) const REPETITION_DRAW: usize = 3;

/// The start position in the Mattrix position text ([`crate::mattrix::text`]).
pub const START_FEN: &str = concat!(
    "W:Ko15,Qo13,Ro7,Ro21,Bn14,Bo9,Bo19,No11,No17,Hl14,Hn6,Hn8,Hn10,Hn18,Hn20,Hn22,",
    "Pm5,Pm7,Pm9,Pm11,Pm13,Pm15,Pm17,Pm19,Pm21,Pm23 ",
    "B:Ke4,Qd5,Ra8,Rh1,Bb7,Be6,Bg2,Nc6,Nf3,Ha10,Hb9,Hc8,Hf9,Hg4,Hh3,Hi2,",
    "Pa12,Pb11,Pc10,Pd9,Pe8,Pf7,Pg6,Ph5,Pi4,Pk3 ",
    "R:Kd23,Qe24,Ra20,Rh27,Bb21,Be22,Bg26,Nc22,Nf25,Ha18,Hb19,Hc20,Hf19,Hg24,Hh25,Hi26,",
    "Pa16,Pb17,Pc18,Pd19,Pe20,Pf21,Pg22,Ph23,Pi24,Pk25 ",
    "w o21,o7,h1,a8,a20,h27 0 1"
);

/// A cell of the hex board by name (for the tables above).
fn named(name: &str) -> Cell {
    hex::cell_by_name(name).unwrap_or_else(|| panic!("{name} is not a hex cell"))
}

/// A cell turned `times` times by 120 degrees.
pub fn turn_cell(cell: Cell, times: usize) -> Cell {
    (0..times).fold(cell, |c, _| hex::rotate(c))
}

/// A step turned `times` times by 120 degrees.
pub(crate) fn turn_step(step: (i32, i32), times: usize) -> (i32, i32) {
    (0..times).fold(step, |(dq, dr), _| hex::rotate_step(dq, dr))
}

/// The seat's army turned from White's: Blue is one turn, Red two.
fn turns(seat: Seat) -> usize {
    seat.index()
}

fn dirs(g: &Geometry, steps: &[(i32, i32)], seat: Seat) -> Vec<Dir> {
    steps
        .iter()
        .map(|&s| {
            g.dir_with_offset(turn_step(s, turns(seat)))
                .expect("a turned hex step is a hex direction")
        })
        .collect()
}

/// Each seat's promotion side: White row a (r = 0), turned for Blue and Red.
pub fn promotion_side(seat: Seat) -> CellSet {
    let (lo, hi) = hex::row_span(0);
    (lo..=hi)
        .map(|q| turn_cell(cell_at(q, 0).expect("row a"), turns(seat)))
        .collect()
}

fn pawn_rules(g: &Geometry) -> Vec<PawnRule> {
    let mut rules = Vec::new();
    for seat in SEATS {
        let zone = promotion_side(seat);
        let diagonals = dirs(g, &WHITE_FORWARD_DIAGONALS, seat);
        let lines = dirs(g, &WHITE_FORWARD_LINES, seat);
        rules.push(PawnRule {
            seat,
            role: Role::HeavyPawn,
            pushes: lines.clone(),
            captures: diagonals.clone(),
            double_step_from: CellSet::EMPTY,
            promotion_zone: zone,
            promotions: HEAVY_PROMOTIONS.to_vec(),
        });
        rules.push(PawnRule {
            seat,
            role: Role::LightPawn,
            pushes: diagonals,
            captures: lines,
            double_step_from: CellSet::EMPTY,
            promotion_zone: zone,
            promotions: LIGHT_PROMOTIONS.to_vec(),
        });
    }
    rules
}

/// The six castlings: White short, White long, Blue short, Blue long, Red short, Red long
/// (the bit order of the castling rights).
fn castling() -> Vec<CastleRule> {
    let mut rules = Vec::new();
    for seat in SEATS {
        for c in &WHITE_CASTLING {
            let t = |name: &str| turn_cell(named(name), turns(seat));
            let letter = if c.short { 'K' } else { 'Q' };
            rules.push(CastleRule {
                seat,
                // Not used by the Mattrix text, which names a right by its rook's cell.
                fen_char: if seat == WHITE {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                },
                king_from: t(c.king_from),
                king_to: t(c.king_to),
                rook_from: t(c.rook_from),
                rook_to: t(c.rook_to),
                must_be_empty: c.between.iter().map(|n| t(n)).collect(),
                king_path: c.king_path.iter().map(|n| t(n)).collect(),
                short: c.short,
            });
        }
    }
    rules
}

/// Every seat's start array: (seat, role, cell), White's array turned for Blue and Red.
pub fn start_array() -> Vec<(Seat, Role, Cell)> {
    SEATS
        .iter()
        .flat_map(|&seat| {
            WHITE_ARRAY
                .iter()
                .map(move |&(role, name)| (seat, role, turn_cell(named(name), turns(seat))))
        })
        .collect()
}

/// Builds the Mattrix tables.
pub fn variant() -> Variant {
    let geometry = hex::board();
    Variant::new(VariantSpec {
        id: VariantId::Mattrix,
        name: "Mattrix chess",
        pawn_rules: pawn_rules(&geometry),
        castling: castling(),
        geometry,
        seats: 3,
        letters: LETTERS.to_vec(),
        en_passant: false,
        start_fen: START_FEN,
        claim_plies: NO_PROGRESS_PLIES,
        automatic_plies: NO_PROGRESS_PLIES,
        automatic_repetitions: REPETITION_DRAW,
        material_rule: MaterialRule {
            table: include_str!("../dead/tables/mattrix.ron"),
            minor_pieces_drawn: false,
        },
        max_pieces_per_seat: 26,
        notation: Notation::Mattrix,
        has_transit: false,
    })
}
