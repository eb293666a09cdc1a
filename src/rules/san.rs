//! Standard Algebraic Notation (SAN) for every chess game of the rules core.
//!
//! Writing follows the FIDE rules: piece letter (none for a pawn), the least disambiguation
//! that makes the move unique (file, then rank, then both), `x` for captures (en passant
//! included), the target cell, `=Q` for promotion, `O-O`/`O-O-O` for castling and `+`/`#`
//! for check and mate. Piece letters are the variant's upper-case FEN letters (Great Chess
//! adds `G`, `V`, `W`) and cells are written as the geometry names them, so Wirth chess reads
//! `NC3`, `E4`. A pawn capture names the pawn's file in lower case (`exd5`, `dxE5` on Wirth),
//! so that on boards whose files are upper-case letters it never reads as a piece (`bxC5` is
//! the B-file pawn, `BxC5` the bishop).
//!
//! Reading is lenient, as chess software is: missing or extra `+`/`#`, annotations (`!?`),
//! `0-0` for `O-O`, `e8Q`, `e8=Q`, `e8(Q)` and `e8/Q`, a missing or extra `x`, too much
//! disambiguation, long algebraic (`Ng1-f3`, `e2e4`) and any case in cell names. Errors say
//! what is wrong: see [`SanError`].

use super::coord::CoordError;
use super::fen::side_name;
use super::geometry::Cell;
use super::moves::{Move, MoveKind, MoveList};
use super::piece::{Role, Seat};
use super::position::Position;
use super::variant::VariantId;

/// Why a SAN move was refused. Every variant carries the text that was read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SanError {
    /// The text is not algebraic notation at all.
    #[error("'{0}' is not a move in algebraic notation (expected e.g. e4, Nf3, exd5, O-O or e8=Q)")]
    Syntax(String),
    /// An upper-case letter that is no piece of this game.
    #[error("'{text}': '{letter}' is not a piece of {variant}")]
    UnknownPiece {
        /// The move text.
        text: String,
        /// The letter.
        letter: char,
        /// The game's name.
        variant: &'static str,
    },
    /// A target square that is not on this board.
    #[error("'{text}': '{square}' is not a square of this board")]
    UnknownSquare {
        /// The move text.
        text: String,
        /// The bad square.
        square: String,
    },
    /// Well formed, but no such piece can make that move here.
    #[error("'{text}' is not legal here: {reason}")]
    Illegal {
        /// The move text.
        text: String,
        /// Why (which piece is missing, or why the piece cannot go there).
        reason: String,
    },
    /// More than one legal move fits the text.
    #[error("'{text}' is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        /// The move text.
        text: String,
        /// Each fitting move, in SAN.
        candidates: Vec<String>,
    },
    /// A pawn reaches the promotion zone but no piece was named.
    #[error("'{text}' needs a promotion piece (e.g. {example})")]
    PromotionMissing {
        /// The move text.
        text: String,
        /// The move with a promotion added.
        example: String,
    },
    /// A promotion that cannot be made.
    #[error("'{text}': {reason}")]
    BadPromotion {
        /// The move text.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// Castling that is not possible here.
    #[error("'{text}': cannot castle {side} now: {reason}")]
    Castling {
        /// The move text.
        text: String,
        /// `king-side` or `queen-side`.
        side: &'static str,
        /// Why.
        reason: String,
    },
}

/// Why a typed move (coordinate notation or SAN) was refused: the more telling of the two
/// readers' errors.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveParseError {
    /// The text reads as coordinates (`e2e4`) and the coordinate reader refused it.
    #[error(transparent)]
    Coord(#[from] CoordError),
    /// The text reads as SAN (`Nf3`) and the SAN reader refused it.
    #[error(transparent)]
    San(#[from] SanError),
    /// Neither reader could make anything of the text.
    #[error(
        "'{0}' is not a move (expected algebraic notation such as Nf3 or O-O, or coordinates such as g1f3)"
    )]
    Unreadable(String),
}

/// A cell name split into its file part (letters) and rank part (digits).
fn split_cell_name(name: &str) -> (&str, &str) {
    let i = name
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(name.len());
    name.split_at(i)
}

/// Where a SAN move may start: an optional file and an optional rank, as typed.
#[derive(Clone, Copy, Default)]
struct FromSpec<'t> {
    file: Option<&'t str>,
    rank: Option<&'t str>,
}

impl FromSpec<'_> {
    fn matches(&self, name: &str) -> bool {
        let (file, rank) = split_cell_name(name);
        self.file.is_none_or(|f| f.eq_ignore_ascii_case(file))
            && self.rank.is_none_or(|r| r == rank)
    }

    fn describe(&self) -> String {
        match (self.file, self.rank) {
            (Some(f), Some(r)) => format!(" on {f}{r}"),
            (Some(f), None) => format!(" on the {f}-file"),
            (None, Some(r)) => format!(" on rank {r}"),
            (None, None) => String::new(),
        }
    }
}

/// One reading of the piece part of a SAN move: which role moves (`None` = a pawn) and from
/// where.
#[derive(Clone, Copy)]
struct Reading<'t> {
    role: Option<Role>,
    from: FromSpec<'t>,
}

impl Position {
    /// The SAN of a legal move (`Nbd7`, `exd6`, `e8=Q+`, `O-O-O#`).
    ///
    /// A move that is not legal here has no SAN; it is written in coordinates instead.
    pub fn move_to_san(&self, m: Move) -> String {
        if self.variant.id == VariantId::Mattrix {
            return super::mattrix_notation::short_notation(self, m);
        }
        if self.variant.id == VariantId::Transit {
            return super::transit::notation::to_text(self, m);
        }
        let legal = self.legal_moves();
        if !legal.contains(&m) {
            return self.move_to_coord(m);
        }
        let mut s = self.san_without_suffix(m, &legal);
        let next = self.play(m);
        if next.in_check() {
            s.push(if next.legal_moves().is_empty() {
                '#'
            } else {
                '+'
            });
        }
        s
    }

    /// The SAN of a legal move without the check or mate sign.
    fn san_without_suffix(&self, m: Move, legal: &MoveList) -> String {
        let g = self.geometry();
        if let MoveKind::Castle(i) = m.kind {
            return if self.variant.castling[i as usize].short {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            };
        }
        let piece = self
            .piece_at(m.from)
            .expect("a legal move starts on a piece");
        let capture = m.kind == MoveKind::EnPassant || self.piece_at(m.to).is_some();
        let (from_file, from_rank) = split_cell_name(g.cell_name(m.from));
        // Other pieces of the same kind that could go to the same cell.
        let rivals: Vec<(&str, &str)> = legal
            .iter()
            .filter(|o| o.to == m.to && o.from != m.from)
            .filter(|o| self.piece_at(o.from).is_some_and(|p| p.role == piece.role))
            .map(|o| split_cell_name(g.cell_name(o.from)))
            .collect();
        let file_shared = rivals.iter().any(|r| r.0 == from_file);
        let rank_shared = rivals.iter().any(|r| r.1 == from_rank);
        let mut s = String::new();
        if piece.role.is_pawn() {
            if capture {
                s.push_str(&from_file.to_ascii_lowercase());
                if file_shared {
                    s.push_str(from_rank);
                }
            } else if !rivals.is_empty() {
                self.push_disambiguation(&mut s, from_file, from_rank, file_shared, rank_shared);
            }
        } else {
            s.push(self.variant.letter(piece.role, Seat::WHITE).unwrap_or('?'));
            if !rivals.is_empty() {
                self.push_disambiguation(&mut s, from_file, from_rank, file_shared, rank_shared);
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(g.cell_name(m.to));
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(self.variant.letter(p, Seat::WHITE).unwrap_or('?'));
        }
        s
    }

    /// Appends the file, else the rank, else both, of the moving piece.
    fn push_disambiguation(
        &self,
        s: &mut String,
        file: &str,
        rank: &str,
        file_shared: bool,
        rank_shared: bool,
    ) {
        if !file_shared {
            s.push_str(file);
        } else if !rank_shared {
            s.push_str(rank);
        } else {
            s.push_str(file);
            s.push_str(rank);
        }
    }

    /// Reads a move in SAN and returns it if it is legal here.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        if self.variant.id == VariantId::Mattrix {
            return super::mattrix_notation::parse(self, text);
        }
        if self.variant.id == VariantId::Transit {
            return super::transit::notation::parse(self, text);
        }
        let t = text.trim();
        let syntax = || SanError::Syntax(t.to_string());
        let mut body = t;
        loop {
            let before = body.len();
            body = body.trim_end_matches(['+', '#', '!', '?']).trim_end();
            for tail in ["e.p.", "ep"] {
                if body.len() > tail.len() + 2 && body.ends_with(tail) {
                    body = body[..body.len() - tail.len()].trim_end();
                }
            }
            if body.len() == before {
                break;
            }
        }
        if body.is_empty() || !body.is_ascii() {
            return Err(syntax());
        }
        let castle = body.replace('0', "O").to_ascii_uppercase();
        match castle.as_str() {
            "O-O" | "OO" => return self.parse_castling(t, true),
            "O-O-O" | "OOO" => return self.parse_castling(t, false),
            _ => {}
        }
        let (body, promotion) = self.split_promotion(t, body)?;
        // The target cell: the trailing digits and the fewest letters before them that
        // name a cell.
        let digits = body.bytes().rev().take_while(u8::is_ascii_digit).count();
        let digits_at = body.len() - digits;
        let letters = body[..digits_at]
            .bytes()
            .rev()
            .take_while(u8::is_ascii_alphabetic)
            .count();
        if digits == 0 || letters == 0 {
            return Err(syntax());
        }
        let g = self.geometry();
        let Some((to, to_at)) = (1..=letters).find_map(|k| {
            let at = digits_at - k;
            g.cell_by_name(&body[at..]).map(|c| (c, at))
        }) else {
            return Err(SanError::UnknownSquare {
                text: t.to_string(),
                square: body[digits_at - 1..].to_string(),
            });
        };
        let prefix = body[..to_at].trim_end_matches(['x', 'X', ':', '-']);
        let readings = self.readings(t, prefix)?;
        let mut first_error = None;
        for reading in readings {
            match self.match_reading(t, reading, to, promotion) {
                Ok(m) => return Ok(m),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        Err(first_error.unwrap_or_else(syntax))
    }

    /// Splits a trailing promotion (`=Q`, `Q`, `(Q)`, `/Q`) off a SAN body.
    fn split_promotion<'t>(
        &self,
        text: &str,
        body: &'t str,
    ) -> Result<(&'t str, Option<Role>), SanError> {
        let b = body.as_bytes();
        let n = b.len();
        let (rest, letter) = if n >= 4 && b[n - 1] == b')' && b[n - 3] == b'(' {
            (&body[..n - 3], b[n - 2] as char)
        } else if n >= 3 && b[n - 1].is_ascii_alphabetic() && matches!(b[n - 2], b'=' | b'/') {
            (&body[..n - 2], b[n - 1] as char)
        } else if n >= 3 && b[n - 1].is_ascii_alphabetic() && b[n - 2].is_ascii_digit() {
            (&body[..n - 1], b[n - 1] as char)
        } else {
            return Ok((body, None));
        };
        match self.variant.role_of_letter(letter) {
            Some((role, _)) => Ok((rest, Some(role))),
            None => Err(SanError::BadPromotion {
                text: text.to_string(),
                reason: format!("'{letter}' is not a piece of {}", self.variant.name),
            }),
        }
    }

    /// Reads a from-cell part (file letters then rank digits, both optional).
    fn read_from_spec<'t>(&self, s: &'t str) -> Option<FromSpec<'t>> {
        let letters = s.bytes().take_while(u8::is_ascii_alphabetic).count();
        let (file, rank) = s.split_at(letters);
        if !rank.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let g = self.geometry();
        let names = || g.cells().map(|c| split_cell_name(g.cell_name(c)));
        if !file.is_empty() && !names().any(|(f, _)| f.eq_ignore_ascii_case(file)) {
            return None;
        }
        if !rank.is_empty() && !names().any(|(_, r)| r == rank) {
            return None;
        }
        Some(FromSpec {
            file: (!file.is_empty()).then_some(file),
            rank: (!rank.is_empty()).then_some(rank),
        })
    }

    /// The ways to read the part before the target cell, most likely first.
    fn readings<'t>(&self, text: &str, prefix: &'t str) -> Result<Vec<Reading<'t>>, SanError> {
        let syntax = || SanError::Syntax(text.to_string());
        let Some(first) = prefix.chars().next() else {
            return Ok(vec![Reading {
                role: None,
                from: FromSpec::default(),
            }]);
        };
        let rest = &prefix[1..];
        let pawn = self
            .read_from_spec(prefix)
            .map(|from| Reading { role: None, from });
        let piece = match self.variant.role_of_letter(first) {
            Some((role, _)) => match self.read_from_spec(rest) {
                Some(from) => Some(Reading {
                    role: (!role.is_pawn()).then_some(role),
                    from,
                }),
                None => return pawn.map(|r| vec![r]).ok_or_else(syntax),
            },
            None => None,
        };
        let mut out = Vec::new();
        if first.is_ascii_uppercase() {
            // An upper-case letter is a piece; it is a pawn's file only where files are
            // upper-case letters (Wirth), and then only if no piece fits.
            let g = self.geometry();
            let file_is_exact = pawn
                .and_then(|r| r.from.file)
                .is_some_and(|f| g.cells().any(|c| split_cell_name(g.cell_name(c)).0 == f));
            out.extend(piece);
            if file_is_exact {
                out.extend(pawn);
            }
            if out.is_empty() {
                return Err(SanError::UnknownPiece {
                    text: text.to_string(),
                    letter: first,
                    variant: self.variant.name,
                });
            }
        } else {
            // A lower-case letter is a pawn's file; a lower-case piece letter that is no file
            // (`nf3`) is taken as the piece.
            out.extend(pawn);
            if pawn.is_none() {
                out.extend(piece);
            }
            if out.is_empty() {
                return Err(syntax());
            }
        }
        Ok(out)
    }

    /// The one legal move that fits a reading, or why there is none.
    fn match_reading(
        &self,
        text: &str,
        reading: Reading<'_>,
        to: Cell,
        promotion: Option<Role>,
    ) -> Result<Move, SanError> {
        let g = self.geometry();
        let fits_role = |role: Role| match reading.role {
            None => role.is_pawn(),
            Some(r) => r == role,
        };
        let legal = self.legal_moves();
        let fitting: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.to == to && reading.from.matches(g.cell_name(m.from)))
            .filter(|m| self.piece_at(m.from).is_some_and(|p| fits_role(p.role)))
            .filter(|m| !matches!(m.kind, MoveKind::Castle(_)) || reading.role == Some(Role::King))
            .collect();
        if fitting.is_empty() {
            return Err(SanError::Illegal {
                text: text.to_string(),
                reason: self.why_no_piece_fits(reading, to, promotion),
            });
        }
        let chosen: Vec<Move> = fitting
            .iter()
            .copied()
            .filter(|m| m.promotion == promotion)
            .collect();
        match chosen.as_slice() {
            [m] => Ok(*m),
            [] => Err(self.promotion_error(text, &fitting, promotion)),
            many => Err(SanError::Ambiguous {
                text: text.to_string(),
                candidates: many
                    .iter()
                    .map(|&m| self.san_without_suffix(m, &legal))
                    .collect(),
            }),
        }
    }

    /// Why moves that fit everything but the promotion do not fit it.
    fn promotion_error(&self, text: &str, fitting: &[Move], promotion: Option<Role>) -> SanError {
        let legal = self.legal_moves();
        let Some(p) = promotion else {
            let example = fitting
                .iter()
                .find(|m| m.promotion.is_some())
                .map(|&m| self.san_without_suffix(m, &legal))
                .unwrap_or_default();
            return SanError::PromotionMissing {
                text: text.to_string(),
                example,
            };
        };
        let reason = if fitting.iter().all(|m| m.promotion.is_none()) {
            "this move does not reach the promotion zone, so nothing is promoted".to_string()
        } else {
            let allowed: Vec<&str> = fitting
                .iter()
                .filter_map(|m| m.promotion)
                .map(|r| self.variant.role_name(r))
                .collect();
            format!(
                "a pawn cannot promote to a {} here (it may become: {})",
                self.variant.role_name(p),
                dedup(allowed).join(", ")
            )
        };
        SanError::BadPromotion {
            text: text.to_string(),
            reason,
        }
    }

    /// Explains why no piece of the reading can go to `to`.
    fn why_no_piece_fits(&self, reading: Reading<'_>, to: Cell, promotion: Option<Role>) -> String {
        let g = self.geometry();
        let us = self.turn;
        let role_name = reading.role.map_or("pawn", |r| self.variant.role_name(r));
        let side = side_name(self.variant.seats, us);
        let ours: Vec<Cell> = self
            .pieces()
            .filter(|(_, p)| {
                p.seat == us
                    && match reading.role {
                        None => p.role.is_pawn(),
                        Some(r) => p.role == r,
                    }
            })
            .map(|(c, _)| c)
            .collect();
        if ours.is_empty() {
            return format!("there is no {side} {role_name}");
        }
        let candidates: Vec<Cell> = ours
            .iter()
            .copied()
            .filter(|&c| reading.from.matches(g.cell_name(c)))
            .collect();
        if candidates.is_empty() {
            return format!("there is no {side} {role_name}{}", reading.from.describe());
        }
        if let Some(p) = self.piece_at(to)
            && p.seat == us
        {
            return format!(
                "{} is taken by your own {}",
                g.cell_name(to),
                self.variant.role_name(p.role)
            );
        }
        if let [from] = candidates.as_slice() {
            return self.why_illegal(*from, to, promotion);
        }
        let check = if self.in_check() {
            " (your king is in check)"
        } else {
            ""
        };
        let on: Vec<&str> = candidates.iter().map(|&c| g.cell_name(c)).collect();
        if reading.role.is_none() && reading.from.file.is_none() {
            return format!("no {side} pawn can move to {}{check}", g.cell_name(to));
        }
        format!(
            "none of the {side} {role_name}s (on {}) can move to {}{check}",
            on.join(", "),
            g.cell_name(to)
        )
    }

    /// Finds the castling move of the seat to move on the given side.
    fn parse_castling(&self, text: &str, short: bool) -> Result<Move, SanError> {
        let v = self.variant;
        let us = self.turn;
        let side = if short { "king-side" } else { "queen-side" };
        let err = |reason: String| SanError::Castling {
            text: text.to_string(),
            side,
            reason,
        };
        let rules: Vec<(usize, _)> = v
            .castling
            .iter()
            .enumerate()
            .filter(|(_, r)| r.seat == us && r.short == short)
            .collect();
        if rules.is_empty() {
            return Err(err(format!("{} has no castling", v.name)));
        }
        let legal = self.legal_moves();
        if let Some(m) = legal.iter().find(|m| {
            matches!(m.kind, MoveKind::Castle(i) if rules.iter().any(|(j, _)| *j == i as usize))
        }) {
            return Ok(*m);
        }
        let (i, rule) = rules[0];
        let reason = if self.castling_rights() >> i & 1 == 0 {
            format!("{} has lost this castling right", side_name(v.seats, us))
        } else if self.in_check() {
            "the king is in check".to_string()
        } else if rule
            .must_be_empty
            .iter()
            .any(|&c| self.piece_at(c).is_some())
        {
            "the squares between king and rook are not empty".to_string()
        } else {
            "the king would pass through or land on an attacked square".to_string()
        };
        Err(err(reason))
    }

    /// Reads a typed move, in SAN (`Nf3`, `O-O`, the long `Ng1-f3`) or coordinates (`g1f3`,
    /// `e7e8q`), and returns it if it is legal here. SAN is tried first: a text that is both
    /// (Wirth's `B1D2`, or `B1d2` where the coordinate reader takes `B1` as `b1`) is the move
    /// SAN names, as the move list writes it. When both readers refuse, the error is the one
    /// of the notation the text seems to be written in.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        if self.variant.id == VariantId::Transit {
            return super::transit::notation::parse(self, text).map_err(MoveParseError::San);
        }
        let san = match self.parse_san(text) {
            Ok(m) => return Ok(m),
            Err(e) => e,
        };
        let coord = match self.parse_coord(text) {
            Ok(m) => return Ok(m),
            Err(e) => e,
        };
        Err(match (coord, san) {
            // Two squares were read: the coordinate reader knows best.
            (c @ (CoordError::Illegal { .. } | CoordError::BadPromotion { .. }), _) => c.into(),
            // Both found a bad square: the coordinate reader names the first one.
            (c @ CoordError::UnknownSquare { .. }, SanError::UnknownSquare { .. }) => c.into(),
            (_, s) if !matches!(s, SanError::Syntax(_)) => s.into(),
            (c @ CoordError::UnknownSquare { .. }, _) => c.into(),
            _ => MoveParseError::Unreadable(text.trim().to_string()),
        })
    }
}

/// The items of a list without repeats, in first-seen order.
fn dedup(items: Vec<&str>) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for i in items {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}
