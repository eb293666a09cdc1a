//! A position: the board, the seat to move, castling rights, en passant target, counters and
//! its Zobrist hash. Positions are small plain values (a few hundred bytes); playing a move
//! copies the position, so undo is simply returning to the previous value.

use super::geometry::{Cell, CellSet, Geometry, MAX_CELLS, NO_CELL};
use super::moves::{Move, MoveKind, MoveList};
use super::piece::{Piece, Role, Seat, code_role, code_seat};
use super::transit::{self, BoardStatus};
use super::variant::{Variant, VariantId};
use super::zobrist::keys;

/// A game position of one of the chess variants.
#[derive(Clone)]
pub struct Position {
    pub(crate) variant: &'static Variant,
    pub(crate) board: [u8; MAX_CELLS],
    pub(crate) turn: Seat,
    pub(crate) castling: u8,
    pub(crate) ep_target: u8,
    /// Whether the hash holds the en passant key (a legal en passant capture exists).
    pub(crate) ep_hashed: bool,
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    pub(crate) kings: [u8; 3],
    /// The cells each seat occupies (kept in step with `board`).
    pub(crate) occupied: [CellSet; 3],
    /// The pieces of every seat that ride lines, ride diagonals, leap like a knight and
    /// are pawns, by the indices `ATTACKS_LINES`, `ATTACKS_DIAGONALS`, `ATTACKS_KNIGHT`,
    /// `ATTACKS_PAWN` (kept in step with `board`): where checks and attacks can come from.
    pub(crate) attackers: [CellSet; 4],
    /// Chess-transit: the status of each board (both open in every other game).
    pub(crate) transit: [BoardStatus; 2],
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.variant, other.variant)
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_target == other.ep_target
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.transit == other.transit
    }
}

impl Position {
    /// The piece code on every cell, by cell index (0 for empty; decode with
    /// [`code_role`](crate::piece::code_role) and [`code_seat`](crate::piece::code_seat)):
    /// the engine's evaluation reads the board this way.
    #[inline]
    pub fn board(&self) -> &[u8; MAX_CELLS] {
        &self.board
    }

    /// The cells each seat occupies, by seat index.
    #[inline]
    pub fn occupied(&self) -> &[CellSet; 3] {
        &self.occupied
    }

    /// The pieces that ride lines, ride diagonals, leap like a knight and are pawns, by the
    /// indices [`ATTACKS_LINES`](crate::piece::ATTACKS_LINES),
    /// [`ATTACKS_DIAGONALS`](crate::piece::ATTACKS_DIAGONALS),
    /// [`ATTACKS_KNIGHT`](crate::piece::ATTACKS_KNIGHT) and
    /// [`ATTACKS_PAWN`](crate::piece::ATTACKS_PAWN).
    #[inline]
    pub fn attackers(&self) -> &[CellSet; 4] {
        &self.attackers
    }

    /// The start position of a variant.
    pub fn start(id: VariantId) -> Position {
        Position::from_fen(id, id.rules().start_fen).expect("built-in start FEN is valid")
    }

    /// An empty board of a variant with `turn` to move.
    pub fn empty(variant: &'static Variant, turn: Seat) -> Position {
        Position {
            variant,
            board: [0; MAX_CELLS],
            turn,
            castling: 0,
            ep_target: NO_CELL,
            ep_hashed: false,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            kings: [NO_CELL; 3],
            occupied: [CellSet::EMPTY; 3],
            attackers: [CellSet::EMPTY; 4],
            transit: [BoardStatus::Open; 2],
        }
    }

    /// The variant's rule tables.
    #[inline]
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// The board geometry.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        &self.variant.geometry
    }

    /// The piece on a cell.
    #[inline]
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        Piece::from_code(self.board[cell.index()])
    }

    /// Every piece with its cell.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        self.geometry()
            .cells()
            .filter_map(|c| self.piece_at(c).map(|p| (c, p)))
    }

    /// The seat to move.
    #[inline]
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The cell of a seat's king, if it has one.
    #[inline]
    pub fn king(&self, seat: Seat) -> Option<Cell> {
        let k = self.kings[seat.index()];
        (k != NO_CELL).then_some(Cell(k))
    }

    /// Two seats whose kings stand side by side (one king step apart), if any: no legal
    /// game reaches that, since the king that came last would have stepped into check, and
    /// the move generator assumes it never happens.
    pub fn kings_side_by_side(&self) -> Option<(Seat, Seat)> {
        let g = self.geometry();
        let seats = (0..self.variant.seats).map(Seat);
        for a in seats.clone() {
            let Some(king) = self.king(a) else { continue };
            for b in seats.clone().filter(|&b| b.0 > a.0) {
                let Some(other) = self.king(b) else { continue };
                if g.dirs().any(|d| g.step(king, d) == Some(other)) {
                    return Some((a, b));
                }
            }
        }
        None
    }

    /// The castling rights, one bit per rule of [`VariantSpec::castling`](super::variant::VariantSpec::castling).
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// The en passant target cell (the square a double-stepping pawn skipped), if any.
    pub fn en_passant_target(&self) -> Option<Cell> {
        (self.ep_target != NO_CELL).then_some(Cell(self.ep_target))
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The move number (starts at 1, grows after the last seat moves).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist hash: equal for positions that repetition rules treat as the same.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Puts a piece on a cell (or clears it), keeping hash and king cells in step.
    pub fn set(&mut self, cell: Cell, piece: Option<Piece>) {
        let i = cell.index();
        let old = self.board[i];
        if old != 0 {
            self.hash ^= keys().piece(old, i);
            self.occupied[code_seat(old) as usize].remove(cell);
            let bits = code_role(old).attack_bits();
            for (k, set) in self.attackers.iter_mut().enumerate() {
                if bits >> k & 1 != 0 {
                    set.remove(cell);
                }
            }
            if code_role(old) == Role::King && self.kings[code_seat(old) as usize] == i as u8 {
                self.kings[code_seat(old) as usize] = NO_CELL;
            }
        }
        let new = piece.map_or(0, Piece::code);
        self.board[i] = new;
        if let Some(p) = piece {
            self.hash ^= keys().piece(new, i);
            self.occupied[p.seat.index()].insert(cell);
            let bits = p.role.attack_bits();
            for (k, set) in self.attackers.iter_mut().enumerate() {
                if bits >> k & 1 != 0 {
                    set.insert(cell);
                }
            }
            if p.role == Role::King {
                self.kings[p.seat.index()] = i as u8;
            }
        }
    }

    /// The hash computed from scratch (for consistency checks).
    pub fn compute_hash(&self) -> u64 {
        let k = keys();
        let mut h = k.seat[self.turn.index()] ^ k.castling_rights(self.castling);
        for c in self.geometry().cells() {
            let code = self.board[c.index()];
            if code != 0 {
                h ^= k.piece(code, c.index());
            }
        }
        if self.ep_capturable() {
            h ^= k.en_passant(self.ep_target as usize);
        }
        for (board, status) in self.transit.iter().enumerate() {
            h ^= k.board_status(board, status.index());
        }
        h
    }

    /// Whether the seat to move has a legal en passant capture; only then does the target
    /// count for the hash and for repetition (FIDE compares the moves actually possible).
    pub(crate) fn ep_capturable(&self) -> bool {
        if self.ep_target == NO_CELL {
            return false;
        }
        let mut moves = MoveList::new();
        self.en_passant_moves(&mut moves);
        !moves.is_empty()
    }

    /// Sets the en passant part of the hash from the current state (after a move or a FEN).
    pub(crate) fn hash_en_passant(&mut self) {
        self.ep_hashed = self.ep_capturable();
        if self.ep_hashed {
            self.hash ^= keys().en_passant(self.ep_target as usize);
        }
    }

    /// The cell of the pawn an en passant capture onto the current target removes.
    pub fn ep_victim(&self) -> Option<Cell> {
        let target = self.en_passant_target()?;
        let g = self.geometry();
        // The victim stands one push beyond the target, as its owner pushes.
        self.variant
            .pawn_rules
            .iter()
            .filter(|r| r.seat != self.turn)
            .find_map(|rule| {
                let code = Piece::new(rule.seat, rule.role).code();
                rule.pushes
                    .iter()
                    .filter_map(|&d| g.step(target, d))
                    .find(|c| self.board[c.index()] == code)
            })
    }

    /// The position after `m`, which must be legal here.
    pub fn play(&self, m: Move) -> Position {
        let mut next = self.clone();
        next.apply(m);
        next
    }

    /// The board after `m` without the game-level consequences a move may have in
    /// Chess-transit (closing boards): what legality tests look at.
    pub fn play_raw(&self, m: Move) -> Position {
        let mut next = self.clone();
        next.apply_raw(m);
        next
    }

    /// Plays a legal move in place.
    pub fn apply(&mut self, m: Move) {
        self.apply_raw(m);
        if self.variant.has_transit {
            transit::after_move(self);
        }
    }

    /// Plays a move on the board: pieces, rights, counters, hash.
    fn apply_raw(&mut self, m: Move) {
        let k = keys();
        let v = self.variant;
        if self.ep_hashed {
            self.hash ^= k.en_passant(self.ep_target as usize);
            self.ep_hashed = false;
        }
        let mover =
            Piece::from_code(self.board[m.from.index()]).expect("a piece on the start cell");
        let captured = self.board[m.to.index()] != 0;
        let ep_victim = if m.kind == MoveKind::EnPassant {
            self.ep_victim()
        } else {
            None
        };
        self.halfmove = if captured || mover.role.is_pawn() || ep_victim.is_some() {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        let lost = v.castle_rights_touched(m.from) | v.castle_rights_touched(m.to);
        self.hash ^= k.castling_rights(self.castling & lost);
        self.castling &= !lost;
        self.ep_target = NO_CELL;
        match m.kind {
            MoveKind::Normal | MoveKind::DoubleStep => {
                self.set(m.from, None);
                let role = m.promotion.unwrap_or(mover.role);
                self.set(m.to, Some(Piece::new(mover.seat, role)));
                if m.kind == MoveKind::DoubleStep {
                    self.ep_target = self.double_step_middle(m).map_or(NO_CELL, |c| c.0);
                }
            }
            MoveKind::EnPassant => {
                if let Some(victim) = ep_victim {
                    self.set(victim, None);
                }
                self.set(m.from, None);
                self.set(m.to, Some(mover));
            }
            MoveKind::Transit => {
                self.set(m.from, None);
                self.set(m.to, Some(mover));
            }
            MoveKind::Castle(i) => {
                let rule = &v.castling[i as usize];
                let rook = self.piece_at(rule.rook_from);
                self.set(rule.king_from, None);
                self.set(rule.rook_from, None);
                self.set(rule.king_to, Some(mover));
                self.set(rule.rook_to, rook);
            }
        }
        self.hash ^= k.seat[self.turn.index()];
        self.turn = self.turn.next(v.seats);
        self.hash ^= k.seat[self.turn.index()];
        if self.turn == Seat::WHITE {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.hash_en_passant();
    }

    /// The position with the turn passed to the next seat and nothing moved: the engine's
    /// null move (no game allows it). The en passant target goes, and the move counter
    /// restarts, so no repetition is looked for across the pass. Not for a seat in check.
    pub fn pass(&self) -> Position {
        let k = keys();
        let mut next = self.clone();
        if next.ep_hashed {
            next.hash ^= k.en_passant(next.ep_target as usize);
            next.ep_hashed = false;
        }
        next.ep_target = NO_CELL;
        next.halfmove = 0;
        next.hash ^= k.seat[next.turn.index()];
        next.turn = next.turn.next(next.variant.seats);
        next.hash ^= k.seat[next.turn.index()];
        if next.turn == Seat::WHITE {
            next.fullmove = next.fullmove.saturating_add(1);
        }
        next
    }

    /// The cell a double step passes over.
    fn double_step_middle(&self, m: Move) -> Option<Cell> {
        let g = self.geometry();
        g.dirs()
            .filter_map(|d| g.step(m.from, d).map(|mid| (d, mid)))
            .find(|&(d, mid)| g.step(mid, d) == Some(m.to))
            .map(|(_, mid)| mid)
    }
}
