//! The architecture, kept true: each folder of `src/` is a layer that imports only the layers
//! below it, and a format is named in code only in its own file, its declaration and its
//! list line. Reads the sources as text (std only); comments are left out, so a doc comment
//! may name what it likes.

use std::fs;
use std::path::{Path, PathBuf};

/// The library's layers, bottom up; layers of one rank stand side by side and may not
/// import each other.
const LAYERS: &[(&str, u32)] = &[
    ("shared", 0),
    ("kit", 1),
    ("three", 2),
    ("grid", 2),
    ("big", 2),
    ("format", 3),
    ("batch", 4),
    ("judge", 5),
    ("generator", 5),
    ("show", 6),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `folder`.
fn files(folder: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files(&path));
        } else if path.extension().map_or(false, |e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The code of a file: its lines without `//` comments (whole-line or trailing), up to its
/// unit tests.
fn code(path: &Path) -> Vec<(usize, String)> {
    let text = fs::read_to_string(path).unwrap();
    let end = text.find("#[cfg(test)]\nmod tests").unwrap_or(text.len());
    text[..end]
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .map(|(number, line)| {
            let code = match line.find(" //") {
                Some(at) if !line[..at].contains('"') => &line[..at],
                _ => line,
            };
            (number + 1, code.to_string())
        })
        .collect()
}

/// The top-level modules a line names as `crate::name`.
fn crate_paths(line: &str) -> Vec<&str> {
    line.match_indices("crate::")
        .filter(|(at, _)| !line[..*at].ends_with('$'))
        .map(|(at, _)| {
            let rest = &line[at + "crate::".len()..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

fn rank(layer: &str) -> Option<u32> {
    LAYERS
        .iter()
        .find(|(name, _)| *name == layer)
        .map(|&(_, r)| r)
}

#[test]
fn every_layer_imports_only_the_layers_below_it() {
    let mut wrong = Vec::new();
    for &(layer, own) in LAYERS {
        for file in files(&src().join(layer)) {
            for (number, line) in code(&file) {
                for used in crate_paths(&line) {
                    let allowed = used == layer || rank(used).map_or(false, |r| r < own);
                    if !allowed {
                        wrong.push(format!(
                            "{}:{number}: {layer} uses crate::{used}",
                            file.strip_prefix(src()).unwrap().display()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_folder_of_src_is_a_known_layer() {
    for entry in fs::read_dir(src()).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            let name = path.file_name().unwrap().to_str().unwrap();
            assert!(
                rank(name).is_some() || ["cli", "cpp", "guide"].contains(&name),
                "src/{name} is in no layer"
            );
        }
    }
    // The guides are pages of text: they import nothing and nothing imports them.
    for file in files(&src().join("guide")) {
        for (number, line) in code(&file) {
            assert!(
                crate_paths(&line).is_empty() && !line.trim_start().starts_with("use "),
                "{}:{number}: a guide holds text only: {line}",
                file.display()
            );
        }
    }
    for file in files(&src()) {
        for (number, line) in code(&file) {
            assert!(
                !crate_paths(&line).contains(&"guide"),
                "{}:{number}: the guides are text, not code to use: {line}",
                file.display()
            );
        }
    }
}

#[test]
fn the_binary_uses_only_the_public_api() {
    let mut binary = files(&src().join("cli"));
    binary.push(src().join("main.rs"));
    for file in binary {
        for (number, line) in code(&file) {
            assert!(
                crate_paths(&line).iter().all(|used| *used == "cli"),
                "{}:{number}: the binary reaches into the library: {line}",
                file.display()
            );
        }
    }
}

#[test]
fn a_format_is_named_only_in_its_file_its_declaration_and_its_list_line() {
    let all = files(&src());
    for format in eight::Format::ALL {
        let name = format.name();
        let own = src().join("format").join(format!("{name}.rs"));
        assert!(own.exists(), "{} has no file of its own", own.display());
        let mut naming = Vec::new();
        for file in all.iter().filter(|f| **f != own) {
            let lines: Vec<usize> = code(file)
                .into_iter()
                .filter(|(_, line)| {
                    // Case-insensitively: `POJ3240` in a string names it as well.
                    let line = line.to_ascii_lowercase();
                    line.match_indices(name).any(|(at, _)| {
                        let before = line[..at].chars().next_back();
                        let after = line[at + name.len()..].chars().next();
                        let word = |c: Option<char>| c.map_or(false, |c| c.is_ascii_alphanumeric());
                        !word(before) && !word(after)
                    })
                })
                .map(|(number, _)| number)
                .collect();
            if !lines.is_empty() {
                naming.push(format!(
                    "{} (lines {lines:?})",
                    file.strip_prefix(src()).unwrap().display()
                ));
            }
        }
        let expected = ["format/list.rs", "format/mod.rs"];
        assert!(
            naming.len() <= 2
                && naming
                    .iter()
                    .all(|n| expected.iter().any(|e| n.starts_with(e))),
            "{name} is named in {naming:?}"
        );
    }
}
