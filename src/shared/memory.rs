//! Large memory: zeroed allocations backed by huge pages where the system offers them, for
//! the build of the strong 4x4 tables, and read-only maps of files, for loading tables from
//! the disk cache.
//!
//! The build reads and writes its 1 GB of marks and 288 MB of entries at random: with 4 KiB
//! pages nearly every access also misses the TLB. Linux's transparent huge pages (2 MiB) cut
//! those misses, but in the common `madvise` mode only for memory that asks before it is
//! first touched. So these allocations are made zeroed and untouched (the allocator maps
//! fresh pages for them), advised, and only then written. The 8-tile build took 403 s
//! without and 245 s with them (two threads, one run each, 2026-12-02).
//!
//! Loading does NOT ask for huge pages: there the kernel's compaction made Korf's 100 take
//! 0.44 to 1.4 s from run to run, against a steady 0.63 s with small pages. A load maps the
//! file instead of reading it ([`file_bytes`]): the pages are the page cache's own, so
//! nothing is copied and no fresh memory is zeroed (reading the 288 MB strong tables cost
//! more than their search in Korf's 100; see `strong_tables` in benches/grid.rs).
//!
//! # Costs
//! One system call per allocation or map; none off Linux, where the advice is skipped and a
//! file is read into memory instead of mapped. A mapped file must not shrink while it is
//! mapped (the cache only ever replaces its files by renaming, which leaves a map intact); a
//! file cut short in place by another program would stop this one with a bus error.

use super::SharedBytes;
// Edition 2018 (Aizu compiles the one-file programs so) has it outside the prelude.
#[allow(unused_imports)]
use std::convert::TryFrom;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::sync::atomic::AtomicU64;

/// Asks for huge pages for the memory of `slice`; a hint without effect on contents.
fn advise<T>(slice: &[T]) {
    #[cfg(target_os = "linux")]
    {
        extern "C" {
            fn madvise(address: *mut std::ffi::c_void, length: usize, advice: i32) -> i32;
        }
        /// `MADV_HUGEPAGE` in Linux's `<asm-generic/mman-common.h>`.
        const MADV_HUGEPAGE: i32 = 14;
        const PAGE: usize = 4096;
        let start = slice.as_ptr() as usize;
        let end = start + std::mem::size_of_val(slice);
        let first = (start + PAGE - 1) / PAGE * PAGE;
        if end > first + PAGE {
            // SAFETY: the range lies inside memory this process owns (the slice), aligned to
            // pages as madvise asks; the advice changes no contents, and a failure (an old
            // kernel, huge pages off) is harmless, so its result is not needed.
            unsafe {
                madvise(first as *mut _, (end - first) / PAGE * PAGE, MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = slice;
}

/// `length` zero bytes, advised to huge pages before they are touched.
pub fn zeroed_bytes(length: usize) -> Vec<u8> {
    let bytes = vec![0u8; length];
    advise(&bytes);
    bytes
}

/// `length` zeroed atomic words, advised to huge pages before they are touched.
pub fn zeroed_words(length: usize) -> Vec<AtomicU64> {
    let words = vec![0u64; length];
    advise(&words);
    let mut words = std::mem::ManuallyDrop::new(words);
    // SAFETY: `AtomicU64` has the size, alignment and bit validity of `u64` (its
    // documentation says so), so the vector's allocation, length and capacity describe a
    // valid `Vec<AtomicU64>` of zeros; the original vector is never dropped.
    unsafe {
        Vec::from_raw_parts(
            words.as_mut_ptr() as *mut AtomicU64,
            words.len(),
            words.capacity(),
        )
    }
}

/// The bytes of `file` from `start` to its end: a read-only map of the file where the system
/// allows (64-bit Linux), else read into memory.
///
/// # Errors
/// When the file cannot be read (or is shorter than `start`).
pub fn file_bytes(file: &mut File, start: u64) -> io::Result<SharedBytes> {
    let length = file.metadata()?.len();
    if length < start {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            "shorter than its header",
        ));
    }
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    if let Some(mapping) = Mapping::new(file, length, start) {
        return Ok(Box::new(mapping));
    }
    file.seek(SeekFrom::Start(start))?;
    let mut bytes = Vec::with_capacity((length - start) as usize);
    file.read_to_end(&mut bytes)?;
    Ok(Box::new(bytes))
}

/// A private read-only map of a whole file, seen from byte `start` on.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
struct Mapping {
    address: *mut std::ffi::c_void,
    length: usize,
    start: usize,
}

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
mod map {
    extern "C" {
        pub fn mmap(
            address: *mut std::ffi::c_void,
            length: usize,
            protection: i32,
            flags: i32,
            descriptor: i32,
            offset: i64,
        ) -> *mut std::ffi::c_void;
        pub fn munmap(address: *mut std::ffi::c_void, length: usize) -> i32;
    }
    /// `PROT_READ` and `MAP_PRIVATE` in Linux's `<asm-generic/mman-common.h>`.
    pub const PROT_READ: i32 = 1;
    pub const MAP_PRIVATE: i32 = 2;
}

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
impl Mapping {
    /// Maps `file` of `length` bytes; `None` when the system refuses (or the file is empty).
    fn new(file: &File, length: u64, start: u64) -> Option<Mapping> {
        use std::os::unix::io::AsRawFd;
        let length = usize::try_from(length).ok().filter(|&l| l > 0)?;
        // SAFETY: a fresh private read-only map of an open descriptor touches no memory of
        // this process; the result is checked before use.
        let address = unsafe {
            map::mmap(
                std::ptr::null_mut(),
                length,
                map::PROT_READ,
                map::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        // MAP_FAILED is the address -1.
        if address as isize == -1 {
            return None;
        }
        let start = usize::try_from(start).expect("start is at most the length");
        Some(Mapping {
            address,
            length,
            start,
        })
    }
}

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
impl AsRef<[u8]> for Mapping {
    fn as_ref(&self) -> &[u8] {
        // SAFETY: the map is `length` readable bytes until `drop`, never written (read-only,
        // private), and the cache never shrinks a file in place (see the module's costs).
        let all = unsafe { std::slice::from_raw_parts(self.address as *const u8, self.length) };
        &all[self.start..]
    }
}

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: the map was made by `Mapping::new` with this length and no borrow of it
        // outlives `self`; a failure could only leave the map in place.
        unsafe {
            map::munmap(self.address, self.length);
        }
    }
}

// SAFETY: the map is read-only memory owned by this value; sharing reads is sound.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
unsafe impl Send for Mapping {}
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
unsafe impl Sync for Mapping {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    #[test]
    fn allocations_are_zero_and_usable() {
        let bytes = zeroed_bytes(5 << 20);
        assert!(bytes.iter().all(|&b| b == 0));
        let words = zeroed_words(1 << 20);
        assert_eq!(words.len(), 1 << 20);
        words[12345].fetch_or(7, Ordering::Relaxed);
        assert_eq!(
            words.iter().map(|w| w.load(Ordering::Relaxed)).sum::<u64>(),
            7
        );
    }

    #[test]
    fn a_file_reads_back_from_its_start() {
        let folder = std::env::temp_dir().join(format!("eight-memory-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join("bytes");
        let bytes: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::write(&path, &bytes).unwrap();
        let mut file = File::open(&path).unwrap();
        assert_eq!(
            file_bytes(&mut file, 13).unwrap().as_ref().as_ref(),
            &bytes[13..]
        );
        assert_eq!(
            file_bytes(&mut file, 100_000).unwrap().as_ref().as_ref(),
            &[] as &[u8]
        );
        let error = file_bytes(&mut file, 100_001).err().unwrap();
        assert_eq!(error.kind(), io::ErrorKind::UnexpectedEof);
        std::fs::write(&path, b"").unwrap();
        let mut empty = File::open(&path).unwrap();
        assert!(file_bytes(&mut empty, 0)
            .unwrap()
            .as_ref()
            .as_ref()
            .is_empty());
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
