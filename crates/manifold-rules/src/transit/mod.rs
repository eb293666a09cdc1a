//! Chess-transit (RULES 6): the transit move, closed boards, per-board results, board mate
//! with its forced king transit, and transit loss.
//!
//! The two boards are one [`Geometry`](crate::geometry::Geometry) of 128 cells
//! (board 1 = cells 0..64, board 2 = 64..128) whose rays never cross between boards, so the
//! ordinary move generator plays FIDE chess on each board; this module adds what belongs to
//! transit only. Each board's status is part of the [`Position`], so it is hashed, copied
//! and undone with it.

pub(crate) mod notation;
pub mod text;

use super::game::{EndReason, GameResult, Outcome};
use super::geometry::{Cell, DirKind};
use super::movegen::Restrictions;
use super::moves::{Move, MoveKind, MoveList};
use super::names::RoleName;
use super::piece::{Piece, Role, Seat};
use super::position::Position;
use super::variant::VariantId;
use manifold_locale::{Localize, Message};

/// The state of one of the two boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardStatus {
    /// Play goes on here.
    #[default]
    Open,
    /// Closed, won by this seat.
    Won(Seat),
    /// Closed, drawn.
    Drawn,
}

impl BoardStatus {
    /// Whether the board is closed (decided).
    pub fn is_closed(self) -> bool {
        self != BoardStatus::Open
    }

    /// A small index for hashing and text: 0 open, 1 White won, 2 Black won, 3 drawn.
    pub fn index(self) -> usize {
        match self {
            BoardStatus::Open => 0,
            BoardStatus::Won(s) if s == Seat::WHITE => 1,
            BoardStatus::Won(_) => 2,
            BoardStatus::Drawn => 3,
        }
    }

    /// Half-points for (White, Black) from a closed board (none from an open one).
    pub(crate) fn half_points(self) -> (u8, u8) {
        match self {
            BoardStatus::Open => (0, 0),
            BoardStatus::Won(s) if s == Seat::WHITE => (2, 0),
            BoardStatus::Won(_) => (0, 2),
            BoardStatus::Drawn => (1, 1),
        }
    }
}

/// The board (0 or 1) a cell belongs to.
#[inline]
pub fn board_of(cell: Cell) -> usize {
    cell.index() / 64
}

/// Whether `cell` lies on a closed board of Chess-transit (never in other games).
#[inline]
pub fn on_closed_board(pos: &Position, cell: Cell) -> bool {
    pos.variant.has_transit && pos.transit[board_of(cell)].is_closed()
}

/// The same square on the other board.
#[inline]
pub fn twin(cell: Cell) -> Cell {
    Cell(cell.0 ^ 64)
}

impl Position {
    /// The status of both boards (Chess-transit; always open elsewhere).
    pub fn board_status(&self) -> [BoardStatus; 2] {
        self.transit
    }

    /// Changes a board's status, keeping the hash in step.
    pub fn set_board_status(&mut self, board: usize, status: BoardStatus) {
        let keys = super::zobrist::keys();
        self.hash ^= keys.board_status(board, self.transit[board].index());
        self.transit[board] = status;
        self.hash ^= keys.board_status(board, status.index());
    }

    /// The cell of the king of the side to move when it stands on a closed board and so must
    /// transit now.
    pub fn forced_transit(&self) -> Option<Cell> {
        let king = self.king(self.turn)?;
        self.transit[board_of(king)].is_closed().then_some(king)
    }

    /// Whether `piece`, standing on `from`, would attack `target` (both on one board),
    /// the other pieces as they stand.
    fn attacks_as(&self, piece: Piece, from: Cell, target: Cell) -> bool {
        let g = self.geometry();
        if let Some(rule) = self.variant.pawn_rule(piece.seat, piece.role) {
            return rule
                .captures
                .iter()
                .any(|&d| g.step(from, d) == Some(target));
        }
        if piece.role == Role::King {
            return g.neighbour_set(from).contains(target);
        }
        if piece.role.leaps_knight() && g.knight_set(from).contains(target) {
            return true;
        }
        let (lines, diagonals) = (piece.role.rides_lines(), piece.role.rides_diagonals());
        let reach = |kind, rides: bool| rides && g.reach_set(from, kind).contains(target);
        if !reach(DirKind::Line, lines) && !reach(DirKind::Diagonal, diagonals) {
            return false;
        }
        g.rider_dirs(lines, diagonals)
            .iter()
            .filter(|&&d| g.ray_set(from, d).contains(target))
            .any(|&d| {
                g.ray(from, d)
                    .iter()
                    .find(|&&c| c == target || self.board[c.index()] != 0)
                    == Some(&target)
            })
    }
}

/// The legal moves of a Chess-transit position: FIDE moves on the open boards, and
/// transits (RULES 6.2); a king on a closed board may only transit.
pub fn legal_moves(pos: &Position, out: &mut MoveList) {
    let us = pos.turn;
    if pos.forced_transit().is_none() {
        if pos.transit.iter().any(|s| s.is_closed()) {
            let mut ordinary = MoveList::new();
            pos.chess_legal_moves_into(&mut ordinary);
            out.extend(
                ordinary
                    .into_iter()
                    .filter(|m| !pos.transit[board_of(m.from)].is_closed()),
            );
        } else {
            pos.chess_legal_moves_into(out);
        }
    }
    let r = pos.mover_restrictions();
    for from in pos.occupied[us.index()].iter() {
        if let Ok(m) = check_transit(pos, from, &r) {
            out.push(m);
        }
    }
}

/// Why a rule of RULES 6 refuses a move of Chess-transit: a transit's own conditions, a
/// closed board, a forced transit. Its text names the rule ([`TransitRefusal::rule`]:
/// `rule 6.2` for the transit's own conditions, `rule 6.3` for closed boards and forced
/// transits), for the CLI and the app's status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum TransitRefusal {
    /// No piece stands on the start square.
    NoPiece(Cell),
    /// The piece belongs to another side.
    NotYours(Cell),
    /// The other board is closed: nothing arrives there (RULES 6.3). Holds the finish
    /// square.
    BoardClosed(Cell),
    /// The finish square is occupied: a transit never captures (RULES 6.2).
    Occupied(Cell),
    /// A king stands on a closed board and must transit now; no other piece may move
    /// (RULES 6.3, Ruling T6). Holds the king's square.
    KingMustTransit(Cell),
    /// A king may not transit onto a square attacked on the other board (RULES 6.2).
    KingOntoAttacked(Cell),
    /// The side to move is in check and the transit does not answer it (RULES 6.2: a
    /// transit may not leave the own king attacked).
    CheckNotAnswered,
    /// The transit would expose the own king (RULES 6.2).
    ExposesKing,
    /// The arriving piece would attack the enemy king: no check by transit (RULES 6.2).
    GivesCheck(Role, Cell),
    /// The piece stands on a closed board, which pieces leave only by transit (RULES 6.3).
    /// Holds the piece's square.
    LeavesClosedBoard(Cell),
    /// A move to the other board goes only to the same square (RULES 6.2). Holds that
    /// square of the other board.
    NotTheSameSquare(Cell),
}

impl TransitRefusal {
    /// The rule of RULES 6 that refuses the move (`6.2` or `6.3`); `None` for a missing
    /// or foreign piece, which no rule of RULES 6 is needed to refuse.
    pub(crate) fn rule(self) -> Option<&'static str> {
        match self {
            TransitRefusal::NoPiece(_) | TransitRefusal::NotYours(_) => None,
            TransitRefusal::BoardClosed(_)
            | TransitRefusal::KingMustTransit(_)
            | TransitRefusal::LeavesClosedBoard(_) => Some("6.3"),
            TransitRefusal::Occupied(_)
            | TransitRefusal::KingOntoAttacked(_)
            | TransitRefusal::CheckNotAnswered
            | TransitRefusal::ExposesKing
            | TransitRefusal::GivesCheck(..)
            | TransitRefusal::NotTheSameSquare(_) => Some("6.2"),
        }
    }
}

impl Localize for TransitRefusal {
    fn message(&self) -> Message {
        let board = |cell: Cell| board_of(cell) + 1;
        let message = match *self {
            TransitRefusal::NoPiece(c) => Message::new("move-no_piece").text("cell", name(c)),
            TransitRefusal::NotYours(c) => Message::new("move-not_yours").text("cell", name(c)),
            TransitRefusal::BoardClosed(c) => {
                Message::new("transit-board_closed").number("board", board(c))
            }
            TransitRefusal::Occupied(c) => Message::new("transit-occupied").text("cell", name(c)),
            TransitRefusal::KingMustTransit(c) => {
                Message::new("transit-king_must_transit").text("cell", name(c))
            }
            TransitRefusal::KingOntoAttacked(c) => Message::new("transit-king_onto_attacked")
                .text("cell", name(c))
                .number("board", board(c)),
            TransitRefusal::CheckNotAnswered => Message::new("transit-check_not_answered"),
            TransitRefusal::ExposesKing => Message::new("transit-exposes_king"),
            TransitRefusal::GivesCheck(role, c) => Message::new("transit-gives_check")
                .message(
                    "piece",
                    RoleName {
                        variant: VariantId::Transit,
                        role,
                    },
                )
                .text("cell", name(c)),
            TransitRefusal::LeavesClosedBoard(c) => {
                Message::new("transit-leaves_closed_board").number("board", board(c))
            }
            TransitRefusal::NotTheSameSquare(c) => {
                Message::new("transit-not_the_same_square").text("cell", name(c))
            }
        };
        match self.rule() {
            Some(rule) => message.text("rule", rule),
            None => message,
        }
    }
}

manifold_locale::display_in_english!(TransitRefusal);

impl std::error::Error for TransitRefusal {}

/// A square's name on the two boards (`1:e4`).
fn name(cell: Cell) -> &'static str {
    VariantId::Transit.rules().geometry.cell_name(cell)
}

impl Position {
    /// Why the piece on `from` may not transit to the same square of the other board, or
    /// `None` when the transit is legal (Chess-transit only).
    pub fn transit_refusal(&self, from: Cell) -> Option<TransitRefusal> {
        check_transit(self, from, &self.mover_restrictions()).err()
    }

    /// Why a rule of RULES 6 leaves the piece on `cell` without any legal move (Chess-transit
    /// only): a king that must transit first, or a closed board whose only way out, the
    /// transit, is refused. `None` when no rule of RULES 6 is the reason.
    pub fn transit_rule_stuck(&self, cell: Cell) -> Option<TransitRefusal> {
        if !self.variant.has_transit || self.piece_at(cell).is_none_or(|p| p.seat != self.turn) {
            return None;
        }
        if let Some(king) = self.forced_transit()
            && king != cell
        {
            return Some(TransitRefusal::KingMustTransit(king));
        }
        if self.transit[board_of(cell)].is_closed() {
            return self.transit_refusal(cell);
        }
        None
    }

    /// Why a rule of RULES 6 refuses the move of the side to move from `from` to `to`
    /// (Chess-transit only): a transit's own conditions when `to` is the same square of the
    /// other board; a king that must transit now; a closed board, which pieces leave only
    /// by transit; a square of the other board that is not the same square. `None` when no
    /// rule of RULES 6 is the reason (the move is legal, or an ordinary chess rule forbids
    /// it).
    pub fn transit_rule_refusal(&self, from: Cell, to: Cell) -> Option<TransitRefusal> {
        if !self.variant.has_transit {
            return None;
        }
        if to == twin(from) {
            return self.transit_refusal(from);
        }
        let piece = self.piece_at(from)?;
        if piece.seat != self.turn {
            return None;
        }
        if let Some(king) = self.forced_transit() {
            return Some(TransitRefusal::KingMustTransit(king));
        }
        if self.transit[board_of(from)].is_closed() {
            return Some(TransitRefusal::LeavesClosedBoard(from));
        }
        if board_of(to) != board_of(from) {
            return Some(TransitRefusal::NotTheSameSquare(twin(from)));
        }
        None
    }
}

/// The transit of the piece on `from` to the same square of the other board, or the rule
/// that forbids it (RULES 6.2 and 6.3, in the order a player would look), given the checks
/// and pins `r` on the mover's king.
///
/// Nothing is played to decide it, since no ray, leap or pawn step joins the two boards: a
/// king may go wherever the other board leaves its twin square unattacked; another piece
/// leaving its king's board exposes the king if it is pinned or the king is in check, and
/// arriving on its king's board answers a check only by blocking it (a transit never
/// captures). The arriving piece's attacks are those of its twin square on the present
/// board, whose rays never reach the square it left.
fn check_transit(pos: &Position, from: Cell, r: &Restrictions) -> Result<Move, TransitRefusal> {
    let us = pos.turn;
    let to = twin(from);
    let piece = pos.piece_at(from).ok_or(TransitRefusal::NoPiece(from))?;
    if piece.seat != us {
        return Err(TransitRefusal::NotYours(from));
    }
    if pos.transit[board_of(to)].is_closed() {
        return Err(TransitRefusal::BoardClosed(to));
    }
    if pos.piece_at(to).is_some() {
        return Err(TransitRefusal::Occupied(to));
    }
    if let Some(king) = pos.forced_transit()
        && piece.role != Role::King
    {
        return Err(TransitRefusal::KingMustTransit(king));
    }
    if piece.role == Role::King && pos.attacked_by_others(to, us, None) {
        return Err(TransitRefusal::KingOntoAttacked(to));
    }
    // The king is on an open board here (else only it may move, and it was handled above).
    let exposes = piece.role != Role::King
        && pos.king(us).is_some_and(|king| {
            if board_of(king) == board_of(from) {
                r.in_check || r.pinned.contains(from)
            } else {
                r.in_check && !r.check_mask.contains(to)
            }
        });
    if exposes {
        return Err(if r.in_check {
            TransitRefusal::CheckNotAnswered
        } else {
            TransitRefusal::ExposesKing
        });
    }
    let gives_check = (0..pos.variant.seats)
        .map(Seat)
        .filter(|&s| s != us)
        .filter_map(|s| pos.king(s))
        .any(|k| pos.attacks_as(piece, to, k));
    if gives_check {
        return Err(TransitRefusal::GivesCheck(piece.role, to));
    }
    Ok(Move {
        from,
        to,
        promotion: None,
        kind: MoveKind::Transit,
    })
}

/// The consequences of the move just played (RULES 6.3), applied to the new position: a
/// side left with nothing on open board 1 loses it; a board mate closes the board; a king
/// on a closed board that cannot transit loses or draws the other board.
pub fn after_move(pos: &mut Position) {
    // Transit loss: nothing left on an open board 1.
    if !pos.transit[0].is_closed() {
        for seat in [Seat::WHITE, Seat::BLACK] {
            let on_board_1 = pos.occupied[seat.index()].iter().any(|c| board_of(c) == 0);
            if !on_board_1 {
                pos.set_board_status(0, BoardStatus::Won(seat.next(2)));
                break;
            }
        }
    }
    let us = pos.turn;
    let Some(king) = pos.king(us) else { return };
    let board = board_of(king);
    if !pos.transit[board].is_closed() && pos.in_check() {
        let mut moves = MoveList::new();
        legal_moves(pos, &mut moves);
        if moves
            .iter()
            .all(|m| m.from == king && m.kind == MoveKind::Transit)
        {
            pos.set_board_status(board, BoardStatus::Won(us.next(2)));
        }
    }
    // A king on a closed board must transit now; when it cannot, the other board is decided.
    if pos.transit[board].is_closed() {
        let other = 1 - board;
        let finish = twin(king);
        if pos.transit[other].is_closed() {
            return;
        }
        if pos.attacked_by_others(finish, us, None) {
            pos.set_board_status(other, BoardStatus::Won(us.next(2)));
        } else if pos.piece_at(finish).is_some() {
            pos.set_board_status(other, BoardStatus::Drawn);
        }
    }
}

/// The result of a Chess-transit game whose boards are decided, every open board taking
/// `open_boards` (a resignation loses them, a draw draws them).
pub(crate) fn final_outcome(
    pos: &Position,
    open_boards: BoardStatus,
    reason: EndReason,
) -> Outcome {
    let (mut white, mut black) = (0, 0);
    for status in pos.transit {
        let status = if status.is_closed() {
            status
        } else {
            open_boards
        };
        let (w, b) = status.half_points();
        white += w;
        black += b;
    }
    Outcome {
        result: GameResult::Score { white, black },
        reason,
    }
}

/// Each board's result as it stands: the boards' statuses, and once the game is over
/// (`outcome`) the boards it left open decided as the ending event decided them (Ruling T7:
/// a resignation or a loss on time loses them, a draw draws them).
pub fn board_results(pos: &Position, outcome: Option<&Outcome>) -> [BoardStatus; 2] {
    let mut boards = pos.transit;
    let Some(outcome) = outcome else {
        return boards;
    };
    let open = boards.iter().filter(|s| !s.is_closed()).count() as u8;
    if open == 0 {
        return boards;
    }
    let decided = match outcome.result {
        GameResult::Score { white, black } => {
            let (closed_white, closed_black) = score(boards);
            let rest_white = white.saturating_sub(closed_white);
            let rest_black = black.saturating_sub(closed_black);
            match rest_white.cmp(&rest_black) {
                std::cmp::Ordering::Greater => BoardStatus::Won(Seat::WHITE),
                std::cmp::Ordering::Less => BoardStatus::Won(Seat::BLACK),
                std::cmp::Ordering::Equal => BoardStatus::Drawn,
            }
        }
        GameResult::Win { winner, .. } => BoardStatus::Won(winner),
        GameResult::Draw => BoardStatus::Drawn,
    };
    for board in boards.iter_mut().filter(|s| !s.is_closed()) {
        *board = decided;
    }
    boards
}

/// The half-points (White, Black) the decided boards give: the game score so far, or the
/// final score once every board is decided (RULES 6.3).
pub fn score(boards: [BoardStatus; 2]) -> (u8, u8) {
    boards.iter().fold((0, 0), |(w, b), s| {
        let (dw, db) = s.half_points();
        (w + dw, b + db)
    })
}

/// Whether both boards are closed, which ends the game.
pub fn both_closed(pos: &Position) -> bool {
    pos.transit.iter().all(|s| s.is_closed())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The transit's legality decided the slow way: the transit played on the board, the
    /// mover's king tested, the arriving piece's attacks looked at after the move.
    fn played_out(pos: &Position, from: Cell) -> bool {
        let us = pos.turn;
        let to = twin(from);
        let Some(piece) = pos.piece_at(from).filter(|p| p.seat == us) else {
            return false;
        };
        if pos.transit[board_of(to)].is_closed() || pos.piece_at(to).is_some() {
            return false;
        }
        if pos.forced_transit().is_some() && piece.role != Role::King {
            return false;
        }
        if piece.role == Role::King && pos.attacked_by_seats(to, None, |s| s != us.0) {
            return false;
        }
        let m = Move {
            from,
            to,
            promotion: None,
            kind: MoveKind::Transit,
        };
        let after = pos.play_raw(m);
        !after.is_king_attacked(us)
            && !(0..pos.variant.seats)
                .map(Seat)
                .filter(|&s| s != us)
                .filter_map(|s| after.king(s))
                .any(|k| after.attacks_as(piece, to, k))
    }

    #[test]
    fn every_refusal_renders_and_names_its_rule() {
        let c = |n: &str| VariantId::Transit.rules().geometry.cell_by_name(n).unwrap();
        let samples = [
            TransitRefusal::NoPiece(c("1:e4")),
            TransitRefusal::NotYours(c("1:e7")),
            TransitRefusal::BoardClosed(c("2:a2")),
            TransitRefusal::Occupied(c("2:g1")),
            TransitRefusal::KingMustTransit(c("1:h8")),
            TransitRefusal::KingOntoAttacked(c("2:e1")),
            TransitRefusal::CheckNotAnswered,
            TransitRefusal::ExposesKing,
            TransitRefusal::GivesCheck(Role::Rook, c("2:e2")),
            TransitRefusal::LeavesClosedBoard(c("1:a3")),
            TransitRefusal::NotTheSameSquare(c("2:e2")),
        ];
        manifold_locale::check::assert_every_variant_renders(&samples, &[]);
        for refusal in samples {
            if let Some(rule) = refusal.rule() {
                assert!(refusal.to_string().ends_with(&format!("(rule {rule})")));
            }
        }
        assert_eq!(
            samples[8].to_string(),
            "the rook would give check on arrival on 2:e2: no check by transit (rule 6.2)"
        );
    }

    #[test]
    fn transits_decided_without_playing_agree_with_playing_them_out() {
        let mut state = 0x0074_7261_6e73_6974_u64;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize
        };
        let mut checked = 0;
        for _ in 0..150 {
            let mut pos = Position::start(VariantId::Transit);
            for _ in 0..80 {
                for from in pos.occupied[pos.turn.index()].iter() {
                    assert_eq!(
                        pos.transit_refusal(from).is_none(),
                        played_out(&pos, from),
                        "transit from {} in {}",
                        name(from),
                        pos.to_fen()
                    );
                    checked += 1;
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || both_closed(&pos) {
                    break;
                }
                pos = pos.play(moves[next() % moves.len()]);
            }
        }
        assert!(checked > 10_000, "only {checked} transits checked");
    }
}
