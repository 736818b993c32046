//! The calling conventions of judge systems for a special judge (checker): which arguments
//! come in which order, where the contestant's output is, and how the verdict goes back
//! (exit status, a file, standard output or error). [`run`] speaks one of them around
//! [`check`](super::check), so the same judgement reaches every system.
//!
//! | protocol | arguments | contestant's output | verdict |
//! |---|---|---|---|
//! | `eight` | `INPUT OUTPUT` | OUTPUT | stdout `accepted: ...` / `wrong answer: ...`; exit 0 / 1, 2 bad INPUT, 3 unreadable |
//! | `testlib` | `IN OUT ANS [REPORT [-appes]]` | OUT | exit 0 ok, 1 wrong answer, 3 FAIL; stderr `ok ...`, `wrong answer ...`, `FAIL ...`, or REPORT (XML with `-appes`) |
//! | `kattis` | `IN ANS FEEDBACK_DIR [flags]` | stdin | exit 42 accepted, 43 wrong answer, else judge error; `judgemessage.txt`, `teammessage.txt` |
//! | `hustoj` | `IN ANS OUT` | OUT | exit 0 accepted, 1 wrong answer (also on a judge fault, which has no status there); stderr |
//! | `lemon` | `IN OUT ANS FULLSCORE SCOREFILE MSGFILE` | OUT | the score in SCOREFILE, the message in MSGFILE; exit 3 on a judge fault |
//! | `cms` | `IN ANS OUT` | OUT | stdout line 1 `1.0` or `0.0`, stderr line 1 the message, exit 0; exit 3 on a judge fault |
//! | `qduoj` | `IN OUT` | OUT | exit 0 accepted, 1 wrong answer, 2 or 3 a judge fault (a system error there); stderr |
//! | `syzoj` | none: `input`, `user_out`, `answer` in the working folder | `user_out` | stdout the score, 100 or 0; stderr the message; exit 2 or 3 on a judge fault |
//!
//! A bad INPUT or an unreadable file is the judge's fault, never the contestant's: it is
//! reported as the protocol's failure, never as accepted. The jury's answer file (ANS) is
//! read to its end, so an unreadable one is a fault too, but the verdict comes from solving
//! each case, not from ANS. Nothing is written to stderr before the verdict line.
//!
//! # Costs
//! Those of [`check`](super::check), plus reading ANS once.

use super::{check, NamedFile};
use crate::batch::Batch;
use crate::format::judging::Verdict;
use crate::shared::markup::escape_markup;
use crate::shared::Cache;
use crate::shared::Error;
use std::ffi::OsString;
use std::fs;
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
    /// QDUOJ (QingdaoU's judge).
    Qduoj,
    /// SYZOJ and its judge-v3.
    Syzoj,
}

impl Protocol {
    /// Every protocol, the default first.
    pub const ALL: [Protocol; 8] = [
        Protocol::Eight,
        Protocol::Testlib,
        Protocol::Kattis,
        Protocol::Hustoj,
        Protocol::Lemon,
        Protocol::Cms,
        Protocol::Qduoj,
        Protocol::Syzoj,
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
            Protocol::Qduoj => "qduoj",
            Protocol::Syzoj => "syzoj",
        }
    }

    /// The protocol called `name`.
    pub fn from_name(name: &str) -> Option<Protocol> {
        Protocol::ALL.iter().copied().find(|p| p.name() == name)
    }

    /// The arguments the judge system passes, for the help text.
    pub fn arguments(self) -> &'static str {
        match self {
            Protocol::Eight => "INPUT OUTPUT",
            Protocol::Testlib => "IN OUT ANS [REPORT [-appes]]",
            Protocol::Kattis => "IN ANS FEEDBACK_DIR [flags]  (the output on stdin)",
            Protocol::Hustoj | Protocol::Cms => "IN ANS OUT",
            Protocol::Lemon => "IN OUT ANS FULLSCORE SCOREFILE MSGFILE",
            Protocol::Qduoj => "IN OUT",
            Protocol::Syzoj => "none  (input, user_out and answer in the working folder)",
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
            Protocol::Qduoj => "QDUOJ",
            Protocol::Syzoj => "SYZOJ",
        }
    }
}

impl Protocol {
    /// Whether the protocol can give part of the points (`eight check --score`): all but
    /// HUSTOJ's and QDUOJ's, which know only accepted and wrong.
    pub fn scores(self) -> bool {
        !matches!(self, Protocol::Hustoj | Protocol::Qduoj)
    }
}

/// Runs the checker of `batch` (its format, board size and disk cache) as `protocol` with
/// the judge's `arguments` (the words after the options), the contestant's output on
/// `stdin` where the protocol puts it there. With `score`, a right answer gets the share of
/// the points [`Verdict::score`] gives, in the protocol's own terms (where it
/// [`scores`](Protocol::scores)). Returns the exit status the protocol wants.
pub fn run_checker(
    protocol: Protocol,
    batch: &Batch,
    arguments: &[OsString],
    score: bool,
    stdin: impl Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let paths: Vec<PathBuf> = arguments.iter().map(PathBuf::from).collect();
    // Without a score eight's own paths beyond 16 cells would be found for nothing.
    let batch = &batch.clone().scores_big_boards(score);
    match protocol {
        Protocol::Eight => eight(batch, &paths, score, stdout, stderr),
        Protocol::Testlib => testlib(batch, &paths, arguments, score, stderr),
        Protocol::Kattis => kattis(batch, &paths, score, stdin, stderr),
        Protocol::Hustoj => hustoj(batch, &paths, stderr),
        Protocol::Lemon => lemon(batch, &paths, score, stderr),
        Protocol::Cms => cms(batch, &paths, score, stdout, stderr),
        Protocol::Qduoj => qduoj(batch, &paths, stderr),
        Protocol::Syzoj => syzoj(batch, &paths, score, stdout, stderr),
    }
}

/// What a checker run came to: a verdict, or a fault of the judge's files or arguments.
type Judged = Result<Verdict, Error>;

/// Judges the output read from `output` for the input file `input`, after reading the answer
/// file `answer` to its end (when the protocol has one). Warnings about the input (text after
/// its last case) go to `warnings`; `quiet` keeps a failure to write the table cache unsaid.
fn judge_with_warnings(
    batch: &Batch,
    input: &Path,
    answer: Option<&Path>,
    output: impl Read,
    warnings: &mut dyn Write,
    quiet: bool,
) -> Judged {
    if let Some(answer) = answer {
        io::copy(&mut NamedFile::open(answer)?, &mut io::sink())?;
    }
    let cache = match &batch.cache {
        Cache::Default if quiet => Cache::DefaultSilent,
        cache => cache.clone(),
    };
    check(
        batch.clone().cache(cache),
        NamedFile::open(input)?,
        output,
        warnings,
    )
}

/// [`judge_with_warnings`] for the judge systems, which read the verdict from the first
/// bytes of stderr (or a file): a warning must not come first, so there is none.
fn judge(batch: &Batch, input: &Path, answer: Option<&Path>, output: impl Read) -> Judged {
    judge_with_warnings(batch, input, answer, output, &mut io::sink(), true)
}

fn usage(protocol: Protocol, count: usize) -> Error {
    Error::Unsupported(format!(
        "the {} protocol takes {}, not {count} arguments",
        protocol.name(),
        protocol.arguments()
    ))
}

/// One line for a fault: the file and the problem, or the checker's arguments that are
/// wrong (its command line, worded as `eight`'s own usage errors).
fn fault_message(error: &Error) -> String {
    match error {
        Error::Input { .. } => format!("bad INPUT file: {error}"),
        Error::Unsupported(message) => format!("usage: {message} (see eight --help)"),
        Error::Io(_) => error.to_string(),
    }
}

/// The exit status of a fault where the protocol has one: 2 for the judge's bad input or
/// arguments, 3 for a file that cannot be read or written (as `eight check` exits).
fn fault_status(error: &Error) -> i32 {
    match error {
        Error::Input { .. } | Error::Unsupported(_) => FAULT_BAD_INPUT,
        Error::Io(_) => FAULT_IO,
    }
}

/// The `eight` protocol's statuses for a verdict: accepted, wrong answer.
const EIGHT_ACCEPTED: i32 = 0;
const EIGHT_WRONG: i32 = 1;

/// A fault's statuses, where the protocol reports faults by exit status.
const FAULT_BAD_INPUT: i32 = 2;
const FAULT_IO: i32 = 3;

/// The status of a checker that delivered its verdict some other way (a file, stdout).
const DELIVERED: i32 = 0;

/// The score as the protocols write it: a fraction with six decimals.
fn fraction(verdict: &Verdict) -> String {
    format!("{:.6}", verdict.score())
}

/// `points` of `full`, rounded down: a share below 1 never earns all of them.
fn points_of(verdict: &Verdict, full: u64) -> u64 {
    match verdict.score() {
        share if share >= 1.0 => full,
        share => (full as f64 * share).floor() as u64,
    }
}

fn eight(
    batch: &Batch,
    paths: &[PathBuf],
    score: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let judged = match paths {
        [input, output] => NamedFile::open(output)
            .and_then(|o| judge_with_warnings(batch, input, None, o, &mut *stderr, false)),
        _ => Err(usage(Protocol::Eight, paths.len())),
    };
    match judged {
        Ok(verdict) => {
            let status = match verdict {
                Verdict::Accepted { .. } => EIGHT_ACCEPTED,
                Verdict::Rejected { .. } => EIGHT_WRONG,
            };
            let line = match (score, &verdict) {
                (true, Verdict::Accepted { .. }) => {
                    format!("{verdict}, score {}", fraction(&verdict))
                }
                _ => verdict.to_string(),
            };
            match writeln!(stdout, "{line}").and_then(|()| stdout.flush()) {
                Ok(()) => status,
                Err(_) => FAULT_IO,
            }
        }
        Err(error) => {
            let _ = writeln!(stderr, "eight: {}", fault_message(&error));
            fault_status(&error)
        }
    }
}

/// testlib's exit statuses: `_ok`, `_wa`, `_fail`.
const TESTLIB_OK: i32 = 0;
const TESTLIB_WRONG: i32 = 1;
const TESTLIB_FAIL: i32 = 3;
/// testlib's `_points`: part of the points.
const TESTLIB_POINTS: i32 = 7;

fn testlib(
    batch: &Batch,
    paths: &[PathBuf],
    arguments: &[OsString],
    score: bool,
    stderr: &mut dyn Write,
) -> i32 {
    let (judged, report, appes) = match paths {
        [input, output, answer, rest @ ..] if rest.len() <= 2 => {
            let appes = rest.len() == 2 && arguments[4] == "-appes";
            let judged = if rest.len() == 2 && !appes {
                Err(Error::Unsupported(format!(
                    "testlib's fifth argument is -appes, not {:?}",
                    arguments[4]
                )))
            } else {
                NamedFile::open(output).and_then(|o| judge(batch, input, Some(answer), o))
            };
            (judged, rest.first(), appes)
        }
        _ => (Err(usage(Protocol::Testlib, paths.len())), None, false),
    };
    let (status, name, outcome, message) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) if score && verdict.score() < 1.0 => (
            TESTLIB_POINTS,
            "points",
            "points",
            format!("{} {}", fraction(verdict), verdict.message()),
        ),
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
        let points = match (status, &judged) {
            (TESTLIB_POINTS, Ok(verdict)) => format!(" points = \"{}\"", fraction(verdict)),
            _ => String::new(),
        };
        let message = match (status, &judged) {
            (TESTLIB_POINTS, Ok(verdict)) => verdict.message(),
            _ => message,
        };
        format!(
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\"{points}>{}</result>\n",
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
    let dotted: String = message
        .chars()
        .map(|character| match character {
            '\0'..='\x1f' => '.',
            other => other,
        })
        .collect();
    escape_markup(&dotted)
}

/// The Kattis output validator's exit statuses.
const KATTIS_ACCEPTED: i32 = 42;
const KATTIS_WRONG: i32 = 43;

fn kattis(
    batch: &Batch,
    paths: &[PathBuf],
    score: bool,
    stdin: impl Read,
    stderr: &mut dyn Write,
) -> i32 {
    // Flags after the feedback directory (e.g. case_sensitive) change nothing here.
    let (input, answer, feedback) = match paths {
        [input, answer, feedback, ..] => (input, answer, feedback),
        _ => {
            let error = usage(Protocol::Kattis, paths.len());
            let _ = writeln!(stderr, "eight: {}", fault_message(&error));
            return fault_status(&error);
        }
    };
    let judged = judge(batch, input, Some(answer), stdin);
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
        Err(error) => (fault_status(error), fault_message(error), String::new()),
    };
    // The directory may come without a trailing slash: join, never concatenate.
    let written = fs::write(feedback.join("judgemessage.txt"), judge_message + "\n")
        .and_then(|()| match team_message.is_empty() {
            true => Ok(()),
            false => fs::write(feedback.join("teammessage.txt"), team_message + "\n"),
        })
        .and_then(|()| match (score, &judged) {
            // The share of the test case's points, as the package format reads it.
            (true, Ok(verdict @ Verdict::Accepted { .. })) => fs::write(
                feedback.join("score_multiplier.txt"),
                fraction(verdict) + "\n",
            ),
            _ => Ok(()),
        });
    match (written, &judged) {
        (Ok(()), _) => status,
        (Err(error), _) => {
            let _ = writeln!(
                stderr,
                "eight: cannot write to the feedback directory {}: {error}",
                feedback.display()
            );
            FAULT_IO
        }
    }
}

/// HUSTOJ's statuses: accepted, wrong answer.
const HUSTOJ_ACCEPTED: i32 = 0;
const HUSTOJ_WRONG: i32 = 1;

fn hustoj(batch: &Batch, paths: &[PathBuf], stderr: &mut dyn Write) -> i32 {
    let judged = match paths {
        [input, answer, output] => {
            NamedFile::open(output).and_then(|o| judge(batch, input, Some(answer), o))
        }
        _ => Err(usage(Protocol::Hustoj, paths.len())),
    };
    // HUSTOJ knows 0 (accepted), 1 (wrong answer) and 2 (presentation error): a judge fault
    // must not pass, so it is a wrong answer whose message says FAIL.
    pass_or_fail(
        &judged,
        HUSTOJ_ACCEPTED,
        HUSTOJ_WRONG,
        |_| HUSTOJ_WRONG,
        stderr,
    )
}

/// The verdict of a pass-fail system that reads the exit status: `accepted` or `wrong`, or
/// `on_fault` of the fault, and the verdict's line (a fault's with `FAIL`) on stderr.
fn pass_or_fail(
    judged: &Judged,
    accepted: i32,
    wrong: i32,
    on_fault: impl Fn(&Error) -> i32,
    stderr: &mut dyn Write,
) -> i32 {
    let (status, line) = match judged {
        Ok(verdict @ Verdict::Accepted { .. }) => (accepted, verdict.to_string()),
        Ok(verdict) => (wrong, verdict.to_string()),
        Err(error) => (on_fault(error), format!("FAIL {}", fault_message(error))),
    };
    let _ = writeln!(stderr, "{line}");
    status
}

/// The outcome line on stdout, then the message on stderr, for the systems that read the
/// score from stdout (CMS, SYZOJ).
fn outcome_then_message(
    outcome: &str,
    message: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match writeln!(stdout, "{outcome}").and_then(|()| stdout.flush()) {
        Ok(()) => {
            let _ = writeln!(stderr, "{message}");
            DELIVERED
        }
        Err(_) => FAULT_IO,
    }
}

fn lemon(batch: &Batch, paths: &[PathBuf], score: bool, stderr: &mut dyn Write) -> i32 {
    let (input, output, answer, full_score, score_file, message_file) = match paths {
        [input, output, answer, full_score, score_file, message_file] => {
            (input, output, answer, full_score, score_file, message_file)
        }
        _ => {
            let error = usage(Protocol::Lemon, paths.len());
            let _ = writeln!(stderr, "eight: {}", fault_message(&error));
            return fault_status(&error);
        }
    };
    let full = full_score
        .to_str()
        .filter(|text| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|text| text.parse::<u64>().ok());
    let judged = match full {
        Some(_) => NamedFile::open(output).and_then(|o| judge(batch, input, Some(answer), o)),
        None => Err(Error::Unsupported(format!(
            "FULLSCORE must be a whole number, not {full_score:?}"
        ))),
    };
    let (score, message, status) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) if score => (
            points_of(verdict, full.unwrap_or(0)),
            verdict.to_string(),
            DELIVERED,
        ),
        Ok(verdict @ Verdict::Accepted { .. }) => {
            (full.unwrap_or(0), verdict.to_string(), DELIVERED)
        }
        Ok(verdict) => (0, verdict.to_string(), DELIVERED),
        Err(error) => (0, format!("FAIL {}", fault_message(error)), FAULT_IO),
    };
    let written = fs::write(score_file, format!("{score}\n"))
        .and_then(|()| fs::write(message_file, message + "\n"));
    match written {
        Ok(()) => status,
        Err(error) => {
            let _ = writeln!(stderr, "eight: cannot write the score or message: {error}");
            FAULT_IO
        }
    }
}

fn cms(
    batch: &Batch,
    paths: &[PathBuf],
    score: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let judged = match paths {
        [input, answer, output] => {
            NamedFile::open(output).and_then(|o| judge(batch, input, Some(answer), o))
        }
        _ => Err(usage(Protocol::Cms, paths.len())),
    };
    let (outcome, message) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) if score => (fraction(verdict), verdict.to_string()),
        Ok(verdict @ Verdict::Accepted { .. }) => ("1.0".to_string(), verdict.to_string()),
        Ok(verdict) => ("0.0".to_string(), verdict.to_string()),
        Err(error) => {
            // A non-zero status tells CMS that evaluation itself failed.
            let _ = writeln!(stderr, "FAIL {}", fault_message(error));
            return if matches!(error, Error::Io(_)) {
                FAULT_IO
            } else {
                FAULT_BAD_INPUT
            };
        }
    };
    outcome_then_message(&outcome, &message, stdout, stderr)
}

fn qduoj(batch: &Batch, paths: &[PathBuf], stderr: &mut dyn Write) -> i32 {
    let judged = match paths {
        [input, output] => NamedFile::open(output).and_then(|o| judge(batch, input, None, o)),
        _ => Err(usage(Protocol::Qduoj, paths.len())),
    };
    // QDUOJ takes 0 and 1 as verdicts and any other status as a system error.
    pass_or_fail(&judged, EIGHT_ACCEPTED, EIGHT_WRONG, fault_status, stderr)
}

/// SYZOJ's scores: a right output gets all the points (or its share of them), any other none.
const SYZOJ_FULL: u64 = 100;
const SYZOJ_NONE: u64 = 0;

fn syzoj(
    batch: &Batch,
    paths: &[PathBuf],
    score: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    // The files have fixed names in the working folder.
    let judged = match paths {
        [] => NamedFile::open(Path::new("user_out"))
            .and_then(|o| judge(batch, Path::new("input"), Some(Path::new("answer")), o)),
        _ => Err(usage(Protocol::Syzoj, paths.len())),
    };
    let (points, message) = match &judged {
        Ok(verdict @ Verdict::Accepted { .. }) if score => (
            points_of(verdict, SYZOJ_FULL).to_string(),
            verdict.to_string(),
        ),
        Ok(verdict @ Verdict::Accepted { .. }) => (SYZOJ_FULL.to_string(), verdict.to_string()),
        Ok(verdict) => (SYZOJ_NONE.to_string(), verdict.to_string()),
        Err(error) => {
            let _ = writeln!(stderr, "FAIL {}", fault_message(error));
            return fault_status(error);
        }
    };
    outcome_then_message(&points, &message, stdout, stderr)
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
