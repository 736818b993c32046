//! The outside compilers, each source built once a run: the tests of this tier ask for a
//! program by its source text and how to build it, and the first to ask builds it, in a
//! folder of this process's own, while the others wait for it. Every build must be free of
//! errors and warnings; a missing compiler fails the test with what to install.

use super::common::process_folder;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};

/// How a source is built.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Build {
    /// The current Rust compiler (`$RUSTC`, else `rustc`), as this edition, optimised.
    Rust(&'static str),
    /// Debian's rustc 1.63 (`$EIGHT_OLD_RUSTC`, else `/usr/bin/rustc`), as this edition,
    /// optimised: the oldest compiler the bundles are promised for.
    OldRust(&'static str),
    /// The same, checked for errors and warnings only (`--emit=metadata`): no program.
    RustCheck(&'static str),
    /// The old compiler, checked only.
    OldRustCheck(&'static str),
    /// g++ as C++98, the oldest judges' dialect: `-std=c++98 -pedantic -Wno-long-long`.
    Cpp98,
    /// g++ as C++17.
    Cpp17,
}

impl Build {
    fn compiler(self) -> String {
        match self {
            Build::Rust(_) | Build::RustCheck(_) => {
                std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())
            }
            Build::OldRust(_) | Build::OldRustCheck(_) => old_rustc(),
            Build::Cpp98 | Build::Cpp17 => "g++".into(),
        }
    }

    fn arguments(self, source: &Path, program: &Path) -> Vec<String> {
        let source = source.to_str().expect("a UTF-8 path").to_string();
        let program = program.to_str().expect("a UTF-8 path").to_string();
        let mut arguments: Vec<String> = match self {
            Build::Rust(edition) | Build::OldRust(edition) => {
                vec!["--edition".into(), edition.into(), "-O".into()]
            }
            Build::RustCheck(edition) | Build::OldRustCheck(edition) => {
                vec!["--edition".into(), edition.into(), "--emit=metadata".into()]
            }
            Build::Cpp98 => ["-std=c++98", "-pedantic", "-Wno-long-long"]
                .map(String::from)
                .to_vec(),
            Build::Cpp17 => vec!["-std=c++17".into()],
        };
        if matches!(self, Build::Cpp98 | Build::Cpp17) {
            arguments.extend(["-O2", "-Wall", "-Wextra"].map(String::from));
        }
        arguments.extend(["-o".to_string(), program, source]);
        arguments
    }

    fn extension(self) -> &'static str {
        match self {
            Build::Cpp98 | Build::Cpp17 => "cpp",
            _ => "rs",
        }
    }
}

/// Debian's rustc 1.63, the oldest compiler promised (CI installs it with `apt-get install
/// rustc`); `$EIGHT_OLD_RUSTC` names another.
fn old_rustc() -> String {
    let old = std::env::var("EIGHT_OLD_RUSTC").unwrap_or_else(|_| "/usr/bin/rustc".into());
    let version = Command::new(&old)
        .arg("--version")
        .output()
        .unwrap_or_else(|error| {
            panic!(
                "{old}: {error}; install Debian's rustc 1.63 (apt-get install rustc) or set \
             EIGHT_OLD_RUSTC"
            )
        });
    let version = String::from_utf8_lossy(&version.stdout).into_owned();
    assert!(
        version.starts_with("rustc 1.63."),
        "{old} is {version}; the bundles are promised for Rust 1.63"
    );
    old
}

type Slot = Arc<Mutex<Option<PathBuf>>>;

/// The programs built in this run, by source and build.
static BUILT: Mutex<Option<HashMap<(u64, Build), Slot>>> = Mutex::new(None);

/// The program built from `source` as `how` says (for a check-only build, the metadata
/// file), built the first time it is asked for; `label` names it in failures.
pub fn built(source: &[u8], how: Build, label: &str) -> PathBuf {
    let mut hasher = DefaultHasher::new();
    source.hash(&mut hasher);
    let key = (hasher.finish(), how);
    let slot = {
        let mut built = BUILT
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        built
            .get_or_insert_with(HashMap::new)
            .entry(key)
            .or_default()
            .clone()
    };
    let mut program = slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(program) = program.as_ref() {
        return program.clone();
    }
    let folder = process_folder("conformance-builds");
    let stem = format!("{:016x}-{}", key.0, builds_so_far());
    let source_path = folder.join(format!("{stem}.{}", how.extension()));
    std::fs::write(&source_path, source).unwrap();
    let output = folder.join(&stem);
    let compiler = how.compiler();
    let compiled = Command::new(&compiler)
        .args(how.arguments(&source_path, &output))
        .output()
        .unwrap_or_else(|error| {
            panic!("{compiler} could not be run ({error}); .ci/run installs it (g++, rustc)")
        });
    let diagnostics = String::from_utf8_lossy(&compiled.stderr);
    assert!(
        compiled.status.success(),
        "{label}, {how:?}: {compiler} fails: {diagnostics}"
    );
    assert_eq!(diagnostics, "", "{label}, {how:?}: {compiler} warns");
    *program = Some(output.clone());
    output
}

/// A number for each build of this process, so that no two share a file name.
fn builds_so_far() -> usize {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    BUILDS.fetch_add(1, Ordering::Relaxed)
}
