//! A play session: the game in progress, what the player has selected, and the move list
//! being viewed. It knows nothing of Bevy: the app wraps it in a resource, and tests drive it
//! directly. Input flows one way: a click -> [`Session::click`] -> the rules core says legal
//! or not -> the move is played -> the app is told what changed.

pub mod autosave;
pub mod catalogue;
pub mod clock;
pub mod editor;
pub mod files;
pub mod game_end;
mod games;
pub mod lessons;
pub mod marks;
pub mod messages;
pub mod players;
pub mod puzzles;
pub mod review;
pub mod rule_cards;
pub mod save;
pub mod saved_games;
pub mod settings;
pub mod shown_notation;
pub mod table;
pub mod text_io;

use std::collections::BTreeMap;

use manifold_rules::coord::IllegalMove;
use manifold_rules::draughts::{DraughtsGame, DraughtsPosition};
use manifold_rules::game::{EndReason, Game};
use manifold_rules::names::SideName;
use manifold_rules::preset::{Preset, PresetGame};
use manifold_rules::{Cell, MoveKind, PlayedMove, Position, Role, Seat};

pub use manifold_rules::family::{
    AnyGame, AnyMove, FamilyGame, FamilyPosition, GameFileFormat, GameKind, MoveTextError,
    PieceShape, PieceView,
};
pub use marks::{DrawnMarks, MarkColour};
pub use messages::{Refusal, Status, TextError};
pub use players::Player;
use shown_notation::{NotationStyle, ShownMove};
pub use table::DrawOffer;

/// Where a cell is a target of the selected piece, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The target cell.
    pub cell: Cell,
    /// Whether moving there captures.
    pub capture: bool,
}

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClickResult {
    /// A piece is now selected; its targets are lit.
    Selected(Cell),
    /// The selection was cleared.
    Cleared,
    /// A move was played.
    Moved(AnyMove),
    /// The move needs a promotion choice among these roles (ask, then call
    /// [`Session::promote`]).
    ChoosePromotion(Vec<Role>),
    /// A draughts capture goes on: click the next landing square.
    Continue(Cell),
    /// Nothing happened, and this says why (for the status line).
    Refused(Refusal),
}

/// A game being played, with the player's selection.
#[derive(Clone, Debug)]
pub struct Session {
    game: AnyGame,
    preset: Option<Preset>,
    selected: Option<Cell>,
    /// Draughts: the landing squares clicked so far for the selected piece.
    path: Vec<Cell>,
    /// A move waiting for its promotion choice.
    pending_promotion: Option<(Cell, Cell)>,
    /// The ply shown on the board, when the player browses the move list.
    viewing: Option<usize>,
    /// Who plays each seat, as saved with the game (empty: not recorded).
    players: Vec<Player>,
    /// The draw offer made at the table, if any (it may have lapsed: see
    /// [`Session::standing_offer`]).
    offer: Option<DrawOffer>,
    /// Counts every change of the game, the shown ply, the selection or the table.
    revision: u64,
    /// Counts the changes of the game itself (a move, a take-back, a result, the table).
    game_revision: u64,
    /// What the last move played through [`Session::play`] did, until the game changes
    /// otherwise.
    last_played: Option<PlayedMove>,
    /// The arrows and circles drawn on each ply of the move list (moves taken back keep
    /// theirs for redo); no empty entries.
    marks: BTreeMap<usize, DrawnMarks>,
    /// The game's clocks, when it is played on them.
    clocks: Option<clock::Clocks>,
    /// Judges FIDE 6.9 when a flag falls (see [`clock::OpponentCanMate`]).
    mate_judge: clock::OpponentCanMate,
}

impl Session {
    /// A new game from the start position.
    pub fn new(kind: GameKind) -> Session {
        Session::from_game(AnyGame::new(kind))
    }

    /// A new game with a table preset (its game and its table rules).
    pub fn with_preset(preset: Preset) -> Session {
        let game = preset
            .new_chess_game()
            .map(AnyGame::Chess)
            .or_else(|| preset.new_draughts_game().map(AnyGame::Draughts))
            .unwrap_or_else(|| AnyGame::Chess(Game::new(manifold_rules::VariantId::Classical)));
        let mut session = Session::from_game(game);
        session.preset = Some(preset);
        session
    }

    /// Whether nothing would be lost if this game were replaced: no move played, and the
    /// game's own start position (not one set up in the editor or loaded).
    pub fn is_untouched(&self) -> bool {
        self.game.ply_count() == 0
            && self.game.position_at(0).text() == AnyGame::new(self.kind()).position().text()
    }

    /// A session around an existing game.
    pub fn from_game(game: AnyGame) -> Session {
        Session {
            game,
            preset: None,
            selected: None,
            path: Vec::new(),
            pending_promotion: None,
            viewing: None,
            players: Vec::new(),
            offer: None,
            revision: 0,
            game_revision: 0,
            last_played: None,
            marks: BTreeMap::new(),
            clocks: None,
            mate_judge: clock::opponent_can_ever_mate,
        }
    }

    /// A number that changes whenever the game, the ply shown, the selection or the table
    /// changes (and never goes back, across [`Session::replace_with`] too): what a view
    /// compares to know whether it must look again.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// A number that changes whenever the game itself changes (a move played, taken back
    /// or played again, a result, a new or loaded game, the table), but not with the
    /// selection or the ply shown: the key of what depends on the game alone (a search, the
    /// move clock, the move list).
    pub fn game_revision(&self) -> u64 {
        self.game_revision
    }

    /// What the last move played did (set by [`Session::play`], and so by a click or a
    /// promotion that plays; cleared by a take-back, a replay or any other change of the
    /// game).
    pub fn last_played(&self) -> Option<&PlayedMove> {
        self.last_played.as_ref()
    }

    /// Puts `next` in place of this session, its revisions going on from this one's, so
    /// that whoever watches [`Session::revision`] sees the change.
    pub fn replace_with(&mut self, mut next: Session) {
        next.revision = self.revision.max(next.revision) + 1;
        next.game_revision = self.game_revision.max(next.game_revision) + 1;
        *self = next;
    }

    /// Marks a change of the view (selection, ply shown).
    fn touch(&mut self) {
        self.revision += 1;
    }

    /// Marks a change of the game: the last move played no longer describes it.
    fn touch_game(&mut self) {
        self.touch();
        self.game_revision += 1;
        self.last_played = None;
    }

    /// Who plays each seat, in seat order, as recorded with the game (empty when a game
    /// does not say: a new game, an imported text, an older saved file).
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Records who plays each seat (written with the game when it is saved).
    pub fn set_players(&mut self, players: Vec<Player>) {
        self.touch();
        self.players = players;
    }

    /// A new game from a position text (FEN, the game's own text, or a draughts position).
    pub fn from_position_text(kind: GameKind, text: &str) -> Result<Session, TextError> {
        Session::from_position_text_at(kind, text, None)
    }

    /// A new game from a position text, at the table of `preset` when the preset is for
    /// this game (see [`Session::at_table`]): a draughts position takes the preset's rule
    /// options, since a position text does not say how kings land.
    pub fn from_position_text_at(
        kind: GameKind,
        text: &str,
        preset: Option<&Preset>,
    ) -> Result<Session, TextError> {
        let game = match kind {
            GameKind::Chess(v) => AnyGame::Chess(Game::from_position(
                Position::from_fen(v, text).map_err(TextError::ChessPosition)?,
            )),
            GameKind::Draughts => {
                let mut pos =
                    DraughtsPosition::from_fen(text).map_err(TextError::DraughtsPosition)?;
                if let Some(PresetGame::Draughts(rules)) = preset.map(|p| p.game) {
                    pos = pos.with_rules(rules);
                }
                AnyGame::Draughts(DraughtsGame::from_position(pos))
            }
        };
        Ok(Session::from_game(game).at_table(preset))
    }

    /// Whether `preset` is a table for this game: the same chess variant, or Russian
    /// draughts with the same rule options (how kings land).
    pub fn preset_fits(&self, preset: &Preset) -> bool {
        match (preset.game, &self.game) {
            (PresetGame::Chess(id), AnyGame::Chess(g)) => g.position().variant().id == id,
            (PresetGame::Draughts(rules), AnyGame::Draughts(g)) => g.rules() == rules,
            (PresetGame::Chess(_), AnyGame::Draughts(_))
            | (PresetGame::Draughts(_), AnyGame::Chess(_)) => false,
        }
    }

    /// This game at the table of `preset` when the preset fits it ([`Session::preset_fits`]):
    /// the preset is kept (its move timer, castling by king and rook, announcements) and its
    /// draw policy applied. Without a preset, or with one for another game, the session has
    /// no preset. Used when a game replaces another (an import, a loaded file) so that the
    /// table chosen stays.
    pub fn at_table(mut self, preset: Option<&Preset>) -> Session {
        self.touch_game();
        self.preset = preset.filter(|p| self.preset_fits(p)).cloned();
        if let Some(p) = &self.preset {
            self.game.set_draw_policy(p.draws);
        }
        self
    }

    /// The game being played: its positions, moves and outcome.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The table preset, if one is on.
    pub fn preset(&self) -> Option<&Preset> {
        self.preset.as_ref()
    }

    /// Which game is played.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The ply whose position the board shows.
    pub fn shown_ply(&self) -> usize {
        self.viewing.unwrap_or(self.game.ply_count())
    }

    /// Whether the board shows an earlier position (the move list is being browsed).
    pub fn is_browsing(&self) -> bool {
        self.viewing.is_some()
    }

    /// Shows the position after `ply` moves (the current one when `ply` is the last).
    pub fn view_ply(&mut self, ply: usize) {
        self.clear_selection();
        self.viewing = (ply < self.game.ply_count()).then_some(ply);
    }

    /// The pieces on the board as shown.
    pub fn pieces(&self) -> Vec<(Cell, PieceView)> {
        self.game.position_at(self.shown_ply()).pieces()
    }

    /// The selected piece's cell.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// Draughts: the landing squares clicked so far.
    pub fn path(&self) -> &[Cell] {
        &self.path
    }

    /// The move waiting for a promotion choice, if any.
    pub fn pending_promotion(&self) -> Option<(Cell, Cell)> {
        self.pending_promotion
    }

    /// The last move's start and end (of the position shown).
    pub fn last_move(&self) -> Option<(Cell, Cell)> {
        let ply = self.shown_ply();
        (ply > 0).then(|| {
            let m = &self.game.moves()[ply - 1];
            (m.from(), m.to())
        })
    }

    /// The legal moves of the piece on `from` that fit the landing squares clicked so far.
    fn moves_from(&self, from: Cell) -> Vec<AnyMove> {
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from)
            .filter(|m| match m {
                AnyMove::Draughts(d) => d.path.starts_with(&self.path),
                AnyMove::Chess(_) => true,
            })
            .collect()
    }

    /// The cells the selected piece can go to next, marked when they capture.
    pub fn targets(&self) -> Vec<Target> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut out: Vec<Target> = Vec::new();
        for m in self.moves_from(from) {
            let (cell, capture) = match &m {
                AnyMove::Chess(c) => {
                    let victim = c.kind == MoveKind::EnPassant
                        || (!matches!(c.kind, MoveKind::Castle(_) | MoveKind::Transit)
                            && self.piece_at(c.to).is_some());
                    (c.to, victim)
                }
                AnyMove::Draughts(d) => (d.path[self.path.len()], d.is_capture()),
            };
            if !out.iter().any(|t| t.cell == cell) {
                out.push(Target { cell, capture });
            }
        }
        out
    }

    fn piece_at(&self, cell: Cell) -> Option<PieceView> {
        self.game.position_at(self.shown_ply()).piece_at(cell)
    }

    /// Clears the selection (Esc, or a click on nothing).
    pub fn clear_selection(&mut self) {
        self.touch();
        self.selected = None;
        self.path.clear();
        self.pending_promotion = None;
    }

    /// A click on a cell (or on the piece standing there).
    pub fn click(&mut self, cell: Cell) -> ClickResult {
        if let Some(outcome) = self.game.outcome() {
            return ClickResult::Refused(Refusal::GameOver(outcome.reason));
        }
        self.touch();
        if self.viewing.is_some() {
            self.viewing = None;
        }
        let turn = self.game.position().turn();
        let Some(from) = self.selected else {
            return self.select(cell, turn);
        };
        if cell == from && self.path.is_empty() {
            self.clear_selection();
            return ClickResult::Cleared;
        }
        // Castling by selecting the king, then the rook (Nujelm preset).
        if let (Some(preset), AnyGame::Chess(g)) = (&self.preset, &self.game)
            && preset.castling_king_then_rook
            && let Some(m) =
                manifold_rules::preset::castling_by_king_and_rook(g.position(), from, cell)
        {
            return self.play(AnyMove::Chess(m));
        }
        let candidates: Vec<AnyMove> = self
            .moves_from(from)
            .into_iter()
            .filter(|m| m.path().get(self.path.len()) == Some(&cell))
            .collect();
        if candidates.is_empty() {
            return self.click_off_the_moves(from, cell, turn);
        }
        self.play_candidates(cell, candidates)
    }

    /// A click on a cell no move of the selected piece goes to: a draughts sequence's final
    /// square, another own piece (selected instead), or a refusal saying why.
    fn click_off_the_moves(&mut self, from: Cell, cell: Cell, turn: Seat) -> ClickResult {
        // Draughts: the final square alone, when only one sequence ends there.
        if matches!(self.game, AnyGame::Draughts(_)) {
            let ending: Vec<AnyMove> = self
                .moves_from(from)
                .into_iter()
                .filter(|m| m.to() == cell)
                .collect();
            if let [only] = ending.as_slice() {
                return self.play(only.clone());
            }
        }
        // A click on another own piece selects it instead.
        if self.piece_at(cell).is_some_and(|p| p.seat == turn) && self.path.is_empty() {
            self.clear_selection();
            return self.select(cell, turn);
        }
        // A click elsewhere cancels the selection, and says why it was no move.
        let reason = self.why_not(from, cell);
        if self.path.is_empty() {
            self.clear_selection();
        }
        ClickResult::Refused(reason)
    }

    /// Plays the move the click chose among `candidates` (all going to `cell`): asks for
    /// the promotion piece when there is a choice; a draughts capture goes on while more
    /// than one sequence continues from `cell`.
    fn play_candidates(&mut self, cell: Cell, candidates: Vec<AnyMove>) -> ClickResult {
        let promotions: Vec<Role> = candidates.iter().filter_map(AnyMove::promotion).collect();
        if promotions.len() > 1 {
            self.pending_promotion = Some((candidates[0].from(), cell));
            return ClickResult::ChoosePromotion(promotions);
        }
        self.path.push(cell);
        let done = candidates
            .iter()
            .find(|m| m.path().len() == self.path.len());
        match (done, candidates.len()) {
            // The move ends here (one move: equal paths are one move).
            (Some(m), _) => self.play(m.clone()),
            // Only one draughts sequence goes on from here: finish it.
            (None, 1) => self.play(candidates[0].clone()),
            (None, _) => ClickResult::Continue(cell),
        }
    }

    fn select(&mut self, cell: Cell, turn: Seat) -> ClickResult {
        match self.piece_at(cell) {
            None => ClickResult::Refused(Refusal::SelectOwnPiece),
            Some(p) if p.seat != turn => ClickResult::Refused(Refusal::NotYours),
            Some(_) => {
                self.selected = Some(cell);
                self.path.clear();
                if self.moves_from(cell).is_empty() {
                    let reason = self.no_moves_reason(cell);
                    self.selected = None;
                    return ClickResult::Refused(reason);
                }
                ClickResult::Selected(cell)
            }
        }
    }

    fn no_moves_reason(&self, cell: Cell) -> Refusal {
        if let AnyGame::Chess(g) = &self.game
            && let Some(reason) = g.position().transit_rule_stuck(cell)
        {
            return Refusal::Chess(IllegalMove::Transit(reason));
        }
        match &self.game {
            AnyGame::Draughts(g) if g.position().has_capture() => Refusal::CaptureCompulsoryChoose,
            AnyGame::Chess(g) if g.position().in_check() => Refusal::CheckCannotHelp,
            AnyGame::Chess(_) | AnyGame::Draughts(_) => Refusal::NoLegalMove {
                square: self.game.geometry().cell_name(cell).to_string(),
            },
        }
    }

    fn why_not(&self, from: Cell, to: Cell) -> Refusal {
        match &self.game {
            AnyGame::Chess(g) => Refusal::Chess(g.position().why_illegal(from, to, None)),
            AnyGame::Draughts(g) if g.position().has_capture() => Refusal::CaptureCompulsoryMove,
            AnyGame::Draughts(_) => Refusal::Unreachable,
        }
    }

    /// Completes a promotion with the chosen role.
    pub fn promote(&mut self, role: Role) -> ClickResult {
        let Some((from, to)) = self.pending_promotion else {
            return ClickResult::Refused(Refusal::NoPromotionWaiting);
        };
        let chosen = self
            .game
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == from && m.to() == to && m.promotion() == Some(role));
        match chosen {
            Some(m) => self.play(m),
            None => ClickResult::Refused(Refusal::NotPromotionChoice),
        }
    }

    /// Plays a legal move (from a click, a typed move or the engine). On clocks the mover
    /// is charged up to the last [`Session::tick`]; a move after its flag fell is refused
    /// and the game ends on time.
    pub fn play(&mut self, m: AnyMove) -> ClickResult {
        self.clear_selection();
        self.viewing = None;
        if let Some(seat) = self.clocks.as_ref().and_then(clock::Clocks::flag_fallen)
            && self.flag_fall(seat).is_ok()
        {
            return ClickResult::Refused(Refusal::GameOver(EndReason::Timeout));
        }
        // What the move does, from the position before it.
        let played = self.game.played(&m);
        let mover = self.game.position().turn();
        let (ply, redo) = (self.game.ply_count(), self.game.redo_count());
        match self.game.play(&m) {
            Ok(()) => {
                // Another move than the one taken back cuts the later moves, and their
                // marks with them; the same move again keeps them for redo.
                if !(redo > 0 && self.game.redo_count() + 1 == redo) {
                    self.marks.split_off(&(ply + 1));
                }
                self.touch_game();
                self.last_played = played;
                self.clocks_after_move(mover, ply);
                ClickResult::Moved(m)
            }
            Err(e) => ClickResult::Refused(Refusal::Game(e)),
        }
    }

    /// Takes back the last move (a game ended by resignation, agreement or time is
    /// reopened first, returning `false`). On clocks every seat gets back the time it had
    /// when the turn now to play began.
    pub fn undo(&mut self) -> bool {
        self.clear_selection();
        self.viewing = None;
        let over = self.game.outcome().is_some();
        let done = self.game.undo().is_some();
        if done || (over && self.game.outcome().is_none()) {
            self.touch_game();
            self.clocks_after_undo();
        }
        done
    }

    /// Takes back the last move as a person at the table asks it: refused when the table
    /// allows no takebacks or nothing is left to take back. Against the computer, its
    /// replies are taken back too, so that a person is to move again (`is_computer` says
    /// which seats the computer plays).
    pub fn take_back(
        &mut self,
        allowed: bool,
        is_computer: impl Fn(Seat) -> bool,
    ) -> Result<(), Refusal> {
        if !allowed {
            return Err(Refusal::TakebacksOff);
        }
        if !self.undo() {
            return Err(Refusal::NothingToUndo);
        }
        let someone_plays = (0..self.game.seats()).any(|s| !is_computer(Seat(s)));
        while someone_plays
            && self.game.ply_count() > 0
            && is_computer(self.game.position().turn())
            && self.undo()
        {}
        Ok(())
    }

    /// Plays again a move taken back (on clocks, as a move played now).
    pub fn redo(&mut self) -> bool {
        self.clear_selection();
        self.viewing = None;
        let (mover, ply) = (self.game.position().turn(), self.game.ply_count());
        let done = self.game.redo().is_some();
        if done {
            self.touch_game();
            self.clocks_after_move(mover, ply);
        }
        done
    }

    /// The draw offer that stands now, if any.
    pub fn standing_offer(&self) -> Option<&DrawOffer> {
        self.offer.as_ref().filter(|o| o.stands(&*self.game))
    }

    /// The side to move offers a draw; refused once the game has ended or while an offer
    /// stands.
    pub fn offer_draw(&mut self) -> Result<Seat, Refusal> {
        if let Some(o) = self.game.outcome() {
            return Err(Refusal::GameOver(o.reason));
        }
        if let Some(standing) = self.standing_offer() {
            return Err(Refusal::OfferStands(SideName {
                seats: self.game.seats(),
                seat: standing.by(),
            }));
        }
        let offer = DrawOffer::new(&*self.game);
        let by = offer.by();
        self.offer = Some(offer);
        self.touch();
        Ok(by)
    }

    /// `seat` accepts the standing offer; once every opponent has, the draw is agreed and
    /// the game ends (`Ok(true)`); `Ok(false)` while another opponent is still to answer.
    pub fn accept_draw(&mut self, seat: Seat) -> Result<bool, Refusal> {
        let seats = self.game.seats();
        if self.standing_offer().is_none() {
            return Err(Refusal::NoOffer);
        }
        let Some(offer) = self.offer.as_mut() else {
            return Err(Refusal::NoOffer);
        };
        let agreed = offer.accept(seat, seats);
        self.touch();
        if !agreed {
            return Ok(false);
        }
        self.offer = None;
        self.game.agree_draw().map_err(Refusal::Game)?;
        self.touch_game();
        Ok(true)
    }

    /// The standing offer is declined (by any opponent: one refusal is enough).
    pub fn decline_draw(&mut self) {
        self.offer = None;
        self.touch();
    }

    /// Ends the game by timeout when the side to move has been thinking for `elapsed`,
    /// longer than the table's move limit (a flag fall under the preset's timeout rule:
    /// [`Session::flag_fall`]); the seat that ran out of time.
    pub fn expire_if_due(&mut self, elapsed: std::time::Duration) -> Option<Seat> {
        let preset = self.preset.as_ref()?;
        if self.game.outcome().is_some() || !preset.move_time_exceeded(elapsed) {
            return None;
        }
        let seat = self.game.position().turn();
        self.flag_fall(seat).ok().map(|()| seat)
    }

    /// The status line after the last move: its notation (in `style`), with check or how
    /// the game ended.
    pub fn move_status(&self, style: NotationStyle) -> Status {
        let last = ShownMove::last_of(&self.game, style).unwrap_or_else(|| ShownMove::same(""));
        match self.game.outcome() {
            Some(o) => Status::GameOver {
                last,
                reason: o.reason,
            },
            None if self.game.checked_king().is_some() => Status::Check(last),
            None => Status::Moved(last),
        }
    }

    /// A new game of `kind` after `moves` (the game's notation): a game set up by code,
    /// as tests do.
    ///
    /// # Panics
    /// When a move is not legal (what a person types goes through [`Session::click`] or
    /// the game's own move readers instead).
    pub fn after_moves(kind: GameKind, moves: &[&str]) -> Session {
        let mut s = Session::new(kind);
        for text in moves {
            let m = s.game().parse_move(text).expect("a legal move");
            s.play(m);
        }
        s
    }

    /// The arrows and circles drawn on the position after `ply` moves (none for a ply
    /// past the moves played and the moves taken back that redo can play again).
    pub fn marks(&self, ply: usize) -> &DrawnMarks {
        if ply > self.game.ply_count() + self.game.redo_count() {
            return &marks::NO_MARKS;
        }
        self.marks.get(&ply).unwrap_or(&marks::NO_MARKS)
    }

    /// The marks on the position shown ([`Session::shown_ply`]).
    pub fn shown_marks(&self) -> &DrawnMarks {
        self.marks(self.shown_ply())
    }

    /// Every ply up to the moves played that has marks, with them, in ply order.
    pub fn marked_plies(&self) -> impl Iterator<Item = (usize, &DrawnMarks)> {
        self.marks
            .range(..=self.game.ply_count())
            .map(|(&ply, marks)| (ply, marks))
    }

    /// A right-drag from `from` to `to` on the position shown (a right-click when they are
    /// the same cell), the lichess way ([`DrawnMarks::toggle`]). A cell that is not on the
    /// board is ignored (`false`); `true` when the marks changed.
    pub fn toggle_mark(&mut self, from: Cell, to: Cell, colour: MarkColour) -> bool {
        let cells = self.game.geometry().cell_count();
        if from.index() >= cells || to.index() >= cells {
            return false;
        }
        let ply = self.shown_ply();
        let marks = self.marks.entry(ply).or_default();
        marks.toggle(from, to, colour);
        if marks.is_empty() {
            self.marks.remove(&ply);
        }
        self.touch();
        true
    }

    /// Clears the marks of the position shown; whether there were any.
    pub fn clear_marks(&mut self) -> bool {
        let cleared = self.marks.remove(&self.shown_ply()).is_some();
        if cleared {
            self.touch();
        }
        cleared
    }

    /// Puts `marks` on the position after `ply` moves, in place of its marks (a saved
    /// game's or an imported text's). Refused (`false`) for a ply past the moves played or
    /// a cell not on the board.
    pub fn set_marks(&mut self, ply: usize, marks: DrawnMarks) -> bool {
        if ply > self.game.ply_count() || !marks.fits(self.game.geometry()) {
            return false;
        }
        if marks.is_empty() {
            self.marks.remove(&ply);
        } else {
            self.marks.insert(ply, marks);
        }
        self.touch();
        true
    }

    /// Mutable access to the game (resign, draw, timeout). The marks are not told: a move
    /// played or taken back here leaves them on their plies, so play through
    /// [`Session::play`], [`Session::undo`] and [`Session::redo`].
    pub fn game_mut(&mut self) -> &mut AnyGame {
        self.clear_selection();
        self.touch_game();
        &mut self.game
    }
}
