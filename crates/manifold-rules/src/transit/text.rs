//! The Chess-transit position text: both boards, the usual FEN fields, each board's status
//! and any pending forced transit.
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1 open/open -
//! ```
//! Fields: board 1 and board 2 as FEN piece placements joined by `|`; side to move (`w`,
//! `b`); castling rights (board 1 only: a king or rook that has transited has moved); the
//! en passant target with its board (`1:e3`) or `-`; halfmove clock; move number; the two
//! boards' statuses joined by `/`, each `open`, `1-0`, `0-1` or `draw`; the pending forced
//! transit: the cell of the king that must transit now (`1:e8`) or `-` (it is derived from
//! the position and must agree with it).
//!
//! [`read`] checks the text's syntax and gives a [`Setup`]; what the position gets wrong is
//! found by [`Position::from_setup`] and worded for this text by `problem_message`.

use crate::fen::{castling_bits, castling_field, placement_row};
use crate::geometry::Cell;
use crate::names::SideCount;
use crate::piece::{Piece, Seat};
use crate::position::Position;
use crate::setup::{ForcedTransit, Setup};
use crate::setup_error::SetupProblem;
use crate::variant::VariantId;
use manifold_locale::{Localize, Message};

use super::BoardStatus;

/// Why a Chess-transit position text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum TransitTextError {
    /// Wrong number of fields.
    FieldCount(usize),
    /// The boards field is not two placements joined by `|`.
    Boards,
    /// A board placement that is not 8 ranks of 8 squares.
    Placement {
        /// Board 1 or 2.
        board: usize,
        /// The rank (8 at the top).
        rank: usize,
        /// What is wrong with the rank (or, for the rank count, the placement).
        reason: PlacementProblem,
    },
    /// Any other field that does not fit (the problem names its field).
    Field(FieldProblem),
}

/// What is wrong with a rank of a board placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum PlacementProblem {
    /// Not 8 ranks (how many there are).
    RankCount(usize),
    /// A letter that is no chess piece.
    NotAPiece(char),
    /// The rank goes past the 8th square.
    TooLong,
    /// The rank has too few squares (how many).
    RankLength(usize),
}

/// What is wrong with a field of the position text other than the placements (its
/// syntax: what the position it describes gets wrong is a
/// [`SetupProblem`]).
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum FieldProblem {
    /// The side to move is not `w` or `b` (as written).
    SideToMove(String),
    /// A castling letter that is no castling right.
    CastlingRight(char),
    /// The en passant field is not a square (as written).
    EnPassantSquare(String),
    /// The halfmove clock is not a number (as written).
    Halfmove(String),
    /// The move number is not a number from 1 (as written).
    MoveNumber(String),
    /// The statuses field is not two statuses.
    TwoStatuses,
    /// A board status that is none of `open`, `1-0`, `0-1`, `draw` (as written).
    BadStatus(String),
    /// The forced transit field is neither `-` nor a cell written as the writer writes it
    /// (`1:e8`; as written).
    ForcedCell(String),
}

/// The message naming a field of the text.
fn field_name(field: &'static str) -> Message {
    Message::new(field)
}

impl FieldProblem {
    /// The message naming the field the problem is in.
    fn field(&self) -> Message {
        field_name(match self {
            FieldProblem::SideToMove(_) => "transit-text-field-side",
            FieldProblem::CastlingRight(_) => "transit-text-field-castling",
            FieldProblem::EnPassantSquare(_) => "transit-text-field-en_passant",
            FieldProblem::Halfmove(_) => "frag-counter-halfmove_clock",
            FieldProblem::MoveNumber(_) => "frag-counter-move_number",
            FieldProblem::TwoStatuses | FieldProblem::BadStatus(_) => "transit-text-field-statuses",
            FieldProblem::ForcedCell(_) => "transit-text-field-forced",
        })
    }
}

/// A problem in a field of the text, worded as the text names its fields.
fn in_field(field: &'static str, reason: Message) -> Message {
    Message::new("transit-text-field")
        .message("field", field_name(field))
        .message("reason", reason)
}

/// A setup's problem as the Chess-transit text words it, naming the field it is in (the
/// problems no Chess-transit text can have keep their own message).
pub(crate) fn problem_message(setup: &Setup, problem: &SetupProblem) -> Message {
    let boards = |reason| in_field("transit-text-field-boards", reason);
    let no_double_step = |cell: &String| {
        in_field(
            "transit-text-field-en_passant",
            Message::new("transit-text-no_double_step").text("value", cell),
        )
    };
    match problem {
        SetupProblem::NoKing { side } => boards(
            SideCount {
                side: *side,
                count: 0,
            }
            .message("transit-text-king_count"),
        ),
        SetupProblem::TooManyKings { side, count } => boards(
            SideCount {
                side: *side,
                count: *count,
            }
            .message("transit-text-king_count"),
        ),
        SetupProblem::TooManyPieces { side, count, .. } => boards(
            SideCount {
                side: *side,
                count: *count,
            }
            .message("transit-text-too_many_pieces"),
        ),
        SetupProblem::PawnOnPromotionCell { cell, .. } => {
            boards(Message::new("transit-text-pawn_on_promotion").text("cell", cell))
        }
        SetupProblem::LastMoverInCheck { .. } => {
            boards(Message::new("transit-text-mover_in_check"))
        }
        SetupProblem::CastlingWithoutPieces { right, .. } => in_field(
            "transit-text-field-castling",
            Message::new("transit-text-castling_pieces")
                .text("letter", setup.variant().castling[*right].fen_char),
        ),
        SetupProblem::EnPassantOccupied { cell } => no_double_step(cell),
        SetupProblem::EnPassantNoDoubleStep { cell } => no_double_step(cell),
        SetupProblem::ForcedTransit { stated, derived } => in_field(
            "transit-text-field-forced",
            Message::new("transit-text-forced_mismatch")
                .text("value", stated)
                .text("forced", derived),
        ),
        SetupProblem::SeatNotInGame { .. }
        | SetupProblem::PieceNotInGame { .. }
        | SetupProblem::CellOffBoard { .. }
        | SetupProblem::NoEnPassant { .. }
        | SetupProblem::KingsSideBySide { .. }
        | SetupProblem::Army(_) => problem.message(),
    }
}

impl Localize for TransitTextError {
    fn message(&self) -> Message {
        match self {
            TransitTextError::FieldCount(count) => {
                Message::new("transit-text-field_count").number("count", *count)
            }
            TransitTextError::Boards => Message::new("transit-text-boards"),
            TransitTextError::Placement {
                board,
                rank,
                reason,
            } => Message::new("transit-text-placement")
                .number("board", *board)
                .number("rank", *rank)
                .message("reason", reason),
            TransitTextError::Field(problem) => Message::new("transit-text-field")
                .message("field", problem.field())
                .message("reason", problem),
        }
    }
}

impl Localize for PlacementProblem {
    fn message(&self) -> Message {
        match *self {
            PlacementProblem::RankCount(count) => {
                Message::new("transit-text-rank_count").number("count", count)
            }
            PlacementProblem::NotAPiece(letter) => {
                Message::new("transit-text-not_a_piece").text("letter", letter)
            }
            PlacementProblem::TooLong => Message::new("transit-text-too_long"),
            PlacementProblem::RankLength(count) => {
                Message::new("transit-text-rank_length").number("count", count)
            }
        }
    }
}

impl Localize for FieldProblem {
    fn message(&self) -> Message {
        let value = |id, value: &String| Message::new(id).text("value", value);
        match self {
            FieldProblem::SideToMove(v) => value("transit-text-not_w_or_b", v),
            FieldProblem::CastlingRight(letter) => {
                Message::new("transit-text-castling_right").text("letter", letter)
            }
            FieldProblem::EnPassantSquare(v) => value("transit-text-ep_square", v),
            FieldProblem::Halfmove(v) => value("transit-text-not_a_number", v),
            FieldProblem::MoveNumber(v) => value("transit-text-not_a_number_from_1", v),
            FieldProblem::TwoStatuses => Message::new("transit-text-two_statuses"),
            FieldProblem::BadStatus(v) => value("transit-text-bad_status", v),
            FieldProblem::ForcedCell(v) => value("transit-text-forced_not_a_cell", v),
        }
    }
}

manifold_locale::display_in_english!(TransitTextError, PlacementProblem, FieldProblem);

impl std::error::Error for TransitTextError {}

/// The error of a field that does not fit.
fn field(problem: FieldProblem) -> TransitTextError {
    TransitTextError::Field(problem)
}

/// Reads a Chess-transit position text into a setup (its syntax only).
pub fn read(text: &str) -> Result<Setup, TransitTextError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 8 {
        return Err(TransitTextError::FieldCount(fields.len()));
    }
    let mut setup = Setup::empty(VariantId::Transit);
    let g = setup.geometry();
    setup.turn = match fields[1] {
        "w" => Seat::WHITE,
        "b" => Seat::BLACK,
        other => return Err(field(FieldProblem::SideToMove(other.to_string()))),
    };
    let boards: Vec<&str> = fields[0].split('|').collect();
    if boards.len() != 2 {
        return Err(TransitTextError::Boards);
    }
    for (board, placement) in boards.iter().enumerate() {
        read_placement(&mut setup, board, placement)?;
    }
    setup.castling = castling_bits(VariantId::Transit, fields[2])
        .map_err(|ch| field(FieldProblem::CastlingRight(ch)))?;
    if fields[3] != "-" {
        let Some(target) = g.cell_by_name(fields[3]) else {
            return Err(field(FieldProblem::EnPassantSquare(fields[3].to_string())));
        };
        setup.en_passant = Some(target);
    }
    setup.halfmove = fields[4]
        .parse()
        .map_err(|_| field(FieldProblem::Halfmove(fields[4].to_string())))?;
    setup.fullmove = fields[5]
        .parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| field(FieldProblem::MoveNumber(fields[5].to_string())))?;
    let statuses: Vec<&str> = fields[6].split('/').collect();
    if statuses.len() != 2 {
        return Err(field(FieldProblem::TwoStatuses));
    }
    for (board, status) in statuses.iter().enumerate() {
        setup.boards[board] = match *status {
            "open" => BoardStatus::Open,
            "1-0" => BoardStatus::Won(Seat::WHITE),
            "0-1" => BoardStatus::Won(Seat::BLACK),
            "draw" => BoardStatus::Drawn,
            other => return Err(field(FieldProblem::BadStatus(other.to_string()))),
        };
    }
    let forced = match fields[7] {
        "-" => None,
        written => Some(
            g.cell_by_name(written)
                .filter(|&c| g.cell_name(c) == written)
                .ok_or_else(|| field(FieldProblem::ForcedCell(written.to_string())))?,
        ),
    };
    setup.forced_transit = ForcedTransit::Stated(forced);
    Ok(setup)
}

fn read_placement(
    setup: &mut Setup,
    board: usize,
    placement: &str,
) -> Result<(), TransitTextError> {
    let v = setup.variant();
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(TransitTextError::Placement {
            board: board + 1,
            rank: 8,
            reason: PlacementProblem::RankCount(ranks.len()),
        });
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row;
        let err = |reason: PlacementProblem| TransitTextError::Placement {
            board: board + 1,
            rank: rank + 1,
            reason,
        };
        let mut file = 0usize;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                file += d as usize;
            } else {
                let Some((role, seat)) = v.role_of_letter(ch) else {
                    return Err(err(PlacementProblem::NotAPiece(ch)));
                };
                if file >= 8 {
                    return Err(err(PlacementProblem::TooLong));
                }
                setup.set(cell_of(board, rank, file), Some(Piece::new(seat, role)));
                file += 1;
            }
            if file > 8 {
                return Err(err(PlacementProblem::TooLong));
            }
        }
        if file != 8 {
            return Err(err(PlacementProblem::RankLength(file)));
        }
    }
    Ok(())
}

/// The cell of board `board` (0 or 1), rank index `rank` and file index `file`.
fn cell_of(board: usize, rank: usize, file: usize) -> Cell {
    Cell((board * 64 + rank * 8 + file) as u8)
}

/// Writes a Chess-transit setup as text (the forced transit, when the setup does not state
/// it, as its position has it).
pub fn write(setup: &Setup) -> String {
    let g = setup.geometry();
    let boards: Vec<String> = (0..2)
        .map(|board| {
            let rows: Vec<String> = (0..8)
                .rev()
                .map(|rank| placement_row(setup, (0..8).map(|file| cell_of(board, rank, file))))
                .collect();
            rows.join("/")
        })
        .collect();
    let ep = setup
        .en_passant
        .map_or("-".to_string(), |c| g.cell_name(c).to_string());
    let status = |s: BoardStatus| match s {
        BoardStatus::Open => "open",
        BoardStatus::Won(w) if w == Seat::WHITE => "1-0",
        BoardStatus::Won(_) => "0-1",
        BoardStatus::Drawn => "draw",
    };
    let forced = match setup.forced_transit {
        ForcedTransit::Stated(forced) => forced,
        ForcedTransit::Unstated => Position::from_setup_unchecked(setup).forced_transit(),
    };
    format!(
        "{} {} {} {} {} {} {}/{} {}",
        boards.join("|"),
        if setup.turn == Seat::WHITE { "w" } else { "b" },
        castling_field(setup),
        ep,
        setup.halfmove,
        setup.fullmove,
        status(setup.boards[0]),
        status(setup.boards[1]),
        forced.map_or("-", |c| g.cell_name(c)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::FenError;
    use manifold_locale::check::assert_every_variant_renders;

    /// The status words of the text, which its Russian messages quote.
    const STATUS_WORDS: &[&str] = &["open", "draw"];

    #[test]
    fn every_position_text_error_renders() {
        let v = || "x".to_string();
        assert_every_variant_renders(
            &[
                TransitTextError::FieldCount(7),
                TransitTextError::Boards,
                TransitTextError::Placement {
                    board: 2,
                    rank: 8,
                    reason: PlacementProblem::TooLong,
                },
                TransitTextError::Field(FieldProblem::TwoStatuses),
            ],
            STATUS_WORDS,
        );
        assert_every_variant_renders(
            &[
                PlacementProblem::RankCount(7),
                PlacementProblem::NotAPiece('x'),
                PlacementProblem::TooLong,
                PlacementProblem::RankLength(5),
            ],
            STATUS_WORDS,
        );
        let problems = [
            FieldProblem::SideToMove(v()),
            FieldProblem::CastlingRight('x'),
            FieldProblem::EnPassantSquare(v()),
            FieldProblem::Halfmove(v()),
            FieldProblem::MoveNumber(v()),
            FieldProblem::TwoStatuses,
            FieldProblem::BadStatus(v()),
            FieldProblem::ForcedCell(v()),
        ];
        assert_every_variant_renders(&problems, STATUS_WORDS);
        let fields: Vec<TransitTextError> =
            problems.into_iter().map(TransitTextError::Field).collect();
        for error in &fields {
            manifold_locale::check::assert_renders(
                &error.message(),
                &format!("{error:?}"),
                STATUS_WORDS,
            );
        }
        assert_eq!(fields[3].to_string(), "halfmove clock: 'x' is not a number");
    }

    #[test]
    fn the_position_s_problems_name_their_field() {
        let two_kings =
            "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/k7 w KQkq - 0 1 open/open -";
        let e = Position::from_fen(VariantId::Transit, two_kings).unwrap_err();
        assert!(matches!(e, FenError::Invalid(_)), "{e:?}");
        assert_eq!(
            e.to_string(),
            "boards: black has 2 kings on the two boards; exactly one is needed"
        );
        manifold_locale::check::assert_renders(&e.message(), "two kings", STATUS_WORDS);
        let start = Position::start(VariantId::Transit).to_fen();
        let forced = start.replace(" -", " 1:e1").replacen(" 1:e1", " -", 1);
        let e = Position::from_fen(VariantId::Transit, &forced).unwrap_err();
        assert_eq!(
            e.to_string(),
            "forced transit: '1:e1' does not fit the position, which says '-'"
        );
        let e = Position::from_fen(VariantId::Transit, &start.replace(" -", " 1:E1")).unwrap_err();
        assert!(matches!(
            e,
            FenError::Transit(TransitTextError::Field(FieldProblem::ForcedCell(_)))
        ));
    }
}
