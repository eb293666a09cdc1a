//! The table presets shipped in `scenes/`, as the app's menus ask for them: a thin wrapper
//! over [`manifold_rules::preset::shipped`], which reads them, and
//! [`Preset::fits`], which says which game each is for.

use manifold_rules::preset::{self, Preset};
use manifold_session::GameKind;

/// Every shipped preset: its file stem and its RON text.
pub use manifold_rules::preset::SHIPPED_TEXTS as PRESETS;

/// The preset with this file stem.
pub fn preset_by_name(name: &str) -> Option<Preset> {
    preset::shipped_by_name(name).cloned()
}

/// The presets that fit a game, by file stem.
pub fn presets_for(kind: GameKind) -> Vec<&'static str> {
    preset::shipped()
        .iter()
        .filter(|(_, p)| p.fits(kind))
        .map(|(stem, _)| *stem)
        .collect()
}
