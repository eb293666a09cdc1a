//! What the app needs from the machine before it can open a window, checked so that a
//! missing display or graphics driver ends the app with one clear `error:` line and exit
//! code 1 instead of a panic and a backtrace.
//!
//! The display is checked before Bevy starts ([`missing_display`]: this build talks X11, so
//! it needs `DISPLAY`). What only Bevy finds out (the X server does not answer, no Vulkan or
//! GL adapter) arrives as a panic inside Bevy; [`install_panic_hook`] recognises those
//! panics by their messages ([`failure_of`]) and prints the line instead, in the saved
//! settings' language.

use std::ffi::OsString;

use manifold_locale::{Language, Localize, Message, text};

/// Why the app cannot show itself on this machine.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum StartupFailure {
    /// No display is named (`DISPLAY` unset).
    NoDisplay,
    /// Only a Wayland display is named; this build talks X11.
    NoX11Display,
    /// The X server named does not answer (its name, when known).
    CannotOpenDisplay(Option<String>),
    /// No Vulkan or GL adapter (no driver; Mesa's software Vulkan is the fallback).
    NoGraphicsAdapter,
}

impl Localize for StartupFailure {
    fn message(&self) -> Message {
        match self {
            StartupFailure::NoDisplay => Message::new("app-startup-no_display"),
            StartupFailure::NoX11Display => Message::new("app-startup-no_x11_display"),
            StartupFailure::CannotOpenDisplay(name) => {
                // The name with its space before it, or nothing.
                let shown = name.as_ref().map(|d| format!(" {d}")).unwrap_or_default();
                Message::new("app-startup-cannot_open_display").text("display", shown)
            }
            StartupFailure::NoGraphicsAdapter => Message::new("app-startup-no_adapter"),
        }
    }
}

manifold_locale::display_in_english!(StartupFailure);

impl StartupFailure {
    /// The one `error:` line that says it, in `lang`.
    pub fn line(&self, lang: Language) -> String {
        text(
            lang,
            &Message::new("cli-error_line").message("error", self.clone()),
        )
    }
}

/// Why the environment names no X11 display, or `None` when it names one. `var` reads an
/// environment variable (empty counts as unset).
pub fn missing_display(var: impl Fn(&str) -> Option<OsString>) -> Option<StartupFailure> {
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
        Some(StartupFailure::NoX11Display)
    } else {
        Some(StartupFailure::NoDisplay)
    }
}

/// What a panic Bevy raises when the machine cannot show the app means, by the panic's
/// message; `None` for any other panic (a bug, which keeps its backtrace). `display` is the
/// `DISPLAY` in use, if any, to name in the message.
pub fn failure_of(message: &str, display: Option<&str>) -> Option<StartupFailure> {
    if message.contains("Failed to build event loop") {
        return Some(StartupFailure::CannotOpenDisplay(
            display.map(str::to_string),
        ));
    }
    let no_adapter = [
        "Unable to find a GPU",
        "Failed to create wgpu surface",
        "No suitable adapter",
    ];
    no_adapter
        .iter()
        .any(|m| message.contains(m))
        .then_some(StartupFailure::NoGraphicsAdapter)
}

/// The text of a panic's payload, when it is one.
fn payload_text(payload: &(dyn std::any::Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
}

/// Installs a panic hook that turns the panics of [`failure_of`] into their `error:` line
/// in `lang` and exit code 1; every other panic goes to the hook installed before.
pub fn install_panic_hook(lang: Language) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let display = std::env::var("DISPLAY").ok();
        match payload_text(info.payload()).and_then(|m| failure_of(m, display.as_deref())) {
            Some(failure) => {
                eprintln!("{}", failure.line(lang));
                std::process::exit(1);
            }
            None => previous(info),
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_session::files::environment_of as env;

    #[test]
    fn a_display_is_needed_and_x11_is_what_counts() {
        assert_eq!(missing_display(env(&[("DISPLAY", ":0")])), None);
        let none = missing_display(env(&[])).expect("no display");
        let line = none.line(Language::English);
        assert!(line.starts_with("error: no display") && line.contains("xvfb-run"));
        assert_eq!(missing_display(env(&[("DISPLAY", "")])), Some(none));
        let wayland =
            missing_display(env(&[("WAYLAND_DISPLAY", "wayland-0")])).expect("no X11 display");
        let line = wayland.line(Language::English);
        assert!(line.contains("X11") && line.contains("DISPLAY"));
    }

    #[test]
    fn bevys_start_failures_become_one_line_and_bugs_do_not() {
        let adapter = failure_of(
            "Unable to find a GPU! Make sure you have installed required drivers!",
            Some(":0"),
        )
        .expect("recognised");
        let adapter = adapter.line(Language::English);
        assert!(adapter.starts_with("error: no Vulkan/GL adapter"));
        assert!(adapter.contains("mesa-vulkan-drivers"));
        let display = failure_of(
            "Failed to build event loop: Os(OsError { .. })",
            Some(":99"),
        )
        .expect("recognised")
        .line(Language::English);
        assert!(display.starts_with("error: cannot open the display :99"));
        for line in [&adapter, &display] {
            assert!(!line.contains('\n'), "one line: {line}");
        }
        assert_eq!(failure_of("index out of bounds", None), None);
    }

    #[test]
    fn every_startup_failure_renders_in_both_languages() {
        manifold_locale::check::assert_every_variant_renders(
            &[
                StartupFailure::NoDisplay,
                StartupFailure::NoX11Display,
                StartupFailure::CannotOpenDisplay(Some(":99".into())),
                StartupFailure::NoGraphicsAdapter,
            ],
            &[
                "Manifold", "DISPLAY", "XWayland", "xvfb", "run", "Vulkan", "Mesa", "apt",
                "install", "mesa", "vulkan", "drivers",
            ],
        );
        let russian = StartupFailure::NoDisplay.line(Language::Russian);
        assert!(russian.starts_with("ошибка: "), "{russian}");
    }
}
