//! A draughts game: positions and moves played, undo and redo, repetition, and every way
//! the game ends (RULES 2): no legal move loses; threefold repetition and the 15-move king
//! rule draw; resignation, agreement and timeout.
//!
//! Under [`DrawPolicy::Automatic`] (the standard rules) the two draw rules end the game by
//! themselves. Under [`DrawPolicy::AgreementOnly`] (the Nujelm table, RULES 1.1) they do not:
//! [`DraughtsGame::draw_available`] tells the players that a draw is possible, and the game
//! ends only if they agree.

use super::moves::DraughtsMove;
use super::position::DraughtsPosition;
use super::rules::{DraughtsRules, REPETITION_DRAW_COUNT};
use crate::rules::game::{EndReason, GameError, GameResult, Outcome};
use crate::rules::game_record::GameRecord;
use crate::rules::piece::Seat;
use crate::rules::preset::DrawPolicy;

/// The PDN result token of a draughts outcome: `2-0` (White wins), `0-2`, `1-1` (draw).
pub fn pdn_result(outcome: &Outcome) -> &'static str {
    match outcome.result {
        GameResult::Draw | GameResult::Score { .. } => "1-1",
        GameResult::Win { winner, .. } if winner == Seat::WHITE => "2-0",
        GameResult::Win { .. } => "0-2",
    }
}

/// A game of draughts.
#[derive(Clone, Debug)]
pub struct DraughtsGame {
    record: GameRecord<DraughtsPosition, DraughtsMove>,
    outcome: Option<Outcome>,
    draws: DrawPolicy,
}

impl DraughtsGame {
    /// A new game from the start position under the given rule options.
    pub fn new(rules: DraughtsRules) -> DraughtsGame {
        DraughtsGame::from_position(DraughtsPosition::start(rules))
    }

    /// A new game from any position (its outcome, if already decided, is set at once).
    pub fn from_position(pos: DraughtsPosition) -> DraughtsGame {
        let mut game = DraughtsGame {
            record: GameRecord::new(pos),
            outcome: None,
            draws: DrawPolicy::Automatic,
        };
        game.outcome = game.automatic_outcome();
        game
    }

    /// The same game under another draw policy (an outcome the rules had imposed is
    /// judged again; one the players chose stays).
    pub fn with_draw_policy(mut self, draws: DrawPolicy) -> DraughtsGame {
        let imposed = self.outcome.is_none() || self.outcome == self.automatic_outcome();
        self.draws = draws;
        if imposed {
            self.outcome = self.automatic_outcome();
        }
        self
    }

    /// How draws come about in this game.
    pub fn draw_policy(&self) -> DrawPolicy {
        self.draws
    }

    /// The rule options.
    pub fn rules(&self) -> DraughtsRules {
        self.position().rules()
    }

    /// The current position.
    pub fn position(&self) -> &DraughtsPosition {
        self.record.position()
    }

    /// The start position.
    pub fn start_position(&self) -> &DraughtsPosition {
        self.record.start_position()
    }

    /// Every position from the start to the current one.
    pub fn positions(&self) -> &[DraughtsPosition] {
        self.record.positions()
    }

    /// The moves played.
    pub fn moves(&self) -> &[DraughtsMove] {
        self.record.moves()
    }

    /// The outcome, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<DraughtsMove> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move if it is legal (compared by start, end and captured set); the game is
    /// unchanged otherwise.
    pub fn play(&mut self, m: &DraughtsMove) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o.reason));
        }
        let Some(legal) = self
            .position()
            .legal_moves()
            .into_iter()
            .find(|l| l.same_move(m))
        else {
            return Err(GameError::IllegalMove);
        };
        let next = self.position().play(&legal);
        self.record.push(legal, next, DraughtsMove::same_move);
        self.outcome = self.automatic_outcome();
        Ok(())
    }

    /// Takes back the last move (or reopens a game ended by resignation, agreement or
    /// timeout). Returns the move taken back.
    pub fn undo(&mut self) -> Option<DraughtsMove> {
        if self.outcome.is_some() && self.outcome != self.automatic_outcome() {
            self.outcome = self.automatic_outcome();
            return None;
        }
        let m = self.record.take_back()?;
        self.outcome = self.automatic_outcome();
        Some(m)
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<DraughtsMove> {
        let m = self.record.next_redo()?.clone();
        self.play(&m).ok()?;
        Some(m)
    }

    /// `seat` resigns (or leaves the table) and loses.
    pub fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        self.end(Outcome {
            result: win_against(seat),
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

    /// `seat` ran out of time and loses.
    pub fn time_out(&mut self, seat: Seat) -> Result<(), GameError> {
        self.end(Outcome {
            result: win_against(seat),
            reason: EndReason::Timeout,
        })
    }

    /// How many times the current position has occurred since the last man move or capture
    /// (1 the first time).
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        let window = current.quiet_plies() as usize + 1;
        self.record
            .positions()
            .iter()
            .rev()
            .take(window)
            .filter(|p| p.hash() == current.hash() && p.same_placement(current))
            .count()
    }

    /// The draw rule the current position satisfies, if any: threefold repetition or the
    /// 15-move king rule. Under [`DrawPolicy::Automatic`] such a game is already over;
    /// under [`DrawPolicy::AgreementOnly`] this is what the players are told.
    pub fn draw_available(&self) -> Option<EndReason> {
        if self.repetitions() >= REPETITION_DRAW_COUNT {
            Some(EndReason::ThreefoldRepetition)
        } else if self.position().king_moves_rule_reached() {
            Some(EndReason::KingMoves)
        } else {
            None
        }
    }

    fn end(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o.reason));
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// The outcome the rules impose by themselves: no legal move loses; the draw rules end
    /// the game under [`DrawPolicy::Automatic`].
    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if !pos.has_legal_move() {
            return Some(Outcome {
                result: win_against(pos.turn()),
                reason: EndReason::NoMoves,
            });
        }
        match self.draws {
            DrawPolicy::Automatic => self.draw_available().map(|reason| Outcome {
                result: GameResult::Draw,
                reason,
            }),
            DrawPolicy::AgreementOnly => None,
        }
    }
}

fn win_against(loser: Seat) -> GameResult {
    GameResult::Win {
        winner: loser.next(2),
        loser,
    }
}
