//! The layers cannot leak (ARCHITECTURE.md): the rules core names nothing of the engine,
//! the session, the command-line tool, the app or Bevy; the engine and the session name
//! nothing of the command-line tool or the app. Checked from the sources, so a leak fails
//! the tests.

use std::fs;
use std::path::{Path, PathBuf};

/// A layer (a folder of `src/`) and the modules and crates its code may not name.
const RULES: &[(&str, &[&str])] = &[
    (
        "rules",
        &["ai", "session", "cli", "app", "bevy", "bevy_egui"],
    ),
    ("ai", &["session", "cli", "app", "bevy", "bevy_egui"]),
    ("session", &["cli", "app"]),
    (
        "locale",
        &["rules", "ai", "session", "cli", "app", "bevy", "bevy_egui"],
    ),
];

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The first path segment after each `crate::` in `code`, the segments of a
/// `crate::{a, b::c}` group, and each path that starts with an external crate's name
/// (`bevy::`, `use bevy_egui`). Comments are skipped.
fn named_modules(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or("");
        let mut rest = line;
        while let Some(at) = rest.find("crate::") {
            let after = &rest[at + "crate::".len()..];
            if let Some(group) = after.strip_prefix('{') {
                let group = group.split('}').next().unwrap_or("");
                names.extend(group.split(',').map(|p| leading_ident(p.trim())));
            } else {
                names.push(leading_ident(after));
            }
            rest = after;
        }
        for word in line.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
            if let Some((head, _)) = word.split_once("::")
                && !head.is_empty()
                && !["crate", "self", "super"].contains(&head)
            {
                names.push(head.to_string());
            }
        }
        if let Some(used) = line.trim_start().strip_prefix("use ") {
            names.push(leading_ident(used));
        }
    }
    names
}

/// The identifier at the start of `text`.
fn leading_ident(text: &str) -> String {
    text.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// Every forbidden name each file of each layer uses, as "file: name".
fn leaks(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (layer, forbidden) in RULES {
        for file in sources(&src.join(layer)) {
            let code = fs::read_to_string(&file).expect("a readable source file");
            for name in named_modules(&code) {
                if forbidden.contains(&name.as_str()) {
                    found.push(format!("{}: {name}", file.display()));
                }
            }
        }
    }
    found
}

#[test]
fn no_layer_names_a_layer_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    assert!(
        sources(&src.join("rules")).len() > 20,
        "the rules core was not found"
    );
    let found = leaks(&src);
    assert!(found.is_empty(), "layers leak:\n{}", found.join("\n"));
}

#[test]
fn the_check_sees_every_way_of_naming_a_module() {
    let code = "use crate::session::Session;\nuse crate::{rules::Cell, app};\n\
                fn f() { bevy::log::info!(\"x\"); }\nuse bevy_egui::egui;\n// crate::cli in a comment";
    let names = named_modules(code);
    for expected in ["session", "rules", "app", "bevy", "bevy_egui"] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} not seen in {names:?}"
        );
    }
    assert!(
        !names.iter().any(|n| n == "cli"),
        "a comment was read as code"
    );
}
