//! Coordinate notation for every chess game: start cell, end cell, optional promotion letter
//! (`e2e4`, `e7e8q`, `E2E4` on Wirth; case-insensitive). Castling is the king's move
//! (`e1g1`).

use super::moves::Move;
use super::position::Position;

/// Why a coordinate move was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CoordError {
    /// The text is not start cell + end cell (+ promotion letter).
    #[error("'{0}' is not a coordinate move (expected start and end squares, e.g. e2e4 or e7e8q)")]
    Syntax(String),
    /// A square name that is not on this board.
    #[error("'{text}': '{square}' is not a square of this board")]
    UnknownSquare {
        /// The move text.
        text: String,
        /// The bad square.
        square: String,
    },
    /// A promotion letter that names no piece of the game.
    #[error("'{text}': '{letter}' is not a piece this game promotes to")]
    BadPromotion {
        /// The move text.
        text: String,
        /// The letter.
        letter: char,
    },
    /// Well formed but not legal here.
    #[error("'{text}' is not legal here: {reason}")]
    Illegal {
        /// The move text.
        text: String,
        /// Why.
        reason: String,
    },
}

impl Position {
    /// The coordinate text of a move.
    pub fn move_to_coord(&self, m: Move) -> String {
        if self.variant.id == crate::rules::VariantId::Transit {
            return crate::rules::transit::notation::to_coord(self, m);
        }
        let g = self.geometry();
        let mut s = format!("{}{}", g.cell_name(m.from), g.cell_name(m.to));
        if let Some(p) = m.promotion {
            let letter = self
                .variant
                .letter(p, crate::rules::piece::Seat::BLACK)
                .unwrap_or('?');
            s.push(letter);
        }
        s
    }

    /// Reads a coordinate move and returns it if it is legal here.
    pub fn parse_coord(&self, text: &str) -> Result<Move, CoordError> {
        let t = text.trim();
        if self.variant.id == crate::rules::VariantId::Transit {
            return crate::rules::transit::notation::parse(self, t).map_err(|e| {
                CoordError::Illegal {
                    text: t.to_string(),
                    reason: e.to_string(),
                }
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

    /// A short explanation of why no legal move goes from `from` to `to`.
    pub fn why_illegal(
        &self,
        from: crate::rules::geometry::Cell,
        to: crate::rules::geometry::Cell,
        promotion: Option<crate::rules::piece::Role>,
    ) -> String {
        let g = self.geometry();
        let Some(piece) = self.piece_at(from) else {
            return format!("there is no piece on {}", g.cell_name(from));
        };
        if piece.seat != self.turn {
            return format!("the piece on {} is not yours to move", g.cell_name(from));
        }
        // Chess-transit: a transit, a closed board or a forced transit names its rule.
        if let Some(reason) = self.transit_rule_refusal(from, to) {
            return reason;
        }
        let legal = self.legal_moves();
        let from_to: Vec<_> = legal
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        if !from_to.is_empty() {
            return match promotion {
                None => "a promotion piece must be given (e.g. e7e8q)".to_string(),
                Some(p) => format!(
                    "a pawn cannot promote to a {} here",
                    self.variant.role_name(p)
                ),
            };
        }
        if self.in_check() {
            return "your king is in check and this move does not answer it".to_string();
        }
        let name = self.variant.role_name(piece.role);
        format!(
            "the {name} on {} cannot move to {}",
            g.cell_name(from),
            g.cell_name(to)
        )
    }
}
