//! The calling conventions of judge systems for a special judge (checker): which arguments
//! come in which order, where the contestant's output is, and how the verdict goes back
//! (exit status, a file, standard output or error). [`run`] speaks one of them around
//! [`crate::check`](mod@crate::check), so the same judgement reaches every system.
//!
//! | protocol | arguments | contestant's output | verdict |
//! |---|---|---|---|
//! | `eight` | `INPUT OUTPUT` | OUTPUT | stdout `accepted: ...` / `wrong answer: ...`; exit 0 / 1, 2 bad INPUT, 3 unreadable |
//! | `testlib` | `IN OUT ANS [REPORT [-appes]]` | OUT | exit 0 ok, 1 wrong answer, 3 FAIL; stderr `ok ...`, `wrong answer ...`, `FAIL ...`, or REPORT (XML with `-appes`) |
//! | `kattis` | `IN ANS FEEDBACK_DIR [flags]` | stdin | exit 42 accepted, 43 wrong answer, else judge error; `judgemessage.txt`, `teammessage.txt` |
//! | `hustoj` | `IN ANS OUT` | OUT | exit 0 accepted, 1 wrong answer (also on a judge fault, which has no status there); stderr |
//! | `lemon` | `IN OUT ANS FULLSCORE SCOREFILE MSGFILE` | OUT | the score in SCOREFILE, the message in MSGFILE; exit 3 on a judge fault |
//! | `cms` | `IN ANS OUT` | OUT | stdout line 1 `1.0` or `0.0`, stderr line 1 the message, exit 0; exit 3 on a judge fault |
//!
//! A bad INPUT or an unreadable file is the judge's fault, never the contestant's: it is
//! reported as the protocol's failure, never as accepted. The jury's answer file (ANS) is
//! read to its end, so an unreadable one is a fault too, but the verdict comes from solving
//! each case, not from ANS. Nothing is written to stderr before the verdict line.
//!
//! # Costs
//! Those of [`crate::check`](mod@crate::check), plus reading ANS once.

use crate::check::{check_cached, Verdict};
use crate::error::{Error, EXIT_BAD_INPUT, EXIT_IO, EXIT_OK, EXIT_UNREACHABLE};
use crate::format::Format;
use crate::grid::Size;
use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// A judge system's calling convention for a checker.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Protocol {
    /// `eight check INPUT OUTPUT`: this program's own convention.
    Eight,
    /// testlib: Polygon, Codeforces, Luogu, UOJ, LOJ, Hydro's testlib type.
    Testlib,
    /// The Kattis problem package format: Kattis, DOMjudge, BAPCtools.
    Kattis,
    /// HUSTOJ.
    Hustoj,
    /// Lemon and LemonLime.
    Lemon,
    /// CMS (IOI).
    Cms,
}

impl Protocol {
    /// Every protocol, the default first.
    pub const ALL: [Protocol; 6] = [
        Protocol::Eight,
        Protocol::Testlib,
        Protocol::Kattis,
        Protocol::Hustoj,
        Protocol::Lemon,
        Protocol::Cms,
    ];

    /// The name used by `--protocol`.
    pub fn name(self) -> &'static str {
        match self {
            Protocol::Eight => "eight",
            Protocol::Testlib => "testlib",
            Protocol::Kattis => "kattis",
            Protocol::Hustoj => "hustoj",
            Protocol::Lemon => "lemon",
            Protocol::Cms => "cms",
        }
    }

    /// The protocol called `name`.
    pub fn from_name(name: &str) -> Option<Protocol> {
        Protocol::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The arguments the judge system passes, for the help text.
    pub fn arguments(self) -> &'static str {
        match self {
            Protocol::Eight => "INPUT OUTPUT",
            Protocol::Testlib => "IN OUT ANS [REPORT [-appes]]",
            Protocol::Kattis => "IN ANS FEEDBACK_DIR [flags]  (the output on stdin)",
            Protocol::Hustoj | Protocol::Cms => "IN ANS OUT",
            Protocol::Lemon => "IN OUT ANS FULLSCORE SCOREFILE MSGFILE",
        }
    }

    /// The judge systems that call checkers this way.
    pub fn systems(self) -> &'static str {
        match self {
            Protocol::Eight => "the command line",
            Protocol::Testlib => "Polygon, Codeforces, Luogu, UOJ, LOJ, Hydro (testlib type)",
            Protocol::Kattis => "Kattis, DOMjudge, BAPCtools",
            Protocol::Hustoj => "HUSTOJ",
            Protocol::Lemon => "Lemon, LemonLime",
            Protocol::Cms => "CMS",
        }
    }
}

/// Runs the checker of `format` with boards of `size` as `protocol` with the judge's
/// `arguments` (the words after the options), the contestant's output on `stdin` where the
/// protocol puts it there. Returns the exit status the protocol wants. Slow pattern
/// databases are cached on disk ([`crate::grid::Cache::Default`]).
pub fn run(
    protocol: Protocol,
    format: Format,
    size: Size,
    arguments: &[OsString],
    stdin: impl Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    run_cached(
        protocol, format, size, true, arguments, stdin, stdout, stderr,
    )
}

/// [`run`], with the disk cache of pattern databases only when `cache` (`--no-cache`
/// turns it off).
#[allow(clippy::too_many_arguments)]
pub fn run_cached(
    protocol: Protocol,
    format: Format,
    size: Size,
    cache: bool,
    arguments: &[OsString],
    stdin: impl Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let paths: Vec<PathBuf> = arguments.iter().map(PathBuf::from).collect();
    let format = Checked {
        format,
        size,
        cache,
    };
    match protocol {
        Protocol::Eight => eight(format, &paths, stdout, stderr),
        Protocol::Testlib => testlib(format, &paths, arguments, stderr),
        Protocol::Kattis => kattis(format, &paths, stdin, stderr),
        Protocol::Hustoj => hustoj(format, &paths, stderr),
        Protocol::Lemon => lemon(format, &paths, stderr),
        Protocol::Cms => cms(format, &paths, stdout, stderr),
    }
}

/// What is checked: a format, with boards of a size.
#[derive(Clone, Copy)]
struct Checked {
    format: Format,
    size: Size,
    /// Whether the pattern databases may be cached on disk.
    cache: bool,
}

/// What a checker run came to: a verdict, or a fault of the judge's files or arguments.
type Judged = Result<Verdict, Error>;

/// Judges the output read from `output` for the input file `input`, after reading the answer
/// file `answer` to its end (when the protocol has one). Warnings about the input (text after
/// its last case) go to `warnings`; `quiet` keeps a failure to write the table cache unsaid.
fn judge_with_warnings(
    format: Checked,
    input: &Path,
    answer: Option<&Path>,
    output: impl Read,
    warnings: &mut dyn Write,
    quiet: bool,
) -> Judged {
    if let Some(answer) = answer {
        io::copy(&mut NamedFile::open(answer)?, &mut io::sink())?;
    }
    let cache = match (format.cache, quiet) {
        (true, false) => crate::grid::Cache::Default,
        (true, true) => crate::grid::Cache::DefaultSilent,
        (false, _) => crate::grid::Cache::Off,
    };
    check_cached(
        format.format,
        format.size,
        &cache,
        NamedFile::open(input)?,
        output,
        warnings,
    )
}

/// [`judge_with_warnings`] for the judge systems, which read the verdict from the first
/// bytes of stderr (or a file): a warning must not come first, so there is none.
fn judge(format: Checked, input: &Path, answer: Option<&Path>, output: impl Read) -> Judged {
    judge_with_warnings(format, input, answer, output, &mut io::sink(), true)
}

fn usage(protocol: Protocol, count: usize) -> Error {
    Error::Usage(format!(
        "the {} protocol takes {}, not {count} arguments",
        protocol.name(),
        protocol.arguments()
    ))
}

/// One line for a fault: the file and the problem.
fn fault_message(error: &Error) -> String {
    match error {
        Error::Input { .. } => format!("bad INPUT file: {error}"),
        _ => error.to_string(),
    }
}

fn eight(
    format: Checked,
    paths: &[PathBuf],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let judged = match paths {
        [input, output] => NamedFile::open(output)
            .and_then(|o| judge_with_warnings(format, input, None, o, &mut *stderr, false)),
        _ => Err(usage(Protocol::Eight, paths.len())),
    };
    match judged {
        Ok(verdict) => {
            let status = match verdict {
                Verdict::Accepted { .. } => EXIT_OK,
                Verdict::Rejected { .. } => EXIT_UNREACHABLE,
            };
            match writeln!(stdout, "{verdict}").and_then(|()| stdout.flush()) {
                Ok(()) => status,
                Err(_) => EXIT_IO,
            }
        }
        Err(error) => {
            let _ = writeln!(stderr, "eight: {}", fault_message(&error));
            error.exit_status()
        }
    }
}

/// testlib's exit statuses: `_ok`, `_wa`, `_fail`.
const TESTLIB_OK: i32 = 0;
const TESTLIB_WRONG: i32 = 1;
const TESTLIB_FAIL: i32 = 3;

fn testlib(
    format: Checked,
    paths: &[PathBuf],
    arguments: &[OsString],
    stderr: &mut dyn Write,
) -> i32 {
    let (judged, report, appes) = match paths {
        [input, output, answer, rest @ ..] if rest.len() <= 2 => {
            let appes = rest.len() == 2 && arguments[4] == "-appes";
            let judged = if rest.len() == 2 && !appes {
                Err(Error::Usage(format!(
                    "testlib's fifth argument is -appes, not {:?}",
                    arguments[4]
                )))
            } else {
                NamedFile::open(output).and_then(|o| judge(format, input, Some(answer), o))
            };
            (judged, rest.first(), appes)
        }
        _ => (Err(usage(Protocol::Testlib, paths.len())), None, false),
    };
    let (status, name, outcome, message) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) => (TESTLIB_OK, "ok", "accepted", verdict.message()),
        Ok(verdict) => (
            TESTLIB_WRONG,
            "wrong answer",
            "wrong-answer",
            verdict.message(),
        ),
        Err(error) => (TESTLIB_FAIL, "FAIL", "fail", fault_message(error)),
    };
    let report = match report {
        Some(report) => report,
        None => {
            return match writeln!(stderr, "{name} {message}") {
                Ok(()) => status,
                Err(_) => TESTLIB_FAIL,
            }
        }
    };
    let text = if appes {
        format!(
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">{}</result>\n",
            xml_escaped(&message)
        )
    } else {
        message
    };
    match fs::write(report, text) {
        Ok(()) => status,
        Err(error) => {
            let _ = writeln!(
                stderr,
                "FAIL cannot write the report {}: {error}",
                report.display()
            );
            TESTLIB_FAIL
        }
    }
}

/// The message as testlib writes it into XML: markup escaped, control bytes as dots.
fn xml_escaped(message: &str) -> String {
    let mut text = String::with_capacity(message.len());
    for character in message.chars() {
        match character {
            '&' => text += "&amp;",
            '<' => text += "&lt;",
            '>' => text += "&gt;",
            '"' => text += "&quot;",
            '\0'..='\x1f' => text.push('.'),
            other => text.push(other),
        }
    }
    text
}

/// The Kattis output validator's exit statuses.
const KATTIS_ACCEPTED: i32 = 42;
const KATTIS_WRONG: i32 = 43;

fn kattis(format: Checked, paths: &[PathBuf], stdin: impl Read, stderr: &mut dyn Write) -> i32 {
    // Flags after the feedback directory (e.g. case_sensitive) change nothing here.
    let (input, answer, feedback) = match paths {
        [input, answer, feedback, ..] => (input, answer, feedback),
        _ => {
            let error = usage(Protocol::Kattis, paths.len());
            let _ = writeln!(stderr, "eight: {error}");
            return error.exit_status();
        }
    };
    let judged = judge(format, input, Some(answer), stdin);
    let (status, judge_message, team_message) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) => (
            KATTIS_ACCEPTED,
            format!("accepted: {}", verdict.message()),
            String::new(),
        ),
        Ok(verdict @ Verdict::Rejected { case, at }) => (
            KATTIS_WRONG,
            format!("wrong answer: {}", verdict.message()),
            // The team learns where, not what the right answer would have been.
            match case {
                Some(case) => format!(
                    "wrong answer on case {case} (output line {}, column {})",
                    at.line, at.column
                ),
                None => format!(
                    "wrong answer: output after the last case (line {})",
                    at.line
                ),
            },
        ),
        Err(error) => (error.exit_status(), fault_message(error), String::new()),
    };
    // The directory may come without a trailing slash: join, never concatenate.
    let written =
        fs::write(feedback.join("judgemessage.txt"), judge_message + "\n").and_then(|()| {
            match team_message.is_empty() {
                true => Ok(()),
                false => fs::write(feedback.join("teammessage.txt"), team_message + "\n"),
            }
        });
    match (written, &judged) {
        (Ok(()), _) => status,
        (Err(error), _) => {
            let _ = writeln!(
                stderr,
                "eight: cannot write to the feedback directory {}: {error}",
                feedback.display()
            );
            EXIT_IO
        }
    }
}

fn hustoj(format: Checked, paths: &[PathBuf], stderr: &mut dyn Write) -> i32 {
    let judged = match paths {
        [input, answer, output] => {
            NamedFile::open(output).and_then(|o| judge(format, input, Some(answer), o))
        }
        _ => Err(usage(Protocol::Hustoj, paths.len())),
    };
    // HUSTOJ knows 0 (accepted), 1 (wrong answer) and 2 (presentation error): a judge fault
    // must not pass, so it is a wrong answer whose message says FAIL.
    let (status, line) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) => (EXIT_OK, verdict.to_string()),
        Ok(verdict) => (1, verdict.to_string()),
        Err(error) => (1, format!("FAIL {}", fault_message(error))),
    };
    let _ = writeln!(stderr, "{line}");
    status
}

fn lemon(format: Checked, paths: &[PathBuf], stderr: &mut dyn Write) -> i32 {
    let (input, output, answer, full_score, score_file, message_file) = match paths {
        [input, output, answer, full_score, score_file, message_file] => {
            (input, output, answer, full_score, score_file, message_file)
        }
        _ => {
            let error = usage(Protocol::Lemon, paths.len());
            let _ = writeln!(stderr, "eight: {error}");
            return error.exit_status();
        }
    };
    let full = full_score
        .to_str()
        .filter(|text| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|text| text.parse::<u64>().ok());
    let judged = match full {
        Some(_) => NamedFile::open(output).and_then(|o| judge(format, input, Some(answer), o)),
        None => Err(Error::Usage(format!(
            "FULLSCORE must be a whole number, not {full_score:?}"
        ))),
    };
    let (score, message, status) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) => (full.unwrap_or(0), verdict.to_string(), EXIT_OK),
        Ok(verdict) => (0, verdict.to_string(), EXIT_OK),
        Err(error) => (0, format!("FAIL {}", fault_message(error)), EXIT_IO),
    };
    let written = fs::write(score_file, format!("{score}\n"))
        .and_then(|()| fs::write(message_file, message + "\n"));
    match written {
        Ok(()) => status,
        Err(error) => {
            let _ = writeln!(stderr, "eight: cannot write the score or message: {error}");
            EXIT_IO
        }
    }
}

fn cms(format: Checked, paths: &[PathBuf], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let judged = match paths {
        [input, answer, output] => {
            NamedFile::open(output).and_then(|o| judge(format, input, Some(answer), o))
        }
        _ => Err(usage(Protocol::Cms, paths.len())),
    };
    let (outcome, message) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) => ("1.0", verdict.to_string()),
        Ok(verdict) => ("0.0", verdict.to_string()),
        Err(error) => {
            // A non-zero status tells CMS that evaluation itself failed.
            let _ = writeln!(stderr, "FAIL {}", fault_message(error));
            return if matches!(error, Error::Io(_)) {
                EXIT_IO
            } else {
                EXIT_BAD_INPUT
            };
        }
    };
    match writeln!(stdout, "{outcome}").and_then(|()| stdout.flush()) {
        Ok(()) => {
            let _ = writeln!(stderr, "{message}");
            EXIT_OK
        }
        Err(_) => EXIT_IO,
    }
}

/// A file whose open and read errors name it.
pub(crate) struct NamedFile {
    file: File,
    path: PathBuf,
}

impl NamedFile {
    /// Opens `path` for reading.
    pub(crate) fn open(path: &Path) -> Result<NamedFile, Error> {
        match File::open(path) {
            Ok(file) => Ok(NamedFile {
                file,
                path: path.to_path_buf(),
            }),
            Err(error) => Err(Error::Io(named(path, &error))),
        }
    }
}

impl Read for NamedFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.file
            .read(buf)
            .map_err(|error| named(&self.path, &error))
    }
}

fn named(path: &Path, error: &io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for protocol in Protocol::ALL {
            assert_eq!(Protocol::from_name(protocol.name()), Some(protocol));
        }
        assert_eq!(Protocol::from_name("polygon"), None);
    }

    #[test]
    fn xml_is_escaped_as_testlib_does() {
        assert_eq!(
            xml_escaped("a<b>&\"c\"\t\u{e9}"),
            "a&lt;b&gt;&amp;&quot;c&quot;.\u{e9}"
        );
    }
}
