//! The lesson format: a course is a list of steps, read from a RON file in
//! `scenes/lessons/<game>/<course>.ron` (built into the program: [`SHIPPED_COURSES`]).
//!
//! ```ron
//! (
//!     game: Chess(Wirth),
//!     title: "lesson-wirth-basics-title",
//!     steps: [
//!         (
//!             position: "12/12/... w - - 0 1",
//!             text: "lesson-wirth-basics-rook",
//!             arrows: [("E3", "E2")],
//!             cells: ["E3"],
//!             camera: Some(Side(White)),
//!             goal: ReachCells(piece: "E3", cells: ["E10", "K3"], moves: 2),
//!         ),
//!     ],
//! )
//! ```
//!
//! Cells and moves are written as the game writes them (cell names such as `E3`, `h1`,
//! `1:e2`; moves in the game's notation or in coordinates, read in the position where they
//! are played). Texts are Fluent message ids (`assets/i18n/*.ftl`, section `### lessons`).

use serde::{Deserialize, Serialize};

use manifold_rules::GameKind;

/// A course: a game, a title (a Fluent message id) and its steps, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The game every step is played in.
    pub game: GameKind,
    /// The course's title: a Fluent message id.
    pub title: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// What help the learner may ask for (left out: the hint and takebacks are both on).
    #[serde(default)]
    pub help: LessonHelp,
}

/// The help a course allows its learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LessonHelp {
    /// Whether *Hint* shows a good move (the solver's, the engine's help in a lesson).
    pub hints: bool,
    /// Whether the learner may take back their moves within a step (a wrong move is
    /// taken back whatever this says).
    pub takebacks: bool,
}

impl Default for LessonHelp {
    fn default() -> Self {
        LessonHelp {
            hints: true,
            takebacks: true,
        }
    }
}

impl Course {
    /// Reads a course file's RON text (its steps are not checked: see
    /// [`super::check_course`]).
    pub fn from_ron(text: &str) -> Result<Course, ron::error::SpannedError> {
        ron::from_str(text)
    }
}

/// One step of a course: a position, a text, what is drawn over the board, a camera hint
/// and a goal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The position, in the game's own position text (FEN, the Mattrix text, the transit
    /// text, the draughts FEN), as [`crate::Session::from_position_text`] reads it.
    /// The side to move in it is the learner's.
    pub position: String,
    /// What the step says: a Fluent message id without arguments.
    pub text: String,
    /// Arrows drawn over the board, each from one cell to another (by name).
    #[serde(default)]
    pub arrows: Vec<Arrow>,
    /// Cells lit on the board (by name).
    #[serde(default)]
    pub cells: Vec<String>,
    /// Where the camera should look (eased into by the app), if anywhere in particular.
    #[serde(default)]
    pub camera: Option<CameraHint>,
    /// What the learner is asked to do.
    pub goal: Goal,
    /// What the other seats do between the learner's moves in goals of several moves.
    #[serde(default)]
    pub opponent: Opponent,
    /// The table the step is played at: a shipped preset's file stem
    /// ([`manifold_rules::preset::SHIPPED_TEXTS`]) whose rule options the position takes, as
    /// [`crate::Session::from_position_text_at`] has them (`nujelm-draughts`: a
    /// capturing king lands just beyond the piece taken). `None`: the game's standard rules.
    #[serde(default)]
    pub table: Option<String>,
}

/// An arrow from one cell to another, by name (`("E3", "E10")`). On the torus it is drawn
/// the short way round; between the transit boards it hops.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrow(pub String, pub String);

/// A named view for the camera.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum CameraHint {
    /// Seen from this seat's side of the board.
    Side(SeatView),
    /// Straight down on the board (or on both transit boards).
    Overhead,
    /// Wirth chess: the flat 12x12 board beside the torus.
    Flat,
    /// Wirth chess: the torus turned by these two angles in degrees, around its axis and
    /// through its tube, from where the step's focus cell faces the camera (the goal's
    /// piece, else the first arrow's start, else the first lit cell, else the learner's
    /// king; 0, 0: the focus itself at the front).
    TorusSpin(f32, f32),
}

/// A seat's side, for [`CameraHint::Side`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatView {
    /// White's side.
    White,
    /// Black's side.
    Black,
    /// Blue's side (Mattrix).
    Blue,
    /// Red's side (Mattrix).
    Red,
}

/// What the learner must do in a step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// Move the piece standing on `piece` so that it lands on every cell of `cells` (in any
    /// order) within `moves` moves; no other piece may move.
    ReachCells {
        /// The piece's cell at the start.
        piece: String,
        /// The cells to land on.
        cells: Vec<String>,
        /// The most moves allowed.
        moves: u32,
    },
    /// Capture every piece of the other seats but their kings within `moves` moves.
    CaptureAll {
        /// The most moves allowed.
        moves: u32,
    },
    /// Play one of these moves (the only good ones); the first is the hint.
    FindMove(Vec<String>),
    /// Mate within this many moves, whatever the other seats answer (unless
    /// [`Step::opponent`] gives their replies). In Chess-transit a board mate counts.
    MateIn(u32),
    /// Make a transit (any piece, one move).
    MakeTransit,
    /// Draughts: crown a man within `moves` moves.
    CrownMan {
        /// The most moves allowed.
        moves: u32,
    },
    /// Nothing to do but watch: these moves play themselves, in turn.
    Watch(Vec<String>),
    /// Play `moves` moves without losing a piece and without being mated, while the other
    /// seats answer each of them (the answer to the last move included). Mating them first
    /// also counts. The others must answer ([`Opponent::Replies`] or
    /// [`Opponent::Defends`]: with [`Opponent::Defends`] the checker proves a way through
    /// against every answer, and the lesson plays the answer that leaves the learner the
    /// fewest safe moves); a step where they pass is refused.
    Survive {
        /// The learner's moves to play.
        moves: u32,
    },
}

/// What the other seats do between the learner's moves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// They pass: the learner moves again (lichess Learn's way; a move that gives check is
    /// then refused).
    #[default]
    Passes,
    /// They answer with these moves, one after each of the learner's moves (in Mattrix
    /// one per other seat), in order.
    Replies(Vec<String>),
    /// They answer with any legal move: the checker proves the goal against every answer,
    /// and the lesson plays the answer that holds out longest.
    Defends,
}

/// Every course shipped in `scenes/lessons/`, built into the program: its id
/// (`<game>/<course>`, the file's path there without `.ron`) and its RON text. A new course
/// is a file there and a line here.
pub const SHIPPED_COURSES: [(&str, &str); 6] = [
    (
        "classical/basics",
        include_str!("../../../../scenes/lessons/classical/basics.ron"),
    ),
    (
        "great/basics",
        include_str!("../../../../scenes/lessons/great/basics.ron"),
    ),
    (
        "draughts/basics",
        include_str!("../../../../scenes/lessons/draughts/basics.ron"),
    ),
    (
        "wirth/basics",
        include_str!("../../../../scenes/lessons/wirth/basics.ron"),
    ),
    (
        "mattrix/basics",
        include_str!("../../../../scenes/lessons/mattrix/basics.ron"),
    ),
    (
        "transit/basics",
        include_str!("../../../../scenes/lessons/transit/basics.ron"),
    ),
];

/// Every shipped course, read once: (id, course), in the order of [`SHIPPED_COURSES`].
/// Panics on a course that does not read (`manifold-cli lessons check` and its test keep
/// that from shipping).
pub fn shipped_courses() -> &'static [(&'static str, Course)] {
    static SHIPPED: std::sync::OnceLock<Vec<(&'static str, Course)>> = std::sync::OnceLock::new();
    SHIPPED.get_or_init(|| {
        SHIPPED_COURSES
            .iter()
            .map(|&(id, text)| {
                let course = Course::from_ron(text)
                    .unwrap_or_else(|e| panic!("the shipped course {id} does not read: {e}"));
                (id, course)
            })
            .collect()
    })
}
