//! What an army can hold, as every chess position is checked
//! ([`Position::from_setup`] calls [`check`] for every setup, read from FEN, the Mattrix or
//! the Chess-transit text, or edited): the rules its other checks (one king, the total
//! count, no pawn on its promotion zone) leave out.
//!
//! - **Pawns only where pawns can go.** A pawn moves forward only, so it can stand only on
//!   a cell some pawn of its kind and side reaches from the start array by pushes and
//!   captures (and transits, in Chess-transit). That rules out the first rank of classical
//!   chess and Great Chess, the ranks behind Wirth's pawn ring (White's 9, 10, 11 and the
//!   K and J corners of 12; Black's mirror), and on the Mattrix board a pawn behind its own
//!   start cells (on its home side, or a heavy pawn on n12). The cells are derived from the
//!   variant's data ([`StartArmy`]), never listed by game.
//! - **No more pieces of a kind than the start army and promotions allow.** Pawns: at most
//!   as many as at the start. Any other kind: its start number plus the pawns missing that
//!   could have promoted to it; and all the pieces beyond the start army together need as
//!   many missing pawns (with Mattrix's two pawn kinds, a queen can only come from a heavy
//!   pawn). For the games played here these two checks are exactly what promotions allow.

use std::sync::OnceLock;

use manifold_locale::{Localize, Message};

use super::geometry::{Cell, CellSet};
use super::names::{RoleName, SideName};
use super::piece::{Piece, ROLE_COUNT, Role, Seat};
use super::position::Position;
use super::setup::Setup;
use super::transit::twin;
use super::variant::{PawnRule, VariantId};

/// What is wrong with an army (found after a position text is read).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum ArmyProblem {
    /// A pawn on a cell no pawn of its kind and side can ever reach (behind its start
    /// cells: the first rank, a Mattrix home side).
    PawnOffItsPath {
        /// The pawn's side.
        side: SideName,
        /// The kind of pawn (Mattrix has heavy and light ones).
        role: RoleName,
        /// The name of the cell it stands on.
        cell: String,
    },
    /// More pieces of one kind than the start army and promotions allow.
    TooManyOfRole {
        /// The side with too many.
        side: SideName,
        /// The kind of piece.
        role: RoleName,
        /// How many of that kind the side has.
        count: usize,
        /// The most it can have: its start army's plus the missing pawns that could have
        /// promoted to that kind (for pawns, the start army's).
        max: usize,
    },
    /// More pieces beyond the start army than pawns are missing to have promoted.
    TooManyPromoted {
        /// The side with too many.
        side: SideName,
        /// Pieces beyond the start army.
        promoted: usize,
        /// Pawns missing from the start army.
        missing: usize,
    },
}

impl Localize for ArmyProblem {
    fn message(&self) -> Message {
        match self {
            ArmyProblem::PawnOffItsPath { side, role, cell } => {
                Message::new("army-pawn-off-its-path")
                    .message("side", side)
                    .message("role", role)
                    .text("cell", cell)
            }
            ArmyProblem::TooManyOfRole {
                side,
                role,
                count,
                max,
            } => Message::new("army-too-many-of-role")
                .message("side", side)
                .message("role", role)
                .number("count", *count)
                .number("max", *max),
            ArmyProblem::TooManyPromoted {
                side,
                promoted,
                missing,
            } => Message::new("army-too-many-promoted")
                .message("side", side)
                .number("promoted", *promoted)
                .number("missing", *missing),
        }
    }
}

manifold_locale::display_in_english!(ArmyProblem);

/// A variant's start army as the checks need it: how many of each kind each seat starts
/// with, and where each kind of pawn can ever stand.
#[derive(Debug)]
pub struct StartArmy {
    /// Per seat, per role (by index): the pieces at the start.
    counts: [[usize; ROLE_COUNT]; 3],
    /// Per pawn rule of the variant (same order): the cells a pawn of that rule can stand
    /// on, its promotion zone left out.
    pawn_cells: Vec<CellSet>,
}

impl StartArmy {
    /// How many pieces of `role` `seat` starts with.
    pub fn count(&self, seat: Seat, role: Role) -> usize {
        self.counts[seat.index()][role as usize]
    }

    /// The cells a pawn of the variant's pawn rule `index` can stand on.
    pub fn pawn_cells(&self, index: usize) -> &CellSet {
        &self.pawn_cells[index]
    }
}

/// The start army of a variant (derived once from its start position and pawn rules).
pub fn start_army(id: VariantId) -> &'static StartArmy {
    static ARMIES: [OnceLock<StartArmy>; 5] = [const { OnceLock::new() }; 5];
    let slot = VariantId::ALL
        .iter()
        .position(|&v| v == id)
        .expect("every variant is in VariantId::ALL");
    ARMIES[slot].get_or_init(|| build(id))
}

fn build(id: VariantId) -> StartArmy {
    let v = id.rules();
    let setup = Setup::from_fen(id, v.start_fen).expect("built-in start text reads");
    let start = Position::from_setup_without_army(&setup).expect("built-in start is valid");
    let mut counts = [[0; ROLE_COUNT]; 3];
    for (_, p) in start.pieces() {
        counts[p.seat.index()][p.role as usize] += 1;
    }
    let pawn_cells = v
        .pawn_rules
        .iter()
        .map(|rule| reachable(&start, rule))
        .collect();
    StartArmy { counts, pawn_cells }
}

/// The cells a pawn of `rule` reaches from its start cells in `start` by any series of its
/// pushes and captures (and transits where the game has them), not going on from its
/// promotion zone, which is left out.
fn reachable(start: &Position, rule: &PawnRule) -> CellSet {
    let g = start.geometry();
    let pawn = Piece::new(rule.seat, rule.role);
    let mut stack: Vec<Cell> = start
        .pieces()
        .filter(|(_, p)| *p == pawn)
        .map(|(c, _)| c)
        .collect();
    let mut seen: CellSet = stack.iter().copied().collect();
    while let Some(cell) = stack.pop() {
        if rule.promotion_zone.contains(cell) {
            continue;
        }
        let steps = rule.pushes.iter().chain(&rule.captures);
        let mut next: Vec<Cell> = steps.filter_map(|&d| g.step(cell, d)).collect();
        if start.variant().has_transit {
            next.push(twin(cell));
        }
        for n in next {
            if !seen.contains(n) {
                seen.insert(n);
                stack.push(n);
            }
        }
    }
    seen.difference(rule.promotion_zone)
}

/// Checks every army of `pos` against its variant's start army (see the module
/// documentation): every pawn off its path, and each side's first count problem.
pub fn check(pos: &Position) -> Vec<ArmyProblem> {
    let mut problems = Vec::new();
    let v = pos.variant();
    let army = start_army(v.id);
    let g = pos.geometry();
    let mut counts = [[0usize; ROLE_COUNT]; 3];
    for (cell, p) in pos.pieces() {
        counts[p.seat.index()][p.role as usize] += 1;
        let Some(i) = v
            .pawn_rules
            .iter()
            .position(|r| r.seat == p.seat && r.role == p.role)
        else {
            continue;
        };
        if !rule_cells(army, i).contains(cell) && !v.pawn_rules[i].promotion_zone.contains(cell) {
            problems.push(ArmyProblem::PawnOffItsPath {
                side: side(pos, p.seat),
                role: RoleName {
                    variant: v.id,
                    role: p.role,
                },
                cell: g.cell_name(cell).to_string(),
            });
        }
    }
    for seat in (0..v.seats).map(Seat) {
        if let Err(problem) = check_counts(pos, army, seat, &counts[seat.index()]) {
            problems.push(problem);
        }
    }
    problems
}

fn rule_cells(army: &StartArmy, i: usize) -> &CellSet {
    army.pawn_cells(i)
}

fn side(pos: &Position, seat: Seat) -> SideName {
    SideName {
        seats: pos.variant().seats,
        seat,
    }
}

/// The per-kind and promotion checks of one seat whose pieces number `counts` by role.
fn check_counts(
    pos: &Position,
    army: &StartArmy,
    seat: Seat,
    counts: &[usize; ROLE_COUNT],
) -> Result<(), ArmyProblem> {
    let v = pos.variant();
    let role_name = |role| RoleName {
        variant: v.id,
        role,
    };
    let pawn_rules: Vec<&PawnRule> = v.pawn_rules.iter().filter(|r| r.seat == seat).collect();
    let mut missing_total = 0;
    let mut missing = Vec::new();
    for rule in &pawn_rules {
        let (count, max) = (counts[rule.role as usize], army.count(seat, rule.role));
        if count > max {
            return Err(ArmyProblem::TooManyOfRole {
                side: side(pos, seat),
                role: role_name(rule.role),
                count,
                max,
            });
        }
        missing.push((rule, max - count));
        missing_total += max - count;
    }
    let mut promoted = 0;
    for role in Role::ALL {
        if role == Role::King || role.is_pawn() {
            continue;
        }
        let (count, start) = (counts[role as usize], army.count(seat, role));
        if count <= start {
            continue;
        }
        let could_promote: usize = missing
            .iter()
            .filter(|(rule, _)| rule.promotions.contains(&role))
            .map(|(_, n)| n)
            .sum();
        if count > start + could_promote {
            return Err(ArmyProblem::TooManyOfRole {
                side: side(pos, seat),
                role: role_name(role),
                count,
                max: start + could_promote,
            });
        }
        promoted += count - start;
    }
    if promoted > missing_total {
        return Err(ArmyProblem::TooManyPromoted {
            side: side(pos, seat),
            promoted,
            missing: missing_total,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::FenError;
    use crate::setup_error::SetupProblem;
    use manifold_locale::check::assert_every_variant_renders;

    fn white(seats: u8) -> SideName {
        SideName {
            seats,
            seat: Seat::WHITE,
        }
    }

    #[test]
    fn every_army_problem_renders_in_both_languages() {
        let pawn = RoleName {
            variant: VariantId::Classical,
            role: Role::Pawn,
        };
        assert_every_variant_renders(
            &[
                ArmyProblem::PawnOffItsPath {
                    side: white(2),
                    role: pawn,
                    cell: "a1".into(),
                },
                ArmyProblem::TooManyOfRole {
                    side: white(2),
                    role: pawn,
                    count: 9,
                    max: 8,
                },
                ArmyProblem::TooManyPromoted {
                    side: white(3),
                    promoted: 2,
                    missing: 1,
                },
            ],
            &[],
        );
    }

    fn army_error(id: VariantId, text: &str) -> ArmyProblem {
        match Position::from_fen(id, text) {
            Err(FenError::Invalid(error)) => match error.problems.as_slice() {
                [SetupProblem::Army(problem)] => problem.clone(),
                other => panic!("{id}: expected one army problem, got {other:?}"),
            },
            other => panic!("{id}: expected an army problem, got {other:?}"),
        }
    }

    #[test]
    fn a_pawn_on_its_first_rank_is_refused() {
        let e = army_error(VariantId::Classical, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
        assert_eq!(
            e.to_string(),
            "white pawn on a1: no pawn of that side can ever stand there (pawns move forward only, from their start cells)"
        );
        let e = army_error(VariantId::Classical, "4k2p/8/8/8/8/8/8/4K3 b - - 0 1");
        assert!(matches!(e, ArmyProblem::PawnOffItsPath { ref cell, .. } if cell == "h8"));
        // Great Chess's pawns start on ranks 2 and 3: rank 1 is out of their reach.
        let e = army_error(
            VariantId::Great,
            "4k5/10/10/10/10/10/10/10/10/P4K4 w - - 0 1",
        );
        assert!(matches!(e, ArmyProblem::PawnOffItsPath { ref cell, .. } if cell == "a1"));
    }

    #[test]
    fn wirth_pawns_stay_out_of_the_ranks_behind_their_ring() {
        let cells = |seat: Seat| -> Vec<String> {
            let v = VariantId::Wirth.rules();
            let i = v.pawn_rules.iter().position(|r| r.seat == seat).unwrap();
            let g = &v.geometry;
            let reach = start_army(VariantId::Wirth).pawn_cells(i);
            g.cells()
                .filter(|&c| !reach.contains(c) && !v.pawn_rules[i].promotion_zone.contains(c))
                .map(|c| g.cell_name(c).to_string())
                .collect()
        };
        let white = cells(Seat::WHITE);
        // Ranks 9, 10 and 11 (36 cells) and K12, J12 are out of White's pawns' reach.
        assert_eq!(white.len(), 38, "{white:?}");
        for name in ["E11", "A9", "J10", "K12", "J12"] {
            assert!(white.contains(&name.to_string()), "{name}");
        }
        for name in ["K1", "J1", "L12", "E7"] {
            assert!(!white.contains(&name.to_string()), "{name}");
        }
        assert_eq!(cells(Seat::BLACK).len(), 38);
        let e = army_error(
            VariantId::Wirth,
            "12/12/3k8/12/12/12/12/12/12/5K6/12/6P5 w - - 0 1",
        );
        assert!(matches!(e, ArmyProblem::PawnOffItsPath { ref cell, .. } if cell == "E11"));
    }

    #[test]
    fn mattrix_pawns_behind_their_start_cells_are_refused() {
        let base = "W:Ko15,{} B:Ke4 R:Kd23 w - 0 1";
        let e = army_error(VariantId::Mattrix, &base.replace("{}", "Po9"));
        assert!(matches!(e, ArmyProblem::PawnOffItsPath { ref cell, .. } if cell == "o9"));
        // A heavy pawn's start cells on row n are n6..n10 and n18..n22: n12 is behind them.
        let e = army_error(VariantId::Mattrix, &base.replace("{}", "Hn12"));
        assert!(matches!(e, ArmyProblem::PawnOffItsPath { ref cell, .. } if cell == "n12"));
        assert!(Position::from_fen(VariantId::Mattrix, &base.replace("{}", "Hm13")).is_ok());
    }

    #[test]
    fn transit_pawns_may_stand_on_board_two_but_not_on_its_first_rank() {
        let board1 = "4k3/8/8/8/8/8/8/4K3";
        let ok = format!("{board1}|8/8/8/8/8/8/P7/8 w - - 0 1 open/open -");
        assert!(Position::from_fen(VariantId::Transit, &ok).is_ok());
        let bad = format!("{board1}|8/8/8/8/8/8/8/P7 w - - 0 1 open/open -");
        let e = army_error(VariantId::Transit, &bad);
        assert!(matches!(e, ArmyProblem::PawnOffItsPath { ref cell, .. } if cell == "2:a1"));
    }

    #[test]
    fn more_pieces_of_a_kind_than_promotions_allow_are_refused() {
        // Nine pawns (a knight short, so the total is 16).
        let e = army_error(
            VariantId::Classical,
            "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
        );
        assert_eq!(
            e.to_string(),
            "white has 9 of kind pawn; at most 8 are possible (the start army's and promoted pawns)"
        );
        // Three queens with one pawn missing.
        let e = army_error(
            VariantId::Classical,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/QQ1QKBNR w Kkq - 0 1",
        );
        assert!(matches!(
            e,
            ArmyProblem::TooManyOfRole {
                count: 3,
                max: 2,
                ..
            }
        ));
        // A queen and a rook beyond the start army with one pawn missing.
        let e = army_error(
            VariantId::Classical,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RQRQKR2 w Qkq - 0 1",
        );
        assert_eq!(
            e,
            ArmyProblem::TooManyPromoted {
                side: white(2),
                promoted: 2,
                missing: 1
            }
        );
        // Great Chess pawns promote to a general only: a second giraffe is impossible.
        let e = army_error(
            VariantId::Great,
            "4k5/10/10/10/10/10/10/10/1P8/GG2K5 w - - 0 1",
        );
        assert!(matches!(
            e,
            ArmyProblem::TooManyOfRole {
                count: 2,
                max: 1,
                ..
            }
        ));
        // Mattrix light pawns never become queens: a second queen needs a missing heavy pawn.
        let mut text = crate::variants::mattrix::START_FEN.replace("Pm5,", "");
        text = text.replacen("W:Ko15,Qo13,", "W:Ko15,Qo13,Qh13,", 1);
        let e = army_error(VariantId::Mattrix, &text);
        assert!(
            matches!(
                e,
                ArmyProblem::TooManyOfRole {
                    count: 2,
                    max: 1,
                    ..
                }
            ),
            "{e:?}"
        );
        let text = text.replace(",Hn6", "");
        assert!(Position::from_fen(VariantId::Mattrix, &text).is_ok());
    }

    #[test]
    fn every_start_position_and_its_promoted_pieces_pass() {
        for id in VariantId::ALL {
            assert!(check(&Position::start(id)).is_empty(), "{id}");
        }
        assert!(
            Position::from_fen(VariantId::Classical, "4k3/8/8/8/8/8/8/QQQQKQQQ w - - 0 1").is_ok()
        );
    }
}
