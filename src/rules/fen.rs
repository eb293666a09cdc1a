//! FEN for the square-grid games: standard 8x8, Great Chess 10x10 (empty runs may have two
//! digits; letters K Q R B N P G V W, as Fairy-Stockfish's `indiangreat`) and Wirth's 12x12
//! (ranks from 10 down to 11, files K..J, RULES 4.2).

use super::geometry::NO_CELL;
use super::geometry::square::cell_at;
use super::piece::{Piece, Role, Seat};
use super::position::Position;
use super::variant::VariantId;
use super::zobrist::keys;

/// Why a FEN could not be read. Each error names what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is empty.
    #[error("empty FEN")]
    Empty,
    /// Wrong number of fields.
    #[error(
        "FEN has {0} fields; expected 4 to 6 (board, side, castling, en passant[, halfmove, fullmove])"
    )]
    FieldCount(usize),
    /// Wrong number of ranks.
    #[error("board has {found} ranks; {variant} needs {expected}")]
    RankCount {
        /// The variant.
        variant: VariantId,
        /// Ranks needed.
        expected: usize,
        /// Ranks found.
        found: usize,
    },
    /// A rank describes too few or too many squares.
    #[error(
        "rank {rank} (rank {number} from the top) describes {found} squares; expected {expected}"
    )]
    RankLength {
        /// The rank's name.
        rank: String,
        /// Its position from the top (1-based).
        number: usize,
        /// Squares needed.
        expected: usize,
        /// Squares described.
        found: usize,
    },
    /// A character that is no piece of this game.
    #[error("'{ch}' in rank {rank} is not a piece of {variant}")]
    UnknownPiece {
        /// The character.
        ch: char,
        /// The rank's name.
        rank: String,
        /// The variant.
        variant: VariantId,
    },
    /// The side-to-move field is not `w` or `b`.
    #[error("side to move '{0}' is not 'w' or 'b'")]
    SideToMove(String),
    /// A castling letter that does not fit the position.
    #[error("castling field '{field}': {reason}")]
    Castling {
        /// The field.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// An en passant field that does not fit the position.
    #[error("en passant field '{field}': {reason}")]
    EnPassant {
        /// The field.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// A move counter that is not a number.
    #[error("{name} '{value}' is not a valid number")]
    Counter {
        /// Which counter.
        name: &'static str,
        /// The text.
        value: String,
    },
    /// A side without exactly one king.
    #[error("{side} has {count} kings; exactly one is needed")]
    KingCount {
        /// The side.
        side: &'static str,
        /// Kings found.
        count: usize,
    },
    /// More pieces than a side starts with.
    #[error("{side} has {count} pieces; at most {max} are possible in {variant}")]
    TooManyPieces {
        /// The side.
        side: &'static str,
        /// Pieces found.
        count: usize,
        /// The most possible.
        max: usize,
        /// The variant.
        variant: VariantId,
    },
    /// A pawn standing where it would already have promoted.
    #[error("{side} pawn on {cell}, a square where it must already have promoted")]
    PawnOnPromotionSquare {
        /// The side.
        side: &'static str,
        /// The square.
        cell: String,
    },
    /// The side that just moved is in check.
    #[error("the side not to move ({side}) is in check, which no legal game reaches")]
    OpponentInCheck {
        /// The side.
        side: &'static str,
    },
    /// A Mattrix position text that cannot be read (see [`super::mattrix_text`]).
    #[error(transparent)]
    Mattrix(#[from] super::mattrix_text::MattrixTextError),
    /// A Chess-transit position text that cannot be read (see [`super::transit::text`]).
    #[error(transparent)]
    Transit(#[from] super::transit::text::TransitTextError),
}

/// The English name (lower case) of a seat in a game of `seats` players: white and black,
/// or white, blue and red.
pub fn side_name(seats: u8, seat: Seat) -> &'static str {
    match (seats, seat.0) {
        (_, 0) => "white",
        (3, 1) => "blue",
        (3, 2) => "red",
        (_, 1) => "black",
        _ => "unknown seat",
    }
}

impl Position {
    /// Reads a FEN of a square-grid variant. Move counters may be omitted (0 and 1).
    ///
    /// Mattrix has a position text of its own, read here too: see [`super::mattrix_text`].
    pub fn from_fen(id: VariantId, fen: &str) -> Result<Position, FenError> {
        if id == VariantId::Mattrix {
            return Ok(super::mattrix_text::read(fen)?);
        }
        if id == VariantId::Transit {
            return Ok(super::transit::text::read(fen)?);
        }
        let v = id.rules();
        let g = &v.geometry;
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let turn = match fields[1] {
            "w" | "W" => Seat::WHITE,
            "b" | "B" => Seat::BLACK,
            other => return Err(FenError::SideToMove(other.to_string())),
        };
        let mut pos = Position::empty(v, turn);
        let (width, height) = (g.size().0 as usize, g.size().1 as usize);
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != height {
            return Err(FenError::RankCount {
                variant: id,
                expected: height,
                found: ranks.len(),
            });
        }
        let mut counts = [0usize; 2];
        let mut kings = [0usize; 2];
        for (row, text) in ranks.iter().enumerate() {
            let rank = (height - 1 - row) as i32;
            let rank_name = rank_name(id, rank);
            let mut file = 0usize;
            let mut run = 0usize;
            for ch in text.chars() {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as usize;
                    if run > width {
                        return Err(rank_length(rank_name, row, width, file + run));
                    }
                    continue;
                }
                file += run;
                run = 0;
                let Some((role, seat)) = v.role_of_letter(ch) else {
                    return Err(FenError::UnknownPiece {
                        ch,
                        rank: rank_name,
                        variant: id,
                    });
                };
                if file >= width {
                    return Err(rank_length(rank_name, row, width, file + 1));
                }
                let cell = cell_at(g, file as i32, rank).expect("cell inside the board");
                if let Some(rule) = v.pawn_rule(seat, role)
                    && rule.promotion_zone.contains(cell)
                {
                    return Err(FenError::PawnOnPromotionSquare {
                        side: side_name(v.seats, seat),
                        cell: g.cell_name(cell).to_string(),
                    });
                }
                counts[seat.index()] += 1;
                if role == Role::King {
                    kings[seat.index()] += 1;
                }
                pos.set(cell, Some(Piece::new(seat, role)));
                file += 1;
            }
            file += run;
            if file != width {
                return Err(rank_length(rank_name, row, width, file));
            }
        }
        for seat in [Seat::WHITE, Seat::BLACK] {
            let side = side_name(v.seats, seat);
            if kings[seat.index()] != 1 {
                return Err(FenError::KingCount {
                    side,
                    count: kings[seat.index()],
                });
            }
            let count = counts[seat.index()];
            if count > v.max_pieces_per_seat {
                return Err(FenError::TooManyPieces {
                    side,
                    count,
                    max: v.max_pieces_per_seat,
                    variant: id,
                });
            }
        }
        pos.castling = parse_castling(&pos, fields[2])?;
        pos.ep_target = parse_en_passant(&pos, fields[3])?;
        if let Some(h) = fields.get(4) {
            pos.halfmove = h.parse().map_err(|_| FenError::Counter {
                name: "halfmove clock",
                value: h.to_string(),
            })?;
        }
        if let Some(f) = fields.get(5) {
            pos.fullmove = f
                .parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| FenError::Counter {
                    name: "fullmove number",
                    value: f.to_string(),
                })?;
        }
        let k = keys();
        pos.hash ^= k.seat[pos.turn.index()] ^ k.castling_rights(pos.castling);
        pos.hash_en_passant();
        // Only the seat that moved last must be out of check: with three seats, the seat
        // that moved before it may well have been checked since.
        let last = Seat((pos.turn.0 + v.seats - 1) % v.seats);
        if pos.is_king_attacked(last) {
            return Err(FenError::OpponentInCheck {
                side: side_name(v.seats, last),
            });
        }
        Ok(pos)
    }

    /// Writes the position as FEN (Mattrix: its own position text, [`super::mattrix_text`]).
    pub fn to_fen(&self) -> String {
        if self.variant.id == VariantId::Mattrix {
            return super::mattrix_text::write(self);
        }
        if self.variant.id == VariantId::Transit {
            return super::transit::text::write(self);
        }
        let v = self.variant;
        let g = &v.geometry;
        let (width, height) = (g.size().0 as i32, g.size().1 as i32);
        let mut out = String::new();
        for rank in (0..height).rev() {
            let mut empty = 0;
            for file in 0..width {
                let cell = cell_at(g, file, rank).expect("cell inside the board");
                match self.piece_at(cell) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(v.letter(p.role, p.seat).unwrap_or('?'));
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.turn == Seat::WHITE {
            " w "
        } else {
            " b "
        });
        let rights: String = v
            .castling
            .iter()
            .enumerate()
            .filter(|(i, _)| self.castling >> i & 1 != 0)
            .map(|(_, r)| r.fen_char)
            .collect();
        out.push_str(if rights.is_empty() { "-" } else { &rights });
        out.push(' ');
        match self.en_passant_target() {
            Some(c) => out.push_str(g.cell_name(c)),
            None => out.push('-'),
        }
        out.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        out
    }
}

fn rank_name(id: VariantId, rank: i32) -> String {
    let g = &id.rules().geometry;
    let cell = cell_at(g, 0, rank).expect("rank inside the board");
    let name = g.cell_name(cell);
    name.trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .to_string()
}

fn rank_length(rank: String, row: usize, expected: usize, found: usize) -> FenError {
    FenError::RankLength {
        rank,
        number: row + 1,
        expected,
        found,
    }
}

fn parse_castling(pos: &Position, field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let v = pos.variant;
    let err = |reason: String| FenError::Castling {
        field: field.to_string(),
        reason,
    };
    let mut rights = 0u8;
    for ch in field.chars() {
        let Some(i) = v.castling.iter().position(|r| r.fen_char == ch) else {
            return Err(err(format!("'{ch}' is not a castling right of {}", v.id)));
        };
        let rule = &v.castling[i];
        let king = Piece::new(rule.seat, Role::King);
        let rook = Piece::new(rule.seat, Role::Rook);
        if pos.piece_at(rule.king_from) != Some(king) || pos.piece_at(rule.rook_from) != Some(rook)
        {
            return Err(err(format!(
                "'{ch}' needs the {} king on {} and a rook on {}",
                side_name(v.seats, rule.seat),
                v.geometry.cell_name(rule.king_from),
                v.geometry.cell_name(rule.rook_from)
            )));
        }
        rights |= 1 << i;
    }
    Ok(rights)
}

fn parse_en_passant(pos: &Position, field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(NO_CELL);
    }
    let v = pos.variant;
    let g = &v.geometry;
    let err = |reason: String| FenError::EnPassant {
        field: field.to_string(),
        reason,
    };
    let Some(target) = g.cell_by_name(field) else {
        return Err(err("not a square of this board".to_string()));
    };
    if !v.en_passant {
        return Err(err(format!("{} has no en passant", v.name)));
    }
    if pos.piece_at(target).is_some() {
        return Err(err("the square is occupied".to_string()));
    }
    let follows_double_step = v
        .pawn_rules
        .iter()
        .filter(|r| r.seat != pos.turn)
        .any(|rule| {
            rule.pushes.iter().any(|&d| {
                let behind = g.step(target, g.opposite(d));
                let ahead = g.step(target, d);
                behind
                    .is_some_and(|b| rule.double_step_from.contains(b) && pos.piece_at(b).is_none())
                    && ahead
                        .is_some_and(|a| pos.piece_at(a) == Some(Piece::new(rule.seat, rule.role)))
            })
        });
    if !follows_double_step {
        return Err(err(
            "no pawn has just made a double step over this square".to_string()
        ));
    }
    Ok(target.0)
}
