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
use crate::game::{EndReason, GameError, GameResult, Outcome};
use crate::game_record::{RecordedGame, RecordedPosition};
use crate::piece::Seat;
use crate::preset::DrawPolicy;

/// The PDN result token of a draughts outcome: `2-0` (White wins), `0-2`, `1-1` (draw).
pub fn pdn_result(outcome: &Outcome) -> &'static str {
    match outcome.result {
        GameResult::Draw | GameResult::Score { .. } => "1-1",
        GameResult::Win { winner, .. } if winner == Seat::WHITE => "2-0",
        GameResult::Win { .. } => "0-2",
    }
}

/// A game of draughts ([`RecordedGame`] has what it shares with the chess family).
pub type DraughtsGame = RecordedGame<DraughtsPosition>;

impl RecordedPosition for DraughtsPosition {
    type Move = DraughtsMove;
    type Moves = Vec<DraughtsMove>;

    fn legal_moves_now(&self) -> Vec<DraughtsMove> {
        self.legal_moves()
    }

    /// The legal move compared by start, end and captured set.
    fn legal_move(&self, m: &DraughtsMove) -> Option<DraughtsMove> {
        self.legal_moves().into_iter().find(|l| l.same_move(m))
    }

    fn after(&self, m: &DraughtsMove) -> DraughtsPosition {
        self.play(m)
    }

    fn same_move(a: &DraughtsMove, b: &DraughtsMove) -> bool {
        a.same_move(b)
    }

    /// Plies since the last man move or capture.
    fn reversible_plies(&self) -> usize {
        self.quiet_plies() as usize
    }

    fn repeats(&self, other: &DraughtsPosition) -> bool {
        self.hash() == other.hash() && self.same_placement(other)
    }

    /// No legal move loses; the draw rules end the game under [`DrawPolicy::Automatic`].
    fn automatic_outcome(game: &DraughtsGame) -> Option<Outcome> {
        let pos = game.position();
        if !pos.has_legal_move() {
            return Some(Outcome {
                result: win_against(pos.turn()),
                reason: EndReason::NoMoves,
            });
        }
        match game.draw_policy() {
            DrawPolicy::Automatic => game.draw_available().map(|reason| Outcome {
                result: GameResult::Draw,
                reason,
            }),
            DrawPolicy::AgreementOnly => None,
        }
    }

    fn seat_count(&self) -> u8 {
        2
    }

    fn win_against(_game: &DraughtsGame, loser: Seat) -> GameResult {
        win_against(loser)
    }

    fn settled(&self, outcome: Outcome) -> Outcome {
        outcome
    }
}

impl DraughtsGame {
    /// A new game from the start position under the given rule options.
    pub fn new(rules: DraughtsRules) -> DraughtsGame {
        DraughtsGame::from_position(DraughtsPosition::start(rules))
    }

    /// The rule options.
    pub fn rules(&self) -> DraughtsRules {
        self.position().rules()
    }

    /// Plays a move if it is legal (compared by start, end and captured set); the game is
    /// unchanged otherwise.
    pub fn play(&mut self, m: &DraughtsMove) -> Result<(), GameError> {
        self.play_move(m)
    }

    /// `seat` ran out of time and loses.
    pub fn time_out(&mut self, seat: Seat) -> Result<(), GameError> {
        self.lose_on_time(seat)
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
}

fn win_against(loser: Seat) -> GameResult {
    GameResult::Win {
        winner: loser.next(2),
        loser,
    }
}
