//! A game in progress: positions and moves played, undo and redo, repetition, and every way
//! a game ends (mate, stalemate, the move-count and repetition draws, dead material,
//! resignation, agreement, timeout).

use manifold_locale::{Localize, Message};

use super::game_record::{RecordedGame, RecordedPosition};
use super::moves::{Move, MoveList};
use super::piece::Seat;
use super::position::Position;
use super::preset::DrawPolicy;
use super::transit::{self, BoardStatus};
use super::variant::VariantId;

/// How a finished game came out: one seat beat another, a draw, or (Chess-transit) points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// One seat won and one lost (in a three-player game the third neither wins nor loses).
    Win {
        /// The seat credited with the win (with three seats, see [`credited_opponent`]).
        winner: Seat,
        /// The seat that lost: mated, resigned, out of time or (where that loses) left without
        /// a move.
        loser: Seat,
    },
    /// No seat won: every seat draws.
    Draw,
    /// Chess-transit: the points each side scored over the two boards, in half points
    /// (`white: 3, black: 1` is 1.5 to 0.5).
    Score {
        /// White's half points.
        white: u8,
        /// Black's half points.
        black: u8,
    },
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum EndReason {
    /// The side to move is in check with no legal move.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// A draw claimed after the no-progress limit (fifty moves).
    FiftyMoves,
    /// The automatic no-progress limit (seventy-five moves; in Mattrix 150 plies).
    SeventyFiveMoves,
    /// A draw claimed on the third occurrence of a position (in Mattrix the third
    /// occurrence ends the game by itself).
    ThreefoldRepetition,
    /// The fifth occurrence of a position.
    FivefoldRepetition,
    /// Neither side can mate.
    InsufficientMaterial,
    /// The side to move ran out of time.
    Timeout,
    /// Draughts: the side to move has no legal move (everything captured or blocked) and
    /// loses.
    NoMoves,
    /// Chess-transit: both boards are decided.
    BoardsDecided,
    /// Draughts: the 15-move king rule (15 moves by each side with only kings moving and
    /// nothing captured, each side having a king).
    KingMoves,
}

impl EndReason {
    /// A short English description (its message's English text).
    pub fn describe(self) -> String {
        manifold_locale::english(&self)
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who won, or a draw.
    pub result: GameResult,
    /// What ended the game (checkmate, resignation, a draw rule...).
    pub reason: EndReason,
}

impl Outcome {
    /// The PGN result token (`1-0`, `0-1`, `1/2-1/2`) of a two-player game.
    pub fn pgn_result(&self) -> &'static str {
        match self.result {
            GameResult::Draw => "1/2-1/2",
            GameResult::Win { winner, .. } if winner == Seat::WHITE => "1-0",
            GameResult::Win { .. } => "0-1",
            GameResult::Score { white, black } if white > black => "1-0",
            GameResult::Score { white, black } if white < black => "0-1",
            GameResult::Score { .. } => "1/2-1/2",
        }
    }
}

/// Why a game action was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum GameError {
    /// The game has ended, for this reason.
    Over(EndReason),
    /// The move is not legal in the current position.
    IllegalMove,
    /// A draw was claimed without grounds.
    NoDrawClaim,
    /// The seat named (to resign, or to lose on time) does not play in this game.
    NoSuchSeat {
        /// The seat named (0 is White).
        seat: u8,
        /// How many seats the game has.
        seats: u8,
    },
}

impl Localize for GameError {
    fn message(&self) -> Message {
        match self {
            GameError::Over(reason) => Message::new("game-over").message("reason", reason),
            GameError::IllegalMove => Message::new("game-illegal-move"),
            GameError::NoDrawClaim => Message::new("game-no-draw-claim"),
            GameError::NoSuchSeat { seat, seats } => Message::new("game-no-such-seat")
                .number("seat", *seat)
                .number("last", seats.saturating_sub(1)),
        }
    }
}

manifold_locale::display_in_english!(GameError);

/// A game of the chess family: the start position, the moves played and the positions
/// they led to ([`RecordedGame`] has what it shares with draughts).
pub type Game = RecordedGame<Position>;

impl RecordedPosition for Position {
    type Move = Move;
    type Moves = MoveList;

    fn legal_moves_now(&self) -> MoveList {
        self.legal_moves()
    }

    fn legal_move(&self, m: &Move) -> Option<Move> {
        self.is_legal(*m).then_some(*m)
    }

    fn after(&self, m: &Move) -> Position {
        self.play(*m)
    }

    fn same_move(a: &Move, b: &Move) -> bool {
        a == b
    }

    fn reversible_plies(&self) -> usize {
        self.halfmove_clock() as usize
    }

    fn repeats(&self, other: &Position) -> bool {
        self.hash() == other.hash() && same_position(self, other)
    }

    /// The automatic outcome, scored per board in Chess-transit.
    fn automatic_outcome(game: &Game) -> Option<Outcome> {
        if game.draw_policy() == DrawPolicy::AgreementOnly {
            return game
                .rules_outcome()
                .filter(|o| matches!(o.result, GameResult::Win { .. }));
        }
        let pos = game.position();
        if pos.variant().has_transit && transit::both_closed(pos) {
            return Some(transit::final_outcome(
                pos,
                BoardStatus::Drawn,
                EndReason::BoardsDecided,
            ));
        }
        game.rules_outcome().map(|o| transit_scored(pos, o))
    }

    fn seat_count(&self) -> u8 {
        self.variant().seats
    }

    fn win_against(game: &Game, loser: Seat) -> GameResult {
        GameResult::Win {
            winner: credited_opponent(game.position(), loser),
            loser,
        }
    }

    fn settled(&self, outcome: Outcome) -> Outcome {
        transit_scored(self, outcome)
    }
}

impl Game {
    /// A new game from the variant's start position.
    pub fn new(id: VariantId) -> Game {
        Game::from_position(Position::start(id))
    }

    /// The draw the position allows now, if any: one the rules would impose (stalemate,
    /// repetition, the move-count rule, dead material) or one a player could claim.
    pub fn draw_available(&self) -> Option<EndReason> {
        self.rules_outcome()
            .filter(|o| o.result == GameResult::Draw)
            .map(|o| o.reason)
            .or_else(|| self.claimable_draw())
    }

    /// The variant played.
    pub fn variant(&self) -> VariantId {
        self.position().variant().id
    }

    /// Plays a move if it is legal; the game is unchanged otherwise.
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        self.play_move(&m)
    }

    /// `seat` ran out of time and loses.
    ///
    /// As FIDE 6.9 has it, the game is drawn instead when the opponent could not mate by
    /// any series of legal moves ([`opponent_has_mating_material`], by the board's own
    /// dead-position table: a lone bishop never mates a king that has only a queen). With
    /// three seats (Mattrix, Ruling M5) a loss on time is a conceded mate, like a
    /// resignation: the win goes to the opponent [`credited_opponent`] names, and FIDE 6.9
    /// does not apply. See [`Game::flag_fall`].
    pub fn time_out(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_seat(seat)?;
        let can_mate = opponent_has_mating_material(self.position(), seat);
        self.flag_fall(seat, can_mate)
    }

    /// `seat`'s flag fell, and `opponent_can_mate` says whether its opponent could still
    /// mate by some series of legal moves (judged by the caller: by material, or by a
    /// search of the position). The rulebook's section 0 on clocks, in one place:
    /// - two seats: `seat` loses, or the game is drawn when the opponent cannot mate
    ///   (FIDE 6.9); in Chess-transit (**Ruling** T7) the loss or the draw is of every
    ///   board still open, as the position settles a game-ending event;
    /// - three seats (Mattrix, **Ruling**): a flag fall ends the game as a time-out does,
    ///   the win credited to the opponent [`credited_opponent`] names (5.5), whatever the
    ///   material.
    pub fn flag_fall(&mut self, seat: Seat, opponent_can_mate: bool) -> Result<(), GameError> {
        self.check_seat(seat)?;
        let three_seats = self.position().variant().seats > 2;
        let result = if three_seats || opponent_can_mate {
            Position::win_against(self, seat)
        } else {
            GameResult::Draw
        };
        self.end(Outcome {
            result,
            reason: EndReason::Timeout,
        })
    }

    /// Claims a draw by threefold repetition or the fifty-move rule, if either holds.
    pub fn claim_draw(&mut self) -> Result<(), GameError> {
        let reason = self.claimable_draw().ok_or(GameError::NoDrawClaim)?;
        self.end(Outcome {
            result: GameResult::Draw,
            reason,
        })
    }

    /// The draw the players could claim now, if any.
    pub fn claimable_draw(&self) -> Option<EndReason> {
        if self.repetitions() >= 3 {
            Some(EndReason::ThreefoldRepetition)
        } else if self.position().halfmove_clock() >= self.position().variant().claim_plies {
            Some(EndReason::FiftyMoves)
        } else {
            None
        }
    }

    /// The outcome the rules impose without anyone asking: mate, stalemate, the repetition
    /// draw (fifth occurrence; third in Mattrix), the seventy-five-move rule (150 plies in
    /// Mattrix), dead material.
    fn rules_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let v = pos.variant();
        let to_move = pos.turn();
        if pos.legal_moves().is_empty() {
            return Some(if pos.in_check() {
                let winner = credited_opponent(pos, to_move);
                Outcome {
                    result: GameResult::Win {
                        winner,
                        loser: to_move,
                    },
                    reason: EndReason::Checkmate,
                }
            } else {
                Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Stalemate,
                }
            });
        }
        let draw = |reason| {
            Some(Outcome {
                result: GameResult::Draw,
                reason,
            })
        };
        if self.repetitions() >= v.automatic_repetitions {
            return draw(if v.automatic_repetitions <= 3 {
                EndReason::ThreefoldRepetition
            } else {
                EndReason::FivefoldRepetition
            });
        }
        if pos.halfmove_clock() >= v.automatic_plies {
            return draw(EndReason::SeventyFiveMoves);
        }
        if insufficient_material(pos) {
            return draw(EndReason::InsufficientMaterial);
        }
        None
    }
}

/// In Chess-transit a game-ending event decides every board still open (RULES 6.3):
/// a draw draws them, and (Ruling) a resignation or loss on time loses them; the result
/// is the sum over both boards. Other games keep the outcome as it is.
fn transit_scored(pos: &Position, outcome: Outcome) -> Outcome {
    if !pos.variant().has_transit {
        return outcome;
    }
    let open = match outcome.result {
        GameResult::Win { winner, .. } => BoardStatus::Won(winner),
        GameResult::Draw | GameResult::Score { .. } => BoardStatus::Drawn,
    };
    transit::final_outcome(pos, open, outcome.reason)
}

/// The opponent credited with a win against `loser` in `pos`: the winner of a mate, and
/// of a resignation or a loss on time.
///
/// With two seats it is the other seat. With three (Ruling M3) it is the opponent giving
/// check to `loser`; if both give check, or neither does (a resignation or loss on time out
/// of check, Ruling M5), it is the opponent who moved most recently.
pub fn credited_opponent(pos: &Position, loser: Seat) -> Seat {
    let seats = pos.variant().seats;
    if seats <= 2 {
        return loser.next(2);
    }
    if let [only] = pos.checking_seats(loser).as_slice() {
        return *only;
    }
    // The seats that moved before the one to move, most recent first, except the loser.
    (1..seats)
        .map(|back| Seat((pos.turn().0 + seats - back) % seats))
        .find(|&s| s != loser)
        .expect("a game of three seats has another seat")
}

/// Same placement, seat to move, castling rights and en passant possibility.
fn same_position(a: &Position, b: &Position) -> bool {
    let ep = |p: &Position| p.ep_hashed.then_some(p.ep_target);
    a.board == b.board && a.turn == b.turn && a.castling == b.castling && ep(a) == ep(b)
}

/// Whether the opponent of `seat` (in a game of two) could still mate it by some series of
/// legal moves (FIDE 6.9, at a flag fall): by the board's dead-position table
/// ([`crate::dead::can_ever_mate`]). With three seats every opponent is taken to be able
/// to mate.
pub fn opponent_has_mating_material(pos: &Position, seat: Seat) -> bool {
    pos.variant().seats != 2 || crate::dead::can_ever_mate(pos, seat.next(2))
}

/// Whether the position is dead: no seat can ever be mated, judged by the material and the
/// board's dead-position table (RULES 0; [`crate::dead::is_dead`]). The game is then drawn
/// at once ([`EndReason::InsufficientMaterial`]).
pub fn insufficient_material(pos: &Position) -> bool {
    crate::dead::is_dead(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_game_error_and_end_reason_renders_in_both_languages() {
        let reasons = [
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::Resignation,
            EndReason::Agreement,
            EndReason::FiftyMoves,
            EndReason::SeventyFiveMoves,
            EndReason::ThreefoldRepetition,
            EndReason::FivefoldRepetition,
            EndReason::InsufficientMaterial,
            EndReason::Timeout,
            EndReason::NoMoves,
            EndReason::BoardsDecided,
            EndReason::KingMoves,
        ];
        assert_every_variant_renders(&reasons, &[]);
        assert_eq!(EndReason::KingMoves.describe(), "the 15-move king rule");
        let errors = [
            GameError::Over(EndReason::Stalemate),
            GameError::IllegalMove,
            GameError::NoDrawClaim,
            GameError::NoSuchSeat { seat: 3, seats: 3 },
        ];
        assert_every_variant_renders(&errors, &[]);
        assert_eq!(errors[0].to_string(), "the game is over (stalemate)");
    }
}
