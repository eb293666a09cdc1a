//! The position editor in the app: while it is open (the game panel's *Set up a position*),
//! the board shows the position being edited ([`EditedPosition`], the core's editor) and a
//! click on a cell puts the chosen piece of the palette there (the same piece again takes
//! it away; the eraser empties the cell). Its panel ([`panel`]) sets the
//! side to move, the castling and en passant rights and the transit boards' statuses, says
//! what is wrong with the position (the readers' own checks) or whether it is mate or
//! stalemate, shows its position text, and starts a game from it, against a person or the
//! computer. Leaving the editor gives the game in progress back untouched.

use bevy::prelude::*;

use manifold_locale::{Localize, Message};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{Cell, Seat};
use manifold_session::editor::{
    EditedPosition, EditorProblem, Exploration, PositionStatus, explore, palette,
};
use manifold_session::{MarkColour, PieceView, Player, Session};

pub mod panel;

use super::Mode;
use crate::mode_view::ModeView;
use crate::schedule::AppSet;
use crate::seats::Seats;
use crate::session_swap::SessionSwap;
use crate::settings::{SeatPlayer, Settings};
use crate::state::StatusLine;

/// The computer's level when a game set up in the editor is played against it and the
/// player has never chosen one on the start screen.
pub const EDITOR_COMPUTER_LEVEL: u8 = 3;

/// The level the computer plays a position set up in the editor at: the level last chosen
/// for a computer seat on the start screen, else [`EDITOR_COMPUTER_LEVEL`].
pub fn editor_computer_level(settings: &Settings) -> u8 {
    settings
        .last_seats
        .iter()
        .find_map(|seat| match seat {
            SeatPlayer::Computer(level) => Some(*level),
            SeatPlayer::Human => None,
        })
        .unwrap_or(EDITOR_COMPUTER_LEVEL)
}

/// What a click on the board does in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorTool {
    /// Put this piece on the cell clicked (or take it away if it stands there).
    Place(PieceView),
    /// Empty the cell clicked.
    Erase,
}

/// The editor, while it is open (a resource).
#[derive(Resource, Clone, Debug)]
pub struct PositionEditor {
    /// The position being edited.
    pub edited: EditedPosition,
    /// What a click does.
    pub tool: EditorTool,
    /// Why the last edit was refused, if it was.
    pub refused: Option<Message>,
    /// Whether each piece put down is explored (the piece explorer on the edited board):
    /// its moves lit and counted; putting the same piece elsewhere moves it there.
    pub exploring: bool,
    /// The piece explored, where it stands, and what it can do there.
    pub explored: Option<(Cell, PieceView, Exploration)>,
    /// The cells an en passant right could be set on now, found once per edit (each is
    /// tried on a copy: too much for every frame of the panel).
    pub en_passant_choices: Vec<Cell>,
    /// Whether the position can be played (mate, stalemate or to play) or what is wrong
    /// with it, found once per edit (it generates the moves).
    pub verdict: Result<PositionStatus, EditorProblem>,
    /// The position's text when it is legal, written once per edit.
    pub text: Option<String>,
}

impl PositionEditor {
    /// The editor on the position `session` shows, the first piece of its palette chosen.
    pub fn open(session: &Session) -> PositionEditor {
        let edited = EditedPosition::from_game(session.game(), session.shown_ply());
        let tool = palette(session.kind())
            .first()
            .map_or(EditorTool::Erase, |&p| EditorTool::Place(p));
        let mut editor = PositionEditor {
            verdict: edited.status(),
            edited,
            tool,
            refused: None,
            exploring: false,
            explored: None,
            en_passant_choices: Vec::new(),
            text: None,
        };
        editor.explore_again(None);
        editor
    }

    /// A click on `cell` with the tool chosen.
    pub fn click(&mut self, cell: Cell) {
        self.refused = None;
        match self.tool {
            EditorTool::Place(piece) if self.edited.piece_at(cell) == Some(piece) => {
                self.edited.remove(cell);
            }
            EditorTool::Place(piece) => {
                // Exploring, the piece explored moves to the cell clicked.
                let moved_from = self
                    .explored
                    .as_ref()
                    .filter(|(_, explored, _)| self.exploring && *explored == piece)
                    .map(|(from, _, _)| *from);
                if let Some(from) = moved_from {
                    self.edited.remove(from);
                }
                match self.edited.put(cell, piece) {
                    Ok(_) => return self.explore_again(Some((cell, piece))),
                    Err(e) => self.refused = Some(e.message()),
                }
            }
            EditorTool::Erase => {
                self.edited.remove(cell);
            }
        }
        self.explore_again(None);
    }

    /// After an edit: what the piece explored (`placed`, or the one explored before) can
    /// do in the position as it now stands (nothing when it is no longer there or the
    /// explorer is off), the en passant cells open now, the verdict and the text.
    fn explore_again(&mut self, placed: Option<(Cell, PieceView)>) {
        self.en_passant_choices = self.en_passant_cells();
        self.verdict = self.edited.status();
        self.text = self.edited.export().ok();
        let at = placed.or_else(|| self.explored.as_ref().map(|&(c, p, _)| (c, p)));
        self.explored = at
            .filter(|&(cell, piece)| self.exploring && self.edited.piece_at(cell) == Some(piece))
            .and_then(|(cell, piece)| {
                explore(self.edited.kind(), piece, cell, Some(&self.edited))
                    .ok()
                    .map(|found| (cell, piece, found))
            });
    }

    /// The cells lit for the piece explored.
    pub fn lit(&self) -> Vec<Cell> {
        self.explored
            .as_ref()
            .map_or_else(Vec::new, |(_, _, e)| e.targets.clone())
    }

    /// Carries out `command` (all but opening, starting and leaving, which the editor's
    /// system does).
    pub fn apply(&mut self, command: &EditorCommand) {
        self.refused = None;
        let result = match *command {
            EditorCommand::Choose(tool) => {
                self.tool = tool;
                Ok(())
            }
            EditorCommand::Explore(on) => {
                self.exploring = on;
                Ok(())
            }
            EditorCommand::SetTurn(seat) => self.edited.set_turn(seat),
            EditorCommand::SetCastling { rook, held } => self.edited.set_castling(rook, held),
            EditorCommand::SetEnPassant(cell) => self.edited.set_en_passant(cell),
            EditorCommand::SetBoardStatus { board, status } => {
                self.edited.set_board_status(board, status)
            }
            EditorCommand::Clear => {
                self.edited.clear();
                Ok(())
            }
            EditorCommand::StartPosition => {
                let fresh = Session::new(self.edited.kind());
                self.edited = EditedPosition::from_game(fresh.game(), 0);
                Ok(())
            }
            EditorCommand::Open | EditorCommand::Play { .. } | EditorCommand::Leave => Ok(()),
        };
        if let Err(e) = result {
            self.refused = Some(e.message());
        }
        self.explore_again(None);
    }

    /// The cells an en passant right could be set on now (each tried on a copy).
    fn en_passant_cells(&self) -> Vec<Cell> {
        self.edited
            .geometry()
            .cells()
            .filter(|&c| {
                let mut trial = self.edited.clone();
                trial.set_en_passant(Some(c)).is_ok()
            })
            .collect()
    }
}

/// What the editor is asked to do.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum EditorCommand {
    /// Open the editor on the position shown.
    Open,
    /// Choose what a click does.
    Choose(EditorTool),
    /// Explore each piece put down (or stop).
    Explore(bool),
    /// This seat is to move.
    SetTurn(Seat),
    /// Give or take the castling right named by its rook's cell.
    SetCastling {
        /// The rook's start cell.
        rook: Cell,
        /// Whether the right is held.
        held: bool,
    },
    /// Set or clear the en passant cell.
    SetEnPassant(Option<Cell>),
    /// Chess-transit: a board's status.
    SetBoardStatus {
        /// The board (0 or 1).
        board: usize,
        /// The status it is given (open, won by a seat, or drawn).
        status: BoardStatus,
    },
    /// Empty the board.
    Clear,
    /// Back to the game's start position.
    StartPosition,
    /// Start a game from the position: every seat a person's, or the side not to move
    /// the computer's.
    Play {
        /// Whether the computer plays the sides not to move.
        against_computer: bool,
    },
    /// Close the editor; the game in progress is shown again, untouched.
    Leave,
}

/// Registers the editor: its commands, and what it shows while it is open.
pub fn plugin(app: &mut App) {
    app.add_message::<EditorCommand>()
        .add_systems(Update, editor_commands.in_set(AppSet::Input))
        .add_systems(
            Update,
            show_edited
                .run_if(in_state(Mode::Editor))
                // Once per edit, not every frame (it lists the position's pieces).
                .run_if(
                    resource_exists_and_changed::<PositionEditor>.or_eager(state_changed::<Mode>),
                )
                .in_set(AppSet::Show),
        );
}

/// The edited position's pieces in place of the game's, the explored piece's moves lit,
/// the cells it attacks but cannot move to (a pawn's captures) ringed in red, and its
/// closed lines round the torus.
fn show_edited(editor: Option<Res<PositionEditor>>, mut view: ResMut<ModeView>) {
    let Some(editor) = editor else {
        return;
    };
    let explored = editor.explored.as_ref().map(|(_, _, found)| found);
    view.set_if_neq(ModeView {
        pieces: Some(editor.edited.pieces()),
        lit: editor.lit(),
        rings: explored.map_or_else(Vec::new, |found| {
            found
                .attacks
                .iter()
                .filter(|c| !found.targets.contains(c))
                .map(|&c| (c, MarkColour::Red))
                .collect()
        }),
        closed_lines: Some(explored.map_or_else(Vec::new, |found| {
            found
                .closed_lines
                .iter()
                .map(|line| line.cells.clone())
                .collect()
        })),
        ..default()
    });
}

fn editor_commands(
    mut commands: Commands,
    mut requests: MessageReader<EditorCommand>,
    mut editor: Option<ResMut<PositionEditor>>,
    mut swap: SessionSwap,
    mut status: ResMut<StatusLine>,
    mut mode: ResMut<NextState<Mode>>,
    settings: Res<Settings>,
) {
    let level = editor_computer_level(&settings);
    for request in requests.read() {
        // The pieces shown follow the editor (or the game again).
        swap.redraw();
        match (*request, editor.as_deref_mut()) {
            (EditorCommand::Open, None) => {
                swap.clear_selection();
                commands.insert_resource(PositionEditor::open(swap.session()));
                mode.set(Mode::Editor);
                status.set(Message::new("editor-opened"));
            }
            (EditorCommand::Leave, Some(_)) => {
                commands.remove_resource::<PositionEditor>();
                mode.set(Mode::Table);
                status.clear();
            }
            (EditorCommand::Play { against_computer }, Some(open)) => {
                match open.edited.start_session() {
                    Ok(session) => {
                        let turn = session.game().position().turn();
                        let seats = (0..session.kind().seats())
                            .map(|s| match (against_computer, Seat(s) == turn) {
                                (true, false) => Player::Computer(level),
                                _ => Player::Human,
                            })
                            .collect();
                        swap.replace(session);
                        swap.set_seats(Seats(seats));
                        commands.remove_resource::<PositionEditor>();
                        mode.set(Mode::Table);
                        status.set(Message::new("editor-started"));
                    }
                    Err(problem) => open.refused = Some(problem.message()),
                }
            }
            (command, Some(open)) => open.apply(&command),
            (_, None) => {}
        }
    }
}
