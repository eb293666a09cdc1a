//! The game as an animated GIF from the camera of the moment, a frame per position from
//! the start to the last move, each with the move's notation written over the board, the
//! clocks of that moment and the arrows drawn on that position: the files window's *Export
//! as GIF* (then the game comes back to the move that was shown, its clocks as they were),
//! and `--export-gif SAVED OUT` (no window; the app exits when the file is written). The
//! app shows each position in turn (the move list browsed), lets it settle, captures the
//! frame, and when the last is in, writes the GIF at half the window's size. The GIF
//! encoding is the `gif` crate's (image-rs), colours quantised per frame.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use manifold_locale::Message;
use manifold_session::shown_notation::shown_move_texts;

use super::headless::OffscreenTarget;
use super::i18n::tr;
use super::settings::{Language, NotationStyle, Settings};
use super::state::{EndDialog, GameCommand, SessionRes, StatusLine};

/// Frames shown before each capture, so that the pieces and labels have settled.
const SETTLE_FRAMES: u32 = 6;

/// How long each position stays on screen, in hundredths of a second (the last, longer).
const FRAME_DELAY: u16 = 90;
const LAST_FRAME_DELAY: u16 = 300;

/// The recording in progress (inserting it starts one).
#[derive(Resource, Debug)]
pub struct GifRecorder {
    out: PathBuf,
    /// Exit the app once the file is written (`--export-gif`); otherwise show again the
    /// move shown before, start the clocks again if they ran, and say where the file is.
    exit_when_done: bool,
    /// The move shown before the recording, and whether the clocks ran.
    shown_before: usize,
    clocks_ran: bool,
    /// The position being shown: this many moves played.
    ply: usize,
    /// The moves of the game.
    last_ply: usize,
    /// Frames since the position was asked for.
    waited: u32,
    /// A capture was asked for and has not come back.
    capturing: bool,
    /// The frames captured: width, height and RGB bytes, at half size.
    frames: Vec<(u16, u16, Vec<u8>)>,
    /// In the app, once the file is written: what to say, the frame after the game is
    /// shown again (its own change of view would wipe the status line).
    said: Option<Message>,
}

impl GifRecorder {
    /// A recording of the game's positions to `out`, the app exiting once it is written.
    pub fn new(out: PathBuf) -> GifRecorder {
        GifRecorder {
            out,
            exit_when_done: true,
            shown_before: 0,
            clocks_ran: false,
            ply: 0,
            last_ply: 0,
            waited: 0,
            capturing: false,
            frames: Vec::new(),
            said: None,
        }
    }

    /// A recording made in the running app: afterwards the game is shown as it was.
    pub fn in_app(out: PathBuf) -> GifRecorder {
        GifRecorder {
            exit_when_done: false,
            ..GifRecorder::new(out)
        }
    }
}

/// Registers the recording: it runs while a [`GifRecorder`] is in place.
pub fn plugin(app: &mut App) {
    let recording = resource_exists::<GifRecorder>;
    app.add_systems(
        Update,
        (start.run_if(resource_added::<GifRecorder>), record)
            .chain()
            .run_if(recording)
            .in_set(super::schedule::AppSet::Ui),
    )
    .add_systems(EguiPrimaryContextPass, caption.run_if(recording));
}

/// Starts from the first position, the clocks paused and the end-of-game dialog closed
/// (the board is the picture).
fn start(
    session: Res<SessionRes>,
    mut recorder: ResMut<GifRecorder>,
    mut dialog: ResMut<EndDialog>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let s = &session.0;
    recorder.last_ply = s.game().ply_count();
    recorder.shown_before = s.shown_ply();
    recorder.clocks_ran = s.clocks().is_some_and(|c| !c.is_paused());
    dialog.closed_at = Some(s.game_revision());
    // The clocks show the saved times: nobody's runs while the frames are drawn.
    commands_out.write(GameCommand::PauseClocks(true));
    commands_out.write(GameCommand::ViewPly(0));
}

fn record(
    mut commands: Commands,
    mut recorder: ResMut<GifRecorder>,
    offscreen: Option<Res<OffscreenTarget>>,
    mut commands_out: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
    mut status: ResMut<StatusLine>,
) {
    if let Some(said) = recorder.said.take() {
        status.set(said);
        commands.remove_resource::<GifRecorder>();
        return;
    }
    if recorder.capturing {
        return;
    }
    if recorder.frames.len() > recorder.ply {
        // The frame of this position is in: the next one, or the file.
        if recorder.ply == recorder.last_ply {
            let written = write_gif(&recorder.out, &recorder.frames);
            let path = recorder.out.display().to_string();
            if recorder.exit_when_done {
                exit.write(match written {
                    Ok(()) => {
                        println!("{path}: {} frames", recorder.frames.len());
                        AppExit::Success
                    }
                    Err(e) => {
                        eprintln!("error: {path}: {e}");
                        AppExit::error()
                    }
                });
            } else {
                commands_out.write(GameCommand::ViewPly(recorder.shown_before));
                if recorder.clocks_ran {
                    commands_out.write(GameCommand::PauseClocks(false));
                }
                recorder.said = Some(match written {
                    Ok(()) => Message::new("gif-written")
                        .text("path", &path)
                        .number("frames", recorder.frames.len()),
                    Err(e) => Message::new("gif-failed")
                        .text("path", &path)
                        .text("error", e),
                });
            }
            return;
        }
        recorder.ply += 1;
        recorder.waited = 0;
        commands_out.write(GameCommand::ViewPly(recorder.ply));
        return;
    }
    recorder.waited += 1;
    if recorder.waited < SETTLE_FRAMES {
        return;
    }
    recorder.capturing = true;
    let screenshot = match offscreen {
        Some(target) => Screenshot::image(target.0.clone()),
        None => Screenshot::primary_window(),
    };
    commands.spawn(screenshot).observe(
        |captured: On<ScreenshotCaptured>, mut recorder: ResMut<GifRecorder>| {
            recorder.capturing = false;
            let frame = match captured.image.clone().try_into_dynamic() {
                Ok(image) => {
                    let rgb = image.to_rgb8();
                    let (w, h) = rgb.dimensions();
                    half_size(w as usize, h as usize, &rgb.into_raw())
                }
                // An image the converter does not know: a black frame keeps the count.
                Err(_) => (2, 2, vec![0; 12]),
            };
            recorder.frames.push(frame);
        },
    );
}

/// The game's move texts and what they were written for (its revision, the language, the
/// notation).
#[derive(Default)]
struct MoveTexts(Option<(u64, Language, NotationStyle)>, Vec<String>);

/// The move that led to the position shown, over the board: "12. Nf3" (the start: the
/// game's first position).
fn caption(
    mut contexts: EguiContexts,
    session: Res<SessionRes>,
    settings: Res<Settings>,
    mut cache: Local<MoveTexts>,
) -> Result {
    let s = &session.0;
    let ply = s.shown_ply();
    // The game's moves in its notation, written once per recording, not every frame.
    let key = (s.game_revision(), settings.language, settings.notation);
    if cache.0 != Some(key) {
        *cache = MoveTexts(
            Some(key),
            shown_move_texts(s.game(), settings.language, settings.notation),
        );
    }
    let texts = &cache.1;
    let seats = usize::from(s.kind().seats().max(1));
    let text = match ply
        .checked_sub(1)
        .and_then(|i| texts.get(i).map(|t| (i, t)))
    {
        Some((i, t)) => format!("{}. {t}", i / seats + 1),
        None => tr(settings.language, "gif-start"),
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("gif_caption"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 22, 28, 210))
                .corner_radius(6.0)
                .inner_margin(egui::vec2(12.0, 6.0))
                .show(ui, |ui| {
                    let text = egui::RichText::new(text)
                        .size(30.0)
                        .strong()
                        .color(egui::Color32::from_rgb(245, 235, 210));
                    ui.add(egui::Label::new(text).extend());
                });
        });
    Ok(())
}

/// An RGB image of `w` x `h` at half its size (each pixel the mean of four).
pub fn half_size(w: usize, h: usize, rgb: &[u8]) -> (u16, u16, Vec<u8>) {
    let (hw, hh) = ((w / 2).max(1), (h / 2).max(1));
    let mut out = Vec::with_capacity(hw * hh * 3);
    for y in 0..hh {
        for x in 0..hw {
            for c in 0..3 {
                let at = |dx: usize, dy: usize| {
                    let (px, py) = ((2 * x + dx).min(w - 1), (2 * y + dy).min(h - 1));
                    u32::from(rgb[(py * w + px) * 3 + c])
                };
                out.push(((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1) + 2) / 4) as u8);
            }
        }
    }
    (
        u16::try_from(hw).unwrap_or(u16::MAX),
        u16::try_from(hh).unwrap_or(u16::MAX),
        out,
    )
}

/// Writes `frames` as a looping GIF.
pub fn write_gif(out: &std::path::Path, frames: &[(u16, u16, Vec<u8>)]) -> std::io::Result<()> {
    let Some(&(w, h, _)) = frames.first() else {
        return Err(std::io::Error::other("no frames"));
    };
    let file = std::io::BufWriter::new(std::fs::File::create(out)?);
    let mut encoder = gif::Encoder::new(file, w, h, &[]).map_err(std::io::Error::other)?;
    encoder
        .set_repeat(gif::Repeat::Infinite)
        .map_err(std::io::Error::other)?;
    for (i, (fw, fh, rgb)) in frames.iter().enumerate() {
        let mut frame = gif::Frame::from_rgb_speed(*fw, *fh, rgb, 10);
        frame.delay = if i + 1 == frames.len() {
            LAST_FRAME_DELAY
        } else {
            FRAME_DELAY
        };
        encoder.write_frame(&frame).map_err(std::io::Error::other)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_size_averages_four_pixels() {
        // 2 x 2: black, white, white, black -> one mid grey.
        let rgb = [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0];
        assert_eq!(half_size(2, 2, &rgb), (1, 1, vec![128, 128, 128]));
    }

    #[test]
    fn a_gif_is_written_and_reads_back_frame_by_frame() {
        let dir = std::env::temp_dir().join(format!("manifold-gif-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("t.gif");
        let red = (4, 2, [255, 0, 0].repeat(8));
        let blue = (4, 2, [0, 0, 255].repeat(8));
        write_gif(&out, &[red, blue]).expect("written");
        let mut decoder = gif::DecodeOptions::new();
        decoder.set_color_output(gif::ColorOutput::RGBA);
        let mut reader = decoder
            .read_info(std::fs::File::open(&out).unwrap())
            .expect("a GIF");
        let mut firsts = Vec::new();
        while let Some(frame) = reader.read_next_frame().unwrap() {
            firsts.push(frame.buffer[..3].to_vec());
        }
        assert_eq!(firsts, [vec![255, 0, 0], vec![0, 0, 255]]);
        std::fs::remove_dir_all(&dir).ok();
    }
}
