//! Whether standard error is a terminal, to show progress only to a person watching.
//!
//! `std::io::IsTerminal` needs Rust 1.70 and the crate builds on 1.63, so on Unix this asks
//! the C library's `isatty`, which every Unix program links; elsewhere it says no, and no
//! progress is shown.
//!
//! # Costs
//! One system call.

#[cfg(unix)]
extern "C" {
    fn isatty(fd: i32) -> i32;
}

/// Whether file descriptor 2 (standard error) is a terminal.
#[cfg(unix)]
pub fn stderr_is_terminal() -> bool {
    // SAFETY: isatty only inspects the descriptor and has no preconditions.
    unsafe { isatty(2) == 1 }
}

/// Whether standard error is a terminal: never known here, so progress stays off.
#[cfg(not(unix))]
pub fn stderr_is_terminal() -> bool {
    false
}
