//! Static evaluation: one generic evaluation over the variant's data, with each game's
//! weights as data ([`weights`]) and look-up tables derived from its geometry and pawn
//! rules ([`tables`]).
//!
//! Terms, each tapered between middlegame and endgame by the material left on the board:
//! - **material**, by the game's piece values;
//! - **mobility**: the squares each piece reaches along the geometry's rays and leaps
//!   (pseudo-mobility: own pieces block, enemy pieces count as reachable), and a penalty
//!   per cell a piece's safe reach falls short of [`weights::LOW_MOBILITY`];
//! - **centralisation**: steps from the board's edge (zero on the torus, which has none);
//! - **placement**: a value per role for each rank, counted from the piece's own side,
//!   and for each file, counted in from the nearest side edge (piece-square tables in two
//!   halves, which read the same on every board with ranks and files);
//! - **king safety**: own pawns in front of the king, and enemy pieces reaching the
//!   squares around it;
//! - **pawn progress** towards the promotion zone of the variant's pawn rule, measured in
//!   pushes along the pawn's own direction (so on the torus too), with a bonus for passed
//!   pawns;
//! - the bishop pair, a tempo bonus, and in won endgames a pull of the stronger king
//!   towards the weaker one;
//! - pieces attacked by enemy pawns, doubled pawns, rooks on half-open and open files and
//!   the kings' race to a passed pawn's next cell;
//! - pawn structure (isolated pawns, pawns guarded by a pawn, pawns side by side), pieces
//!   on outposts, attacks on greater pieces, reach onto cells enemy pawns attack, and a
//!   king on a half-open or open file;
//! - the **king's pressure**, after Stockfish 15.1's classical king danger (squared in the
//!   middlegame): the enemy pieces attacking the cells next to the king and their attacks
//!   there, the weak cells there (attacked, and guarded at most once), the cells from
//!   which an enemy piece could check safely or would be taken, the enemy attacks on the
//!   cells within two steps, the pieces pinned to the king or ready to uncover a check on
//!   it, an own knight guarding the cells next to it, and no enemy queen; the king's
//!   **shelter** and the enemy's pawn **storm** (how far ahead the nearest own and enemy
//!   pawns stand on each file in front of the king), and in the endgame the king's
//!   distance to its own pawns.
//!
//! The terms of the last three items, and low mobility, weigh something only in the games
//! fitted with them (classical chess and, with its weights, Chess-transit; [`weights`]);
//! elsewhere they are counted and traced for the tuner at weight 0.
//!
//! One walk of the position ([`Evaluator::walk`]) counts all of it; its [`Sink`] either
//! multiplies each count by its weight (the evaluation, which takes a piece's
//! centralisation and placement as one pair summed ahead of time: [`placement`]) or
//! records it (the tuner's [`trace`]).
//!
//! Per game on top of that: Chess-transit adds the boards' results, the danger of a board
//! mate and the risk of transit loss ([`transit`]); with three seats (Mattrix) a seat's
//! score is its total against the average of its two opponents' (the paranoid view of
//! the search, see [`crate::search`]). Russian draughts has an evaluation of its own
//! ([`draughts`]). Classical chess is judged by its network ([`crate::network`])
//! wherever each side has more than its king, its judgement fading as the fifty-move
//! count runs ([`FIFTY_MOVE_FADE`]); [`Evaluator::hand_written`] gives these terms alone.

pub(crate) mod draughts;
pub mod params;
pub(crate) mod placement;
pub(crate) mod tables;
pub(crate) mod trace;
pub mod transit;
pub(crate) mod weights;

use manifold_rules::game::insufficient_material;
use manifold_rules::geometry::DirKind;
use manifold_rules::piece::{
    ATTACKS_DIAGONALS, ATTACKS_KNIGHT, ATTACKS_LINES, ATTACKS_PAWN, Piece, ROLE_COUNT, Role, Seat,
    code_role,
};
use manifold_rules::transit::{BoardStatus, board_of};
use manifold_rules::{CellSet, Position, Variant};

use super::network::Network;

use super::score::{DRAW, Score};
use params::{PARAMS, at};
use placement::PlacementSums;
use tables::{FULL_PROGRESS, Tables};
use weights::{LOW_MOBILITY, PRESSURE_ATTACKER};
pub use weights::{Weights, weights_for};

/// How a network's judgement fades as the move-count rule runs: after `h` plies without a
/// capture or pawn move it counts `(FIFTY_MOVE_FADE - h) / FIFTY_MOVE_FADE` (`h` at most the
/// rule's claim, 100 plies in chess, where it counts half), so a side ahead prefers the moves
/// that reset the count to shuffling towards a draw, and a side behind the other way round.
const FIFTY_MOVE_FADE: Score = 200;

/// The evaluation of one game.
#[derive(Clone, Copy, Debug)]
pub struct Evaluator {
    variant: &'static Variant,
    weights: &'static Weights,
    /// The weights as the parameter vector the walk indexes ([`params`]).
    params: [Score; PARAMS],
    tables: &'static Tables,
    /// The placement counts already weighed and summed, per seat, role and cell.
    placement: &'static PlacementSums,
    /// The game's network, which judges its positions instead of the weights where no
    /// side is down to a bare king ([`Network::for_variant`]: classical chess).
    network: Option<&'static Network>,
}

/// The evaluation split into its terms, per seat (middlegame and endgame parts already
/// blended by the phase), for tests and tuning.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Terms {
    /// The pieces' values by the game's piece table, in centipawns.
    pub(crate) material: [Score; 3],
    /// The cells each piece reaches (own pieces block, enemy pieces count), less a
    /// penalty for each cell its safe reach falls short of [`weights::LOW_MOBILITY`].
    pub(crate) mobility: [Score; 3],
    /// Centralisation and placement (the rank and file tables).
    pub centre: [Score; 3],
    /// King safety (shield bonus minus attack penalty).
    pub king: [Score; 3],
    /// Pawn progress and passed pawns.
    pub pawns: [Score; 3],
    /// Pieces attacked by enemy pawns.
    pub threats: [Score; 3],
    /// Bishop pair, rooks on open files, mop-up.
    pub other: [Score; 3],
    /// The phase: 0 (bare kings and pawns) to 256 (all pieces on the board).
    pub phase: i32,
    /// Whether no seat can ever mate (the game's material rule): the score is a draw.
    pub dead: bool,
}

impl Terms {
    /// A seat's total.
    pub fn total(&self, seat: Seat) -> Score {
        let s = seat.index();
        self.material[s]
            + self.mobility[s]
            + self.centre[s]
            + self.king[s]
            + self.pawns[s]
            + self.threats[s]
            + self.other[s]
    }
}

/// Middlegame and endgame halves of a score.
#[derive(Clone, Copy, Default)]
struct Pair {
    mg: Score,
    eg: Score,
}

impl Pair {
    #[inline]
    fn add(&mut self, mg: Score, eg: Score) {
        self.mg += mg;
        self.eg += eg;
    }

    #[inline]
    fn blend(self, phase: i32) -> Score {
        (self.mg * phase + self.eg * (256 - phase)) / 256
    }
}

impl Evaluator {
    /// The evaluation of a game.
    pub fn new(variant: &'static Variant) -> Evaluator {
        Evaluator::for_search(variant, false)
    }

    /// The evaluation of a game for a search: with the full king terms
    /// ([`weights::king_safety_weights_for`]) where `full_king_safety` asks for them, with
    /// the game's network where it has one.
    pub fn for_search(variant: &'static Variant, full_king_safety: bool) -> Evaluator {
        let weights = if full_king_safety {
            weights::king_safety_weights_for(variant.id)
        } else {
            weights_for(variant.id)
        };
        Evaluator {
            network: Network::for_variant(variant),
            ..Evaluator::with_weights(variant, weights)
        }
    }

    /// The evaluation of a game by its weights alone, even where it has a network (what
    /// Texel tuning fits).
    pub fn hand_written(variant: &'static Variant) -> Evaluator {
        Evaluator::with_weights(variant, weights_for(variant.id))
    }

    /// The evaluation of a game with other weights than its own (tuning, tests).
    pub fn with_weights(variant: &'static Variant, weights: &'static Weights) -> Evaluator {
        Evaluator {
            variant,
            weights,
            params: params::params(weights),
            tables: Tables::for_variant(variant, &weights.phase),
            placement: PlacementSums::for_weights(variant, weights),
            network: None,
        }
    }

    /// The weights in use.
    pub fn weights(&self) -> &'static Weights {
        self.weights
    }

    /// The middlegame value of a role (used to order captures).
    #[inline]
    pub fn value(&self, role: Role) -> Score {
        self.weights.value_mg[role as usize]
    }

    /// The score of a position for the side to move.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> Score {
        self.evaluate_for(pos, pos.turn())
    }

    /// The score of a position for `seat`: its total minus its opponent's (with three
    /// seats, minus the average of its two opponents'), plus the tempo bonus if it is to
    /// move. A network's judgement fades as the move-count rule runs ([`FIFTY_MOVE_FADE`]).
    /// In Chess-transit that judgement of the open boards, with the [`transit`] terms, is
    /// bounded ([`transit::bounded`]) and the closed boards' results are added.
    pub fn evaluate_for(&self, pos: &Position, seat: Seat) -> Score {
        if let Some(network) = self.network
            && pos.occupied().iter().take(2).all(|cells| cells.len() > 1)
        {
            let plies =
                Score::from(pos.halfmove_clock()).min(Score::from(self.variant.claim_plies));
            return network.evaluate_for(pos, seat) * (FIFTY_MOVE_FADE - plies) / FIFTY_MOVE_FADE;
        }
        let terms = self.terms(pos);
        if terms.dead {
            // A dead position is drawn; in Chess-transit that draws the open boards, and the
            // closed boards keep their results.
            return if self.variant.has_transit {
                transit::result_score(pos, seat, BoardStatus::Drawn)
            } else {
                DRAW
            };
        }
        let seats = self.variant.seats.clamp(1, 3);
        let mine = terms.total(seat);
        let (mut sum, mut count) = (0, 0);
        for s in (0..seats).map(Seat).filter(|&s| s != seat) {
            sum += terms.total(s);
            count += 1;
        }
        let theirs = if count == 0 { 0 } else { sum / count };
        let tempo = if pos.turn() == seat {
            self.weights.tempo
        } else {
            0
        };
        let judgement = mine - theirs + tempo;
        if self.variant.has_transit {
            let extra = transit::heuristics(pos, seat, |role| self.value(role));
            return transit::result_score(pos, seat, BoardStatus::Drawn)
                + transit::bounded(judgement + extra);
        }
        judgement
    }

    /// Every term of the evaluation, per seat. A dead position (no mate possible by the
    /// game's material rule) gives only `dead: true`.
    pub fn terms(&self, pos: &Position) -> Terms {
        self.weighed_terms::<false>(pos)
    }

    /// [`Evaluator::terms`], with the placement counts weighed one by one (`ITEMISED`) or
    /// taken from their sums ([`PlacementSums`]): the same result either way.
    fn weighed_terms<const ITEMISED: bool>(&self, pos: &Position) -> Terms {
        let mut sink = TermSink::<ITEMISED> {
            weights: &self.params,
            pairs: [[Pair::default(); TERM_COUNT]; 3],
        };
        let Some(phase) = self.walk(pos, &mut sink) else {
            return Terms {
                dead: true,
                ..Terms::default()
            };
        };
        let of = |term: Term| -> [Score; 3] {
            std::array::from_fn(|s| sink.pairs[s][term as usize].blend(phase))
        };
        Terms {
            material: of(Term::Material),
            mobility: of(Term::Mobility),
            centre: of(Term::Centre),
            king: of(Term::King),
            pawns: of(Term::Pawns),
            threats: of(Term::Threats),
            other: of(Term::Other),
            phase,
            dead: false,
        }
    }

    /// The one walk of a position that both the evaluation ([`Evaluator::terms`]) and its
    /// trace for tuning ([`Evaluator::features`]) make: every count the evaluation
    /// multiplies by a weight goes to `sink` with the weight's parameter index
    /// ([`params::at`]). Returns the phase (0 bare kings and pawns, 256 every piece on the
    /// board), or `None` for a dead position (no mate possible by the game's material rule).
    pub(super) fn walk<S: Sink>(&self, pos: &Position, sink: &mut S) -> Option<i32> {
        let w = self.weights;
        let t = self.tables;
        let v = self.variant;
        let seats = (v.seats as usize).min(3);
        let mut phase = 0;
        // Each seat's material with the evaluator's own weights, for the mop-up.
        let mut material = [Pair::default(); 3];
        let mut bishops = [0; 3];
        let mut pieces = 0;
        let mut attack_units = [0i32; 3];
        let mut attackers = [0i32; 3];
        let mut maps = AttackMaps::default();
        let weighs_pressure = S::ITEMISED
            || w.king_pressure_mg != 0
            || w.king_pressure_eg != 0
            || w.king_zone_attacks != 0;
        let rings: [CellSet; 3] = std::array::from_fn(|s| {
            if s < seats {
                pos.king(Seat(s as u8))
                    .map_or(CellSet::EMPTY, |k| t.ring[k.index()])
            } else {
                CellSet::EMPTY
            }
        });
        // Pawns first: each seat's pawns with their rule, and the cells they attack.
        let mut pawns = [CellSet::EMPTY; 3];
        let mut pawn_attacks = [CellSet::EMPTY; 3];
        let any_pawn = pos.attackers()[ATTACKS_PAWN];
        for s in 0..seats {
            for cell in pos.occupied()[s].intersection(any_pawn).iter() {
                if let Some(ri) = t.rule_at_code(pos.board()[cell.index()]) {
                    pawns[s].insert(cell);
                    pawn_attacks[s] = pawn_attacks[s].union(t.pawn_attacks[ri][cell.index()]);
                }
            }
        }
        let all_pawns = pawns.iter().fold(CellSet::EMPTY, |acc, p| acc.union(*p));
        for s in 0..seats {
            maps.add(s, pawn_attacks[s]);
            maps.add(s, rings[s]);
        }
        // What the other seats' pawns attack and the cells around the other seats' kings,
        // by seat.
        let others = |sets: &[CellSet; 3], s: usize| {
            (0..seats)
                .filter(|&e| e != s)
                .fold(CellSet::EMPTY, |acc, e| acc.union(sets[e]))
        };
        let enemy_pawns: [CellSet; 3] = std::array::from_fn(|s| others(&pawns, s));
        let enemy_pawn_attacks: [CellSet; 3] = std::array::from_fn(|s| others(&pawn_attacks, s));
        // How open a seat's file is from a cell on (its first pawn rule's way, as the
        // rook's): no own pawn on it (half-open), and no pawn at all (open).
        let openness = |s: usize, cell: manifold_rules::Cell| -> (bool, bool) {
            let Some(ri) = t.file_rule[s] else {
                return (false, false);
            };
            let file = t.path[ri][cell.index()];
            let half_open = !file.is_empty() && !file.intersects(&pawns[s]);
            (half_open, half_open && !file.intersects(&enemy_pawns[s]))
        };
        let enemy_rings: [CellSet; 3] = std::array::from_fn(|s| others(&rings, s));
        // Chess-transit's closed boards (no other game has any).
        let closed = pos.board_status().map(BoardStatus::is_closed);
        let any_closed = v.has_transit && closed.contains(&true);
        for (s, cell) in (0..seats).flat_map(|s| pos.occupied()[s].iter().map(move |c| (s, c))) {
            // A cell of a seat's set holds a piece of that seat.
            let piece = Piece::new(Seat(s as u8), code_role(pos.board()[cell.index()]));
            let r = piece.role as usize;
            sink.add_both(
                s,
                Term::Material,
                (at::VALUE_MG + r, at::VALUE_EG + r),
                1,
                1,
            );
            material[s].add(w.value_mg[r], w.value_eg[r]);
            phase += w.phase[r];
            if any_closed && closed[board_of(cell)] {
                // Chess-transit: a unit on a closed board moves nowhere there; it only waits
                // to transit out.
                continue;
            }
            if S::ITEMISED {
                for (param, stage, count) in placement::counts(t, s, r, cell.index()) {
                    sink.add(s, Term::Centre, param, stage, count, 1);
                }
            } else {
                let [mg, eg] = self.placement.at(s, r, cell.index());
                sink.fixed(s, Term::Centre, Stage::Mg, mg);
                sink.fixed(s, Term::Centre, Stage::Eg, eg);
            }
            if piece.role.is_pawn() || piece.role == Role::King {
                continue;
            }
            pieces += 1;
            if piece.role == Role::Bishop {
                bishops[s] += 1;
            }
            if enemy_pawn_attacks[s].contains(cell) {
                sink.add_both(
                    s,
                    Term::Threats,
                    (at::PAWN_THREAT_MG, at::PAWN_THREAT_EG),
                    -1,
                    1,
                );
            }
            if piece.role.rides_lines() && !piece.role.rides_diagonals() {
                // A rook's file.
                let (half_open, open) = openness(s, cell);
                if half_open {
                    sink.add(s, Term::Other, at::ROOK_SEMI_OPEN, Stage::Mg, 1, 1);
                }
                if open {
                    sink.add(s, Term::Other, at::ROOK_OPEN, Stage::Mg, 1, 1);
                }
            }
            if !piece.role.rides_lines()
                && pawn_attacks[s].contains(cell)
                && let Some(ri) = t.file_rule[s]
                && t.progress[ri][cell.index()] as i32 >= FULL_PROGRESS / 3
                && !t.attack_span[ri][cell.index()].intersects(&enemy_pawns[s])
            {
                sink.add_both(s, Term::Other, (at::OUTPOST_MG, at::OUTPOST_EG), 1, 1);
            }
            let reached = reach(pos, cell, piece, enemy_pawn_attacks[s], &w.value_mg);
            let Reach {
                cells,
                unsafe_cells,
                threats,
                ..
            } = reached;
            let attacks = reached.all_attacks();
            maps.add(s, attacks);
            for (kind, set) in reached.attacks.iter().enumerate() {
                maps.by_kind[s][kind] = maps.by_kind[s][kind].union(*set);
            }
            maps.queen[s] |= piece.role.rides_lines() && piece.role.rides_diagonals();
            sink.add_both(
                s,
                Term::Mobility,
                (at::MOBILITY_MG + r, at::MOBILITY_EG + r),
                cells,
                1,
            );
            let unsafe_pair = (at::UNSAFE_MOBILITY_MG, at::UNSAFE_MOBILITY_EG);
            sink.add_both(s, Term::Mobility, unsafe_pair, -unsafe_cells, 1);
            let short = (LOW_MOBILITY - (cells - unsafe_cells)).max(0);
            if short > 0 {
                let low = (at::LOW_MOBILITY_MG + r, at::LOW_MOBILITY_EG + r);
                sink.add_both(s, Term::Mobility, low, -short, 1);
            }
            sink.add_both(s, Term::Threats, (at::THREAT_MG, at::THREAT_EG), threats, 1);
            if attacks.intersects(&enemy_rings[s]) {
                for (e, ring) in rings.iter().enumerate() {
                    if e != s && !ring.is_empty() {
                        attack_units[e] += w.king_attack[r];
                        attackers[e] += 1;
                        let on_ring = attacks.intersection(*ring).len() as i32;
                        if on_ring > 0 {
                            maps.ring_attacks[e] += on_ring;
                            maps.attacker_weight[e] += PRESSURE_ATTACKER[r];
                        }
                    }
                }
            }
        }
        // Dead material is looked up for the smallest material only (two pieces besides the
        // kings, no pawns), where it is common and the look-up cheap; larger dead material
        // still ends the game by the rules (`dead::is_dead`).
        if pieces <= 2 && all_pawns.is_empty() && insufficient_material(pos) {
            return None;
        }
        let phase = (phase * 256 / t.phase_total).clamp(0, 256);
        for s in 0..seats {
            let seat = Seat(s as u8);
            // King safety: a middlegame term.
            if let Some(k) = pos.king(seat) {
                let shield = t.shield[s][k.index()].intersection(pawns[s]).len() as i32;
                sink.add(s, Term::King, at::PAWN_SHIELD, Stage::Mg, shield.min(3), 1);
                let (half_open, open) = openness(s, k);
                if half_open {
                    sink.add(s, Term::King, at::KING_SEMI_OPEN, Stage::Mg, -1, 1);
                }
                if open {
                    sink.add(s, Term::King, at::KING_OPEN, Stage::Mg, -1, 1);
                }
                if attackers[s] >= 2 {
                    let u = attack_units[s];
                    if u * u * w.king_danger / 16 < KING_DANGER_CAP {
                        sink.add(s, Term::King, at::KING_DANGER, Stage::Mg, -(u * u), 16);
                    } else {
                        sink.fixed(s, Term::King, Stage::Mg, -KING_DANGER_CAP);
                    }
                }
                // The king pressure costs a little time: only where it weighs something
                // (or the tuner counts it).
                let (pressure, zone_attacks) = if weighs_pressure {
                    maps.king_pressure(pos, t, s, seats, k, attackers[s])
                } else {
                    (0, 0)
                };
                if pressure > PRESSURE_FLOOR {
                    let p = pressure.min(PRESSURE_CAP);
                    sink.add(
                        s,
                        Term::King,
                        at::KING_PRESSURE_MG,
                        Stage::Mg,
                        -(p * p),
                        4096 * 64,
                    );
                    sink.add(s, Term::King, at::KING_PRESSURE_EG, Stage::Eg, -p, 16 * 64);
                }
                sink.add(
                    s,
                    Term::King,
                    at::KING_ZONE_ATTACKS,
                    Stage::Mg,
                    -zone_attacks,
                    1,
                );
                shelter(t, s, k, pawns[s], enemy_pawns[s], sink);
                if let Some(d) = pawns[s].iter().map(|p| t.distance(k, p)).min() {
                    sink.add(s, Term::King, at::KING_PAWN_DISTANCE_EG, Stage::Eg, -d, 1);
                }
            }
            // Pawns.
            let enemy_king = (0..seats)
                .filter(|&e| e != s)
                .filter_map(|e| pos.king(Seat(e as u8)))
                .next();
            for c in pawns[s].iter() {
                let Some(ri) = t.rule_at_code(pos.board()[c.index()]) else {
                    continue;
                };
                let progress = t.progress[ri][c.index()] as i32;
                let sq = progress * progress;
                sink.add_both(s, Term::Pawns, (at::ADVANCE_MG, at::ADVANCE_EG), sq, 256);
                let path = t.path[ri][c.index()];
                if path.intersects(&pawns[s]) {
                    // Doubled: an own pawn stands on this one's way.
                    sink.add_both(s, Term::Pawns, (at::DOUBLED_MG, at::DOUBLED_EG), -1, 1);
                }
                if !t.beside[ri][c.index()].is_empty()
                    && !t.neighbour_files[ri][c.index()].intersects(&pawns[s])
                {
                    sink.add_both(s, Term::Pawns, (at::ISOLATED_MG, at::ISOLATED_EG), -1, 1);
                }
                if pawn_attacks[s].contains(c) {
                    sink.add_both(s, Term::Pawns, (at::SUPPORTED_MG, at::SUPPORTED_EG), 1, 1);
                }
                if t.beside[ri][c.index()].intersects(&pawns[s]) {
                    sink.add_both(s, Term::Pawns, (at::PHALANX_MG, at::PHALANX_EG), 1, 1);
                }
                if t.stoppers[ri][c.index()]
                    .intersection(enemy_pawns[s])
                    .is_empty()
                {
                    let f = (progress + 4) * (progress + 4);
                    let full = (FULL_PROGRESS + 4) * (FULL_PROGRESS + 4);
                    sink.add_both(s, Term::Pawns, (at::PASSED_MG, at::PASSED_EG), f, full);
                    // In the endgame the kings race for the square in front of it.
                    if let (Some(front), Some(own), Some(enemy)) =
                        (t.front[ri][c.index()], pos.king(seat), enemy_king)
                    {
                        let lead = (t.distance(enemy, front) - t.distance(own, front)).clamp(-5, 5);
                        sink.add(s, Term::Pawns, at::PASSED_KING, Stage::Eg, lead * f, full);
                    }
                }
            }
            if bishops[s] >= 2 {
                sink.add(s, Term::Other, at::BISHOP_PAIR, Stage::Flat, 1, 1);
            }
        }
        // Mop-up: in an endgame a side well ahead brings its king to the weaker one, and (on
        // a board with edges) drives that king away from the centre.
        if seats == 2 && phase < 128 {
            let (a, b) = (material[0].blend(phase), material[1].blend(phase));
            let strong = if a - b >= 300 {
                Some(0)
            } else if b - a >= 300 {
                Some(1)
            } else {
                None
            };
            if let Some(s) = strong
                && let (Some(ks), Some(kw)) = (pos.king(Seat(s as u8)), pos.king(Seat(1 - s as u8)))
            {
                let near = 14 - t.distance(ks, kw).min(14);
                let edge = t.centre[kw.index()] as Score;
                sink.fixed(
                    s,
                    Term::Other,
                    Stage::Flat,
                    (near * 6 - edge * 10) * (128 - phase) / 128,
                );
            }
        }
        Some(phase)
    }
}

/// The most a king's danger costs (in the middlegame).
const KING_DANGER_CAP: Score = 600;

/// The ways a piece attacks, the indices of [`Reach::attacks`] (those of `Position`'s
/// attacker sets): along lines ([`DirKind::Line`], [`ATTACKS_LINES`]), along diagonals
/// ([`DirKind::Diagonal`], [`ATTACKS_DIAGONALS`]), by a knight's leap ([`ATTACKS_KNIGHT`]).
const ATTACK_KINDS: usize = 3;

const _: () = assert!(
    DirKind::Line as usize == ATTACKS_LINES
        && DirKind::Diagonal as usize == ATTACKS_DIAGONALS
        && ATTACKS_KNIGHT == 2
);

/// King pressure (after Stockfish 15.1's classical king danger, in its units, where a pawn
/// is about 200; [`PRESSURE_ATTACKER`] weighs the attackers) of a safe check: a cell from
/// which an enemy piece can check that the king's army does not guard, or guards only
/// weakly while the enemy attacks it twice; by the way it would check ([`ATTACK_KINDS`]):
/// along a line, a diagonal, by a knight's leap.
const SAFE_CHECK: [i32; ATTACK_KINDS] = [1060, 635, 790];

/// King pressure per cell from which an enemy piece could check but would be taken.
const UNSAFE_CHECK: i32 = 148;

/// King pressure per weak cell next to the king: attacked by the enemy and guarded by at
/// most one of the king's own pieces (the king included).
const WEAK_RING: i32 = 183;

/// King pressure per enemy attack on a cell next to the king.
const RING_ATTACK: i32 = 69;

/// King pressure taken off where no enemy piece rides both lines and diagonals (no queen).
const NO_QUEEN: i32 = 873;

/// King pressure per piece pinned to the king or ready to uncover a check on it
/// ([`KingLines::blockers`]).
const BLOCKER: i32 = 98;

/// King pressure taken off where an own piece leaping as a knight guards a cell next to
/// the king.
const KNIGHT_DEFENDER: i32 = 100;

/// King pressure added to every count (Stockfish's constant).
const PRESSURE_BASE: i32 = 37;

/// King pressure at or below this costs nothing.
const PRESSURE_FLOOR: i32 = 100;

/// The greatest king pressure counted (its square stays well inside an `i32` times any
/// weight).
const PRESSURE_CAP: i32 = 4000;

/// Each seat's attacks, gathered by the evaluation's walk for the king pressure.
#[derive(Default)]
struct AttackMaps {
    /// The cells each seat attacks (its pawns, king and pieces).
    all: [CellSet; 3],
    /// The cells each seat attacks twice or more.
    twice: [CellSet; 3],
    /// The cells each seat's pieces (not pawns or king) attack, by the way they attack.
    by_kind: [[CellSet; ATTACK_KINDS]; 3],
    /// Whether a seat has a piece that rides both lines and diagonals.
    queen: [bool; 3],
    /// Per seat: the enemy attacks on the cells next to its king.
    ring_attacks: [i32; 3],
    /// Per seat: the [`PRESSURE_ATTACKER`] weights of the enemy pieces attacking there.
    attacker_weight: [i32; 3],
}

impl AttackMaps {
    /// Adds cells that seat `s` attacks.
    #[inline]
    fn add(&mut self, s: usize, cells: CellSet) {
        self.twice[s] = self.twice[s].union(self.all[s].intersection(cells));
        self.all[s] = self.all[s].union(cells);
    }

    /// The pressure on seat `s`'s king at `king` (`attackers`: the enemy pieces that
    /// attack the cells next to it), and the enemy attacks on the cells within two steps
    /// of it (a cell attacked twice counting twice).
    fn king_pressure(
        &self,
        pos: &Position,
        t: &Tables,
        s: usize,
        seats: usize,
        king: manifold_rules::Cell,
        attackers: i32,
    ) -> (i32, i32) {
        let mut them = CellSet::EMPTY;
        let mut them_twice = CellSet::EMPTY;
        let mut them_occupied = CellSet::EMPTY;
        let mut them_by_kind = [CellSet::EMPTY; ATTACK_KINDS];
        let mut queen = false;
        for e in (0..seats).filter(|&e| e != s) {
            them_twice = them_twice
                .union(self.twice[e])
                .union(them.intersection(self.all[e]));
            them = them.union(self.all[e]);
            them_occupied = them_occupied.union(pos.occupied()[e]);
            for (kind, set) in them_by_kind.iter_mut().enumerate() {
                *set = set.union(self.by_kind[e][kind]);
            }
            queen |= self.queen[e];
        }
        let ring = t.ring[king.index()];
        let weak = ring.intersection(them).difference(self.twice[s]);
        // Cells where an enemy piece would be taken: guarded, unless weakly and the enemy
        // attacks them twice.
        let guarded = self.all[s].difference(weak.intersection(them_twice));
        let mut pressure = attackers * self.attacker_weight[s]
            + RING_ATTACK * self.ring_attacks[s]
            + WEAK_RING * weak.len() as i32
            + PRESSURE_BASE;
        if !queen {
            pressure -= NO_QUEEN;
        }
        let lines = king_lines(pos, king, s);
        pressure += BLOCKER * lines.blockers;
        if !self.by_kind[s][ATTACKS_KNIGHT]
            .intersection(ring)
            .is_empty()
        {
            pressure -= KNIGHT_DEFENDER;
        }
        let mut unsafe_checks = CellSet::EMPTY;
        for (kind, from) in lines.checks.iter().enumerate() {
            let reached = from
                .intersection(them_by_kind[kind])
                .difference(them_occupied);
            if !reached.difference(guarded).is_empty() {
                pressure += SAFE_CHECK[kind];
            }
            unsafe_checks = unsafe_checks.union(reached.intersection(guarded));
        }
        pressure += UNSAFE_CHECK * unsafe_checks.len() as i32;
        let zone = t.zone[king.index()];
        let zone_attacks =
            (them.intersection(zone).len() + them_twice.intersection(zone).len()) as i32;
        pressure += 3 * zone_attacks * zone_attacks / 8;
        (pressure, zone_attacks)
    }
}

/// What a king's lines show ([`king_lines`]).
struct KingLines {
    /// The cells from which a piece would check the king, by the way it would check
    /// ([`ATTACK_KINDS`]): the king's own rays along lines and diagonals up to the first
    /// piece (included), and its knight's leaps.
    checks: [CellSet; ATTACK_KINDS],
    /// The pieces (of any seat) that stand alone between the king and an enemy piece
    /// riding that line or diagonal: pinned, or ready to uncover a check.
    blockers: i32,
}

/// The lines of seat `s`'s king on `king` (see [`KingLines`]).
fn king_lines(pos: &Position, king: manifold_rules::Cell, s: usize) -> KingLines {
    let g = pos.geometry();
    let mut lines = KingLines {
        checks: [CellSet::EMPTY; ATTACK_KINDS],
        blockers: 0,
    };
    lines.checks[ATTACKS_KNIGHT] = *g.knight_set(king);
    let occupied = |c: &&manifold_rules::Cell| pos.board()[c.index()] != 0;
    for &d in g.rider_dirs(true, true) {
        // The rider attack sets of `Position` are indexed as the direction kinds.
        let kind = g.dir_kind(d) as usize;
        let ray = g.ray(king, d);
        let first = ray.iter().position(|c| occupied(&c));
        let open = first.map_or(ray.len(), |i| i + 1);
        for &c in &ray[..open] {
            lines.checks[kind].insert(c);
        }
        let behind = ray[open..].iter().find(occupied);
        if let Some(&rider) = behind
            && pos.attackers()[kind].contains(rider)
            && !pos.occupied()[s].contains(rider)
        {
            lines.blockers += 1;
        }
    }
    lines
}

/// The shelter and storm of seat `s`'s king on `king`: on each file in front of it (the
/// files of the cells one pawn step or capture ahead, [`Tables::shield`]), how many ranks
/// ahead of the king the nearest own pawn and the nearest enemy pawn stand.
fn shelter<S: Sink>(
    t: &Tables,
    s: usize,
    king: manifold_rules::Cell,
    own_pawns: CellSet,
    enemy_pawns: CellSet,
    sink: &mut S,
) {
    let Some(ri) = t.file_rule[s] else {
        return;
    };
    let king_rank = t.rank[s][king.index()];
    if king_rank == tables::NO_PLACE {
        return;
    }
    const STORM: [usize; 4] = [at::STORM_1, at::STORM_2, at::STORM_3, at::STORM_4];
    for c in t.shield[s][king.index()].iter() {
        let mut file = t.path[ri][c.index()];
        file.insert(c);
        let nearest = |pawns: CellSet| {
            pawns
                .intersection(file)
                .iter()
                .map(|p| t.rank[s][p.index()])
                .filter(|&r| r != tables::NO_PLACE && r > king_rank)
                .map(|r| (r - king_rank) as usize)
                .min()
        };
        let own = nearest(own_pawns);
        match own {
            // One rank ahead: the pawn shield's (counted above).
            Some(1) => {}
            Some(2) => sink.add(s, Term::King, at::SHELTER_2, Stage::Mg, 1, 1),
            Some(3) => sink.add(s, Term::King, at::SHELTER_3, Stage::Mg, 1, 1),
            _ => sink.add(s, Term::King, at::SHELTER_NONE, Stage::Mg, -1, 1),
        }
        match nearest(enemy_pawns) {
            Some(d) if own == Some(d - 1) => {
                sink.add(s, Term::King, at::STORM_BLOCKED, Stage::Mg, -1, 1);
            }
            Some(d) if d <= STORM.len() => {
                sink.add(s, Term::King, STORM[d - 1], Stage::Mg, -1, 1);
            }
            _ => {}
        }
    }
}

/// The groups of the evaluation's terms (the fields of [`Terms`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Term {
    Material,
    Mobility,
    Centre,
    King,
    Pawns,
    Threats,
    Other,
}

/// The number of [`Term`] groups.
const TERM_COUNT: usize = 7;

/// Which half of the taper a count belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// The middlegame half (weighed by the phase).
    Mg,
    /// The endgame half (weighed by 256 - phase).
    Eg,
    /// Both halves alike (not tapered).
    Flat,
}

/// Where the evaluation's walk ([`Evaluator::walk`]) puts what it counts.
pub(super) trait Sink {
    /// Whether the sink wants each placement count on its own (the tuner's trace) rather
    /// than their weighed sum from [`PlacementSums`] (the evaluation).
    const ITEMISED: bool;

    /// `num / den` times the weight `param` ([`params::at`]), for seat `seat`, in `stage`,
    /// under `term`.
    fn add(&mut self, seat: usize, term: Term, param: usize, stage: Stage, num: i32, den: i32);
    /// `num / den` times a pair of weights: the middlegame one and the endgame one.
    #[inline(always)]
    fn add_both(&mut self, seat: usize, term: Term, (mg, eg): (usize, usize), num: i32, den: i32) {
        self.add(seat, term, mg, Stage::Mg, num, den);
        self.add(seat, term, eg, Stage::Eg, num, den);
    }
    /// A value that is no weight's multiple (the mop-up, a king danger at its cap).
    fn fixed(&mut self, seat: usize, term: Term, stage: Stage, value: Score);
}

/// The evaluation's own sink: each count times its weight, in centipawns, per seat and term.
struct TermSink<'a, const ITEMISED: bool> {
    weights: &'a [Score; PARAMS],
    pairs: [[Pair; TERM_COUNT]; 3],
}

impl<const ITEMISED: bool> Sink for TermSink<'_, ITEMISED> {
    const ITEMISED: bool = ITEMISED;

    #[inline]
    fn add(&mut self, seat: usize, term: Term, param: usize, stage: Stage, num: i32, den: i32) {
        self.fixed(seat, term, stage, self.weights[param] * num / den);
    }

    #[inline]
    fn fixed(&mut self, seat: usize, term: Term, stage: Stage, value: Score) {
        let pair = &mut self.pairs[seat][term as usize];
        match stage {
            Stage::Mg => pair.mg += value,
            Stage::Eg => pair.eg += value,
            Stage::Flat => pair.add(value, value),
        }
    }
}

/// What a piece reaches from its cell ([`reach`]).
#[derive(Clone, Copy, Default)]
struct Reach {
    /// The cells it reaches along its leaps and rays: empty ones, and enemy pieces to take.
    cells: i32,
    /// Of those, the cells an enemy pawn attacks.
    unsafe_cells: i32,
    /// The enemy pieces of greater middlegame value among them.
    threats: i32,
    /// The cells it attacks, by the way it attacks them ([`ATTACK_KINDS`]: along lines,
    /// along diagonals, by a knight's leap), its own pieces that stop a ray included.
    attacks: [CellSet; ATTACK_KINDS],
}

impl Reach {
    /// Every cell the piece attacks.
    #[inline]
    fn all_attacks(&self) -> CellSet {
        self.attacks[0]
            .union(self.attacks[1])
            .union(self.attacks[2])
    }
}

/// A piece's pseudo-mobility on `cell` and what it attacks: see [`Reach`];
/// `enemy_pawn_attacks` are the cells the other seats' pawns attack, `values` the
/// middlegame values that tell a greater piece.
#[inline(always)]
fn reach(
    pos: &Position,
    cell: manifold_rules::Cell,
    piece: Piece,
    enemy_pawn_attacks: CellSet,
    values: &[Score; ROLE_COUNT],
) -> Reach {
    let g = pos.geometry();
    let own = pos.occupied()[piece.seat.index()];
    let value = values[piece.role as usize];
    let greater =
        |c: manifold_rules::Cell| values[code_role(pos.board()[c.index()]) as usize] > value;
    let mut r = Reach::default();
    if piece.role.leaps_knight() {
        let leaps = g.knight_set(cell);
        let targets = leaps.difference(own);
        r.cells += targets.len() as i32;
        r.unsafe_cells += targets.intersection(enemy_pawn_attacks).len() as i32;
        r.attacks[ATTACKS_KNIGHT] = *leaps;
        for c in targets.iter().filter(|&c| pos.board()[c.index()] != 0) {
            r.threats += greater(c) as i32;
        }
    }
    let (lines, diagonals) = (piece.role.rides_lines(), piece.role.rides_diagonals());
    let dirs = g.rider_dirs(lines, diagonals);
    if dirs.is_empty() {
        return r;
    }
    for &d in dirs {
        let attacks = &mut r.attacks[g.dir_kind(d) as usize];
        for &c in g.ray(cell, d) {
            attacks.insert(c);
            if pos.board()[c.index()] == 0 {
                r.cells += 1;
                r.unsafe_cells += enemy_pawn_attacks.contains(c) as i32;
                continue;
            }
            if !own.contains(c) {
                r.cells += 1;
                r.unsafe_cells += enemy_pawn_attacks.contains(c) as i32;
                r.threats += greater(c) as i32;
            }
            break;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::params::{params, with_params};
    use manifold_rules::VariantId;
    use manifold_rules::game::Game;
    use manifold_rules::piece::ROLE_COUNT;

    #[test]
    fn the_networks_judgement_fades_with_the_move_count() {
        let e = Evaluator::new(VariantId::Classical.rules());
        let fen = |clock: u16| format!("4k3/p7/8/8/8/8/3PPP2/2QRK3 w - - {clock} 40");
        let fresh = Position::from_fen(VariantId::Classical, &fen(0)).unwrap();
        let stale = Position::from_fen(VariantId::Classical, &fen(60)).unwrap();
        let claim = Position::from_fen(VariantId::Classical, &fen(100)).unwrap();
        let (v0, v60, v100) = (e.evaluate(&fresh), e.evaluate(&stale), e.evaluate(&claim));
        assert!(v0 > 500, "{v0}");
        assert_eq!(v60, v0 * (FIFTY_MOVE_FADE - 60) / FIFTY_MOVE_FADE);
        assert_eq!(v100, v0 / 2);
        // The weights (here Great Chess's) do not fade.
        let great = Evaluator::new(VariantId::Great.rules());
        let start = Position::start(VariantId::Great);
        let fen = start.to_fen();
        let mut fields: Vec<&str> = fen.split(' ').collect();
        let n = fields.len();
        fields[n - 2] = "60";
        let later = Position::from_fen(VariantId::Great, &fields.join(" ")).unwrap();
        assert_eq!(great.evaluate(&later), great.evaluate(&start));
    }

    /// The game's weights with every centralisation weight and placement table filled (a
    /// spread of values per role, rank and file), so that they are exercised whatever the
    /// shipped weights say.
    pub(super) fn with_placement(id: VariantId) -> &'static Weights {
        let mut p = params(weights_for(id));
        let placement = (at::CENTRE_MG..at::CENTRE_MG + 2 * ROLE_COUNT).chain(at::RANK_MG..PARAMS);
        for i in placement {
            p[i] = (i * 37 % 41) as Score - 20;
        }
        Box::leak(Box::new(with_params(weights_for(id), &p)))
    }

    /// The positions of a short game (up to `plies` moves, or its end): every move the first
    /// capture, else a move picked by the ply.
    pub(super) fn short_game(id: VariantId, plies: usize) -> Vec<Position> {
        let mut game = Game::new(id);
        let mut positions = Vec::new();
        for ply in 0..plies {
            if game.outcome().is_some() {
                break;
            }
            let pos = game.position().clone();
            let moves = pos.legal_moves();
            let capture = moves.iter().find(|m| pos.piece_at(m.to).is_some());
            let m = *capture.unwrap_or(&moves[(ply * 7 + 3) % moves.len()]);
            positions.push(pos);
            game.play(m).unwrap();
        }
        positions
    }

    /// The placement sums give exactly the terms of the itemised walk, for every seat of
    /// every chess-family game, with the game's weights and with its placement weights
    /// filled, on the positions of short games.
    #[test]
    fn placement_sums_equal_the_itemised_counts() {
        let games = [
            VariantId::Classical,
            VariantId::Great,
            VariantId::Wirth,
            VariantId::Mattrix,
            VariantId::Transit,
        ];
        let evaluators = games.into_iter().flat_map(|id| {
            [
                (id, Evaluator::new(id.rules())),
                (id, Evaluator::with_weights(id.rules(), with_placement(id))),
            ]
        });
        for (id, e) in evaluators {
            let positions = short_game(id, 90);
            assert!(
                positions.len() > 20,
                "{id:?}: only {} positions",
                positions.len()
            );
            for (ply, pos) in positions.iter().enumerate() {
                assert_eq!(
                    e.terms(pos),
                    e.weighed_terms::<true>(pos),
                    "{id:?} ply {ply}: {}",
                    pos.to_fen()
                );
            }
        }
    }

    /// Each seat's count of every weight, as the walk hands them over (`num / den`).
    struct Counts([[f64; PARAMS]; 3]);

    impl Sink for Counts {
        const ITEMISED: bool = true;

        fn add(&mut self, seat: usize, _: Term, param: usize, _: Stage, num: i32, den: i32) {
            self.0[seat][param] += num as f64 / den as f64;
        }

        fn fixed(&mut self, _: usize, _: Term, _: Stage, _: Score) {}
    }

    /// The pawn-structure, outpost, threat, safe-mobility and king-file terms count what
    /// their definitions say, for each side of a hand-checked position: White's a2 is
    /// isolated, c3 guards d4, d4 and e4 stand side by side, the knight on e5 holds an
    /// outpost (no black pawn on the d- or f-file ahead of it can chase it), attacks the
    /// rook on d7 and reaches two cells black pawns attack (c6, g6); White's king has no
    /// own pawn on its file, and a black one. Black's a7 and b7 stand side by side, h7
    /// guards g6, and its rook reaches d5 and d4, which White's pawns attack.
    #[test]
    fn the_structure_terms_count_what_they_say() {
        let pos = Position::from_fen(
            VariantId::Classical,
            "1k6/pp1r3p/6p1/4N3/3PP3/2P5/P7/6K1 w - - 0 1",
        )
        .unwrap();
        let e = Evaluator::new(VariantId::Classical.rules());
        let mut counts = Counts([[0.0; PARAMS]; 3]);
        e.walk(&pos, &mut counts).expect("a live position");
        let of = |param: usize| [counts.0[0][param], counts.0[1][param]];
        assert_eq!(of(at::ISOLATED_MG), [-1.0, 0.0]);
        assert_eq!(of(at::SUPPORTED_EG), [1.0, 1.0]);
        assert_eq!(of(at::PHALANX_MG), [2.0, 2.0]);
        assert_eq!(of(at::OUTPOST_MG), [1.0, 0.0]);
        assert_eq!(of(at::THREAT_EG), [1.0, 0.0]);
        assert_eq!(of(at::UNSAFE_MOBILITY_MG), [-2.0, -2.0]);
        assert_eq!(of(at::KING_SEMI_OPEN), [-1.0, 0.0]);
        assert_eq!(of(at::KING_OPEN), [0.0, 0.0]);
        // With the g6 pawn gone, White's king stands on an open file, and a pawn on f7
        // could one day chase the knight away.
        let pos = Position::from_fen(
            VariantId::Classical,
            "1k6/pp1r1p1p/8/4N3/3PP3/2P5/P7/6K1 w - - 0 1",
        )
        .unwrap();
        let mut counts = Counts([[0.0; PARAMS]; 3]);
        e.walk(&pos, &mut counts).expect("a live position");
        assert_eq!(counts.0[0][at::KING_OPEN], -1.0);
        assert_eq!(counts.0[0][at::OUTPOST_MG], 0.0);
    }

    /// What the walk counts in the classical position `fen`.
    fn counts_of(fen: &str) -> Counts {
        let pos = Position::from_fen(VariantId::Classical, fen).unwrap();
        let e = Evaluator::new(VariantId::Classical.rules());
        let mut counts = Counts([[0.0; PARAMS]; 3]);
        e.walk(&pos, &mut counts).expect("a live position");
        counts
    }

    #[test]
    fn a_piece_hemmed_in_pays_for_each_safe_cell_it_lacks() {
        // White's bishop on a1 is shut in by its pawn on b2 (no cell at all: three short);
        // its knight on h1 reaches g3 and f2, and the black pawn on h4 attacks g3 (one safe
        // cell: two short). Black's rook on a8 reaches far (none short).
        let counts = counts_of("r5k1/8/8/8/7p/8/1P6/B3K2N w - - 0 1");
        let low = |seat: usize, role: Role| counts.0[seat][at::LOW_MOBILITY_MG + role as usize];
        assert_eq!(low(0, Role::Bishop), -3.0);
        assert_eq!(low(0, Role::Knight), -2.0);
        assert_eq!(low(1, Role::Rook), 0.0);
        let eg = counts.0[0][at::LOW_MOBILITY_EG + Role::Knight as usize];
        assert_eq!(eg, -2.0);
    }

    #[test]
    fn shelter_and_storm_count_the_nearest_pawns_on_the_files_in_front_of_the_king() {
        // White's king on g1: own pawns one rank ahead on f and g (the pawn shield), two
        // on h; Black's g4 pawn three ranks ahead, and h4 stands right in front of h3
        // (blocked).
        let counts = counts_of("6k1/8/8/8/6pp/7P/5PP1/6K1 w - - 0 1");
        let white = |param: usize| counts.0[0][param];
        assert_eq!(white(at::PAWN_SHIELD), 2.0);
        assert_eq!(white(at::SHELTER_2), 1.0);
        assert_eq!(white(at::SHELTER_3), 0.0);
        assert_eq!(white(at::SHELTER_NONE), 0.0);
        assert_eq!(white(at::STORM_3), -1.0);
        assert_eq!(white(at::STORM_BLOCKED), -1.0);
        assert_eq!(
            white(at::STORM_1) + white(at::STORM_2) + white(at::STORM_4),
            0.0
        );
        assert_eq!(white(at::KING_PAWN_DISTANCE_EG), -1.0);
        // Black's own pawns are four ranks ahead of its king: no shelter.
        let black = |param: usize| counts.0[1][param];
        assert_eq!(
            black(at::PAWN_SHIELD) + black(at::SHELTER_2) + black(at::SHELTER_3),
            0.0
        );
        assert_eq!(black(at::SHELTER_NONE), -3.0);
        assert_eq!(black(at::KING_PAWN_DISTANCE_EG), -4.0);
    }

    #[test]
    fn the_cells_a_check_comes_from_stop_at_the_first_piece() {
        let pos =
            Position::from_fen(VariantId::Classical, "4k3/8/8/8/8/8/3P4/R3K2r w - - 0 1").unwrap();
        let e1 = pos.king(Seat::WHITE).unwrap();
        let lens = king_lines(&pos, e1, 0).checks.map(|set| set.len());
        // Lines: a1-d1, f1-h1 and e2-e8; diagonals: d2, and f2-h4; knight: c2, d3, f3, g2.
        assert_eq!(lens, [14, 4, 4]);
    }

    #[test]
    fn a_piece_alone_between_the_king_and_an_enemy_rider_is_a_blocker() {
        // White's king on e1: the knight on e2 stands before the rook on e8, the pawn on d2
        // before the bishop on a5 (an own piece or an enemy one alike); the rook on a1 has
        // nothing behind it. Black's king on h8: its own rooks stand first on its lines,
        // and the white rook on a1 rides no diagonal.
        let pos = Position::from_fen(VariantId::Classical, "4r2k/8/8/b7/8/7r/3PN3/R3K3 w - - 0 1")
            .unwrap();
        let e1 = pos.king(Seat::WHITE).unwrap();
        let h8 = pos.king(Seat::BLACK).unwrap();
        assert_eq!(king_lines(&pos, e1, 0).blockers, 2);
        assert_eq!(king_lines(&pos, h8, 1).blockers, 0);
        // A rider of the wrong kind behind the blocker: a rook on a5 does not pin d2.
        let rook = Position::from_fen(VariantId::Classical, "4r2k/8/8/r7/8/8/3PN3/R3K3 w - - 0 1")
            .unwrap();
        assert_eq!(king_lines(&rook, e1, 0).blockers, 1);
    }

    #[test]
    fn pieces_near_the_king_with_safe_checks_press_it_more_than_distant_ones() {
        // The queen on h4 and the knight on e4 attack the cells round White's king; from
        // f2 (weak: guarded by the king alone, and attacked twice) the queen would check.
        let near = counts_of("6k1/8/8/8/4n2q/8/6PP/6K1 w - - 0 1");
        // From h8 the queen reaches only h2, next to the king.
        let far = counts_of("n5kq/8/8/8/8/8/6PP/6K1 w - - 0 1");
        let pressure = |c: &Counts| c.0[0][at::KING_PRESSURE_MG];
        assert!(pressure(&near) < pressure(&far), "the attack is counted");
        assert!(near.0[0][at::KING_ZONE_ATTACKS] < far.0[0][at::KING_ZONE_ATTACKS]);
        // A rook on f1 guards f2 too: the check there is no longer safe, less pressure.
        let guarded = counts_of("6k1/8/8/8/4n2q/8/6PP/5RK1 w - - 0 1");
        assert!(pressure(&guarded) > pressure(&near));
    }

    #[test]
    fn the_full_king_terms_change_only_mattrixs_king_safety() {
        let mattrix = VariantId::Mattrix.rules();
        let (own, full) = (
            Evaluator::for_search(mattrix, false),
            Evaluator::for_search(mattrix, true),
        );
        let mut game = Game::new(VariantId::Mattrix);
        let mut differs = false;
        for ply in 0..30 {
            let (a, b) = (own.terms(game.position()), full.terms(game.position()));
            differs |= a.king != b.king;
            let rest = |t: &Terms| (t.material, t.mobility, t.centre, t.pawns, t.threats);
            assert_eq!(rest(&a), rest(&b), "ply {ply}");
            let moves = game.position().legal_moves();
            let m = moves[(ply * 7) % moves.len()];
            game.play(m).unwrap();
        }
        assert!(differs, "the king terms count in Mattrix");
        // The other games keep their own weights.
        for id in [
            VariantId::Classical,
            VariantId::Great,
            VariantId::Wirth,
            VariantId::Transit,
        ] {
            let e = Evaluator::for_search(id.rules(), true);
            assert_eq!(params(e.weights()), params(weights_for(id)), "{id:?}");
        }
    }
}
