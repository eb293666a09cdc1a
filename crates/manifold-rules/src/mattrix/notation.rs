//! Mattrix move notation (RULES 5.5), written and read.
//!
//! - **Full notation:** piece letter, start cell, `-` (or `x` for a capture), end cell:
//!   `No11-l10`, `Ro21xo17`. Pawns are `H` (heavy) and `P` (light): `Pm13-l16`. A promotion
//!   adds `=` and the new piece's letter: `Hb13-a14=Q`. Castling is `0-0` (with the nearer
//!   rook) and `0-0-0` (with the farther).
//! - **Short notation** (what [`Position::move_to_san`] writes for Mattrix): piece letter
//!   and end cell, `x` before the end cell for a capture: `Nl10`, `Hxk13`, `Pa12=R`. When
//!   two pieces of the same kind could make the move, the start cell is added and the move
//!   reads as in full notation (`Hn8-m9`).
//! - Both end in `+` when the move checks an opponent and `#` when it mates the next player
//!   (the game ends); readers ignore these marks.
//!
//! The reader ([`Position::parse_san`] for Mattrix) takes either notation, case-insensitive
//! cell names, `-`, `x` or `:` between the cells or none, `=Q` or `Q` for a promotion, `O`
//! for `0` in castling, and a start cell without a piece letter (`o11-l10`). Coordinates
//! (`o11l10`, `b7a8r`) are read by [`Position::parse_coord`], as in every game.

use crate::coord::role_name;
use crate::geometry::Cell;
use crate::moves::{Move, MoveKind, MoveList};
use crate::names::VariantName;
use crate::piece::Role;
use crate::position::Position;
use crate::san::{
    CastlingRefusal, CastlingSide, PromotionProblem, SanError, SanRefusal, pick_promotion,
    promotion_roles, side_to_move,
};
use crate::variant::Notation;
use crate::variants::mattrix::LETTERS;

/// The letter of a role in Mattrix notation.
fn letter(role: Role) -> char {
    LETTERS
        .iter()
        .find(|(r, _)| *r == role)
        .map_or('?', |(_, c)| *c)
}

/// The role of a notation letter (either case).
fn role_of(letter: char) -> Option<Role> {
    let upper = letter.to_ascii_uppercase();
    LETTERS.iter().find(|(_, c)| *c == upper).map(|(r, _)| *r)
}

/// Whether a letter starts a row name (a..o without j), so that in lower case it is read as
/// a cell rather than a piece.
fn is_row_letter(c: char) -> bool {
    crate::geometry::hex::ROW_LETTERS.contains(&c)
}

impl Position {
    /// The full notation of a move: `No11-l10`, `Ro21xo17`, `Hb13-a14=Q`, `0-0`, with `+`
    /// or `#` after a check or mate.
    ///
    /// Mattrix writes its rulebook's full notation; the other chess games write long
    /// algebraic notation (`Ng1-f3`, `e2-e4`, `e7xd8=Q`, `O-O`), which their SAN reader
    /// accepts too; Chess-transit writes its own notation (its SAN). A move that is not legal
    /// here is written in coordinates.
    pub fn move_to_full_notation(&self, m: Move) -> String {
        if self.variant.notation == Notation::Transit {
            return self.move_to_san(m);
        }
        let legal = self.legal_moves();
        if !legal.contains(&m) {
            return self.move_to_coord(m);
        }
        let mattrix = self.variant.notation == Notation::Mattrix;
        let mut s = match m.kind {
            MoveKind::Castle(i) => castling_mark(self, i, mattrix).to_string(),
            _ => {
                let g = self.geometry();
                let role = self.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
                let mut s = String::new();
                let from = g.cell_name(m.from);
                // A pawn's start is written bare (`e2-e4`) unless it starts with an
                // upper-case file (Wirth's `B2-B4`), which would read as a piece letter.
                let bare_pawn =
                    role.is_pawn() && !from.starts_with(|c: char| c.is_ascii_uppercase());
                if mattrix {
                    s.push(letter(role));
                } else if !bare_pawn {
                    s.push(self.variant.letter(role, crate::Seat::WHITE).unwrap_or('?'));
                }
                s.push_str(from);
                s.push(if self.is_capture(m) { 'x' } else { '-' });
                s.push_str(g.cell_name(m.to));
                push_promotion(self, &mut s, m);
                s
            }
        };
        s.push_str(self.check_mark(m));
        s
    }

    /// `#` if the move mates the next player, `+` if it checks any opponent, else nothing.
    fn check_mark(&self, m: Move) -> &'static str {
        let next = self.play(m);
        let checks = (0..self.variant.seats)
            .map(crate::Seat)
            .filter(|&s| s != self.turn)
            .any(|s| next.is_king_attacked(s));
        if !checks {
            ""
        } else if next.in_check() && next.legal_moves().is_empty() {
            "#"
        } else {
            "+"
        }
    }
}

/// Appends `=` and the promotion letter, if the move promotes.
fn push_promotion(pos: &Position, s: &mut String, m: Move) {
    if let Some(p) = m.promotion {
        s.push('=');
        if pos.variant.notation == Notation::Mattrix {
            s.push(letter(p));
        } else {
            s.push(pos.variant.letter(p, crate::Seat::WHITE).unwrap_or('?'));
        }
    }
}

/// The mark of castling by rule `i`: Mattrix's `0-0` (with the nearer rook) and `0-0-0`
/// (with the farther), or FIDE's `O-O` and `O-O-O` where `zeros` is false.
fn castling_mark(pos: &Position, i: u8, zeros: bool) -> &'static str {
    match (zeros, pos.variant.castling[i as usize].short) {
        (true, true) => "0-0",
        (true, false) => "0-0-0",
        (false, true) => "O-O",
        (false, false) => "O-O-O",
    }
}

/// The short notation of a legal Mattrix move (without the check mark).
fn short_without_mark(pos: &Position, m: Move, legal: &MoveList) -> String {
    let g = pos.geometry();
    if let MoveKind::Castle(i) = m.kind {
        return castling_mark(pos, i, true).to_string();
    }
    let role = pos.piece_at(m.from).map_or(Role::King, |p| p.role);
    let ambiguous = legal.iter().any(|o| {
        o.to == m.to
            && o.from != m.from
            && !matches!(o.kind, MoveKind::Castle(_))
            && pos.piece_at(o.from).is_some_and(|p| p.role == role)
    });
    let capture = pos.is_capture(m);
    let mut s = String::new();
    s.push(letter(role));
    if ambiguous {
        s.push_str(g.cell_name(m.from));
        s.push(if capture { 'x' } else { '-' });
    } else if capture {
        s.push('x');
    }
    s.push_str(g.cell_name(m.to));
    push_promotion(pos, &mut s, m);
    s
}

/// The full notation of a legal Mattrix move (without the check mark), for messages.
fn full_without_mark(pos: &Position, m: Move) -> String {
    let g = pos.geometry();
    if let MoveKind::Castle(i) = m.kind {
        return castling_mark(pos, i, true).to_string();
    }
    let role = pos.piece_at(m.from).map_or(Role::King, |p| p.role);
    let mut s = format!(
        "{}{}{}{}",
        letter(role),
        g.cell_name(m.from),
        if pos.is_capture(m) { 'x' } else { '-' },
        g.cell_name(m.to)
    );
    push_promotion(pos, &mut s, m);
    s
}

/// The short notation of a move (see the module documentation); a move that is not legal
/// here is written in coordinates.
pub fn short_notation(pos: &Position, m: Move) -> String {
    let legal = pos.legal_moves();
    if !legal.contains(&m) {
        return pos.move_to_coord(m);
    }
    let mut s = short_without_mark(pos, m, &legal);
    s.push_str(pos.check_mark(m));
    s
}

/// Reads a Mattrix move in full or short notation and returns it if it is legal here.
pub fn parse(pos: &Position, text: &str) -> Result<Move, SanError> {
    let t = text.trim();
    let syntax = || SanError::Syntax(t.to_string());
    let body = t.trim_end_matches(['+', '#', '!', '?']).trim_end();
    if body.is_empty() || !body.is_ascii() {
        return Err(syntax());
    }
    let castle = body.replace(['O', 'o'], "0");
    match castle.as_str() {
        "0-0" | "00" => return parse_castling(pos, t, true),
        "0-0-0" | "000" => return parse_castling(pos, t, false),
        _ => {}
    }
    // Promotion: `=X`, or a letter right after the last digit.
    let (body, promotion) = match body.rsplit_once('=') {
        Some((rest, p)) => {
            let mut chars = p.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => (rest, Some(promotion_role(t, c)?)),
                _ => return Err(syntax()),
            }
        }
        None => {
            let b = body.as_bytes();
            let n = b.len();
            if n >= 3 && b[n - 1].is_ascii_alphabetic() && b[n - 2].is_ascii_digit() {
                (&body[..n - 1], Some(promotion_role(t, b[n - 1] as char)?))
            } else {
                (body, None)
            }
        }
    };
    // Piece letter: upper case always; lower case only where it cannot start a row name.
    let first = body.chars().next().ok_or_else(syntax)?;
    let (role, rest) = if first.is_ascii_uppercase() || !is_row_letter(first) {
        match role_of(first) {
            Some(r) => (Some(r), &body[1..]),
            None if first.is_ascii_uppercase() && !is_row_letter(first.to_ascii_lowercase()) => {
                return Err(SanError::UnknownPiece {
                    text: t.to_string(),
                    letter: first,
                    variant: VariantName(pos.variant.id),
                });
            }
            None => (None, body),
        }
    } else {
        (None, body)
    };
    let rest = rest.trim_start_matches(['x', 'X', ':']);
    let (first_cell, after) = read_cell(pos, t, rest)?;
    let after = after.trim_start_matches(['-', 'x', 'X', ':']);
    let (from, to) = if after.is_empty() {
        (None, first_cell)
    } else {
        let (second, tail) = read_cell(pos, t, after)?;
        if !tail.is_empty() {
            return Err(syntax());
        }
        (Some(first_cell), second)
    };
    find_move(pos, t, role, from, to, promotion)
}

/// The role a promotion letter names, or why it names none.
fn promotion_role(text: &str, c: char) -> Result<Role, SanError> {
    role_of(c).ok_or_else(|| SanError::BadPromotion {
        text: text.to_string(),
        reason: PromotionProblem::NotAMattrixPiece { letter: c },
    })
}

/// Reads a cell name at the start of `s`.
fn read_cell<'t>(pos: &Position, text: &str, s: &'t str) -> Result<(Cell, &'t str), SanError> {
    let letters = s.bytes().take_while(u8::is_ascii_alphabetic).count();
    let digits = s[letters..].bytes().take_while(u8::is_ascii_digit).count();
    if letters == 0 || digits == 0 {
        return Err(SanError::Syntax(text.to_string()));
    }
    pos.geometry()
        .parse_cell_prefix(s)
        .ok_or_else(|| SanError::UnknownSquare {
            text: text.to_string(),
            square: s[..letters + digits].to_string(),
        })
}

/// The one legal move that fits, or why there is none.
fn find_move(
    pos: &Position,
    text: &str,
    role: Option<Role>,
    from: Option<Cell>,
    to: Cell,
    promotion: Option<Role>,
) -> Result<Move, SanError> {
    let g = pos.geometry();
    let legal = pos.legal_moves();
    let illegal = |reason: SanRefusal| SanError::Illegal {
        text: text.to_string(),
        reason: Box::new(reason),
    };
    if let (Some(f), Some(r)) = (from, role)
        && let Some(p) = pos.piece_at(f)
        && p.seat == pos.turn
        && p.role != r
    {
        return Err(illegal(SanRefusal::WrongPiece {
            cell: g.cell_name(f).to_string(),
            actual: role_name(pos, p.role),
            named: role_name(pos, r),
        }));
    }
    let fitting: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.to == to && from.is_none_or(|f| m.from == f))
        .filter(|m| role.is_none_or(|r| pos.piece_at(m.from).is_some_and(|p| p.role == r)))
        .collect();
    if fitting.is_empty() {
        return Err(illegal(why_none(pos, role, from, to, promotion)));
    }
    pick_promotion(
        text,
        &fitting,
        promotion,
        PromotionProblem::OutsideSide,
        |asked| {
            let pawn = pos.piece_at(fitting[0].from).map_or(Role::Pawn, |p| p.role);
            PromotionProblem::MattrixNotTo {
                pawn: role_name(pos, pawn),
                piece: role_name(pos, asked),
                allowed: promotion_roles(pos, &fitting),
            }
        },
        |m| full_without_mark(pos, m),
    )
}

/// Explains why no legal move fits.
fn why_none(
    pos: &Position,
    role: Option<Role>,
    from: Option<Cell>,
    to: Cell,
    promotion: Option<Role>,
) -> SanRefusal {
    let g = pos.geometry();
    let us = pos.turn;
    let side = side_to_move(pos);
    if let Some(f) = from {
        return SanRefusal::Move(pos.why_illegal(f, to, promotion));
    }
    if let Some(p) = pos.piece_at(to)
        && p.seat == us
    {
        return SanRefusal::OwnPieceOnTarget {
            cell: g.cell_name(to).to_string(),
            piece: role_name(pos, p.role),
        };
    }
    let in_check = pos.in_check();
    let to = g.cell_name(to).to_string();
    match role {
        Some(r) if !pos.pieces().any(|(_, p)| p.seat == us && p.role == r) => {
            SanRefusal::NoSuchPiece {
                side,
                piece: role_name(pos, r),
            }
        }
        Some(r) => SanRefusal::NoRoleCan {
            side,
            piece: role_name(pos, r),
            to,
            in_check,
        },
        None => SanRefusal::NoPieceCan { side, to, in_check },
    }
}

/// Finds the castling move (`short`: 0-0, with the nearer rook) of the seat to move.
fn parse_castling(pos: &Position, text: &str, short: bool) -> Result<Move, SanError> {
    let v = pos.variant;
    let us = pos.turn;
    let g = &v.geometry;
    let side = if short {
        CastlingSide::Short
    } else {
        CastlingSide::Long
    };
    let err = |reason: CastlingRefusal| SanError::Castling {
        text: text.to_string(),
        side,
        reason,
    };
    let Some((i, rule)) = v
        .castling
        .iter()
        .enumerate()
        .find(|(_, r)| r.seat == us && r.short == short)
    else {
        return Err(err(CastlingRefusal::NoCastling {
            variant: VariantName(v.id),
        }));
    };
    if let Some(m) = pos
        .legal_moves()
        .iter()
        .find(|m| m.kind == MoveKind::Castle(i as u8))
    {
        return Ok(*m);
    }
    let reason = if pos.castling_rights() >> i & 1 == 0 {
        CastlingRefusal::RightLostMoved {
            side: side_to_move(pos),
        }
    } else if pos.in_check() {
        CastlingRefusal::KingInCheck
    } else if let Some(&c) = rule
        .must_be_empty
        .iter()
        .find(|&&c| pos.piece_at(c).is_some())
    {
        CastlingRefusal::CellsTaken {
            cell: g.cell_name(c).to_string(),
        }
    } else if let Some(&c) = rule
        .king_path
        .iter()
        .find(|&&c| pos.attacked_by_others(c, us, Some(rule.king_from)))
    {
        CastlingRefusal::AttackedCell {
            cell: g.cell_name(c).to_string(),
        }
    } else {
        CastlingRefusal::KingLeftInCheck
    };
    Err(err(reason))
}
