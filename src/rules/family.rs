//! One game of any family (the chess variants or Russian draughts) behind one interface, so
//! that the session, the CLI, the engine driver and the app need not know which game is
//! played.

use crate::rules::draughts::{DraughtsGame, DraughtsMove, DraughtsPosition};
use crate::rules::game::{Game, GameError, Outcome};
use crate::rules::{Cell, Geometry, Move, Position, Role, Seat, VariantId};

use crate::locale::{Localize, Message};
use crate::rules::draughts::MoveError as DraughtsMoveError;
use crate::rules::san::{MoveParseError, SanError};

/// Which game, as a player chooses it on the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameKind {
    /// A chess variant.
    Chess(ChessVariant),
    /// Russian draughts.
    Draughts,
}

/// The chess variants by name, as saved in files (a stable spelling of [`VariantId`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ChessVariant {
    /// Classical chess.
    Classical,
    /// Great Chess.
    Great,
    /// Wirth torus chess.
    Wirth,
    /// Mattrix three-player hex chess.
    Mattrix,
    /// Chess-transit.
    Transit,
}

impl ChessVariant {
    /// The rules core's id.
    pub fn id(self) -> VariantId {
        match self {
            ChessVariant::Classical => VariantId::Classical,
            ChessVariant::Great => VariantId::Great,
            ChessVariant::Wirth => VariantId::Wirth,
            ChessVariant::Mattrix => VariantId::Mattrix,
            ChessVariant::Transit => VariantId::Transit,
        }
    }

    /// The variant of a rules-core id.
    pub fn of(id: VariantId) -> ChessVariant {
        match id {
            VariantId::Classical => ChessVariant::Classical,
            VariantId::Great => ChessVariant::Great,
            VariantId::Wirth => ChessVariant::Wirth,
            VariantId::Mattrix => ChessVariant::Mattrix,
            VariantId::Transit => ChessVariant::Transit,
        }
    }
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 6] = [
        GameKind::Chess(ChessVariant::Classical),
        GameKind::Chess(ChessVariant::Great),
        GameKind::Draughts,
        GameKind::Chess(ChessVariant::Wirth),
        GameKind::Chess(ChessVariant::Mattrix),
        GameKind::Chess(ChessVariant::Transit),
    ];

    /// The command-line name (`classical`, `great`, `wirth`, `mattrix`, `transit`,
    /// `draughts`).
    pub fn cli_name(self) -> &'static str {
        match self {
            GameKind::Chess(v) => v.id().cli_name(),
            GameKind::Draughts => "draughts",
        }
    }

    /// The game of a command-line name.
    pub fn from_cli_name(name: &str) -> Option<GameKind> {
        if name.eq_ignore_ascii_case("draughts") || name.eq_ignore_ascii_case("shashki") {
            return Some(GameKind::Draughts);
        }
        name.parse::<VariantId>()
            .ok()
            .map(|id| GameKind::Chess(ChessVariant::of(id)))
    }

    /// Number of seats.
    pub fn seats(self) -> u8 {
        match self {
            GameKind::Chess(v) => v.id().rules().seats,
            GameKind::Draughts => 2,
        }
    }
}

/// What stands on a cell, as the app draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceShape {
    /// A chess piece of this role.
    Chess(Role),
    /// A draughts man.
    Man,
    /// A draughts king (a crowned man).
    DraughtsKing,
}

impl PieceShape {
    /// Every shape: the chess roles, the man and the draughts king.
    pub fn all() -> Vec<PieceShape> {
        let mut shapes: Vec<PieceShape> = Role::ALL.iter().map(|&r| PieceShape::Chess(r)).collect();
        shapes.extend([PieceShape::Man, PieceShape::DraughtsKing]);
        shapes
    }
}

/// A piece as the app draws it: its owner and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    /// Who owns it.
    pub seat: Seat,
    /// What it looks like.
    pub shape: PieceShape,
}

/// A move of either family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyMove {
    /// A chess move.
    Chess(Move),
    /// A draughts move (a whole sequence).
    Draughts(DraughtsMove),
}

impl AnyMove {
    /// The start cell.
    pub fn from(&self) -> Cell {
        match self {
            AnyMove::Chess(m) => m.from,
            AnyMove::Draughts(m) => m.from,
        }
    }

    /// The end cell.
    pub fn to(&self) -> Cell {
        match self {
            AnyMove::Chess(m) => m.to,
            AnyMove::Draughts(m) => m.to,
        }
    }
}

/// A position of either family (for viewing earlier moves).
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // short-lived values, never stored in bulk
pub enum AnyPosition {
    /// A chess position.
    Chess(Position),
    /// A draughts position.
    Draughts(DraughtsPosition),
}

impl AnyPosition {
    /// Every piece with its cell.
    pub fn pieces(&self) -> Vec<(Cell, PieceView)> {
        match self {
            AnyPosition::Chess(p) => p
                .pieces()
                .map(|(c, piece)| {
                    (
                        c,
                        PieceView {
                            seat: piece.seat,
                            shape: PieceShape::Chess(piece.role),
                        },
                    )
                })
                .collect(),
            AnyPosition::Draughts(p) => p
                .pieces()
                .map(|(c, piece)| {
                    let shape = if piece.is_king() {
                        PieceShape::DraughtsKing
                    } else {
                        PieceShape::Man
                    };
                    (
                        c,
                        PieceView {
                            seat: piece.seat,
                            shape,
                        },
                    )
                })
                .collect(),
        }
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        match self {
            AnyPosition::Chess(p) => p.turn(),
            AnyPosition::Draughts(p) => p.turn(),
        }
    }

    /// The position text (FEN, or the game's own).
    pub fn text(&self) -> String {
        match self {
            AnyPosition::Chess(p) => p.to_fen(),
            AnyPosition::Draughts(p) => p.to_fen(),
        }
    }
}

/// A game of either family.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// A chess variant.
    Chess(Game),
    /// Russian draughts.
    Draughts(DraughtsGame),
}

impl AnyGame {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Chess(g) => GameKind::Chess(ChessVariant::of(g.variant())),
            AnyGame::Draughts(_) => GameKind::Draughts,
        }
    }

    /// The board geometry.
    pub fn geometry(&self) -> &'static Geometry {
        match self {
            AnyGame::Chess(g) => g.position().geometry(),
            AnyGame::Draughts(g) => g.position().geometry(),
        }
    }

    /// The position after `ply` moves (clamped to the moves played).
    pub fn position_at(&self, ply: usize) -> AnyPosition {
        match self {
            AnyGame::Chess(g) => {
                AnyPosition::Chess(g.positions()[ply.min(g.moves().len())].clone())
            }
            AnyGame::Draughts(g) => AnyPosition::Draughts(g.positions()[ply.min(g.moves().len())]),
        }
    }

    /// What stands on `cell` after `ply` moves (clamped), without copying the position.
    pub fn piece_at(&self, ply: usize, cell: Cell) -> Option<PieceView> {
        match self {
            AnyGame::Chess(g) => g.positions()[ply.min(g.moves().len())]
                .piece_at(cell)
                .map(|p| PieceView {
                    seat: p.seat,
                    shape: PieceShape::Chess(p.role),
                }),
            AnyGame::Draughts(g) => {
                g.positions()[ply.min(g.moves().len())]
                    .piece_at(cell)
                    .map(|p| PieceView {
                        seat: p.seat,
                        shape: if p.is_king() {
                            PieceShape::DraughtsKing
                        } else {
                            PieceShape::Man
                        },
                    })
            }
        }
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        self.position_at(usize::MAX)
    }

    /// Number of moves played.
    pub fn ply_count(&self) -> usize {
        match self {
            AnyGame::Chess(g) => g.moves().len(),
            AnyGame::Draughts(g) => g.moves().len(),
        }
    }

    /// The moves played.
    pub fn moves(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Chess(g) => g.moves().iter().map(|&m| AnyMove::Chess(m)).collect(),
            AnyGame::Draughts(g) => g
                .moves()
                .iter()
                .map(|m| AnyMove::Draughts(m.clone()))
                .collect(),
        }
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Chess(g) => g.legal_moves().iter().map(|&m| AnyMove::Chess(m)).collect(),
            AnyGame::Draughts(g) => g.legal_moves().into_iter().map(AnyMove::Draughts).collect(),
        }
    }

    /// Plays a legal move.
    pub fn play(&mut self, m: &AnyMove) -> Result<(), GameError> {
        match (self, m) {
            (AnyGame::Chess(g), AnyMove::Chess(m)) => g.play(*m),
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.play(m),
            _ => Err(GameError::IllegalMove),
        }
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> bool {
        match self {
            AnyGame::Chess(g) => g.undo().is_some(),
            AnyGame::Draughts(g) => g.undo().is_some(),
        }
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> bool {
        match self {
            AnyGame::Chess(g) => g.redo().is_some(),
            AnyGame::Draughts(g) => g.redo().is_some(),
        }
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Chess(g) => g.outcome(),
            AnyGame::Draughts(g) => g.outcome(),
        }
    }

    /// `seat` resigns.
    pub fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        match self {
            AnyGame::Chess(g) => g.resign(seat),
            AnyGame::Draughts(g) => g.resign(seat),
        }
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        match self {
            AnyGame::Chess(g) => g.agree_draw(),
            AnyGame::Draughts(g) => g.agree_draw(),
        }
    }

    /// `seat` ran out of time.
    pub fn time_out(&mut self, seat: Seat) -> Result<(), GameError> {
        match self {
            AnyGame::Chess(g) => g.time_out(seat),
            AnyGame::Draughts(g) => g.time_out(seat),
        }
    }

    /// The notation of each move played (SAN, the game's own, or PDN).
    pub fn move_texts(&self) -> Vec<String> {
        match self {
            AnyGame::Chess(g) => g
                .positions()
                .iter()
                .zip(g.moves())
                .map(|(p, &m)| p.move_to_san(m))
                .collect(),
            AnyGame::Draughts(g) => g
                .positions()
                .iter()
                .zip(g.moves())
                .map(|(p, m)| p.move_to_pdn(m))
                .collect(),
        }
    }

    /// The cell of the king of the side to move when it is in check.
    pub fn checked_king(&self) -> Option<Cell> {
        match self {
            AnyGame::Chess(g) => {
                let p = g.position();
                p.in_check().then(|| p.king(p.turn())).flatten()
            }
            AnyGame::Draughts(_) => None,
        }
    }

    /// Reads a move as [`AnyGame::move_texts`] writes it (SAN or the game's own notation;
    /// PDN), with that notation's reader alone, so that a saved move can never be read as
    /// another move (the typed-move reader also takes coordinates).
    pub fn parse_written_move(&self, text: &str) -> Result<AnyMove, MoveTextError> {
        match self {
            AnyGame::Chess(g) => g
                .position()
                .parse_san(text)
                .map(AnyMove::Chess)
                .map_err(MoveTextError::San),
            // A typed draughts move is read by the PDN reader too.
            AnyGame::Draughts(_) => self.parse_move(text),
        }
    }

    /// Reads a move typed in the game's notation or in coordinates.
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, MoveTextError> {
        match self {
            AnyGame::Chess(g) => g
                .position()
                .parse_move(text)
                .map(AnyMove::Chess)
                .map_err(MoveTextError::Chess),
            AnyGame::Draughts(g) => g
                .position()
                .parse_move(text)
                .map(AnyMove::Draughts)
                .map_err(MoveTextError::Draughts),
        }
    }

    /// What the move `m`, legal now, does on the board (see [`crate::rules::played`]).
    ///
    /// # Panics
    /// When `m` is of the other family, or no piece stands on its start cell.
    pub fn played(&self, m: &AnyMove) -> crate::rules::PlayedMove {
        match (self, m) {
            (AnyGame::Chess(g), AnyMove::Chess(m)) => {
                crate::rules::chess_move_played(g.position(), *m)
            }
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => {
                crate::rules::draughts_move_played(g.position(), m)
            }
            _ => panic!("a move of another game family"),
        }
    }
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum MoveTextError {
    /// A chess move typed in SAN or coordinates.
    Chess(MoveParseError),
    /// A chess move written in SAN (a saved game's).
    San(SanError),
    /// A draughts move.
    Draughts(DraughtsMoveError),
}

impl Localize for MoveTextError {
    fn message(&self) -> Message {
        match self {
            MoveTextError::Chess(e) => e.message(),
            MoveTextError::San(e) => e.message(),
            MoveTextError::Draughts(e) => e.message(),
        }
    }
}

crate::display_in_english!(MoveTextError);

impl std::error::Error for MoveTextError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::check::assert_every_variant_renders;

    #[test]
    fn every_move_text_error_renders() {
        let start = Position::start(VariantId::Classical);
        assert_every_variant_renders(
            &[
                MoveTextError::Chess(start.parse_move("e2e5").unwrap_err()),
                MoveTextError::San(start.parse_san("Nf5").unwrap_err()),
                MoveTextError::Draughts(DraughtsMoveError::Syntax("zz".into())),
            ],
            &[],
        );
    }
}
