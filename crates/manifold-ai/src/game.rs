//! What the search needs to know about a game: the [`SearchGame`] trait.
//!
//! # The shape
//!
//! There is **one** search ([`super::search`]): iterative deepening, principal-variation
//! alpha-beta, a transposition table, killers and history, quiescence. It is generic over
//! this small trait, which two game families implement:
//!
//! - the chess family, [`manifold_rules::Position`] (classical, Great Chess, Wirth,
//!   Chess-transit and three-player Mattrix), in [`super::chess`];
//! - Russian draughts, [`manifold_rules::draughts::DraughtsPosition`], in
//!   [`super::draughts`].
//!
//! The trait says what differs between the families, and nothing else:
//!
//! | Question                           | Chess family                        | Draughts |
//! |------------------------------------|-------------------------------------|----------|
//! | the moves                          | legal moves (`Move`, `Copy`)        | whole capture sequences (`DraughtsMove`) |
//! | a *forcing* node (no stand-pat)    | in check                            | a capture is compulsory |
//! | no legal move                      | mate (credited per RULES 5.5) or stalemate | loss |
//! | draw rules                         | fifty moves, repetition; transit's closed boards | 15-move king rule, repetition |
//! | a tactical move (quiescence)       | capture or promotion                | capture or crowning |
//! | capture order                      | MVV-LVA; losing by static exchange ([`super::see`]) | pieces captured |
//!
//! **Seats and teams.** Scores are always from the point of view of the *team* of the seat
//! to move. With two seats a team is one seat and the search is plain negamax. With three
//! (Mattrix) the search is *paranoid*: the root's seat is one team and the two opponents a
//! coalition, so a child whose mover is on the same team as the parent's keeps the score
//! and the window as they are instead of negating them (see [`super::search`] for why
//! paranoid rather than max^n).
//!
//! Moves are named in the transposition table and the killer slots by a 32-bit
//! [`SearchGame::move_key`] (never 0), and in the history table by a
//! [`SearchGame::history_slot`] (start cell × cells + end cell), so those tables need not
//! know a move type.

use std::fmt::Debug;
use std::ops::DerefMut;

use arrayvec::ArrayVec;

use manifold_rules::Cell;
use manifold_rules::geometry::MAX_CELLS;

use super::score::Score;
use super::search::SearchConfig;

/// A reusable list of moves: the chess family's fixed-capacity `MoveList`, or a `Vec`.
///
/// Both dereference to a slice of moves, which gives [`MoveBuf::as_slice`] and
/// [`MoveBuf::as_mut_slice`]; a list type adds only how it forgets and filters its moves.
pub trait MoveBuf<M>: Default + DerefMut<Target = [M]> {
    /// The moves in the list's current order: as generated, until sorted in place.
    #[inline]
    fn as_slice(&self) -> &[M] {
        self
    }
    /// The moves, mutably (for ordering in place).
    #[inline]
    fn as_mut_slice(&mut self) -> &mut [M] {
        self
    }
    /// Forgets every move.
    fn clear(&mut self);
    /// Keeps only the moves for which `keep` holds, in order.
    fn retain_moves(&mut self, keep: impl FnMut(&M) -> bool);
}

impl<M, const N: usize> MoveBuf<M> for ArrayVec<M, N> {
    #[inline]
    fn clear(&mut self) {
        ArrayVec::clear(self);
    }
    #[inline]
    fn retain_moves(&mut self, mut keep: impl FnMut(&M) -> bool) {
        self.retain(|m| keep(m));
    }
}

impl<M> MoveBuf<M> for Vec<M> {
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }
    #[inline]
    fn retain_moves(&mut self, keep: impl FnMut(&M) -> bool) {
        self.retain(keep);
    }
}

/// A move the search can keep in its tables: by a 32-bit key (killers, the hash move) and by
/// its start and end cells (the history).
pub trait SearchMove: Clone + PartialEq + Debug + Send {
    /// A 32-bit name of the move, never 0 (two legal moves of one position practically
    /// never share it).
    fn key(&self) -> u32;

    /// The cells the move starts and ends on.
    fn endpoints(&self) -> (Cell, Cell);
}

/// A game position the search can play: its moves, its ends and its evaluation.
///
/// `root` arguments are the seat to move at the root of the search; scores returned are
/// for the team of the seat to move in `self` (the root's seat alone, or the coalition of
/// the others in a game of three).
pub trait SearchGame: Sized + Sync {
    /// The game's move: what [`SearchGame::play`] takes and a search answers with.
    type Move: SearchMove;
    /// A list of moves, reused from node to node.
    type Moves: MoveBuf<Self::Move>;
    /// The evaluation (weights and tables), built once per search.
    type Eval;

    /// The evaluation of this game for a search configured by `config` (which may choose
    /// among the game's weights: [`SearchConfig::full_king_safety`]).
    fn evaluator(&self, config: &SearchConfig) -> Self::Eval;

    /// The number of seats (2 or 3).
    fn seats(&self) -> usize;

    /// The seat to move.
    fn side(&self) -> usize;

    /// The Zobrist hash (equal for positions the repetition rule treats as the same).
    fn key(&self) -> u64;

    /// Fills `out` (empty on entry) with the legal moves.
    fn generate(&self, out: &mut Self::Moves);

    /// Fills `out` (empty on entry) with the legal moves that are not quiet
    /// ([`SearchGame::is_quiet`]), for the quiescence search of a node that is not forcing;
    /// returns whether the side to move may have a legal move at all (`false`: it has none,
    /// and `out` is empty). The default lists every legal move and keeps the tactical ones,
    /// so it always knows; a game that generates only its captures answers `true` and
    /// leaves a stalemate to the main search.
    fn generate_tactical(&self, out: &mut Self::Moves) -> bool {
        self.generate(out);
        let any = !out.as_slice().is_empty();
        out.retain_moves(|m| !self.is_quiet(m));
        any
    }

    /// The position after a legal move.
    fn play(&self, m: &Self::Move) -> Self;

    /// Whether the side to move must answer something (in check; a compulsory capture): no
    /// stand-pat in quiescence, no pruning or reduction around it.
    fn forcing(&self) -> bool;

    /// Whether a forcing node is searched one ply deeper (check extension).
    fn extends(&self) -> bool;

    /// The position after a null move (the turn passed), where the search may try one:
    /// `None` where it must not (the default): the side to move is in check or has only
    /// pawns and its king (zugzwang is likely), a game of three seats, or a game without
    /// the notion (draughts, where zugzwang is the rule).
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// Plies since the last irreversible move: how far back a repetition may lie.
    fn reversible_plies(&self) -> usize;

    /// The score of a position a rule ends before any move is looked at (a move-count
    /// draw, both boards of Chess-transit closed), if it is one.
    fn rule_end(&self, root: usize, ply: usize) -> Option<Score>;

    /// The score when the side to move has no legal move, `ply` plies from the root.
    fn no_moves(&self, root: usize, ply: usize) -> Score;

    /// The score of a draw (a repetition) here: 0, except where closed boards already
    /// count (Chess-transit).
    fn draw_score(&self, root: usize) -> Score;

    /// The static evaluation.
    fn evaluate(&self, eval: &Self::Eval, root: usize) -> Score;

    /// Whether a move is quiet: neither a capture nor a promotion (crowning).
    fn is_quiet(&self, m: &Self::Move) -> bool;

    /// What a move wins at once: the pieces it captures and a promotion's gain.
    fn gain(&self, m: &Self::Move, eval: &Self::Eval) -> Score;

    /// The order score of a capture or promotion (higher first), and whether it probably
    /// loses material (tried after the killers).
    #[inline]
    fn tactical_order(&self, m: &Self::Move, eval: &Self::Eval) -> (i32, bool) {
        (self.tactical_score(m, eval), self.tactical_loses(m, eval))
    }

    /// The order score of a capture or promotion alone (higher first): cheap, without the
    /// static exchange.
    fn tactical_score(&self, m: &Self::Move, eval: &Self::Eval) -> i32;

    /// Whether a capture or promotion probably loses material (the static exchange, where
    /// the game has one).
    fn tactical_loses(&self, m: &Self::Move, eval: &Self::Eval) -> bool;

    /// Whether a search with a blind spot may overlook captures here (at the opponent's
    /// turns).
    fn blind_spot_here(&self) -> bool;

    /// Captures winning less than this are the ones a blind spot overlooks.
    fn blind_threshold(eval: &Self::Eval) -> Score;

    /// A 32-bit name of a move ([`SearchMove::key`]).
    #[inline]
    fn move_key(m: &Self::Move) -> u32 {
        m.key()
    }

    /// The cells a move starts and ends on ([`SearchMove::endpoints`]).
    #[inline]
    fn endpoints(m: &Self::Move) -> (Cell, Cell) {
        m.endpoints()
    }

    /// The move's history slot: start cell × [`MAX_CELLS`] + end cell.
    #[inline]
    fn history_slot(m: &Self::Move) -> usize {
        let (from, to) = Self::endpoints(m);
        from.index() * MAX_CELLS + to.index()
    }
}
