//! The one-file Rust submissions (`eight bundle --format NAME`), compiled as judges compile
//! them: each with the current compiler and with Debian's rustc 1.63, as edition 2021 and as
//! 2018 (Aizu), without an error or a warning; the pairs 2021/current and 2018/1.63 are run
//! beside the binary on the format's samples and on inputs at its judge's limits, and must
//! give the same stdout, exit status and stderr. The function a judge calls (LeetCode's),
//! with a `main` of this file's, is compared with the binary on every board of its size.

use super::common::{eight, judge_inputs, run_program, sample, sample_size};
use super::toolchain::{built, Build};
use std::fs;

/// The Rust bundle of `format` answers like the binary, built every way judges build it.
fn bundle_answers_like_the_binary(format: &str) {
    let bundle = eight(&["bundle", "--program", "--format", format], b"");
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

/// Every board of `rows` x `columns` (each order of its cells), one a line as nested lists,
/// `[[4,1,2],[5,0,3]]`; written here, not by `eight gen`.
fn every_nested_board(rows: usize, columns: usize) -> Vec<u8> {
    let mut cells: Vec<usize> = (0..rows * columns).collect();
    let mut text = Vec::new();
    loop {
        let lines: Vec<String> = cells
            .chunks(columns)
            .map(|row| {
                let numbers: Vec<String> = row.iter().map(usize::to_string).collect();
                format!("[{}]", numbers.join(","))
            })
            .collect();
        text.extend_from_slice(format!("[{}]\n", lines.join(",")).as_bytes());
        // The next order, lexicographically; none after the last.
        let i = match (1..cells.len()).rev().find(|&i| cells[i - 1] < cells[i]) {
            Some(i) => i,
            None => return text,
        };
        let j = (i..cells.len())
            .rev()
            .find(|&j| cells[j] > cells[i - 1])
            .unwrap();
        cells.swap(i - 1, j);
        cells[i..].reverse();
    }
}

/// A C++ `main` that reads nested boards a line and prints the method's value for each.
fn cpp_main(method: &str, rows: usize, columns: usize) -> String {
    format!(
        "#include <cstdio>\n#include <iostream>\nint main() {{\n  std::string line;\n  \
         while (std::getline(std::cin, line)) {{\n    std::vector<std::vector<int> > board({rows}, \
         std::vector<int>({columns}));\n    int cell = 0, value = -1;\n    for (size_t i = 0; i <= \
         line.size(); ++i) {{\n      if (i < line.size() && line[i] >= '0' && line[i] <= '9') {{\n        \
         value = (value < 0 ? 0 : value * 10) + (line[i] - '0');\n      }} else if (value >= 0) {{\n        \
         board[cell / {columns}][cell % {columns}] = value;\n        ++cell;\n        value = -1;\n      \
         }}\n    }}\n    Solution solution;\n    std::printf(\"%d\\n\", solution.{method}(board));\n  }}\n  \
         return 0;\n}}\n"
    )
}

/// A Rust `main` that does the same, with the `struct Solution` the judge declares.
fn rust_main(method: &str, columns: usize) -> String {
    format!(
        "struct Solution;\nfn main() {{\n    use std::io::BufRead;\n    for line in \
         std::io::stdin().lock().lines() {{\n        let line = line.unwrap();\n        let numbers: \
         Vec<i32> = line\n            .split(|c: char| !c.is_ascii_digit())\n            .filter(|n| \
         !n.is_empty())\n            .map(|n| n.parse().unwrap())\n            .collect();\n        \
         let board = numbers.chunks({columns}).map(|row| row.to_vec()).collect();\n        \
         println!(\"{{}}\", Solution::{method}(board));\n    }}\n}}\n"
    )
}

#[test]
#[ignore = "conformance tier: g++ and rustc 1.63"]
fn the_functions_judges_call_answer_like_the_binary_on_every_board() {
    let mut formats = 0;
    for format in eight::Format::ALL {
        let function = match format.function() {
            Some(function) => function,
            None => continue,
        };
        formats += 1;
        let size = format.default_size();
        let (rows, columns) = (size.rows(), size.columns());
        let boards = every_nested_board(rows, columns);
        let expected = eight(&["--format", format.name()], &boards);
        assert_eq!(expected.status, 0, "{}", expected.stderr);
        assert_eq!(
            expected
                .stdout
                .iter()
                .filter(|&&byte| byte == b'\n')
                .count(),
            (1..=rows * columns).product::<usize>(),
            "an answer a board"
        );
        let name = format.name();
        let cpp = eight(&["bundle", "--lang", "cpp", "--format", name], b"");
        let rust = eight(&["bundle", "--format", name], b"");
        assert_eq!(
            (cpp.status, rust.status),
            (0, 0),
            "{}{}",
            cpp.stderr,
            rust.stderr
        );
        let text = |run: super::common::Run| String::from_utf8(run.stdout).expect("a UTF-8 file");
        let (cpp, rust) = (text(cpp), text(rust));
        for file in [&cpp, &rust] {
            assert!(!file.contains("fn main") && !file.contains("int main"));
            assert!(
                file.len() < 3000,
                "{name}: a function file of {} bytes",
                file.len()
            );
        }
        let cpp_program = cpp + &cpp_main(function.cpp, rows, columns);
        let rust_program = rust + &rust_main(function.rust, columns);
        let label = format!("the {name} function");
        let programs = [
            built(cpp_program.as_bytes(), Build::Cpp98, &label),
            built(cpp_program.as_bytes(), Build::Cpp17, &label),
            built(rust_program.as_bytes(), Build::Rust("2021"), &label),
            built(rust_program.as_bytes(), Build::OldRust("2021"), &label),
        ];
        for program in programs {
            let run = run_program(&program, &boards);
            assert!(
                run.stdout == expected.stdout,
                "{label} ({program:?}) differs from the binary"
            );
            assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{label}");
        }
    }
    assert_eq!(
        formats, 1,
        "leetcode773 is the one judge that calls a function"
    );
}
