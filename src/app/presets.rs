//! The table presets shipped in `scenes/`, built into the program.

use crate::rules::VariantId;
use crate::rules::preset::Preset;
use crate::session::GameKind;

/// Every shipped preset: its file stem and its RON text.
pub const PRESETS: [(&str, &str); 2] = [
    (
        "nujelm-chess",
        include_str!("../../scenes/nujelm-chess.ron"),
    ),
    (
        "nujelm-draughts",
        include_str!("../../scenes/nujelm-draughts.ron"),
    ),
];

/// The preset with this file stem.
pub fn preset_by_name(name: &str) -> Option<Preset> {
    PRESETS
        .iter()
        .find(|(stem, _)| *stem == name)
        .and_then(|(_, text)| Preset::from_ron(text).ok())
}

/// The presets that fit a game, by file stem.
pub fn presets_for(kind: GameKind) -> Vec<&'static str> {
    match kind {
        GameKind::Chess(VariantId::Classical) => vec!["nujelm-chess"],
        GameKind::Draughts => vec!["nujelm-draughts"],
        _ => Vec::new(),
    }
}
