//! Why a game ended, as the dialog says it under the headline: the rules' [`EndReason`]
//! with the seat it concerns and the numbers of the rule, read from the finished session
//! ([`Ending::of`]).

use std::time::Duration;

use manifold_locale::{Localize, Message};
use manifold_rules::draughts::rules::KING_MOVES_DRAW_PLIES;
use manifold_rules::game::{EndReason, Outcome};
use manifold_rules::names::SideName;
use manifold_rules::{Seat, Variant};

use super::names::with_seat;
use crate::Session;

/// Why a game ended, with what the sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Ending {
    /// Checkmate of this seat ("By checkmate"; with three seats the mated seat is named).
    Checkmate(SideName),
    /// Stalemate: this seat, to move, has no legal move and is not in check.
    Stalemate(SideName),
    /// This seat resigned (or left the table).
    Resignation(SideName),
    /// The players agreed a draw.
    Agreement,
    /// The no-progress rule: this many moves by each side without a capture or a pawn move
    /// (the variant's own number: 50 claimed or 75 automatic in FIDE chess, 150 plies in
    /// Mattrix).
    NoProgress {
        /// Moves by each side.
        moves: u16,
        /// Whether a player claimed the draw (the rule does not end the game by itself).
        claimed: bool,
    },
    /// The repetition rule: the same position occurred this many times.
    Repetition {
        /// How many times (3, or 5 for FIDE's automatic draw).
        times: u8,
        /// Whether a player claimed the draw.
        claimed: bool,
    },
    /// A dead position: no seat can ever be mated (`seats` says whether two or three).
    DeadPosition {
        /// The game's number of seats.
        seats: u8,
    },
    /// This seat's flag fell on the game clock, and it lost.
    OnTime(SideName),
    /// This seat's flag fell, but the game is drawn: `opponent` could not mate by any
    /// series of legal moves (FIDE 6.9; in Chess-transit, on every open board).
    OnTimeNoMate {
        /// The seat whose flag fell.
        flagged: SideName,
        /// Its opponent, who could not mate.
        opponent: SideName,
    },
    /// This seat did not move within the table's move limit (the Nujelm table) and lost.
    MoveTimeLimit {
        /// The seat that ran out of time.
        late: SideName,
        /// The time a move may take at the table.
        limit: Duration,
    },
    /// Draughts: this seat, to move, has no move (every piece captured or blocked) and
    /// loses.
    NoMoves(SideName),
    /// Chess-transit: both boards are decided.
    BoardsDecided,
    /// Draughts: this many moves by each side with only kings moving and nothing captured.
    KingMoves {
        /// Moves by each side.
        moves: u16,
    },
}

/// A time as the move limit names it: whole minutes, else seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TimeAmount(Duration);

impl Localize for TimeAmount {
    fn message(&self) -> Message {
        let secs = self.0.as_secs();
        if secs >= 60 && secs.is_multiple_of(60) {
            Message::new("game_end-minutes").number("count", secs / 60)
        } else {
            Message::new("game_end-seconds").number("count", secs)
        }
    }
}

impl Localize for Ending {
    fn message(&self) -> Message {
        let seat = |id, side| with_seat(Message::new(id), "seat", "side", side);
        match *self {
            Ending::Checkmate(mated) if mated.seats > 2 => {
                seat("game_end-reason-checkmate_of", mated)
            }
            Ending::Checkmate(_) => Message::new("game_end-reason-checkmate"),
            Ending::Stalemate(side) => seat("game_end-reason-stalemate", side),
            Ending::Resignation(side) => seat("game_end-reason-resignation", side),
            Ending::Agreement => Message::new("game_end-reason-agreement"),
            Ending::NoProgress { moves, claimed } => Message::new(if claimed {
                "game_end-reason-no_progress_claimed"
            } else {
                "game_end-reason-no_progress"
            })
            .number("moves", moves),
            Ending::Repetition { times, claimed } => Message::new(if claimed {
                "game_end-reason-repetition_claimed"
            } else {
                "game_end-reason-repetition"
            })
            .number("times", times),
            Ending::DeadPosition { seats } => {
                Message::new("game_end-reason-dead_position").number("seats", seats)
            }
            Ending::OnTime(side) => seat("game_end-reason-on_time", side),
            Ending::OnTimeNoMate { flagged, opponent } => with_seat(
                seat("game_end-reason-on_time_no_mate", flagged),
                "opponent",
                "opponent_side",
                opponent,
            ),
            Ending::MoveTimeLimit { late, limit } => {
                seat("game_end-reason-move_time", late).message("limit", TimeAmount(limit))
            }
            Ending::NoMoves(side) => seat("game_end-reason-no_moves", side),
            Ending::BoardsDecided => Message::new("game_end-reason-boards_decided"),
            Ending::KingMoves { moves } => {
                Message::new("game_end-reason-king_moves").number("moves", moves)
            }
        }
    }
}

impl Ending {
    /// Why `session`'s game ended with `outcome`. `lost_by` is the seat the ending went
    /// against, if any (the loser; in Chess-transit the side that lost the boards the end
    /// decided): the seat that resigned or whose flag fell. Without one (a draw) that seat
    /// is the side to move, whose clock was the one running.
    pub(super) fn of(session: &Session, outcome: &Outcome, lost_by: Option<Seat>) -> Ending {
        let game = session.game();
        let seats = game.seats();
        let side = |seat| SideName { seats, seat };
        let to_move = side(game.position().turn());
        // The chess variant's numbers (the no-progress and repetition rules); draughts has
        // its own rules and never ends by the chess ones, whose FIDE numbers stand in.
        let variant = game.as_chess().map(|g| g.position().variant());
        let per_side = |plies: u16| plies / u16::from(seats.max(1));
        match outcome.reason {
            EndReason::Checkmate => Ending::Checkmate(lost_by.map_or(to_move, side)),
            EndReason::Stalemate => Ending::Stalemate(to_move),
            EndReason::Resignation => Ending::Resignation(lost_by.map_or(to_move, side)),
            EndReason::Agreement => Ending::Agreement,
            EndReason::FiftyMoves => Ending::NoProgress {
                moves: per_side(variant.map_or(100, |v| v.claim_plies)),
                claimed: true,
            },
            EndReason::SeventyFiveMoves => Ending::NoProgress {
                moves: per_side(variant.map_or(150, |v| v.automatic_plies)),
                claimed: false,
            },
            EndReason::ThreefoldRepetition => Ending::Repetition {
                times: THIRD as u8,
                claimed: variant.is_some_and(claims_the_third),
            },
            EndReason::FivefoldRepetition => Ending::Repetition {
                times: variant
                    .map_or(5, |v| v.automatic_repetitions)
                    .try_into()
                    .unwrap_or(u8::MAX),
                claimed: false,
            },
            EndReason::InsufficientMaterial => Ending::DeadPosition { seats },
            EndReason::Timeout => Ending::on_time(session, lost_by.map(side), to_move),
            EndReason::NoMoves => Ending::NoMoves(lost_by.map_or(to_move, side)),
            EndReason::BoardsDecided => Ending::BoardsDecided,
            EndReason::KingMoves => Ending::KingMoves {
                moves: per_side(KING_MOVES_DRAW_PLIES),
            },
        }
    }

    /// A flag fall: on the game clock, at the table's move limit, or (no seat lost) a draw
    /// because the opponent could not mate.
    fn on_time(session: &Session, lost_by: Option<SideName>, to_move: SideName) -> Ending {
        let Some(late) = lost_by else {
            return Ending::OnTimeNoMate {
                flagged: to_move,
                opponent: SideName {
                    seats: to_move.seats,
                    seat: to_move.seat.next(to_move.seats),
                },
            };
        };
        let on_the_clock = session
            .clocks()
            .is_some_and(|c| c.remaining(late.seat).is_zero());
        match session.preset().and_then(|p| p.move_time_limit) {
            Some(limit) if !on_the_clock => Ending::MoveTimeLimit { late, limit },
            _ => Ending::OnTime(late),
        }
    }
}

/// The occurrence of a position [`EndReason::ThreefoldRepetition`] names.
const THIRD: usize = 3;

/// Whether the third occurrence of a position is a draw a player claims, not one the rules
/// impose: when the variant draws by itself only at a later occurrence (FIDE's fifth).
/// Draughts and Mattrix draw at the third by themselves.
fn claims_the_third(variant: &Variant) -> bool {
    variant.automatic_repetitions > THIRD
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    fn side(seats: u8, seat: u8) -> SideName {
        SideName {
            seats,
            seat: Seat(seat),
        }
    }

    #[test]
    fn every_ending_renders_in_both_languages() {
        let samples = [
            Ending::Checkmate(side(2, 1)),
            Ending::Checkmate(side(3, 2)),
            Ending::Stalemate(side(2, 0)),
            Ending::Resignation(side(3, 1)),
            Ending::Agreement,
            Ending::NoProgress {
                moves: 50,
                claimed: true,
            },
            Ending::NoProgress {
                moves: 75,
                claimed: false,
            },
            Ending::Repetition {
                times: 3,
                claimed: true,
            },
            Ending::Repetition {
                times: 5,
                claimed: false,
            },
            Ending::DeadPosition { seats: 3 },
            Ending::OnTime(side(2, 0)),
            Ending::OnTimeNoMate {
                flagged: side(2, 0),
                opponent: side(2, 1),
            },
            Ending::MoveTimeLimit {
                late: side(2, 1),
                limit: Duration::from_secs(480),
            },
            Ending::MoveTimeLimit {
                late: side(2, 1),
                limit: Duration::from_secs(90),
            },
            Ending::NoMoves(side(2, 1)),
            Ending::BoardsDecided,
            Ending::KingMoves { moves: 15 },
        ];
        assert_every_variant_renders(&samples, &[]);
    }

    #[test]
    fn a_move_limit_is_named_in_minutes_or_seconds_with_its_plural() {
        let limit = |secs| Ending::MoveTimeLimit {
            late: side(2, 0),
            limit: Duration::from_secs(secs),
        };
        let ru = |e: &Ending| text(Language::Russian, e);
        assert!(ru(&limit(60)).ends_with("1 минута)"), "{}", ru(&limit(60)));
        assert!(
            ru(&limit(180)).ends_with("3 минуты)"),
            "{}",
            ru(&limit(180))
        );
        assert!(ru(&limit(480)).ends_with("8 минут)"), "{}", ru(&limit(480)));
        assert!(ru(&limit(90)).ends_with("90 секунд)"), "{}", ru(&limit(90)));
        let en = text(Language::English, &limit(60));
        assert_eq!(
            en,
            "White did not move in time (the table allows 1 minute a move)"
        );
    }
}
