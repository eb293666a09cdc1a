//! Playing levels: how deep and how carefully the engine looks, from a beginner who makes
//! human mistakes to the full-strength search. Every level is deterministic for a seed when
//! its search is bounded by depth or nodes (the lower levels always are).
//!
//! | Level | Name     | Depth | Nodes   | Default time | Eval noise | Blind spots |
//! |------:|----------|------:|--------:|-------------:|-----------:|------------:|
//! | 1     | Beginner | 3     | 20 000  | 0.3 s        | ±90 cp     | 25 % of moves |
//! | 2     | Casual   | 4     | 60 000  | 0.5 s        | ±40 cp     | 8 % of moves |
//! | 3     | Club     | 6     | 300 000 | 1 s          | ±12 cp     | none        |
//! | 4     | Strong   | —     | —       | 1 s          | none       | none        |
//! | 5     | Max      | —     | —       | 5 s          | none       | none        |
//!
//! How the mistakes look: the **evaluation noise** is a fixed random offset per position
//! (seeded), so a low level misjudges quiet positions by up to its amplitude and picks a
//! plausible but imperfect move, at worst giving up about a pawn; it never trades a piece
//! for nothing because of noise alone. A **blind spot** (a seeded share of the moves) hides
//! the opponent's captures of pawns and minor pieces from that search: the engine may then
//! leave a knight or a pawn hanging or grab a defended piece, as beginners do. Captures of a
//! rook, queen or compound piece are always seen, so it does not leave its queen en prise
//! when a simple rescue exists, and it always sees its own captures and mates in one.
//!
//! **Draughts** ([`Family::Draughts`]) has its own table: its positions have far fewer moves
//! (about eight against thirty), so each level looks about twice as deep for a similar
//! effort, and the noise is scaled to a man (100):
//!
//! | Level | Name     | Depth | Nodes   | Default time | Eval noise | Blind spots |
//! |------:|----------|------:|--------:|-------------:|-----------:|------------:|
//! | 1     | Beginner | 4     | 20 000  | 0.3 s        | ±60        | 25 % of moves |
//! | 2     | Casual   | 6     | 60 000  | 0.5 s        | ±30        | 8 % of moves |
//! | 3     | Club     | 10    | 300 000 | 1 s          | ±10        | none        |
//! | 4     | Strong   | —     | —       | 1 s          | none       | none        |
//! | 5     | Max      | —     | —       | 5 s          | none       | none        |
//!
//! A draughts blind spot is the beginner's classic: at the opponent's turns the search does
//! not see a capture of a single man, so it may put a man where it can be taken, or miss
//! that a "free" man is a bait (the shot that gives one to take two). Captures of two men or
//! more, of a king, or that crown are always seen. Since captures are compulsory, a node
//! where every capture is overlooked is judged as if it were quiet.
//!
//! **Chess-transit** ([`Family::Transit`]) has its own depths: its positions hold two
//! boards' moves, so at a club's time the full search reaches only about five plies and a
//! six-ply cap would not bind; each level looks one to two plies less than in chess
//! (Beginner 2, Casual 3, Club 4), with the chess table's nodes, times, noise and blind
//! spots.
//!
//! **Wirth chess** ([`Family::Wirth`]) uses the chess table except at Club, which stops at
//! five plies: on the 12x12 torus the full search reaches about seven plies at a tenth of
//! a second (classical chess about ten), so chess's six-ply cap would hardly bind there
//! and Club would differ from Strong by little more than its noise.
//!
//! **Mattrix** ([`Family::Mattrix`]) uses the chess table except at Beginner, whose
//! search stops at two plies: its plies count each of the three seats' turns, so it sees
//! its move and the next seat's reply but not the third seat's, the three-player
//! beginner's classic (a piece left to the seat that moves second). Casual's four plies
//! are one round and a move. In Mattrix neither caps nor noise separate the levels much
//! (a seat is mated about as often as it mates, whatever its level), but time does, so
//! Casual thinks 0.25 s and Club 0.5 s by default, each half the time of the level above
//! (Beginner's two plies end long before its 0.3 s). The capped levels (Beginner to Club) fear everything the two
//! opponents could do together; Strong and Max know that the seat after theirs does not
//! give material away to help the third seat's attack
//! ([`SearchConfig::next_seat_keeps_material`]), and play stronger for it. Max also counts
//! the king's file, pressure, shelter and pawn storm (at twice classical chess's weights),
//! which Mattrix's own weights leave out ([`SearchConfig::full_king_safety`]): dearer to
//! count, they pay only with Max's time. And Max spends part of its time playing its
//! near-best moves on with each opponent's reply as that opponent's own search would
//! choose it ([`SearchConfig::simulate_opponents`], [`super::simulate`]).

use std::fmt;
use std::time::Duration;

use super::limits::Limits;
use super::score::Score;
use super::search::SearchConfig;

/// The groups of games with a level table of their own: games whose positions take the
/// search about the same effort per ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Classical chess and Great Chess.
    Chess,
    /// Wirth chess: the 12x12 torus, where a ply takes longer than in classical chess.
    Wirth,
    /// Mattrix: three seats in turn.
    Mattrix,
    /// Chess-transit: two boards' moves in one position.
    Transit,
    /// Russian draughts.
    Draughts,
}

impl Family {
    /// Every family, each once, in declaration order (for tests that walk every level table).
    #[cfg(test)]
    pub(crate) const ALL: [Family; 5] = [
        Family::Chess,
        Family::Wirth,
        Family::Mattrix,
        Family::Transit,
        Family::Draughts,
    ];

    /// The family's level table, Beginner first.
    fn table(self) -> &'static LevelTable {
        match self {
            Family::Chess => &CHESS_LEVELS,
            Family::Wirth => &WIRTH_LEVELS,
            Family::Mattrix => &MATTRIX_LEVELS,
            Family::Transit => &TRANSIT_LEVELS,
            Family::Draughts => &DRAUGHTS_LEVELS,
        }
    }
}

/// One row of settings per level, Beginner first.
type LevelTable = [LevelSettings; 5];

/// The default times, the same in every family.
const BEGINNER_TIME: Duration = Duration::from_millis(300);
const CASUAL_TIME: Duration = Duration::from_millis(500);
const CLUB_TIME: Duration = Duration::from_millis(1000);
const STRONG_TIME: Duration = Duration::from_millis(1000);
const MAX_TIME: Duration = Duration::from_millis(5000);

/// A level row: its depth cap, node cap, default time, noise and blind spots.
const fn row(
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Duration,
    eval_noise: Score,
    blunder_permille: u32,
) -> LevelSettings {
    LevelSettings {
        depth,
        nodes,
        movetime,
        eval_noise,
        blunder_permille,
        next_seat_keeps_material: false,
        full_king_safety: false,
        simulate_opponents: false,
    }
}

/// The full search: no caps, no noise, and with three seats the next seat keeping its
/// material (Strong and Max).
const fn full(movetime: Duration) -> LevelSettings {
    LevelSettings {
        next_seat_keeps_material: true,
        ..row(None, None, movetime, 0, 0)
    }
}

/// The first table above.
const CHESS_LEVELS: LevelTable = [
    row(Some(3), Some(20_000), BEGINNER_TIME, 90, 250),
    row(Some(4), Some(60_000), CASUAL_TIME, 40, 80),
    row(Some(6), Some(300_000), CLUB_TIME, 12, 0),
    full(STRONG_TIME),
    full(MAX_TIME),
];

/// The Wirth table: the chess table with Club looking five plies.
const WIRTH_LEVELS: LevelTable = with_depths(CHESS_LEVELS, [3, 4, 5]);

/// The Mattrix table: the chess table with Beginner looking two plies (its move and the
/// next seat's reply), Casual and Club thinking a quarter and half of Strong's time, and
/// Max counting the full king terms and simulating the opponents.
const MATTRIX_LEVELS: LevelTable = with_mattrix_max(with_movetimes(
    with_depths(CHESS_LEVELS, [2, 4, 6]),
    [MATTRIX_CASUAL_TIME, MATTRIX_CLUB_TIME],
));

/// Mattrix Casual's default time: half of Club's.
const MATTRIX_CASUAL_TIME: Duration = Duration::from_millis(250);
/// Mattrix Club's default time: half of Strong's.
const MATTRIX_CLUB_TIME: Duration = Duration::from_millis(500);

/// The Chess-transit table: the chess table with shallower depths for the three capped
/// levels.
const TRANSIT_LEVELS: LevelTable = with_depths(CHESS_LEVELS, [2, 3, 4]);

/// `table` with the depth caps of Beginner, Casual and Club replaced by `depths`.
const fn with_depths(mut table: LevelTable, depths: [u32; 3]) -> LevelTable {
    let mut i = 0;
    while i < depths.len() {
        table[i].depth = Some(depths[i]);
        i += 1;
    }
    table
}

/// `table` with the default times of Casual and Club replaced by `times`.
const fn with_movetimes(mut table: LevelTable, times: [Duration; 2]) -> LevelTable {
    table[Level::Casual as usize - 1].movetime = times[0];
    table[Level::Club as usize - 1].movetime = times[1];
    table
}

/// `table` with Max counting the full king terms and simulating the opponents' replies.
const fn with_mattrix_max(mut table: LevelTable) -> LevelTable {
    table[Level::Max as usize - 1].full_king_safety = true;
    table[Level::Max as usize - 1].simulate_opponents = true;
    table
}

/// The draughts table.
const DRAUGHTS_LEVELS: LevelTable = [
    row(Some(4), Some(20_000), BEGINNER_TIME, 60, 250),
    row(Some(6), Some(60_000), CASUAL_TIME, 30, 80),
    row(Some(10), Some(300_000), CLUB_TIME, 10, 0),
    full(STRONG_TIME),
    full(MAX_TIME),
];

/// A playing level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 1: looks three plies ahead (plus captures), misjudges positions by up to about a
    /// pawn, and in a quarter of its moves overlooks that pawns and minor pieces can be
    /// taken.
    Beginner = 1,
    /// 2: four plies, smaller misjudgements, an occasional blind spot (8 % of moves).
    Casual = 2,
    /// 3: six plies, a slight noise that varies its play, no blind spots.
    Club = 3,
    /// 4: the full search for the time given (1 s a move by default).
    Strong = 4,
    /// 5: the full search with more time (5 s a move by default).
    Max = 5,
}

/// What a level means for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// The deepest iteration (`None`: no depth limit).
    pub depth: Option<u32>,
    /// The most nodes a move may take (`None`: no node limit).
    pub nodes: Option<u64>,
    /// The time a move takes when the caller gives none.
    pub movetime: Duration,
    /// See [`SearchConfig::eval_noise`].
    pub eval_noise: Score,
    /// See [`SearchConfig::blunder_permille`].
    pub blunder_permille: u32,
    /// See [`SearchConfig::next_seat_keeps_material`]: the full-strength levels only.
    pub next_seat_keeps_material: bool,
    /// See [`SearchConfig::full_king_safety`]: Mattrix's Max only.
    pub full_king_safety: bool,
    /// See [`SearchConfig::simulate_opponents`]: Mattrix's Max only.
    pub simulate_opponents: bool,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Strong,
        Level::Max,
    ];

    /// The level with this number (1..=5).
    pub fn from_number(n: u32) -> Option<Level> {
        Level::ALL.get((n as usize).checked_sub(1)?).copied()
    }

    /// The level's number (1..=5).
    pub fn number(self) -> u32 {
        self as u32
    }

    /// The level's name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Club => "Club",
            Level::Strong => "Strong",
            Level::Max => "Max",
        }
    }

    /// What the level means for the search of a chess variant (the first table above).
    pub fn settings(self) -> LevelSettings {
        self.settings_for(Family::Chess)
    }

    /// What the level means for the search of a game family (the tables above).
    pub fn settings_for(self, family: Family) -> LevelSettings {
        family.table()[self as usize - 1]
    }

    /// The search limits of one move: the level's depth and node caps, and `movetime` (or
    /// the level's default time).
    pub fn limits(self, movetime: Option<Duration>) -> Limits {
        self.limits_for(Family::Chess, movetime)
    }

    /// The search limits of one move in a game family.
    pub fn limits_for(self, family: Family, movetime: Option<Duration>) -> Limits {
        let s = self.settings_for(family);
        Limits {
            depth: s.depth,
            nodes: s.nodes,
            time: Some(movetime.unwrap_or(s.movetime)),
            ..Limits::default()
        }
    }

    /// The search configuration of the level with a seed.
    pub fn config(self, seed: u64) -> SearchConfig {
        self.config_for(Family::Chess, seed)
    }

    /// The search configuration of the level in a game family, with a seed.
    pub fn config_for(self, family: Family, seed: u64) -> SearchConfig {
        let s = self.settings_for(family);
        SearchConfig {
            seed,
            eval_noise: s.eval_noise,
            blunder_permille: s.blunder_permille,
            pruning: true,
            next_seat_keeps_material: s.next_seat_keeps_material,
            full_king_safety: s.full_king_safety,
            simulate_opponents: s.simulate_opponents,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.number(), self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_and_levels_grow() {
        for l in Level::ALL {
            assert_eq!(Level::from_number(l.number()), Some(l));
        }
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(6), None);
        for family in Family::ALL {
            let depth = |l: Level| l.settings_for(family).depth.unwrap_or(u32::MAX);
            for pair in Level::ALL.windows(2) {
                assert!(depth(pair[0]) <= depth(pair[1]));
                let noise = |l: Level| l.settings_for(family).eval_noise;
                assert!(noise(pair[0]) >= noise(pair[1]));
            }
        }
        assert!(
            Level::Beginner.settings_for(Family::Draughts).depth > Level::Beginner.settings().depth
        );
        // Mattrix's Max alone counts the full king terms and simulates the opponents.
        for family in Family::ALL {
            for level in Level::ALL {
                let mattrix_max = family == Family::Mattrix && level == Level::Max;
                let settings = level.settings_for(family);
                assert_eq!(settings.full_king_safety, mattrix_max, "{family:?} {level}");
                assert_eq!(level.config_for(family, 0).full_king_safety, mattrix_max);
                assert_eq!(
                    settings.simulate_opponents, mattrix_max,
                    "{family:?} {level}"
                );
                assert_eq!(level.config_for(family, 0).simulate_opponents, mattrix_max);
            }
        }
        // From Casual up, a level never has less default time than the one below.
        for family in Family::ALL {
            let time = |l: Level| l.settings_for(family).movetime;
            for pair in Level::ALL[1..].windows(2) {
                assert!(time(pair[0]) <= time(pair[1]), "{family:?} {}", pair[0]);
            }
        }
        let ms = Duration::from_millis;
        assert_eq!(
            Level::Casual.settings_for(Family::Mattrix).movetime,
            ms(250)
        );
        assert_eq!(Level::Club.settings_for(Family::Mattrix).movetime, ms(500));
        // Otherwise the derived tables differ from the chess table only in these depths.
        let depths = [
            (Family::Wirth, [3, 4, 5]),
            (Family::Mattrix, [2, 4, 6]),
            (Family::Transit, [2, 3, 4]),
        ];
        for (family, capped) in depths {
            for level in Level::ALL {
                let settings = level.settings_for(family);
                let depth = capped.get(level as usize - 1).copied();
                assert_eq!(settings.depth, depth.or(level.settings().depth));
                let chess_depth = LevelSettings {
                    depth: level.settings().depth,
                    movetime: level.settings().movetime,
                    full_king_safety: false,
                    simulate_opponents: false,
                    ..settings
                };
                assert_eq!(chess_depth, level.settings(), "{family:?} {level}");
            }
        }
    }
}
