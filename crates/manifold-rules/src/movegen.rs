//! Legal move generation and attack detection, driven only by the geometry tables and the
//! variant's rule tables.
//!
//! Legality without playing each move: before generating, the king's rays are scanned once
//! for checks and pins. A check narrows every non-king move to the cells that capture the
//! checker or block its ray (the intersection over all checks, which on the torus may still
//! hold a cell: two diagonals from a king meet again six squares away). A pinned piece may
//! only go to the cells between its king and the pinner, or capture the pinner. King moves
//! are tested against attacks with the king lifted off the board; en passant and castling,
//! which are rare, are tested by playing them.

use arrayvec::ArrayVec;

use super::geometry::{Cell, CellSet, Dir, DirKind, Geometry};
use super::moves::{Move, MoveCount, MoveKind, MoveList, MoveSink};
use super::piece::{
    ATTACKS_DIAGONALS, ATTACKS_KNIGHT, ATTACKS_LINES, ATTACKS_PAWN, Piece, Role, Seat, code_role,
    code_seat,
};
use super::position::Position;
use super::transit;

/// The pieces of the seats other than the mover, grouped by how they attack: checks, pins
/// and king moves only scan the rays that hold one of these riders.
struct Enemies {
    /// Riders of lines and riders of diagonals, indexed by [`DirKind`].
    riders: [CellSet; 2],
    /// Knight leapers (compounds included).
    knights: CellSet,
    /// Kings, which attack only their neighbouring cells.
    kings: CellSet,
    /// Pawns of every kind.
    pawns: CellSet,
}

/// The restrictions checks and pins place on the side to move.
pub(crate) struct Restrictions {
    /// Cells a non-king move may end on (all cells when not in check).
    pub(crate) check_mask: CellSet,
    /// Whether the king is attacked.
    pub(crate) in_check: bool,
    /// Pieces pinned to their king.
    pub(crate) pinned: CellSet,
    /// Each pin: the pinned piece, the direction from the king and the distance from the
    /// king to the pinner (the piece may move to the ray's cells up to the pinner).
    pins: ArrayVec<(Cell, Dir, u8), 16>,
}

impl Restrictions {
    /// The cells a piece on `from` may move to, with the king on `king`.
    #[inline]
    fn allowed(&self, g: &Geometry, king: Option<Cell>, from: Cell) -> CellSet {
        let Some(king) = king.filter(|_| self.pinned.contains(from)) else {
            return self.check_mask;
        };
        self.pins
            .iter()
            .filter(|(c, ..)| *c == from)
            .fold(self.check_mask, |acc, &(_, d, len)| {
                acc.intersection(g.ray(king, d)[..len as usize].iter().copied().collect())
            })
    }
}

impl Position {
    /// Whether the code on a board cell is an enemy of `us` that may be captured (kings
    /// are never captured).
    #[inline]
    fn capturable(code: u8, us: Seat) -> bool {
        /// By seat and board code (the codes fit in six bits): whether that seat may
        /// capture a piece of that code.
        const CAPTURABLE: [[bool; 64]; 3] = {
            let mut table = [[false; 64]; 3];
            let mut us = 0;
            while us < 3 {
                let mut code = 1;
                while code < 64 {
                    let (seat, role) = ((code - 1) / 16, (code - 1) % 16);
                    table[us][code] = seat != us && role != Role::King as usize;
                    code += 1;
                }
                us += 1;
            }
            table
        };
        CAPTURABLE[us.index() % 3][code as usize & 63]
    }

    /// Whether `cell` is attacked by any seat other than `us`, treating `ignore` as empty.
    pub fn attacked_by_others(&self, cell: Cell, us: Seat, ignore: Option<Cell>) -> bool {
        let mut e = self.enemies(us);
        if let Some(i) = ignore {
            e.knights.remove(i);
            e.kings.remove(i);
        }
        self.attacked_by_enemies(&e, cell, us, ignore)
    }

    /// Whether `cell` is attacked by a piece of seat `by`, treating `ignore` as empty.
    pub fn attacked_by(&self, cell: Cell, by: Seat, ignore: Option<Cell>) -> bool {
        self.attacked_by_seats(cell, ignore, |seat| seat == by.0)
    }

    /// The piece of seat `by` attacking `cell` that is least by `rank` (its cell and role),
    /// the cells of `gone` taken as empty: for a static exchange, where `gone` holds the
    /// pieces already traded on `cell`, so a rider behind one of them attacks through it
    /// (an x-ray). A cell counts as attacked as in [`Position::attacked_by`] (pawns by their
    /// capture steps, the king from a neighbouring cell); whether a king may really take
    /// there is the caller's question.
    pub fn least_attacker(
        &self,
        cell: Cell,
        by: Seat,
        gone: &CellSet,
        rank: impl Fn(Role) -> i32,
    ) -> Option<(Cell, Role)> {
        let g = self.geometry();
        let mut best: Option<(Cell, Role, i32)> = None;
        let mut consider = |c: Cell, role: Role| {
            let r = rank(role);
            if best.is_none_or(|(.., b)| r < b) {
                best = Some((c, role, r));
            }
        };
        let own = self.occupied[by.index()];
        let near = own.intersects(g.neighbour_set(cell));
        for kind in [DirKind::Line, DirKind::Diagonal] {
            let riders = self.attackers[kind as usize].intersection(own);
            if !near && !g.reach_set(cell, kind).intersects(&riders) {
                continue;
            }
            let line = kind == DirKind::Line;
            for &d in g.rider_dirs(line, !line) {
                for (i, &c) in g.ray(cell, d).iter().enumerate() {
                    let code = self.board[c.index()];
                    if code == 0 || gone.contains(c) {
                        continue;
                    }
                    if code_seat(code) == by.0 {
                        let role = code_role(code);
                        if (line && role.rides_lines())
                            || (!line && role.rides_diagonals())
                            || (i == 0 && role == Role::King)
                        {
                            consider(c, role);
                        }
                    }
                    break;
                }
            }
        }
        for &c in g.knight_targets(cell) {
            let code = self.board[c.index()];
            if code != 0
                && code_seat(code) == by.0
                && code_role(code).leaps_knight()
                && !gone.contains(c)
            {
                consider(c, code_role(code));
            }
        }
        if near {
            for rule in self.variant.pawn_rules.iter().filter(|r| r.seat == by) {
                let code = Piece::new(rule.seat, rule.role).code();
                for &d in &rule.captures {
                    if let Some(c) = g.step(cell, g.opposite(d))
                        && self.board[c.index()] == code
                        && !gone.contains(c)
                    {
                        consider(c, rule.role);
                    }
                }
            }
        }
        best.map(|(c, role, _)| (c, role))
    }

    /// Every cell a piece of seat `by` attacks, with the piece on `lifted` (if any) taken
    /// off the board first: for a selected piece, the cells where it would stand attacked
    /// once it has moved (its own cell no longer blocks a ray). A cell counts when a piece
    /// of `by` could capture there, empty or not (pawns by their capture steps). Nothing is
    /// attacked on a closed board of Chess-transit.
    pub fn attacked_cells(&self, by: Seat, lifted: Option<Cell>) -> CellSet {
        let mut out = CellSet::EMPTY;
        for cell in self.geometry().cells() {
            if !transit::on_closed_board(self, cell) && self.attacked_by(cell, by, lifted) {
                out.insert(cell);
            }
        }
        out
    }

    /// The seats other than `seat` whose pieces attack `seat`'s king (none without a king),
    /// in seat order: one seat for an ordinary check, two for a double check by both
    /// opponents in a three-player game.
    pub fn checking_seats(&self, seat: Seat) -> Vec<Seat> {
        let Some(king) = self.king(seat) else {
            return Vec::new();
        };
        (0..self.variant.seats)
            .map(Seat)
            .filter(|&s| s != seat && self.attacked_by(king, s, None))
            .collect()
    }

    /// Whether a piece of a seat for which `attacker` holds attacks `cell` (`ignore` is
    /// treated as empty). Every piece blocks a ray, whoever owns it.
    #[inline]
    pub(crate) fn attacked_by_seats(
        &self,
        cell: Cell,
        ignore: Option<Cell>,
        attacker: impl Fn(u8) -> bool,
    ) -> bool {
        let g = self.geometry();
        let ignore = ignore.map_or(usize::MAX, Cell::index);
        for d in g.dirs() {
            let line = g.dir_kind(d) == DirKind::Line;
            for (i, &c) in g.ray(cell, d).iter().enumerate() {
                let code = self.board[c.index()];
                if code == 0 || c.index() == ignore {
                    continue;
                }
                if attacker(code_seat(code)) {
                    let role = code_role(code);
                    if (line && role.rides_lines())
                        || (!line && role.rides_diagonals())
                        || (i == 0 && role == Role::King)
                    {
                        return true;
                    }
                }
                break;
            }
        }
        for &c in g.knight_targets(cell) {
            let code = self.board[c.index()];
            if code != 0 && attacker(code_seat(code)) && code_role(code).leaps_knight() {
                return true;
            }
        }
        self.attacked_by_pawns(cell, ignore, attacker)
    }

    /// Whether the seat to move is in check: the answer of
    /// [`Position::is_king_attacked`] for it, found from the attacker sets.
    pub fn in_check(&self) -> bool {
        let us = self.turn;
        self.king(us).is_some_and(|k| {
            !transit::on_closed_board(self, k) && self.attacked_by_others(k, us, None)
        })
    }

    /// Whether a seat's king is attacked by any other seat (never on a closed board of
    /// Chess-transit, where nothing is attacked). A plain scan of every ray, leap and pawn
    /// step from the king, kept apart from the attacker sets the move generator uses: the
    /// fuzzer's reference check tests the generator against it.
    pub fn is_king_attacked(&self, seat: Seat) -> bool {
        self.king(seat).is_some_and(|k| {
            !transit::on_closed_board(self, k) && self.attacked_by_seats(k, None, |s| s != seat.0)
        })
    }

    /// The pieces of every seat but `us`, grouped by how they attack.
    #[inline]
    fn enemies(&self, us: Seat) -> Enemies {
        let own = self.occupied[us.index()];
        let mut kings = CellSet::EMPTY;
        for seat in (0..self.variant.seats).filter(|&s| s != us.0) {
            if let Some(k) = self.king(Seat(seat)) {
                kings.insert(k);
            }
        }
        Enemies {
            riders: [
                self.attackers[ATTACKS_LINES].difference(own),
                self.attackers[ATTACKS_DIAGONALS].difference(own),
            ],
            knights: self.attackers[ATTACKS_KNIGHT].difference(own),
            kings,
            pawns: self.attackers[ATTACKS_PAWN].difference(own),
        }
    }

    /// Whether `cell` is attacked by a piece of `e` (the seats other than `us`), treating
    /// `ignore` as empty; `ignore` must not hold a king or a knight of `e`. The rays that
    /// hold no enemy rider of their kind are skipped.
    #[inline]
    fn attacked_by_enemies(&self, e: &Enemies, cell: Cell, us: Seat, ignore: Option<Cell>) -> bool {
        let g = self.geometry();
        let ignore = ignore.map_or(usize::MAX, Cell::index);
        g.neighbour_set(cell).intersects(&e.kings)
            || g.knight_set(cell).intersects(&e.knights)
            || self.attacked_along_rays(e, cell, ignore)
            || (g.neighbour_set(cell).intersects(&e.pawns)
                && self.attacked_by_pawns(cell, ignore, |seat| seat != us.0))
    }

    /// Whether a rider of `e` attacks `cell` along a ray, the cell of index `ignore` taken
    /// as empty.
    #[inline]
    fn attacked_along_rays(&self, e: &Enemies, cell: Cell, ignore: usize) -> bool {
        let g = self.geometry();
        for kind in [DirKind::Line, DirKind::Diagonal] {
            let riders = &e.riders[kind as usize];
            if !g.reach_set(cell, kind).intersects(riders) {
                continue;
            }
            let dirs = g.rider_dirs(kind == DirKind::Line, kind == DirKind::Diagonal);
            for &d in dirs {
                if !g.ray_set(cell, d).intersects(riders) {
                    continue;
                }
                for &c in g.ray(cell, d) {
                    if self.board[c.index()] == 0 || c.index() == ignore {
                        continue;
                    }
                    if riders.contains(c) {
                        return true;
                    }
                    break;
                }
            }
        }
        false
    }

    /// Whether a pawn of a seat for which `attacker` holds attacks `cell` (a pawn on the
    /// cell of index `ignore` does not count).
    #[inline]
    fn attacked_by_pawns(&self, cell: Cell, ignore: usize, attacker: impl Fn(u8) -> bool) -> bool {
        let g = self.geometry();
        self.variant
            .pawn_rules
            .iter()
            .filter(|r| attacker(r.seat.0))
            .any(|rule| {
                let code = Piece::new(rule.seat, rule.role).code();
                rule.captures.iter().any(|&d| {
                    g.step(cell, g.opposite(d))
                        .is_some_and(|c| self.board[c.index()] == code && c.index() != ignore)
                })
            })
    }

    /// The checks on the king of the side to move and the pins to it.
    pub(crate) fn mover_restrictions(&self) -> Restrictions {
        self.restrictions(&self.enemies(self.turn))
    }

    /// Scans the king's rays for checks and pins (only the rays that hold a rider of `e`).
    fn restrictions(&self, e: &Enemies) -> Restrictions {
        let mut r = Restrictions {
            check_mask: CellSet::ALL,
            in_check: false,
            pinned: CellSet::EMPTY,
            pins: ArrayVec::new(),
        };
        let us = self.turn;
        let Some(king) = self.king(us) else {
            return r;
        };
        let g = self.geometry();
        for kind in [DirKind::Line, DirKind::Diagonal] {
            let riders = &e.riders[kind as usize];
            if !g.reach_set(king, kind).intersects(riders) {
                continue;
            }
            for &d in g.rider_dirs(kind == DirKind::Line, kind == DirKind::Diagonal) {
                if g.ray_set(king, d).intersects(riders) {
                    self.restrict_along(king, d, riders, &mut r);
                }
            }
        }
        let single = |c: Cell, r: &mut Restrictions| {
            r.in_check = true;
            let mut only = CellSet::EMPTY;
            only.insert(c);
            r.check_mask = r.check_mask.intersection(only);
        };
        if g.knight_set(king).intersects(&e.knights) {
            for c in g.knight_set(king).intersection(e.knights).iter() {
                single(c, &mut r);
            }
        }
        if !g.neighbour_set(king).intersects(&e.pawns) {
            return r;
        }
        for rule in self
            .variant
            .pawn_rules
            .iter()
            .filter(|rule| rule.seat != us)
        {
            let code = Piece::new(rule.seat, rule.role).code();
            for &d in &rule.captures {
                if let Some(c) = g.step(king, g.opposite(d))
                    && self.board[c.index()] == code
                {
                    single(c, &mut r);
                }
            }
        }
        r
    }

    /// The check or pin along the ray from `king` in direction `d` by one of `riders`, if
    /// any, added to `r`.
    fn restrict_along(&self, king: Cell, d: Dir, riders: &CellSet, r: &mut Restrictions) {
        let us = self.turn;
        let ray = self.geometry().ray(king, d);
        let mut own: Option<Cell> = None;
        for (i, &c) in ray.iter().enumerate() {
            let code = self.board[c.index()];
            if code == 0 {
                continue;
            }
            if code_seat(code) == us.0 {
                if own.is_some() {
                    break;
                }
                own = Some(c);
                continue;
            }
            if riders.contains(c) {
                match own {
                    None => {
                        let segment: CellSet = ray[..=i].iter().copied().collect();
                        r.in_check = true;
                        r.check_mask = r.check_mask.intersection(segment);
                    }
                    Some(p) => {
                        r.pinned.insert(p);
                        // A full pin list only happens on impossible boards; dropping a pin
                        // there errs towards allowing the move, never panicking.
                        let _ = r.pins.try_push((p, d, i as u8 + 1));
                    }
                }
            }
            break;
        }
    }

    /// All legal moves, appended to `out`.
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        if self.variant.has_transit {
            transit::legal_moves(self, out);
        } else {
            self.chess_legal_moves_into(out);
        }
    }

    /// Whether a move takes a piece (en passant included; castling never does).
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        m.kind == MoveKind::EnPassant
            || (!matches!(m.kind, MoveKind::Castle(_)) && self.board[m.to.index()] != 0)
    }

    /// Whether a move is tactical: a capture or a promotion (what a quiescence search
    /// tries); every other move is quiet.
    #[inline]
    pub fn is_tactical(&self, m: Move) -> bool {
        m.promotion.is_some() || self.is_capture(m)
    }

    /// The legal tactical moves ([`Position::is_tactical`]), appended to `out` in the order
    /// [`Position::legal_moves_into`] lists them. Quiet moves are not generated at all (no
    /// king steps to empty cells tested for attacks, no castling), except in Chess-transit,
    /// whose moves are listed and filtered.
    pub fn tactical_moves_into(&self, out: &mut MoveList) {
        if self.variant.has_transit {
            transit::legal_moves(self, out);
            out.retain(|m| self.is_tactical(*m));
        } else {
            self.chess_moves_into::<true, true, _>(out);
        }
    }

    /// The number of legal moves (what perft counts at its last ply), found without
    /// listing them where the game allows.
    pub fn count_legal_moves(&self) -> usize {
        if self.variant.has_transit {
            return self.legal_moves().len();
        }
        let mut count = MoveCount(0);
        self.chess_legal_moves_into(&mut count);
        count.0
    }

    /// The moves of the chess rules proper (each board of Chess-transit on its own).
    pub(crate) fn chess_legal_moves_into<S: MoveSink>(&self, out: &mut S) {
        self.chess_moves_into::<true, false, S>(out);
    }

    /// Every move of the chess rules proper whether or not it leaves the mover's king
    /// attacked (castling still obeys its own conditions): what a slow reference check
    /// filters by playing each move and testing the king, to check that
    /// [`Position::legal_moves`] lists exactly the legal ones. Not for Chess-transit.
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        self.chess_moves_into::<false, false, _>(&mut out);
        out
    }

    /// The chess moves; `LEGAL_ONLY` applies checks and pins (and attacked squares for the
    /// king), otherwise every move a piece's pattern allows is listed; `TACTICAL_ONLY`
    /// lists only the captures and promotions.
    fn chess_moves_into<const LEGAL_ONLY: bool, const TACTICAL_ONLY: bool, S: MoveSink>(
        &self,
        out: &mut S,
    ) {
        if self.geometry().wraps() {
            self.chess_moves_on::<LEGAL_ONLY, TACTICAL_ONLY, true, S>(out);
        } else {
            self.chess_moves_on::<LEGAL_ONLY, TACTICAL_ONLY, false, S>(out);
        }
    }

    /// [`Self::chess_moves_into`] on a board whose lines close on themselves (`WRAPS`, the
    /// torus: a rider may reach a cell both ways round) or not.
    fn chess_moves_on<
        const LEGAL_ONLY: bool,
        const TACTICAL_ONLY: bool,
        const WRAPS: bool,
        S: MoveSink,
    >(
        &self,
        out: &mut S,
    ) {
        let g = self.geometry();
        let v = self.variant;
        let us = self.turn;
        let e = self.enemies(us);
        let r = if LEGAL_ONLY {
            self.restrictions(&e)
        } else {
            Restrictions {
                check_mask: CellSet::ALL,
                in_check: self.in_check(),
                pinned: CellSet::EMPTY,
                pins: ArrayVec::new(),
            }
        };
        let any_target = !r.check_mask.is_empty();
        // The pieces of the other seats.
        let others = (0..v.seats)
            .filter(|&s| s != us.0)
            .fold(CellSet::EMPTY, |acc, s| {
                acc.union(self.occupied[s as usize])
            });
        for from in self.occupied[us.index()].iter() {
            let role = code_role(self.board[from.index()]);
            if role == Role::King {
                self.king_moves::<LEGAL_ONLY, TACTICAL_ONLY, S>(&e, from, out);
                continue;
            }
            if !any_target {
                continue;
            }
            // Most pieces may go anywhere: neither pinned nor held to answering a check.
            let free = !r.in_check && !r.pinned.contains(from);
            let allowed = if free {
                CellSet::ALL
            } else {
                r.allowed(g, self.king(us), from)
            };
            if let Some(rule) = v.pawn_rule(us, role) {
                let emit = |to: Cell, kind: MoveKind, out: &mut S| {
                    if rule.promotion_zone.contains(to) {
                        for &p in &rule.promotions {
                            out.push_move(Move {
                                from,
                                to,
                                promotion: Some(p),
                                kind,
                            });
                        }
                    } else {
                        out.push_move(Move {
                            from,
                            to,
                            promotion: None,
                            kind,
                        });
                    }
                };
                for &d in &rule.pushes {
                    let Some(to) = g.step(from, d) else { continue };
                    if self.board[to.index()] != 0 {
                        continue;
                    }
                    // A push is tactical only as a promotion (a double step never is).
                    if TACTICAL_ONLY && !rule.promotion_zone.contains(to) {
                        continue;
                    }
                    if free || allowed.contains(to) {
                        emit(to, MoveKind::Normal, out);
                    }
                    if TACTICAL_ONLY {
                        continue;
                    }
                    if rule.double_step_from.contains(from)
                        && let Some(to2) = g.step(to, d)
                        && self.board[to2.index()] == 0
                        && (free || allowed.contains(to2))
                    {
                        out.push_move(Move {
                            from,
                            to: to2,
                            promotion: None,
                            kind: MoveKind::DoubleStep,
                        });
                    }
                }
                // A pawn with no enemy beside it has nothing to capture.
                if !g.neighbour_set(from).intersects(&others) {
                    continue;
                }
                for &d in &rule.captures {
                    let Some(to) = g.step(from, d) else { continue };
                    if Self::capturable(self.board[to.index()], us)
                        && (free || allowed.contains(to))
                    {
                        emit(to, MoveKind::Normal, out);
                    }
                }
                continue;
            }
            // A piece on a closed line may reach a cell both ways round: count it once.
            let mut seen = CellSet::EMPTY;
            let mut push = |to: Cell, out: &mut S| {
                if free || allowed.contains(to) {
                    if WRAPS {
                        if seen.contains(to) {
                            return;
                        }
                        seen.insert(to);
                    }
                    out.push_move(Move::normal(from, to));
                }
            };
            if role.leaps_knight() {
                for &to in g.knight_targets(from) {
                    let target = self.board[to.index()];
                    if (target == 0 && !TACTICAL_ONLY) || Self::capturable(target, us) {
                        push(to, out);
                    }
                }
            }
            for &d in g.rider_dirs(role.rides_lines(), role.rides_diagonals()) {
                for &to in g.ray(from, d) {
                    let target = self.board[to.index()];
                    if target == 0 {
                        if !TACTICAL_ONLY {
                            push(to, out);
                        }
                        continue;
                    }
                    if Self::capturable(target, us) {
                        push(to, out);
                    }
                    break;
                }
            }
        }
        self.en_passant_moves(out);
        if !TACTICAL_ONLY && !r.in_check {
            self.castling_moves(&e, out);
        }
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Whether `m` is one of the legal moves here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    fn king_moves<const LEGAL_ONLY: bool, const TACTICAL_ONLY: bool, S: MoveSink>(
        &self,
        e: &Enemies,
        from: Cell,
        out: &mut S,
    ) {
        let g = self.geometry();
        let us = self.turn;
        // A king walled in by its own pieces (the usual case early on) has nothing to try.
        let candidates = g.neighbour_set(from).difference(self.occupied[us.index()]);
        if candidates.is_empty() {
            return;
        }
        for d in g.dirs() {
            let Some(to) = g.step(from, d) else { continue };
            let target = self.board[to.index()];
            if (target == 0 && TACTICAL_ONLY) || (target != 0 && !Self::capturable(target, us)) {
                continue;
            }
            if !LEGAL_ONLY || !self.attacked_by_enemies(e, to, us, Some(from)) {
                out.push_move(Move::normal(from, to));
            }
        }
    }

    pub(crate) fn en_passant_moves<S: MoveSink>(&self, out: &mut S) {
        let Some(target) = self.en_passant_target() else {
            return;
        };
        if !self.variant.en_passant {
            return;
        }
        let g = self.geometry();
        let us = self.turn;
        for rule in self
            .variant
            .pawn_rules
            .iter()
            .filter(|rule| rule.seat == us)
        {
            let code = Piece::new(us, rule.role).code();
            for &d in &rule.captures {
                let Some(from) = g.step(target, g.opposite(d)) else {
                    continue;
                };
                if self.board[from.index()] != code || self.board[target.index()] != 0 {
                    continue;
                }
                let m = Move {
                    from,
                    to: target,
                    promotion: None,
                    kind: MoveKind::EnPassant,
                };
                if self.ep_victim().is_some() && !self.play_raw(m).is_king_attacked(us) {
                    out.push_move(m);
                }
            }
        }
    }

    fn castling_moves<S: MoveSink>(&self, e: &Enemies, out: &mut S) {
        let us = self.turn;
        for (i, rule) in self.variant.castling.iter().enumerate() {
            if rule.seat != us || self.castling >> i & 1 == 0 {
                continue;
            }
            let king = Piece::new(us, Role::King).code();
            let rook = Piece::new(us, Role::Rook).code();
            if self.board[rule.king_from.index()] != king
                || self.board[rule.rook_from.index()] != rook
            {
                continue;
            }
            if rule
                .must_be_empty
                .iter()
                .any(|c| self.board[c.index()] != 0)
            {
                continue;
            }
            if rule
                .king_path
                .iter()
                .any(|&c| self.attacked_by_enemies(e, c, us, Some(rule.king_from)))
            {
                continue;
            }
            let m = Move {
                from: rule.king_from,
                to: rule.king_to,
                promotion: None,
                kind: MoveKind::Castle(i as u8),
            };
            // The rook's move can open a line onto the king's new cell (round a seam).
            if !self.variant.castling_needs_replay(i) || !self.play_raw(m).is_king_attacked(us) {
                out.push_move(m);
            }
        }
    }
}
