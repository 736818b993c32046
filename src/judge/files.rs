//! Files whose open and read errors name them, so that a judge's message says which of its
//! files could not be read.
//!
//! # Costs
//! A [`File`] and its path; reads go straight to the file (callers buffer).

use crate::shared::Error;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

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
