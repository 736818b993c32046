//! Running the `eight` binary in tests.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub mod invalid;
pub mod judge_system;

/// What one run of the binary gave.
pub struct Run {
    pub status: i32,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// The table cache home (`$XDG_CACHE_HOME`) that every test binary of one build shares:
/// a folder under Cargo's temporary folder, never the user's cache, named for the build of
/// the binary (its length and modification time), so the pattern databases one test binary
/// builds are loaded by the others and by the next run of the same build, and a rebuilt
/// binary starts cold. The folders of other builds are removed when the first test of a
/// build asks for its own.
pub fn cache_home() -> PathBuf {
    static MADE: std::sync::Once = std::sync::Once::new();
    let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let binary = std::fs::metadata(env!("CARGO_BIN_EXE_eight")).expect("the binary is built");
    let modified = binary
        .modified()
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos());
    let name = format!("table-cache-{}-{modified}", binary.len());
    let home = base.join(&name);
    MADE.call_once(|| {
        if let Ok(entries) = std::fs::read_dir(&base) {
            for entry in entries.flatten() {
                let other = entry.file_name().to_string_lossy().into_owned();
                if other.starts_with("table-cache-") && other != name {
                    let _ = std::fs::remove_dir_all(entry.path());
                }
            }
        }
        std::fs::create_dir_all(&home).expect("the test cache folder can be made");
    });
    home
}

/// The shared table cache ([`cache_home`]) as the library names it, for tests that call
/// the library in process.
pub fn table_cache() -> eight::Cache {
    eight::Cache::Folder(cache_home().join("eight"))
}

/// A folder of this test process's own under Cargo's temporary folder, named `prefix` and
/// the process id; the folders of test processes that have ended are removed when the next
/// one asks (Linux: by /proc).
pub fn process_folder(prefix: &str) -> PathBuf {
    let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let folder = base.join(format!("{prefix}.{}", std::process::id()));
    if let Ok(entries) = std::fs::read_dir(&base) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(pid) = name.strip_prefix(prefix).and_then(|n| n.strip_prefix('.')) {
                let ended = cfg!(target_os = "linux") && !Path::new("/proc").join(pid).exists();
                if ended {
                    let _ = std::fs::remove_dir_all(entry.path());
                }
            }
        }
    }
    std::fs::create_dir_all(&folder).expect("the test folder can be made");
    folder
}

/// Runs `eight` with `arguments`, feeding `input` on stdin; its table cache is the one the
/// tests share ([`cache_home`]).
pub fn eight(arguments: &[&str], input: &[u8]) -> Run {
    eight_with(
        arguments,
        input,
        &[("XDG_CACHE_HOME", cache_home().as_os_str())],
    )
}

/// [`eight`] with more environment variables.
pub fn eight_with(
    arguments: &[&str],
    input: &[u8],
    environment: &[(&str, &std::ffi::OsStr)],
) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_eight"));
    command.env("XDG_CACHE_HOME", cache_home());
    for (name, value) in environment {
        command.env(name, value);
    }
    let mut child = command
        .args(arguments)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Feed from a thread so that a large output cannot block the writer.
    let feeder = std::thread::spawn(move || {
        // The program may stop reading early on bad input: a broken pipe is fine.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary finishes");
    feeder.join().expect("the feeder finishes");
    Run {
        status: output
            .status
            .code()
            .expect("the binary exits, not killed by a signal"),
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The path of a file in samples/.
pub fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

/// The board size a sample's stem names, such as `4x4` in `hdu3567-4x4`: a `-`-separated part
/// of digits, `x`, digits. `None` for the samples of the default size.
pub fn sample_size(stem: &str) -> Option<&str> {
    stem.split('-').skip(1).find(|part| {
        part.split_once('x').map_or(false, |(rows, columns)| {
            !rows.is_empty()
                && !columns.is_empty()
                && rows
                    .bytes()
                    .chain(columns.bytes())
                    .all(|b| b.is_ascii_digit())
        })
    })
}

/// A scratch folder of its own under the system's temporary folder (tests run in parallel),
/// removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new() -> Scratch {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static FOLDERS: AtomicUsize = AtomicUsize::new(0);
        let folder = FOLDERS.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("eight-test-{}-{folder}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `eight check INPUT OUTPUT --format FORMAT`, with `--size` when `size` is given, on files
/// written to a scratch folder.
pub fn check_sized(format: &str, size: Option<&str>, input: &[u8], output: &[u8]) -> Run {
    let scratch = Scratch::new();
    let input_path = scratch.file("check.in");
    let output_path = scratch.file("check.out");
    std::fs::write(&input_path, input).unwrap();
    std::fs::write(&output_path, output).unwrap();
    let mut arguments = vec![
        "check",
        input_path.to_str().unwrap(),
        output_path.to_str().unwrap(),
        "--format",
        format,
    ];
    if let Some(size) = size {
        arguments.extend(["--size", size]);
    }
    eight(&arguments, b"")
}

/// `eight gen` output for `arguments`.
pub fn generated(arguments: &[&str]) -> Vec<u8> {
    let run = eight(arguments, b"");
    assert_eq!(run.status, 0, "{arguments:?}: {}", run.stderr);
    run.stdout
}

/// Inputs of `format` at its judge's limits, made by `eight gen`, each with a label: the
/// most cases a judge sends, unsolvable boards where the format answers them, boards at
/// the promised longest paths and beyond a format's move limit, the largest boards.
pub fn judge_inputs(format: &str) -> Vec<(String, Vec<u8>)> {
    let plans: &[&[&str]] = match format {
        "lightoj1121" => &[
            &["--cases", "100", "--seed", "1", "--unsolvable-share", "0.2"],
            &["--cases", "100", "--seed", "2", "--walk", "35"],
            &["--cases", "100", "--seed", "3", "--walk", "60"],
        ],
        "uva10181" => &[
            &["--cases", "50", "--seed", "4", "--walk", "45"],
            &["--cases", "5", "--seed", "7", "--walk", "200"],
            &["--cases", "20", "--seed", "5", "--unsolvable-share", "1"],
        ],
        "mipt091" => &[
            &["--seed", "0", "--walk", "200"],
            &["--seed", "1", "--walk", "200"],
            &["--seed", "2", "--unsolvable-share", "1"],
        ],
        "alds1_13_c" => &[
            &["--seed", "0", "--walk", "45"],
            &["--seed", "1", "--walk", "45"],
            &["--seed", "2", "--walk", "45"],
            &["--seed", "3", "--walk", "200"],
        ],
        "aoj0121" => &[&["--cases", "1000", "--seed", "121"]],
        "hackerrank_npuzzle" => &[
            &["--size", "3x3", "--seed", "1"],
            &["--size", "4x4", "--seed", "2", "--walk", "80"],
            &["--size", "5x5", "--seed", "3"],
        ],
        "npuzzle42" => &[
            &["--size", "3x3", "--seed", "1", "--unsolvable-share", "0.5"],
            &["--size", "4x4", "--seed", "2", "--walk", "60"],
            &["--size", "6x6", "--seed", "3"],
        ],
        "leetcode773" => &[&[
            "--cases",
            "500",
            "--seed",
            "773",
            "--unsolvable-share",
            "0.5",
        ]],
        "poj2893" => &[
            &["--size", "999x999", "--cases", "2", "--seed", "1"],
            &["--size", "4x4", "--cases", "300", "--seed", "2"],
        ],
        "hdu1043" | "uva652" => &[&[
            "--cases",
            "2000",
            "--seed",
            "1",
            "--unsolvable-share",
            "0.2",
        ]],
        "hdu3567" => &[
            &["--cases", "2000", "--seed", "1"],
            &["--cases", "200", "--seed", "2", "--distance", "31"],
        ],
        _ => &[&["--seed", "1"], &["--seed", "2", "--min-distance", "28"]],
    };
    plans
        .iter()
        .map(|plan| {
            let mut arguments = vec!["gen", "--format", format];
            arguments.extend_from_slice(plan);
            (plan.join(" "), generated(&arguments))
        })
        .collect()
}

/// Runs `program` feeding `input` on stdin, like [`eight`].
pub fn run_program(program: &Path, input: &[u8]) -> Run {
    run_program_with(program, &[], input)
}

/// [`run_program`] with `arguments`.
pub fn run_program_with(program: &Path, arguments: &[&str], input: &[u8]) -> Run {
    // The one-file programs of other sizes than 3x3 carry the binary's table cache: the
    // tests' own, never the user's.
    let mut child = Command::new(program)
        .args(arguments)
        .env("XDG_CACHE_HOME", cache_home())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        // The program stops reading at bad input: a broken pipe is fine.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the program finishes");
    feeder.join().expect("the feeder finishes");
    Run {
        status: output.status.code().expect("the program exits, not killed"),
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// What `eight check --format FORMAT [--size SIZE] INPUT OUTPUT` prints and exits with,
/// judged in this process by the library's `run_checker` (the call the binary makes for
/// it), with the shared table cache: for tests about the judging itself, thousands of
/// outputs, where a process each would be most of the time.
pub fn check_in_process(format: &str, size: Option<&str>, input: &Path, output: &Path) -> Run {
    let format = eight::Format::from_name(format).expect("a format's name");
    let mut batch = eight::Batch::new(format).cache(table_cache());
    if let Some(size) = size {
        batch = batch.size(eight::Size::parse(size).expect("a size"));
    }
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let status = eight::run_checker(
        eight::Protocol::Eight,
        &batch,
        &[input.into(), output.into()],
        false,
        std::io::empty(),
        &mut stdout,
        &mut stderr,
    );
    Run {
        status,
        stdout,
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    }
}

/// `eight check --protocol kattis INPUT ANSWER FEEDBACK` in process, `output` on its stdin:
/// the exit status (the message is in FEEDBACK/judgemessage.txt).
pub fn check_in_process_as(
    format: &str,
    input: &Path,
    answer: &Path,
    feedback: &Path,
    output: &[u8],
) -> i32 {
    let format = eight::Format::from_name(format).expect("a format's name");
    let batch = eight::Batch::new(format).cache(table_cache());
    eight::run_checker(
        eight::Protocol::Kattis,
        &batch,
        &[input.into(), answer.into(), feedback.into()],
        false,
        output,
        &mut std::io::sink(),
        &mut std::io::sink(),
    )
}

/// How many of the 1,632,960 query classes of 3x3 have each optimal length, 0 to 31 (the
/// design notes, section 2): what the exhaustive runs of the binary and of the C++ file count.
pub const THREE_CLASSES_BY_LENGTH: [usize; 32] = [
    9, 24, 44, 80, 136, 224, 384, 640, 1032, 1616, 2632, 4192, 6860, 10784, 17156, 26264, 40194,
    58576, 83632, 111440, 145436, 173768, 200084, 201056, 191265, 151824, 109798, 58872, 26362,
    7024, 1536, 16,
];
