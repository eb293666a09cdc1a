//! FEN for the square-grid games: standard 8x8, Great Chess 10x10 (empty runs may have two
//! digits; letters K Q R B N P G V W, as Fairy-Stockfish's `indiangreat`) and Wirth's 12x12
//! (ranks from 10 down to 11, files K..J, RULES 4.2).

use manifold_locale::{Localize, Message};

use super::geometry::NO_CELL;
use super::geometry::square::cell_at;
use super::names::{SideCount, SideName, VariantName};
use super::piece::{Piece, Role, Seat};
use super::position::Position;
use super::variant::{Notation, VariantId};
use super::zobrist::keys;

/// Why a FEN could not be read. Each error names what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// Wrong number of fields.
    FieldCount(usize),
    /// Wrong number of ranks.
    RankCount {
        /// The variant.
        variant: VariantId,
        /// Ranks needed.
        expected: usize,
        /// Ranks found.
        found: usize,
    },
    /// A rank describes too few or too many squares.
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
    UnknownPiece {
        /// The character.
        ch: char,
        /// The rank's name.
        rank: String,
        /// The variant.
        variant: VariantId,
    },
    /// The side-to-move field is not `w` or `b`.
    SideToMove(String),
    /// A castling letter that does not fit the position.
    Castling {
        /// The field.
        field: String,
        /// What is wrong.
        reason: CastlingProblem,
    },
    /// An en passant field that does not fit the position.
    EnPassant {
        /// The field.
        field: String,
        /// What is wrong.
        reason: EnPassantProblem,
    },
    /// A move counter that is not a number.
    Counter {
        /// Which counter.
        name: CounterName,
        /// The text.
        value: String,
    },
    /// A side without exactly one king.
    KingCount(SideCount),
    /// More pieces than a side starts with.
    TooManyPieces {
        /// The side.
        side: SideName,
        /// Pieces found.
        count: usize,
        /// The most possible.
        max: usize,
        /// The variant.
        variant: VariantId,
    },
    /// A pawn standing where it would already have promoted.
    PawnOnPromotionSquare {
        /// The side.
        side: SideName,
        /// The square.
        cell: String,
    },
    /// The side that just moved is in check.
    OpponentInCheck {
        /// The side.
        side: SideName,
    },
    /// A Mattrix position text that cannot be read (see [`super::mattrix::text`]).
    Mattrix(#[from] super::mattrix::text::MattrixTextError),
    /// A Chess-transit position text that cannot be read (see [`super::transit::text`]).
    Transit(#[from] super::transit::text::TransitTextError),
    /// An army the start army and promotions cannot give (see [`super::army`]).
    Army(#[from] super::army::ArmyProblem),
}

/// What is wrong with a castling right of a FEN.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum CastlingProblem {
    /// A letter that names no castling right of the variant.
    NotARight {
        /// The letter.
        ch: char,
        /// The variant.
        variant: VariantId,
    },
    /// The king or the rook of the right is not on its start square.
    PiecesMissing {
        /// The letter.
        ch: char,
        /// The side the right belongs to.
        side: SideName,
        /// The king's start square.
        king: String,
        /// The rook's start square.
        rook: String,
    },
}

/// What is wrong with the en passant square of a FEN.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum EnPassantProblem {
    /// No square of this board has that name.
    NotASquare,
    /// The variant has no en passant.
    NoEnPassant {
        /// The variant.
        variant: VariantId,
    },
    /// A piece stands on the square.
    Occupied,
    /// No pawn has just passed the square.
    NoDoubleStep,
}

/// A move counter of a position text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum CounterName {
    /// Plies since the last capture or pawn move (FEN and the Mattrix text).
    HalfmoveClock,
    /// FEN's move number.
    FullmoveNumber,
    /// The Mattrix text's move number.
    MoveNumber,
}

/// A variant by its command-line name (`classical`, `great`), as FEN's messages name it.
struct CliName(VariantId);

impl Localize for CliName {
    fn message(&self) -> Message {
        Message::new(self.0.names().fragment)
    }
}

impl Localize for FenError {
    fn message(&self) -> Message {
        match self {
            FenError::Empty => Message::new("fen-empty"),
            FenError::FieldCount(n) => Message::new("fen-field-count").number("count", *n),
            FenError::RankCount {
                variant,
                expected,
                found,
            } => Message::new("fen-rank-count")
                .number("found", *found)
                .message("variant", CliName(*variant))
                .number("expected", *expected),
            FenError::RankLength {
                rank,
                number,
                expected,
                found,
            } => Message::new("fen-rank-length")
                .text("rank", rank)
                .number("number", *number)
                .number("found", *found)
                .number("expected", *expected),
            FenError::UnknownPiece { ch, rank, variant } => Message::new("fen-unknown-piece")
                .text("ch", ch)
                .text("rank", rank)
                .message("variant", CliName(*variant)),
            FenError::SideToMove(field) => Message::new("fen-side-to-move").text("field", field),
            FenError::Castling { field, reason } => Message::new("fen-castling")
                .text("field", field)
                .message("reason", reason),
            FenError::EnPassant { field, reason } => Message::new("fen-en-passant")
                .text("field", field)
                .message("reason", reason),
            FenError::Counter { name, value } => Message::new("fen-counter")
                .message("name", name)
                .text("value", value),
            FenError::KingCount(kings) => kings.message("fen-king-count"),
            FenError::TooManyPieces {
                side,
                count,
                max,
                variant,
            } => Message::new("fen-too-many-pieces")
                .message("side", side)
                .number("count", *count)
                .number("max", *max)
                .message("variant", CliName(*variant)),
            FenError::PawnOnPromotionSquare { side, cell } => {
                Message::new("fen-pawn-on-promotion-square")
                    .message("side", side)
                    .text("cell", cell)
            }
            FenError::OpponentInCheck { side } => {
                Message::new("fen-opponent-in-check").message("side", side)
            }
            FenError::Mattrix(error) => error.message(),
            FenError::Transit(error) => Message::new("fen-transit").message("error", error),
            FenError::Army(problem) => problem.message(),
        }
    }
}

impl Localize for CastlingProblem {
    fn message(&self) -> Message {
        match self {
            CastlingProblem::NotARight { ch, variant } => Message::new("fen-castling-not-a-right")
                .text("ch", ch)
                .message("variant", CliName(*variant)),
            CastlingProblem::PiecesMissing {
                ch,
                side,
                king,
                rook,
            } => Message::new("fen-castling-pieces-missing")
                .text("ch", ch)
                .message("side", side)
                .text("king", king)
                .text("rook", rook),
        }
    }
}

impl Localize for EnPassantProblem {
    fn message(&self) -> Message {
        match self {
            EnPassantProblem::NotASquare => Message::new("fen-en-passant-not-a-square"),
            EnPassantProblem::NoEnPassant { variant } => {
                Message::new("fen-en-passant-none").message("variant", VariantName(*variant))
            }
            EnPassantProblem::Occupied => Message::new("fen-en-passant-occupied"),
            EnPassantProblem::NoDoubleStep => Message::new("fen-en-passant-no-double-step"),
        }
    }
}

impl Localize for CounterName {
    fn message(&self) -> Message {
        Message::new(match self {
            CounterName::HalfmoveClock => "frag-counter-halfmove_clock",
            CounterName::FullmoveNumber => "frag-counter-fullmove_number",
            CounterName::MoveNumber => "frag-counter-move_number",
        })
    }
}

manifold_locale::display_in_english!(FenError, CastlingProblem, EnPassantProblem, CounterName);

impl Position {
    /// Reads a FEN of a square-grid variant. Move counters may be omitted (0 and 1).
    ///
    /// Mattrix and Chess-transit have position texts of their own, read here too: see
    /// [`super::mattrix::text`] and [`super::transit::text`]. Whatever the text, the
    /// armies read are then checked against the start army ([`super::army`]).
    pub fn from_fen(id: VariantId, fen: &str) -> Result<Position, FenError> {
        let pos = Position::read_text(id, fen)?;
        super::army::check(&pos)?;
        Ok(pos)
    }

    /// Reads a position text of any chess variant with the reader's own checks, without
    /// the army checks (which need the start position, read by this).
    pub fn read_text(id: VariantId, fen: &str) -> Result<Position, FenError> {
        let v = id.rules();
        match v.notation {
            Notation::Standard => {}
            Notation::Mattrix => return Ok(super::mattrix::text::read(fen)?),
            Notation::Transit => return Ok(super::transit::text::read(fen)?),
        }
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
                        side: SideName {
                            seats: v.seats,
                            seat,
                        },
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
            let side = SideName {
                seats: v.seats,
                seat,
            };
            if kings[seat.index()] != 1 {
                return Err(FenError::KingCount(SideCount {
                    side,
                    count: kings[seat.index()],
                }));
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
                name: CounterName::HalfmoveClock,
                value: h.to_string(),
            })?;
        }
        if let Some(f) = fields.get(5) {
            pos.fullmove = f
                .parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| FenError::Counter {
                    name: CounterName::FullmoveNumber,
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
                side: SideName {
                    seats: v.seats,
                    seat: last,
                },
            });
        }
        Ok(pos)
    }

    /// Writes the position as FEN (Mattrix: its own position text, [`super::mattrix::text`]).
    pub fn to_fen(&self) -> String {
        match self.variant.notation {
            Notation::Standard => {}
            Notation::Mattrix => return super::mattrix::text::write(self),
            Notation::Transit => return super::transit::text::write(self),
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
    let err = |reason: CastlingProblem| FenError::Castling {
        field: field.to_string(),
        reason,
    };
    let mut rights = 0u8;
    for ch in field.chars() {
        let Some(i) = v.castling.iter().position(|r| r.fen_char == ch) else {
            return Err(err(CastlingProblem::NotARight { ch, variant: v.id }));
        };
        let rule = &v.castling[i];
        let king = Piece::new(rule.seat, Role::King);
        let rook = Piece::new(rule.seat, Role::Rook);
        if pos.piece_at(rule.king_from) != Some(king) || pos.piece_at(rule.rook_from) != Some(rook)
        {
            return Err(err(CastlingProblem::PiecesMissing {
                ch,
                side: SideName {
                    seats: v.seats,
                    seat: rule.seat,
                },
                king: v.geometry.cell_name(rule.king_from).to_string(),
                rook: v.geometry.cell_name(rule.rook_from).to_string(),
            }));
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
    let err = |reason: EnPassantProblem| FenError::EnPassant {
        field: field.to_string(),
        reason,
    };
    let Some(target) = g.cell_by_name(field) else {
        return Err(err(EnPassantProblem::NotASquare));
    };
    if !v.en_passant {
        return Err(err(EnPassantProblem::NoEnPassant { variant: v.id }));
    }
    if pos.piece_at(target).is_some() {
        return Err(err(EnPassantProblem::Occupied));
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
        return Err(err(EnPassantProblem::NoDoubleStep));
    }
    Ok(target.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    const WHITE: SideName = SideName {
        seats: 2,
        seat: Seat::WHITE,
    };

    #[test]
    fn every_fen_error_renders_in_both_languages() {
        let castling = [
            CastlingProblem::NotARight {
                ch: 'X',
                variant: VariantId::Great,
            },
            CastlingProblem::PiecesMissing {
                ch: 'K',
                side: WHITE,
                king: "e1".into(),
                rook: "h1".into(),
            },
        ];
        let en_passant = [
            EnPassantProblem::NotASquare,
            EnPassantProblem::NoEnPassant {
                variant: VariantId::Wirth,
            },
            EnPassantProblem::Occupied,
            EnPassantProblem::NoDoubleStep,
        ];
        let counters = [
            CounterName::HalfmoveClock,
            CounterName::FullmoveNumber,
            CounterName::MoveNumber,
        ];
        assert_every_variant_renders(&castling, &[]);
        assert_every_variant_renders(&en_passant, &[]);
        assert_every_variant_renders(&counters, &[]);
        let transit = Position::from_fen(VariantId::Transit, "x").unwrap_err();
        let errors = [
            FenError::Empty,
            FenError::FieldCount(3),
            FenError::RankCount {
                variant: VariantId::Classical,
                expected: 8,
                found: 7,
            },
            FenError::RankLength {
                rank: "8".into(),
                number: 1,
                expected: 8,
                found: 9,
            },
            FenError::UnknownPiece {
                ch: 'G',
                rank: "3".into(),
                variant: VariantId::Classical,
            },
            FenError::SideToMove("x".into()),
            FenError::Castling {
                field: "KX".into(),
                reason: castling[0].clone(),
            },
            FenError::EnPassant {
                field: "e3".into(),
                reason: en_passant[3].clone(),
            },
            FenError::Counter {
                name: CounterName::HalfmoveClock,
                value: "x".into(),
            },
            FenError::KingCount(SideCount {
                side: WHITE,
                count: 2,
            }),
            FenError::TooManyPieces {
                side: WHITE,
                count: 17,
                max: 16,
                variant: VariantId::Classical,
            },
            FenError::PawnOnPromotionSquare {
                side: WHITE,
                cell: "e8".into(),
            },
            FenError::OpponentInCheck { side: WHITE },
            FenError::Mattrix(super::super::mattrix::text::MattrixTextError::Empty),
            transit,
            FenError::Army(super::super::army::ArmyProblem::TooManyPromoted {
                side: WHITE,
                promoted: 2,
                missing: 1,
            }),
        ];
        assert_every_variant_renders(&errors, &[]);
    }

    #[test]
    fn fen_errors_read_as_before() {
        let e = Position::from_fen(VariantId::Classical, "8/8/8/8/8/8/8/8 w - -").unwrap_err();
        assert_eq!(e.to_string(), "white has 0 kings; exactly one is needed");
        assert_eq!(
            text(Language::Russian, &e),
            "белые: королей 0, а нужен ровно один"
        );
        let e = Position::from_fen(
            VariantId::Classical,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "en passant field 'e3': no pawn has just made a double step over this square"
        );
        let e = Position::from_fen(VariantId::Wirth, "x w - - 0 1").unwrap_err();
        assert_eq!(e.to_string(), "board has 1 ranks; wirth needs 12");
    }
}
