//! The pieces of a flat picture (the torus's flat view, the rule cards' diagrams): a disc
//! in its army's colour with its letter in the interface language.

use bevy_egui::egui;

use manifold_rules::{Role, VariantId};
use manifold_session::shown_notation::role_letter;

use super::super::settings::Language;
use super::text_on;

/// The letters on the flat view's discs, in the interface language (Russian: Кр Ф Л С К п),
/// as the move list writes them; made once per frame for the game's roles.
pub struct DiscLetters(Vec<(Role, String)>);

impl DiscLetters {
    /// The letters of `variant`'s roles in `lang`.
    pub fn new(lang: Language, variant: VariantId) -> DiscLetters {
        DiscLetters(
            Role::ALL
                .iter()
                .map(|&role| (role, role_letter(lang, variant, role)))
                .collect(),
        )
    }

    /// The letter of `role` (`?` for a role without one).
    pub fn of(&self, role: Role) -> &str {
        self.0
            .iter()
            .find(|(r, _)| *r == role)
            .map_or("?", |(_, l)| l.as_str())
    }
}

/// A piece of a flat picture (the flat view, the rule cards' diagrams): a disc of
/// `radius` in its army's colour with its letter (a two-letter one, the Russian king's Кр,
/// a little smaller).
pub fn paint_disc(
    painter: &egui::Painter,
    at: egui::Pos2,
    radius: f32,
    fill: egui::Color32,
    letter: &str,
) {
    painter.circle_filled(at, radius, fill);
    painter.circle_stroke(
        at,
        radius,
        egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
    );
    let size = radius
        * if letter.chars().count() > 1 {
            1.13
        } else {
            1.47
        };
    painter.text(
        at,
        egui::Align2::CENTER_CENTER,
        letter,
        egui::FontId::proportional(size),
        text_on(fill),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_discs_letters_follow_the_interface_language() {
        let ru = DiscLetters::new(Language::Russian, VariantId::Wirth);
        let shown: Vec<&str> = [
            Role::Pawn,
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
        ]
        .iter()
        .map(|&r| ru.of(r))
        .collect();
        assert_eq!(shown, ["п", "Л", "К", "С", "Ф", "Кр"]);
        let en = DiscLetters::new(Language::English, VariantId::Wirth);
        assert_eq!((en.of(Role::Knight), en.of(Role::King)), ("N", "K"));
    }
}
