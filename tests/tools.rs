//! The judge companion through the binary: `gen`, `check` and `bundle`.

mod common;

use common::{check_sized, eight, process_folder, sample, sample_size, Run};
use std::fs;

fn check(format: &str, input: &[u8], output: &[u8]) -> Run {
    check_sized(format, None, input, output)
}

#[test]
fn gen_is_deterministic_and_solvable_in_every_format() {
    for format in eight::Format::ALL {
        let cases = if format.reads_one_case() { "1" } else { "50" };
        let format = format.name();
        let arguments = ["gen", "--format", format, "--cases", cases, "--seed", "11"];
        let first = eight(&arguments, b"");
        assert_eq!(first.status, 0, "{}", first.stderr);
        assert_eq!(first.stdout, eight(&arguments, b"").stdout, "{format}");
        let solved = eight(&["--format", format], &first.stdout);
        assert_eq!(solved.status, 0, "{format}: {}", solved.stderr);
    }
    // Defaults: 200 hdu3567 cases, each board on a line of its own.
    let default = eight(&["gen"], b"");
    assert!(default.stdout.starts_with(b"200\n"));
    assert_eq!(default.stdout.iter().filter(|&&b| b == b'\n').count(), 401);
}

#[test]
fn gen_distances_are_the_optimal_distances() {
    let generated = eight(
        &["gen", "--cases", "40", "--seed", "3", "--distance", "31"],
        b"",
    );
    let solved = String::from_utf8(eight(&[], &generated.stdout).stdout).unwrap();
    let headers: Vec<&str> = solved.lines().step_by(2).collect();
    assert_eq!(headers.len(), 40);
    assert!(headers.iter().all(|h| h.ends_with(": 31")), "{solved}");

    let ranged = eight(
        &[
            "gen",
            "--format",
            "hdu1043",
            "--cases",
            "60",
            "--min-distance",
            "5",
            "--max-distance",
            "7",
        ],
        b"",
    );
    let answers =
        String::from_utf8(eight(&["--format", "hdu1043"], &ranged.stdout).stdout).unwrap();
    let lengths: Vec<usize> = answers.lines().map(str::len).collect();
    assert_eq!(lengths.len(), 60);
    assert!(lengths.iter().all(|&n| (5..=7).contains(&n)), "{lengths:?}");
    assert!(lengths.contains(&5) && lengths.contains(&7));
}

#[test]
fn gen_mixes_in_unsolvable_hdu1043_boards() {
    let generated = eight(
        &[
            "gen",
            "--format",
            "hdu1043",
            "--cases",
            "200",
            "--unsolvable-share",
            "0.3",
        ],
        b"",
    );
    let answers =
        String::from_utf8(eight(&["--format", "hdu1043"], &generated.stdout).stdout).unwrap();
    let unsolvable = answers.lines().filter(|l| *l == "unsolvable").count();
    assert!((30..=90).contains(&unsolvable), "{unsolvable} of 200");
}

#[test]
fn gen_refuses_bad_options() {
    for arguments in [
        &["gen", "--format", "p1379", "--distance", "31"][..],
        &["gen", "--distance", "40"],
        &["gen", "--cases", "x"],
    ] {
        let run = eight(arguments, b"");
        assert_eq!(run.status, 2, "{arguments:?}");
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn check_accepts_the_solvers_own_output_for_every_sample() {
    for entry in fs::read_dir(sample("")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        let format = stem.split('-').next().unwrap();
        let input = fs::read(&path).unwrap();
        let output = fs::read(sample(&format!("{stem}.out"))).unwrap();
        let run = check_sized(format, sample_size(&stem), &input, &output);
        assert_eq!(
            run.status,
            0,
            "{stem}: {}",
            String::from_utf8_lossy(&run.stdout)
        );
        assert!(String::from_utf8_lossy(&run.stdout).starts_with("accepted: "));
    }
}

#[test]
fn check_rejects_each_kind_of_wrong_answer() {
    let input = b"2\n12X453786 12345678X\n162X53478 12345678X\n";
    let cases: [(&str, &str); 7] = [
        (
            "Case 1: 2\ndd\n",
            "wrong answer: case 2: line 3, column 1: the case header: expected `Case `, found the end of the output\n",
        ),
        (
            "Case 1: 2\ndd\nCase 2 9\ndruurdldr\n",
            "wrong answer: case 2: line 3, column 7: the case header: expected `: `, found ` `\n",
        ),
        (
            "Case 1: 3\ndd\nCase 2: 9\ndruurdldr\n",
            "wrong answer: case 1: line 1, column 9: the number of moves: expected `2`, found `3`\n",
        ),
        (
            "Case 1: 2\ndu\n",
            "wrong answer: case 1: line 2, column 2: the path: its 2 moves end on 1 2 0 / 4 5 3 / 7 8 6, not on the goal 1 2 3 / 4 5 6 / 7 8 0\n",
        ),
        (
            "Case 1: 2\nrd\n",
            "wrong answer: case 1: line 2, column 1: the path: move 1 (`r`) takes the blank off the board\n",
        ),
        (
            "Case 1: 2\ndd\nCase 2: 9\nrurdlldrr\n",
            "wrong answer: case 2: line 4, column 1: the path is a shortest one, but not the lexicographically smallest: move 1 is `r`, the smallest has `d`\n",
        ),
        (
            "Case 1: 2\ndd\nCase 2: 9\ndruurdldr\nextra\n",
            "wrong answer: line 5, column 1: output goes on after the last case (case 2): expected the end of the output, found `e`\n",
        ),
    ];
    for (output, expected) in cases {
        let run = check("hdu3567", input, output.as_bytes());
        assert_eq!(run.status, 1, "{output:?}");
        assert_eq!(String::from_utf8_lossy(&run.stdout), expected);
    }
    let longer = check("hdu3567", b"1\n12X453786 12345678X\n", b"Case 1: 2\nddud\n");
    assert_eq!(
        String::from_utf8_lossy(&longer.stdout),
        "wrong answer: case 1: line 2, column 3: the path: move 3 is one too many: the shortest path has 2 moves\n"
    );
}

#[test]
fn check_reports_bad_input_apart_from_wrong_answers() {
    let run = check("hdu3567", b"1\n12X45 12345678X\n", b"Case 1: 2\ndd\n");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("bad INPUT file"), "{}", run.stderr);
    let missing = eight(&["check", "/nonexistent/input", "/nonexistent/output"], b"");
    assert_eq!(missing.status, 3);
}

/// The bytes a one-file submission may have: a tenth under its judge's limit, 64 KiB for a
/// Rust file (a common source limit: AtCoder, Codeforces), 50,000 bytes for a C++ file
/// (SPOJ). The files of a format whose cases give their side (POJ 3240) hold two engines
/// and are for POJ: its C++ limit is 65,536 bytes, and its Rust file, which POJ does not
/// take, stays near the 100 KiB it had (104 KiB since the searches learned each tile's
/// walks).
fn limit(format: eight::Format, language: &str) -> usize {
    let per_case = format.engine(format.default_size()) == eight::EngineKind::PerCase;
    match (per_case, language) {
        (true, "rust") => 104 * 1024,
        (true, _) => 65_536 * 9 / 10,
        (false, "rust") => 64 * 1024 * 9 / 10,
        _ => 50_000 * 9 / 10,
    }
}

#[test]
fn every_bundle_is_under_its_judges_size_limit() {
    for format in eight::Format::ALL {
        for language in ["rust", "cpp"] {
            let bundle = eight(
                &["bundle", "--lang", language, "--format", format.name()],
                b"",
            );
            assert_eq!(bundle.status, 0, "{}", bundle.stderr);
            let most = limit(format, language);
            assert!(
                bundle.stdout.len() <= most,
                "{format:?} {language}: {} bytes, over {most}",
                bundle.stdout.len()
            );
        }
    }
}

/// Every kind of Rust file type-checks as edition 2018, the oldest the bundles promise, with
/// the compiler of the Cargo that runs these tests (errors only, no program: about a second
/// each). The conformance tier builds and runs them with Rust 1.63; this catches, in
/// seconds, what an edition changes, such as closures that capture all of `self` in 2018.
#[test]
fn rust_bundles_type_check_as_edition_2018() {
    let folder = process_folder("bundle-2018");
    // `RUSTC` if set, else the compiler beside the Cargo that runs the tests (a toolchain's
    // or Debian's), else the one on the path.
    let beside_cargo = std::path::Path::new(env!("CARGO")).with_file_name("rustc");
    let rustc = match std::env::var_os("RUSTC") {
        Some(rustc) => rustc.into(),
        None if beside_cargo.exists() => beside_cargo,
        None => "rustc".into(),
    };
    let kinds: [&[&str]; 4] = [
        &["bundle"],
        &["bundle", "--format", "poj3240"],
        &["bundle", "--checker"],
        &["bundle", "--validator"],
    ];
    for (index, arguments) in kinds.iter().enumerate() {
        let bundle = eight(arguments, b"");
        assert_eq!(bundle.status, 0, "{}", bundle.stderr);
        let source = folder.join(format!("kind{index}.rs"));
        fs::write(&source, &bundle.stdout).unwrap();
        let checked = std::process::Command::new(&rustc)
            .args([
                "--edition",
                "2018",
                "--emit=metadata",
                "--crate-name",
                "bundle",
            ])
            .arg("--out-dir")
            .arg(&folder)
            .arg(&source)
            .output()
            .unwrap_or_else(|error| panic!("{} could not be run: {error}", rustc.display()));
        assert!(
            checked.status.success(),
            "{arguments:?}: {}",
            String::from_utf8_lossy(&checked.stderr)
        );
    }
}
