//! The command line as a newcomer meets it: every subcommand's help, `eight help`, usage
//! errors, and a generator whose reader stops early.

mod common;

use common::eight;
use std::io::Read;
use std::process::{Command, Stdio};

#[test]
fn every_subcommand_has_its_own_help_everywhere() {
    let general = eight(&["--help"], b"");
    assert_eq!(general.status, 0);
    let text = String::from_utf8(general.stdout).unwrap();
    for command in [
        "gen", "check", "validate", "all", "show", "bundle", "package", "prepare", "help",
    ] {
        assert!(
            text.contains(&format!("eight {command}")),
            "{command} missing from --help"
        );
    }
    assert_eq!(eight(&["help"], b"").stdout, text.as_bytes());
    for command in [
        "gen", "check", "validate", "all", "show", "bundle", "package", "prepare",
    ] {
        let own = eight(&[command, "--help"], b"");
        assert_eq!(own.status, 0);
        let own_text = String::from_utf8(own.stdout.clone()).unwrap();
        assert!(
            own_text.starts_with(&format!("eight {command}: ")),
            "{own_text}"
        );
        assert!(own_text.contains("Exit status:"), "{command}");
        assert_ne!(own_text, text, "{command} --help is the general help");
        assert_eq!(eight(&["help", command], b"").stdout, own.stdout);
        assert_eq!(eight(&[command, "-h"], b"").stdout, own.stdout);
    }
    let gen = String::from_utf8(eight(&["help", "gen"], b"").stdout).unwrap();
    assert!(gen.contains("(default 0)"), "the seed's default: {gen}");
}

#[test]
fn usage_errors_say_what_and_exit_2() {
    for (arguments, message) in [
        (&["frob"][..], "eight: usage: unknown command `frob`; the commands are gen, check, validate, all, show, bundle, package, prepare and help (see eight --help)\n"),
        (&["help", "solve"], "eight: usage: no help on `solve`; the commands are gen, check, validate, all, show, bundle, package, prepare and help (see eight --help)\n"),
        (&["gen", "--cases", "+3"], "eight: usage: --cases takes a whole number from 0 to 18446744073709551615 (digits only), not `+3` (see eight --help)\n"),
        (&["gen", "--seed", "1", "--seed", "2"], "eight: usage: --seed is given twice (see eight --help)\n"),
        (&["gen", "--seed", "99999999999999999999"], "eight: usage: --seed takes a whole number from 0 to 18446744073709551615 (digits only), not `99999999999999999999` (see eight --help)\n"),
        (&["gen", "--format", "hdu1043", "--unsolvable-share", "1", "--distance", "5"], "eight: usage: with --unsolvable-share 1 every board is unsolvable and has no distance; drop the distance or lower the share (see eight --help)\n"),
        (&["gen", "--format", "p1379", "--distance", "31"], "eight: usage: no board is that many moves from the p1379 goal 1238X4765: the farthest are 30 moves away (see eight --help)\n"),
        (&["--size", "1x4"], "eight: usage: --size takes ROWSxCOLUMNS with at least 2 of each and at most 1000000 cells (exact up to 16 cells: 2x2 to 4x4, 2x8, 3x5, ...), not `1x4` (see eight --help)\n"),
        (&["--format", "hdu1043", "--size", "4x4"], "eight: usage: hdu1043 boards are 3x3, not 4x4 (see eight --help)\n"),
        (&["bundle", "--format", "hdu3567", "--size", "5x5"], "eight: usage: the Rust solver of hdu3567 serves 3x3 boards and others of at most 16 cells, not 5x5; no one-file solver does, eight solves it: eight --format hdu3567 --size 5x5 (see eight --help)\n"),
        (&["bundle", "--validator", "--lang", "cpp", "--format", "hdu3567", "--size", "4x4"], "eight: usage: the C++ validator of hdu3567 serves 3x3 boards, not 4x4; the Rust one does (--lang rust) (see eight --help)\n"),
        (&["bundle", "--validator", "--lang", "cpp", "--format", "trace", "--size", "2x4"], "eight: usage: the C++ validator of trace serves 3x3 boards, not 2x4; the Rust one does (--lang rust) (see eight --help)\n"),
        (&["bundle", "--checker", "--lang", "cpp", "--format", "hdu3567", "--size", "5x5"], "eight: usage: the C++ checker of hdu3567 serves 3x3 boards, not 5x5; the Rust one does (--lang rust) (see eight --help)\n"),
        (&["gen", "--cases", "0"], "eight: usage: --cases 0: a test input holds at least one case (eight validate refuses one without) (see eight --help)\n"),
        (&["gen", "--format", "uva10181", "--cases", "0"], "eight: usage: --cases 0: a test input holds at least one case (eight validate refuses one without) (see eight --help)\n"),
        (&["gen", "--format", "hdu1043", "--cases", "0"], "eight: usage: --cases 0: a test input holds at least one case (eight validate refuses one without) (see eight --help)\n"),
        (&["validate", "--testset"], "eight: usage: --testset needs a value (see eight --help)\n"),
        (&["validate", "--group=g1", "--frob"], "eight: usage: unknown argument `--frob` for eight validate (see eight --help)\n"),
        (&["--exact"], "eight: usage: --exact searches 5x5 boards exactly; hdu3567 takes them with --size 5x5 (see eight --help)\n"),
        (&["--format", "uva10181", "--exact"], "eight: usage: --exact searches 5x5 boards exactly; uva10181 does not take them (see eight --help)\n"),
        (&["--format", "trace", "--size", "5x5", "--exact"], "eight: usage: --exact is not for trace, whose answers beyond 16 cells say that their path is not shown to be the shortest (see eight --help)\n"),
        (&["--size", "5x5", "--exact", "--exact"], "eight: usage: --exact is given twice (see eight --help)\n"),
        (&["gen", "--exact"], "eight: usage: unknown argument `--exact` for eight gen (see eight --help)\n"),
        (&["bundle", "--lang", "cpp", "--format", "trace", "--size", "2x3"], "eight: usage: the C++ solver of trace serves 3x3 boards, not 2x3; the Rust one does (--lang rust) (see eight --help)\n"),
    ] {
        let run = eight(arguments, b"");
        assert_eq!((run.status, run.stderr.as_str()), (2, message), "{arguments:?}");
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn a_generator_whose_reader_stops_early_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_eight"))
        .args(["gen", "--cases", "2000000"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 8];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe's reading end is now closed, as `eight gen | head -c 8` closes it.
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(&first, b"2000000\n");
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("Broken pipe"), "{stderr}");
}
