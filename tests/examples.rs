//! The README and the guides cannot lie: every shell session they show (a fenced `console`
//! block) is run, command by command, and what it prints must be the text shown.
//!
//! In a `console` block a line that starts with `$ ` is a command and the lines after it,
//! up to the next command or the end of the block, are what it prints (stdout and stderr as
//! they come, in one stream, as a terminal shows them). The commands of a block run one
//! after another with `sh -c` in a fresh folder of their own, so a block may write files
//! and read them back; `eight` is the binary under test, first on the PATH, its table cache
//! the tests' own. A `$ ` line anywhere else in these files fails the test, so every
//! example shown is one that runs; commands that take minutes or other programs are shown
//! in `text` blocks, without `$`.

mod common;

use common::{cache_home, Scratch};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One command of a session and the text it must print.
struct Example {
    line: usize,
    command: String,
    printed: String,
}

/// The sessions of a markdown text: each `console` block's examples, in order. Panics on a
/// `$ ` line outside a `console` block.
fn sessions(name: &str, text: &str) -> Vec<Vec<Example>> {
    let mut sessions = Vec::new();
    let mut block: Option<(String, Vec<Example>)> = None;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let fence = line.trim_start().strip_prefix("```");
        match (&mut block, fence) {
            (None, Some(language)) => block = Some((language.trim().to_string(), Vec::new())),
            (Some(_), Some(_)) => {
                let (language, examples) = block.take().unwrap();
                if language == "console" {
                    assert!(!examples.is_empty(), "{name}:{number}: an empty session");
                    sessions.push(examples);
                }
            }
            (Some((language, examples)), None) if language == "console" => {
                if let Some(command) = line.strip_prefix("$ ") {
                    examples.push(Example {
                        line: number,
                        command: command.to_string(),
                        printed: String::new(),
                    });
                } else {
                    let example = examples
                        .last_mut()
                        .unwrap_or_else(|| panic!("{name}:{number}: output before a command"));
                    example.printed += line;
                    example.printed.push('\n');
                }
            }
            _ => assert!(
                !line.trim_start().starts_with("$ "),
                "{name}:{number}: a command outside a console block is never checked: {line}"
            ),
        }
    }
    assert!(block.is_none(), "{name}: a code block is not closed");
    sessions
}

/// Runs `command` with `sh` in `folder`, `eight` first on the PATH; stdout and stderr in
/// one stream.
fn run(command: &str, folder: &Path) -> String {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_eight"));
    let mut path = vec![binary.parent().unwrap().to_path_buf()];
    path.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    let printed = folder.join(".printed");
    let stream = fs::File::create(&printed).unwrap();
    let status = Command::new("sh")
        .arg("-c")
        .arg(command)
        .current_dir(folder)
        .env("PATH", std::env::join_paths(path).unwrap())
        .env("XDG_CACHE_HOME", cache_home())
        .env("HOME", folder)
        .env_remove("EIGHT_THREADS")
        .stdin(Stdio::null())
        .stdout(Stdio::from(stream.try_clone().unwrap()))
        .stderr(Stdio::from(stream))
        .status()
        .expect("sh runs");
    assert!(status.code().is_some(), "{command}: killed");
    let text = fs::read_to_string(&printed).unwrap();
    fs::remove_file(printed).unwrap();
    text
}

/// Runs every session of the file at `relative` (from the crate's folder); returns how many
/// commands ran.
fn check_file(relative: &str) -> usize {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    let text = fs::read_to_string(&path).unwrap();
    let mut commands = 0;
    for session in sessions(relative, &text) {
        let folder = Scratch::new();
        for example in session {
            let printed = run(&example.command, &folder.0);
            assert_eq!(
                printed, example.printed,
                "{relative}:{}: `{}` printed otherwise",
                example.line, example.command
            );
            commands += 1;
        }
    }
    commands
}

#[test]
fn the_readmes_examples_print_what_it_shows() {
    assert!(check_file("README.md") >= 10);
}

#[test]
fn the_guides_examples_print_what_they_show() {
    let mut guides: Vec<String> =
        fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/guide"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".md"))
            .map(|name| format!("src/guide/{name}"))
            .collect();
    guides.sort();
    assert_eq!(guides.len(), 7, "{guides:?}");
    let commands: usize = guides.iter().map(|guide| check_file(guide)).sum();
    assert!(commands >= 20, "{commands} commands only");
}

#[test]
fn a_wrong_example_is_caught() {
    let text = "```console\n$ echo 283104765 | eight --format p1379\n5\n```\n";
    let session = &sessions("inline", text)[0];
    let folder = Scratch::new();
    assert_eq!(run(&session[0].command, &folder.0), "4\n");
    assert_ne!(session[0].printed, "4\n");
}

#[test]
#[should_panic(expected = "a command outside a console block is never checked")]
fn a_command_outside_a_session_is_refused() {
    sessions("inline", "```text\nfine\n```\n$ eight --help\n");
}
