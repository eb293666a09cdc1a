//! Moves as text (PDN, RULES 2): `c3-d4` for a simple move, `c3:e5` or `c3:e5:g3` for a
//! capture sequence (start, landing squares, end).
//!
//! The writer gives start and end only (`c3:g3`) unless another legal move has the same
//! start and end, or the sequence ends where it began; then it gives every landing square. The reader takes `:` or `x` for
//! captures (pydraughts writes `x`) and `-` for simple moves, but the squares decide: a
//! capture typed as `c3-e5` is still read. Landing squares given between start and end must
//! be landing squares of the sequence, in order; any subset of them may be given, as long
//! as it picks out one move.

use super::fen::DraughtsSide;
use super::moves::DraughtsMove;
use super::position::{DraughtsPosition, PieceKind};
use crate::geometry::Cell;
use crate::piece::Seat;
use manifold_locale::{Localize, Message};

/// Why a move text was refused.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum MoveError {
    /// Not a list of squares joined by `-`, `:` or `x`.
    Syntax(String),
    /// A square name that is not on the board.
    UnknownSquare {
        /// The move text.
        text: String,
        /// The bad square.
        square: String,
    },
    /// Well formed but not legal here.
    Illegal {
        /// The move text.
        text: String,
        /// The rule the move breaks.
        reason: IllegalMove,
    },
    /// Several legal moves fit the text.
    Ambiguous {
        /// The move text.
        text: String,
        /// The moves it could be, with all their landing squares.
        options: Vec<String>,
    },
}

/// Why no legal move fits the squares typed.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum IllegalMove {
    /// The start square is empty.
    NoPiece {
        /// The start square.
        square: String,
    },
    /// The piece on the start square is the other side's.
    NotYours {
        /// The start square.
        square: String,
        /// Whose piece it is.
        owner: Seat,
        /// The side to move.
        turn: Seat,
    },
    /// The typed squares are the start of a longer capture, which must be taken whole.
    CaptureGoesOn {
        /// A whole capture that begins so.
        example: String,
    },
    /// A capture is compulsory and this piece has none.
    CannotCapture {
        /// Man or king.
        piece: PieceKind,
        /// The square it stands on (the start square typed, `c3`).
        square: String,
        /// Some of the captures there are.
        captures: Captures,
    },
    /// This piece has captures, but not this one.
    NoSuchCapture {
        /// Man or king.
        piece: PieceKind,
        /// The square it stands on (the start square typed, `c3`).
        square: String,
        /// Some of the captures there are.
        captures: Captures,
    },
    /// Landing squares typed where there is no capture.
    NothingToCapture,
    /// The piece cannot move at all.
    NoMove {
        /// Man or king.
        piece: PieceKind,
        /// The square it stands on (the start square typed, `c3`).
        square: String,
    },
    /// The piece cannot move to that square.
    CannotMoveTo {
        /// Man or king.
        piece: PieceKind,
        /// The square it stands on (the start square typed, `c3`).
        square: String,
        /// The square typed.
        to: String,
    },
}

/// The first captures of a position, as an error lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Captures {
    /// The captures shown, with every landing square.
    pub shown: Vec<String>,
    /// Whether there are more than those shown.
    pub more: bool,
}

impl Localize for PieceKind {
    fn message(&self) -> Message {
        Message::new(match self {
            PieceKind::Man => "piece-man",
            PieceKind::King => "piece-draughts_king",
        })
    }
}

/// A list of texts joined by the message `separator` (`join-or`, `join-comma`) of the
/// language it is shown in.
pub(crate) fn joined(items: &[String], separator: &'static str) -> Message {
    match items {
        [] => Message::new("draughts-list-item").text("item", ""),
        [only] => Message::new("draughts-list-item").text("item", only),
        [first, rest @ ..] => Message::new("draughts-list")
            .text("first", first)
            .message("separator", Message::new(separator))
            .message("rest", joined(rest, separator)),
    }
}

impl Localize for Captures {
    fn message(&self) -> Message {
        let mut items = self.shown.clone();
        if self.more {
            items.push("...".to_string());
        }
        joined(&items, "join-comma")
    }
}

impl Localize for MoveError {
    fn message(&self) -> Message {
        match self {
            MoveError::Syntax(text) => Message::new("draughts-move-syntax").text("text", text),
            MoveError::UnknownSquare { text, square } => {
                Message::new("draughts-move-unknown_square")
                    .text("text", text)
                    .text("square", square)
            }
            MoveError::Illegal { text, reason } => Message::new("draughts-move-illegal")
                .text("text", text)
                .message("reason", reason),
            MoveError::Ambiguous { text, options } => Message::new("draughts-move-ambiguous")
                .text("text", text)
                .message("options", joined(options, "join-or")),
        }
    }
}

impl Localize for IllegalMove {
    fn message(&self) -> Message {
        let at = |id, piece: &PieceKind, square: &String| {
            Message::new(id)
                .message("piece", *piece)
                .text("square", square)
        };
        match self {
            IllegalMove::NoPiece { square } => {
                Message::new("draughts-illegal-no_piece").text("square", square)
            }
            IllegalMove::NotYours {
                square,
                owner,
                turn,
            } => Message::new("draughts-illegal-not_yours")
                .text("square", square)
                .message("owner", DraughtsSide(*owner))
                .message("turn", DraughtsSide(*turn)),
            IllegalMove::CaptureGoesOn { example } => {
                Message::new("draughts-illegal-capture_goes_on").text("example", example)
            }
            IllegalMove::CannotCapture {
                piece,
                square,
                captures,
            } => at("draughts-illegal-cannot_capture", piece, square).message("captures", captures),
            IllegalMove::NoSuchCapture {
                piece,
                square,
                captures,
            } => {
                at("draughts-illegal-no_such_capture", piece, square).message("captures", captures)
            }
            IllegalMove::NothingToCapture => Message::new("draughts-illegal-nothing_to_capture"),
            IllegalMove::NoMove { piece, square } => at("draughts-illegal-no_move", piece, square),
            IllegalMove::CannotMoveTo { piece, square, to } => {
                at("draughts-illegal-cannot_move_to", piece, square).text("to", to)
            }
        }
    }
}

manifold_locale::display_in_english!(MoveError, IllegalMove, Captures);

impl std::error::Error for MoveError {}

impl DraughtsPosition {
    /// The PDN text of a legal move: `c3-d4`, `c3:g3`, or the full path `c3:e5:g3` when
    /// start and end alone do not single the move out (or a capture ends where it began).
    pub fn move_to_pdn(&self, m: &DraughtsMove) -> String {
        if !m.is_capture() {
            return self.move_path_text(m);
        }
        let twins = self
            .legal_moves()
            .iter()
            .filter(|l| l.from == m.from && l.to == m.to)
            .count();
        if twins > 1 || m.from == m.to {
            self.move_path_text(m)
        } else {
            let g = self.geometry();
            format!("{}:{}", g.cell_name(m.from), g.cell_name(m.to))
        }
    }

    /// A move with every landing square: `c3-d4`, `c3:e5:g3`.
    pub fn move_path_text(&self, m: &DraughtsMove) -> String {
        let g = self.geometry();
        let sep = if m.is_capture() { ":" } else { "-" };
        let mut s = g.cell_name(m.from).to_string();
        for &c in &m.path {
            s.push_str(sep);
            s.push_str(g.cell_name(c));
        }
        s
    }

    /// Reads a move (`c3-d4`, `c3:e5`, `c3:e5:g3`, `c3xe5`) and returns it if it is legal
    /// here. Squares between the first and the last are landing squares the capture passes,
    /// in order; a move whose every landing square is given is always read as itself.
    pub fn parse_move(&self, text: &str) -> Result<DraughtsMove, MoveError> {
        let t = text.trim();
        let body = t.trim_end_matches(['!', '?', '+', '*']);
        let g = self.geometry();
        let parts: Vec<&str> = body.split(['-', ':', 'x', 'X']).collect();
        if parts.len() < 2 || parts.iter().any(|p| p.is_empty()) {
            return Err(MoveError::Syntax(t.to_string()));
        }
        let mut squares = Vec::with_capacity(parts.len());
        for p in &parts {
            let named = p.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
                && p.bytes().any(|b| b.is_ascii_digit());
            match g.cell_by_name(p) {
                Some(c) => squares.push(c),
                None if named => {
                    return Err(MoveError::UnknownSquare {
                        text: t.to_string(),
                        square: p.to_string(),
                    });
                }
                None => return Err(MoveError::Syntax(t.to_string())),
            }
        }
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let via = &squares[1..squares.len() - 1];
        let legal = self.legal_moves();
        let mut found: Vec<&DraughtsMove> = Vec::new();
        if via.is_empty() {
            found.extend(legal.iter().filter(|m| m.from == from && m.to == to));
        } else {
            let mut paths = Vec::new();
            self.captures_into(&mut paths, false);
            for p in paths.iter().filter(|p| {
                p.from == from && p.to == to && is_subsequence(via, &p.path[..p.path.len() - 1])
            }) {
                if let Some(m) = legal.iter().find(|l| l.same_move(p))
                    && !found.iter().any(|f| f.same_move(m))
                {
                    found.push(m);
                }
            }
        }
        // Every landing square given: the move with exactly that path, even when the
        // squares are also a part of a longer capture's path (`g1:e3:g5` beside
        // `g1:e3:c5:a3:c1:g5`). The path names one move: one piece is taken per leg.
        if found.len() > 1
            && let Some(exact) = found.iter().find(|m| m.path[..] == squares[1..])
        {
            return Ok((*exact).clone());
        }
        match found.as_slice() {
            [m] => Ok((*m).clone()),
            [] => Err(MoveError::Illegal {
                text: t.to_string(),
                reason: self.why_illegal(from, to, &squares, &legal),
            }),
            several => Err(MoveError::Ambiguous {
                text: t.to_string(),
                options: several.iter().map(|m| self.move_path_text(m)).collect(),
            }),
        }
    }

    /// Why no legal move fits the squares typed.
    fn why_illegal(
        &self,
        from: Cell,
        to: Cell,
        squares: &[Cell],
        legal: &[DraughtsMove],
    ) -> IllegalMove {
        let g = self.geometry();
        let name = |c: Cell| g.cell_name(c).to_string();
        let square = name(from);
        let Some(piece) = self.piece_at(from) else {
            return IllegalMove::NoPiece { square };
        };
        if piece.seat != self.turn {
            return IllegalMove::NotYours {
                square,
                owner: piece.seat,
                turn: self.turn,
            };
        }
        let kind = piece.kind;
        let mine: Vec<&DraughtsMove> = legal.iter().filter(|m| m.from == from).collect();
        if legal.first().is_some_and(DraughtsMove::is_capture) {
            // The typed squares may be the start of a longer sequence.
            let typed = &squares[1..];
            if let Some(longer) = mine
                .iter()
                .find(|m| m.path.len() > typed.len() && m.path.starts_with(typed))
            {
                return IllegalMove::CaptureGoesOn {
                    example: self.move_path_text(longer),
                };
            }
            let captures = Captures {
                shown: legal
                    .iter()
                    .take(4)
                    .map(|m| self.move_path_text(m))
                    .collect(),
                more: legal.len() > 4,
            };
            return if mine.is_empty() {
                IllegalMove::CannotCapture {
                    piece: kind,
                    square,
                    captures,
                }
            } else {
                IllegalMove::NoSuchCapture {
                    piece: kind,
                    square,
                    captures,
                }
            };
        }
        if squares.len() > 2 {
            return IllegalMove::NothingToCapture;
        }
        if mine.is_empty() {
            return IllegalMove::NoMove {
                piece: kind,
                square,
            };
        }
        IllegalMove::CannotMoveTo {
            piece: kind,
            square,
            to: name(to),
        }
    }
}

/// Whether `needle` appears in `hay` in order (not necessarily adjacent).
fn is_subsequence(needle: &[Cell], hay: &[Cell]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    #[test]
    fn every_move_error_renders() {
        let sq = |s: &str| s.to_string();
        let captures = Captures {
            shown: vec![sq("c3:e5"), sq("g3:e5")],
            more: true,
        };
        let reasons = [
            IllegalMove::NoPiece { square: sq("d4") },
            IllegalMove::NotYours {
                square: sq("f6"),
                owner: Seat::BLACK,
                turn: Seat::WHITE,
            },
            IllegalMove::CaptureGoesOn {
                example: sq("c3:e5:g3"),
            },
            IllegalMove::CannotCapture {
                piece: PieceKind::Man,
                square: sq("a1"),
                captures: captures.clone(),
            },
            IllegalMove::NoSuchCapture {
                piece: PieceKind::King,
                square: sq("c3"),
                captures,
            },
            IllegalMove::NothingToCapture,
            IllegalMove::NoMove {
                piece: PieceKind::Man,
                square: sq("a1"),
            },
            IllegalMove::CannotMoveTo {
                piece: PieceKind::King,
                square: sq("c3"),
                to: sq("c5"),
            },
        ];
        assert_every_variant_renders(&reasons, &[]);
        let errors = [
            MoveError::Syntax(sq("zz")),
            MoveError::UnknownSquare {
                text: sq("c3-z9"),
                square: sq("z9"),
            },
            MoveError::Illegal {
                text: sq("c3-c5"),
                reason: reasons[7].clone(),
            },
            MoveError::Ambiguous {
                text: sq("c1:c1"),
                options: vec![sq("c1:a3:c5:e3:c1"), sq("c1:e3:c5:a3:c1")],
            },
        ];
        assert_every_variant_renders(&errors, &[]);
        assert_eq!(
            errors[3].to_string(),
            "'c1:c1' is ambiguous: it may be c1:a3:c5:e3:c1 or c1:e3:c5:a3:c1; give the landing squares"
        );
        assert_eq!(
            reasons[3].to_string(),
            "capturing is compulsory and the man on a1 cannot capture (captures: c3:e5, g3:e5, ...)"
        );
        assert_eq!(
            text(Language::Russian, &reasons[6]),
            "шашка на a1 не может ходить"
        );
    }
}
