//! Static exchange evaluation (SEE): what a capture wins or loses once every piece that
//! attacks its target cell has taken there in turn, least valuable first, each side free to
//! stop when going on would lose.
//!
//! The swap itself ([`exchange`]) is written once, against what a game says about the
//! attacks on a cell ([`Exchange`]): the least valuable attacker of a side with some pieces
//! already traded off (so that x-rays count), and its value. The two-seat chess variants
//! answer that from their geometry's rays, leaps and pawn steps ([`super::chess`]);
//! where an exchange is hard to define (Mattrix's three seats, Chess-transit's moves between
//! boards, draughts' capture sequences) a game keeps the plain MVV-LVA order and its
//! "defended piece taken by a more valuable one" test.
//!
//! The search uses it for one question: whether a capture probably loses material. Such a
//! capture is ordered after the killers and left out of the quiescence search.

use manifold_rules::geometry::{Cell, CellSet};

use super::score::Score;

/// What counts as a king's value in an exchange: more than any trade can win, so a king
/// takes last and only where nothing can take it back.
pub const KING_VALUE: Score = 20_000;

/// The longest exchange looked at (captures on one cell).
const MAX_SWAPS: usize = 32;

/// What a game tells the exchange about the attacks on a cell (two sides, 0 and 1).
pub(crate) trait Exchange {
    /// The least valuable piece of `side` attacking `target`, with the cells in `gone` taken
    /// as empty: its cell and its value ([`KING_VALUE`] for a king).
    fn least_valuable_attacker(
        &self,
        target: Cell,
        side: usize,
        gone: &CellSet,
    ) -> Option<(Cell, Score)>;
}

/// The material balance, for `side`, of the exchange that starts when `side`'s piece on
/// `from` takes on `target`, winning `gain` at once (the victim and a promotion's gain) and
/// standing there worth `at_risk` (its value, or the promoted piece's). Each side may stop
/// taking whenever it likes; a king takes only where no piece of the other side attacks the
/// cell any more.
pub(crate) fn exchange<E: Exchange>(
    pos: &E,
    side: usize,
    from: Cell,
    target: Cell,
    gain: Score,
    at_risk: Score,
) -> Score {
    let mut gains = [0; MAX_SWAPS];
    gains[0] = gain;
    let mut gone = CellSet::EMPTY;
    gone.insert(from);
    let mut on_target = at_risk;
    let mut mover = 1 - side;
    let mut d = 0;
    while d + 1 < MAX_SWAPS {
        let Some((cell, value)) = pos.least_valuable_attacker(target, mover, &gone) else {
            break;
        };
        if value >= KING_VALUE {
            let mut after = gone;
            after.insert(cell);
            if pos
                .least_valuable_attacker(target, 1 - mover, &after)
                .is_some()
            {
                break;
            }
        }
        d += 1;
        // What the mover has if it takes here and the exchange stops.
        gains[d] = on_target - gains[d - 1];
        on_target = value;
        gone.insert(cell);
        mover = 1 - mover;
    }
    // Back from the end: each side takes only if that is better than stopping.
    while d > 0 {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
        d -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use crate::eval::Evaluator;
    use crate::eval::weights::CLASSICAL;
    use crate::ordering::{capture_gain, chess_tactical_order};
    use manifold_rules::{Move, Position, Role, VariantId};

    /// The position, and its legal move from `from` to `to` (named cells).
    fn setup(id: VariantId, fen: &str, from: &str, to: &str) -> (Position, Move) {
        let pos = Position::from_fen(id, fen).expect("a valid FEN");
        let g = pos.geometry();
        let (from, to) = (g.cell_by_name(from).unwrap(), g.cell_by_name(to).unwrap());
        let m = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to)
            .expect("a legal move");
        (pos, m)
    }

    /// The static exchange of the move, and whether the ordering counts it as losing.
    fn see(id: VariantId, fen: &str, from: &str, to: &str) -> (i32, bool) {
        let (pos, m) = setup(id, fen, from, to);
        let eval = Evaluator::new(pos.variant());
        let gain = capture_gain(&pos, m, &eval);
        let at_risk = eval.value(m.promotion.unwrap_or(pos.piece_at(m.from).unwrap().role));
        let balance = super::super::chess::see(&pos, m, &eval, gain, at_risk).unwrap();
        (balance, chess_tactical_order(&pos, m, &eval).1)
    }

    // Classical chess's middlegame values (the exchange counts in them).
    const N: i32 = CLASSICAL.value_mg[Role::Knight as usize];
    const P: i32 = CLASSICAL.value_mg[Role::Pawn as usize];
    const Q: i32 = CLASSICAL.value_mg[Role::Queen as usize];
    const R: i32 = CLASSICAL.value_mg[Role::Rook as usize];

    #[test]
    fn a_queen_taking_a_pawn_defended_knight_loses() {
        // Qd1xd5, c6xd5: a knight for the queen.
        let fen = "4k3/8/2p5/3n4/8/8/8/3QK3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "d1", "d5"), (N - Q, true));
    }

    #[test]
    fn a_rook_taking_an_undefended_pawn_wins_it() {
        let fen = "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "d1", "d5"), (P, false));
    }

    #[test]
    fn a_rook_behind_a_rook_counts_through_it() {
        // Rd2xd5 Rd8xd5 Rd1xd5: a pawn up (black stops after the first recapture or not,
        // it loses the pawn either way). Without the x-ray it would lose a rook for a pawn.
        let fen = "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "d2", "d5"), (P, false));
        // The defender stops where taking on would lose: Rd2xd5 defended by the rook and
        // a bishop (b7): white gets a pawn and loses a rook (-400) whatever it does next.
        let fen = "3rk3/1b6/8/3p4/8/8/3R4/3RK3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "d2", "d5"), (P - R, true));
    }

    #[test]
    fn a_pawn_takes_a_defended_knight_and_wins() {
        let fen = "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "e4", "d5"), (N - P, false));
    }

    #[test]
    fn a_king_takes_back_only_where_nothing_attacks_the_cell() {
        // Only the black king defends d5: Rxd5 Kxd5.
        let fen = "8/8/4k3/3p4/8/8/8/3RK3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "d1", "d5"), (P - R, true));
        // The bishop on b3 also attacks d5, so the king cannot take the rook.
        let fen = "8/8/4k3/3p4/8/1B6/8/3RK3 w - - 0 1";
        assert_eq!(see(VariantId::Classical, fen, "d1", "d5"), (P, false));
    }

    #[test]
    fn a_promotion_on_a_guarded_cell_loses_the_pawn() {
        // e8=Q, Rxe8 (the rook on a8): a pawn lost; with the rook on a2 instead, e8=Q is
        // safe.
        let fen = "r6k/4P3/8/8/8/8/8/4K3 w - - 0 1";
        let (pos, _) = setup(VariantId::Classical, fen, "e7", "e8");
        let m = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.promotion == Some(Role::Queen))
            .unwrap();
        let eval = Evaluator::new(pos.variant());
        let gain = capture_gain(&pos, m, &eval);
        assert_eq!(gain, Q - P);
        assert!(chess_tactical_order(&pos, m, &eval).1, "Rxe8 follows");
        let fen = "7k/4P3/8/8/8/8/r7/4K3 w - - 0 1";
        let (pos, m) = setup(VariantId::Classical, fen, "e7", "e8");
        let m = Move {
            promotion: Some(Role::Queen),
            ..m
        };
        assert!(!chess_tactical_order(&pos, m, &eval).1);
    }

    #[test]
    fn on_the_torus_the_defence_counts_across_the_seam() {
        // Wirth chess: the queen on K5 takes the knight on J5 next to it across the seam;
        // the pawn on K6 takes back, also across the seam (Wirth's knight 300, queen 1000).
        let fen = "12/6k5/12/12/p11/Q10n/12/12/12/6K5/12/12 w - - 0 1";
        assert_eq!(see(VariantId::Wirth, fen, "K5", "J5"), (300 - 1000, true));
        // Without the pawn the knight is free.
        let fen = "12/6k5/12/12/12/Q10n/12/12/12/6K5/12/12 w - - 0 1";
        assert_eq!(see(VariantId::Wirth, fen, "K5", "J5"), (300, false));
    }
}
