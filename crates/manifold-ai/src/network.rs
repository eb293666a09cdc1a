//! A small neural network that evaluates classical chess positions (an "NNUE" of the
//! simplest shape): 768 inputs (each seat's six roles on each of the 64 cells, seen from
//! one seat), one hidden layer of [`HIDDEN`] units per point of view, each clipped to 0..1
//! and squared ("SCReLU"), and one output from both halves, the side to move's first,
//! weighed by one of [`BUCKETS`] sets of output weights chosen by the pieces on the board.
//!
//! The network is fitted by `manifold-cli texel network` ([`crate::texel::network`])
//! to positions that Stockfish scored (`crates/manifold-ai/tools/nnue_data.py`), and is stored
//! quantised in a small binary file (`src/ai/classical.nnue`, [`Network::from_bytes`]):
//! a magic line, then little-endian integers. Evaluating it sums, for each point of
//! view, one row of weights per piece on the board, then weighs the clipped sums.

use std::sync::OnceLock;

use manifold_rules::geometry::{Cell, Geometry};
use manifold_rules::piece::{code_role, code_seat};
use manifold_rules::{Position, Seat, Variant, VariantId};

use super::score::Score;

/// Hidden units per point of view.
pub(crate) const HIDDEN: usize = 128;

/// Inputs per point of view: two sides (own, enemy) x six roles x 64 cells.
pub(crate) const INPUTS: usize = 2 * ROLES * CELLS;

/// The roles a network knows (King to Pawn, by [`manifold_rules::piece::Role`]'s order).
pub(crate) const ROLES: usize = 6;

/// The cells of the board a network knows (8x8).
pub(crate) const CELLS: usize = 64;

/// The quantisation of the hidden layer: a weight of 1.0 is stored as this.
pub(crate) const QA: i32 = 255;

/// The quantisation of the output weights: a weight of 1.0 is stored as this.
pub(crate) const QB: i32 = 64;

/// The network's output 1.0 in centipawns (the sigmoid's scale in training).
pub(crate) const SCALE: i32 = 400;

/// The sets of output weights ("output buckets"): a position is weighed by the set of its
/// number of pieces ([`bucket`]), so that the endgame may weigh the hidden units
/// differently from the opening.
pub(crate) const BUCKETS: usize = 8;

/// The first bytes of a network file.
pub(crate) const MAGIC: &[u8; 8] = b"MFNNUE2\n";

/// The most cells that may differ from the last position evaluated for its hidden sums to
/// be carried over rather than summed again.
const MOST_CHANGED: usize = 8;

/// The last position a thread evaluated: its board and hidden sums, and the network.
struct Accumulated {
    network: *const Network,
    board: [u8; CELLS],
    sums: [[i16; HIDDEN]; 2],
}

thread_local! {
    static LAST: std::cell::RefCell<Accumulated> = const {
        std::cell::RefCell::new(Accumulated {
            network: std::ptr::null(),
            board: [0; CELLS],
            sums: [[0; HIDDEN]; 2],
        })
    };
}

/// The network shipped for classical chess.
static CLASSICAL_BYTES: &[u8] = include_bytes!("classical.nnue");

/// A network shipped with the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ShippedNetwork {
    /// `classical.nnue`, trained on classical chess's 8x8 board.
    Classical,
}

/// The network each game is evaluated with, if any: the per-variant table (a network is
/// trained for one board, so only classical chess has one so far).
fn network_of(id: VariantId) -> Option<ShippedNetwork> {
    match id {
        VariantId::Classical => Some(ShippedNetwork::Classical),
        VariantId::Great | VariantId::Wirth | VariantId::Mattrix | VariantId::Transit => None,
    }
}

/// A quantised network.
#[derive(Clone)]
pub struct Network {
    /// Hidden weights, one row of [`HIDDEN`] per input.
    pub(crate) input_weights: Vec<[i16; HIDDEN]>,
    /// The bias of each hidden unit, quantised by `QA` like the hidden weights: each point
    /// of view's sums start from it before the pieces' rows are added.
    pub(crate) input_bias: [i16; HIDDEN],
    /// Output weights, one set per bucket: the side to move's half, then the other's.
    pub(crate) output_weights: [[i16; 2 * HIDDEN]; BUCKETS],
    /// Output biases, one per bucket (in units of `QA * QB`).
    pub(crate) output_bias: [i32; BUCKETS],
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({HIDDEN} hidden)")
    }
}

/// What is wrong with a network file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// It does not start with [`MAGIC`].
    NotANetwork,
    /// It is shorter or longer than a network of [`HIDDEN`] units.
    WrongSize {
        /// The bytes expected.
        expected: usize,
        /// The bytes found.
        found: usize,
    },
}

impl std::fmt::Display for NetworkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetworkError::NotANetwork => write!(f, "not a Manifold network file"),
            NetworkError::WrongSize { expected, found } => {
                write!(f, "a network file of {found} bytes, expected {expected}")
            }
        }
    }
}

impl std::error::Error for NetworkError {}

/// The input of a piece of `seat` with `role` on 8x8 cell `square` (rank * 8 + file, from
/// White's side), seen from `view`: the view's own pieces first, and Black sees the board
/// turned over.
#[inline]
pub(crate) fn input(view: usize, seat: usize, role: usize, square: usize) -> usize {
    let side = usize::from(seat != view);
    let square = if view == 0 { square } else { square ^ 56 };
    (side * ROLES + role) * CELLS + square
}

/// The output bucket of a position with `pieces` pieces on the board, kings included: 2 to
/// 5 pieces bucket 0, 6 to 9 bucket 1, and so on to 30 to 32 in bucket 7.
#[inline]
pub(crate) fn bucket(pieces: usize) -> usize {
    (pieces.saturating_sub(2) / 4).min(BUCKETS - 1)
}

/// The pieces on a classical board, kings included.
#[inline]
fn pieces(pos: &Position) -> usize {
    pos.occupied()[0].len() + pos.occupied()[1].len()
}

/// The 8x8 square (rank * 8 + file, from White's side) of a cell of a classical board.
#[inline]
pub(crate) fn square(geometry: &Geometry, cell: Cell) -> usize {
    let (file, rank) = geometry.coord(cell);
    (rank * 8 + file) as usize
}

/// Black's input for White's input `i` (the same piece).
#[inline]
pub(crate) fn black_view(i: usize) -> usize {
    let side = i / (INPUTS / 2);
    let (role, square) = ((i % (INPUTS / 2)) / CELLS, i % CELLS);
    (1 - side) * (INPUTS / 2) + role * CELLS + (square ^ 56)
}

/// The size of a network file.
pub(crate) const fn file_size() -> usize {
    MAGIC.len() + 2 * (INPUTS * HIDDEN + HIDDEN + BUCKETS * 2 * HIDDEN) + 4 * BUCKETS
}

impl Network {
    /// Reads a network file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if !bytes.starts_with(MAGIC) {
            return Err(NetworkError::NotANetwork);
        }
        if bytes.len() != file_size() {
            return Err(NetworkError::WrongSize {
                expected: file_size(),
                found: bytes.len(),
            });
        }
        let mut at = MAGIC.len();
        let mut next = || {
            let v = i16::from_le_bytes([bytes[at], bytes[at + 1]]);
            at += 2;
            v
        };
        let input_weights = (0..INPUTS)
            .map(|_| std::array::from_fn(|_| next()))
            .collect();
        let input_bias = std::array::from_fn(|_| next());
        let output_weights = std::array::from_fn(|_| std::array::from_fn(|_| next()));
        let tail = &bytes[bytes.len() - 4 * BUCKETS..];
        let output_bias = std::array::from_fn(|b| {
            let v = &tail[4 * b..4 * b + 4];
            i32::from_le_bytes([v[0], v[1], v[2], v[3]])
        });
        Ok(Network {
            input_weights,
            input_bias,
            output_weights,
            output_bias,
        })
    }

    /// The network as a file ([`Network::from_bytes`] reads it back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(file_size());
        out.extend_from_slice(MAGIC);
        for row in &self.input_weights {
            for v in row {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        for v in self
            .input_bias
            .iter()
            .chain(self.output_weights.iter().flatten())
        {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for v in &self.output_bias {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// The network of a game, if it has one ([`network_of`]: classical chess's only).
    pub(crate) fn for_variant(variant: &Variant) -> Option<&'static Network> {
        static CLASSICAL: OnceLock<Network> = OnceLock::new();
        let (slot, bytes) = match network_of(variant.id)? {
            ShippedNetwork::Classical => (&CLASSICAL, CLASSICAL_BYTES),
        };
        Some(slot.get_or_init(|| Network::from_bytes(bytes).expect("the shipped network reads")))
    }

    /// The score of a classical position for the side to move, in centipawns. The hidden
    /// sums are carried over from the last position this thread evaluated where few cells
    /// differ (the search's next node is usually a sibling or a child): only the pieces
    /// that moved are taken out and put back.
    pub fn evaluate(&self, pos: &Position) -> Score {
        LAST.with_borrow_mut(|last| {
            let board = &pos.board()[..CELLS];
            let fresh = !std::ptr::eq(last.network, self)
                || board
                    .iter()
                    .zip(&last.board)
                    .filter(|(a, b)| a != b)
                    .count()
                    > MOST_CHANGED;
            if fresh {
                last.network = self;
                last.sums = self.sums(pos);
            } else {
                let geometry = pos.geometry();
                for cell in geometry.cells() {
                    let (old, new) = (last.board[cell.index()], board[cell.index()]);
                    if old == new {
                        continue;
                    }
                    let at = square(geometry, cell);
                    if old != 0 {
                        self.apply(&mut last.sums, old, at, i16::wrapping_sub);
                    }
                    if new != 0 {
                        self.apply(&mut last.sums, new, at, i16::wrapping_add);
                    }
                }
            }
            last.board.copy_from_slice(board);
            let us = pos.turn().index().min(1);
            self.output(&last.sums[us], &last.sums[1 - us], pieces(pos))
        })
    }

    /// The score of a classical position for the side to move, summed from scratch.
    pub fn evaluate_fresh(&self, pos: &Position) -> Score {
        let sums = self.sums(pos);
        let us = pos.turn().index().min(1);
        self.output(&sums[us], &sums[1 - us], pieces(pos))
    }

    /// Both points of view's hidden sums of a position, White's first.
    fn sums(&self, pos: &Position) -> [[i16; HIDDEN]; 2] {
        let mut sums = [self.input_bias; 2];
        let geometry = pos.geometry();
        for seat in 0..2 {
            for cell in pos.occupied()[seat].iter() {
                let at = square(geometry, cell);
                self.apply(&mut sums, pos.board()[cell.index()], at, i16::wrapping_add);
            }
        }
        sums
    }

    /// Adds (or takes out, by `op`) the piece of board code `code` on `square` to both
    /// points of view's sums.
    #[inline]
    fn apply(
        &self,
        sums: &mut [[i16; HIDDEN]; 2],
        code: u8,
        square: usize,
        op: impl Fn(i16, i16) -> i16,
    ) {
        let (seat, role) = (usize::from(code_seat(code)), code_role(code) as usize);
        let rows = [input(0, seat, role, square), input(1, seat, role, square)];
        self.apply_rows(sums, rows, op);
    }

    /// Applies `op` with input row `rows[view]` to each point of view's sums.
    #[inline]
    fn apply_rows(
        &self,
        sums: &mut [[i16; HIDDEN]; 2],
        rows: [usize; 2],
        op: impl Fn(i16, i16) -> i16,
    ) {
        for (sums, row) in sums.iter_mut().zip(rows) {
            for (s, &w) in sums.iter_mut().zip(&self.input_weights[row]) {
                *s = op(*s, w);
            }
        }
    }

    /// The score for the side to move (`side`: 0 White, 1 Black) of the pieces given as
    /// inputs from White's point of view ([`input`] with view 0).
    pub fn evaluate_inputs(&self, white: &[u16], side: u8) -> Score {
        let mut sums = [self.input_bias; 2];
        for &i in white {
            let rows = [usize::from(i), black_view(usize::from(i))];
            self.apply_rows(&mut sums, rows, i16::wrapping_add);
        }
        let us = usize::from(side.min(1));
        self.output(&sums[us], &sums[1 - us], white.len())
    }

    /// The output for the side to move's and the other side's hidden sums, with `pieces`
    /// pieces on the board. Each sum is clipped to `0..=QA` and squared; the squares,
    /// weighed, are divided by `QA` once for all.
    #[inline]
    fn output(&self, ours: &[i16; HIDDEN], theirs: &[i16; HIDDEN], pieces: usize) -> Score {
        let bucket = bucket(pieces);
        let (w_ours, w_theirs) = self.output_weights[bucket].split_at(HIDDEN);
        let weigh = |sums: &[i16; HIDDEN], weights: &[i16]| -> i64 {
            sums.iter()
                .zip(weights)
                .map(|(&s, &w)| {
                    let v = i32::from(s.clamp(0, QA as i16));
                    i64::from(v * i32::from(w) * v)
                })
                .sum()
        };
        let total = (weigh(ours, w_ours) + weigh(theirs, w_theirs)) / i64::from(QA)
            + i64::from(self.output_bias[bucket]);
        (total * i64::from(SCALE) / i64::from(QA * QB)) as Score
    }

    /// The score for `seat` (the side to move's score, turned round for the other).
    pub fn evaluate_for(&self, pos: &Position, seat: Seat) -> Score {
        let v = self.evaluate(pos);
        if pos.turn() == seat { v } else { -v }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classical(fen: &str) -> Position {
        Position::from_fen(VariantId::Classical, fen).unwrap()
    }

    fn shipped() -> &'static Network {
        Network::for_variant(VariantId::Classical.rules()).unwrap()
    }

    #[test]
    fn only_classical_chess_has_a_network() {
        assert!(Network::for_variant(VariantId::Classical.rules()).is_some());
        for id in [
            VariantId::Great,
            VariantId::Wirth,
            VariantId::Mattrix,
            VariantId::Transit,
        ] {
            assert!(Network::for_variant(id.rules()).is_none(), "{id:?}");
        }
    }

    #[test]
    fn a_position_and_its_mirror_with_the_colours_swapped_score_the_same() {
        // Each pair: the board turned over, the colours and the side to move swapped.
        let pairs = [
            (
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                "rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4",
            ),
            (
                "8/5pk1/6p1/8/3R4/8/5PPP/6K1 b - - 0 40",
                "6k1/5ppp/8/3r4/8/6P1/5PK1/8 w - - 0 40",
            ),
        ];
        for (a, b) in pairs {
            assert_eq!(
                shipped().evaluate(&classical(a)),
                shipped().evaluate(&classical(b))
            );
        }
    }

    #[test]
    fn the_pieces_are_read_from_the_cells_white_sees_as_a1_to_h8() {
        // The white king on e1 is input 4 from White's side, the enemy king on e8 from
        // Black's; a black pawn on d7 is Black's own pawn on d2.
        assert_eq!(input(0, 0, 0, 4), 4);
        assert_eq!(black_view(input(0, 0, 0, 4)), input(1, 0, 0, 4));
        assert_eq!(input(1, 0, 0, 4), ROLES * CELLS + 60);
        assert_eq!(input(1, 1, 5, 51), 5 * CELLS + 11);
        let pos = classical("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        let e1 = pos.king(Seat(0)).unwrap();
        assert_eq!(pos.geometry().coord(e1), (4, 0));
    }

    #[test]
    fn the_network_judges_material_and_the_pieces_inputs_give_the_same_score() {
        let net = shipped();
        let start = classical("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert!(net.evaluate(&start).abs() < 100, "{}", net.evaluate(&start));
        // White without the queen, either side to move.
        let white_to_move = classical("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
        let black_to_move = classical("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1");
        assert!(net.evaluate(&white_to_move) < -500);
        assert!(net.evaluate(&black_to_move) > 500);
        assert_eq!(
            net.evaluate_for(&white_to_move, Seat(1)),
            -net.evaluate(&white_to_move)
        );
        let inputs: Vec<u16> = white_to_move
            .pieces()
            .map(|(cell, piece)| {
                let at = square(white_to_move.geometry(), cell);
                input(0, piece.seat.index(), piece.role as usize, at) as u16
            })
            .collect();
        assert_eq!(
            net.evaluate_inputs(&inputs, 0),
            net.evaluate(&white_to_move)
        );
        assert_eq!(
            net.evaluate_inputs(&inputs, 1),
            net.evaluate(&black_to_move)
        );
    }

    #[test]
    fn sums_carried_over_from_the_last_position_equal_sums_from_scratch() {
        // Seeded random games (captures, castling, promotions come up), every child of
        // each position evaluated in turn as the search does, then a jump to an unrelated
        // position.
        let net = shipped();
        let mut rng = crate::rng::Rng::new(7);
        let mut checked = 0;
        for _ in 0..12 {
            let mut pos = classical("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
            for _ in 0..160 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let child = pos.play(m);
                    assert_eq!(
                        net.evaluate(&child),
                        net.evaluate_fresh(&child),
                        "{child:?}"
                    );
                    checked += 1;
                }
                pos = pos.play(moves[rng.below(moves.len() as u64) as usize]);
            }
            let other = classical("8/5pk1/6p1/8/3R4/8/5PPP/6K1 b - - 0 40");
            assert_eq!(net.evaluate(&other), net.evaluate_fresh(&other));
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn the_output_bucket_follows_the_pieces_on_the_board() {
        assert_eq!(bucket(2), 0);
        assert_eq!(bucket(5), 0);
        assert_eq!(bucket(6), 1);
        assert_eq!(bucket(17), 3);
        assert_eq!(bucket(29), 6);
        assert_eq!(bucket(30), 7);
        assert_eq!(bucket(32), 7);
        // A network whose last bucket alone has a bias: only full boards feel it.
        let mut net = shipped().clone();
        let full = classical("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let bare = classical("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        let (before_full, before_bare) = (net.evaluate_fresh(&full), net.evaluate_fresh(&bare));
        net.output_bias[BUCKETS - 1] += QA * QB;
        // (The division truncates towards zero: a point either way.)
        assert!((net.evaluate_fresh(&full) - before_full - SCALE).abs() <= 1);
        assert_eq!(net.evaluate_fresh(&bare), before_bare);
    }

    #[test]
    fn a_file_that_is_not_a_network_is_refused_and_a_network_reads_back_as_written() {
        assert_eq!(
            Network::from_bytes(b"not a network").unwrap_err(),
            NetworkError::NotANetwork
        );
        let short = [&MAGIC[..], &[0u8; 10]].concat();
        assert_eq!(
            Network::from_bytes(&short).unwrap_err(),
            NetworkError::WrongSize {
                expected: file_size(),
                found: MAGIC.len() + 10
            }
        );
        let bytes = shipped().to_bytes();
        assert_eq!(bytes.len(), file_size());
        assert_eq!(Network::from_bytes(&bytes).unwrap().to_bytes(), bytes);
    }
}
