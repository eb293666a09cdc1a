//! Visual smoke test: the real app renders each board under Xvfb with software Vulkan
//! (lavapipe) and writes a screenshot; the PNG must be the window's size, not blank or
//! uniform, with the dark background at the corners and the board's and armies' colours
//! where the board stands.
//!
//! It needs a display, so it is ignored by a plain `cargo test`; `.ci/run` runs it as
//! `xvfb-run -a -s "-screen 0 1280x720x24" cargo test --test visual_smoke -- --ignored`.
//! The screenshots stay in `target/screenshots/` for a person to look at. Boards are
//! rendered at both graphics levels (three at each).

use std::path::{Path, PathBuf};
use std::process::Command;

struct Picture {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
}

impl Picture {
    fn read(path: &Path) -> Picture {
        let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("a buffer size")];
        let info = reader.next_frame(&mut buf).expect("a frame");
        let channels = info.color_type.samples();
        let rgb = buf[..info.buffer_size()]
            .chunks(channels)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        Picture {
            width: info.width as usize,
            height: info.height as usize,
            rgb,
        }
    }

    fn pixel(&self, x: usize, y: usize) -> [u8; 3] {
        let i = (y * self.width + x) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// The share of pixels in a box that satisfy `test`.
    fn share(
        &self,
        (x0, y0, x1, y1): (usize, usize, usize, usize),
        test: impl Fn([u8; 3]) -> bool,
    ) -> f32 {
        let mut hits = 0;
        let mut all = 0;
        for y in y0..y1 {
            for x in x0..x1 {
                all += 1;
                if test(self.pixel(x, y)) {
                    hits += 1;
                }
            }
        }
        hits as f32 / all as f32
    }
}

fn luma([r, g, b]: [u8; 3]) -> f32 {
    0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32
}

/// The app's screenshot of `variant` after `moves`; `headless`: drawn off screen, with no
/// display named.
fn screenshot(variant: &str, moves: &[&str], low_graphics: bool, headless: bool) -> Picture {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("../screenshots");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let path = dir.join(format!(
        "{variant}{}.png",
        if headless { "-headless" } else { "" }
    ));
    let _ = std::fs::remove_file(&path);
    // Settings and autosaves of the test run stay out of the user's data directory; the
    // graphics level is set, not left to the first-start choice.
    std::fs::write(
        home.join("settings.ron"),
        format!("(low_graphics: {low_graphics})"),
    )
    .unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_manifold"));
    command.env("MANIFOLD_HOME", &home);
    command
        .args(["--variant", variant, "--screenshot"])
        .arg(&path);
    if !moves.is_empty() {
        command.arg("--moves").args(moves);
    }
    if headless {
        command.arg("--headless").env_remove("DISPLAY");
    }
    let output = command.output().expect("the app runs");
    assert!(
        output.status.success(),
        "{variant}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    Picture::read(&path)
}

fn check_board(variant: &str, picture: &Picture) {
    assert!(
        picture.width >= 1000 && picture.height >= 600,
        "{variant}: {}x{}",
        picture.width,
        picture.height
    );
    let (w, h) = (picture.width, picture.height);
    // Not blank or uniform: many distinct colours (a blank window has a handful; flat
    // low-graphics draughts, its board filling the view, about 180).
    let mut colours: Vec<[u8; 3]> = (0..h)
        .step_by(7)
        .flat_map(|y| (0..w).step_by(7).map(move |x| (x, y)))
        .map(|(x, y)| picture.pixel(x, y))
        .collect();
    colours.sort();
    colours.dedup();
    assert!(
        colours.len() > 100,
        "{variant}: only {} colours",
        colours.len()
    );
    // The background is dark at the 3D view's top-left corner (right of the torus panel
    // in Wirth chess).
    let left = if variant == "wirth" { w * 24 / 100 } else { 0 };
    assert!(
        picture.share((left, 0, left + 40, 40), |p| luma(p) < 70.0) > 0.9,
        "{variant}: top-left corner not background"
    );
    // Where the board stands (left of the right-hand panel): warm wood tiles (red above
    // blue), light tiles and ivory pieces, and the dark army.
    let board = (w * 15 / 100, h * 20 / 100, w * 60 / 100, h * 85 / 100);
    let warm = picture.share(board, |[r, _, b]| r as i32 > b as i32 + 25);
    assert!(
        warm > 0.25,
        "{variant}: board colours cover only {warm:.2} of the board area"
    );
    let light = picture.share(board, |p| luma(p) > 170.0);
    let dark = picture.share(board, |p| luma(p) < 70.0);
    assert!(
        light > 0.10 && dark > 0.02,
        "{variant}: light {light:.2}, dark {dark:.2}"
    );
    // The panel on the right is drawn (egui's dark grey, with light text).
    let panel = (w * 80 / 100, h * 5 / 100, w * 98 / 100, h * 45 / 100);
    assert!(
        picture.share(panel, |p| luma(p) > 150.0) > 0.005,
        "{variant}: no panel text"
    );
}

/// What only one board shows.
fn check_own_features(variant: &str, picture: &Picture) {
    let (w, h) = (picture.width, picture.height);
    let saturated = |[r, g, b]: [u8; 3], main: u8| {
        let (r, g, b) = (r as i32, g as i32, b as i32);
        match main {
            0 => r > g + 60 && r > b + 60,
            _ => b > r + 60 && b > g + 30,
        }
    };
    match variant {
        "wirth" => {
            // The hole of the ring, in the middle of the 3D view (between the left torus
            // panel and the right game panel), shows the dark background.
            let hole = (w * 47 / 100, h * 36 / 100, w * 52 / 100, h * 46 / 100);
            let dark = picture.share(hole, |p| luma(p) < 70.0);
            assert!(dark > 0.8, "wirth: the hole is not dark ({dark:.2})");
            // The flat view on the left: light and dark squares (light ones about 173 in
            // luma, dark ones about 96).
            let flat = (w * 3 / 100, h * 20 / 100, w * 20 / 100, h * 50 / 100);
            let light = picture.share(flat, |p| luma(p) > 160.0);
            let brown = picture.share(flat, |[r, _, b]| r as i32 > b as i32 + 40);
            assert!(
                light > 0.2 && brown > 0.2,
                "wirth: flat view {light:.2} {brown:.2}"
            );
        }
        "mattrix" => {
            // The blue and the red armies.
            let board = (w * 10 / 100, h * 15 / 100, w * 70 / 100, h * 90 / 100);
            let red = picture.share(board, |p| saturated(p, 0));
            let blue = picture.share(board, |p| saturated(p, 2));
            assert!(
                red > 0.01 && blue > 0.01,
                "mattrix: red {red:.3}, blue {blue:.3}"
            );
        }
        "transit" => {
            // Two boards side by side: wood tiles left and right of the middle.
            for half in [(w * 12 / 100, w * 36 / 100), (w * 40 / 100, w * 64 / 100)] {
                let area = (half.0, h * 35 / 100, half.1, h * 65 / 100);
                let warm = picture.share(area, |[r, _, b]| r as i32 > b as i32 + 25);
                assert!(warm > 0.3, "transit: a board missing ({warm:.2})");
            }
        }
        _ => {}
    }
}

#[test]
#[ignore = "needs a display and Vulkan: .ci/run runs it under Xvfb with lavapipe"]
fn every_board_renders() {
    // Each board at one graphics level; both levels are covered.
    for (variant, moves, low_graphics) in [
        ("classical", &["e4", "e5", "Nf3"][..], false),
        ("great", &[][..], true),
        ("draughts", &["c3-d4"][..], true),
        ("wirth", &["E4", "E5"][..], false),
        ("mattrix", &["m13k13"][..], true),
        ("transit", &["1:e4", "1:e5"][..], false),
    ] {
        let picture = screenshot(variant, moves, low_graphics, false);
        check_board(variant, &picture);
        check_own_features(variant, &picture);
    }
}

#[test]
#[ignore = "needs Vulkan: .ci/run runs it with lavapipe"]
fn a_board_renders_off_screen_without_a_display() {
    let picture = screenshot("classical", &["e4", "e5", "Nf3"], false, true);
    check_board("classical", &picture);
    check_own_features("classical", &picture);
}
