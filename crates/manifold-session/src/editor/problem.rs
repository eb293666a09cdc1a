//! Why an edited position cannot be played: each problem the game's position reader finds,
//! as its own typed value with the side, piece and cell concerned.
//!
//! The rules are the readers' (FEN, the Mattrix and Chess-transit texts, the draughts FEN,
//! and the army checks every chess reader makes, [`manifold_rules::army`]): the editor
//! writes the position's text and reads it back, and [`problem_of_chess`] and
//! [`problem_of_draughts`] say what the reader's error means for the position being
//! edited. Reader errors that only a typed text can cause (syntax, unknown letters) cannot
//! come from the editor; should one come, it is kept as [`EditorProblem::Unreadable`].

use crate::TextError;
use manifold_locale::{Localize, Message};
use manifold_rules::army::ArmyProblem;
use manifold_rules::draughts::FenError as DraughtsFenError;
use manifold_rules::draughts::rules::MAX_PIECES_PER_SIDE;
use manifold_rules::fen::{CastlingProblem, EnPassantProblem, FenError};
use manifold_rules::mattrix::text::{MattrixCastlingProblem, MattrixTextError};
use manifold_rules::names::{RoleName, SideCount, SideName};
use manifold_rules::transit::text::{FieldProblem, TransitTextError};
use manifold_rules::{PieceShape, Seat};

use super::edited::EditedPosition;

/// What makes an edited position unplayable (the first problem found).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum EditorProblem {
    /// A side without a king (chess).
    NoKing {
        /// The side.
        side: SideName,
    },
    /// A side with more than one king.
    TooManyKings {
        /// The side.
        side: SideName,
        /// Its kings.
        count: usize,
    },
    /// A side with more pieces than it starts with.
    TooManyPieces {
        /// The side.
        side: SideName,
        /// Its pieces.
        count: usize,
        /// The start army's number.
        max: usize,
    },
    /// An army its start army and promotions cannot give: a pawn where no pawn of its
    /// side can stand (its first rank), or too many pieces of a kind.
    Army(ArmyProblem),
    /// A pawn on a cell where it would already have promoted.
    PawnOnPromotionCell {
        /// The side.
        side: SideName,
        /// The kind of pawn.
        role: RoleName,
        /// The cell.
        cell: String,
    },
    /// The side that has just moved (the one before the side to move) is in check.
    LastMoverInCheck {
        /// The side in check.
        side: SideName,
        /// The side to move.
        to_move: SideName,
    },
    /// Two kings on neighbouring cells (Mattrix's reader says so in these words; in the
    /// two-player games it is a check on the side not to move).
    KingsSideBySide {
        /// One side.
        first: SideName,
        /// The other.
        second: SideName,
    },
    /// A castling right without its king and rook on their start cells.
    CastlingWithoutPieces {
        /// Whose right.
        side: SideName,
        /// The king's start cell.
        king: String,
        /// The rook's start cell.
        rook: String,
    },
    /// A piece stands on the en passant square.
    EnPassantOccupied {
        /// The square.
        cell: String,
    },
    /// No enemy pawn has just double-stepped over the en passant square.
    EnPassantNoDoubleStep {
        /// The square.
        cell: String,
    },
    /// A draughts man on its own crowning row.
    ManOnCrownRow {
        /// The side.
        side: SideName,
        /// The square.
        cell: String,
    },
    /// A draughts piece on a light square.
    NonPlayingCell {
        /// The side.
        side: SideName,
        /// The square.
        cell: String,
    },
    /// The reader refused the written text for a reason no edit should cause.
    Unreadable(TextError),
}

impl Localize for EditorProblem {
    fn message(&self) -> Message {
        match self {
            EditorProblem::NoKing { side } => Message::new("editor-no-king").message("side", side),
            EditorProblem::TooManyKings { side, count } => Message::new("editor-too-many-kings")
                .message("side", side)
                .number("count", *count),
            EditorProblem::TooManyPieces { side, count, max } => {
                Message::new("editor-too-many-pieces")
                    .message("side", side)
                    .number("count", *count)
                    .number("max", *max)
            }
            EditorProblem::Army(problem) => problem.message(),
            EditorProblem::PawnOnPromotionCell { side, role, cell } => {
                Message::new("editor-pawn-on-promotion-cell")
                    .message("side", side)
                    .message("role", role)
                    .text("cell", cell)
            }
            EditorProblem::LastMoverInCheck { side, to_move } => {
                Message::new("editor-last-mover-in-check")
                    .message("side", side)
                    .message("to_move", to_move)
            }
            EditorProblem::KingsSideBySide { first, second } => {
                Message::new("editor-kings-side-by-side")
                    .message("first", first)
                    .message("second", second)
            }
            EditorProblem::CastlingWithoutPieces { side, king, rook } => {
                Message::new("editor-castling-without-pieces")
                    .message("side", side)
                    .text("king", king)
                    .text("rook", rook)
            }
            EditorProblem::EnPassantOccupied { cell } => {
                Message::new("editor-en-passant-occupied").text("cell", cell)
            }
            EditorProblem::EnPassantNoDoubleStep { cell } => {
                Message::new("editor-en-passant-no-double-step").text("cell", cell)
            }
            EditorProblem::ManOnCrownRow { side, cell } => Message::new("editor-man-on-crown-row")
                .message("side", side)
                .text("cell", cell),
            EditorProblem::NonPlayingCell { side, cell } => Message::new("editor-non-playing-cell")
                .message("side", side)
                .text("cell", cell),
            EditorProblem::Unreadable(error) => {
                Message::new("editor-unreadable").message("error", error)
            }
        }
    }
}

manifold_locale::display_in_english!(EditorProblem);

impl std::error::Error for EditorProblem {}

/// The side of `seat` in `pos`'s game.
fn side_of(pos: &EditedPosition, seat: Seat) -> SideName {
    SideName {
        seats: pos.kind().seats(),
        seat,
    }
}

/// A reader's king count as the editor's problem.
fn kings(count: SideCount) -> EditorProblem {
    if count.count == 0 {
        EditorProblem::NoKing { side: count.side }
    } else {
        EditorProblem::TooManyKings {
            side: count.side,
            count: count.count,
        }
    }
}

/// The pawn on the cell named `cell` of `pos`, as a promotion-cell problem.
fn pawn_on_promotion(pos: &EditedPosition, cell: &str) -> Option<EditorProblem> {
    let c = pos.geometry().cell_by_name(cell)?;
    let piece = pos.piece_at(c)?;
    let PieceShape::Chess(role) = piece.shape else {
        return None;
    };
    Some(EditorProblem::PawnOnPromotionCell {
        side: side_of(pos, piece.seat),
        role: RoleName {
            variant: pos.variant_id(),
            role,
        },
        cell: cell.to_string(),
    })
}

/// The castling right whose rook starts on `rook` (or whose FEN letter is `letter`), as
/// a problem of its missing pieces.
fn castling_problem(
    pos: &EditedPosition,
    find: impl Fn(&manifold_rules::variant::CastleRule) -> bool,
) -> Option<EditorProblem> {
    let v = pos.variant_id().rules();
    let rule = v.castling.iter().find(|r| find(r))?;
    let g = pos.geometry();
    Some(EditorProblem::CastlingWithoutPieces {
        side: side_of(pos, rule.seat),
        king: g.cell_name(rule.king_from).to_string(),
        rook: g.cell_name(rule.rook_from).to_string(),
    })
}

/// The en passant problem of the square named `cell`: occupied, or no double step.
fn en_passant_problem(pos: &EditedPosition, cell: &str) -> EditorProblem {
    let occupied = pos
        .geometry()
        .cell_by_name(cell)
        .and_then(|c| pos.piece_at(c))
        .is_some();
    let cell = cell.to_string();
    if occupied {
        EditorProblem::EnPassantOccupied { cell }
    } else {
        EditorProblem::EnPassantNoDoubleStep { cell }
    }
}

/// What the chess reader's `error` on `pos`'s text means for `pos`.
pub(super) fn problem_of_chess(pos: &EditedPosition, error: FenError) -> EditorProblem {
    let to_move = side_of(pos, pos.turn());
    let found = match &error {
        FenError::KingCount(count) => Some(kings(*count)),
        FenError::TooManyPieces {
            side, count, max, ..
        } => Some(EditorProblem::TooManyPieces {
            side: *side,
            count: *count,
            max: *max,
        }),
        FenError::PawnOnPromotionSquare { cell, .. } => pawn_on_promotion(pos, cell),
        FenError::OpponentInCheck { side } => Some(EditorProblem::LastMoverInCheck {
            side: *side,
            to_move,
        }),
        FenError::Castling {
            reason: CastlingProblem::PiecesMissing { ch, .. },
            ..
        } => castling_problem(pos, |r| r.fen_char == *ch),
        FenError::EnPassant {
            field,
            reason: EnPassantProblem::Occupied | EnPassantProblem::NoDoubleStep,
        } => Some(en_passant_problem(pos, field)),
        FenError::Army(problem) => Some(EditorProblem::Army(problem.clone())),
        FenError::Mattrix(e) => problem_of_mattrix(pos, e),
        FenError::Transit(TransitTextError::Field(p)) => problem_of_transit(pos, p),
        _ => None,
    };
    found.unwrap_or(EditorProblem::Unreadable(TextError::ChessPosition(error)))
}

/// What the Mattrix reader's error means for `pos`.
fn problem_of_mattrix(pos: &EditedPosition, error: &MattrixTextError) -> Option<EditorProblem> {
    Some(match error {
        MattrixTextError::KingCount { seat, count } => kings(SideCount {
            side: *seat,
            count: *count,
        }),
        MattrixTextError::TooManyPieces { seat, count, max } => EditorProblem::TooManyPieces {
            side: *seat,
            count: *count,
            max: *max,
        },
        MattrixTextError::PawnOnPromotionSide { cell, .. } => pawn_on_promotion(pos, cell)?,
        MattrixTextError::LastMoverInCheck { seat, to_move } => EditorProblem::LastMoverInCheck {
            side: *seat,
            to_move: *to_move,
        },
        MattrixTextError::KingsSideBySide { first, second } => EditorProblem::KingsSideBySide {
            first: *first,
            second: *second,
        },
        MattrixTextError::Castling {
            reason: MattrixCastlingProblem::PiecesMissing { rook, .. },
            ..
        } => castling_problem(pos, |r| pos.geometry().cell_name(r.rook_from) == rook)?,
        _ => return None,
    })
}

/// What the Chess-transit reader's field problem means for `pos`.
fn problem_of_transit(pos: &EditedPosition, problem: &FieldProblem) -> Option<EditorProblem> {
    let v = pos.variant_id().rules();
    Some(match problem {
        FieldProblem::KingCount(count) => kings(*count),
        FieldProblem::TooManyPieces(count) => EditorProblem::TooManyPieces {
            side: count.side,
            count: count.count,
            max: v.max_pieces_per_seat,
        },
        FieldProblem::PawnOnPromotion(cell) => pawn_on_promotion(pos, cell)?,
        FieldProblem::MoverInCheck => EditorProblem::LastMoverInCheck {
            side: side_of(pos, pos.turn().next(v.seats)),
            to_move: side_of(pos, pos.turn()),
        },
        FieldProblem::CastlingPieces(ch) => castling_problem(pos, |r| r.fen_char == *ch)?,
        FieldProblem::NoDoubleStep(cell) => en_passant_problem(pos, cell),
        _ => return None,
    })
}

/// What the draughts reader's `error` on `pos`'s text means for `pos`.
pub(super) fn problem_of_draughts(pos: &EditedPosition, error: DraughtsFenError) -> EditorProblem {
    let side = |seat: Seat| side_of(pos, seat);
    match &error {
        DraughtsFenError::ManOnCrownRow { side: s, square } => EditorProblem::ManOnCrownRow {
            side: side(*s),
            cell: square.clone(),
        },
        DraughtsFenError::LightSquare { side: s, square } => EditorProblem::NonPlayingCell {
            side: side(*s),
            cell: square.clone(),
        },
        DraughtsFenError::TooManyPieces { side: s, count } => EditorProblem::TooManyPieces {
            side: side(*s),
            count: *count,
            max: MAX_PIECES_PER_SIDE,
        },
        _ => EditorProblem::Unreadable(TextError::DraughtsPosition(error)),
    }
}
