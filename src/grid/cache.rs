//! The disk cache of pattern databases: where it lives ([`Cache`]), and the checked file
//! format that lets a slow build (about 1 s for 4x4's 6-6-3 on two cores) be loaded instead
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

use super::{pattern, GridSolver, TableStore};
use crate::shared::{memory, SharedBytes, Size};
use std::fs::{self, File};
// Edition 2018 (Aizu compiles the one-file programs so) has it outside the prelude.
use std::convert::TryInto;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// The version of the file format and of the databases' meaning (2: the checksum sums
/// pieces apart).
pub const VERSION: u32 = 2;

const MAGIC: &[u8; 8] = b"EIGHTPDB";

/// Where the pattern databases may be cached on disk.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Cache {
    /// `$XDG_CACHE_HOME/eight`, else `$HOME/.cache/eight` (none if neither is set).
    Default,
    /// No disk cache: every database is built in memory (`--no-cache`).
    Off,
    /// This folder.
    Folder(PathBuf),
    /// [`Cache::Default`]'s folder, but a failure to write it is not warned about: for the
    /// judge systems' checkers, which read the verdict from the first bytes of stderr.
    DefaultSilent,
}

impl Cache {
    /// The folder this choice names, if any.
    pub fn folder(&self) -> Option<PathBuf> {
        match self {
            Cache::Off => None,
            Cache::Folder(folder) => Some(folder.clone()),
            Cache::Default | Cache::DefaultSilent => {
                let absolute = |name: &str| {
                    std::env::var_os(name)
                        .map(PathBuf::from)
                        .filter(|path| path.is_absolute())
                };
                absolute("XDG_CACHE_HOME")
                    .or_else(|| absolute("HOME").map(|home| home.join(".cache")))
                    .map(|base| base.join("eight"))
            }
        }
    }
}

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
        let mut reader = File::open(file).ok()?;
        let header = header(size, blank, patterns, length);
        let mut seen = vec![0u8; header.len() + 8];
        reader.read_exact(&mut seen).ok()?;
        if seen[..header.len()] != header[..] {
            return None;
        }
        let sum = u64::from_le_bytes(seen[header.len()..].try_into().expect("8 bytes"));
        let bytes = memory::file_bytes(&mut reader, seen.len() as u64).ok()?;
        let entries: &[u8] = (*bytes).as_ref();
        if entries.len() != length || checksum(entries) != sum {
            return None;
        }
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
        let file = self.file(size, blank, patterns).ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::NotFound,
                "there is no table cache (neither XDG_CACHE_HOME nor HOME is set, or --no-cache)",
            )
        })?;
        let folder = file.parent().unwrap_or(&file).to_path_buf();
        write_atomically(
            &file,
            &header(size, blank, patterns, entries.len()),
            entries,
        )
        .map_err(|error| {
            io::Error::new(
                error.kind(),
                format!(
                    "cannot write the table cache in {}: {error}",
                    folder.display()
                ),
            )
        })?;
        self.saved.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// Makes the folder and creates and removes a probe file in it.
    fn writable(&self) -> io::Result<()> {
        let folder = self.folder.as_ref().ok_or_else(no_cache)?;
        let probe = folder.join(format!(".probe.{}.tmp", std::process::id()));
        let made = fs::create_dir_all(folder).and_then(|()| File::create(&probe).map(drop));
        let _ = fs::remove_file(&probe);
        made.map_err(|error| cannot_write(folder, error))
    }

    /// How many files this store wrote.
    fn saved(&self) -> usize {
        self.saved.load(Ordering::Relaxed)
    }
}

/// The error of a store without a folder.
fn no_cache() -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        "there is no table cache (neither XDG_CACHE_HOME nor HOME is set, or --no-cache)",
    )
}

/// `error` as a failure to write the cache in `folder`.
fn cannot_write(folder: &Path, error: io::Error) -> io::Error {
    io::Error::new(
        error.kind(),
        format!(
            "cannot write the table cache in {}: {error}",
            folder.display()
        ),
    )
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

/// Writes `header`, the entries' checksum and `entries` to a temporary file beside `file`,
/// then renames it to `file`.
fn write_atomically(file: &Path, header: &[u8], entries: &[u8]) -> io::Result<()> {
    let folder = file.parent().expect("cache files are in a folder");
    fs::create_dir_all(folder)?;
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let temporary = folder.join(format!(
        ".{}.{}.{}.tmp",
        file.file_name()
            .expect("cache files have names")
            .to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    remove_abandoned(folder, file);
    let written = (|| {
        let mut out = File::create(&temporary)?;
        out.write_all(header)?;
        out.write_all(&checksum(entries).to_le_bytes())?;
        out.write_all(entries)?;
        out.flush()?;
        drop(out);
        fs::rename(&temporary, file)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// Removes the temporary files of `file` left by processes that died while writing (a judge's
/// time limit during the first build, say): each is tens of MB and nothing else would ever
/// remove it. A temporary file names its writer's process; one whose process still runs is
/// left alone. Without `/proc` (not Linux) nothing is removed.
fn remove_abandoned(folder: &Path, file: &Path) {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
    let (name, entries) = match (name, fs::read_dir(folder)) {
        (Some(name), Ok(entries)) if Path::new("/proc/self").exists() => (name, entries),
        _ => return,
    };
    let prefix = format!(".{name}.");
    for entry in entries.flatten() {
        let entry_name = entry.file_name().to_string_lossy().into_owned();
        let writer = entry_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .and_then(|rest| rest.split('.').next())
            .and_then(|pid| pid.parse::<u32>().ok());
        if let Some(pid) = writer {
            if !Path::new("/proc").join(pid.to_string()).exists() {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// The bytes summed apart by [`checksum`], so that a load checks a large file on every
/// core: the strong tables' 288 MB took 29 ms on one core and 17 ms on two (2026-12-02).
const PIECE: usize = 1 << 24;

/// A 64-bit checksum of `bytes`: each [`PIECE`] summed by [`piece_checksum`] (on every core
/// when there are several), the piece sums then mixed into the length in order, each by the
/// same bijection, so any change to one word changes the sum.
pub fn checksum(bytes: &[u8]) -> u64 {
    let pieces: Vec<&[u8]> = bytes.chunks(PIECE).collect();
    let sums: Vec<AtomicU64> = pieces.iter().map(|_| AtomicU64::new(0)).collect();
    let next = AtomicUsize::new(0);
    let work = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        match pieces.get(i) {
            Some(piece) => sums[i].store(piece_checksum(piece), Ordering::Relaxed),
            None => break,
        }
    };
    let threads = crate::shared::threads::threads().min(pieces.len());
    if threads > 1 {
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(work);
            }
            work();
        });
    } else {
        work();
    }
    sums.iter().fold(bytes.len() as u64, |sum, piece| {
        mix(sum, piece.load(Ordering::Relaxed))
    })
}

/// Mixes `word` into `lane` by a bijection of the lane (xor, multiply by an odd constant,
/// rotate).
#[inline(always)]
fn mix(lane: u64, word: u64) -> u64 {
    (lane ^ word)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .rotate_left(29)
}

/// A 64-bit checksum of `bytes`: four lanes, each word mixed in by [`mix`], so any change
/// to one word changes the sum; about one cycle per 8 bytes, memory-bound on large inputs.
fn piece_checksum(bytes: &[u8]) -> u64 {
    let mut lanes: [u64; 4] = [
        0x243F_6A88_85A3_08D3,
        0x1319_8A2E_0370_7344,
        0xA409_3822_299F_31D0,
        0x082E_FA98_EC4E_6C89,
    ];
    let mut chunks = bytes.chunks_exact(32);
    for chunk in &mut chunks {
        for (lane, word) in lanes.iter_mut().zip(chunk.chunks_exact(8)) {
            *lane = mix(*lane, u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
    }
    let mut sum = bytes.len() as u64;
    for (i, &byte) in chunks.remainder().iter().enumerate() {
        sum = mix(sum, u64::from(byte) << (8 * (i % 8)));
    }
    lanes.iter().fold(sum, |sum, &lane| mix(sum, lane))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_files_of_dead_writers_are_removed_and_live_ones_kept() {
        let folder = std::env::temp_dir().join(format!("eight-cache-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let file = folder.join("4x4-blank0.v2.pdb");
        // No process has this id: pid_max is at most 2^22 on Linux.
        let dead = folder.join(".4x4-blank0.v2.pdb.999999999.0.tmp");
        let alive = folder.join(format!(".4x4-blank0.v2.pdb.{}.0.tmp", std::process::id()));
        let other = folder.join(".3x5-blank0.v2.pdb.999999999.0.tmp");
        for path in [&dead, &alive, &other] {
            fs::write(path, b"partial").unwrap();
        }
        remove_abandoned(&folder, &file);
        let on_linux = Path::new("/proc/self").exists();
        assert_eq!(dead.exists(), !on_linux);
        assert!(alive.exists());
        assert!(
            other.exists(),
            "another file's temporaries are not this write's business"
        );
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn one_changed_byte_changes_the_checksum() {
        let mut bytes: Vec<u8> = (0..1000u32).map(|i| (i * 7 % 251) as u8).collect();
        let sum = checksum(&bytes);
        for i in [0, 31, 32, 500, 995, 999] {
            bytes[i] ^= 1;
            assert_ne!(checksum(&bytes), sum, "byte {i}");
            bytes[i] ^= 1;
        }
        assert_eq!(checksum(&bytes), sum);
        assert_ne!(checksum(&bytes[..999]), sum);
    }

    #[test]
    fn pieces_count_where_they_stand() {
        let mut bytes: Vec<u8> = (0..2 * PIECE as u64 + 5).map(|i| (i % 253) as u8).collect();
        let sum = checksum(&bytes);
        assert_eq!(checksum(&bytes), sum, "the threads' order changes nothing");
        for i in [PIECE - 1, PIECE, 2 * PIECE + 4] {
            bytes[i] ^= 0x80;
            assert_ne!(checksum(&bytes), sum, "byte {i}");
            bytes[i] ^= 0x80;
        }
        // The first two pieces swapped: each piece's sum is the same, the order is not.
        let (first, rest) = bytes.split_at_mut(PIECE);
        first.swap_with_slice(&mut rest[..PIECE]);
        assert_ne!(checksum(&bytes), sum);
    }

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

    #[test]
    fn the_default_folder_follows_xdg_then_home() {
        // Only reads the environment; `Folder` and `Off` are plain.
        assert_eq!(Cache::Off.folder(), None);
        assert_eq!(
            Cache::Folder(PathBuf::from("/x")).folder(),
            Some(PathBuf::from("/x"))
        );
    }
}
