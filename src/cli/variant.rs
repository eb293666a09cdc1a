//! The games the CLI knows by name: the one place that maps a command-line name to a game,
//! so a new game (Mattrix, transit, draughts) is added here and nowhere else.
//!
//! Names map to a [`GameKind`]: a chess variant (one [`VariantId`], played by the chess
//! engine) or Russian draughts (its own game family, `crate::rules::draughts`).

use std::str::FromStr;

use crate::rules::VariantId;

/// The command-line name of Russian draughts.
pub const DRAUGHTS_NAME: &str = "draughts";

/// Other names accepted for Russian draughts.
const DRAUGHTS_ALIASES: [&str; 3] = ["shashki", "russian", "russian-draughts"];

/// A game family and, for chess, the variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    /// A chess variant.
    Chess(VariantId),
    /// Russian draughts.
    Draughts,
}

/// The games the CLI accepts, by their command-line names.
pub fn variant_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = VariantId::ALL.iter().map(|v| v.cli_name()).collect();
    names.push(DRAUGHTS_NAME);
    names
}

/// Reads a chess variant name; the error says which names exist.
pub fn parse_variant(name: &str) -> Result<VariantId, String> {
    VariantId::from_str(name).map_err(|e| e.to_string())
}

/// Reads a game name (a clap value parser); the error says which names exist.
pub fn parse_game(name: &str) -> Result<GameKind, String> {
    let lower = name.to_ascii_lowercase();
    if lower == DRAUGHTS_NAME || DRAUGHTS_ALIASES.contains(&lower.as_str()) {
        return Ok(GameKind::Draughts);
    }
    VariantId::from_str(name).map(GameKind::Chess).map_err(|_| {
        format!(
            "unknown game '{name}' (expected one of: {})",
            variant_names().join(", ")
        )
    })
}

/// The games `manifold-cli uci` plays, by their `UCI_Variant` names (Fairy-Stockfish's:
/// `chess`, and `greatchess` for Great Chess, whose FEN letters match its `indiangreat`).
pub const UCI_VARIANTS: [(&str, VariantId); 2] = [
    ("chess", VariantId::Classical),
    ("greatchess", VariantId::Great),
];

/// The game of a `UCI_Variant` value (case-insensitive; `indiangreat` is accepted too).
pub fn uci_variant(name: &str) -> Option<VariantId> {
    let lower = name.trim().to_ascii_lowercase();
    if lower == "indiangreat" {
        return Some(VariantId::Great);
    }
    UCI_VARIANTS
        .iter()
        .find(|(n, _)| *n == lower)
        .map(|(_, id)| *id)
}

/// The `UCI_Variant` name of a game, if UCI plays it.
pub fn uci_variant_name(id: VariantId) -> Option<&'static str> {
    UCI_VARIANTS.iter().find(|(_, v)| *v == id).map(|(n, _)| *n)
}
