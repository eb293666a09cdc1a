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

use super::coord::{CoordError, IllegalMove, role_name};
use super::geometry::Cell;
use super::moves::{Move, MoveKind, MoveList};
use super::names::{RoleName, SideName, VariantName};
use super::piece::{Role, Seat};
use super::position::Position;
use super::transit::TransitRefusal;
use super::variant::{Notation, VariantId};
use manifold_locale::{Arg, Localize, Message};

/// Why a SAN move was refused. Every variant carries the text that was read.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum SanError {
    /// The text is not algebraic notation at all.
    Syntax(String),
    /// An upper-case letter that is no piece of this game.
    UnknownPiece {
        /// The move text.
        text: String,
        /// The upper-case letter, which names no piece of the game.
        letter: char,
        /// The game being played, whose pieces the letter was read against.
        variant: VariantName,
    },
    /// A target square that is not on this board.
    UnknownSquare {
        /// The move text.
        text: String,
        /// The bad square.
        square: String,
    },
    /// Chess-transit: a board prefix that names no board (`3:e4`).
    UnknownBoard {
        /// The move text.
        text: String,
        /// The prefix as typed.
        board: String,
    },
    /// Chess-transit: a transit that does not go to the other board (`1:e2>1`).
    TransitToOwnBoard {
        /// The move text.
        text: String,
        /// The start square as typed, without its board.
        square: String,
        /// The other board (1 or 2), where a transit goes.
        board: usize,
    },
    /// Well formed, but no such piece can make that move here.
    Illegal {
        /// The move text.
        text: String,
        /// Why (which piece is missing, or why the piece cannot go there), boxed to keep
        /// the error small.
        reason: Box<SanRefusal>,
    },
    /// More than one legal move fits the text.
    Ambiguous {
        /// The move text.
        text: String,
        /// Each fitting move, in SAN.
        candidates: Vec<String>,
    },
    /// A pawn reaches the promotion zone but no piece was named.
    PromotionMissing {
        /// The move text.
        text: String,
        /// The move with a promotion added.
        example: String,
    },
    /// A promotion that cannot be made.
    BadPromotion {
        /// The move text.
        text: String,
        /// What is wrong with it.
        reason: PromotionProblem,
    },
    /// Castling that is not possible here.
    Castling {
        /// The move text.
        text: String,
        /// Which castling: king's side or queen's side.
        side: CastlingSide,
        /// What keeps it from being played here.
        reason: CastlingRefusal,
    },
}

/// Why no piece that a SAN text names can make its move ([`SanError::Illegal`]).
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum SanRefusal {
    /// One piece fits the text, and this is why it cannot move there.
    Move(IllegalMove),
    /// The side to move has no piece of that kind.
    NoSuchPiece {
        /// The side to move.
        side: SideName,
        /// The kind of piece the text names.
        piece: RoleName,
    },
    /// No piece of that kind stands on the cell the text names.
    NoSuchPieceOn {
        /// The side to move.
        side: SideName,
        /// The kind of piece the text names.
        piece: RoleName,
        /// The cell, as typed.
        cell: String,
    },
    /// No piece of that kind stands on the file the text names.
    NoSuchPieceOnFile {
        /// The side to move.
        side: SideName,
        /// The kind of piece the text names.
        piece: RoleName,
        /// The file, as typed.
        file: String,
    },
    /// No piece of that kind stands on the rank the text names.
    NoSuchPieceOnRank {
        /// The side to move.
        side: SideName,
        /// The kind of piece the text names.
        piece: RoleName,
        /// The rank, as typed.
        rank: String,
    },
    /// The target cell holds a piece of the side to move.
    OwnPieceOnTarget {
        /// The target cell's name.
        cell: String,
        /// The piece on it.
        piece: RoleName,
    },
    /// No piece of that kind can move to the target.
    NoRoleCan {
        /// The side to move.
        side: SideName,
        /// The kind of piece the text names.
        piece: RoleName,
        /// The target cell's name.
        to: String,
        /// Whether the side to move is in check.
        in_check: bool,
    },
    /// None of the pieces of that kind the text may name can move to the target.
    NoneOf {
        /// The side to move.
        side: SideName,
        /// The kind of piece the text names.
        piece: RoleName,
        /// The cells of those pieces.
        cells: Vec<String>,
        /// The target cell's name.
        to: String,
        /// Whether the side to move is in check.
        in_check: bool,
    },
    /// Mattrix: no piece at all can move to the target.
    NoPieceCan {
        /// The side to move.
        side: SideName,
        /// The target cell's name.
        to: String,
        /// Whether the side to move is in check.
        in_check: bool,
    },
    /// Mattrix: the start cell holds another kind of piece than the text names.
    WrongPiece {
        /// The start cell's name.
        cell: String,
        /// The piece there.
        actual: RoleName,
        /// The piece the text names.
        named: RoleName,
    },
    /// Chess-transit: a rule of RULES 6 refuses the move.
    Transit(TransitRefusal),
    /// Chess-transit: the move would leave the own king in check.
    LeavesKingInCheck,
    /// Chess-transit: the move read on one board, and that board's reader refused it.
    OnBoard {
        /// The board, 1 or 2.
        board: usize,
        /// The board's reader's error.
        error: Box<MoveParseError>,
    },
    /// Chess-transit: the transit's start square does not hold the piece its letter names.
    NoSuchPieceOnSquare {
        /// The square with its board (`1:e2`).
        square: String,
    },
    /// Chess-transit: no rule refuses the transit.
    TransitLegal,
}

/// What is wrong with a promotion ([`SanError::BadPromotion`]).
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum PromotionProblem {
    /// The promotion letter is no piece of the game.
    NotAPiece {
        /// The letter after the promotion sign.
        letter: char,
        /// The game being played, whose pieces the letter was read against.
        variant: VariantName,
    },
    /// Mattrix: the promotion letter is no piece of Mattrix.
    NotAMattrixPiece {
        /// The letter after the promotion sign.
        letter: char,
    },
    /// The move does not reach the promotion zone.
    OutsideZone,
    /// Mattrix: the move does not reach the promotion side.
    OutsideSide,
    /// A pawn may not become that piece here.
    NotTo {
        /// The piece asked for.
        piece: RoleName,
        /// The pieces the pawn may become.
        allowed: Vec<RoleName>,
    },
    /// Mattrix: this kind of pawn may not become that piece.
    MattrixNotTo {
        /// The pawn (heavy or light).
        pawn: RoleName,
        /// The piece asked for.
        piece: RoleName,
        /// The pieces the pawn may become.
        allowed: Vec<RoleName>,
    },
}

/// Which castling a text asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum CastlingSide {
    /// `O-O`.
    KingSide,
    /// `O-O-O`.
    QueenSide,
    /// Mattrix's `0-0`, with the nearer rook.
    Short,
    /// Mattrix's `0-0-0`, with the farther rook.
    Long,
}

/// Why castling is not possible here ([`SanError::Castling`]).
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum CastlingRefusal {
    /// The game has no such castling.
    NoCastling {
        /// The game being played, whose pieces the letter was read against.
        variant: VariantName,
    },
    /// The side to move has lost the right.
    RightLost {
        /// The side to move.
        side: SideName,
    },
    /// Mattrix: the side to move has lost the right, as its king or rook has moved.
    RightLostMoved {
        /// The side to move.
        side: SideName,
    },
    /// The king is in check.
    KingInCheck,
    /// The squares between king and rook are not empty.
    SquaresTaken,
    /// Mattrix: a cell between king and rook is taken.
    CellsTaken {
        /// The first taken cell.
        cell: String,
    },
    /// The king would pass through or land on an attacked square.
    Attacked,
    /// Mattrix: the king would pass through or land on this attacked cell.
    AttackedCell {
        /// The attacked cell.
        cell: String,
    },
    /// Mattrix: the king would be left in check.
    KingLeftInCheck,
}

/// Why a typed move (coordinate notation or SAN) was refused: the more telling of the two
/// readers' errors.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum MoveParseError {
    /// The text reads as coordinates (`e2e4`) and the coordinate reader refused it.
    Coord(CoordError),
    /// The text reads as SAN (`Nf3`) and the SAN reader refused it.
    San(SanError),
    /// Neither reader could make anything of the text.
    Unreadable(String),
}

impl From<CoordError> for MoveParseError {
    fn from(error: CoordError) -> Self {
        MoveParseError::Coord(error)
    }
}

impl From<SanError> for MoveParseError {
    fn from(error: SanError) -> Self {
        MoveParseError::San(error)
    }
}

/// `items` joined by the list message `id` (`{ $first }, { $rest }`), as one argument.
fn joined(id: &'static str, items: impl DoubleEndedIterator<Item = Arg>) -> Arg {
    let mut items = items.rev();
    let last = items.next().unwrap_or_else(|| Arg::Text(String::new()));
    items.fold(last, |rest, first| {
        Arg::Message(Box::new(Message {
            id,
            args: vec![("first", first), ("rest", rest)],
        }))
    })
}

/// `message` with the argument `name` set to `value`.
fn with_arg(mut message: Message, name: &'static str, value: Arg) -> Message {
    message.args.push((name, value));
    message
}

/// The roles `roles` as one argument, joined by commas.
fn role_list(roles: &[RoleName]) -> Arg {
    joined(
        "san-comma_list",
        roles.iter().map(|r| Arg::Message(Box::new(r.message()))),
    )
}

/// `plain`, or `checked` when the side to move is in check.
fn check_note(in_check: bool, plain: &'static str, checked: &'static str) -> Message {
    Message::new(if in_check { checked } else { plain })
}

impl Localize for SanError {
    fn message(&self) -> Message {
        match self {
            SanError::Syntax(text) => Message::new("san-syntax").text("text", text),
            SanError::UnknownPiece {
                text,
                letter,
                variant,
            } => Message::new("san-unknown_piece")
                .text("text", text)
                .text("letter", letter)
                .message("variant", variant),
            SanError::UnknownSquare { text, square } => Message::new("coord-unknown_square")
                .text("text", text)
                .text("square", square),
            SanError::UnknownBoard { text, board } => Message::new("transit-unknown_board")
                .text("text", text)
                .text("board", board),
            SanError::TransitToOwnBoard {
                text,
                square,
                board,
            } => Message::new("transit-to_own_board")
                .text("text", text)
                .text("square", square)
                .number("board", *board),
            SanError::Illegal { text, reason } => Message::new("coord-illegal")
                .text("text", text)
                .message("reason", reason),
            SanError::Ambiguous { text, candidates } => with_arg(
                Message::new("san-ambiguous").text("text", text),
                "candidates",
                joined("san-or_list", candidates.iter().cloned().map(Arg::Text)),
            ),
            SanError::PromotionMissing { text, example } => Message::new("san-promotion_missing")
                .text("text", text)
                .text("example", example),
            SanError::BadPromotion { text, reason } => Message::new("san-with_reason")
                .text("text", text)
                .message("reason", reason),
            SanError::Castling { text, side, reason } => Message::new("san-castling")
                .text("text", text)
                .message("side", side)
                .message("reason", reason),
        }
    }
}

impl Localize for SanRefusal {
    fn message(&self) -> Message {
        let piece_of = |id, side: &SideName, piece: &RoleName| {
            Message::new(id)
                .message("side", side)
                .message("piece", piece)
        };
        match self {
            SanRefusal::Move(why) => why.message(),
            SanRefusal::NoSuchPiece { side, piece } => piece_of("san-no_such_piece", side, piece),
            SanRefusal::NoSuchPieceOn { side, piece, cell } => {
                piece_of("san-no_such_piece_on", side, piece).text("cell", cell)
            }
            SanRefusal::NoSuchPieceOnFile { side, piece, file } => {
                piece_of("san-no_such_piece_on_file", side, piece).text("file", file)
            }
            SanRefusal::NoSuchPieceOnRank { side, piece, rank } => {
                piece_of("san-no_such_piece_on_rank", side, piece).text("rank", rank)
            }
            SanRefusal::OwnPieceOnTarget { cell, piece } => Message::new("san-own_piece_on_target")
                .text("cell", cell)
                .message("piece", piece),
            SanRefusal::NoRoleCan {
                side,
                piece,
                to,
                in_check,
            } => check_note(*in_check, "san-no_role_can", "san-no_role_can-in_check")
                .message("side", side)
                .message("piece", piece)
                .text("to", to),
            SanRefusal::NoneOf {
                side,
                piece,
                cells,
                to,
                in_check,
            } => check_note(*in_check, "san-none_of", "san-none_of-in_check")
                .message("side", side)
                .message("piece", piece)
                .text("cells", cells.join(", "))
                .text("to", to),
            SanRefusal::NoPieceCan { side, to, in_check } => check_note(
                *in_check,
                "mattrix-move-no_piece_can",
                "mattrix-move-no_piece_can-in_check",
            )
            .message("side", side)
            .text("to", to),
            SanRefusal::WrongPiece {
                cell,
                actual,
                named,
            } => Message::new("mattrix-move-wrong_piece")
                .text("cell", cell)
                .message("actual", actual)
                .message("named", named),
            SanRefusal::Transit(refusal) => refusal.message(),
            SanRefusal::LeavesKingInCheck => Message::new("transit-leaves_king_in_check"),
            SanRefusal::OnBoard { board, error } => Message::new("transit-on_board")
                .number("board", *board)
                .message("error", error),
            SanRefusal::NoSuchPieceOnSquare { square } => {
                Message::new("transit-no_such_piece").text("square", square)
            }
            SanRefusal::TransitLegal => Message::new("transit-legal"),
        }
    }
}

impl Localize for PromotionProblem {
    fn message(&self) -> Message {
        match self {
            PromotionProblem::NotAPiece { letter, variant } => {
                Message::new("san-promotion-not_a_piece")
                    .text("letter", letter)
                    .message("variant", variant)
            }
            PromotionProblem::NotAMattrixPiece { letter } => {
                Message::new("mattrix-move-not_a_piece")
                    .text("letter", letter)
                    .message("variant", VariantName(VariantId::Mattrix))
            }
            PromotionProblem::OutsideZone => Message::new("san-promotion-outside_zone"),
            PromotionProblem::OutsideSide => Message::new("mattrix-move-outside_side"),
            PromotionProblem::NotTo { piece, allowed } => with_arg(
                Message::new("san-promotion-not_to").message("piece", piece),
                "allowed",
                role_list(allowed),
            ),
            PromotionProblem::MattrixNotTo {
                pawn,
                piece,
                allowed,
            } => with_arg(
                Message::new("mattrix-move-not_to")
                    .message("pawn", pawn)
                    .message("piece", piece),
                "allowed",
                role_list(allowed),
            ),
        }
    }
}

impl Localize for CastlingSide {
    fn message(&self) -> Message {
        Message::new(match self {
            CastlingSide::KingSide => "frag-castle-king_side",
            CastlingSide::QueenSide => "frag-castle-queen_side",
            CastlingSide::Short => "frag-castle-short",
            CastlingSide::Long => "frag-castle-long",
        })
    }
}

impl Localize for CastlingRefusal {
    fn message(&self) -> Message {
        match self {
            CastlingRefusal::NoCastling { variant } => {
                Message::new("san-castling-none").message("variant", variant)
            }
            CastlingRefusal::RightLost { side } => {
                Message::new("san-castling-right_lost").message("side", side)
            }
            CastlingRefusal::RightLostMoved { side } => {
                Message::new("mattrix-move-right_lost").message("side", side)
            }
            CastlingRefusal::KingInCheck => Message::new("san-castling-king_in_check"),
            CastlingRefusal::SquaresTaken => Message::new("san-castling-squares_taken"),
            CastlingRefusal::CellsTaken { cell } => {
                Message::new("mattrix-move-cells_taken").text("cell", cell)
            }
            CastlingRefusal::Attacked => Message::new("san-castling-attacked"),
            CastlingRefusal::AttackedCell { cell } => {
                Message::new("mattrix-move-attacked").text("cell", cell)
            }
            CastlingRefusal::KingLeftInCheck => Message::new("mattrix-move-king_left_in_check"),
        }
    }
}

impl Localize for MoveParseError {
    fn message(&self) -> Message {
        match self {
            MoveParseError::Coord(error) => error.message(),
            MoveParseError::San(error) => error.message(),
            MoveParseError::Unreadable(text) => Message::new("san-unreadable").text("text", text),
        }
    }
}

manifold_locale::display_in_english!(
    SanError,
    SanRefusal,
    PromotionProblem,
    CastlingSide,
    CastlingRefusal,
    MoveParseError
);

impl std::error::Error for SanError {}

impl std::error::Error for MoveParseError {}

/// The Latin words of the notation examples in the Russian messages (`exd5`), for the
/// message tests.
#[cfg(test)]
pub(crate) const EXAMPLE_WORDS: &[&str] = &["exd"];

/// The side to move of `pos`, for messages.
pub fn side_to_move(pos: &Position) -> SideName {
    SideName {
        seats: pos.variant.seats,
        seat: pos.turn,
    }
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

    /// That no piece of the side `side` and kind `piece` stands where this says.
    fn no_such_piece(&self, side: SideName, piece: RoleName) -> SanRefusal {
        match (self.file, self.rank) {
            (Some(f), Some(r)) => SanRefusal::NoSuchPieceOn {
                side,
                piece,
                cell: format!("{f}{r}"),
            },
            (Some(f), None) => SanRefusal::NoSuchPieceOnFile {
                side,
                piece,
                file: f.to_string(),
            },
            (None, Some(r)) => SanRefusal::NoSuchPieceOnRank {
                side,
                piece,
                rank: r.to_string(),
            },
            (None, None) => SanRefusal::NoSuchPiece { side, piece },
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
        match self.variant.notation {
            Notation::Standard => {}
            Notation::Mattrix => return super::mattrix::notation::short_notation(self, m),
            Notation::Transit => return super::transit::notation::to_text(self, m),
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
        let capture = self.is_capture(m);
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
        match self.variant.notation {
            Notation::Standard => {}
            Notation::Mattrix => return super::mattrix::notation::parse(self, text),
            Notation::Transit => return super::transit::notation::parse(self, text),
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
                reason: PromotionProblem::NotAPiece {
                    letter,
                    variant: VariantName(self.variant.id),
                },
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
                    variant: VariantName(self.variant.id),
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
                reason: Box::new(self.why_no_piece_fits(reading, to, promotion)),
            });
        }
        pick_promotion(
            text,
            &fitting,
            promotion,
            PromotionProblem::OutsideZone,
            |p| PromotionProblem::NotTo {
                piece: role_name(self, p),
                allowed: promotion_roles(self, &fitting),
            },
            |m| self.san_without_suffix(m, &legal),
        )
    }

    /// Explains why no piece of the reading can go to `to`.
    fn why_no_piece_fits(
        &self,
        reading: Reading<'_>,
        to: Cell,
        promotion: Option<Role>,
    ) -> SanRefusal {
        let g = self.geometry();
        let us = self.turn;
        let piece = role_name(self, reading.role.unwrap_or(Role::Pawn));
        let side = side_to_move(self);
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
            return SanRefusal::NoSuchPiece { side, piece };
        }
        let candidates: Vec<Cell> = ours
            .iter()
            .copied()
            .filter(|&c| reading.from.matches(g.cell_name(c)))
            .collect();
        if candidates.is_empty() {
            return reading.from.no_such_piece(side, piece);
        }
        if let Some(p) = self.piece_at(to)
            && p.seat == us
        {
            return SanRefusal::OwnPieceOnTarget {
                cell: g.cell_name(to).to_string(),
                piece: role_name(self, p.role),
            };
        }
        if let [from] = candidates.as_slice() {
            return SanRefusal::Move(self.why_illegal(*from, to, promotion));
        }
        let in_check = self.in_check();
        let to = g.cell_name(to).to_string();
        if reading.role.is_none() && reading.from.file.is_none() {
            return SanRefusal::NoRoleCan {
                side,
                piece,
                to,
                in_check,
            };
        }
        SanRefusal::NoneOf {
            side,
            piece,
            cells: candidates
                .iter()
                .map(|&c| g.cell_name(c).to_string())
                .collect(),
            to,
            in_check,
        }
    }

    /// Finds the castling move of the seat to move on the given side.
    fn parse_castling(&self, text: &str, short: bool) -> Result<Move, SanError> {
        let v = self.variant;
        let us = self.turn;
        let side = if short {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        let err = |reason: CastlingRefusal| SanError::Castling {
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
            return Err(err(CastlingRefusal::NoCastling {
                variant: VariantName(v.id),
            }));
        }
        let legal = self.legal_moves();
        if let Some(m) = legal.iter().find(|m| {
            matches!(m.kind, MoveKind::Castle(i) if rules.iter().any(|(j, _)| *j == i as usize))
        }) {
            return Ok(*m);
        }
        let (i, rule) = rules[0];
        let reason = if self.castling_rights() >> i & 1 == 0 {
            CastlingRefusal::RightLost {
                side: side_to_move(self),
            }
        } else if self.in_check() {
            CastlingRefusal::KingInCheck
        } else if rule
            .must_be_empty
            .iter()
            .any(|&c| self.piece_at(c).is_some())
        {
            CastlingRefusal::SquaresTaken
        } else {
            CastlingRefusal::Attacked
        };
        Err(err(reason))
    }

    /// Reads a typed move, in SAN (`Nf3`, `O-O`, the long `Ng1-f3`) or coordinates (`g1f3`,
    /// `e7e8q`), and returns it if it is legal here. SAN is tried first: a text that is both
    /// (Wirth's `B1D2`, or `B1d2` where the coordinate reader takes `B1` as `b1`) is the move
    /// SAN names, as the move list writes it. When both readers refuse, the error is the one
    /// of the notation the text seems to be written in.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        if self.variant.notation == Notation::Transit {
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

/// The one move of `fitting` (the legal moves that fit `text` but for the promotion) that
/// promotes as `promotion` asks, or why none or several do: no promotion named where one
/// is needed (an example written by `write`), `outside` where none of them promotes,
/// `not_to(p)` where they promote but not to `p`, or the several moves (written by
/// `write`). SAN and Mattrix's notation read promotions alike.
pub(crate) fn pick_promotion(
    text: &str,
    fitting: &[Move],
    promotion: Option<Role>,
    outside: PromotionProblem,
    not_to: impl FnOnce(Role) -> PromotionProblem,
    write: impl Fn(Move) -> String,
) -> Result<Move, SanError> {
    let chosen: Vec<Move> = fitting
        .iter()
        .copied()
        .filter(|m| m.promotion == promotion)
        .collect();
    match chosen.as_slice() {
        [m] => return Ok(*m),
        [] => {}
        many => {
            return Err(SanError::Ambiguous {
                text: text.to_string(),
                candidates: many.iter().map(|&m| write(m)).collect(),
            });
        }
    }
    let Some(p) = promotion else {
        let example = fitting
            .iter()
            .find(|m| m.promotion.is_some())
            .map(|&m| write(m))
            .unwrap_or_default();
        return Err(SanError::PromotionMissing {
            text: text.to_string(),
            example,
        });
    };
    let reason = if fitting.iter().all(|m| m.promotion.is_none()) {
        outside
    } else {
        not_to(p)
    };
    Err(SanError::BadPromotion {
        text: text.to_string(),
        reason,
    })
}

/// The roles the moves `fitting` promote to, without repeats, in first-seen order.
pub fn promotion_roles(pos: &Position, fitting: &[Move]) -> Vec<RoleName> {
    let mut out: Vec<RoleName> = Vec::new();
    for role in fitting.iter().filter_map(|m| m.promotion) {
        let name = role_name(pos, role);
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    fn name(role: Role) -> RoleName {
        RoleName {
            variant: VariantId::Classical,
            role,
        }
    }

    fn white() -> SideName {
        SideName {
            seats: 2,
            seat: Seat::WHITE,
        }
    }

    #[test]
    fn every_san_message_renders() {
        let t = || "Nd4".to_string();
        let classical = VariantName(VariantId::Classical);
        assert_every_variant_renders(
            &[
                SanError::Syntax(t()),
                SanError::UnknownPiece {
                    text: t(),
                    letter: 'G',
                    variant: classical,
                },
                SanError::UnknownSquare {
                    text: t(),
                    square: "z9".into(),
                },
                SanError::UnknownBoard {
                    text: t(),
                    board: "3".into(),
                },
                SanError::TransitToOwnBoard {
                    text: t(),
                    square: "e2".into(),
                    board: 2,
                },
                SanError::Illegal {
                    text: t(),
                    reason: Box::new(SanRefusal::LeavesKingInCheck),
                },
                SanError::Ambiguous {
                    text: t(),
                    candidates: vec!["Nbd2".into(), "Nfd2".into()],
                },
                SanError::PromotionMissing {
                    text: t(),
                    example: "e8=Q".into(),
                },
                SanError::BadPromotion {
                    text: t(),
                    reason: PromotionProblem::OutsideZone,
                },
                SanError::Castling {
                    text: t(),
                    side: CastlingSide::KingSide,
                    reason: CastlingRefusal::KingInCheck,
                },
            ],
            EXAMPLE_WORDS,
        );
        let knight = name(Role::Knight);
        let side = white();
        assert_every_variant_renders(
            &[
                SanRefusal::Move(IllegalMove::PromotionNeeded),
                SanRefusal::NoSuchPiece {
                    side,
                    piece: knight,
                },
                SanRefusal::NoSuchPieceOn {
                    side,
                    piece: knight,
                    cell: "c3".into(),
                },
                SanRefusal::NoSuchPieceOnFile {
                    side,
                    piece: knight,
                    file: "c".into(),
                },
                SanRefusal::NoSuchPieceOnRank {
                    side,
                    piece: knight,
                    rank: "3".into(),
                },
                SanRefusal::OwnPieceOnTarget {
                    cell: "e2".into(),
                    piece: name(Role::Pawn),
                },
                SanRefusal::NoRoleCan {
                    side,
                    piece: knight,
                    to: "d4".into(),
                    in_check: true,
                },
                SanRefusal::NoneOf {
                    side,
                    piece: knight,
                    cells: vec!["b1".into(), "g1".into()],
                    to: "d4".into(),
                    in_check: false,
                },
                SanRefusal::NoPieceCan {
                    side,
                    to: "d4".into(),
                    in_check: false,
                },
                SanRefusal::WrongPiece {
                    cell: "b1".into(),
                    actual: knight,
                    named: name(Role::Bishop),
                },
                SanRefusal::Transit(TransitRefusal::CheckNotAnswered),
                SanRefusal::LeavesKingInCheck,
                SanRefusal::OnBoard {
                    board: 1,
                    error: Box::new(MoveParseError::Unreadable(t())),
                },
                SanRefusal::NoSuchPieceOnSquare {
                    square: "1:e2".into(),
                },
                SanRefusal::TransitLegal,
            ],
            EXAMPLE_WORDS,
        );
        let allowed = vec![name(Role::Rook), name(Role::Bishop), knight];
        assert_every_variant_renders(
            &[
                PromotionProblem::NotAPiece {
                    letter: 'Z',
                    variant: classical,
                },
                PromotionProblem::NotAMattrixPiece { letter: 'Z' },
                PromotionProblem::OutsideZone,
                PromotionProblem::OutsideSide,
                PromotionProblem::NotTo {
                    piece: name(Role::King),
                    allowed: allowed.clone(),
                },
                PromotionProblem::MattrixNotTo {
                    pawn: name(Role::LightPawn),
                    piece: name(Role::Queen),
                    allowed,
                },
            ],
            EXAMPLE_WORDS,
        );
        assert_every_variant_renders(
            &[
                CastlingSide::KingSide,
                CastlingSide::QueenSide,
                CastlingSide::Short,
                CastlingSide::Long,
            ],
            EXAMPLE_WORDS,
        );
        assert_every_variant_renders(
            &[
                CastlingRefusal::NoCastling { variant: classical },
                CastlingRefusal::RightLost { side },
                CastlingRefusal::RightLostMoved { side },
                CastlingRefusal::KingInCheck,
                CastlingRefusal::SquaresTaken,
                CastlingRefusal::CellsTaken { cell: "o19".into() },
                CastlingRefusal::Attacked,
                CastlingRefusal::AttackedCell { cell: "o18".into() },
                CastlingRefusal::KingLeftInCheck,
            ],
            EXAMPLE_WORDS,
        );
        assert_every_variant_renders(
            &[
                MoveParseError::Coord(CoordError::Syntax(t())),
                MoveParseError::San(SanError::Syntax(t())),
                MoveParseError::Unreadable(t()),
            ],
            EXAMPLE_WORDS,
        );
    }

    #[test]
    fn errors_stay_small() {
        // PGN and the CLI pass these errors by value inside their own errors.
        assert!(std::mem::size_of::<SanError>() <= 64);
        assert!(std::mem::size_of::<MoveParseError>() <= 128);
    }

    #[test]
    fn lists_are_joined_in_each_language() {
        let e = SanError::Ambiguous {
            text: "Nd2".into(),
            candidates: vec!["Nbd2".into(), "Nfd2".into(), "Ned2".into()],
        };
        assert_eq!(
            e.to_string(),
            "'Nd2' is ambiguous: it could be Nbd2 or Nfd2 or Ned2"
        );
        assert_eq!(
            text(Language::Russian, &e),
            "ход 'Nd2' неоднозначен: это может быть Nbd2 или Nfd2 или Ned2"
        );
        let p = PromotionProblem::NotTo {
            piece: name(Role::King),
            allowed: vec![name(Role::Queen), name(Role::Rook)],
        };
        assert_eq!(
            p.to_string(),
            "a pawn cannot promote to a king here (it may become: queen, rook)"
        );
        assert_eq!(
            text(Language::Russian, &p),
            "пешка не может превратиться здесь в фигуру «король» (можно: ферзь, ладья)"
        );
    }
}
