//! The authored shapes of the pieces, read from `assets/pieces/profiles.ron`: lathe profiles
//! for the round pieces, the parts of the knight's head, and the few numbers that place
//! details (crown points, battlements, the king's cross, the heads of compound pieces).
//!
//! The file is compiled into the binary, so the app needs no asset I/O; a unit test parses
//! the shipped file, so parsing cannot fail at run time.

use bevy::math::Vec2;
use serde::Deserialize;

use super::lathe::arc;

/// The shipped profiles file.
pub const PROFILES_RON: &str = include_str!("../../assets/pieces/profiles.ron");

/// One step of a lathe profile, in `(radius, height)` units where a board cell is 1 wide.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub enum Step {
    /// A point of the outline: its radius from the axis and its height.
    P(f32, f32),
    /// A circular arc: centre `(radius, height)`, arc radius, start and end angles in
    /// degrees (counter-clockwise from the +radius direction), number of pieces.
    Arc((f32, f32), f32, f32, f32, u32),
}

/// A lathe profile, from the bottom centre to the top centre (see [`super::lathe::lathe`]).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(transparent)]
pub struct Profile(pub Vec<Step>);

impl Profile {
    /// The profile's points with its arcs expanded.
    pub fn points(&self) -> Vec<Vec2> {
        let mut points = Vec::new();
        for step in &self.0 {
            match *step {
                Step::P(r, y) => points.push(Vec2::new(r, y)),
                Step::Arc((r, y), radius, from, to, steps) => points.extend(arc(
                    Vec2::new(r, y),
                    radius,
                    from.to_radians(),
                    to.to_radians(),
                    steps,
                )),
            }
        }
        points
    }

    /// The profile sliced flat at `height`: the part below, closed by a flat top.
    pub fn cut(points: &[Vec2], height: f32) -> Vec<Vec2> {
        let mut kept = Vec::new();
        for (i, &p) in points.iter().enumerate() {
            if p.y <= height {
                kept.push(p);
                continue;
            }
            if let Some(&q) = i.checked_sub(1).and_then(|j| points.get(j)) {
                let t = (height - q.y) / (p.y - q.y);
                kept.push(q.lerp(p, t));
            }
            break;
        }
        kept.push(Vec2::new(0.0, height));
        kept
    }

    /// The highest point of the profile.
    pub fn top(&self) -> f32 {
        self.points().iter().map(|p| p.y).fold(0.0, f32::max)
    }
}

/// Balls set around a crown: `count` balls of `ball` radius on a circle of `radius` at
/// `height`.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct CrownPoints {
    /// The number of points round the crown.
    pub count: u32,
    /// Radius of the circle they stand on.
    pub radius: f32,
    /// Height of their centres.
    pub height: f32,
    /// Radius of each ball.
    pub ball: f32,
}

/// The queen: a lathe body whose top is a crown, with balls on the crown's rim.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Queen {
    /// The body, crown cup and top ball.
    pub body: Profile,
    /// The points of the coronet.
    pub points: CrownPoints,
}

/// The king: a lathe body topped by a cross made of two boxes.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct King {
    /// The body and crown.
    pub body: Profile,
    /// The cross on top.
    pub cross: Cross,
}

/// A cross standing on the piece, in the XY plane (facing the players).
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Cross {
    /// Height of the foot of the upright.
    pub base: f32,
    /// Height of the upright.
    pub height: f32,
    /// Span of the crossbar.
    pub span: f32,
    /// Height of the crossbar's centre above the foot.
    pub bar_at: f32,
    /// Thickness of both bars (square cross-section).
    pub thickness: f32,
}

/// The rook: a lathe tower whose top is a cup, with merlons (boxes) on its rim.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Rook {
    /// The tower, hollow at the top.
    pub body: Profile,
    /// The merlons on the rim.
    pub battlements: Battlements,
}

/// Merlons on a tower's rim.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Battlements {
    /// The number of merlons round the top.
    pub count: u32,
    /// Inner radius of the rim.
    pub inner: f32,
    /// Outer radius of the rim.
    pub outer: f32,
    /// Height of the rim (where the merlons stand).
    pub base: f32,
    /// Height of the merlons.
    pub height: f32,
    /// Share of the rim's circumference the merlons cover (the rest are the notches).
    pub fill: f32,
}

/// A part of the knight's head, in the head's frame: the neck's foot at the origin, up +y,
/// the muzzle towards -z.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub enum HeadPart {
    /// An ellipsoid (neck, skull, muzzle, the mane's tufts).
    Ellipsoid {
        /// Its centre in the piece's frame (x across, y up, z forward).
        at: (f32, f32, f32),
        /// Its radii along x, y and z before the pitch.
        radii: (f32, f32, f32),
        /// Degrees about x: positive lifts the front (-z) and tips the top back.
        pitch: f32,
    },
    /// A cone standing on its base (an ear).
    Cone {
        /// The centre of its base.
        at: (f32, f32, f32),
        /// The base's radius.
        radius: f32,
        /// Base to tip.
        height: f32,
        /// Degrees about x, as for an ellipsoid.
        pitch: f32,
        /// Degrees about z: positive tips it towards -x.
        roll: f32,
    },
}

/// The knight: a lathe base and the solid head standing on it.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Knight {
    /// The round base.
    pub base: Profile,
    /// The head's parts.
    pub head: Vec<HeadPart>,
    /// Height where the head's origin (the neck's foot) stands.
    pub head_at: f32,
    /// Degrees the head is turned about the vertical from facing -z: 90 turns the muzzle
    /// to -x, so that the players see it in profile, as a figurine shows it.
    pub head_turn: f32,
}

/// A knight head mounted on another piece (compound pieces).
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Mount {
    /// Height where the body's profile is sliced flat before the head is mounted (none:
    /// the whole body).
    pub cut: Option<f32>,
    /// Scale of the knight's head.
    pub scale: f32,
    /// Where the head's origin (the neck's foot) goes: `(x, y, z)`.
    pub at: (f32, f32, f32),
    /// Degrees the head is turned about the vertical, as the knight's.
    pub turn: f32,
}

/// The square plinth every compound piece stands on (a round piece's base is a disc).
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Plinth {
    /// Length of its sides.
    pub side: f32,
    /// Its height, in the piece's units.
    pub height: f32,
}

/// The draughts king: two stacked men and a crown ring.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct DraughtsKing {
    /// The crown ring, standing on the upper man.
    pub crown: Profile,
    /// Balls on the crown's rim (heights relative to the crown's foot).
    pub points: CrownPoints,
}

/// Every piece's authored shape.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Profiles {
    /// Sectors of every lathe.
    pub segments: u32,
    /// The pawn of the square-board games: a lathe profile.
    pub pawn: Profile,
    /// Mattrix heavy pawn: broad and squat with a thick collar.
    pub heavy_pawn: Profile,
    /// Mattrix light pawn: slim.
    pub light_pawn: Profile,
    /// The rook: a tower and its battlements.
    pub rook: Rook,
    /// Bishop with its mitre.
    pub bishop: Profile,
    /// The knight: a base and a head built of parts.
    pub knight: Knight,
    /// The queen: a body and the points of its coronet.
    pub queen: Queen,
    /// The king: a body and its cross.
    pub king: King,
    /// Giraffe: the queen with a knight's head.
    pub giraffe: Mount,
    /// Vizier: the bishop with a knight's head.
    pub vizier: Mount,
    /// War machine: the rook with a knight's head.
    pub war_machine: Mount,
    /// The compounds' square plinth.
    pub plinth: Plinth,
    /// Draughts man: a ridged disc.
    pub man: Profile,
    /// Draughts king: a crown ring with balls on its rim, on two stacked men.
    pub draughts_king: DraughtsKing,
}

impl Profiles {
    /// Parses a profiles file.
    pub fn parse(text: &str) -> Result<Profiles, ron::error::SpannedError> {
        ron::from_str(text)
    }

    /// The shipped profiles (checked by a unit test, so this cannot fail in a release).
    pub fn shipped() -> Profiles {
        Profiles::parse(PROFILES_RON).expect("assets/pieces/profiles.ron is checked by a test")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Twice the signed area of a polygon: positive when its points run counter-clockwise.
    fn signed_area2(polygon: &[Vec2]) -> f32 {
        let n = polygon.len();
        (0..n)
            .map(|i| polygon[i].perp_dot(polygon[(i + 1) % n]))
            .sum()
    }

    #[test]
    fn shipped_profiles_parse() {
        let profiles = Profiles::parse(PROFILES_RON).unwrap_or_else(|e| panic!("{e}"));
        assert!(profiles.segments >= 8);
    }

    #[test]
    fn lathe_profiles_run_from_the_axis_to_the_axis_within_the_cell() {
        let p = Profiles::shipped();
        let all = [
            ("pawn", &p.pawn),
            ("heavy_pawn", &p.heavy_pawn),
            ("light_pawn", &p.light_pawn),
            ("rook", &p.rook.body),
            ("bishop", &p.bishop),
            ("knight base", &p.knight.base),
            ("queen", &p.queen.body),
            ("king", &p.king.body),
            ("man", &p.man),
            ("draughts crown", &p.draughts_king.crown),
        ];
        for (name, profile) in all {
            let points = profile.points();
            let (first, last) = (points[0], points[points.len() - 1]);
            assert_eq!(
                first,
                Vec2::new(0.0, 0.0),
                "{name} starts at the bottom centre"
            );
            assert_eq!(last.x, 0.0, "{name} ends on the axis");
            assert!(
                points.iter().all(|q| (0.0..=0.38).contains(&q.x)),
                "{name} radius"
            );
            // Counter-clockwise in the radius-height plane (the solid on the left).
            let closed: Vec<Vec2> = points.clone();
            assert!(signed_area2(&closed) > 0.0, "{name} runs clockwise");
        }
    }

    #[test]
    fn a_broken_file_reports_where() {
        let error = Profiles::parse("(segments: 32, pawn: [P(0.0)])").unwrap_err();
        assert_eq!(error.span.start.line, 1, "{error}");
    }
}
