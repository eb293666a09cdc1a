//! What the app needs from the machine before it can open a window, checked so that a
//! missing display or graphics driver ends the app with one clear `error:` line and exit
//! code 1 instead of a panic and a backtrace.
//!
//! The display is checked before Bevy starts ([`missing_display`]: this build talks X11, so
//! it needs `DISPLAY`). What only Bevy finds out (the X server does not answer, no Vulkan or
//! GL adapter) arrives as a panic inside Bevy; [`install_panic_hook`] recognises those
//! panics by their messages ([`failure_line`]) and prints the line instead.

use std::ffi::OsString;

/// The `error:` line when the environment names no X11 display, or `None` when it names
/// one. `var` reads an environment variable (empty counts as unset).
pub fn missing_display(var: impl Fn(&str) -> Option<OsString>) -> Option<String> {
    if !cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "android")
    )) {
        return None;
    }
    let set = |name: &str| var(name).is_some_and(|v| !v.is_empty());
    if set("DISPLAY") {
        None
    } else if set("WAYLAND_DISPLAY") {
        Some(
            "error: no X11 display: this build of Manifold needs X11; set DISPLAY \
             (XWayland's) or run under xvfb-run"
                .to_string(),
        )
    } else {
        Some("error: no display: set DISPLAY or run under xvfb-run".to_string())
    }
}

/// The `error:` line for a panic Bevy raises when the machine cannot show the app, by the
/// panic's message; `None` for any other panic (a bug, which keeps its backtrace).
/// `display` is the `DISPLAY` in use, if any, to name in the message.
pub fn failure_line(message: &str, display: Option<&str>) -> Option<String> {
    if message.contains("Failed to build event loop") {
        let name = display.map_or(String::new(), |d| format!(" {d}"));
        return Some(format!(
            "error: cannot open the display{name}: is an X server running there? \
             Set DISPLAY to one or run under xvfb-run"
        ));
    }
    let no_adapter = [
        "Unable to find a GPU",
        "Failed to create wgpu surface",
        "No suitable adapter",
    ];
    if no_adapter.iter().any(|m| message.contains(m)) {
        return Some(
            "error: no Vulkan/GL adapter: install a Vulkan driver (without a GPU, Mesa's \
             software Vulkan: apt install mesa-vulkan-drivers)"
                .to_string(),
        );
    }
    None
}

/// The text of a panic's payload, when it is one.
fn payload_text(payload: &(dyn std::any::Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
}

/// Installs a panic hook that turns the panics of [`failure_line`] into their `error:`
/// line and exit code 1; every other panic goes to the hook installed before.
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let display = std::env::var("DISPLAY").ok();
        match payload_text(info.payload()).and_then(|m| failure_line(m, display.as_deref())) {
            Some(line) => {
                eprintln!("{line}");
                std::process::exit(1);
            }
            None => previous(info),
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::files::tests::env;

    #[test]
    fn a_display_is_needed_and_x11_is_what_counts() {
        assert_eq!(missing_display(env(&[("DISPLAY", ":0")])), None);
        let none = missing_display(env(&[])).expect("no display");
        assert!(none.starts_with("error: no display") && none.contains("xvfb-run"));
        assert_eq!(missing_display(env(&[("DISPLAY", "")])), Some(none));
        let wayland =
            missing_display(env(&[("WAYLAND_DISPLAY", "wayland-0")])).expect("no X11 display");
        assert!(wayland.contains("X11") && wayland.contains("DISPLAY"));
    }

    #[test]
    fn bevys_start_failures_become_one_line_and_bugs_do_not() {
        let adapter = failure_line(
            "Unable to find a GPU! Make sure you have installed required drivers!",
            Some(":0"),
        )
        .expect("recognised");
        assert!(adapter.starts_with("error: no Vulkan/GL adapter"));
        assert!(adapter.contains("mesa-vulkan-drivers"));
        let display = failure_line(
            "Failed to build event loop: Os(OsError { .. })",
            Some(":99"),
        )
        .expect("recognised");
        assert!(display.starts_with("error: cannot open the display :99"));
        for line in [&adapter, &display] {
            assert!(!line.contains('\n'), "one line: {line}");
        }
        assert_eq!(failure_line("index out of bounds", None), None);
    }
}
