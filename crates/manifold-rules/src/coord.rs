//! Coordinate notation for every chess game: start cell, end cell, optional promotion letter
//! (`e2e4`, `e7e8q`, `E2E4` on Wirth; case-insensitive). Castling is the king's move
//! (`e1g1`).

use super::moves::Move;
use super::names::RoleName;
use super::position::Position;
use super::san::SanError;
use super::transit::TransitRefusal;
use super::variant::Notation;
use manifold_locale::{Localize, Message};

/// Why a coordinate move was refused.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum CoordError {
    /// The text is not start cell + end cell (+ promotion letter).
    Syntax(String),
    /// A square name that is not on this board.
    UnknownSquare {
        /// The move text.
        text: String,
        /// The bad square.
        square: String,
    },
    /// A promotion letter that names no piece of the game.
    BadPromotion {
        /// The move text.
        text: String,
        /// The promotion letter (after the two cells).
        letter: char,
    },
    /// Well formed but not legal here.
    Illegal {
        /// The move text.
        text: String,
        /// The rule the move breaks.
        reason: IllegalMove,
    },
    /// A Chess-transit move in coordinates that its notation reader refused.
    Transit {
        /// The move text.
        text: String,
        /// The notation reader's error.
        error: Box<SanError>,
    },
}

impl Localize for CoordError {
    fn message(&self) -> Message {
        match self {
            CoordError::Syntax(text) => Message::new("coord-syntax").text("text", text),
            CoordError::UnknownSquare { text, square } => Message::new("coord-unknown_square")
                .text("text", text)
                .text("square", square),
            CoordError::BadPromotion { text, letter } => Message::new("coord-bad_promotion")
                .text("text", text)
                .text("letter", letter),
            CoordError::Illegal { text, reason } => Message::new("coord-illegal")
                .text("text", text)
                .message("reason", reason),
            CoordError::Transit { text, error } => Message::new("coord-illegal")
                .text("text", text)
                .message("reason", error),
        }
    }
}

/// Why no legal move goes from one cell to another ([`Position::why_illegal`]).
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum IllegalMove {
    /// The start cell is empty.
    NoPiece {
        /// The start cell's name.
        cell: String,
    },
    /// The piece on the start cell belongs to another side.
    NotYours {
        /// The start cell's name.
        cell: String,
    },
    /// A rule of Chess-transit refuses the move.
    Transit(TransitRefusal),
    /// The move promotes, and no promotion piece was given.
    PromotionNeeded,
    /// The move promotes, but not to this piece.
    CannotPromoteTo {
        /// The piece asked for.
        piece: RoleName,
    },
    /// The side to move is in check and the move does not answer it.
    CheckNotAnswered,
    /// The piece does not move that way (or the move would expose its king).
    CannotMoveTo {
        /// The kind of the piece that was to move.
        piece: RoleName,
        /// Its cell's name.
        from: String,
        /// The target cell's name.
        to: String,
    },
}

impl Localize for IllegalMove {
    fn message(&self) -> Message {
        match self {
            IllegalMove::NoPiece { cell } => Message::new("move-no_piece").text("cell", cell),
            IllegalMove::NotYours { cell } => Message::new("move-not_yours").text("cell", cell),
            IllegalMove::Transit(refusal) => refusal.message(),
            IllegalMove::PromotionNeeded => Message::new("move-promotion_needed"),
            IllegalMove::CannotPromoteTo { piece } => {
                Message::new("move-cannot_promote_to").message("piece", piece)
            }
            IllegalMove::CheckNotAnswered => Message::new("move-check_not_answered"),
            IllegalMove::CannotMoveTo { piece, from, to } => Message::new("move-cannot_move_to")
                .message("piece", piece)
                .text("from", from)
                .text("to", to),
        }
    }
}

manifold_locale::display_in_english!(CoordError, IllegalMove);

impl std::error::Error for CoordError {}

impl Position {
    /// The coordinate text of a move.
    pub fn move_to_coord(&self, m: Move) -> String {
        if self.variant.notation == Notation::Transit {
            return crate::transit::notation::to_coord(self, m);
        }
        let g = self.geometry();
        let mut s = format!("{}{}", g.cell_name(m.from), g.cell_name(m.to));
        if let Some(p) = m.promotion {
            let letter = self
                .variant
                .letter(p, crate::piece::Seat::BLACK)
                .unwrap_or('?');
            s.push(letter);
        }
        s
    }

    /// Reads a coordinate move and returns it if it is legal here.
    pub fn parse_coord(&self, text: &str) -> Result<Move, CoordError> {
        let t = text.trim();
        if self.variant.notation == Notation::Transit {
            return crate::transit::notation::parse(self, t).map_err(|e| CoordError::Transit {
                text: t.to_string(),
                error: Box::new(e),
            });
        }
        let g = self.geometry();
        let syntax = || CoordError::Syntax(t.to_string());
        let unknown = |square: &str| CoordError::UnknownSquare {
            text: t.to_string(),
            square: square.to_string(),
        };
        let split_name = |s: &str| -> Option<usize> {
            let letters = s.bytes().take_while(u8::is_ascii_alphabetic).count();
            let digits = s[letters..].bytes().take_while(u8::is_ascii_digit).count();
            (letters > 0 && digits > 0).then_some(letters + digits)
        };
        let first_len = split_name(t).ok_or_else(syntax)?;
        let (from, rest) = match g.parse_cell_prefix(t) {
            Some(x) => x,
            None => return Err(unknown(&t[..first_len])),
        };
        let second_len = split_name(rest).ok_or_else(syntax)?;
        let (to, rest) = match g.parse_cell_prefix(rest) {
            Some(x) => x,
            None => return Err(unknown(&rest[..second_len])),
        };
        let promotion = match rest.chars().collect::<Vec<_>>().as_slice() {
            [] => None,
            ['=', c] | [c] => match self.variant.role_of_letter(*c) {
                Some((role, _)) => Some(role),
                None => {
                    return Err(CoordError::BadPromotion {
                        text: t.to_string(),
                        letter: *c,
                    });
                }
            },
            _ => return Err(syntax()),
        };
        let legal = self.legal_moves();
        if let Some(m) = legal
            .iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
        {
            return Ok(*m);
        }
        Err(CoordError::Illegal {
            text: t.to_string(),
            reason: self.why_illegal(from, to, promotion),
        })
    }

    /// Why no legal move goes from `from` to `to` (with the promotion piece `promotion`).
    pub fn why_illegal(
        &self,
        from: crate::geometry::Cell,
        to: crate::geometry::Cell,
        promotion: Option<crate::piece::Role>,
    ) -> IllegalMove {
        let g = self.geometry();
        let cell = |c| g.cell_name(c).to_string();
        let Some(piece) = self.piece_at(from) else {
            return IllegalMove::NoPiece { cell: cell(from) };
        };
        if piece.seat != self.turn {
            return IllegalMove::NotYours { cell: cell(from) };
        }
        // Chess-transit: a transit, a closed board or a forced transit names its rule.
        if let Some(refusal) = self.transit_rule_refusal(from, to) {
            return IllegalMove::Transit(refusal);
        }
        let legal = self.legal_moves();
        if legal.iter().any(|m| m.from == from && m.to == to) {
            return match promotion {
                None => IllegalMove::PromotionNeeded,
                Some(role) => IllegalMove::CannotPromoteTo {
                    piece: role_name(self, role),
                },
            };
        }
        if self.in_check() {
            return IllegalMove::CheckNotAnswered;
        }
        IllegalMove::CannotMoveTo {
            piece: role_name(self, piece.role),
            from: cell(from),
            to: cell(to),
        }
    }
}

/// A role as the game of `pos` names it, for messages.
pub fn role_name(pos: &Position, role: crate::piece::Role) -> RoleName {
    RoleName {
        variant: pos.variant.id,
        role,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Cell;
    use crate::piece::Role;
    use crate::variant::VariantId;
    use manifold_locale::check::assert_every_variant_renders;

    fn knight() -> RoleName {
        RoleName {
            variant: VariantId::Classical,
            role: Role::Knight,
        }
    }

    #[test]
    fn every_coordinate_message_renders() {
        let text = || "e2e5".to_string();
        assert_every_variant_renders(
            &[
                IllegalMove::NoPiece { cell: "e3".into() },
                IllegalMove::NotYours { cell: "e7".into() },
                IllegalMove::Transit(TransitRefusal::ExposesKing),
                IllegalMove::PromotionNeeded,
                IllegalMove::CannotPromoteTo { piece: knight() },
                IllegalMove::CheckNotAnswered,
                IllegalMove::CannotMoveTo {
                    piece: knight(),
                    from: "g1".into(),
                    to: "g3".into(),
                },
            ],
            crate::san::EXAMPLE_WORDS,
        );
        assert_every_variant_renders(
            &[
                CoordError::Syntax(text()),
                CoordError::UnknownSquare {
                    text: text(),
                    square: "z9".into(),
                },
                CoordError::BadPromotion {
                    text: text(),
                    letter: 'x',
                },
                CoordError::Illegal {
                    text: text(),
                    reason: IllegalMove::CheckNotAnswered,
                },
                CoordError::Transit {
                    text: text(),
                    error: Box::new(SanError::Syntax(text())),
                },
            ],
            crate::san::EXAMPLE_WORDS,
        );
        let pos = Position::start(VariantId::Classical);
        assert_eq!(
            pos.why_illegal(Cell(6), Cell(22), None).to_string(),
            "the knight on g1 cannot move to g3"
        );
    }
}
