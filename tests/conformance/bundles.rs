//! The one-file Rust submissions (`eight bundle --format NAME`), compiled as judges compile
//! them: each with the current compiler and with Debian's rustc 1.63, as edition 2021 and as
//! 2018 (Aizu), without an error or a warning; the pairs 2021/current and 2018/1.63 are run
//! beside the binary on the format's samples and on inputs at its judge's limits, and must
//! give the same stdout, exit status and stderr.

use super::common::{eight, judge_inputs, run_program, sample, sample_size};
use super::toolchain::{built, Build};
use std::fs;

/// The Rust bundle of `format` answers like the binary, built every way judges build it.
fn bundle_answers_like_the_binary(format: &str) {
    let bundle = eight(&["bundle", "--format", format], b"");
    assert_eq!(bundle.status, 0, "{}", bundle.stderr);
    let label = format!("the {format} Rust bundle");
    // The two pairs not run below are checked for errors and warnings only.
    built(&bundle.stdout, Build::RustCheck("2018"), &label);
    built(&bundle.stdout, Build::OldRustCheck("2021"), &label);
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    for entry in fs::read_dir(sample("")).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        // A bundle solves its format's own board size: samples of other sizes are not its.
        if path.extension().map_or(false, |e| e == "in")
            && stem.split('-').next() == Some(format)
            && sample_size(&stem).is_none()
        {
            inputs.push((stem, fs::read(&path).unwrap()));
        }
    }
    assert!(!inputs.is_empty(), "{format} has samples");
    inputs.extend(judge_inputs(format));
    for how in [Build::Rust("2021"), Build::OldRust("2018")] {
        let program = built(&bundle.stdout, how, &label);
        for (input_label, input) in &inputs {
            let run = run_program(&program, input);
            let binary = eight(&["--format", format], input);
            assert!(
                run.stdout == binary.stdout,
                "{format} {input_label}, {how:?}: stdout differs"
            );
            assert_eq!(run.status, binary.status, "{format} {input_label}, {how:?}");
            assert_eq!(run.stderr, binary.stderr, "{format} {input_label}, {how:?}");
        }
    }
}

#[test]
#[ignore = "conformance tier: rustc 1.63"]
fn the_3x3_bundles_compile_alone_and_answer_like_the_binary() {
    for format in eight::Format::ALL {
        if format.engine(format.default_size()) == eight::EngineKind::Tables {
            bundle_answers_like_the_binary(format.name());
        }
    }
}

#[test]
#[ignore = "conformance tier: rustc 1.63"]
fn the_other_bundles_compile_alone_and_answer_like_the_binary() {
    for format in eight::Format::ALL {
        if format.engine(format.default_size()) != eight::EngineKind::Tables {
            bundle_answers_like_the_binary(format.name());
        }
    }
}
