//! The conformance tier: what needs the outside world or long minutes. Every test here is
//! ignored by plain `cargo test`; `.ci/run` runs them with
//!
//! ```text
//! cargo test --test conformance -- --ignored
//! ```
//!
//! after installing what they need: g++ (the C++ submissions, checkers and validators, as
//! C++98 and C++17), Debian's rustc 1.63 at `/usr/bin/rustc` (the Rust bundles, both
//! editions; `EIGHT_OLD_RUSTC` names another), BAPCtools (`EIGHT_BT`, the packages). All of
//! it runs in one process, so each outside compilation is made once a run
//! (`toolchain::built`) and the table cache is the one the other test binaries share
//! (`common::cache_home`). About eight minutes on the 2-core machine.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/mutations.rs"]
mod mutations;
#[allow(dead_code)]
#[path = "../reference/grid.rs"]
mod reference;

mod browser;
mod bundles;
mod checkers;
mod corpus;
mod cpp;
mod long;
mod messages;
mod package;
mod toolchain;
mod validators;
