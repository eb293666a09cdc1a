//! The two graphics levels' materials. Full graphics: physically based materials lit by
//! the sun (with shadow maps) and the ambient light. Low graphics, for machines without a
//! GPU: the sun's light is baked once into each mesh's vertex colours and drawn with
//! [`LowMaterial`], a shader that only multiplies a colour by them: under a software
//! renderer (lavapipe) a large surface then costs a fraction of a lit one.

use bevy::ecs::system::{EntityCommands, SystemParam};
use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::shader::ShaderRef;

use super::settings::Settings;
use super::state::FirstStart;
use super::state::StatusLine;

/// The low-graphics shader.
const LOW_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("6f2b7d0e-3c4a-4d2b-9a4e-2b1f5e7c8d90");

/// Its source: the colour times the mesh's vertex colours (the baked light).
const LOW_SHADER_SOURCE: &str = r#"
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material_color: vec4<f32>;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
#ifdef VERTEX_COLORS
    return material_color * in.color;
#else
    return material_color;
#endif
}
"#;

/// The token shader.
const TOKEN_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("0c6e1f3a-8b2d-4f5e-9c7a-1d3b5e7f9a2c");

/// Its source: the token's texture as it is (no light), cut out where it is transparent.
const TOKEN_SHADER_SOURCE: &str = r#"
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var token_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var token_sampler: sampler;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
#ifdef VERTEX_UVS_A
    let colour = textureSample(token_texture, token_sampler, in.uv);
#else
    let colour = vec4<f32>(1.0);
#endif
    if colour.a < 0.5 {
        discard;
    }
    return colour;
}
"#;

/// A token's disc and figurine: its texture unlit, at both graphics levels (a fraction of
/// the standard material's cost per pixel under a software renderer).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct TokenMaterial {
    /// The disc, ring and figurine, transparent outside the disc.
    #[texture(0)]
    #[sampler(1)]
    pub texture: Handle<Image>,
}

impl Material for TokenMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(TOKEN_SHADER)
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Mask(0.5)
    }
}

/// A colour with the baked light of the mesh, and nothing else (low graphics).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct LowMaterial {
    /// The surface's colour (linear; its alpha is the opacity when blended).
    #[uniform(0)]
    pub color: LinearRgba,
    /// Opaque, or blended (the x-ray torus).
    pub alpha_mode: AlphaMode,
}

impl Material for LowMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(LOW_SHADER)
    }

    fn alpha_mode(&self) -> AlphaMode {
        self.alpha_mode
    }
}

/// Where the graphics level is settled at start-up, before materials are made.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GraphicsLevelChosen;

/// Registers the low-graphics material and its shader, and picks low graphics on a first
/// start without a GPU (rendering only).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        MaterialPlugin::<LowMaterial>::default(),
        MaterialPlugin::<TokenMaterial>::default(),
    ))
    .add_systems(
        PreStartup,
        choose_graphics_level.in_set(GraphicsLevelChosen),
    );
    if let Some(mut shaders) = app.world_mut().get_resource_mut::<Assets<Shader>>() {
        let _ = shaders.insert(
            &LOW_SHADER,
            Shader::from_wgsl(LOW_SHADER_SOURCE, "manifold/low_graphics.wgsl"),
        );
        let _ = shaders.insert(
            &TOKEN_SHADER,
            Shader::from_wgsl(TOKEN_SHADER_SOURCE, "manifold/token.wgsl"),
        );
    }
}

/// Whether low graphics should be turned on by itself: on a first start, when the
/// renderer's device type (wgpu's `DeviceType`, by name: Bevy does not re-export it) is
/// `Cpu`, i.e. software Vulkan such as Mesa's lavapipe.
pub(crate) fn low_graphics_by_itself(first_start: bool, device_type: &str) -> bool {
    first_start && device_type == "Cpu"
}

/// On a first start (no settings yet) with a software renderer, turns low graphics on and
/// says so: full graphics runs at a few frames per second there.
fn choose_graphics_level(
    first: Option<Res<FirstStart>>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut settings: ResMut<Settings>,
    mut status: ResMut<StatusLine>,
) {
    let first = first.is_some_and(|f| f.0);
    let device = adapter.map_or(String::new(), |a| format!("{:?}", a.device_type));
    if low_graphics_by_itself(first, &device) && !settings.low_graphics {
        settings.low_graphics = true;
        status.set(manifold_locale::Message::new("settings-low_graphics_auto"));
    }
}

/// A surface's material at either graphics level.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Paint {
    /// Physically based, lit every frame.
    Full(Handle<StandardMaterial>),
    /// The baked light only.
    Low(Handle<LowMaterial>),
}

impl Paint {
    /// Puts this material on an entity (its mesh must have the light baked in when low).
    pub fn apply(&self, entity: &mut EntityCommands) {
        match self {
            Paint::Full(handle) => entity.insert(MeshMaterial3d(handle.clone())),
            Paint::Low(handle) => entity.insert(MeshMaterial3d(handle.clone())),
        };
    }
}

/// Makes materials for the graphics level in force.
#[derive(SystemParam)]
pub struct Paints<'w> {
    full: ResMut<'w, Assets<StandardMaterial>>,
    low: Option<ResMut<'w, Assets<LowMaterial>>>,
}

impl Paints<'_> {
    /// A material: `full` at full graphics; at low graphics (when the low material is
    /// registered) its colour on [`LowMaterial`].
    pub fn add(&mut self, full: StandardMaterial, low_graphics: bool) -> Paint {
        match (&mut self.low, low_graphics) {
            (Some(low), true) => Paint::Low(low.add(LowMaterial {
                color: full.base_color.to_linear(),
                alpha_mode: full.alpha_mode,
            })),
            _ => Paint::Full(self.full.add(full)),
        }
    }

    /// A copy of `source` whose colour `recolour` changes.
    pub fn recoloured(&mut self, source: &Paint, recolour: impl Fn(Color) -> Color) -> Paint {
        match source {
            Paint::Full(handle) => {
                let mut material = self.full.get(handle).cloned().unwrap_or_default();
                let alpha = material.base_color.alpha();
                material.base_color = recolour(material.base_color).with_alpha(alpha);
                Paint::Full(self.full.add(material))
            }
            Paint::Low(handle) => {
                let Some(low) = self.low.as_mut() else {
                    return source.clone();
                };
                let (colour, alpha_mode) = low
                    .get(handle)
                    .map_or((LinearRgba::WHITE, AlphaMode::Opaque), |m| {
                        (m.color, m.alpha_mode)
                    });
                let mut color = recolour(colour.into()).to_linear();
                color.alpha = colour.alpha;
                Paint::Low(low.add(LowMaterial { color, alpha_mode }))
            }
        }
    }

    /// Makes `paint` see-through with opacity `alpha` (blended), or opaque again with
    /// `None`, in place: every entity wearing it changes at once.
    pub fn set_opacity(&mut self, paint: &Paint, alpha: Option<f32>) {
        let (mode, a) = match alpha {
            Some(a) => (AlphaMode::Blend, a),
            None => (AlphaMode::Opaque, 1.0),
        };
        match paint {
            Paint::Full(handle) => {
                if let Some(mut m) = self.full.get_mut(handle) {
                    m.base_color.set_alpha(a);
                    m.alpha_mode = mode;
                }
            }
            Paint::Low(handle) => {
                if let Some(low) = self.low.as_mut()
                    && let Some(mut m) = low.get_mut(handle)
                {
                    m.color.alpha = a;
                    m.alpha_mode = mode;
                }
            }
        }
    }

    /// The opacity of `paint`: `None` when opaque, its alpha when blended.
    pub fn opacity(&self, paint: &Paint) -> Option<f32> {
        match paint {
            Paint::Full(handle) => self
                .full
                .get(handle)
                .filter(|m| m.alpha_mode == AlphaMode::Blend)
                .map(|m| m.base_color.alpha()),
            Paint::Low(handle) => self
                .low
                .as_ref()
                .and_then(|low| low.get(handle))
                .filter(|m| m.alpha_mode == AlphaMode::Blend)
                .map(|m| m.color.alpha),
        }
    }
}

/// Where the sun stands (the directional light looks from here at the origin).
pub const SUN_POSITION: Vec3 = Vec3::new(-4.0, 12.0, 6.0);

/// How bright a surface facing `normal` is under the baked light: ambient, the sun, and a
/// little light from the viewer's side so that nothing turns black.
pub fn baked_brightness(normal: Vec3) -> f32 {
    let sun = SUN_POSITION.normalize();
    let viewer = Vec3::new(0.0, 0.6, 0.8).normalize();
    let n = normal.normalize_or(Vec3::Y);
    (0.34 + 0.62 * n.dot(sun).max(0.0) + 0.16 * n.dot(viewer).max(0.0)).min(1.0)
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

/// An army's colour at low graphics: a dark army is lifted towards grey, so that the baked
/// light still shows its pieces' shapes (without highlights, near-black reads as a
/// silhouette).
pub fn army_colour_low(color: Color) -> Color {
    let c = color.to_srgba();
    let lift = |x: f32| 0.2 + 0.8 * x;
    Color::srgb(lift(c.red), lift(c.green), lift(c.blue))
}

/// A physically based surface of one colour.
pub fn material(color: Color, roughness: f32) -> StandardMaterial {
    StandardMaterial {
        base_color: color,
        perceptual_roughness: roughness,
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
        assert!(down >= 0.3);
        let dark = army_colour_low(Color::srgb(0.05, 0.05, 0.05)).to_srgba();
        assert!(dark.red > 0.2 && dark.red < 0.3);
    }

    #[test]
    fn only_a_first_start_on_a_software_renderer_turns_low_graphics_on() {
        assert!(low_graphics_by_itself(true, "Cpu"));
        assert!(
            !low_graphics_by_itself(false, "Cpu"),
            "a saved choice stands"
        );
        for gpu in ["DiscreteGpu", "IntegratedGpu", "VirtualGpu", "Other", ""] {
            assert!(!low_graphics_by_itself(true, gpu));
        }
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
    }
}
