//! `--headless`: render into an off-screen image instead of a window, so that
//! `--bench-frames` and `--screenshot` run where there is a GPU but no display (a server's
//! GPU). The window entity stays (the layout reads its size), but no operating-system window
//! is opened: every camera draws into one image of the window's size, and each frame waits
//! for the GPU to finish, so that a frame's time includes the GPU's work.

use bevy::asset::RenderAssetUsages;
use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::render::render_resource::{
    Extent3d, PollType, TextureDimension, TextureFormat, TextureUsages,
};
use bevy::render::renderer::RenderDevice;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy_egui::EguiContextSettings;

/// The image every camera draws into when there is no window.
#[derive(Resource, Clone, Debug)]
pub struct OffscreenTarget(pub Handle<Image>);

/// Registers the off-screen target: an image of `width` x `height` pixels that every camera
/// renders to, and a wait for the GPU after each frame.
pub fn plugin(width: u32, height: u32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let image = target_image(width, height);
        let handle = app.world_mut().resource_mut::<Assets<Image>>().add(image);
        app.insert_resource(OffscreenTarget(handle))
            .add_systems(PostUpdate, (draw_into_target, no_ime));
        if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
            render_app.add_systems(Render, wait_for_gpu.in_set(RenderSystems::Cleanup));
        }
    }
}

/// A blank colour image that cameras can draw into and screenshots can copy from.
fn target_image(width: u32, height: u32) -> Image {
    let mut image = Image::new_fill(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.texture_descriptor.usage = TextureUsages::TEXTURE_BINDING
        | TextureUsages::COPY_DST
        | TextureUsages::COPY_SRC
        | TextureUsages::RENDER_ATTACHMENT;
    image
}

/// Points every new camera at the off-screen image.
fn draw_into_target(
    mut commands: Commands,
    target: Res<OffscreenTarget>,
    cameras: Query<Entity, Added<Camera>>,
) {
    for camera in &cameras {
        commands
            .entity(camera)
            .insert(RenderTarget::Image(target.0.clone().into()));
    }
}

/// Turns off the on-screen keyboard for the panels: it needs an operating-system window
/// (egui would warn every frame that there is none).
fn no_ime(mut contexts: Query<&mut EguiContextSettings, Added<EguiContextSettings>>) {
    for mut settings in &mut contexts {
        settings.enable_ime = false;
    }
}

/// Blocks until the GPU has finished the frame just submitted: without a swapchain nothing
/// else would, and frames would be timed by how fast they are queued, not drawn.
fn wait_for_gpu(device: Res<RenderDevice>) {
    if let Err(e) = device.poll(PollType::wait_indefinitely()) {
        warn!("waiting for the GPU: {e}");
    }
}
