//! One game of any family (the chess variants or Russian draughts) behind one interface, so
//! that the session, the CLI, the engine driver and the app need not know which game is
//! played.
//!
//! # The shape
//!
//! A family's game ([`Game`] for the chess variants, [`DraughtsGame`] for draughts)
//! implements [`FamilyGame`], and its position [`FamilyPosition`]: the questions every
//! caller asks (the pieces, the turn, the legal moves, playing and taking back, the end,
//! the notation), with moves as [`AnyMove`]. [`AnyGame`] holds one game of either family;
//! [`AnyGame::family`] and [`AnyGame::family_mut`] are its only `match` over families (as
//! shakmaty's `VariantPosition::borrow`), and it dereferences to the family interface, so
//! `game.legal_moves()` works on any game. Code that needs what only one family has (a
//! chess position's checks and attacks) matches [`AnyGame::Chess`] itself.
//!
//! The implementations are in [`chess`] and [`draughts`]; adding a family means its
//! folder in `rules/`, its two `impl`s here, and one arm in each of `AnyGame`'s two
//! dispatchers and `AnyMove`.

pub(crate) mod chess;
pub(crate) mod draughts;

use std::ops::{Deref, DerefMut};

use crate::draughts::MoveError as DraughtsMoveError;
use crate::draughts::{DraughtsGame, DraughtsMove, DraughtsRules};
use crate::game::{EndReason, Game, GameError, Outcome};
use crate::played::PlayedMove;
use crate::preset::{DrawPolicy, TimeoutRule};
use crate::san::{MoveParseError, SanError};
use crate::{Cell, Geometry, Move, Role, Seat, VariantId};
use manifold_locale::{Localize, Message};

/// Which game, as a player chooses it on the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameKind {
    /// A chess variant.
    Chess(VariantId),
    /// Russian draughts.
    Draughts,
}

/// The command-line name of Russian draughts.
const DRAUGHTS_NAME: &str = "draughts";

/// Other names accepted for Russian draughts.
const DRAUGHTS_ALIASES: [&str; 3] = ["shashki", "russian", "russian-draughts"];

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 6] = [
        GameKind::Chess(VariantId::Classical),
        GameKind::Chess(VariantId::Great),
        GameKind::Draughts,
        GameKind::Chess(VariantId::Wirth),
        GameKind::Chess(VariantId::Mattrix),
        GameKind::Chess(VariantId::Transit),
    ];

    /// The command-line name (`classical`, `great`, `wirth`, `mattrix`, `transit`,
    /// `draughts`), as saved files and the command line write it.
    pub fn cli_name(self) -> &'static str {
        match self {
            GameKind::Chess(v) => v.cli_name(),
            GameKind::Draughts => DRAUGHTS_NAME,
        }
    }

    /// The message naming the game in menus and titles (`game-classical`, `game-draughts`).
    pub fn title_message(self) -> &'static str {
        match self {
            GameKind::Chess(v) => v.names().title,
            GameKind::Draughts => "game-draughts",
        }
    }

    /// Every command-line name: the chess variants', then draughts'.
    pub fn cli_names() -> Vec<&'static str> {
        let mut names: Vec<&'static str> = VariantId::ALL.iter().map(|v| v.cli_name()).collect();
        names.push(DRAUGHTS_NAME);
        names
    }

    /// The game of a command-line name (any case; a chess variant's other names and
    /// draughts' `shashki`, `russian`, `russian-draughts` are accepted too). The one reader
    /// of game names: the command line, the app's `--variant` and saved files use it.
    pub fn from_cli_name(name: &str) -> Option<GameKind> {
        let lower = name.trim().to_ascii_lowercase();
        if lower == DRAUGHTS_NAME || DRAUGHTS_ALIASES.contains(&lower.as_str()) {
            return Some(GameKind::Draughts);
        }
        lower.parse::<VariantId>().ok().map(GameKind::Chess)
    }

    /// Number of seats.
    pub fn seats(self) -> u8 {
        match self {
            GameKind::Chess(v) => v.rules().seats,
            GameKind::Draughts => 2,
        }
    }

    /// The game's board.
    pub fn geometry(self) -> &'static Geometry {
        match self {
            GameKind::Chess(v) => &v.rules().geometry,
            GameKind::Draughts => crate::draughts::board::geometry(),
        }
    }

    /// Whether pieces transit between two boards, which close and get results of their own
    /// (Chess-transit, RULES 6).
    pub fn has_transit(self) -> bool {
        match self {
            GameKind::Chess(v) => v.rules().has_transit,
            GameKind::Draughts => false,
        }
    }
}

/// What stands on a cell, as the app draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceShape {
    /// A chess piece of this role.
    Chess(Role),
    /// A draughts man.
    Man,
    /// A draughts king (a crowned man).
    DraughtsKing,
}

impl PieceShape {
    /// Every shape: the chess roles, the man and the draughts king.
    pub fn all() -> Vec<PieceShape> {
        let mut shapes: Vec<PieceShape> = Role::ALL.iter().map(|&r| PieceShape::Chess(r)).collect();
        shapes.extend([PieceShape::Man, PieceShape::DraughtsKing]);
        shapes
    }
}

/// A piece as the app draws it: its owner and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    /// Who owns it.
    pub seat: Seat,
    /// What it looks like.
    pub shape: PieceShape,
}

/// A move of either family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyMove {
    /// A chess move.
    Chess(Move),
    /// A draughts move (a whole sequence).
    Draughts(DraughtsMove),
}

impl AnyMove {
    /// The start cell.
    pub fn from(&self) -> Cell {
        match self {
            AnyMove::Chess(m) => m.from,
            AnyMove::Draughts(m) => m.from,
        }
    }

    /// The end cell.
    pub fn to(&self) -> Cell {
        match self {
            AnyMove::Chess(m) => m.to,
            AnyMove::Draughts(m) => m.to,
        }
    }

    /// The cells a player clicks after the start cell, in order: the end cell of a chess
    /// move; every landing cell of a draughts capture sequence.
    pub fn path(&self) -> &[Cell] {
        match self {
            AnyMove::Chess(m) => std::slice::from_ref(&m.to),
            AnyMove::Draughts(m) => &m.path,
        }
    }

    /// The piece a pawn becomes (chess promotions; a draughts man is crowned by the rules,
    /// without a choice).
    pub fn promotion(&self) -> Option<Role> {
        match self {
            AnyMove::Chess(m) => m.promotion,
            AnyMove::Draughts(_) => None,
        }
    }
}

/// A move's start and end cells by name (`e2-e4`): how a family names a move it cannot
/// write in its own notation.
fn coordinates(geometry: &Geometry, m: &AnyMove) -> String {
    format!(
        "{}-{}",
        geometry.cell_name(m.from()),
        geometry.cell_name(m.to())
    )
}

/// A position of any family, as the callers that do not know the family see it.
pub trait FamilyPosition {
    /// Every piece with its cell.
    fn pieces(&self) -> Vec<(Cell, PieceView)>;
    /// What stands on `cell`.
    fn piece_at(&self, cell: Cell) -> Option<PieceView>;
    /// The seat to move.
    fn turn(&self) -> Seat;
    /// The position text (FEN, or the game's own).
    fn text(&self) -> String;
    /// The number of the move about to be played (1 at the start).
    fn fullmove_number(&self) -> u32;
    /// The chess position, for what only chess has (checks, attacks, the torus's views).
    fn as_chess(&self) -> Option<&crate::Position> {
        None
    }
}

/// Which file format a family's games are written in for other programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameFileFormat {
    /// Portable Game Notation (the chess variants).
    Pgn,
    /// Portable Draughts Notation.
    Pdn,
}

impl GameFileFormat {
    /// The format's usual name, lower case (`pgn`, `pdn`): the CLI's command and the file
    /// extension.
    pub fn name(self) -> &'static str {
        match self {
            GameFileFormat::Pgn => "pgn",
            GameFileFormat::Pdn => "pdn",
        }
    }
}

/// A game of any family, as the session, the CLI, the engine driver and the app see it.
///
/// Plies count the moves played from the start; `position_at(ply)` clamps `ply` to the
/// moves played. Moves are [`AnyMove`]s; a move of another family is refused as illegal.
pub trait FamilyGame {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The board geometry.
    fn geometry(&self) -> &'static Geometry;
    /// The number of seats.
    fn seats(&self) -> u8 {
        self.kind().seats()
    }
    /// The number of moves played.
    fn ply_count(&self) -> usize;
    /// The position after `ply` moves (clamped to the moves played).
    fn position_at(&self, ply: usize) -> &dyn FamilyPosition;
    /// The current position.
    fn position(&self) -> &dyn FamilyPosition {
        self.position_at(usize::MAX)
    }
    /// The start position.
    fn start_position(&self) -> &dyn FamilyPosition {
        self.position_at(0)
    }
    /// The moves played.
    fn moves(&self) -> Vec<AnyMove>;
    /// The legal moves now (none once the game is over).
    fn legal_moves(&self) -> Vec<AnyMove>;
    /// Plays a legal move.
    fn play(&mut self, m: &AnyMove) -> Result<(), GameError>;
    /// Takes back the last move (or reopens a game ended by resignation, agreement or
    /// time, returning `None` then); the move taken back.
    fn undo(&mut self) -> Option<AnyMove>;
    /// Plays again the last move taken back; that move.
    fn redo(&mut self) -> Option<AnyMove>;
    /// How many moves taken back [`FamilyGame::redo`] can play again.
    fn redo_count(&self) -> usize;
    /// How the game ended, if it has.
    fn outcome(&self) -> Option<Outcome>;
    /// `seat` resigns.
    fn resign(&mut self, seat: Seat) -> Result<(), GameError>;
    /// The players agree a draw.
    fn agree_draw(&mut self) -> Result<(), GameError>;
    /// `seat` ran out of time (the game's own rule).
    fn time_out(&mut self, seat: Seat) -> Result<(), GameError>;
    /// `seat` ran out of time at a table whose timeout rule is `rule`.
    fn time_out_at_table(&mut self, seat: Seat, rule: TimeoutRule) -> Result<(), GameError>;
    /// `seat`'s flag fell on a game clock, and `opponent_can_mate` says whether an
    /// opponent could still mate it by some series of legal moves (FIDE 6.9, judged by the
    /// caller): the rulebook's section 0 decides the result (a loss, or a draw when no
    /// opponent can mate; Mattrix credits an opponent whatever the material; Chess-transit
    /// decides every open board; draughts loses).
    fn flag_fall(&mut self, seat: Seat, opponent_can_mate: bool) -> Result<(), GameError>;
    /// How draws come about in this game.
    fn draw_policy(&self) -> DrawPolicy;
    /// Sets how draws come about (a table's policy).
    fn set_draw_policy(&mut self, draws: DrawPolicy);
    /// A draw the rules would give now, which under [`DrawPolicy::AgreementOnly`] the
    /// players are told of and may agree.
    fn draw_available(&self) -> Option<EndReason>;
    /// A draw the side to move may claim now, in a family with draw claims.
    fn claimable_draw(&self) -> Option<EndReason>;
    /// Whether the family has draw claims (the chess variants' threefold repetition and
    /// fifty-move rule; draughts declares its draws itself).
    fn has_draw_claims(&self) -> bool;
    /// The side to move claims a draw; `None` in a family without draw claims (draughts).
    fn claim_draw(&mut self) -> Option<Result<(), GameError>>;
    /// The notation of move `index` (SAN, the game's own, or PDN), written in the position
    /// it was played from.
    fn move_text(&self, index: usize) -> String;
    /// The notation of a legal move `m` from the current position (a move of another
    /// family: its coordinates).
    fn notation_of(&self, m: &AnyMove) -> String;
    /// The notation of each move played.
    fn move_texts(&self) -> Vec<String> {
        (0..self.ply_count()).map(|i| self.move_text(i)).collect()
    }
    /// The cell of the king of the side to move when it is in check.
    fn checked_king(&self) -> Option<Cell>;
    /// Whether the side to move must capture (draughts' compulsory capture).
    fn must_capture(&self) -> bool;
    /// Reads a move as [`FamilyGame::move_text`] writes it, with that notation's reader
    /// alone, so that a saved move can never be read as another move (the typed-move reader
    /// also takes coordinates).
    fn parse_written_move(&self, text: &str) -> Result<AnyMove, MoveTextError>;
    /// Reads a move typed in the game's notation or in coordinates.
    fn parse_move(&self, text: &str) -> Result<AnyMove, MoveTextError>;
    /// What the legal move `m` does on the board now (see [`crate::played`]);
    /// `None` for a move of another family or one whose start cell is empty.
    fn played(&self, m: &AnyMove) -> Option<PlayedMove>;
    /// The format of this family's game files.
    fn game_file_format(&self) -> GameFileFormat;
    /// The game file (PGN or PDN) with `tags`.
    fn game_file(&self, tags: &[(String, String)]) -> String;
}

/// A game of either family.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// A chess variant.
    Chess(Game),
    /// Russian draughts.
    Draughts(DraughtsGame),
}

impl AnyGame {
    /// A new game of `kind` from its start position (Russian draughts' rules for draughts).
    pub fn new(kind: GameKind) -> AnyGame {
        match kind {
            GameKind::Chess(v) => AnyGame::Chess(Game::new(v)),
            GameKind::Draughts => AnyGame::Draughts(DraughtsGame::new(DraughtsRules::RUSSIAN)),
        }
    }

    /// The game through its family's interface: the one dispatch over families.
    pub fn family(&self) -> &(dyn FamilyGame + 'static) {
        match self {
            AnyGame::Chess(g) => g,
            AnyGame::Draughts(g) => g,
        }
    }

    /// The game through its family's interface, to change it.
    pub fn family_mut(&mut self) -> &mut (dyn FamilyGame + 'static) {
        match self {
            AnyGame::Chess(g) => g,
            AnyGame::Draughts(g) => g,
        }
    }

    /// The game after its first `ply` moves: the later moves taken back, with a result
    /// they led to, or a resignation, agreement or flag fall after them (the game's own
    /// undo). `None` when `ply` is beyond the moves played or a move cannot be taken back.
    pub fn at_ply(&self, ply: usize) -> Option<AnyGame> {
        if ply > self.ply_count() {
            return None;
        }
        let mut game = self.clone();
        while game.ply_count() > ply {
            // A game ended by resignation, agreement or time is reopened by its first undo.
            let reopens = game.outcome().is_some();
            if game.undo().is_none() && !reopens {
                return None;
            }
        }
        Some(game)
    }

    /// The chess game, when this is one.
    pub fn as_chess(&self) -> Option<&Game> {
        match self {
            AnyGame::Chess(g) => Some(g),
            AnyGame::Draughts(_) => None,
        }
    }
}

impl Deref for AnyGame {
    type Target = dyn FamilyGame;

    fn deref(&self) -> &Self::Target {
        self.family()
    }
}

impl DerefMut for AnyGame {
    fn deref_mut(&mut self) -> &mut Self::Target {
        self.family_mut()
    }
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum MoveTextError {
    /// A chess move typed in SAN or coordinates.
    Chess(MoveParseError),
    /// A chess move written in SAN (a saved game's).
    San(SanError),
    /// A draughts move.
    Draughts(DraughtsMoveError),
}

impl Localize for MoveTextError {
    fn message(&self) -> Message {
        match self {
            MoveTextError::Chess(e) => e.message(),
            MoveTextError::San(e) => e.message(),
            MoveTextError::Draughts(e) => e.message(),
        }
    }
}

manifold_locale::display_in_english!(MoveTextError);

impl std::error::Error for MoveTextError {}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_move_text_error_renders() {
        let start = crate::Position::start(VariantId::Classical);
        assert_every_variant_renders(
            &[
                MoveTextError::Chess(start.parse_move("e2e5").unwrap_err()),
                MoveTextError::San(start.parse_san("Nf5").unwrap_err()),
                MoveTextError::Draughts(DraughtsMoveError::Syntax("zz".into())),
            ],
            &[],
        );
    }
}
