//! Moves as text (PDN, RULES 2): `c3-d4` for a simple move, `c3:e5` or `c3:e5:g3` for a
//! capture sequence (start, landing squares, end).
//!
//! The writer gives start and end only (`c3:g3`) unless another legal move has the same
//! start and end, or the sequence ends where it began; then it gives every landing square. The reader takes `:` or `x` for
//! captures (pydraughts writes `x`) and `-` for simple moves, but the squares decide: a
//! capture typed as `c3-e5` is still read. Landing squares given between start and end must
//! be landing squares of the sequence, in order; any subset of them may be given, as long
//! as it picks out one move.

use super::fen::side_name;
use super::moves::DraughtsMove;
use super::position::DraughtsPosition;
use crate::rules::geometry::Cell;

/// Why a move text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not a list of squares joined by `-`, `:` or `x`.
    #[error("'{0}' is not a draughts move (expected e.g. c3-d4, or c3:e5:g3 for a capture)")]
    Syntax(String),
    /// A square name that is not on the board.
    #[error("'{text}': '{square}' is not a square of the board (a1..h8)")]
    UnknownSquare {
        /// The move text.
        text: String,
        /// The bad square.
        square: String,
    },
    /// Well formed but not legal here.
    #[error("'{text}' is not legal here: {reason}")]
    Illegal {
        /// The move text.
        text: String,
        /// Why.
        reason: String,
    },
    /// Several legal moves fit the text.
    #[error("'{text}' is ambiguous: it may be {options}; give the landing squares")]
    Ambiguous {
        /// The move text.
        text: String,
        /// The moves it could be, with all their landing squares.
        options: String,
    },
}

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
                options: several
                    .iter()
                    .map(|m| self.move_path_text(m))
                    .collect::<Vec<_>>()
                    .join(" or "),
            }),
        }
    }

    /// A short explanation of why no legal move fits the squares typed.
    fn why_illegal(
        &self,
        from: Cell,
        to: Cell,
        squares: &[Cell],
        legal: &[DraughtsMove],
    ) -> String {
        let g = self.geometry();
        let name = |c: Cell| g.cell_name(c).to_string();
        let Some(piece) = self.piece_at(from) else {
            return format!("there is no piece on {}", name(from));
        };
        if piece.seat != self.turn {
            return format!(
                "the piece on {} is {}'s; {} is to move",
                name(from),
                side_name(piece.seat),
                side_name(self.turn)
            );
        }
        let kind = if piece.is_king() { "king" } else { "man" };
        let mine: Vec<&DraughtsMove> = legal.iter().filter(|m| m.from == from).collect();
        if legal.first().is_some_and(DraughtsMove::is_capture) {
            // The typed squares may be the start of a longer sequence.
            let typed = &squares[1..];
            if let Some(longer) = mine
                .iter()
                .find(|m| m.path.len() > typed.len() && m.path.starts_with(typed))
            {
                return format!(
                    "the capture must go on while it can (e.g. {})",
                    self.move_path_text(longer)
                );
            }
            let examples: Vec<String> = legal
                .iter()
                .take(4)
                .map(|m| self.move_path_text(m))
                .collect();
            let more = if legal.len() > 4 { ", ..." } else { "" };
            return if mine.is_empty() {
                format!(
                    "capturing is compulsory and the {kind} on {} cannot capture (captures: {}{more})",
                    name(from),
                    examples.join(", ")
                )
            } else {
                format!(
                    "the {kind} on {} has no such capture (captures: {}{more})",
                    name(from),
                    examples.join(", ")
                )
            };
        }
        if squares.len() > 2 {
            return "there is nothing to capture".to_string();
        }
        if mine.is_empty() {
            return format!("the {kind} on {} has no move", name(from));
        }
        format!("the {kind} on {} cannot move to {}", name(from), name(to))
    }
}

/// Whether `needle` appears in `hay` in order (not necessarily adjacent).
fn is_subsequence(needle: &[Cell], hay: &[Cell]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}
