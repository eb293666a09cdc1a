//! Tile colours beyond the plain highlights: the cells the opponents attack, tinted in each
//! opponent's colour while a Mattrix piece is selected (a mixed tint where both attack), and
//! the closed boards of Chess-transit dimmed. What is attacked or closed comes from the rules
//! core (`Position::attacked_cells`, `transit::board_results`); this module turns it into
//! materials, made once per colour and kept.

use std::collections::HashMap;

use bevy::prelude::*;

use manifold_rules::transit::{self, BoardStatus};
use manifold_rules::{Cell, Seat};
use manifold_session::{AnyGame, Session};

use super::settings::Settings;
use super::shading::{Paint, Paints};

/// How strongly an attack tint covers the cell's own colour: nearly all of it, so that an
/// attacked white cell never passes for a plain blue or red one; a trace of the cell colour
/// still shows.
const TINT_STRENGTH: f32 = 0.85;

/// How dark a closed board's tiles are, as a fraction of their colour.
const DIM: f32 = 0.42;

/// How strongly an attack tints a lit target, which must still read as a target.
const TARGET_TINT_STRENGTH: f32 = 0.45;

/// A change of a tile's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tint {
    /// A cell attacked by the seats in this mask (bit `s` for seat `s`).
    Attacked(u8),
    /// A lit target attacked by the seats in this mask: a lighter tint.
    AttackedTarget(u8),
    /// On a closed board.
    Dimmed,
}

/// The opponents' attacks, per cell, as seat masks (bit `s` set when seat `s` attacks the
/// cell), while a piece of the side to move is selected in a three-player game with the
/// setting on; `None` otherwise. The selected piece is lifted off the board first, so its
/// targets show whether it would stand attacked there.
pub fn attack_masks(session: &Session, settings: &Settings) -> Option<Vec<u8>> {
    if !attacks_shown(session, settings) {
        return None;
    }
    let selected = session.selected()?;
    let AnyGame::Chess(game) = session.game() else {
        return None;
    };
    let position = game.position();
    let us = position.turn();
    let mut masks = vec![0u8; position.geometry().cell_count()];
    for seat in (0..position.variant().seats).map(Seat).filter(|&s| s != us) {
        for cell in position.attacked_cells(seat, Some(selected)).iter() {
            masks[cell.index()] |= 1 << seat.0;
        }
    }
    Some(masks)
}

/// Whether the opponents' attacks are shown now (cheap: the conditions of
/// [`attack_masks`] without the attack map), for the panel's legend.
pub fn attacks_shown(session: &Session, settings: &Settings) -> bool {
    settings.show_opponent_attacks
        && session.kind().seats() == 3
        && !session.is_browsing()
        && session.selected().is_some()
        && session.game().outcome().is_none()
}

/// Which boards of a Chess-transit game are decided in the position shown (closed, or
/// decided by the game's end); both `false` in other games.
pub fn closed_boards(session: &Session) -> [bool; 2] {
    let AnyGame::Chess(game) = session.game() else {
        return [false; 2];
    };
    let position = &game.positions()[session.shown_ply().min(game.moves().len())];
    if !position.variant().has_transit {
        return [false; 2];
    }
    let outcome = if session.is_browsing() {
        None
    } else {
        game.outcome()
    };
    transit::board_results(position, outcome.as_ref()).map(BoardStatus::is_closed)
}

/// Whether `cell` lies on a board that `closed` marks (Chess-transit's board 2 is cells
/// 64..128).
pub fn on_closed_board(closed: [bool; 2], cell: Cell) -> bool {
    closed[transit::board_of(cell).min(1)]
}

/// The signal colour of one seat's attacks in a three-player game: White's ivory army
/// shows as amber (ivory would vanish on the white cells), Blue and Red as their own
/// colours, stronger than the pale blue and red cells.
fn seat_signal(seat: u8) -> Color {
    match seat {
        0 => Color::srgb(0.97, 0.72, 0.10),
        1 => Color::srgb(0.12, 0.30, 0.95),
        _ => Color::srgb(0.93, 0.10, 0.12),
    }
}

/// The colour of an attack by the seats in `mask`: one seat's signal colour, or for two
/// seats a mix of both, kept apart from either (Blue and Red make violet, White's amber
/// and Red magenta, amber and Blue teal).
pub fn attack_colour(mask: u8) -> Color {
    match mask & 0b111 {
        0b011 => Color::srgb(0.10, 0.62, 0.62),
        0b101 => Color::srgb(0.90, 0.20, 0.85),
        0b110 | 0b111 => Color::srgb(0.62, 0.12, 0.78),
        single => seat_signal(single.trailing_zeros() as u8),
    }
}

/// The colour a tile of colour `base` takes under `tint`.
pub fn tinted_colour(base: Color, tint: Tint) -> Color {
    let base = base.to_srgba();
    match tint {
        Tint::Attacked(mask) | Tint::AttackedTarget(mask) => {
            let strength = if matches!(tint, Tint::Attacked(_)) {
                TINT_STRENGTH
            } else {
                TARGET_TINT_STRENGTH
            };
            let t = attack_colour(mask).to_srgba();
            let mix = |a: f32, b: f32| a + (b - a) * strength;
            Color::srgb(
                mix(base.red, t.red),
                mix(base.green, t.green),
                mix(base.blue, t.blue),
            )
        }
        Tint::Dimmed => {
            // Darker and greyer: a closed board reads as out of play.
            let grey = (base.red + base.green + base.blue) / 3.0;
            let dull = |c: f32| (c * 0.5 + grey * 0.5) * DIM;
            Color::srgb(dull(base.red), dull(base.green), dull(base.blue))
        }
    }
}

/// Tinted copies of the tile materials, made when first needed.
#[derive(Resource, Clone, Debug, Default)]
pub struct TintMaterials(HashMap<(Paint, Tint), Paint>);

impl TintMaterials {
    /// Every tinted copy made so far.
    pub fn all(&self) -> impl Iterator<Item = &Paint> {
        self.0.values()
    }

    /// The material `source` becomes under `tint` (at the same graphics level).
    pub fn get(&mut self, paints: &mut Paints, source: &Paint, tint: Tint) -> Paint {
        self.0
            .entry((source.clone(), tint))
            .or_insert_with(|| paints.recoloured(source, |c| tinted_colour(c, tint)))
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;
    use manifold_session::GameKind;

    fn mattrix(text: &str) -> Session {
        Session::from_position_text(GameKind::Chess(VariantId::Mattrix), text).expect("text")
    }

    fn cell(session: &Session, name: &str) -> Cell {
        session
            .game()
            .geometry()
            .cell_by_name(name)
            .expect("a cell")
    }

    #[test]
    fn attacks_are_masked_per_opponent_while_a_piece_is_selected() {
        let settings = Settings::default();
        let mut s = mattrix("W:Ko15,Rh9 B:Ke4,Rh3 R:Kd23,Rh19 w - 0 1");
        assert_eq!(attack_masks(&s, &settings), None, "nothing selected");
        s.click(cell(&s, "h9"));
        let masks = attack_masks(&s, &settings).expect("a piece is selected");
        let at = |name: &str| masks[cell(&s, name).index()];
        let (blue, red) = (1 << 1, 1 << 2);
        assert_eq!(at("h1"), blue, "beyond Blue's rook, on its side");
        assert_eq!(at("h11"), blue | red, "the selected rook is lifted");
        assert_eq!(at("h21"), red);
        assert_eq!(at("o7"), 0, "far from every opponent");
        assert!(
            masks.iter().all(|m| m & 1 == 0),
            "White's own attacks are not shown"
        );
        // Off, or in a two-player game: nothing.
        let off = Settings(manifold_session::settings::Settings {
            show_opponent_attacks: false,
            ..Default::default()
        });
        assert_eq!(attack_masks(&s, &off), None);
        let mut classical = Session::new(GameKind::Chess(VariantId::Classical));
        classical.click(cell(&classical, "e2"));
        assert_eq!(attack_masks(&classical, &settings), None);
    }

    #[test]
    fn blue_to_move_sees_white_and_red() {
        let mut s = mattrix("W:Ko15,Rh9 B:Ke4,Rh3 R:Kd23,Rh19 b - 0 1");
        s.click(cell(&s, "h3"));
        let masks = attack_masks(&s, &Settings::default()).expect("selected");
        let at = |name: &str| masks[cell(&s, name).index()];
        assert_eq!(at("h5"), 1, "White's rook, Blue's lifted");
        assert!(masks.iter().all(|m| m & 0b010 == 0));
    }

    #[test]
    fn tints_differ_from_each_other_and_from_the_cells() {
        let masks = [0b010, 0b100, 0b110, 0b001, 0b011, 0b101];
        let colours: Vec<Srgba> = masks.iter().map(|&m| attack_colour(m).to_srgba()).collect();
        let distance = |a: &Srgba, b: &Srgba| {
            ((a.red - b.red).powi(2) + (a.green - b.green).powi(2) + (a.blue - b.blue).powi(2))
                .sqrt()
        };
        for i in 0..colours.len() {
            for j in i + 1..colours.len() {
                assert!(distance(&colours[i], &colours[j]) > 0.25, "{i} and {j}");
            }
        }
        // On every hex cell colour, a tinted cell is clearly not the plain cell.
        for &cell_colour in &crate::board::CELL_COLOURS[2..5] {
            for &m in &masks {
                let tinted = tinted_colour(cell_colour, Tint::Attacked(m)).to_srgba();
                assert!(
                    distance(&tinted, &cell_colour.to_srgba()) > 0.25,
                    "mask {m}"
                );
            }
        }
        let light = crate::board::CELL_COLOURS[0];
        let dimmed = tinted_colour(light, Tint::Dimmed).to_srgba();
        assert!(dimmed.red < 0.5 && dimmed.green < 0.5);
    }

    #[test]
    fn closed_transit_boards_are_found_in_the_position_shown() {
        let transit = GameKind::Chess(VariantId::Transit);
        let mut s = Session::from_position_text(
            transit,
            "7k/Q7/6K1/8/8/8/8/8|8/8/8/r7/8/8/8/8 w - - 0 1 open/open -",
        )
        .expect("a position");
        assert_eq!(closed_boards(&s), [false, false]);
        let m = s.game().parse_move("1:Qg7").expect("legal");
        s.play(m);
        assert_eq!(closed_boards(&s), [true, false]);
        let closed = closed_boards(&s);
        assert!(on_closed_board(closed, cell(&s, "1:a1")));
        assert!(!on_closed_board(closed, cell(&s, "2:a1")));
        s.view_ply(0);
        assert_eq!(closed_boards(&s), [false, false], "browsing the start");
        assert_eq!(
            closed_boards(&Session::new(GameKind::Chess(VariantId::Mattrix))),
            [false, false]
        );
    }
}
