//! The games the CLI knows by name: the one place that maps a command-line name to a game,
//! so a new game (Mattrix, transit, draughts) is added here and nowhere else.
//!
//! Names map to a [`GameKind`] (the rules' one reader of game names,
//! [`GameKind::from_cli_name`]): a chess variant or Russian draughts.

use std::str::FromStr;

use manifold_rules::{GameKind, VariantId};

/// The games the CLI accepts, by their command-line names.
pub(crate) fn variant_names() -> Vec<&'static str> {
    GameKind::cli_names()
}

/// Reads a chess variant name; the error says which names exist.
pub(crate) fn parse_variant(name: &str) -> Result<VariantId, String> {
    VariantId::from_str(name).map_err(|e| e.to_string())
}

/// Reads a game name (a clap value parser); the error says which names exist.
pub(crate) fn parse_game(name: &str) -> Result<GameKind, String> {
    GameKind::from_cli_name(name).ok_or_else(|| {
        format!(
            "unknown game '{name}' (expected one of: {})",
            variant_names().join(", ")
        )
    })
}

/// The `UCI_Variant` an engine plays when it is told none: UCI's own chess.
pub(crate) const UCI_DEFAULT_VARIANT: &str = "chess";

/// The games `manifold-cli uci` plays, by their `UCI_Variant` names (Fairy-Stockfish's:
/// `chess`, and `greatchess` for Great Chess, whose FEN letters match its `indiangreat`).
pub(crate) const UCI_VARIANTS: [(&str, VariantId); 2] = [
    (UCI_DEFAULT_VARIANT, VariantId::Classical),
    ("greatchess", VariantId::Great),
];

/// The game of a `UCI_Variant` value (case-insensitive; `indiangreat` is accepted too).
pub(crate) fn uci_variant(name: &str) -> Option<VariantId> {
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
pub(crate) fn uci_variant_name(id: VariantId) -> Option<&'static str> {
    UCI_VARIANTS.iter().find(|(_, v)| *v == id).map(|(n, _)| *n)
}
