//! Embeds the library's own source files in the binary, for `eight bundle`: writes
//! `$OUT_DIR/sources.rs`, a list of `(path under src/, text)` for every `.rs` file of the
//! library's folders, so the bundler's manifest (`src/cli/bundle.rs`) can take any of them
//! by path and a new file needs no line anywhere to be bundled; and the sample inputs, for
//! `eight package` (`$OUT_DIR/samples.rs`). std only.

use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let src =
        PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("src");
    let mut files = Vec::new();
    collect(&src, &src, &mut files);
    files.sort();
    let mut out =
        String::from("/// Every library source file: its path under `src/` and its text.\n");
    out += "pub const SOURCES: &[(&str, &str)] = &[\n";
    for relative in &files {
        let absolute = src.join(relative);
        out += &format!(
            "    ({relative:?}, include_str!({:?})),\n",
            absolute.display().to_string()
        );
    }
    out += "];\n";
    let target =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("sources.rs");
    fs::write(target, out).expect("OUT_DIR can be written");
    println!("cargo:rerun-if-changed=src");
    embed_samples();
}

/// Writes `$OUT_DIR/samples.rs`: every sample input under `samples/`, by its name without
/// `.in`, for the problem packages of `eight package`.
fn embed_samples() {
    let samples = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("samples");
    let mut names: Vec<String> = fs::read_dir(&samples)
        .expect("samples/ can be read")
        .map(|entry| entry.expect("samples/ can be read").file_name())
        .filter_map(|name| name.to_str()?.strip_suffix(".in").map(str::to_string))
        .collect();
    names.sort();
    let mut out = String::from("/// Every sample input: its name and its bytes.\n");
    out += "pub const SAMPLES: &[(&str, &[u8])] = &[\n";
    for name in &names {
        let path = samples.join(format!("{name}.in"));
        out += &format!(
            "    ({name:?}, include_bytes!({:?})),\n",
            path.display().to_string()
        );
    }
    out += "];\n";
    let target =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("samples.rs");
    fs::write(target, out).expect("OUT_DIR can be written");
    println!("cargo:rerun-if-changed=samples");
}

/// The `.rs` files under `folder`, as paths relative to `src` with `/` separators; the
/// binary's own files (`main.rs`, `cli/`) are not the library's and stay out.
fn collect(src: &Path, folder: &Path, files: &mut Vec<String>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(folder)
        .expect("src/ can be read")
        .map(|entry| entry.expect("src/ can be read").path())
        .collect();
    entries.sort();
    for path in entries {
        let relative = path.strip_prefix(src).expect("under src/");
        let relative: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let relative = relative.join("/");
        if relative == "main.rs" || relative == "cli" {
            continue;
        }
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect(src, &path, files);
        } else if relative.ends_with(".rs") {
            files.push(relative);
        }
    }
}
