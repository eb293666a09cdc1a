//! The two graphics levels' materials. Full graphics: physically based materials lit by
//! the sun (with shadow maps) and the ambient light. Low graphics, for machines without a
//! GPU: the same colours on unlit materials, with the sun's light baked once into each
//! mesh's vertex colours, so that a software renderer skips the lighting of every pixel.

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;

/// Where the sun stands (the directional light looks from here at the origin).
pub const SUN_POSITION: Vec3 = Vec3::new(-4.0, 12.0, 6.0);

/// How bright a surface facing `normal` is under the baked light: ambient, the sun, and a
/// little light from the viewer's side so that nothing turns black.
pub fn baked_brightness(normal: Vec3) -> f32 {
    let sun = SUN_POSITION.normalize();
    let viewer = Vec3::new(0.0, 0.6, 0.8).normalize();
    let n = normal.normalize_or(Vec3::Y);
    (0.42 + 0.55 * n.dot(sun).max(0.0) + 0.18 * n.dot(viewer).max(0.0)).min(1.15)
}

/// Bakes the light into a mesh's vertex colours (low graphics); a mesh without normals is
/// left as it is.
pub fn bake_light(mesh: &mut Mesh) {
    let Some(VertexAttributeValues::Float32x3(normals)) = mesh.attribute(Mesh::ATTRIBUTE_NORMAL)
    else {
        return;
    };
    let colours: Vec<[f32; 4]> = normals
        .iter()
        .map(|&n| {
            let b = baked_brightness(Vec3::from_array(n));
            [b, b, b, 1.0]
        })
        .collect();
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, colours);
}

/// A mesh as the graphics level wants it (with the light baked in at low graphics).
pub fn for_level(mut mesh: Mesh, low_graphics: bool) -> Mesh {
    if low_graphics {
        bake_light(&mut mesh);
    }
    mesh
}

/// A surface of one colour: physically based with `roughness`, or unlit at low graphics.
pub fn material(color: Color, roughness: f32, low_graphics: bool) -> StandardMaterial {
    StandardMaterial {
        base_color: color,
        perceptual_roughness: roughness,
        unlit: low_graphics,
        ..default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_facing_the_sun_is_brighter_and_nothing_is_black() {
        let up = baked_brightness(Vec3::Y);
        let down = baked_brightness(Vec3::NEG_Y);
        assert!(up > down + 0.3, "{up} {down}");
        assert!(down >= 0.4);
    }

    #[test]
    fn baking_writes_one_colour_per_vertex() {
        let mut mesh = Cuboid::new(1.0, 1.0, 1.0).mesh().build();
        bake_light(&mut mesh);
        let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR)
        else {
            panic!("no colours");
        };
        assert_eq!(colours.len(), mesh.count_vertices());
        assert!(material(Color::WHITE, 0.5, true).unlit);
        assert!(!material(Color::WHITE, 0.5, false).unlit);
    }
}
