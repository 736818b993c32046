//! The one-file checkers (`eight bundle --checker`), Rust and C++, in every judge system's
//! protocol: each compiles without an error or a warning (Rust: the current compiler as
//! 2021, and checked as 2018 by it and by rustc 1.63; C++: as C++98 and C++17) and, called
//! exactly as its system calls it on a right output, a wrong one and a bad input, does what
//! the binary does byte for byte: status, stdout, stderr and the files it writes.

use super::common::eight;
use super::common::judge_system::{judges_like_the_binary, Files, INPUT, PROTOCOLS, RIGHT};
use super::toolchain::{built, Build};

/// The checker bundle of `protocol` in `language`.
fn checker_source(protocol: &str, language: &str) -> Vec<u8> {
    let bundle = eight(
        &[
            "bundle",
            "--checker",
            "--lang",
            language,
            "--protocol",
            protocol,
        ],
        b"",
    );
    assert_eq!(bundle.status, 0, "{}", bundle.stderr);
    bundle.stdout
}

fn rust_checkers_judge_like_the_binary(protocols: &[&str]) {
    for &protocol in protocols {
        let source = checker_source(protocol, "rust");
        let label = format!("the {protocol} Rust checker");
        built(&source, Build::OldRustCheck("2018"), &label);
        built(&source, Build::RustCheck("2018"), &label);
        let program = built(&source, Build::Rust("2021"), &label);
        let files = Files::new(&format!("bundle-{protocol}"), INPUT, RIGHT);
        judges_like_the_binary(protocol, &program, &files);
    }
}

// Each Rust checker takes about ten seconds to build: two tests, so both cores work.
#[test]
#[ignore = "conformance tier: rustc 1.63"]
fn rust_checkers_compile_alone_and_judge_like_the_binary_first_half() {
    rust_checkers_judge_like_the_binary(&PROTOCOLS[..4]);
}

#[test]
#[ignore = "conformance tier: rustc 1.63"]
fn rust_checkers_compile_alone_and_judge_like_the_binary_second_half() {
    rust_checkers_judge_like_the_binary(&PROTOCOLS[4..]);
}

#[test]
#[ignore = "conformance tier: g++"]
fn cpp_checkers_build_as_cpp98_and_cpp17_and_judge_like_the_binary() {
    for protocol in PROTOCOLS {
        let source = checker_source(protocol, "cpp");
        let label = format!("the {protocol} C++ checker");
        for how in [Build::Cpp98, Build::Cpp17] {
            let program = built(&source, how, &label);
            let files = Files::new(&format!("cpp-{protocol}"), INPUT, RIGHT);
            judges_like_the_binary(protocol, &program, &files);
        }
    }
}
