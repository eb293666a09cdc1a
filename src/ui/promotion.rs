//! The promotion chooser: while a pawn's move waits for its new role, a modal window lists
//! the roles the rules allow there (by their names in the chosen language). A choice sends
//! [`GameCommand::Promote`]; Cancel, Esc or a click beside the window sends
//! [`GameCommand::Cancel`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_rules::Role;
use manifold_session::{AnyMove, Session};

use super::super::i18n::{role_name, tr};
use super::super::settings::Settings;
use super::super::state::{GameCommand, Screen, SessionRes};
use super::UiSet;

/// Registers the chooser.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        promotion_window
            .in_set(UiSet::Windows)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The roles the pending promotion may choose, in the rules' order.
pub fn promotion_choices(session: &Session) -> Vec<Role> {
    let Some((from, to)) = session.pending_promotion() else {
        return Vec::new();
    };
    let mut roles: Vec<Role> = session
        .game()
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            AnyMove::Chess(c) if c.from == from && c.to == to => c.promotion,
            _ => None,
        })
        .collect();
    roles.sort();
    roles.dedup();
    roles
}

/// `text` with its first letter in upper case (piece names are lower case in sentences).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn promotion_window(
    mut contexts: EguiContexts,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    mut commands_out: MessageWriter<GameCommand>,
) -> Result {
    let roles = promotion_choices(&session.0);
    if roles.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let kind = session.0.kind();
    let mut chosen = None;
    let mut cancel = false;
    let response = egui::Modal::new(egui::Id::new("promotion")).show(ctx, |ui| {
        ui.heading(tr(lang, "promotion-title"));
        ui.label(tr(lang, "promotion-choose"));
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            for role in &roles {
                let button = egui::Button::new(
                    egui::RichText::new(capitalised(&role_name(lang, kind, *role))).size(18.0),
                )
                .min_size(egui::vec2(96.0, 36.0));
                if ui.add(button).clicked() {
                    chosen = Some(*role);
                }
            }
        });
        ui.add_space(6.0);
        if ui.button(tr(lang, "button-cancel")).clicked() {
            cancel = true;
        }
    });
    if let Some(role) = chosen {
        commands_out.write(GameCommand::Promote(role));
    } else if cancel || response.should_close() {
        commands_out.write(GameCommand::Cancel);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;
    use manifold_session::{ClickResult, GameKind};

    #[test]
    fn choices_of_a_waiting_promotion() {
        let kind = GameKind::Chess(VariantId::Classical);
        let mut s = Session::from_position_text(kind, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
            .expect("a position");
        assert!(promotion_choices(&s).is_empty());
        let geometry = s.game().geometry();
        let e7 = geometry.cell_by_name("e7").expect("e7");
        let e8 = geometry.cell_by_name("e8").expect("e8");
        assert!(matches!(s.click(e7), ClickResult::Selected(_)));
        assert!(matches!(s.click(e8), ClickResult::ChoosePromotion(_)));
        assert_eq!(
            promotion_choices(&s),
            [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
        );
        assert_eq!(capitalised("ферзь"), "Ферзь");
        assert_eq!(capitalised(""), "");
    }
}
