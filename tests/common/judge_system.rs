//! How each judge system calls a checker: the files it hands over, its argument order,
//! stdin, the working folder, and everything a run leaves behind. Shared by
//! `tests/protocols.rs` (`eight check --protocol`) and the conformance tier (the checker
//! bundles beside the binary).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub const INPUT: &[u8] = b"2\n12X453786 12345678X\n564178X23 7568X4123\n";
pub const RIGHT: &[u8] = b"Case 1: 2\ndd\nCase 2: 8\nurrulldr\n";
pub const WRONG: &[u8] = b"Case 1: 2\ndd\nCase 2: 8\nurrulldd\n";
pub const WRONG_MESSAGE: &str = "case 2: line 4, column 8: the path: its 8 moves end on 7 5 6 / 1 8 4 / 0 2 3, not on the goal 7 5 6 / 8 0 4 / 1 2 3";
pub const BAD_INPUT: &[u8] = b"2\n12X453786 12345678X\n";

/// A scratch folder with the judge's files, removed when dropped.
pub struct Files(pub PathBuf);

impl Files {
    pub fn new(name: &str, input: &[u8], output: &[u8]) -> Files {
        let dir =
            std::env::temp_dir().join(format!("eight-protocol-{}-{name}", std::process::id()));
        fs::create_dir_all(dir.join("feedback")).unwrap();
        fs::write(dir.join("ans"), RIGHT).unwrap();
        fs::write(dir.join("answer"), RIGHT).unwrap();
        let files = Files(dir);
        files.set(input, output);
        files
    }

    /// Writes the input and the contestant's output, under the names of every protocol
    /// (SYZOJ's are fixed: `input`, `user_out`).
    pub fn set(&self, input: &[u8], output: &[u8]) {
        fs::write(self.0.join("in"), input).unwrap();
        fs::write(self.0.join("input"), input).unwrap();
        fs::write(self.0.join("out"), output).unwrap();
        fs::write(self.0.join("user_out"), output).unwrap();
    }

    pub fn path(&self, name: &str) -> String {
        self.0.join(name).to_str().unwrap().to_string()
    }

    pub fn read(&self, name: &str) -> String {
        fs::read_to_string(self.0.join(name)).unwrap()
    }

    pub fn exists(&self, name: &str) -> bool {
        self.0.join(name).exists()
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

pub struct Seen {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `eight check --protocol NAME ARGUMENTS`, with `stdin` as standard input.
pub fn run(protocol: &str, arguments: &[String], stdin: Option<&Path>) -> Seen {
    let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
    command.args(["check", "--protocol", protocol]);
    seen(command, arguments, stdin, None)
}

/// What `command` with `arguments` does, with `stdin` as standard input, in the folder
/// `folder` (SYZOJ's checker reads its files there).
pub fn seen(
    mut command: Command,
    arguments: &[String],
    stdin: Option<&Path>,
    folder: Option<&Path>,
) -> Seen {
    command
        .env("XDG_CACHE_HOME", super::cache_home())
        .args(arguments);
    if let Some(folder) = folder {
        command.current_dir(folder);
    }
    command.stdin(match stdin {
        Some(path) => Stdio::from(fs::File::open(path).unwrap()),
        None => Stdio::null(),
    });
    let output = command.output().unwrap();
    Seen {
        status: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// Every protocol's name.
pub const PROTOCOLS: [&str; 8] = [
    "eight", "testlib", "kattis", "hustoj", "lemon", "cms", "qduoj", "syzoj",
];

/// The arguments `protocol` is called with, for the files of `files`.
pub fn arguments_for(protocol: &str, files: &Files) -> Vec<String> {
    let [input, output, answer] = [files.path("in"), files.path("out"), files.path("ans")];
    match protocol {
        "eight" => vec![input, output],
        "testlib" => vec![input, output, answer, files.path("report"), "-appes".into()],
        "kattis" => vec![input, answer, files.path("feedback")],
        "hustoj" | "cms" => vec![input, answer, output],
        "qduoj" => vec![input, output],
        "syzoj" => Vec::new(),
        _ => vec![
            input,
            output,
            answer,
            "7".into(),
            files.path("score"),
            files.path("message"),
        ],
    }
}

/// Everything a run leaves: status, stdout, stderr and the files it wrote.
pub fn everything(seen: Seen, files: &Files) -> (i32, String, String, Vec<String>) {
    let written = [
        "report",
        "feedback/judgemessage.txt",
        "feedback/teammessage.txt",
        "score",
        "message",
    ]
    .iter()
    .map(|name| {
        let text = fs::read_to_string(files.0.join(name)).unwrap_or_default();
        let _ = fs::remove_file(files.0.join(name));
        text
    })
    .collect();
    (seen.status, seen.stdout, seen.stderr, written)
}

/// Runs `program`, a checker for `protocol`, and the binary on a right output, a wrong one
/// and a bad input, each as the judge system calls it: they must do exactly the same.
pub fn judges_like_the_binary(protocol: &str, program: &Path, files: &Files) {
    for (input, output) in [(INPUT, RIGHT), (INPUT, WRONG), (BAD_INPUT, RIGHT)] {
        files.set(input, output);
        let arguments = arguments_for(protocol, files);
        let stdin = (protocol == "kattis").then(|| files.0.join("out"));
        let folder = (protocol == "syzoj").then_some(files.0.as_path());
        let mut binary = Command::new(env!("CARGO_BIN_EXE_eight"));
        binary.args(["check", "--protocol", protocol]);
        let binary = everything(seen(binary, &arguments, stdin.as_deref(), folder), files);
        let bundled = seen(Command::new(program), &arguments, stdin.as_deref(), folder);
        assert_eq!(everything(bundled, files), binary, "{protocol}");
    }
}
