//! The names the rules core puts into its messages, as typed values with their Fluent
//! messages (`assets/i18n/*.ftl`): a role as its game calls it, a side, a variant, why a
//! game ended.

use manifold_locale::{Localize, Message};

use super::game::EndReason;
use super::piece::{Role, Seat};
use super::variant::VariantId;

/// A role as a game names it (Great Chess calls its queen the general).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleName {
    /// The game whose name for the role is wanted.
    pub variant: VariantId,
    /// The role named.
    pub role: Role,
}

impl Localize for RoleName {
    fn message(&self) -> Message {
        Message::new(match (self.variant, self.role) {
            (VariantId::Great, Role::Queen) => "piece-general",
            (_, Role::King) => "piece-king",
            (_, Role::Queen) => "piece-queen",
            (_, Role::Rook) => "piece-rook",
            (_, Role::Bishop) => "piece-bishop",
            (_, Role::Knight) => "piece-knight",
            (_, Role::Pawn) => "piece-pawn",
            (_, Role::Giraffe) => "piece-giraffe",
            (_, Role::Vizier) => "piece-vizier",
            (_, Role::WarMachine) => "piece-war_machine",
            (_, Role::HeavyPawn) => "piece-heavy_pawn",
            (_, Role::LightPawn) => "piece-light_pawn",
        })
    }
}

/// A side in the middle of a sentence (lower case in English): white and black, or white,
/// blue and red at a three-seat table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideName {
    /// How many seats the game has (2 or 3: it decides the seats' colour names).
    pub seats: u8,
    /// The seat named (0 White; 1 Black, or Blue at three seats; 2 Red).
    pub seat: Seat,
}

/// A side and how many it has of something (its kings, its pieces): what a position reader
/// finds wrong with an army.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideCount {
    /// The side counted.
    pub side: SideName,
    /// How many it has of what is counted.
    pub count: usize,
}

impl SideCount {
    /// The message `id` with this count's `side` and `count`.
    pub(crate) fn message(self, id: &'static str) -> Message {
        Message::new(id)
            .message("side", self.side)
            .number("count", self.count)
    }
}

impl Localize for SideName {
    fn message(&self) -> Message {
        Message::new(match (self.seats, self.seat.0) {
            (_, 0) => "frag-side-white",
            (3, 1) => "frag-side-blue",
            (3, _) => "frag-side-red",
            _ => "frag-side-black",
        })
    }
}

/// A variant's name in the middle of a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantName(pub VariantId);

impl Localize for VariantName {
    fn message(&self) -> Message {
        Message::new(self.0.names().in_sentence)
    }
}

impl Localize for EndReason {
    fn message(&self) -> Message {
        Message::new(match self {
            EndReason::Checkmate => "reason-checkmate",
            EndReason::Stalemate => "reason-stalemate",
            EndReason::Resignation => "reason-resignation",
            EndReason::Agreement => "reason-agreement",
            EndReason::FiftyMoves => "reason-fifty_moves",
            EndReason::SeventyFiveMoves => "reason-seventy_five_moves",
            EndReason::ThreefoldRepetition => "reason-threefold_repetition",
            EndReason::FivefoldRepetition => "reason-fivefold_repetition",
            EndReason::InsufficientMaterial => "reason-insufficient_material",
            EndReason::Timeout => "reason-timeout",
            EndReason::NoMoves => "reason-no_moves",
            EndReason::BoardsDecided => "reason-boards_decided",
            EndReason::KingMoves => "reason-king_moves",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_renders;
    use manifold_locale::{Language, text};

    #[test]
    fn every_name_renders_in_both_languages() {
        for variant in VariantId::ALL {
            assert_renders(&VariantName(variant).message(), "variant", &[]);
            for role in Role::ALL {
                assert_renders(&RoleName { variant, role }.message(), "role", &[]);
            }
        }
        for seats in [2, 3] {
            for seat in 0..seats {
                assert_renders(
                    &SideName {
                        seats,
                        seat: Seat(seat),
                    }
                    .message(),
                    "side",
                    &[],
                );
            }
        }
        let great_queen = RoleName {
            variant: VariantId::Great,
            role: Role::Queen,
        };
        assert_eq!(text(Language::English, &great_queen), "general");
        assert_eq!(text(Language::Russian, &great_queen), "генерал");
        assert_eq!(text(Language::Russian, &EndReason::Checkmate), "мат");
    }
}
