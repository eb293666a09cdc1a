//! The app's modules import each other without a cycle: each top-level module of `src/`
//! (a file or a folder) names only modules below it, so that a module can be read, tested
//! and changed without the whole app. Read from the sources: `crate::m` and the `super::`
//! paths that reach the crate's root name module `m`; comments and `#[cfg(test)]` modules
//! do not count.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The app's sources.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The source without its comments and its test module.
fn code_of(text: &str) -> String {
    let text = text
        .split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or_default();
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifier at the start of `text`.
fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The top-level modules each module's code names: `crate::m`, or enough `super::` to
/// reach the root from a file `depth` folders down (a `mod.rs` counts as its folder).
fn edges(code: &str, depth: usize, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    // `m` or the names of a `{m, n::Item}` list at the start of `tail`.
    let mut name = |tail: &str| match tail.strip_prefix('{') {
        Some(list) => {
            let list = &list[..list.find('}').unwrap_or(list.len())];
            named.extend(list.split(',').map(|item| ident(item.trim()).to_string()));
        }
        None => {
            named.insert(ident(tail).to_string());
        }
    };
    for (at, _) in code.match_indices("crate::") {
        name(&code[at + "crate::".len()..]);
    }
    let mut rest = code;
    while let Some(at) = rest.find("super::") {
        let mut tail = &rest[at..];
        let mut supers = 0;
        while let Some(after) = tail.strip_prefix("super::") {
            supers += 1;
            tail = after;
        }
        if supers >= depth {
            name(tail);
        }
        rest = &rest[at + supers * "super::".len()..];
    }
    named.retain(|m| modules.contains(m));
    named
}

/// The app's module graph: each top-level module and the top-level modules it names.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = src();
    let top = |path: &Path| -> String {
        let first = path
            .strip_prefix(&root)
            .expect("under src")
            .components()
            .next();
        let name = first
            .expect("a file")
            .as_os_str()
            .to_string_lossy()
            .into_owned();
        name.trim_end_matches(".rs").to_string()
    };
    let files: Vec<PathBuf> = rust_files(&root)
        .into_iter()
        .filter(|p| !["lib.rs", "main.rs"].iter().any(|f| p == &root.join(f)))
        .collect();
    let modules: BTreeSet<String> = files.iter().map(|p| top(p)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &files {
        let module = top(path);
        let mut depth = path
            .strip_prefix(&root)
            .expect("under src")
            .components()
            .count();
        if path.file_name().is_some_and(|n| n == "mod.rs") {
            depth -= 1;
        }
        let text = fs::read_to_string(path).expect("a readable source");
        let mut named = edges(&code_of(&text), depth, &modules);
        named.remove(&module);
        graph.entry(module).or_default().extend(named);
    }
    graph
}

/// A cycle of `graph`, if it has one (depth-first search).
fn a_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            let mut cycle = path[start..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_apps_modules_import_each_other_without_a_cycle() {
    let graph = module_graph();
    assert!(graph.len() > 30, "the app's modules are found: {graph:?}");
    assert!(
        graph["modes"].contains("ui") && graph["board"].contains("tile"),
        "the imports are read: {graph:?}"
    );
    assert_eq!(a_cycle(&graph), None, "a cycle among the app's modules");
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let modules: BTreeSet<String> = ["board", "ui", "tile"].map(String::from).into();
    // `super::` from a file one folder down reaches the root only twice over.
    let ui = edges(
        "use super::super::board::Tile;\nuse super::panel;",
        2,
        &modules,
    );
    assert_eq!(ui, BTreeSet::from(["board".to_string()]));
    let board = edges(
        "use crate::{ui, tile};\nuse super::tile::Tile;",
        1,
        &modules,
    );
    assert_eq!(board, ["tile", "ui"].map(String::from).into());
    let board = edges("use super::{ui, tile::Tile};", 1, &modules);
    assert_eq!(board, ["tile", "ui"].map(String::from).into());
    let graph = BTreeMap::from([
        ("board".to_string(), board),
        ("ui".to_string(), ui),
        ("tile".to_string(), BTreeSet::new()),
    ]);
    let cycle = a_cycle(&graph).expect("board and ui name each other");
    assert!(cycle.contains(&"board".to_string()) && cycle.contains(&"ui".to_string()));
}

/// The renderers read what the modes show (`mode_view`) and never ask which mode is on:
/// only the commands (which route a click to the mode on) and the modes name `modes`.
#[test]
fn only_the_commands_name_the_modes() {
    let graph = module_graph();
    let naming: Vec<&String> = graph
        .iter()
        .filter(|(module, named)| named.contains("modes") && *module != "modes")
        .map(|(module, _)| module)
        .collect();
    assert_eq!(naming, ["commands"], "{graph:?}");
}

/// One place changes the game: only `commands.rs` (every `GameCommand`: the player's, the
/// computer's move, the move clock, the drawn marks, the players, a lesson's queued moves)
/// and `session_swap.rs` (a whole new game put in place) take the session mutably.
#[test]
fn only_the_commands_and_the_swap_change_the_session() {
    let root = src();
    let writers: Vec<String> = rust_files(&root)
        .into_iter()
        .filter(|path| {
            let code = code_of(&fs::read_to_string(path).expect("a readable source"));
            [
                "ResMut<SessionRes>",
                "ResMut<'w, SessionRes>",
                "resource_mut::<SessionRes>",
            ]
            .iter()
            .any(|writer| code.contains(writer))
        })
        .map(|path| path.strip_prefix(&root).unwrap().display().to_string())
        .collect();
    assert_eq!(writers, ["commands.rs", "session_swap.rs"]);
}
