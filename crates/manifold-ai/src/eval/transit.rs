//! Chess-transit's own evaluation terms (RULES 6.3), added to the generic chess terms:
//!
//! - **board results**: each closed board is a full point for its winner (half a point
//!   each when drawn), worth [`BOARD_POINT`], more than any material on one board: a side
//!   gives a queen for a board mate and still gains;
//! - **bounded judgement**: everything else the evaluation says (material, mobility, the
//!   terms below) is an estimate of how the open boards will end, so it is kept below
//!   [`JUDGEMENT_LIMIT`] ([`bounded`]), less than what winning the last open board adds
//!   when it ends the game. Without the bound a side four queens up (material worth more
//!   than a board) would rather keep its queens than give the mate that ends the game,
//!   since an ended game is scored by its board results alone;
//! - **idle units**: a unit on a closed board only waits to transit out (nothing moves on
//!   a closed board), so it has no mobility or centralisation there and loses a tenth of
//!   its value until it leaves;
//! - **board-mate danger**: a king on an open board that has few safe flight squares
//!   (squares of its own board it could step to, not held by the enemy), worse when it is
//!   in check, since a mate there costs a point without ending the game;
//! - **transit loss**: a side whose king is not on an open board 1 loses that board as soon
//!   as it has nothing left there, so it is penalised for keeping only one to three units
//!   on board 1 (the king cannot be taken, so with the king there nothing is at risk).

use manifold_rules::geometry::Geometry;
use manifold_rules::transit::{BoardStatus, board_of};
use manifold_rules::{Position, Role, Seat};

use crate::score::Score;

/// The value of a whole board (a full point of the game score).
pub const BOARD_POINT: Score = 3000;

/// The value of half a point (a drawn board).
pub const HALF_POINT: Score = BOARD_POINT / 2;

/// Up to this score the judgement of the open boards counts as it is ([`bounded`]).
pub const JUDGEMENT_KNEE: Score = HALF_POINT;

/// The judgement of the open boards stays below this, in either direction: less than a
/// board won at the end of the game ([`BOARD_POINT`]) minus the most plies a search reaches
/// (that win is scored less the later it comes) and the largest evaluation noise of the
/// levels.
pub const JUDGEMENT_LIMIT: Score = BOARD_POINT - 300;

/// Penalty for the king's safe flight squares (0, 1, 2, 3 or more), when in check.
const CHECKED_FLIGHTS: [Score; 4] = [350, 140, 50, 15];

/// Penalty for the king's safe flight squares (0, 1, 2, 3 or more), out of check.
const QUIET_FLIGHTS: [Score; 4] = [50, 25, 10, 0];

/// Penalty for having only 1, 2 or 3 units on an open board 1 without the king there.
const THIN_BOARD_1: [Score; 4] = [0, 220, 100, 35];

/// The half points each side (White, Black) holds over both boards, every open board
/// counting as `open`.
pub(crate) fn half_points(pos: &Position, open: BoardStatus) -> [i32; 2] {
    let mut points = [0; 2];
    for status in pos.board_status() {
        match if status.is_closed() { status } else { open } {
            BoardStatus::Won(s) => points[s.index().min(1)] += 2,
            BoardStatus::Drawn => {
                points[0] += 1;
                points[1] += 1;
            }
            BoardStatus::Open => {}
        }
    }
    points
}

/// The game score for `seat` (its half points minus the opponent's, in [`HALF_POINT`]s),
/// every open board counting as `open`.
pub fn result_score(pos: &Position, seat: Seat, open: BoardStatus) -> Score {
    let p = half_points(pos, open);
    let s = seat.index().min(1);
    (p[s] - p[1 - s]) * HALF_POINT
}

/// The judgement of the open boards `judgement` (for the side it is for), kept within
/// ±[`JUDGEMENT_LIMIT`]: unchanged up to [`JUDGEMENT_KNEE`], then squeezed towards the
/// limit, always increasing (more material is still better, only by less and less).
pub fn bounded(judgement: Score) -> Score {
    let size = judgement.abs();
    if size <= JUDGEMENT_KNEE {
        return judgement;
    }
    let room = (JUDGEMENT_LIMIT - JUDGEMENT_KNEE) as i64;
    let over = (size - JUDGEMENT_KNEE) as i64;
    let squeezed = JUDGEMENT_KNEE + (over * room / (over + room)) as Score;
    squeezed * judgement.signum()
}

/// The transit terms of the judgement for `seat` (board-mate danger, transit loss, idle
/// units): its total minus its opponent's. The board results are not among them
/// ([`result_score`]).
pub fn heuristics(pos: &Position, seat: Seat, idle_value: impl Fn(Role) -> Score) -> Score {
    let status = pos.board_status();
    let mut score = 0;
    let me = seat.index().min(1);
    for s in [Seat::WHITE, Seat::BLACK] {
        let sign = if s.index() == me { -1 } else { 1 };
        score += sign * (mate_danger(pos, s, status) + thin_board_1(pos, s, status));
    }
    if status.iter().any(|s| s.is_closed()) {
        for (cell, piece) in pos.pieces() {
            if piece.role != Role::King && status[board_of(cell)].is_closed() {
                let sign = if piece.seat.index().min(1) == me {
                    -1
                } else {
                    1
                };
                score += sign * idle_value(piece.role) / IDLE_SHARE;
            }
        }
    }
    score
}

/// A unit on a closed board loses this share (1/n) of its value.
const IDLE_SHARE: Score = 10;

/// The board-mate danger of `seat`'s king.
fn mate_danger(pos: &Position, seat: Seat, status: [BoardStatus; 2]) -> Score {
    let Some(king) = pos.king(seat) else {
        return 0;
    };
    if status[board_of(king)].is_closed() {
        return 0;
    }
    let g: &Geometry = pos.geometry();
    let flights = g
        .dirs()
        .filter_map(|d| g.step(king, d))
        .filter(|&c| pos.piece_at(c).is_none_or(|p| p.seat != seat))
        .filter(|&c| !pos.attacked_by_others(c, seat, Some(king)))
        .count()
        .min(3);
    if pos.attacked_by_others(king, seat, None) {
        CHECKED_FLIGHTS[flights]
    } else {
        QUIET_FLIGHTS[flights]
    }
}

/// The transit-loss risk of `seat` on board 1.
fn thin_board_1(pos: &Position, seat: Seat, status: [BoardStatus; 2]) -> Score {
    if status[0].is_closed() || pos.king(seat).is_some_and(|k| board_of(k) == 0) {
        return 0;
    }
    let units = pos
        .pieces()
        .filter(|&(c, p)| p.seat == seat && board_of(c) == 0)
        .take(4)
        .count();
    THIN_BOARD_1.get(units).copied().unwrap_or(0)
}
