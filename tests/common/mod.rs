//! Running the `eight` binary in tests.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// What one run of the binary gave.
pub struct Run {
    pub status: i32,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// Runs `eight` with `arguments`, feeding `input` on stdin.
pub fn eight(arguments: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_eight"))
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
