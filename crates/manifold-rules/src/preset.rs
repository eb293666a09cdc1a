//! Table presets: a game plus the rules of the table it is played at, read from RON data.
//! The presets shipped in `scenes/` are built into the program ([`shipped`]); each says
//! which game it is for, so which presets fit a game is read from them ([`Preset::fits`]),
//! never listed in code. The core does no file I/O: it parses the text it is given.
//!
//! The one preset so far is the "Nujelm" table (RULES 1.1), for classical chess
//! (`scenes/nujelm-chess.ron`) and for Russian draughts (`scenes/nujelm-draughts.ron`): an
//! 8-minute move limit lost on timeout, castling by selecting the king and then the rook,
//! check and mate announced, draws by agreement only, and for draughts the Nujelm king
//! landing (RULES 2, Ruling D1).
//!
//! Time is never measured here: the caller says how long the player to move has been
//! thinking ([`Preset::move_time_exceeded`], [`Preset::check_clock`]).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use manifold_locale::{Localize, Message};

use super::draughts::{DraughtsGame, DraughtsRules, Landing};
use super::family::FamilyGame;
use super::family::GameKind;
use super::game::Game;
use super::geometry::Cell;
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::variant::{UnknownVariant, VariantId};

/// How draws come about.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawPolicy {
    /// The game's own rules: draw rules that end the game by themselves do so.
    #[default]
    Automatic,
    /// No draw is declared by the rules: the players are told that the position allows a
    /// draw and the game ends only if they agree (the Nujelm table, RULES 1.1).
    AgreementOnly,
}

/// What running out of the move time means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeoutRule {
    /// The game's own rule (chess: a loss, drawn when the opponent cannot mate, FIDE 6.9;
    /// draughts: a loss).
    #[default]
    GameRule,
    /// The player to move loses, whatever the material (the Nujelm table).
    Loss,
}

/// The game a preset is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetGame {
    /// A chess variant.
    Chess(VariantId),
    /// Russian draughts with these rule options.
    Draughts(DraughtsRules),
}

/// A table preset, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The preset's name, for menus.
    pub name: String,
    /// The game played at the table, with its rule options (a chess variant, or draughts
    /// with its king landing).
    pub game: PresetGame,
    /// The time a player has for each move, if limited.
    pub move_time_limit: Option<Duration>,
    /// What running out of that time means.
    pub on_timeout: TimeoutRule,
    /// Chess: castling may also be entered by selecting the king, then the rook.
    pub castling_king_then_rook: bool,
    /// The turn indicator takes the colour of the side to move.
    pub turn_indicator_side_colour: bool,
    /// Chess: check is announced to the players.
    pub announce_check: bool,
    /// Chess: mate is announced to the players.
    pub announce_mate: bool,
    /// How draws come about.
    pub draws: DrawPolicy,
    /// Either player may leave (resign) at any time.
    pub resign_any_time: bool,
}

/// Why a preset text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum PresetError {
    /// Not valid RON for a preset: the RON reader's message, which starts with the line
    /// and column.
    Ron(String),
    /// A chess variant name the program does not know.
    UnknownVariant(#[source] UnknownVariant),
    /// A move time limit of zero.
    ZeroTimeLimit,
    /// A chess-only option (its name in the preset text) set for draughts.
    ChessOnly(&'static str),
}

impl Localize for PresetError {
    fn message(&self) -> Message {
        match self {
            PresetError::Ron(error) => Message::new("preset-ron").text("error", error),
            PresetError::UnknownVariant(error) => {
                Message::new("preset-unknown-variant").message("error", error)
            }
            PresetError::ZeroTimeLimit => Message::new("preset-zero-time-limit"),
            PresetError::ChessOnly(option) => {
                Message::new("preset-chess-only").text("option", option)
            }
        }
    }
}

manifold_locale::display_in_english!(PresetError);

/// The preset as written in RON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "Preset")]
struct PresetFile {
    name: String,
    game: GameFile,
    #[serde(default)]
    move_time_limit_secs: Option<u64>,
    #[serde(default)]
    on_timeout: TimeoutRule,
    #[serde(default)]
    castling_king_then_rook: bool,
    #[serde(default)]
    turn_indicator_side_colour: bool,
    #[serde(default)]
    announce_check: bool,
    #[serde(default)]
    announce_mate: bool,
    #[serde(default)]
    draws: DrawPolicy,
    #[serde(default = "yes")]
    resign_any_time: bool,
}

fn yes() -> bool {
    true
}

/// The game as written in RON: `Chess(variant: "classical")` or
/// `Draughts(king_landing: ImmediatelyBeyond)`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "Game")]
enum GameFile {
    Chess {
        variant: String,
    },
    Draughts {
        #[serde(default)]
        king_landing: Landing,
    },
}

impl Preset {
    /// Reads a preset from RON text.
    pub fn from_ron(text: &str) -> Result<Preset, PresetError> {
        let file: PresetFile = ron::from_str(text).map_err(|e| PresetError::Ron(e.to_string()))?;
        let game = match file.game {
            GameFile::Chess { variant } => {
                PresetGame::Chess(variant.parse().map_err(PresetError::UnknownVariant)?)
            }
            GameFile::Draughts { king_landing } => {
                PresetGame::Draughts(DraughtsRules { king_landing })
            }
        };
        if matches!(game, PresetGame::Draughts(_)) {
            for (set, name) in [
                (file.castling_king_then_rook, "castling_king_then_rook"),
                (file.announce_check, "announce_check"),
                (file.announce_mate, "announce_mate"),
            ] {
                if set {
                    return Err(PresetError::ChessOnly(name));
                }
            }
        }
        let move_time_limit = match file.move_time_limit_secs {
            Some(0) => return Err(PresetError::ZeroTimeLimit),
            other => other.map(Duration::from_secs),
        };
        Ok(Preset {
            name: file.name,
            game,
            move_time_limit,
            on_timeout: file.on_timeout,
            castling_king_then_rook: file.castling_king_then_rook,
            turn_indicator_side_colour: file.turn_indicator_side_colour,
            announce_check: file.announce_check,
            announce_mate: file.announce_mate,
            draws: file.draws,
            resign_any_time: file.resign_any_time,
        })
    }

    /// The preset as RON text (what [`Preset::from_ron`] reads back).
    pub fn to_ron(&self) -> String {
        let file = PresetFile {
            name: self.name.clone(),
            game: match self.game {
                PresetGame::Chess(id) => GameFile::Chess {
                    variant: id.cli_name().to_string(),
                },
                PresetGame::Draughts(rules) => GameFile::Draughts {
                    king_landing: rules.king_landing,
                },
            },
            move_time_limit_secs: self.move_time_limit.map(|d| d.as_secs()),
            on_timeout: self.on_timeout,
            castling_king_then_rook: self.castling_king_then_rook,
            turn_indicator_side_colour: self.turn_indicator_side_colour,
            announce_check: self.announce_check,
            announce_mate: self.announce_mate,
            draws: self.draws,
            resign_any_time: self.resign_any_time,
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
            .expect("a preset always serialises")
    }

    /// Whether a player who has been thinking for `elapsed` on the current move has run out
    /// of time (never, without a move time limit).
    pub fn move_time_exceeded(&self, elapsed: Duration) -> bool {
        self.move_time_limit.is_some_and(|limit| elapsed > limit)
    }

    /// Ends `game` by timeout if the player to move has been thinking longer than the move
    /// time limit; returns whether it did.
    pub fn check_clock(&self, game: &mut dyn FamilyGame, elapsed: Duration) -> bool {
        if game.outcome().is_some() || !self.move_time_exceeded(elapsed) {
            return false;
        }
        let seat = game.position().turn();
        game.time_out_at_table(seat, self.on_timeout).is_ok()
    }

    /// A new chess game at this table (variant and draw policy), if the preset is for chess.
    pub fn new_chess_game(&self) -> Option<Game> {
        match self.game {
            PresetGame::Chess(id) => Some(Game::new(id).with_draw_policy(self.draws)),
            PresetGame::Draughts(_) => None,
        }
    }

    /// A new draughts game at this table (rule options and draw policy), if the preset is
    /// for draughts.
    pub fn new_draughts_game(&self) -> Option<DraughtsGame> {
        match self.game {
            PresetGame::Draughts(rules) => {
                Some(DraughtsGame::new(rules).with_draw_policy(self.draws))
            }
            PresetGame::Chess(_) => None,
        }
    }
}

/// Every preset shipped in `scenes/`, built into the program: its file stem and its RON text.
/// A new preset is a file there and a line here; the games it fits come from its text.
pub const SHIPPED_TEXTS: [(&str, &str); 2] = [
    (
        "nujelm-chess",
        include_str!("../../../scenes/nujelm-chess.ron"),
    ),
    (
        "nujelm-draughts",
        include_str!("../../../scenes/nujelm-draughts.ron"),
    ),
];

/// Every shipped preset, read once: (file stem, preset), in the order of [`SHIPPED_TEXTS`].
pub fn shipped() -> &'static [(&'static str, Preset)] {
    static SHIPPED: std::sync::OnceLock<Vec<(&'static str, Preset)>> = std::sync::OnceLock::new();
    SHIPPED.get_or_init(|| {
        SHIPPED_TEXTS
            .iter()
            .map(|&(stem, text)| {
                let preset = Preset::from_ron(text)
                    .unwrap_or_else(|e| panic!("the shipped preset {stem} does not read: {e}"));
                (stem, preset)
            })
            .collect()
    })
}

/// The shipped preset with this file stem.
pub fn shipped_by_name(stem: &str) -> Option<&'static Preset> {
    shipped()
        .iter()
        .find(|(name, _)| *name == stem)
        .map(|(_, preset)| preset)
}

impl Preset {
    /// Whether the preset is for this game: its chess variant, or Russian draughts (with
    /// any rule options).
    pub fn fits(&self, kind: GameKind) -> bool {
        match (self.game, kind) {
            (PresetGame::Chess(id), GameKind::Chess(variant)) => variant == id,
            (PresetGame::Draughts(_), GameKind::Draughts) => true,
            (PresetGame::Chess(_), GameKind::Draughts)
            | (PresetGame::Draughts(_), GameKind::Chess(_)) => false,
        }
    }
}

/// Castling entered by selecting the king and then the rook: the castling move of the king
/// on `king` with the rook on `rook`, if it is legal now.
pub fn castling_by_king_and_rook(pos: &Position, king: Cell, rook: Cell) -> Option<Move> {
    let rules = &pos.variant().castling;
    pos.legal_moves().iter().copied().find(|m| match m.kind {
        MoveKind::Castle(i) => {
            let rule = &rules[i as usize];
            rule.king_from == king && rule.rook_from == rook
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_error_renders_in_both_languages() {
        let errors = [
            Preset::from_ron("(name: ").unwrap_err(),
            PresetError::UnknownVariant(UnknownVariant("chess960".into())),
            PresetError::ZeroTimeLimit,
            PresetError::ChessOnly("announce_check"),
        ];
        // The time limit's message names the preset text's own words (`move_time_limit_secs`).
        let ron_words = ["move", "time", "limit", "secs", "None"];
        manifold_locale::check::assert_every_variant_renders(&errors, &ron_words);
    }

    #[test]
    fn every_shipped_preset_reads_and_round_trips() {
        let stems: Vec<&str> = shipped().iter().map(|(stem, _)| *stem).collect();
        assert_eq!(stems, ["nujelm-chess", "nujelm-draughts"]);
        for (stem, preset) in shipped() {
            assert_eq!(
                Preset::from_ron(&preset.to_ron()).as_ref(),
                Ok(preset),
                "{stem}"
            );
            assert_eq!(shipped_by_name(stem), Some(preset));
        }
        assert_eq!(shipped_by_name("nujelm"), None);
    }

    #[test]
    fn the_shipped_presets_fit_the_games_their_files_name() {
        let fitting = |kind: GameKind| -> Vec<&str> {
            shipped()
                .iter()
                .filter(|(_, p)| p.fits(kind))
                .map(|(stem, _)| *stem)
                .collect()
        };
        for kind in GameKind::ALL {
            let expected: &[&str] = match kind {
                GameKind::Chess(VariantId::Classical) => &["nujelm-chess"],
                GameKind::Draughts => &["nujelm-draughts"],
                GameKind::Chess(
                    VariantId::Great | VariantId::Wirth | VariantId::Mattrix | VariantId::Transit,
                ) => &[],
            };
            assert_eq!(fitting(kind), expected, "{kind:?}");
        }
    }

    #[test]
    fn a_preset_fits_only_its_own_game() {
        let wirth = Preset::from_ron(
            r#"(name: "Torus table", game: Chess(variant: "wirth"), announce_check: true)"#,
        )
        .unwrap();
        let wirth_kind = GameKind::Chess(VariantId::Wirth);
        assert!(wirth.fits(wirth_kind));
        assert!(!wirth.fits(GameKind::Chess(VariantId::Classical)));
        assert!(!wirth.fits(GameKind::Draughts));
        let draughts =
            Preset::from_ron(r#"(name: "Plain draughts", game: Draughts(king_landing: Anywhere))"#)
                .unwrap();
        assert!(draughts.fits(GameKind::Draughts));
        assert!(!draughts.fits(wirth_kind));
    }
}
