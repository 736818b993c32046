//! The grid engine's disk cache of pattern databases: its file names and header, the checked
//! file format (read and written by `shared::disk`, which also says where [`Cache`] lives) that lets a slow build (about 1 s for 4x4's 6-6-3 on two cores) be loaded instead
//! (tens of ms).
//!
//! Only databases whose build is slow are cached (see [`pattern::slow_to_build`]): 4x4, 2x8/8x2,
//! 3x5/5x3 and 2x7/7x2. The folder is `$XDG_CACHE_HOME/eight` when that variable holds an
//! absolute path, else `$HOME/.cache/eight`. One file per (size, goal blank cell, patterns):
//!
//! ```text
//! magic "EIGHTPDB" | format version u32 | rows u8 | columns u8 | blank u8 | patterns u8
//! | per pattern: tile count u8, tiles u8... | entries u64 | checksum u64 | the entries
//! ```
//! (little-endian). A file is used only if every field matches what the build would make,
//! its length is exact, the checksum of the entries matches, and each pattern's goal entry
//! is 0; otherwise it is rebuilt and replaced, never trusted. [`VERSION`] changes whenever
//! the databases' layout or meaning does. Files are written to a temporary name in the same
//! folder and renamed over the final one, so a reader never sees half a file; there is no
//! fsync: a file cut short by a crash fails its checks and is rebuilt.
//!
//! A folder that cannot be created or written (read-only, full, a file in the way) gives ONE
//! warning on stderr per [`Store`] and the build goes on in memory.
//!
//! # Costs
//! Disk: the databases' bytes plus a 50-byte header (33.6 MB per goal blank cell for 4x4).
//! Loading: the file is mapped, not read (see `shared::memory`), and its checksum computed
//! on every core: 17 ms for the strong tables' 288 MB from the page cache, a few ms for
//! 6-6-3's 33.6 MB (`strong_tables` and `korf100 warm` in benches/grid.rs); saving: one
//! write and a rename, a few tens of milliseconds per 33.6 MB.

use super::building::TableStore;
use super::{pattern, GridSolver};
use crate::shared::disk::Cache;
use crate::shared::disk::{cannot_write, no_cache, read_checked, writable, write_atomically};
use crate::shared::{SharedBytes, Size};
use std::io;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The version of the file format and of the databases' meaning (2: the checksum sums
/// pieces apart).
pub const VERSION: u32 = 2;

const MAGIC: &[u8; 8] = b"EIGHTPDB";

/// A cache folder in use, and whether its one warning was given.
pub struct Store {
    folder: Option<PathBuf>,
    /// Whether a failure to write stays unsaid ([`Cache::DefaultSilent`]).
    silent: bool,
    warned: AtomicBool,
    /// Files written, for tests and reports.
    saved: AtomicUsize,
}

impl GridSolver {
    /// An engine for boards of `size` that loads slow databases from `cache` and saves them
    /// there (see [`Cache`]); builds nothing yet.
    ///
    /// # Panics
    /// As [`GridSolver::new`].
    pub fn with_cache(size: Size, cache: &Cache) -> GridSolver {
        GridSolver::with_store(size, Box::new(Store::new(cache)))
    }
}

impl Store {
    /// The store for `cache`.
    pub fn new(cache: &Cache) -> Store {
        Store {
            folder: cache.folder(),
            silent: *cache == Cache::DefaultSilent,
            warned: AtomicBool::new(false),
            saved: AtomicUsize::new(0),
        }
    }

    /// The file for these databases.
    fn file(&self, size: Size, blank: usize, patterns: &[Vec<u8>]) -> Option<PathBuf> {
        let folder = self.folder.as_ref()?;
        let mut name = format!("{size}-blank{blank}");
        for tiles in patterns {
            name.push('-');
            for &tile in tiles {
                name.push(char::from_digit(u32::from(tile), 16).expect("tiles are below 16"));
            }
        }
        Some(folder.join(format!("{name}.v{VERSION}.pdb")))
    }
}

impl TableStore for Store {
    /// Whether a file for these databases exists (it may still fail its checks).
    fn has(&self, size: Size, blank: usize, patterns: &[Vec<u8>]) -> bool {
        self.file(size, blank, patterns)
            .map_or(false, |file| file.is_file())
    }

    /// The entries of these databases from the cache, if a file holds them and passes every
    /// check; `bases` are where each pattern starts, `length` the entries' total.
    fn load(
        &self,
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        bases: &[u32],
        length: usize,
    ) -> Option<SharedBytes> {
        if !pattern::slow_to_build(size, patterns) {
            return None;
        }
        let file = self.file(size, blank, patterns)?;
        let bytes = read_checked(&file, &header(size, blank, patterns, length), length)?;
        let entries: &[u8] = (*bytes).as_ref();
        // Each pattern's tiles at home (index sum(tile * cells^j)) are 0 moves away.
        let cells = size.cells() as u32;
        let home = |tiles: &Vec<u8>| -> u32 {
            let mut weight = 1;
            let mut index = 0;
            for &tile in tiles {
                index += u32::from(tile) * weight;
                weight *= cells;
            }
            index
        };
        if patterns
            .iter()
            .zip(bases)
            .any(|(tiles, &base)| entries[(base + home(tiles)) as usize] != 0)
        {
            return None;
        }
        Some(bytes)
    }

    /// Writes these databases to the cache (temporary file, then rename) when their build
    /// is slow; on failure, warns once on stderr and goes on.
    fn save(&self, size: Size, blank: usize, patterns: &[Vec<u8>], entries: &[u8]) {
        if self.folder.is_none() || !pattern::slow_to_build(size, patterns) {
            return;
        }
        if let Err(error) = self.write(size, blank, patterns, entries) {
            if !self.silent && !self.warned.swap(true, Ordering::Relaxed) {
                eprintln!("eight: warning: {error}; building in memory");
            }
        }
    }

    /// Writes these databases to the cache (temporary file, then rename).
    fn write(
        &self,
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        entries: &[u8],
    ) -> io::Result<()> {
        let file = self.file(size, blank, patterns).ok_or_else(no_cache)?;
        let folder = file.parent().unwrap_or(&file).to_path_buf();
        write_atomically(
            &file,
            &header(size, blank, patterns, entries.len()),
            entries,
        )
        .map_err(|error| cannot_write(&folder, error))?;
        self.saved.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// Makes the folder and creates and removes a probe file in it.
    fn writable(&self) -> io::Result<()> {
        writable(self.folder.as_deref())
    }

    /// How many files this store wrote.
    fn saved(&self) -> usize {
        self.saved.load(Ordering::Relaxed)
    }
}

/// The header of a file up to (not including) the checksum.
fn header(size: Size, blank: usize, patterns: &[Vec<u8>], length: usize) -> Vec<u8> {
    let mut header = MAGIC.to_vec();
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.extend_from_slice(&[
        size.rows() as u8,
        size.columns() as u8,
        blank as u8,
        patterns.len() as u8,
    ]);
    for tiles in patterns {
        header.push(tiles.len() as u8);
        header.extend_from_slice(tiles);
    }
    header.extend_from_slice(&(length as u64).to_le_bytes());
    header
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_large_builds_are_cached() {
        let four = Size::new(4, 4).unwrap();
        let slow = pattern::slow_to_build;
        assert!(slow(four, &pattern::patterns(four, 15)));
        assert!(!slow(four, &pattern::light_patterns(four, 15).unwrap()));
        let small = Size::new(3, 4).unwrap();
        assert!(!slow(small, &pattern::patterns(small, 11)));
        let long = Size::new(2, 7).unwrap();
        assert!(slow(long, &pattern::patterns(long, 13)));
    }
}
