//! Asking for a cache line before it is read: the table builders touch one random entry a
//! move, and ask for a batch of them ahead.
//!
//! # Costs
//! One instruction on x86-64, nothing elsewhere.

/// Asks for the cache line of `entry` ahead of its use; a hint without effect on results.
#[inline]
pub(crate) fn prefetch<T>(entry: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults and changes no memory; the pointer comes from a reference.
    unsafe {
        std::arch::x86_64::_mm_prefetch(
            entry as *const T as *const i8,
            std::arch::x86_64::_MM_HINT_T0,
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = entry;
}
