//! A position being edited: any pieces of the game on any cells, the side to move, the
//! castling rights, the en passant square, Chess-transit's board statuses and the
//! counters. Nothing is checked while editing (beyond what the game has at all); a
//! position is checked when it is exported or played ([`super::status`]).

use crate::TextError;
use manifold_rules::draughts::{DraughtsPiece, DraughtsPosition, DraughtsRules, PieceKind};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{
    AnyGame, Cell, GameKind, Geometry, Piece, PieceShape, PieceView, Position, Seat, VariantId,
};

use super::edit_error::{EditError, ShapeName};
use super::palette::in_palette;

/// One castling right of the game, as the editor shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingRight {
    /// Whose right it is.
    pub seat: Seat,
    /// Short (0-0, with the nearer rook) or long.
    pub short: bool,
    /// The king's start cell.
    pub king: Cell,
    /// The rook's start cell: the right's name in the editor (and in the Mattrix text).
    pub rook: Cell,
    /// Whether the position holds it.
    pub held: bool,
}

/// A position of any game being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditedPosition {
    kind: GameKind,
    cells: Vec<Option<PieceView>>,
    turn: Seat,
    /// One bit per castling rule of the variant.
    castling: u8,
    en_passant: Option<Cell>,
    boards: [BoardStatus; 2],
    halfmove: u16,
    fullmove: u32,
    draughts_rules: DraughtsRules,
}

impl EditedPosition {
    /// An empty board of `kind` with White to move.
    pub(crate) fn empty(kind: GameKind) -> EditedPosition {
        let cells = vec![None; kind_geometry(kind).cell_count()];
        EditedPosition {
            kind,
            cells,
            turn: Seat::WHITE,
            castling: 0,
            en_passant: None,
            boards: [BoardStatus::Open; 2],
            halfmove: 0,
            fullmove: 1,
            draughts_rules: DraughtsRules::default(),
        }
    }

    /// The position of a chess variant, to edit.
    pub(crate) fn from_chess(pos: &Position) -> EditedPosition {
        let mut e = EditedPosition::empty(GameKind::Chess(pos.variant().id));
        for (cell, p) in pos.pieces() {
            e.cells[cell.index()] = Some(PieceView {
                seat: p.seat,
                shape: PieceShape::Chess(p.role),
            });
        }
        e.turn = pos.turn();
        e.castling = pos.castling_rights();
        e.en_passant = pos.en_passant_target();
        e.boards = pos.board_status();
        e.halfmove = pos.halfmove_clock();
        e.fullmove = pos.fullmove_number();
        e
    }

    /// A draughts position, to edit (its rule options are kept).
    pub(crate) fn from_draughts(pos: &DraughtsPosition) -> EditedPosition {
        let mut e = EditedPosition::empty(GameKind::Draughts);
        for (cell, p) in pos.pieces() {
            let shape = match p.kind {
                PieceKind::Man => PieceShape::Man,
                PieceKind::King => PieceShape::DraughtsKing,
            };
            e.cells[cell.index()] = Some(PieceView {
                seat: p.seat,
                shape,
            });
        }
        e.turn = pos.turn();
        e.halfmove = pos.quiet_plies();
        e.fullmove = pos.fullmove_number();
        e.draughts_rules = pos.rules();
        e
    }

    /// The position of `game` after `ply` moves (clamped to the moves played), to edit.
    pub fn from_game(game: &AnyGame, ply: usize) -> EditedPosition {
        let ply = ply.min(game.ply_count());
        match game {
            AnyGame::Chess(g) => EditedPosition::from_chess(&g.positions()[ply]),
            AnyGame::Draughts(g) => EditedPosition::from_draughts(&g.positions()[ply]),
        }
    }

    /// A position text of `kind` read by the game's own reader, to edit.
    pub fn from_text(kind: GameKind, text: &str) -> Result<EditedPosition, TextError> {
        match kind {
            GameKind::Chess(v) => Position::from_fen(v, text)
                .map(|p| EditedPosition::from_chess(&p))
                .map_err(TextError::ChessPosition),
            GameKind::Draughts => DraughtsPosition::from_fen(text)
                .map(|p| EditedPosition::from_draughts(&p))
                .map_err(TextError::DraughtsPosition),
        }
    }

    /// Which game this is a position of.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The board.
    pub fn geometry(&self) -> &'static Geometry {
        kind_geometry(self.kind)
    }

    /// What stands on `cell`.
    pub fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        self.cells.get(cell.index()).copied().flatten()
    }

    /// Every piece with its cell, in cell order.
    pub fn pieces(&self) -> Vec<(Cell, PieceView)> {
        self.geometry()
            .cells()
            .filter_map(|c| self.piece_at(c).map(|p| (c, p)))
            .collect()
    }

    /// Puts `piece` on `cell`, replacing what stood there (returned). Any piece of the
    /// game's palette may go on any cell; whether the position can be played is asked of
    /// [`EditedPosition::validate`].
    pub fn put(&mut self, cell: Cell, piece: PieceView) -> Result<Option<PieceView>, EditError> {
        self.check_cell(cell)?;
        if piece.seat.0 >= self.kind.seats() {
            return Err(EditError::SeatNotInGame {
                number: piece.seat.0 + 1,
            });
        }
        if !in_palette(self.kind, piece) {
            return Err(EditError::PieceNotInGame {
                piece: ShapeName {
                    variant: self.variant_id(),
                    shape: piece.shape,
                },
            });
        }
        Ok(self.cells[cell.index()].replace(piece))
    }

    /// Takes the piece off `cell` (returned; `None` for an empty cell or one off the board).
    pub fn remove(&mut self, cell: Cell) -> Option<PieceView> {
        self.cells.get_mut(cell.index()).and_then(Option::take)
    }

    /// Takes every piece off, with the castling rights and the en passant square.
    pub fn clear(&mut self) {
        self.cells.iter_mut().for_each(|c| *c = None);
        self.castling = 0;
        self.en_passant = None;
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Sets the seat to move.
    pub fn set_turn(&mut self, seat: Seat) -> Result<(), EditError> {
        if seat.0 >= self.kind.seats() {
            return Err(EditError::SeatNotInGame { number: seat.0 + 1 });
        }
        self.turn = seat;
        Ok(())
    }

    /// Every castling right of the game (none in Great Chess and draughts), held or not:
    /// per side in classical, Wirth and Chess-transit chess, per seat in Mattrix.
    pub fn castling_rights(&self) -> Vec<CastlingRight> {
        let GameKind::Chess(v) = self.kind else {
            return Vec::new();
        };
        v.rules()
            .castling
            .iter()
            .enumerate()
            .map(|(i, rule)| CastlingRight {
                seat: rule.seat,
                short: rule.short,
                king: rule.king_from,
                rook: rule.rook_from,
                held: self.castling >> i & 1 != 0,
            })
            .collect()
    }

    /// Gives or takes away the castling right whose rook starts on `rook`.
    pub fn set_castling(&mut self, rook: Cell, held: bool) -> Result<(), EditError> {
        self.check_cell(rook)?;
        let i = self
            .castling_rights()
            .iter()
            .position(|r| r.rook == rook)
            .ok_or_else(|| EditError::NotACastlingRook {
                cell: self.geometry().cell_name(rook).to_string(),
            })?;
        if held {
            self.castling |= 1 << i;
        } else {
            self.castling &= !(1 << i);
        }
        Ok(())
    }

    /// The en passant square (the square a pawn has just double-stepped over).
    pub fn en_passant(&self) -> Option<Cell> {
        self.en_passant
    }

    /// Sets or clears the en passant square (in a game that has en passant).
    pub fn set_en_passant(&mut self, cell: Option<Cell>) -> Result<(), EditError> {
        let has = matches!(self.kind, GameKind::Chess(v) if v.rules().en_passant);
        if !has {
            return Err(EditError::NoEnPassant);
        }
        if let Some(c) = cell {
            self.check_cell(c)?;
        }
        self.en_passant = cell;
        Ok(())
    }

    /// The status of each board (Chess-transit; both open in every other game).
    pub fn board_statuses(&self) -> [BoardStatus; 2] {
        self.boards
    }

    /// Sets the status of board `board` (0 or 1) of Chess-transit.
    pub fn set_board_status(&mut self, board: usize, status: BoardStatus) -> Result<(), EditError> {
        if !matches!(self.kind, GameKind::Chess(v) if v.rules().has_transit) {
            return Err(EditError::NoBoardStatus);
        }
        let slot = self
            .boards
            .get_mut(board)
            .ok_or(EditError::NoSuchBoard { number: board + 1 })?;
        *slot = status;
        Ok(())
    }

    /// Sets the counters (a move number below 1 counts as 1).
    #[cfg(test)]
    pub(crate) fn set_counters(&mut self, halfmove: u16, fullmove: u32) {
        self.halfmove = halfmove;
        self.fullmove = fullmove.max(1);
    }

    /// The draughts rule options the position is played under (how kings land).
    pub(crate) fn draughts_rules(&self) -> DraughtsRules {
        self.draughts_rules
    }

    /// The chess variant (classical for draughts, whose names need none).
    pub(super) fn variant_id(&self) -> VariantId {
        match self.kind {
            GameKind::Chess(v) => v,
            GameKind::Draughts => VariantId::Classical,
        }
    }

    fn check_cell(&self, cell: Cell) -> Result<(), EditError> {
        if cell.index() < self.cells.len() {
            Ok(())
        } else {
            Err(EditError::CellOffBoard { index: cell.0 })
        }
    }

    /// The chess position as it stands, unchecked (no king is needed): what the writer
    /// writes and the explorer moves on. `None` for draughts.
    pub(super) fn raw_chess(&self) -> Option<Position> {
        let GameKind::Chess(v) = self.kind else {
            return None;
        };
        let pieces = self
            .pieces()
            .into_iter()
            .filter_map(|(cell, piece)| match piece.shape {
                PieceShape::Chess(role) => Some((cell, Piece::new(piece.seat, role))),
                PieceShape::Man | PieceShape::DraughtsKing => None,
            });
        let pos = Position::unchecked(
            v.rules(),
            self.turn,
            pieces,
            self.castling,
            self.en_passant,
            self.halfmove,
            self.fullmove,
            self.boards,
        );
        Some(pos)
    }

    /// The draughts position as it stands, unchecked. `None` for chess.
    pub(super) fn raw_draughts(&self) -> Option<DraughtsPosition> {
        if self.kind != GameKind::Draughts {
            return None;
        }
        let pieces = self.pieces().into_iter().filter_map(|(cell, piece)| {
            let p = match piece.shape {
                PieceShape::Man => DraughtsPiece::man(piece.seat),
                PieceShape::DraughtsKing => DraughtsPiece::king(piece.seat),
                PieceShape::Chess(_) => return None,
            };
            Some((cell, p))
        });
        let pos = DraughtsPosition::unchecked(
            self.turn,
            self.draughts_rules,
            pieces,
            self.halfmove,
            self.fullmove,
        );
        Some(pos)
    }

    /// The position's text in the game's own format, as it stands (valid or not): what
    /// [`EditedPosition::export`] gives once the game's reader accepts it.
    pub(crate) fn text(&self) -> String {
        match self.raw_chess() {
            Some(p) => p.to_fen(),
            None => self.raw_draughts().map(|p| p.to_fen()).unwrap_or_default(),
        }
    }
}

/// The board of a game.
fn kind_geometry(kind: GameKind) -> &'static Geometry {
    match kind {
        GameKind::Chess(v) => &v.rules().geometry,
        GameKind::Draughts => manifold_rules::draughts::geometry(),
    }
}
