//! Large zeroed allocations backed by huge pages where the system offers them, for the
//! build of the strong 4x4 tables.
//!
//! The build reads and writes its 1 GB of marks and 288 MB of entries at random: with 4 KiB
//! pages nearly every access also misses the TLB. Linux's transparent huge pages (2 MiB) cut
//! those misses, but in the common `madvise` mode only for memory that asks before it is
//! first touched. So these allocations are made zeroed and untouched (the allocator maps
//! fresh pages for them), advised, and only then written. The 8-tile build took 403 s
//! without and 245 s with them (two threads, one run each, 2026-12-02).
//!
//! Loading the tables does NOT ask: there the kernel's compaction for huge pages made
//! Korf's 100 take 0.44 to 1.4 s from run to run, against a steady 0.63 s with small pages.
//!
//! # Costs
//! One system call per allocation; none off Linux, where the advice is skipped.

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
}
