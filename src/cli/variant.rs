//! The games the CLI knows by name: the one place that maps a command-line name to a game,
//! so a new game (Mattrix, transit, draughts) is added here and nowhere else.

use std::str::FromStr;

use crate::rules::VariantId;

/// The games the CLI accepts, by their command-line names.
pub fn variant_names() -> Vec<&'static str> {
    VariantId::ALL.iter().map(|v| v.cli_name()).collect()
}

/// Reads a game name (a clap value parser); the error says which names exist.
pub fn parse_variant(name: &str) -> Result<VariantId, String> {
    VariantId::from_str(name).map_err(|e| e.to_string())
}
