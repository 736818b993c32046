//! `eight package`: the packages it writes, checked by a real tool. BAPCtools (`bt`, from
//! PyPI; `.ci/run` installs it into a virtual environment and names it in `EIGHT_BT`)
//! validates each package (`bt validate`: the input validator on every input and on its own
//! generic invalid inputs, the checker on generic wrong outputs) and runs every submission
//! on every test (`bt run`): the accepted ones must be accepted and the wrong ones rejected.
//! What the command promises without BAPCtools is in `tests/package.rs`.
//!
//! The statements' pictures are compiled by pdflatex with TikZ (Debian's texlive-latex-base
//! and texlive-pictures, which `.ci/run` installs), in a small document of this test's that
//! stands in for the judge system's statement class.
//!
//! BAPCtools is required: without it this test fails, saying how to install it.

use super::common::{cache_home, eight, Scratch};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The `bt` program: `EIGHT_BT`, else `bt` on the PATH.
fn bapctools() -> PathBuf {
    let bt = std::env::var_os("EIGHT_BT").map_or_else(|| PathBuf::from("bt"), PathBuf::from);
    let found = Command::new(&bt)
        .args(["validate", "--help"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    assert!(
        found.map_or(false, |status| status.success()),
        "BAPCtools not found at {}: python3 -m venv VENV && VENV/bin/pip install bapctools, \
         then EIGHT_BT=VENV/bin/bt (as .ci/run does)",
        bt.display()
    );
    bt
}

/// Runs `bt SUBCOMMAND --problem NAME -B` in `folder`, as the commands do; its
/// status and its output.
fn bt(bt: &Path, subcommand: &str, folder: &Path, name: &str, shim: &Path) -> (i32, String) {
    // BAPCtools looks for PyPy as its Python 3 and warns (exit 1) when it is missing; these
    // packages hold no Python, so the environment's own python stands in for it.
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![shim.to_path_buf()];
    paths.extend(std::env::split_paths(&path));
    let output = Command::new(bt)
        .args([subcommand, "--problem", name, "-B"])
        .current_dir(folder)
        .env("PATH", std::env::join_paths(paths).unwrap())
        // BAPCtools keeps a register of problem UUIDs in its home configuration folder: the
        // test's own, so that nothing is written outside the scratch folder.
        .env("XDG_CONFIG_HOME", folder.join("bt-config"))
        // The Rust checker and solver of a 4x4 package keep the tables of a goal in the table
        // cache: the tests' own, not the user's.
        .env("XDG_CACHE_HOME", cache_home())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.code().unwrap_or(-1), without_colours(&text))
}

/// `text` without ANSI escape sequences (BAPCtools colours its output when `CI` is set).
fn without_colours(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // ESC [ parameters, ended by a letter.
            for after in chars.by_ref() {
                if after.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    plain
}

/// A folder with `pypy3`, a link to the Python that runs `bt`.
fn python_shim(bt: &Path, scratch: &Scratch) -> PathBuf {
    let shim = scratch.0.join("shim");
    fs::create_dir_all(&shim).unwrap();
    let python = bt
        .parent()
        .map(|dir| dir.join("python3"))
        .filter(|p| p.exists());
    let python = python.unwrap_or_else(|| PathBuf::from("/usr/bin/python3"));
    std::os::unix::fs::symlink(python, shim.join("pypy3")).unwrap();
    shim
}

#[test]
#[ignore = "conformance tier: BAPCtools"]
fn bapctools_validates_the_packages_and_every_submission_gets_its_verdict() {
    let bt_program = bapctools();
    let scratch = Scratch::new();
    let shim = python_shim(&bt_program, &scratch);
    for (format, wrong) in [
        ("hdu3567", &["longer", "not_smallest", "short"][..]),
        ("lightoj1121", &["longer", "not_smallest", "short"][..]),
        ("uva10181", &["longer", "short"][..]),
        ("poj3240", &["short"][..]),
        // Its judge takes any path under 1,000 moves: the longer one goes past 999.
        ("mipt091", &["longer", "short"][..]),
        // A count: its whole programs, not the function LeetCode calls, are the package's.
        ("leetcode773", &["longer", "short"][..]),
        // Any farthest state with any shortest path: the longer path and the short one fail.
        ("uva10085", &["longer", "short"][..]),
        // Any path to the goal: only the short one fails.
        ("hackerrank_npuzzle", &["short"][..]),
        ("npuzzle42", &["longer", "short"][..]),
    ] {
        // BAPCtools wants a problem's folder named in lower case letters and digits.
        let problem = format.replace('_', "");
        let folder = scratch.0.join(&problem);
        let written = eight(
            &[
                "package",
                "--format",
                format,
                "--seed",
                "3",
                folder.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(written.status, 0, "{format}: {}", written.stderr);
        let mut names: Vec<String> = fs::read_dir(folder.join("submissions/wrong_answer"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        let expected: Vec<String> = wrong.iter().map(|name| format!("{name}.cpp")).collect();
        assert_eq!(names, expected, "{format}");

        // BAPCtools exits 1 on any warning or error, so 0 is a clean bill.
        let (status, log) = bt(&bt_program, "validate", &scratch.0, &problem, &shim);
        assert_eq!(status, 0, "{format}: bt validate:\n{log}");
        assert!(log.contains("Input validation: Done"), "{format}:\n{log}");
        assert!(
            log.contains("Output validator checks: Done"),
            "{format}:\n{log}"
        );

        let (status, log) = bt(&bt_program, "run", &scratch.0, &problem, &shim);
        assert_eq!(status, 0, "{format}: bt run:\n{log}");
        for accepted in ["accepted/eight.cpp", "accepted/eight.rs"] {
            let line = log.lines().find(|l| l.starts_with(&format!("{accepted}:")));
            let line = line.unwrap_or_else(|| panic!("{format}: no {accepted} in\n{log}"));
            assert!(line.contains(" AC "), "{format}: {line}");
        }
        for name in wrong {
            let program = format!("wrong_answer/{name}.cpp:");
            let line = log.lines().find(|l| l.starts_with(&program));
            let line = line.unwrap_or_else(|| panic!("{format}: no {program} in\n{log}"));
            assert!(line.contains(" WA "), "{format}: {line}");
        }
        assert!(
            !log.contains("required:"),
            "{format}: a verdict was not the one due\n{log}"
        );
    }
}

/// Packages of sizes the C++ programs do not serve (hdu3567 on 4x4, 2x4 and 5x5, trace on
/// 4x4): their data at that size, the Rust validator and checker each as a folder with its
/// build script, and BAPCtools validates them; the 4x4 one's Rust solver is accepted.
#[test]
#[ignore = "conformance tier: BAPCtools"]
fn packages_of_other_sizes_validate_their_own_data() {
    let bt_program = bapctools();
    let scratch = Scratch::new();
    let shim = python_shim(&bt_program, &scratch);
    for (format, size, accepted) in [
        ("hdu3567", "4x4", Some("accepted/eight.rs")),
        ("hdu3567", "2x4", None),
        ("hdu3567", "5x5", None),
        ("trace", "4x4", None),
    ] {
        let name = format!("{format}{}", size.replace('x', "by"));
        let folder = scratch.0.join(&name);
        let written = eight(
            &[
                "package",
                "--format",
                format,
                "--size",
                size,
                "--cases",
                "5",
                "--seed",
                "3",
                folder.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(written.status, 0, "{name}: {}", written.stderr);
        for program in [
            "input_validators/eight_validator/build",
            "input_validators/eight_validator/eight_validator.rs",
            "output_validator/build",
            "output_validator/eight_checker.rs",
        ] {
            assert!(folder.join(program).is_file(), "{name}: {program}");
        }
        assert!(!folder.join("input_validators/eight_validator.cpp").exists());
        assert!(!folder.join("submissions/accepted/eight.cpp").exists());
        assert!(!folder.join("submissions/wrong_answer").exists());
        let first = fs::read_to_string(folder.join("data/secret/random/1.in")).unwrap();
        let cells = size
            .split('x')
            .map(|n| n.parse::<usize>().unwrap())
            .product::<usize>();
        let second_line = first.lines().nth(1).unwrap();
        assert_eq!(
            second_line.split(' ').count(),
            cells,
            "{name}: {second_line}"
        );

        let (status, log) = bt(&bt_program, "validate", &scratch.0, &name, &shim);
        assert_eq!(status, 0, "{name}: bt validate:\n{log}");
        assert!(log.contains("Input validation: Done"), "{name}:\n{log}");
        assert!(
            log.contains("Output validator checks: Done"),
            "{name}:\n{log}"
        );
        assert!(!log.contains("not permitted"), "{name}:\n{log}");
        if let Some(accepted) = accepted {
            let (status, log) = bt(&bt_program, "run", &scratch.0, &name, &shim);
            assert_eq!(status, 0, "{name}: bt run:\n{log}");
            let line = log.lines().find(|l| l.starts_with(&format!("{accepted}:")));
            let line = line.unwrap_or_else(|| panic!("{name}: no {accepted} in\n{log}"));
            assert!(line.contains(" AC "), "{name}: {line}");
        }
    }
}

#[test]
#[ignore = "conformance tier: pdflatex"]
fn the_statements_pictures_compile_with_pdflatex() {
    let found = Command::new("pdflatex").arg("--version").output();
    assert!(
        found.map_or(false, |out| out.status.success()),
        "the statement test needs pdflatex and TikZ (apt-get install texlive-latex-base \
         texlive-pictures, as .ci/run does)"
    );
    let scratch = Scratch::new();
    // The statement classes' own environments, as plain sections; TikZ, as they load it.
    let wrapper = "\\documentclass{article}\n\\usepackage{tikz}\n\
                   \\newcommand{\\problemname}[1]{\\section*{#1}}\n\
                   \\newenvironment{Input}{\\section*{Input}}{}\n\
                   \\newenvironment{Output}{\\section*{Output}}{}\n\
                   \\begin{document}\n\\input{problem.en.tex}\n\\end{document}\n";
    // (format, size, pictures: start and goal of the sample's first cases, at most three)
    for (format, size, pictures) in [
        ("hdu3567", "3x3", 4),
        ("uva10181", "4x4", 4),
        ("poj3240", "", 2),
        ("hdu3567", "2x4", 6),
        ("hdu3567", "5x5", 6),
    ] {
        let folder = scratch.0.join(format!("{format}-{size}"));
        let mut words = vec!["package", "--format", format, folder.to_str().unwrap()];
        if !size.is_empty() {
            words.extend(["--size", size]);
        }
        let run = eight(&words, b"");
        assert_eq!(run.status, 0, "{format} {size}: {}", run.stderr);
        let statement = folder.join("statement");
        let text = fs::read_to_string(statement.join("problem.en.tex")).unwrap();
        assert_eq!(
            text.matches("\\begin{tikzpicture}").count(),
            pictures,
            "{format} {size}"
        );
        fs::write(statement.join("wrapper.tex"), wrapper).unwrap();
        let out = Command::new("pdflatex")
            .args(["-interaction=nonstopmode", "-halt-on-error", "wrapper.tex"])
            .current_dir(&statement)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{format} {size}: pdflatex failed:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
        let pdf = fs::read(statement.join("wrapper.pdf")).unwrap();
        assert!(pdf.starts_with(b"%PDF"), "{format} {size}");
        let log = fs::read_to_string(statement.join("wrapper.log")).unwrap();
        assert!(
            !log.contains("Overfull \\hbox"),
            "{format} {size}: a picture overflows"
        );
    }
}
