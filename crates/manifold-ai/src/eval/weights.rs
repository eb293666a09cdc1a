//! Evaluation weights of each game, as data. The evaluation code is the same for every
//! game; only these tables differ.
//!
//! Arrays are indexed by [`Role`] (`role as usize`): king, queen (the Great Chess general),
//! rook, bishop, knight, pawn, giraffe, vizier, war machine, heavy pawn, light pawn. The
//! placement tables ([`Weights::rank_mg`], [`Weights::file_mg`]) add a row per role: the
//! value of each rank and file, counted from the piece's own side
//! ([`super::tables::Tables::rank`]).

use manifold_rules::VariantId;
use manifold_rules::piece::{ROLE_COUNT, Role};

use crate::score::Score;

/// The safe reach below which a piece counts as hemmed in ([`Weights::low_mobility_mg`]).
pub(crate) const LOW_MOBILITY: i32 = 3;

/// Ranks a placement table tells apart, from the own home edge (the last holds every rank
/// beyond).
pub(crate) const RANKS: usize = 10;

/// Files a placement table tells apart, by steps in from the nearest side edge (the last
/// holds every file beyond).
pub(crate) const FILES: usize = 5;

/// A placement table by rank: a row of [`RANKS`] per role.
pub type RankTable = [[Score; RANKS]; ROLE_COUNT];

/// A placement table by file: a row of [`FILES`] per role.
pub type FileTable = [[Score; FILES]; ROLE_COUNT];

/// The weights of one game's evaluation, in centipawns.
#[derive(Debug, Clone)]
pub struct Weights {
    /// Middlegame value of each role.
    pub value_mg: [Score; ROLE_COUNT],
    /// Endgame value of each role.
    pub value_eg: [Score; ROLE_COUNT],
    /// How much each role counts towards the game phase (pawns and kings count nothing).
    pub phase: [i32; ROLE_COUNT],
    /// Middlegame bonus per square a piece reaches (pseudo-mobility along the geometry's
    /// rays and leaps; on a closed line both ways round count).
    pub mobility_mg: [Score; ROLE_COUNT],
    /// Endgame bonus per square reached.
    pub mobility_eg: [Score; ROLE_COUNT],
    /// Middlegame penalty per cell a piece's safe reach (the cells it reaches that no
    /// enemy pawn attacks) falls short of [`LOW_MOBILITY`]: a hemmed-in piece is worth
    /// less than its linear mobility says.
    pub low_mobility_mg: [Score; ROLE_COUNT],
    /// The same, endgame.
    pub low_mobility_eg: [Score; ROLE_COUNT],
    /// Middlegame bonus per step away from the board edge (nothing on a torus, which has no
    /// edge).
    pub centre_mg: [Score; ROLE_COUNT],
    /// Endgame bonus per step away from the edge.
    pub centre_eg: [Score; ROLE_COUNT],
    /// Middlegame bonus of a piece by its rank, counted from its side's home edge (0, the
    /// back rank, up to [`RANKS`] - 1); nothing where a board has no ranks for that side.
    pub rank_mg: RankTable,
    /// The same, endgame.
    pub rank_eg: RankTable,
    /// Middlegame bonus of a piece by its file, counted in steps from the nearest side edge
    /// (0 on the a- and h-files, 3 on the d- and e-files); nothing on a board without side
    /// edges (the torus).
    pub file_mg: FileTable,
    /// The same, endgame.
    pub file_eg: FileTable,
    /// Attack units a piece adds when it reaches a square next to the enemy king.
    pub king_attack: [i32; ROLE_COUNT],
    /// Middlegame penalty factor for attack units on a king (units² × this / 16).
    pub king_danger: Score,
    /// Middlegame bonus per own pawn on the squares in front of the king.
    pub pawn_shield: Score,
    /// Bonus of a pawn by its progress towards promotion (× progress² / 256, progress
    /// 0..=16): middlegame.
    pub advance_mg: Score,
    /// The same, endgame.
    pub advance_eg: Score,
    /// Extra bonus of a passed pawn (no enemy pawn can stop or take it on its way), scaled
    /// by its progress: middlegame.
    pub passed_mg: Score,
    /// The same, endgame.
    pub passed_eg: Score,
    /// Bonus for two bishops or more.
    pub bishop_pair: Score,
    /// Bonus for the side to move.
    pub tempo: Score,
    /// Penalty of a piece (not a pawn or king) that an enemy pawn attacks: middlegame.
    pub pawn_threat_mg: Score,
    /// The same, endgame.
    pub pawn_threat_eg: Score,
    /// Penalty of a pawn with an own pawn on its way to promotion: middlegame.
    pub doubled_mg: Score,
    /// The same, endgame.
    pub doubled_eg: Score,
    /// Middlegame bonus of a rook (a line rider that does not ride diagonals) with no own
    /// pawn on its file (the way its own pawns would go from its cell).
    pub rook_semi_open: Score,
    /// Extra middlegame bonus when no pawn at all is on that file.
    pub rook_open: Score,
    /// Endgame bonus per step by which a passed pawn's own king is nearer than the enemy
    /// king to the cell in front of it (at most 5, scaled by the pawn's progress).
    pub passed_king: Score,
    /// Penalty of an isolated pawn (no own pawn on the files beside it): middlegame.
    pub isolated_mg: Score,
    /// The same, endgame.
    pub isolated_eg: Score,
    /// Bonus of a pawn guarded by an own pawn: middlegame.
    pub supported_mg: Score,
    /// The same, endgame.
    pub supported_eg: Score,
    /// Bonus of a pawn with an own pawn beside it (one step across, a phalanx):
    /// middlegame.
    pub phalanx_mg: Score,
    /// The same, endgame.
    pub phalanx_eg: Score,
    /// Bonus of a piece that does not ride lines (knight, bishop) on an outpost: guarded by
    /// an own pawn, a third of the way up or more, where no enemy pawn can ever chase it
    /// away: middlegame.
    pub outpost_mg: Score,
    /// The same, endgame.
    pub outpost_eg: Score,
    /// Bonus per enemy piece of greater value (by `value_mg`) that a piece (not a pawn)
    /// attacks: middlegame.
    pub threat_mg: Score,
    /// The same, endgame.
    pub threat_eg: Score,
    /// Penalty per cell a piece reaches (counted in its mobility) that an enemy pawn
    /// attacks: middlegame.
    pub unsafe_mobility_mg: Score,
    /// The same, endgame.
    pub unsafe_mobility_eg: Score,
    /// Middlegame penalty of a king with no own pawn on its file ahead of it.
    pub king_semi_open: Score,
    /// Extra middlegame penalty when no pawn at all is on that file ahead of it.
    pub king_open: Score,
    /// Middlegame penalty of a king's pressure ([`crate::eval`]'s king pressure: enemy
    /// pieces on its ring, weak cells there, safe and unsafe checks, attacks on the cells
    /// two steps round it), as pressure² / 4096 × this / 64 where the pressure exceeds 100.
    pub king_pressure_mg: Score,
    /// Endgame penalty of the same pressure, pressure / 16 × this / 64.
    pub king_pressure_eg: Score,
    /// Middlegame penalty per enemy attack on the cells within two steps of the king (a
    /// cell attacked twice counts twice).
    pub king_zone_attacks: Score,
    /// Middlegame bonus per file in front of the king (the files of the cells a pawn step
    /// or capture ahead of it) whose nearest own pawn stands two ranks ahead of the king
    /// (one rank ahead is [`Weights::pawn_shield`]'s).
    pub shelter_2: Score,
    /// The same, with the nearest own pawn three ranks ahead.
    pub shelter_3: Score,
    /// Middlegame penalty per file in front of the king with no own pawn within three ranks
    /// ahead of it.
    pub shelter_none: Score,
    /// Middlegame penalty per file in front of the king whose nearest enemy pawn stands one
    /// rank ahead of the king, not blocked by an own pawn just in front of it.
    pub storm_1: Score,
    /// The same, two ranks ahead.
    pub storm_2: Score,
    /// The same, three ranks ahead.
    pub storm_3: Score,
    /// The same, four ranks ahead.
    pub storm_4: Score,
    /// Middlegame penalty per file in front of the king where the nearest enemy pawn stands
    /// right in front of the nearest own pawn (blocked).
    pub storm_blocked: Score,
    /// Endgame penalty per king step to the nearest own pawn.
    pub king_pawn_distance_eg: Score,
}

/// Role indices, for readable tables.
const K: usize = Role::King as usize;
const Q: usize = Role::Queen as usize;
const R: usize = Role::Rook as usize;
const B: usize = Role::Bishop as usize;
const N: usize = Role::Knight as usize;
const P: usize = Role::Pawn as usize;
const G: usize = Role::Giraffe as usize;
const V: usize = Role::Vizier as usize;
const W: usize = Role::WarMachine as usize;
const HP: usize = Role::HeavyPawn as usize;
const LP: usize = Role::LightPawn as usize;

/// Builds a table indexed by role from (role index, entry) pairs; unnamed roles get `zero`.
const fn by_role<T: Copy>(zero: T, pairs: &[(usize, T)]) -> [T; ROLE_COUNT] {
    let mut t = [zero; ROLE_COUNT];
    let mut i = 0;
    while i < pairs.len() {
        t[pairs[i].0] = pairs[i].1;
        i += 1;
    }
    t
}

/// Builds a role table from (role index, value) pairs; unnamed roles get 0.
const fn table(pairs: &[(usize, i32)]) -> [i32; ROLE_COUNT] {
    by_role(0, pairs)
}

/// Builds a placement table from (role index, row) pairs; unnamed roles get a row of 0.
const fn rows<const N: usize>(pairs: &[(usize, [i32; N])]) -> [[i32; N]; ROLE_COUNT] {
    by_role([0; N], pairs)
}

/// Phase weights shared by all games: a minor piece 1, a rook 2, a queen 4, and the
/// compounds by what they combine (vizier 3, war machine 4, giraffe 6).
pub(crate) const PHASE: [i32; ROLE_COUNT] =
    table(&[(Q, 4), (R, 2), (B, 1), (N, 1), (G, 6), (V, 3), (W, 4)]);

/// King-attack units shared by all games.
pub(crate) const KING_ATTACK: [i32; ROLE_COUNT] =
    table(&[(Q, 5), (R, 3), (B, 2), (N, 2), (G, 6), (V, 3), (W, 4)]);

/// King pressure ([`super`]'s `AttackMaps::king_pressure`, after Stockfish 15.1's
/// classical king danger) shared by all games: what each piece that attacks the cells next
/// to an enemy king adds to the weight that is multiplied by the number of such pieces.
pub(crate) const PRESSURE_ATTACKER: [i32; ROLE_COUNT] = table(&[
    (Q, 10),
    (R, 44),
    (B, 52),
    (N, 81),
    (G, 10),
    (V, 52),
    (W, 44),
]);

/// The weights of the terms that only the games fitted with them weigh (pawn threats,
/// doubled pawns, rook and king files, the passed pawn's king race, pawn structure,
/// outposts, threats, unsafe mobility, the king's pressure, shelter and storm, its
/// distance to its pawns): 0 (off) until a tuning run and a match show what
/// they gain (classical chess has its own, fitted to Stockfish's scores); the terms are
/// counted (and traced for the tuner, [`super::trace`]) all the same.
const EXTRA: Weights = Weights {
    value_mg: [0; ROLE_COUNT],
    value_eg: [0; ROLE_COUNT],
    phase: PHASE,
    mobility_mg: [0; ROLE_COUNT],
    mobility_eg: [0; ROLE_COUNT],
    low_mobility_mg: [0; ROLE_COUNT],
    low_mobility_eg: [0; ROLE_COUNT],
    centre_mg: [0; ROLE_COUNT],
    centre_eg: [0; ROLE_COUNT],
    rank_mg: [[0; RANKS]; ROLE_COUNT],
    rank_eg: [[0; RANKS]; ROLE_COUNT],
    file_mg: [[0; FILES]; ROLE_COUNT],
    file_eg: [[0; FILES]; ROLE_COUNT],
    king_attack: KING_ATTACK,
    king_danger: 0,
    pawn_shield: 0,
    advance_mg: 0,
    advance_eg: 0,
    passed_mg: 0,
    passed_eg: 0,
    bishop_pair: 0,
    tempo: 0,
    pawn_threat_mg: 0,
    pawn_threat_eg: 0,
    doubled_mg: 0,
    doubled_eg: 0,
    rook_semi_open: 0,
    rook_open: 0,
    passed_king: 0,
    isolated_mg: 0,
    isolated_eg: 0,
    supported_mg: 0,
    supported_eg: 0,
    phalanx_mg: 0,
    phalanx_eg: 0,
    outpost_mg: 0,
    outpost_eg: 0,
    threat_mg: 0,
    threat_eg: 0,
    unsafe_mobility_mg: 0,
    unsafe_mobility_eg: 0,
    king_semi_open: 0,
    king_open: 0,
    king_pressure_mg: 0,
    king_pressure_eg: 0,
    king_zone_attacks: 0,
    shelter_2: 0,
    shelter_3: 0,
    shelter_none: 0,
    storm_1: 0,
    storm_2: 0,
    storm_3: 0,
    storm_4: 0,
    storm_blocked: 0,
    king_pawn_distance_eg: 0,
};

/// Classical chess: every weight a Texel fit to Stockfish 15.1's scores (depth 9) of the
/// positions of `crates/manifold-cli/tests/data/texel/classical-sf.txt`, `classical-1001-sf.txt`,
/// `classical-5001-sf.txt` (self-play) and `classical-sf2200-games-sf.txt` (games against
/// Stockfish at `UCI_Elo 2200`) (`manifold-cli texel tune` on the four, from the weights
/// before; the README's "Tuning"). The values stay near the usual ones (pawn 100, knight
/// and bishop about 370, rook 530, queen 1050); mobility counts most for the bishop, and a
/// minor piece or rook hemmed in under three safe cells pays 5-9 cp per missing cell;
/// centralisation counts most for the endgame queen.
pub const CLASSICAL: Weights = Weights {
    value_mg: table(&[(Q, 1048), (R, 531), (B, 368), (N, 376), (P, 100)]),
    value_eg: table(&[(Q, 1053), (R, 577), (B, 346), (N, 336), (P, 118)]),
    phase: PHASE,
    mobility_mg: table(&[(Q, 4), (R, 4), (B, 5), (N, 4)]),
    mobility_eg: table(&[(Q, 1), (R, 4), (B, 6), (N, -1)]),
    centre_mg: table(&[(Q, 3), (R, -5), (B, 7), (N, 2), (P, 10), (K, -4)]),
    centre_eg: table(&[(Q, 16), (R, 2), (B, -7), (N, 7), (P, -11), (K, 1)]),
    low_mobility_mg: table(&[(R, 5), (B, 9), (N, 6)]),
    low_mobility_eg: table(&[(Q, 1), (R, 7), (B, 7), (N, 6)]),
    rank_mg: rows(&[
        (Q, [-5, 2, -9, -1, 4, 24, 1, 16, 0, 0]),
        (R, [-16, -33, -27, -12, -10, 16, 5, 24, 0, 0]),
        (B, [-4, 17, 4, -12, -13, 15, -19, -8, 0, 0]),
        (N, [-27, -1, 7, 12, 16, 19, -10, -18, 0, 0]),
        (P, [0, -28, -32, -26, -25, 9, 36, 0, 0, 0]),
        (K, [-2, 4, -6, 1, 0, 3, 0, 0, 0, 0]),
    ]),
    rank_eg: rows(&[
        (Q, [-14, -17, 2, 5, 13, 11, 10, 6, 0, 0]),
        (R, [-14, -19, -11, -1, 10, -2, -1, 13, 0, 0]),
        (B, [-24, -26, -1, 5, -2, -1, -5, -9, 0, 0]),
        (N, [-25, -5, -6, 17, 10, 12, -14, -9, 0, 0]),
        (P, [0, -11, -12, -21, -17, -10, 59, 0, 0, 0]),
        (K, [-38, -5, -3, 8, 11, 18, 16, -7, 0, 0]),
    ]),
    file_mg: rows(&[
        (Q, [6, 6, 11, 14, 0]),
        (R, [-22, -20, -3, -12, 0]),
        (B, [-17, 5, 1, -9, 0]),
        (N, [-19, -1, 5, 15, 0]),
        (P, [-11, -11, -19, -25, 0]),
        (K, [-2, 17, -8, -7, 0]),
    ]),
    file_eg: rows(&[
        (Q, [-1, 12, 11, -4, 0]),
        (R, [-7, -3, -6, -12, 0]),
        (B, [-12, -24, -16, -12, 0]),
        (N, [-17, -7, 2, -2, 0]),
        (P, [-14, -10, 6, 7, 0]),
        (K, [-11, 3, 7, -1, 0]),
    ]),
    king_attack: KING_ATTACK,
    king_danger: 4,
    pawn_shield: 19,
    advance_mg: 33,
    advance_eg: 76,
    passed_mg: 63,
    passed_eg: 197,
    bishop_pair: 48,
    tempo: 24,
    pawn_threat_mg: 62,
    pawn_threat_eg: 26,
    doubled_mg: 7,
    doubled_eg: 14,
    rook_semi_open: 23,
    rook_open: 17,
    passed_king: 61,
    isolated_mg: 5,
    isolated_eg: 15,
    supported_mg: 18,
    supported_eg: 5,
    phalanx_mg: 12,
    phalanx_eg: 2,
    outpost_mg: 38,
    outpost_eg: 10,
    threat_mg: 39,
    threat_eg: 29,
    unsafe_mobility_mg: 7,
    unsafe_mobility_eg: 0,
    king_semi_open: 7,
    king_open: 31,
    king_pressure_mg: 15,
    king_pressure_eg: -13,
    king_zone_attacks: 4,
    shelter_2: 10,
    shelter_3: 14,
    shelter_none: 8,
    storm_1: -6,
    storm_2: 10,
    storm_3: 18,
    storm_4: 1,
    storm_blocked: 5,
    king_pawn_distance_eg: 0,
};

/// Great Chess (10x10): the classical pieces a little cheaper on the bigger board, and the
/// compounds at about the sum of their parts — giraffe (queen + knight) 1200, war machine
/// (rook + knight) 820, vizier (bishop + knight) 650; the general moves as a queen (880).
/// Pawns only step, never double-step, and promote only to a general: 80 (95 in the
/// endgame).
pub const GREAT: Weights = Weights {
    value_mg: table(&[
        (Q, 880),
        (R, 480),
        (B, 320),
        (N, 300),
        (P, 80),
        (G, 1200),
        (V, 650),
        (W, 820),
    ]),
    value_eg: table(&[
        (Q, 900),
        (R, 500),
        (B, 330),
        (N, 280),
        (P, 95),
        (G, 1220),
        (V, 640),
        (W, 840),
    ]),
    phase: PHASE,
    mobility_mg: table(&[(Q, 1), (R, 2), (B, 3), (N, 4), (G, 1), (V, 2), (W, 1)]),
    mobility_eg: table(&[(Q, 2), (R, 3), (B, 3), (N, 3), (G, 2), (V, 3), (W, 2)]),
    centre_mg: table(&[(N, 7), (V, 5), (W, 3), (G, 2), (B, 2), (K, -8)]),
    centre_eg: table(&[(N, 5), (V, 4), (W, 3), (B, 2), (K, 10)]),
    king_attack: KING_ATTACK,
    king_danger: 7,
    pawn_shield: 10,
    advance_mg: 15,
    advance_eg: 50,
    passed_mg: 15,
    passed_eg: 90,
    bishop_pair: 25,
    tempo: 10,
    ..EXTRA
};

/// Wirth chess on the 12x12 torus. RULES 4 gives no piece values, so they follow mobility
/// on the empty torus, where every square is alike: a rook reaches 22 squares, a bishop 21
/// and a queen 43 from anywhere (against 14, about 9 and about 23 on average on an empty
/// 8x8 board), a knight always 8. A bishop is therefore almost a rook here (460 against
/// 500; it keeps to one colour, 12 being even), and the queen, reaching nearly twice a
/// rook's squares, is worth about two rooks (1000). With no edges, centralisation means
/// nothing (its weights are 0, and the edge-distance table of a torus is 0 everywhere);
/// mobility counts for more instead (the ray walk counts a closed line both ways round,
/// so the same weights weigh more squares).
pub const WIRTH: Weights = Weights {
    value_mg: table(&[(Q, 1000), (R, 500), (B, 460), (N, 300), (P, 100)]),
    value_eg: table(&[(Q, 1020), (R, 520), (B, 470), (N, 290), (P, 120)]),
    phase: PHASE,
    mobility_mg: table(&[(Q, 2), (R, 3), (B, 3), (N, 6)]),
    mobility_eg: table(&[(Q, 2), (R, 4), (B, 4), (N, 5)]),
    centre_mg: [0; ROLE_COUNT],
    centre_eg: [0; ROLE_COUNT],
    king_attack: KING_ATTACK,
    king_danger: 8,
    pawn_shield: 10,
    advance_mg: 20,
    advance_eg: 60,
    passed_mg: 20,
    passed_eg: 100,
    bishop_pair: 30,
    tempo: 10,
    ..EXTRA
};

/// Mattrix (three players, hex board): classical values; the heavy pawn as a pawn, the
/// light pawn a little less.
pub const MATTRIX: Weights = Weights {
    value_mg: table(&[(Q, 900), (R, 500), (B, 330), (N, 320), (HP, 100), (LP, 80)]),
    value_eg: table(&[(Q, 920), (R, 520), (B, 340), (N, 300), (HP, 120), (LP, 95)]),
    phase: PHASE,
    mobility_mg: table(&[(Q, 1), (R, 2), (B, 3), (N, 4)]),
    mobility_eg: table(&[(Q, 2), (R, 3), (B, 3), (N, 3)]),
    centre_mg: table(&[(N, 6), (B, 2), (K, -6)]),
    centre_eg: table(&[(N, 4), (K, 8)]),
    king_attack: KING_ATTACK,
    king_danger: 8,
    pawn_shield: 10,
    advance_mg: 15,
    advance_eg: 50,
    passed_mg: 10,
    passed_eg: 60,
    bishop_pair: 20,
    tempo: 10,
    ..EXTRA
};

/// How many times classical chess's weights Max's evaluation of Mattrix gives the king
/// terms ([`MATTRIX_KING_SAFETY`]): twice the classical weights scored better than once
/// (README, "Mattrix Max's king terms").
const MATTRIX_KING_SCALE: Score = 2;

/// Mattrix with classical chess's king terms (the king's file, pressure, zone attacks,
/// pawn shelter and pawn storm) at [`MATTRIX_KING_SCALE`] times classical chess's weights:
/// Max's evaluation of Mattrix ([`king_safety_weights_for`]). The terms are dearer to count
/// (about 40 % fewer nodes a second) and were measured worth it only with Max's time
/// (README, "Mattrix Max's king terms").
pub const MATTRIX_KING_SAFETY: Weights = Weights {
    king_semi_open: MATTRIX_KING_SCALE * CLASSICAL.king_semi_open,
    king_open: MATTRIX_KING_SCALE * CLASSICAL.king_open,
    king_pressure_mg: MATTRIX_KING_SCALE * CLASSICAL.king_pressure_mg,
    king_pressure_eg: MATTRIX_KING_SCALE * CLASSICAL.king_pressure_eg,
    king_zone_attacks: MATTRIX_KING_SCALE * CLASSICAL.king_zone_attacks,
    shelter_2: MATTRIX_KING_SCALE * CLASSICAL.shelter_2,
    shelter_3: MATTRIX_KING_SCALE * CLASSICAL.shelter_3,
    shelter_none: MATTRIX_KING_SCALE * CLASSICAL.shelter_none,
    storm_1: MATTRIX_KING_SCALE * CLASSICAL.storm_1,
    storm_2: MATTRIX_KING_SCALE * CLASSICAL.storm_2,
    storm_3: MATTRIX_KING_SCALE * CLASSICAL.storm_3,
    storm_4: MATTRIX_KING_SCALE * CLASSICAL.storm_4,
    storm_blocked: MATTRIX_KING_SCALE * CLASSICAL.storm_blocked,
    ..MATTRIX
};

/// Chess-transit: classical chess's weights without its placement tables (they were fitted
/// on one board and are not measured on two).
pub const TRANSIT: Weights = Weights {
    rank_mg: EXTRA.rank_mg,
    rank_eg: EXTRA.rank_eg,
    file_mg: EXTRA.file_mg,
    file_eg: EXTRA.file_eg,
    ..CLASSICAL
};

/// The weights of a game.
pub fn weights_for(id: VariantId) -> &'static Weights {
    match id {
        VariantId::Great => &GREAT,
        VariantId::Wirth => &WIRTH,
        VariantId::Mattrix => &MATTRIX,
        VariantId::Classical => &CLASSICAL,
        VariantId::Transit => &TRANSIT,
    }
}

/// The weights of a game with the full king terms
/// ([`crate::SearchConfig::full_king_safety`]): Mattrix's with classical chess's king
/// terms ([`MATTRIX_KING_SAFETY`]); every other game's own, which either count them already
/// (classical chess, Chess-transit) or were never measured with them.
pub fn king_safety_weights_for(id: VariantId) -> &'static Weights {
    match id {
        VariantId::Mattrix => &MATTRIX_KING_SAFETY,
        VariantId::Classical | VariantId::Great | VariantId::Wirth | VariantId::Transit => {
            weights_for(id)
        }
    }
}
