//! The armies' colours and materials: ivory and ebony for two players; ivory, deep blue
//! and crimson for Mattrix's three.

use bevy::prelude::*;

use manifold_rules::Seat;

/// Warm ivory (White): light enough to stand out on the light squares and the hex
/// board's white cells.
const IVORY: Color = Color::srgb(0.97, 0.95, 0.90);
/// Ebony: a dark brown-black (Black in two-player games).
const EBONY: Color = Color::srgb(0.13, 0.09, 0.07);
/// Deep blue (Mattrix's second seat).
const DEEP_BLUE: Color = Color::srgb(0.10, 0.22, 0.62);
/// Crimson red (Mattrix's third seat).
const CRIMSON: Color = Color::srgb(0.70, 0.08, 0.14);

/// The colours of the armies in a game, by seat.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ArmyPalette {
    colors: Vec<Color>,
}

impl ArmyPalette {
    /// The palette for a game of `seats` players: ivory and ebony for two (or fewer),
    /// ivory, deep blue and crimson for three (or more).
    pub fn for_seats(seats: u8) -> ArmyPalette {
        let colors = if seats <= 2 {
            vec![IVORY, EBONY]
        } else {
            vec![IVORY, DEEP_BLUE, CRIMSON]
        };
        ArmyPalette { colors }
    }

    /// The colour of `seat`'s army (seats past the palette wrap around).
    pub fn color(&self, seat: Seat) -> Color {
        self.colors[seat.index() % self.colors.len()]
    }

    /// The material of `seat`'s pieces: polished wood-like PBR, not metallic. Ivory is
    /// slightly glossy, the dark and coloured armies glossier (at full graphics; low
    /// graphics keeps only the colour, see `app::shading`).
    pub fn material(&self, seat: Seat) -> StandardMaterial {
        let color = self.color(seat);
        let roughness = if color == IVORY { 0.42 } else { 0.32 };
        StandardMaterial {
            base_color: color,
            perceptual_roughness: roughness,
            metallic: 0.0,
            reflectance: 0.5,
            ..StandardMaterial::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgb(color: Color) -> [f32; 3] {
        let c: Srgba = color.into();
        [c.red, c.green, c.blue]
    }

    fn distance(a: Color, b: Color) -> f32 {
        let (a, b) = (rgb(a), rgb(b));
        (0..3).map(|i| (a[i] - b[i]).powi(2)).sum::<f32>().sqrt()
    }

    #[test]
    fn two_player_armies_are_ivory_and_ebony() {
        let palette = ArmyPalette::for_seats(2);
        let (white, black) = (palette.color(Seat::WHITE), palette.color(Seat::BLACK));
        assert_eq!(white, IVORY);
        assert_eq!(black, EBONY);
        let white_luma: f32 = rgb(white).iter().sum();
        let black_luma: f32 = rgb(black).iter().sum();
        assert!(white_luma > 2.2 && black_luma < 0.5);
        // Ebony is brown-black: red over blue.
        assert!(rgb(black)[0] > rgb(black)[2]);
    }

    #[test]
    fn three_armies_differ_at_a_glance() {
        let palette = ArmyPalette::for_seats(3);
        let colors: Vec<Color> = (0..3).map(|s| palette.color(Seat(s))).collect();
        for i in 0..3 {
            for j in i + 1..3 {
                assert!(distance(colors[i], colors[j]) > 0.5, "seats {i} and {j}");
            }
        }
        assert_eq!(colors[1], DEEP_BLUE);
        assert_eq!(colors[2], CRIMSON);
        assert_eq!(palette.color(Seat(3)), IVORY, "seats wrap around");
    }

    #[test]
    fn materials_are_dielectric_with_the_army_colour() {
        for seats in [2, 3] {
            let palette = ArmyPalette::for_seats(seats);
            for seat in 0..seats {
                let m = palette.material(Seat(seat));
                assert_eq!(m.base_color, palette.color(Seat(seat)));
                assert_eq!(m.metallic, 0.0);
                assert!(!m.unlit);
                assert!((0.25..=0.65).contains(&m.perceptual_roughness));
            }
        }
    }
}
