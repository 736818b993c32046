//! Files of tables on disk, for every engine that caches slow builds: where the cache lives
//! ([`Cache`]), a checked read ([`read_checked`]: the header must match, the length be exact
//! and the checksum agree, or the file is not used), an atomic write ([`write_atomically`]:
//! a temporary name beside the file, then a rename, so no reader sees half a file) and the
//! checksum itself. The engines write their own headers; this file knows no table.
//!
//! # Costs
//! A read maps the file (see `memory`) and sums it on every core: 17 ms for 288 MB from
//! the page cache (`strong_tables` in benches/grid.rs); a write is one pass and a rename.

use super::{memory, SharedBytes};
use std::fs::{self, File};
// Edition 2018 (Aizu compiles the one-file programs so) has it outside the prelude.
use std::convert::TryInto;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Where the engines' slow tables (pattern databases) may be cached on disk.
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

/// The entries of `file` when it starts with `header`, then the checksum, then exactly
/// `length` bytes whose checksum matches; `None` for anything else (no file, another
/// version, a file cut short by a crash, a changed byte).
pub(crate) fn read_checked(file: &Path, header: &[u8], length: usize) -> Option<SharedBytes> {
    let mut reader = File::open(file).ok()?;
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
    Some(bytes)
}

/// Writes `header`, the entries' checksum and `entries` to a temporary file beside `file`,
/// then renames it to `file`.
pub(crate) fn write_atomically(file: &Path, header: &[u8], entries: &[u8]) -> io::Result<()> {
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
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
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

/// Makes the cache `folder` and creates and removes a probe file in it, so that a long build
/// learns before it starts that it could not be saved.
///
/// # Errors
/// When there is no folder ([`no_cache`]) or it cannot be written ([`cannot_write`]).
pub(crate) fn writable(folder: Option<&Path>) -> io::Result<()> {
    let folder = folder.ok_or_else(no_cache)?;
    let probe = folder.join(format!(".probe.{}.tmp", std::process::id()));
    let made = fs::create_dir_all(folder).and_then(|()| File::create(&probe).map(drop));
    let _ = fs::remove_file(&probe);
    made.map_err(|error| cannot_write(folder, error))
}

/// The error of a store without a folder.
pub(crate) fn no_cache() -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        "there is no table cache (neither XDG_CACHE_HOME nor HOME is set, or --no-cache)",
    )
}

/// `error` as a failure to write the cache in `folder`.
pub(crate) fn cannot_write(folder: &Path, error: io::Error) -> io::Error {
    io::Error::new(
        error.kind(),
        format!(
            "cannot write the table cache in {}: {error}",
            folder.display()
        ),
    )
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
    fn the_default_folder_follows_xdg_then_home() {
        // Only reads the environment; `Folder` and `Off` are plain.
        assert_eq!(Cache::Off.folder(), None);
        assert_eq!(
            Cache::Folder(PathBuf::from("/x")).folder(),
            Some(PathBuf::from("/x"))
        );
    }
}
