//! What shape a board has, as a whole: the one fact a view of the board (meshes, cell
//! embeddings, edge labels, the CLI's text board) needs to choose how to draw it, so that
//! no view has to ask which game is played.

/// The shape of a board. Each geometry says its own ([`super::Geometry::layout`]), set where
/// it is built ([`super::square::grid`], [`super::square::two_boards`],
/// [`super::hex::board`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// A bounded rectangle of squares, files left to right and ranks bottom to top
    /// (classical chess and Russian draughts 8x8, RULES 1 and 2; Great Chess 10x10,
    /// RULES 3).
    SquareGrid,
    /// A rectangle of squares whose opposite edges are joined both ways, so that lines
    /// close on themselves (Wirth chess 12x12, RULES 4.1).
    Torus,
    /// Pointy-top hexagons in axial coordinates (q, r) (the Mattrix board of 147 cells,
    /// RULES 5.1).
    Hex,
    /// Two bounded 8x8 grids side by side, board 1 then board 2 (Chess-transit, RULES 6.1):
    /// coordinates of board 2 are offset by
    /// [`super::square::SECOND_BOARD_OFFSET`] files.
    TwoBoards,
}

impl Layout {
    /// Whether lines close on themselves, so that two rays from one cell may meet (only on
    /// the torus).
    #[inline]
    pub fn wraps(self) -> bool {
        match self {
            Layout::Torus => true,
            Layout::SquareGrid | Layout::Hex | Layout::TwoBoards => false,
        }
    }
}
