//! Russian draughts through the family interface.

use crate::draughts::pdn::to_pdn;
use crate::draughts::{DraughtsGame, DraughtsMove, DraughtsPosition};
use crate::game::{EndReason, GameError, Outcome};
use crate::game_record::RecordedGame;
use crate::played::{PlayedMove, draughts_move_played};
use crate::preset::{DrawPolicy, TimeoutRule};
use crate::{Cell, Geometry, Seat};

use super::{
    AnyMove, FamilyGame, FamilyPosition, GameFileFormat, GameKind, MoveTextError, PieceShape,
    PieceView,
};

/// How a draughts piece is drawn.
fn view(piece: crate::draughts::DraughtsPiece) -> PieceView {
    let shape = if piece.is_king() {
        PieceShape::DraughtsKing
    } else {
        PieceShape::Man
    };
    PieceView {
        seat: piece.seat,
        shape,
    }
}

impl FamilyPosition for DraughtsPosition {
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        DraughtsPosition::pieces(self)
            .map(|(cell, piece)| (cell, view(piece)))
            .collect()
    }

    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        DraughtsPosition::piece_at(self, cell).map(view)
    }

    fn turn(&self) -> Seat {
        DraughtsPosition::turn(self)
    }

    fn text(&self) -> String {
        self.to_fen()
    }

    fn fullmove_number(&self) -> u32 {
        DraughtsPosition::fullmove_number(self)
    }
}

/// The draughts move inside `m`, if it is one.
fn draughts_move(m: &AnyMove) -> Option<&DraughtsMove> {
    match m {
        AnyMove::Draughts(m) => Some(m),
        AnyMove::Chess(_) => None,
    }
}

impl FamilyGame for DraughtsGame {
    fn kind(&self) -> GameKind {
        GameKind::Draughts
    }

    fn geometry(&self) -> &'static Geometry {
        DraughtsGame::position(self).geometry()
    }

    fn ply_count(&self) -> usize {
        DraughtsGame::moves(self).len()
    }

    fn position_at(&self, ply: usize) -> &dyn FamilyPosition {
        &self.positions()[ply.min(self.ply_count())]
    }

    fn moves(&self) -> Vec<AnyMove> {
        DraughtsGame::moves(self)
            .iter()
            .map(|m| AnyMove::Draughts(m.clone()))
            .collect()
    }

    fn legal_moves(&self) -> Vec<AnyMove> {
        DraughtsGame::legal_moves(self)
            .into_iter()
            .map(AnyMove::Draughts)
            .collect()
    }

    fn play(&mut self, m: &AnyMove) -> Result<(), GameError> {
        DraughtsGame::play(self, draughts_move(m).ok_or(GameError::IllegalMove)?)
    }

    fn undo(&mut self) -> Option<AnyMove> {
        DraughtsGame::undo(self).map(AnyMove::Draughts)
    }

    fn redo(&mut self) -> Option<AnyMove> {
        DraughtsGame::redo(self).map(AnyMove::Draughts)
    }

    fn redo_count(&self) -> usize {
        DraughtsGame::redo_count(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        DraughtsGame::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        DraughtsGame::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Result<(), GameError> {
        DraughtsGame::agree_draw(self)
    }

    fn time_out(&mut self, seat: Seat) -> Result<(), GameError> {
        DraughtsGame::time_out(self, seat)
    }

    /// In draughts running out of time always loses, whatever the table says.
    fn time_out_at_table(&mut self, seat: Seat, _rule: TimeoutRule) -> Result<(), GameError> {
        DraughtsGame::time_out(self, seat)
    }

    /// Russian draughts has no dead-position rule: a flag fall loses (RULES 0).
    fn flag_fall(&mut self, seat: Seat, _opponent_can_mate: bool) -> Result<(), GameError> {
        DraughtsGame::time_out(self, seat)
    }

    fn draw_policy(&self) -> DrawPolicy {
        DraughtsGame::draw_policy(self)
    }

    fn set_draw_policy(&mut self, draws: DrawPolicy) {
        RecordedGame::set_draw_policy(self, draws);
    }

    fn draw_available(&self) -> Option<EndReason> {
        DraughtsGame::draw_available(self)
    }

    fn claimable_draw(&self) -> Option<EndReason> {
        None
    }

    fn has_draw_claims(&self) -> bool {
        false
    }

    fn claim_draw(&mut self) -> Option<Result<(), GameError>> {
        None
    }

    fn move_text(&self, index: usize) -> String {
        self.positions()[index].move_to_pdn(&DraughtsGame::moves(self)[index])
    }

    fn notation_of(&self, m: &AnyMove) -> String {
        match m {
            AnyMove::Draughts(m) => DraughtsGame::position(self).move_to_pdn(m),
            other => super::coordinates(self.geometry(), other),
        }
    }

    fn checked_king(&self) -> Option<Cell> {
        None
    }

    fn must_capture(&self) -> bool {
        DraughtsGame::position(self).has_capture()
    }

    /// A typed draughts move is read by the PDN reader too.
    fn parse_written_move(&self, text: &str) -> Result<AnyMove, MoveTextError> {
        self.parse_move(text)
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, MoveTextError> {
        DraughtsGame::position(self)
            .parse_move(text)
            .map(AnyMove::Draughts)
            .map_err(MoveTextError::Draughts)
    }

    fn played(&self, m: &AnyMove) -> Option<PlayedMove> {
        let m = draughts_move(m)?;
        let pos = DraughtsGame::position(self);
        pos.piece_at(m.from)?;
        Some(draughts_move_played(pos, m))
    }

    fn game_file_format(&self) -> GameFileFormat {
        GameFileFormat::Pdn
    }

    fn game_file(&self, tags: &[(String, String)]) -> String {
        to_pdn(self, tags)
    }
}
