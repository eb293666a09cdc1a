//! The app's texts in English and Russian: [`tr`] and [`trf`] render the Fluent messages
//! of `assets/i18n/{en,ru}.ftl` ([`manifold_locale`]); the names of games, seats, pieces and
//! end reasons. Typed messages of the core are rendered with [`manifold_locale::text`].

use std::fmt::Display;

use manifold_rules::game::EndReason;
use manifold_rules::names::RoleName;
use manifold_rules::{Role, Seat, VariantId};
use manifold_session::{GameKind, PieceShape};

use super::settings::Language;
use manifold_locale::Arg;

/// The text of the Fluent message `id` in `lang` ([`manifold_locale::tr`]).
pub fn tr(lang: Language, id: &str) -> String {
    manifold_locale::tr(lang, id)
}

/// The text of the Fluent message `id` with each named argument filled in.
pub fn trf(lang: Language, id: &str, args: &[(&str, &dyn Display)]) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|(name, value)| (*name, Arg::Text(value.to_string())))
        .collect();
    manifold_locale::render_id(lang, id, &args)
}

/// A game and its numbered moves, as the start screen and the saved games list describe a
/// saved game: "Classical chess, 21 moves" (the count chooses the word's plural form).
pub fn game_and_moves(lang: Language, kind: GameKind, moves: usize) -> String {
    let message = manifold_locale::Message::new("saved-game")
        .text("game", game_name(lang, kind))
        .number("moves", moves);
    manifold_locale::text(lang, &message)
}

/// The name of a game.
pub fn game_name(lang: Language, kind: GameKind) -> String {
    tr(lang, kind.title_message())
}

/// The name of a seat: White and Black, or White, Blue and Red in three-player games.
pub fn seat_name(lang: Language, kind: GameKind, seat: Seat) -> String {
    manifold_locale::text(lang, &seat_message(kind, seat))
}

/// The name of a seat as a message (rendered in the language of the moment).
pub fn seat_message(kind: GameKind, seat: Seat) -> manifold_locale::Message {
    let id = match (kind.seats(), seat.0) {
        (_, 0) => "seat-white",
        (3, 1) => "seat-blue",
        (3, _) => "seat-red",
        _ => "seat-black",
    };
    manifold_locale::Message::new(id)
}

/// The name of a chess role in a game (the queen is the general in Great Chess).
pub fn role_name(lang: Language, kind: GameKind, role: Role) -> String {
    let variant = match kind {
        GameKind::Chess(variant) => variant,
        GameKind::Draughts => VariantId::Classical,
    };
    manifold_locale::text(lang, &RoleName { variant, role })
}

/// The name of a piece as drawn (a chess role, a draughts man or king).
pub fn piece_name(lang: Language, kind: GameKind, shape: PieceShape) -> String {
    match shape {
        PieceShape::Chess(role) => role_name(lang, kind, role),
        PieceShape::Man => tr(lang, "piece-man"),
        PieceShape::DraughtsKing => tr(lang, "piece-draughts_king"),
    }
}

/// Why a game ended, in words.
pub fn end_reason(lang: Language, reason: EndReason) -> String {
    manifold_locale::text(lang, &reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_has_a_text() {
        for lang in [Language::English, Language::Russian] {
            for kind in GameKind::ALL {
                assert!(!game_name(lang, kind).starts_with("game-"));
                for role in Role::ALL {
                    assert!(!role_name(lang, kind, role).starts_with("piece-"));
                }
            }
            for reason in [
                EndReason::Checkmate,
                EndReason::KingMoves,
                EndReason::BoardsDecided,
            ] {
                assert!(!end_reason(lang, reason).starts_with("reason-"));
            }
        }
    }

    #[test]
    fn russian_piece_names() {
        let ru = Language::Russian;
        let classical = GameKind::Chess(VariantId::Classical);
        let great = GameKind::Chess(VariantId::Great);
        let names: Vec<String> = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .map(|r| role_name(ru, classical, r))
        .collect();
        assert_eq!(names, ["король", "ферзь", "ладья", "слон", "конь", "пешка"]);
        assert_eq!(role_name(ru, great, Role::Queen), "генерал");
        assert_eq!(role_name(Language::English, great, Role::Queen), "general");
        assert_eq!(role_name(ru, great, Role::Giraffe), "жираф");
        assert_eq!(role_name(ru, great, Role::Vizier), "визирь");
        assert_eq!(role_name(ru, great, Role::WarMachine), "боевая машина");
        assert_eq!(role_name(ru, classical, Role::HeavyPawn), "тяжёлая пешка");
        assert_eq!(role_name(ru, classical, Role::LightPawn), "лёгкая пешка");
        assert_eq!(piece_name(ru, GameKind::Draughts, PieceShape::Man), "шашка");
        assert_eq!(
            piece_name(ru, GameKind::Draughts, PieceShape::DraughtsKing),
            "дамка"
        );
    }

    #[test]
    fn seats_by_game() {
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let names: Vec<String> = (0..3)
            .map(|s| seat_name(Language::English, mattrix, Seat(s)))
            .collect();
        assert_eq!(names, ["White", "Blue", "Red"]);
        assert_eq!(
            seat_name(Language::Russian, GameKind::Draughts, Seat(1)),
            "Чёрные"
        );
    }

    #[test]
    fn filling_values() {
        let text = trf(Language::English, "status-to_move", &[("seat", &"White")]);
        assert_eq!(text, "White to move");
        assert_eq!(tr(Language::Russian, "no-such-key"), "no-such-key");
    }
}
