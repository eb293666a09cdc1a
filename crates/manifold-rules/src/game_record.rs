//! What a game remembers, whatever its family: the positions reached, the moves between
//! them and the moves taken back, so that undo and redo walk the same road both ways.
//!
//! The chess family's [`super::game::Game`] and draughts'
//! [`super::draughts::DraughtsGame`] are each a [`RecordedGame`] of their position: one
//! `GameRecord`, an outcome and a draw policy, with what is their own (legality, draw
//! rules and outcomes) in their [`RecordedPosition`].

use std::fmt::Debug;

use super::game::{EndReason, GameError, GameResult, Outcome};
use super::piece::Seat;
use super::preset::DrawPolicy;

/// The positions from the start to the current one, the moves played between them, and the
/// moves taken back (the last one taken back last).
#[derive(Clone, Debug)]
pub(crate) struct GameRecord<P, M> {
    positions: Vec<P>,
    moves: Vec<M>,
    redo: Vec<M>,
}

impl<P, M: Clone> GameRecord<P, M> {
    /// A record holding only the start position.
    pub fn new(start: P) -> Self {
        GameRecord {
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The start position.
    pub fn start_position(&self) -> &P {
        &self.positions[0]
    }

    /// Every position from the start to the current one.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The moves played.
    pub(crate) fn moves(&self) -> &[M] {
        &self.moves
    }

    /// Records the move `m` and the position `next` it led to. Playing again the last move
    /// taken back (`same` tells whether two moves are one) keeps the others for redo; any
    /// other move forgets them.
    pub(crate) fn push(&mut self, m: M, next: P, same: impl Fn(&M, &M) -> bool) {
        if self.redo.last().is_some_and(|r| same(r, &m)) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.positions.push(next);
        self.moves.push(m);
    }

    /// Takes back the last move, keeping it for redo, and returns it.
    pub fn take_back(&mut self) -> Option<M> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.redo.push(m.clone());
        Some(m)
    }

    /// The move redo would play: the last one taken back.
    pub(crate) fn next_redo(&self) -> Option<&M> {
        self.redo.last()
    }

    /// How many moves taken back redo can play again.
    pub(crate) fn redo_count(&self) -> usize {
        self.redo.len()
    }
}

/// A position a [`RecordedGame`] can be kept of: what its family's rules tell the game
/// about moves, repetitions and outcomes. The chess family's [`Position`](super::Position)
/// and draughts' [`DraughtsPosition`](super::draughts::DraughtsPosition) are the two.
pub trait RecordedPosition: Clone + Debug + Sized {
    /// A move of this family.
    type Move: Clone + Debug;
    /// The list the legal moves come in.
    type Moves: Default;

    /// The legal moves.
    fn legal_moves_now(&self) -> Self::Moves;

    /// The legal move `m` stands for in this position, if it is one.
    fn legal_move(&self, m: &Self::Move) -> Option<Self::Move>;

    /// The position after the legal move `m`.
    fn after(&self, m: &Self::Move) -> Self;

    /// Whether two moves are one (playing again the move taken back keeps the redo list).
    fn same_move(a: &Self::Move, b: &Self::Move) -> bool;

    /// Plies since the last irreversible move: how far back a repetition may lie.
    fn reversible_plies(&self) -> usize;

    /// Whether `other` is this position again, for the repetition rules.
    fn repeats(&self, other: &Self) -> bool;

    /// The outcome the rules impose by themselves on `game` (as its draw policy has it).
    fn automatic_outcome(game: &RecordedGame<Self>) -> Option<Outcome>;

    /// How many seats play (2, or 3 in Mattrix).
    fn seat_count(&self) -> u8;

    /// The result when `loser` loses by resignation or on time.
    fn win_against(game: &RecordedGame<Self>, loser: Seat) -> GameResult;

    /// The outcome a game-ending event (resignation, agreement, timeout, claim) gives here.
    fn settled(&self, outcome: Outcome) -> Outcome;
}

/// A game in progress, of either family: the `GameRecord` of its positions and moves,
/// its outcome once it has ended, and how draws come about. What the families do
/// differently is their [`RecordedPosition`]; [`super::game::Game`] and
/// [`super::draughts::DraughtsGame`] add their own methods.
#[derive(Clone, Debug)]
pub struct RecordedGame<P: RecordedPosition> {
    record: GameRecord<P, P::Move>,
    outcome: Option<Outcome>,
    draws: DrawPolicy,
}

impl<P: RecordedPosition> RecordedGame<P> {
    /// A new game from any position (its outcome, if already decided, is set at once).
    pub fn from_position(pos: P) -> Self {
        let mut game = RecordedGame {
            record: GameRecord::new(pos),
            outcome: None,
            draws: DrawPolicy::Automatic,
        };
        game.outcome = P::automatic_outcome(&game);
        game
    }

    /// The same game under another draw policy (an outcome the rules had imposed is judged
    /// again; one the players chose stays). Under [`DrawPolicy::AgreementOnly`] (the Nujelm
    /// table, RULES 1.1) no draw ends the game by itself: the game's `draw_available`
    /// tells the players, who may agree; a mate (in draughts, no legal move) still ends it.
    pub fn with_draw_policy(mut self, draws: DrawPolicy) -> Self {
        self.set_draw_policy(draws);
        self
    }

    /// Puts the game under another draw policy in place (as [`RecordedGame::with_draw_policy`]).
    pub(crate) fn set_draw_policy(&mut self, draws: DrawPolicy) {
        let imposed = self.outcome.is_none() || self.outcome == P::automatic_outcome(self);
        self.draws = draws;
        if imposed {
            self.outcome = P::automatic_outcome(self);
        }
    }

    /// How draws come about in this game.
    pub fn draw_policy(&self) -> DrawPolicy {
        self.draws
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.record.position()
    }

    /// The start position.
    pub fn start_position(&self) -> &P {
        self.record.start_position()
    }

    /// Every position from the start to the current one.
    pub fn positions(&self) -> &[P] {
        self.record.positions()
    }

    /// The moves played.
    pub fn moves(&self) -> &[P::Move] {
        self.record.moves()
    }

    /// The outcome, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> P::Moves {
        if self.outcome.is_some() {
            P::Moves::default()
        } else {
            self.position().legal_moves_now()
        }
    }

    /// Plays a move if it is legal; the game is unchanged otherwise.
    pub fn play_move(&mut self, m: &P::Move) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o.reason));
        }
        let Some(legal) = self.position().legal_move(m) else {
            return Err(GameError::IllegalMove);
        };
        let next = self.position().after(&legal);
        self.record.push(legal, next, P::same_move);
        self.outcome = P::automatic_outcome(self);
        Ok(())
    }

    /// Takes back the last move (or reopens a game ended by resignation, agreement, claim or
    /// timeout). Returns the move taken back.
    pub fn undo(&mut self) -> Option<P::Move> {
        if self.outcome.is_some() && self.outcome != P::automatic_outcome(self) {
            self.outcome = P::automatic_outcome(self);
            return None;
        }
        let m = self.record.take_back()?;
        self.outcome = P::automatic_outcome(self);
        Some(m)
    }

    /// How many moves taken back [`RecordedGame::redo`] can play again.
    pub(crate) fn redo_count(&self) -> usize {
        self.record.redo_count()
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<P::Move> {
        let m = self.record.next_redo()?.clone();
        self.play_move(&m).ok()?;
        Some(m)
    }

    /// How many times the current position has occurred since the last irreversible move
    /// (1 the first time).
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        let window = current.reversible_plies() + 1;
        self.record
            .positions()
            .iter()
            .rev()
            .take(window)
            .filter(|p| p.repeats(current))
            .count()
    }

    /// `seat` resigns (or leaves the table) and loses.
    ///
    /// With three seats the win goes to the opponent
    /// [`credited_opponent`](super::game::credited_opponent) names (Ruling M5 of the
    /// rulebook: a resignation is a conceded mate).
    pub fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_seat(seat)?;
        self.end(Outcome {
            result: P::win_against(self, seat),
            reason: EndReason::Resignation,
        })
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.end(Outcome {
            result: GameResult::Draw,
            reason: EndReason::Agreement,
        })
    }

    /// `seat` ran out of time and loses, whatever the material (a table rule such as the
    /// Nujelm table's, RULES 1.1; FIDE 6.9 is [`super::game::Game::time_out`]).
    pub fn lose_on_time(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_seat(seat)?;
        self.end(Outcome {
            result: P::win_against(self, seat),
            reason: EndReason::Timeout,
        })
    }

    /// Refuses a seat that does not play in this game (a resignation or a timeout must name
    /// one that does).
    pub fn check_seat(&self, seat: Seat) -> Result<(), GameError> {
        let seats = self.position().seat_count();
        if seat.0 < seats {
            Ok(())
        } else {
            Err(GameError::NoSuchSeat {
                seat: seat.0,
                seats,
            })
        }
    }

    /// Ends the game with `outcome` (as the position settles it), unless it is over.
    pub(crate) fn end(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o.reason));
        }
        self.outcome = Some(self.position().settled(outcome));
        Ok(())
    }
}
