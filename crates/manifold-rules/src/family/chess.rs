//! The chess variants (classical, Great Chess, Wirth, Mattrix, Chess-transit) through the
//! family interface.

use crate::game::{EndReason, Game, GameError, Outcome};
use crate::game_record::RecordedGame;
use crate::pgn::to_pgn;
use crate::played::{PlayedMove, chess_move_played};
use crate::preset::{DrawPolicy, TimeoutRule};
use crate::{Cell, Geometry, Position, Seat};

use super::{
    AnyMove, FamilyGame, FamilyPosition, GameFileFormat, GameKind, MoveTextError, PieceShape,
    PieceView,
};

impl FamilyPosition for Position {
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        Position::pieces(self)
            .map(|(cell, piece)| {
                let view = PieceView {
                    seat: piece.seat,
                    shape: PieceShape::Chess(piece.role),
                };
                (cell, view)
            })
            .collect()
    }

    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        Position::piece_at(self, cell).map(|p| PieceView {
            seat: p.seat,
            shape: PieceShape::Chess(p.role),
        })
    }

    fn turn(&self) -> Seat {
        Position::turn(self)
    }

    fn text(&self) -> String {
        self.to_fen()
    }

    fn fullmove_number(&self) -> u32 {
        Position::fullmove_number(self)
    }

    fn as_chess(&self) -> Option<&Position> {
        Some(self)
    }
}

/// The chess move inside `m`, if it is one.
fn chess_move(m: &AnyMove) -> Option<crate::Move> {
    match m {
        AnyMove::Chess(m) => Some(*m),
        AnyMove::Draughts(_) => None,
    }
}

impl FamilyGame for Game {
    fn kind(&self) -> GameKind {
        GameKind::Chess(self.variant())
    }

    fn geometry(&self) -> &'static Geometry {
        Game::position(self).geometry()
    }

    fn seats(&self) -> u8 {
        Game::position(self).variant().seats
    }

    fn ply_count(&self) -> usize {
        Game::moves(self).len()
    }

    fn position_at(&self, ply: usize) -> &dyn FamilyPosition {
        &self.positions()[ply.min(self.ply_count())]
    }

    fn moves(&self) -> Vec<AnyMove> {
        Game::moves(self)
            .iter()
            .map(|&m| AnyMove::Chess(m))
            .collect()
    }

    fn legal_moves(&self) -> Vec<AnyMove> {
        Game::legal_moves(self)
            .iter()
            .map(|&m| AnyMove::Chess(m))
            .collect()
    }

    fn play(&mut self, m: &AnyMove) -> Result<(), GameError> {
        Game::play(self, chess_move(m).ok_or(GameError::IllegalMove)?)
    }

    fn undo(&mut self) -> Option<AnyMove> {
        Game::undo(self).map(AnyMove::Chess)
    }

    fn redo(&mut self) -> Option<AnyMove> {
        Game::redo(self).map(AnyMove::Chess)
    }

    fn redo_count(&self) -> usize {
        Game::redo_count(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        Game::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Result<(), GameError> {
        Game::agree_draw(self)
    }

    fn time_out(&mut self, seat: Seat) -> Result<(), GameError> {
        Game::time_out(self, seat)
    }

    fn time_out_at_table(&mut self, seat: Seat, rule: TimeoutRule) -> Result<(), GameError> {
        match rule {
            TimeoutRule::GameRule => Game::time_out(self, seat),
            TimeoutRule::Loss => self.lose_on_time(seat),
        }
    }

    fn flag_fall(&mut self, seat: Seat, opponent_can_mate: bool) -> Result<(), GameError> {
        Game::flag_fall(self, seat, opponent_can_mate)
    }

    fn draw_policy(&self) -> DrawPolicy {
        Game::draw_policy(self)
    }

    fn set_draw_policy(&mut self, draws: DrawPolicy) {
        RecordedGame::set_draw_policy(self, draws);
    }

    fn draw_available(&self) -> Option<EndReason> {
        Game::draw_available(self)
    }

    fn claimable_draw(&self) -> Option<EndReason> {
        Game::claimable_draw(self)
    }

    fn has_draw_claims(&self) -> bool {
        true
    }

    fn claim_draw(&mut self) -> Option<Result<(), GameError>> {
        Some(Game::claim_draw(self))
    }

    fn move_text(&self, index: usize) -> String {
        self.positions()[index].move_to_san(Game::moves(self)[index])
    }

    fn notation_of(&self, m: &AnyMove) -> String {
        match m {
            AnyMove::Chess(m) => Game::position(self).move_to_san(*m),
            other => super::coordinates(self.geometry(), other),
        }
    }

    fn checked_king(&self) -> Option<Cell> {
        let p = Game::position(self);
        p.in_check().then(|| p.king(p.turn())).flatten()
    }

    fn must_capture(&self) -> bool {
        false
    }

    fn parse_written_move(&self, text: &str) -> Result<AnyMove, MoveTextError> {
        Game::position(self)
            .parse_san(text)
            .map(AnyMove::Chess)
            .map_err(MoveTextError::San)
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, MoveTextError> {
        Game::position(self)
            .parse_move(text)
            .map(AnyMove::Chess)
            .map_err(MoveTextError::Chess)
    }

    fn played(&self, m: &AnyMove) -> Option<PlayedMove> {
        let m = chess_move(m)?;
        let pos = Game::position(self);
        pos.piece_at(m.from)?;
        Some(chess_move_played(pos, m))
    }

    fn game_file_format(&self) -> GameFileFormat {
        GameFileFormat::Pgn
    }

    fn game_file(&self, tags: &[(String, String)]) -> String {
        to_pgn(self, tags)
    }
}
