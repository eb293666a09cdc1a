//! Chess-transit's score (RULES 6.3): each board's result (1, ½ or 0 for each side) and
//! the game's total, the sum over both boards.

use manifold_locale::{Localize, Message};
use manifold_rules::Seat;
use manifold_rules::names::SideName;
use manifold_rules::transit::BoardStatus;

use super::names::with_seat;

/// A number of points counted in half points (3 is 1½), worded with its plural.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Points(pub u8);

impl Points {
    /// As a score is written: `1½`, `½`, `2`, `0` (the same in every language).
    pub fn figures(self) -> String {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => "½".to_string(),
            (whole, 1) => format!("{whole}½"),
            (whole, _) => whole.to_string(),
        }
    }
}

impl Localize for Points {
    fn message(&self) -> Message {
        Message::new("game_end-points")
            .number("whole", self.0 / 2)
            .number("half", self.0 % 2)
    }
}

/// One board's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardScore {
    /// The board's number: 1 between the players, 2 to White's right.
    pub board: u8,
    /// Its result: won by a seat or drawn (open only while the game goes on).
    pub status: BoardStatus,
}

impl BoardScore {
    /// The points (White, Black) the board gives.
    pub fn points(self) -> (Points, Points) {
        match self.status {
            BoardStatus::Open => (Points(0), Points(0)),
            BoardStatus::Drawn => (Points(1), Points(1)),
            BoardStatus::Won(s) if s == Seat::WHITE => (Points(2), Points(0)),
            BoardStatus::Won(_) => (Points(0), Points(2)),
        }
    }
}

impl Localize for BoardScore {
    fn message(&self) -> Message {
        let (white, black) = self.points();
        let message = |id| {
            Message::new(id)
                .number("board", self.board)
                .text("white", white.figures())
                .text("black", black.figures())
        };
        match self.status {
            BoardStatus::Won(seat) => with_seat(
                message("game_end-board-won"),
                "winner",
                "winner_side",
                SideName { seats: 2, seat },
            ),
            BoardStatus::Drawn => message("game_end-board-drawn"),
            BoardStatus::Open => message("game_end-board-open"),
        }
    }
}

/// The game's total over both boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TransitTotal {
    /// White's points.
    pub white: Points,
    /// Black's points.
    pub black: Points,
}

impl Localize for TransitTotal {
    fn message(&self) -> Message {
        let side = |seat| SideName { seats: 2, seat };
        let message = with_seat(
            Message::new("game_end-transit-total"),
            "white",
            "white_side",
            side(Seat::WHITE),
        );
        with_seat(message, "black", "black_side", side(Seat::BLACK))
            .message("white_points", self.white)
            .message("black_points", self.black)
    }
}

/// Chess-transit's score: both boards and the total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TransitScore {
    /// Board 1, then board 2.
    pub boards: [BoardScore; 2],
}

impl TransitScore {
    /// The score of boards with these results (board 1 first).
    pub fn new(statuses: [BoardStatus; 2]) -> TransitScore {
        TransitScore {
            boards: [
                BoardScore {
                    board: 1,
                    status: statuses[0],
                },
                BoardScore {
                    board: 2,
                    status: statuses[1],
                },
            ],
        }
    }

    /// The total: each side's points summed over both boards.
    pub fn total(&self) -> TransitTotal {
        let (w1, b1) = self.boards[0].points();
        let (w2, b2) = self.boards[1].points();
        TransitTotal {
            white: Points(w1.0 + w2.0),
            black: Points(b1.0 + b2.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_renders;
    use manifold_locale::{Language, text};

    #[test]
    fn points_have_their_plural_forms() {
        let ru = |half| text(Language::Russian, &Points(half));
        let en = |half| text(Language::English, &Points(half));
        assert_eq!(
            [0, 1, 2, 3, 4].map(ru),
            ["0 очков", "½ очка", "1 очко", "1½ очка", "2 очка"]
        );
        assert_eq!(
            [0, 1, 2, 3, 4].map(en),
            ["0 points", "½ point", "1 point", "1½ points", "2 points"]
        );
        assert_eq!(Points(3).figures(), "1½");
    }

    #[test]
    fn every_board_result_renders() {
        for status in [
            BoardStatus::Open,
            BoardStatus::Drawn,
            BoardStatus::Won(Seat::WHITE),
            BoardStatus::Won(Seat::BLACK),
        ] {
            let score = TransitScore::new([status, BoardStatus::Drawn]);
            assert_renders(&score.boards[0].message(), "board", &[]);
            assert_renders(&score.total().message(), "total", &[]);
        }
    }
}
