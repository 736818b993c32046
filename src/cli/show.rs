//! `eight show [-o FILE] < INPUT`: one HTML page that draws each case's board and plays its
//! answer ([`eight::show`]); `eight show --check INPUT OUTPUT`: the page of a contestant's
//! output as the judge reads it ([`eight::show_check`]), its verdict on stderr. With `-o`
//! the page is written whole to a file of its own next to FILE and then renamed to FILE, so
//! a bad input or a failed write never leaves half a page there; without it the page goes
//! to stdout once the input has been read and solved.
//!
//! # Costs
//! Negligible to parse; solving, judging and writing are the library's.

use super::options::{Given, Opt, Takes, FORMAT, NO_CACHE, SIZE};
use super::status::{named, print, report, EXIT_OK, EXIT_WRONG_ANSWER};
use super::{Command, Usage};
use eight::{Batch, Error, Verdict};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `-o FILE`: the page's file.
const OUTPUT: Opt = Opt::valued("-o");

/// `--check`: judge the output of the two files named.
const CHECK: Opt = Opt::flag("--check");

/// What `show` takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, NO_CACHE, OUTPUT, CHECK],
    positional: true,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format or size; files without `--check`, or not two files with it.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let batch = Batch::new(format).size(size).cache(given.cache());
    let files = match (given.flag(CHECK), given.positional.as_slice()) {
        (false, []) => None,
        (false, _) => {
            return Err(Usage(
                "show reads its input from stdin; with --check it takes two files, INPUT and \
                 OUTPUT"
                    .to_string(),
            ))
        }
        (true, [input, output]) => Some((PathBuf::from(input), PathBuf::from(output))),
        (true, files) => {
            return Err(Usage(format!(
                "show --check takes two files, INPUT and OUTPUT, not {}",
                files.len()
            )))
        }
    };
    Ok(Command::Show {
        batch,
        check: files,
        page: given.value(OUTPUT).map(PathBuf::from),
    })
}

/// Draws the cases of standard input, or judges OUTPUT against INPUT when `check` names
/// them, into a page on stdout or into `file`.
pub fn run(batch: Batch, check: Option<(PathBuf, PathBuf)>, file: Option<PathBuf>) -> i32 {
    let mut page = Vec::new();
    let drawn = match check {
        None => eight::show(batch, io::stdin().lock(), &mut page, &mut io::stderr()).map(|_| None),
        Some((input, output)) => open(&input).and_then(|input| {
            let output = open(&output)?;
            let judged = eight::show_check(batch, input, output, &mut page, &mut io::stderr());
            judged.map(|(_, verdict)| Some(verdict))
        }),
    };
    let verdict = match drawn {
        Ok(verdict) => verdict,
        Err(error) => return report(&error),
    };
    let written = match file {
        None => print(&String::from_utf8_lossy(&page)),
        Some(file) => write_whole(&file, &page),
    };
    match verdict {
        _ if written != EXIT_OK => written,
        None => EXIT_OK,
        Some(verdict) => {
            let _ = writeln!(io::stderr(), "{verdict}");
            match verdict {
                Verdict::Accepted { .. } => EXIT_OK,
                Verdict::Rejected { .. } => EXIT_WRONG_ANSWER,
            }
        }
    }
}

/// Writes `page` to `file` whole, through a file of its own renamed to it.
fn write_whole(file: &Path, page: &[u8]) -> i32 {
    let name = file
        .file_name()
        .map_or_else(|| "page".into(), |name| name.to_string_lossy().into_owned());
    let partial = file.with_file_name(format!(".{name}.eight-{}", std::process::id()));
    match fs::write(&partial, page).and_then(|()| fs::rename(&partial, file)) {
        Ok(()) => EXIT_OK,
        Err(error) => {
            let _ = fs::remove_file(&partial);
            report(&named(file, &error))
        }
    }
}

/// Opens `path` for reading; an error names it.
fn open(path: &Path) -> Result<fs::File, Error> {
    fs::File::open(path).map_err(|error| named(path, &error))
}
