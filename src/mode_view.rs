//! What the mode on the board asks the board to show, as neutral data ([`ModeView`]): the
//! pieces shown in place of the game's, the cells lit, the arrows and rings, the torus's
//! closed lines, and whether the mode aims the camera and keeps the game aside. The modes
//! (`modes::lesson`, `modes::editor`, `modes::explorer`, `modes::table`) write it; the board,
//! the pieces, the marks, the torus and the autosave only read it, so that no renderer asks
//! which mode is on.

use bevy::prelude::*;

use manifold_rules::{AnyGame, Cell, PieceView, Seat};
use manifold_session::MarkColour;

/// What an arrow shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    /// A lesson step's own arrow.
    Lesson,
    /// The hint: a good move.
    Hint,
    /// Drawn by the player, in this colour.
    Drawn(MarkColour),
    /// The live analysis's best line: its first move (0) and the next moves (1, 2, ...),
    /// each fainter.
    Engine(u8),
    /// An opponent's threat: in red where the game has two seats (none given), in the
    /// opponent's colour in Mattrix.
    Threat(Option<Seat>),
    /// An answer that did not pass, taken back (an exercise's last try): faint red.
    Refused,
}

/// An arrow from one cell to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkArrow {
    /// Where it starts.
    pub from: Cell,
    /// Where it points.
    pub to: Cell,
    /// What it shows.
    pub kind: ArrowKind,
}

/// What the mode on the board shows over (or instead of) the game (a resource, written by
/// the mode's own system every frame it is on, and left at its default at the table).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ModeView {
    /// The pieces shown in place of the game's (the position editor's position), if any.
    pub pieces: Option<Vec<(Cell, PieceView)>>,
    /// Cells lit (a lesson step's cells, an explored piece's moves).
    pub lit: Vec<Cell>,
    /// Arrows (a lesson step's arrows and its hint).
    pub arrows: Vec<MarkArrow>,
    /// Rings round cells (the cells an explored piece attacks but cannot move to).
    pub rings: Vec<(Cell, MarkColour)>,
    /// Closed lines drawn round the torus in place of the game's teaching lines (the
    /// lines of the piece explored in the editor, each a loop back to its first cell), if
    /// the mode draws its own.
    pub closed_lines: Option<Vec<Vec<Cell>>>,
    /// Whether the mode aims the camera itself (a lesson aims it at each step): the camera
    /// and the torus do not turn to the side to move.
    pub aims_camera: bool,
    /// Whether the game on the board is the mode's, with the player's game put aside (a
    /// lesson's step): the autosave keeps the game put aside.
    pub game_put_aside: bool,
    /// The seat whose side the board is seen from, whatever the setting that turns the
    /// camera to the side to move (an exercise's learner), if the mode says.
    pub faces: Option<Seat>,
}

impl ModeView {
    /// The pieces shown: the mode's, else `game`'s.
    pub fn pieces_or(
        &self,
        game: impl FnOnce() -> Vec<(Cell, PieceView)>,
    ) -> Vec<(Cell, PieceView)> {
        self.pieces.clone().unwrap_or_else(game)
    }
}

/// Whether the mode aims the camera itself (a run condition).
pub fn mode_aims_camera(view: Res<ModeView>) -> bool {
    view.aims_camera
}

/// What the analysis draws over the board (a resource the marks read beside the mode's
/// view): the best line's arrows, the threats' arrows and the loose pieces' rings.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct AnalysisView {
    /// Arrows, the best move first.
    pub arrows: Vec<MarkArrow>,
    /// Rings round the mover's pieces that are attacked and not defended.
    pub rings: Vec<(Cell, MarkColour)>,
}

/// What the live analysis and the review may look at, as the mode on the board says (a
/// resource the modes write, so that the analysis never asks which mode is on).
#[derive(Resource, Clone, Debug, Default)]
pub enum Analysable {
    /// Nothing: the board is not on screen.
    #[default]
    Nothing,
    /// The mode allows no analysis (a lesson or a puzzle: it would give the answers away).
    Refused,
    /// The game at the table, at the move of the list shown (the game is reviewed whole).
    TableGame(AnyGame),
    /// A position of the mode's own (the position editor's): its game, when the position
    /// is legal.
    Position(Option<AnyGame>),
}

impl Analysable {
    /// The game whose current position is analysed, if any.
    pub fn game(&self) -> Option<&AnyGame> {
        match self {
            Analysable::TableGame(game) | Analysable::Position(Some(game)) => Some(game),
            _ => None,
        }
    }

    /// Whether the mode refuses analysis.
    pub fn is_refused(&self) -> bool {
        matches!(self, Analysable::Refused)
    }
}
