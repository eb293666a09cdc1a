//! What a move does on the board, worked out from the position before it and the move
//! itself (never by comparing positions): which piece goes where and over which cells, what
//! it captures and where those pieces stood, what it becomes, the rook a castling moves,
//! and whether it leaps or crosses to the other board. The app animates from this; the
//! rules core stays the one place that knows what a move means.

use super::draughts::{DraughtsMove, DraughtsPiece, DraughtsPosition};
use super::geometry::DirKind;
use super::{Cell, Geometry, Move, MoveKind, Piece, PieceShape, PieceView, Position, Role, Seat};

/// How the moving piece travels along its [`PlayedMove::path`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Motion {
    /// Along the board's surface, through every cell of the path in turn (a rider's slide,
    /// a king's or a pawn's step, a draughts step).
    Slide,
    /// Over the board, from each cell of the path to the next (a knight's jump, a draughts
    /// capture jumping from landing to landing).
    Leap,
    /// From one board to the other (Chess-transit's transit move).
    Transit,
}

/// A piece a move takes off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Captured {
    /// Where it stood (for en passant, not the mover's target).
    pub cell: Cell,
    /// What it was.
    pub piece: PieceView,
}

/// The second piece of a castling: the rook, going from `from` to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastlingRook {
    /// The rook's seat and shape, as it stood on `from`.
    pub piece: PieceView,
    /// Where it stood.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
    /// The cells it slides through, `from` and `to` included.
    pub path: Vec<Cell>,
}

/// What a move did: computed by [`chess_move_played`] or [`draughts_move_played`] from the
/// position before the move and the move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayedMove {
    /// The moving piece as it stood on `from` (its seat is the mover's seat).
    pub piece: PieceView,
    /// Where it stood.
    pub from: Cell,
    /// Where it ends (the king's cell, for castling).
    pub to: Cell,
    /// The cells it passes on the board, in order, `from` first and `to` last: every cell
    /// of a slide (the short way round a torus, over its seam), the two ends of a leap, or
    /// every landing cell of a draughts capture.
    pub path: Vec<Cell>,
    /// How it travels along the path.
    pub motion: Motion,
    /// The pieces it takes, with their cells (draughts captures several).
    pub captured: Vec<Captured>,
    /// What the piece becomes on `to` (a pawn's promotion, a man crowned), if it changes.
    pub promotion: Option<PieceView>,
    /// The rook of a castling.
    pub rook: Option<CastlingRook>,
}

impl PlayedMove {
    /// The seat that moved.
    pub fn seat(&self) -> Seat {
        self.piece.seat
    }

    /// The piece as it stands on `to` after the move.
    pub fn piece_after(&self) -> PieceView {
        self.promotion.unwrap_or(self.piece)
    }

    /// The pieces of `before` (a position's pieces with their cells, in any order) as this
    /// move leaves them: what the position after the move holds, for a check.
    pub fn applied_to(&self, before: &[(Cell, PieceView)]) -> Vec<(Cell, PieceView)> {
        let gone: Vec<Cell> = std::iter::once(self.from)
            .chain(self.captured.iter().map(|c| c.cell))
            .chain(self.rook.iter().map(|r| r.from))
            .collect();
        let mut after: Vec<(Cell, PieceView)> = before
            .iter()
            .filter(|(c, _)| !gone.contains(c))
            .copied()
            .collect();
        after.push((self.to, self.piece_after()));
        if let Some(rook) = &self.rook {
            after.push((rook.to, rook.piece));
        }
        after
    }
}

/// A chess piece as drawn.
fn chess_view(piece: Piece) -> PieceView {
    PieceView {
        seat: piece.seat,
        shape: PieceShape::Chess(piece.role),
    }
}

/// A draughts piece as drawn.
fn draughts_view(piece: DraughtsPiece) -> PieceView {
    PieceView {
        seat: piece.seat,
        shape: if piece.is_king() {
            PieceShape::DraughtsKing
        } else {
            PieceShape::Man
        },
    }
}

/// The cells from `from` to `to` (both included) along one of `dirs`, when `to` lies on
/// that line with every cell before it empty (or `open` says it may be passed); the
/// shortest such line (on a torus both ways round may be open).
fn line_path(
    geometry: &Geometry,
    from: Cell,
    to: Cell,
    dirs: &[super::geometry::Dir],
    open: impl Fn(Cell) -> bool,
) -> Option<Vec<Cell>> {
    dirs.iter()
        .filter_map(|&d| {
            let ray = geometry.ray(from, d);
            let end = ray.iter().position(|&c| c == to)?;
            ray[..end].iter().all(|&c| open(c)).then(|| {
                std::iter::once(from)
                    .chain(ray[..=end].iter().copied())
                    .collect::<Vec<Cell>>()
            })
        })
        .min_by_key(Vec::len)
}

/// Every direction of the board, as a list.
fn all_dirs(geometry: &Geometry) -> Vec<super::geometry::Dir> {
    geometry.dirs().collect()
}

/// The directions a role rides along (none for a piece that only steps or leaps).
fn riding_dirs(geometry: &Geometry, role: Role) -> Vec<super::geometry::Dir> {
    geometry
        .dirs()
        .filter(|&d| match geometry.dir_kind(d) {
            DirKind::Line => role.rides_lines(),
            DirKind::Diagonal => role.rides_diagonals(),
        })
        .collect()
}

/// What the chess move `m`, legal in `before`, does.
///
/// # Panics
/// When no piece stands on `m.from` in `before`.
pub fn chess_move_played(before: &Position, m: Move) -> PlayedMove {
    let geometry = before.geometry();
    let mover = before
        .piece_at(m.from)
        .expect("a piece on the move's start cell");
    let piece = chess_view(mover);
    let empty = |c: Cell| before.piece_at(c).is_none();
    let mut captured = Vec::new();
    let mut rook = None;
    let (path, motion) = match m.kind {
        MoveKind::Transit => (vec![m.from, m.to], Motion::Transit),
        MoveKind::Castle(i) => {
            let rule = &before.variant().castling[i as usize];
            // The king and the rook pass each other's cells: only they may stand between.
            let (king_from, rook_from) = (rule.king_from, rule.rook_from);
            let open = |c: Cell| empty(c) || c == king_from || c == rook_from;
            let dirs = all_dirs(geometry);
            let king_path = line_path(geometry, king_from, rule.king_to, &dirs, open)
                .unwrap_or_else(|| vec![king_from, rule.king_to]);
            if let Some(r) = before.piece_at(rook_from) {
                rook = Some(CastlingRook {
                    piece: chess_view(r),
                    from: rook_from,
                    to: rule.rook_to,
                    path: line_path(geometry, rook_from, rule.rook_to, &dirs, open)
                        .unwrap_or_else(|| vec![rook_from, rule.rook_to]),
                });
            }
            (king_path, Motion::Slide)
        }
        MoveKind::Normal | MoveKind::DoubleStep | MoveKind::EnPassant => {
            let victim = match m.kind {
                MoveKind::EnPassant => before.ep_victim(),
                _ => Some(m.to),
            };
            if let Some(cell) = victim
                && let Some(p) = before.piece_at(cell)
                && p.seat != mover.seat
            {
                captured.push(Captured {
                    cell,
                    piece: chess_view(p),
                });
            }
            chess_path(before, mover.role, m.from, m.to)
        }
    };
    PlayedMove {
        piece,
        from: m.from,
        to: m.to,
        path,
        motion,
        captured,
        promotion: m
            .promotion
            .map(|role| chess_view(Piece::new(mover.seat, role))),
        rook,
    }
}

/// How a piece of `role` went from `from` to `to`: along a line over empty cells (a rider,
/// or a king's or pawn's step), else in one leap.
fn chess_path(before: &Position, role: Role, from: Cell, to: Cell) -> (Vec<Cell>, Motion) {
    let geometry = before.geometry();
    let empty = |c: Cell| before.piece_at(c).is_none();
    let rides = riding_dirs(geometry, role);
    if let Some(path) = line_path(geometry, from, to, &rides, empty) {
        return (path, Motion::Slide);
    }
    // Kings and pawns step (a pawn's double step passes one empty cell); a knight's
    // target is on no line, so only a leap reaches it.
    let steps = role == Role::King || role.is_pawn();
    if steps && let Some(path) = line_path(geometry, from, to, &all_dirs(geometry), empty) {
        return (path, Motion::Slide);
    }
    if role.leaps_knight() && geometry.knight_targets(from).contains(&to) {
        return (vec![from, to], Motion::Leap);
    }
    (vec![from, to], Motion::Slide)
}

/// What the draughts move `m`, legal in `before`, does.
///
/// # Panics
/// When no piece stands on `m.from` in `before`.
pub fn draughts_move_played(before: &DraughtsPosition, m: &DraughtsMove) -> PlayedMove {
    let mover = before
        .piece_at(m.from)
        .expect("a piece on the move's start cell");
    let piece = draughts_view(mover);
    let mut path = vec![m.from];
    path.extend(m.path.iter().copied());
    // The order the pieces are jumped in, as the landings pass them.
    let mut captured: Vec<Captured> = m
        .captured
        .iter()
        .filter_map(|cell| {
            before.piece_at(cell).map(|p| Captured {
                cell,
                piece: draughts_view(p),
            })
        })
        .collect();
    let passed_at = |cell: Cell| {
        path.windows(2)
            .position(|w| between(before.geometry(), w[0], w[1], cell))
            .unwrap_or(usize::MAX)
    };
    captured.sort_by_key(|c| passed_at(c.cell));
    let after = before.play(m).piece_at(m.to).map(draughts_view);
    PlayedMove {
        piece,
        from: m.from,
        to: m.to,
        motion: if m.is_capture() {
            Motion::Leap
        } else {
            Motion::Slide
        },
        path,
        captured,
        promotion: after.filter(|&p| p != piece),
        rook: None,
    }
}

/// Whether `cell` lies on the line strictly between `a` and `b`.
fn between(geometry: &Geometry, a: Cell, b: Cell, cell: Cell) -> bool {
    geometry.dirs().any(|d| {
        let ray = geometry.ray(a, d);
        match (
            ray.iter().position(|&c| c == b),
            ray.iter().position(|&c| c == cell),
        ) {
            (Some(end), Some(at)) => at < end,
            _ => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::DraughtsRules;
    use crate::{VariantId, game::Game};

    fn chess(id: VariantId, fen: &str) -> Position {
        Position::from_fen(id, fen).expect("a good FEN")
    }

    fn cell(p: &Position, name: &str) -> Cell {
        p.geometry().cell_by_name(name).expect("a cell")
    }

    fn cells(p: &Position, names: &[&str]) -> Vec<Cell> {
        names.iter().map(|n| cell(p, n)).collect()
    }

    fn view(seat: Seat, role: Role) -> PieceView {
        PieceView {
            seat,
            shape: PieceShape::Chess(role),
        }
    }

    /// The move written `text` in `before`, what it did, and a check that doing it to the
    /// pieces gives the position the rules reach.
    fn played(before: &Position, text: &str) -> PlayedMove {
        let m = before.parse_move(text).expect("a legal move");
        let p = chess_move_played(before, m);
        let pieces = |pos: &Position| {
            let mut v: Vec<_> = pos.pieces().map(|(c, x)| (c, chess_view(x))).collect();
            v.sort_by_key(|(c, _)| c.index());
            v
        };
        let mut done = p.applied_to(&pieces(before));
        done.sort_by_key(|(c, _)| c.index());
        assert_eq!(done, pieces(&before.play(m)), "{text}");
        p
    }

    #[test]
    fn a_plain_capture_slides_and_takes_what_stood_on_the_target() {
        let p = chess(VariantId::Classical, "4k3/8/8/3p4/8/8/8/Q3K3 w - - 0 1");
        let m = played(&p, "a1d4");
        assert_eq!(m.piece, view(Seat::WHITE, Role::Queen));
        assert_eq!(m.seat(), Seat::WHITE);
        assert_eq!(m.path, cells(&p, &["a1", "b2", "c3", "d4"]));
        assert_eq!(m.motion, Motion::Slide);
        assert!(m.captured.is_empty());
        let m = played(&p, "a1a8");
        assert_eq!(m.path.len(), 8);
        let p = chess(VariantId::Classical, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        let m = played(&p, "e4d5");
        assert_eq!(
            m.captured,
            [Captured {
                cell: cell(&p, "d5"),
                piece: view(Seat::BLACK, Role::Pawn)
            }]
        );
        assert_eq!(m.path, cells(&p, &["e4", "d5"]));
    }

    #[test]
    fn a_knight_leaps_and_a_giraffe_leaps_or_slides() {
        let p = Position::start(VariantId::Classical);
        let m = played(&p, "g1f3");
        assert_eq!(m.motion, Motion::Leap);
        assert_eq!(m.path, cells(&p, &["g1", "f3"]));
        let m = played(&p, "e2e4");
        assert_eq!(m.motion, Motion::Slide);
        assert_eq!(m.path, cells(&p, &["e2", "e3", "e4"]));
        let great = Position::start(VariantId::Great);
        let giraffe = great
            .pieces()
            .find(|(_, x)| x.role == Role::Giraffe && x.seat == Seat::WHITE)
            .map(|(c, _)| c)
            .expect("a giraffe");
        for m in great.legal_moves() {
            if m.from == giraffe {
                let p = chess_move_played(&great, m);
                let knight = great.geometry().knight_targets(giraffe).contains(&m.to);
                assert_eq!(p.motion == Motion::Leap, knight, "{m:?}");
            }
        }
    }

    #[test]
    fn castling_moves_the_rook_too_on_both_sides() {
        let p = chess(VariantId::Classical, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let short = played(&p, "O-O");
        assert_eq!(short.piece, view(Seat::WHITE, Role::King));
        assert_eq!(short.path, cells(&p, &["e1", "f1", "g1"]));
        let rook = short.rook.expect("the rook");
        assert_eq!((rook.from, rook.to), (cell(&p, "h1"), cell(&p, "f1")));
        assert_eq!(rook.path, cells(&p, &["h1", "g1", "f1"]));
        assert_eq!(rook.piece, view(Seat::WHITE, Role::Rook));
        assert!(short.captured.is_empty());
        let long = played(&p, "O-O-O");
        assert_eq!(long.path, cells(&p, &["e1", "d1", "c1"]));
        let rook = long.rook.expect("the rook");
        assert_eq!(rook.path, cells(&p, &["a1", "b1", "c1", "d1"]));
        let black = chess(VariantId::Classical, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        let rook = played(&black, "O-O-O").rook.expect("the rook");
        assert_eq!((rook.from, rook.to), (cell(&p, "a8"), cell(&p, "d8")));
        assert_eq!(rook.piece, view(Seat::BLACK, Role::Rook));
    }

    #[test]
    fn en_passant_takes_the_pawn_beside_not_on_the_target() {
        let p = chess(VariantId::Classical, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        let m = played(&p, "e5d6");
        assert_eq!(m.to, cell(&p, "d6"));
        assert_eq!(
            m.captured,
            [Captured {
                cell: cell(&p, "d5"),
                piece: view(Seat::BLACK, Role::Pawn)
            }]
        );
    }

    #[test]
    fn a_promotion_says_what_the_pawn_becomes() {
        let p = chess(VariantId::Classical, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let m = played(&p, "a7b8n");
        assert_eq!(m.piece, view(Seat::WHITE, Role::Pawn));
        assert_eq!(m.promotion, Some(view(Seat::WHITE, Role::Knight)));
        assert_eq!(m.piece_after(), view(Seat::WHITE, Role::Knight));
        assert_eq!(m.captured.len(), 1);
        assert_eq!(
            played(&p, "a7a8q").promotion,
            Some(view(Seat::WHITE, Role::Queen))
        );
        assert_eq!(played(&p, "e1e2").promotion, None);
    }

    #[test]
    fn a_transit_hops_to_the_twin_cell_of_the_other_board() {
        let p = Position::start(VariantId::Transit);
        let from = cell(&p, "1:e2");
        let m = p
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.kind == MoveKind::Transit && m.from == from)
            .expect("a transit from 1:e2");
        let t = chess_move_played(&p, m);
        assert_eq!(t.motion, Motion::Transit);
        assert_eq!(t.path, [from, cell(&p, "2:e2")]);
        assert!(t.captured.is_empty());
        // An ordinary move on a board slides on it.
        let step = chess_move_played(&p, find(&p, "1:e2", "1:e4"));
        assert_eq!(step.path, cells(&p, &["1:e2", "1:e3", "1:e4"]));
        assert_eq!(step.motion, Motion::Slide);
    }

    /// The legal move of `p` from the cell named `from` to the one named `to`.
    fn find(p: &Position, from: &str, to: &str) -> Move {
        let (from, to) = (cell(p, from), cell(p, to));
        p.legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to)
            .expect("a legal move")
    }

    #[test]
    fn a_wirth_slider_goes_the_short_way_round_the_torus() {
        // Rank 10 is the top row and rank 11 the bottom one (RULES 4.1): the rook on E10
        // goes to E1 over the wrap, through E11 and E12, not down the file through E9..E2.
        let p = chess(
            VariantId::Wirth,
            "6R5/12/12/12/12/1k10/12/12/12/9K2/12/12 w - - 0 1",
        );
        let m = chess_move_played(&p, find(&p, "E10", "E1"));
        assert_eq!(m.path, cells(&p, &["E10", "E11", "E12", "E1"]));
        assert_eq!(m.motion, Motion::Slide);
        // Down the file when that is the shorter way.
        let m = chess_move_played(&p, find(&p, "E10", "E8"));
        assert_eq!(m.path, cells(&p, &["E10", "E9", "E8"]));
    }

    #[test]
    fn every_move_of_random_games_does_what_the_rules_do() {
        // A fixed pseudo-random walk through each variant: the description of each move,
        // applied to the pieces, gives the next position's pieces.
        for id in [
            VariantId::Classical,
            VariantId::Great,
            VariantId::Wirth,
            VariantId::Mattrix,
            VariantId::Transit,
        ] {
            let mut game = Game::new(id);
            let mut seed = 0x9e37_79b9_u64;
            for _ in 0..120 {
                let moves = game.legal_moves().to_vec();
                if moves.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let m = moves[(seed >> 33) as usize % moves.len()];
                let before = game.position().clone();
                let p = chess_move_played(&before, m);
                let mut done = p.applied_to(
                    &before
                        .pieces()
                        .map(|(c, x)| (c, chess_view(x)))
                        .collect::<Vec<_>>(),
                );
                done.sort_by_key(|(c, _)| c.index());
                let mut want: Vec<_> = before
                    .play(m)
                    .pieces()
                    .map(|(c, x)| (c, chess_view(x)))
                    .collect();
                want.sort_by_key(|(c, _)| c.index());
                assert_eq!(done, want, "{id:?} {m:?}");
                assert_eq!(p.path.first(), Some(&m.from));
                assert_eq!(p.path.last(), Some(&m.to));
                if game.play(m).is_err() {
                    break;
                }
            }
        }
    }

    fn draughts(fen: &str) -> DraughtsPosition {
        DraughtsPosition::from_fen(fen).expect("a good position")
    }

    fn dcell(name: &str) -> Cell {
        crate::draughts::geometry()
            .cell_by_name(name)
            .expect("a cell")
    }

    #[test]
    fn a_draughts_multi_capture_follows_its_landings_and_is_crowned() {
        // c3 takes d4 and f6, landing on e5 and g7; Black's a7 stays.
        let p = draughts("W:Wc3,e1:Bd4,f6,a7");
        let m = p
            .legal_moves()
            .into_iter()
            .find(|m| m.from == dcell("c3"))
            .expect("the capture");
        let d = draughts_move_played(&p, &m);
        assert_eq!(d.path, [dcell("c3"), dcell("e5"), dcell("g7")]);
        assert_eq!(d.motion, Motion::Leap);
        let taken: Vec<Cell> = d.captured.iter().map(|c| c.cell).collect();
        assert_eq!(taken, [dcell("d4"), dcell("f6")], "in the order jumped");
        assert!(d.captured.iter().all(|c| c.piece.shape == PieceShape::Man));
        assert_eq!(d.promotion, None);
        // A man jumping onto the far row (b6 over c7 to d8) goes on as a king (over f6):
        // crowned during the capture.
        let p = draughts("W:Wb6:Bc7,f6");
        let m = p
            .legal_moves()
            .into_iter()
            .max_by_key(|m| m.captured.len())
            .expect("a capture");
        let d = draughts_move_played(&p, &m);
        assert_eq!(&d.path[..2], [dcell("b6"), dcell("d8")]);
        let taken: Vec<Cell> = d.captured.iter().map(|c| c.cell).collect();
        assert_eq!(taken, [dcell("c7"), dcell("f6")]);
        assert_eq!(d.path.len(), m.path.len() + 1);
        assert_eq!(d.captured.len(), m.captured.len());
        assert_eq!(
            d.promotion,
            Some(PieceView {
                seat: Seat::WHITE,
                shape: PieceShape::DraughtsKing
            })
        );
        let mut done = d.applied_to(
            &p.pieces()
                .map(|(c, x)| (c, draughts_view(x)))
                .collect::<Vec<_>>(),
        );
        done.sort_by_key(|(c, _)| c.index());
        let mut want: Vec<_> = p
            .play(&m)
            .pieces()
            .map(|(c, x)| (c, draughts_view(x)))
            .collect();
        want.sort_by_key(|(c, _)| c.index());
        assert_eq!(done, want);
    }

    #[test]
    fn every_move_of_a_random_draughts_game_does_what_the_rules_do() {
        let mut p = DraughtsPosition::start(DraughtsRules::RUSSIAN);
        let mut seed = 0x2545_f491_u64;
        let pieces = |p: &DraughtsPosition| {
            let mut v: Vec<_> = p.pieces().map(|(c, x)| (c, draughts_view(x))).collect();
            v.sort_by_key(|(c, _)| c.index());
            v
        };
        for _ in 0..150 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let m = &moves[(seed >> 33) as usize % moves.len()];
            let d = draughts_move_played(&p, m);
            let mut done = d.applied_to(&pieces(&p));
            done.sort_by_key(|(c, _)| c.index());
            let next = p.play(m);
            assert_eq!(done, pieces(&next), "{m:?}");
            assert_eq!(d.captured.len(), m.captured.len());
            p = next;
        }
    }

    #[test]
    fn a_draughts_step_slides_one_cell() {
        let p = DraughtsPosition::start(DraughtsRules::RUSSIAN);
        let m = p.parse_move("c3-d4").expect("a move");
        let d = draughts_move_played(&p, &m);
        assert_eq!(d.path, [dcell("c3"), dcell("d4")]);
        assert_eq!(d.motion, Motion::Slide);
        assert!(d.captured.is_empty());
        assert_eq!(d.piece.shape, PieceShape::Man);
    }
}
