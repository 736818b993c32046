//! `eight show [-o FILE] < INPUT`: one HTML page that draws each case's board and plays its
//! answer ([`eight::show`]). With `-o` the page is written whole to a file of its own next to
//! FILE and then renamed to FILE, so a bad input or a failed write never leaves half a page
//! there; without it the page goes to stdout once the input has been read and solved.
//!
//! # Costs
//! Negligible to parse; solving and writing are the library's.

use super::options::{Given, Opt, Takes, FORMAT, NO_CACHE, SIZE};
use super::status::{print, report, EXIT_OK};
use super::{Command, Usage};
use eight::{Batch, Error};
use std::fs;
use std::io;
use std::path::PathBuf;

/// `-o FILE`: the page's file.
const OUTPUT: Opt = Opt::valued("-o");

/// What `show` takes.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, NO_CACHE, OUTPUT],
    positional: false,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format or size.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let batch = Batch::new(format).size(size).cache(given.cache());
    Ok(Command::Show(batch, given.value(OUTPUT).map(PathBuf::from)))
}

/// Draws the cases of standard input into a page, on stdout or into `file`.
pub fn run(batch: Batch, file: Option<PathBuf>) -> i32 {
    let mut page = Vec::new();
    let shown = eight::show(batch, io::stdin().lock(), &mut page, &mut io::stderr());
    if let Err(error) = shown {
        return report(&error);
    }
    let file = match file {
        None => return print(&String::from_utf8_lossy(&page)),
        Some(file) => file,
    };
    let name = file
        .file_name()
        .map_or_else(|| "page".into(), |name| name.to_string_lossy().into_owned());
    let partial = file.with_file_name(format!(".{name}.eight-{}", std::process::id()));
    let written = fs::write(&partial, &page).and_then(|()| fs::rename(&partial, &file));
    match written {
        Ok(()) => EXIT_OK,
        Err(error) => {
            let _ = fs::remove_file(&partial);
            report(&Error::Io(io::Error::new(
                error.kind(),
                format!("{}: {error}", file.display()),
            )))
        }
    }
}
