//! The speed machinery changes no answer, through the binary: the disk cache of pattern
//! databases (written once, loaded after, a corrupt or cut file rebuilt and replaced, an
//! unwritable folder one warning line, `--no-cache` writes nothing), and thread counts
//! (`EIGHT_THREADS`): one thread and several give byte-identical output on a mixed batch,
//! with cases spread over threads and with one case split among them.
//!
//! # Costs
//! About six builds of the 4x4 6-6-3 databases (2 to 4 s each in the checked profile) and
//! a few dozen short searches: about 30 s on two cores; up to 67 MB of cache files in
//! Cargo's target temporary folder, each test's folder removed when it ends (the process's
//! own folder when the next test process starts, see tests/common).

mod common;

use common::{eight_with, Run};
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};

/// Two 4x4 cases that need the full databases, for two goal blank cells (15, then 0): the
/// Rosetta Code board (52 moves) and Korf's #17 (66 moves).
const TWO_GOALS: &[u8] = b"2\n\
15 14 1 6 9 11 4 12 0 10 7 3 13 8 5 2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n\
15 14 0 4 11 1 6 13 7 5 8 9 3 2 10 12\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n";

const TWO_GOALS_OUT: &[u8] = b"Case 1: 52\n\
rrrulddluuuldrurdddrullulurrrddldluurddlulurruldrdrd\n\
Case 2: 66\n\
lldddrurruulllddrrurullldrrddllurdrruuullldrddrruuullddldrrruuulll\n";

/// Korf's #17 alone (goal blank cell 0).
const KORF_17: &[u8] = b"1\n\
15 14 0 4 11 1 6 13 7 5 8 9 3 2 10 12\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n";

const KORF_17_OUT: &[u8] = b"Case 1: 66\n\
lldddrurruulllddrrurullldrrddllurdrruuullldrddrruuullddldrrruuulll\n";

/// The cache file of the 4x4 databases for goal blank cell 0, and its length (a 50-byte
/// header and checksum, 2 x 16^6 + 16^3 entries).
const FILE_0: &str = "eight/4x4-blank0-4589cd-67abef-123.v2.pdb";
const FILE_LENGTH: u64 = 50 + 2 * (1 << 24) + 4096;

/// A fresh folder of this test's own, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let path = common::cache_home().join(name);
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).unwrap();
        Folder(path)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn solve_in(home: &Path, arguments: &[&str], input: &[u8]) -> Run {
    eight_with(arguments, input, &[("XDG_CACHE_HOME", home.as_os_str())])
}

#[test]
fn the_cache_is_written_once_loaded_after_and_rebuilt_when_damaged() {
    let home = Folder::new("cache-cycle");
    let file = home.0.join(FILE_0);
    let first = solve_in(&home.0, &["--size", "4x4"], KORF_17);
    assert_eq!((first.status, first.stdout.as_slice()), (0, KORF_17_OUT));
    assert_eq!(first.stderr, "");
    assert_eq!(fs::metadata(&file).unwrap().len(), FILE_LENGTH);
    let good = fs::read(&file).unwrap();
    assert_eq!(&good[..8], b"EIGHTPDB");
    // Only the final file is left: the temporary one was renamed.
    assert_eq!(fs::read_dir(home.0.join("eight")).unwrap().count(), 1);

    // Loaded, not rewritten: the file keeps its inode and bytes.
    let inode = |path: &Path| std::os::unix::fs::MetadataExt::ino(&fs::metadata(path).unwrap());
    let before = inode(&file);
    let again = solve_in(&home.0, &["--size", "4x4"], KORF_17);
    assert_eq!((again.status, again.stdout.as_slice()), (0, KORF_17_OUT));
    assert_eq!(inode(&file), before);

    // One flipped byte in the entries, then a file cut short, then another version's
    // header: each is rebuilt and replaced by the good file, with the right answer.
    let mut flipped = good.clone();
    flipped[50 + (1 << 23)] ^= 0x10;
    let cut = good[..good.len() / 2].to_vec();
    let mut stale = good.clone();
    stale[8] = 0;
    for (what, damaged) in [("flipped", flipped), ("cut", cut), ("stale", stale)] {
        fs::write(&file, &damaged).unwrap();
        let run = solve_in(&home.0, &["--size", "4x4"], KORF_17);
        assert_eq!(
            (run.status, run.stdout.as_slice(), run.stderr.as_str()),
            (0, KORF_17_OUT, ""),
            "{what}"
        );
        assert!(
            fs::read(&file).unwrap() == good,
            "{what}: the file is replaced"
        );
    }
}

#[test]
fn an_unwritable_cache_gives_one_warning_and_the_right_answers() {
    // A file where the folder should be cannot be written even by root (a read-only
    // folder can).
    let home = Folder::new("cache-blocked");
    let blocked = home.0.join("file");
    fs::write(&blocked, b"not a folder").unwrap();
    let run = solve_in(&blocked, &["--size", "4x4"], TWO_GOALS);
    assert_eq!((run.status, run.stdout.as_slice()), (0, TWO_GOALS_OUT));
    assert_eq!(
        run.stderr,
        format!(
            "eight: warning: cannot write the table cache in {}: Not a directory (os error 20); building in memory\n",
            blocked.join("eight").display()
        )
    );
    assert_eq!(fs::read(&blocked).unwrap(), b"not a folder");
}

#[test]
fn a_judge_systems_checker_keeps_a_cache_failure_off_stderr() {
    // testlib, Hydro and LemonLime read the verdict from the first bytes of stderr.
    let home = Folder::new("cache-blocked-checker");
    let blocked = home.0.join("file");
    fs::write(&blocked, b"not a folder").unwrap();
    fs::write(home.0.join("in"), TWO_GOALS).unwrap();
    fs::write(home.0.join("out"), TWO_GOALS_OUT).unwrap();
    let file = |name: &str| home.0.join(name).to_str().unwrap().to_string();
    let (input, output) = (file("in"), file("out"));
    let run = solve_in(
        &blocked,
        &[
            "check",
            "--size",
            "4x4",
            "--protocol",
            "testlib",
            &input,
            &output,
            &input,
        ],
        b"",
    );
    assert_eq!((run.status, run.stderr.as_str()), (0, "ok 2 cases\n"));
}

#[test]
fn no_cache_writes_nothing_and_short_batches_build_no_cache() {
    let home = Folder::new("cache-off");
    let run = solve_in(&home.0, &["--size", "4x4", "--no-cache"], KORF_17);
    assert_eq!((run.status, run.stdout.as_slice()), (0, KORF_17_OUT));
    // Boards a few moves from the goal are answered with the light tier: nothing cached.
    let short =
        b"2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n\
1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
    let run = solve_in(&home.0, &["--size", "4x4"], short);
    assert_eq!(
        String::from_utf8(run.stdout).unwrap(),
        "Case 1: 1\nr\nCase 2: 2\nrr\n"
    );
    assert_eq!(fs::read_dir(&home.0).unwrap().count(), 0);
    // So on every size whose full databases take seconds: a case already solved, and one
    // a few moves away, with the goal's blank anywhere.
    for (size, solved, near) in [
        (
            "2x8",
            "10 0 1 4 7 3 8 13 2 12 15 9 5 6 14 11",
            "10 1 0 4 7 3 8 13 2 12 15 9 5 6 14 11",
        ),
        (
            "8x2",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 0 15 14",
        ),
        (
            "3x5",
            "1 2 3 4 5 6 7 0 8 9 10 11 12 13 14",
            "1 2 3 4 5 6 7 8 0 9 10 11 12 13 14",
        ),
        (
            "2x7",
            "0 1 2 3 4 5 6 7 8 9 10 11 12 13",
            "1 0 2 3 4 5 6 7 8 9 10 11 12 13",
        ),
    ] {
        let input = format!("2\n{solved}\n{solved}\n{near}\n{solved}\n");
        let run = solve_in(&home.0, &["--size", size], input.as_bytes());
        assert_eq!(run.status, 0, "{size}: {}", run.stderr);
        let answers = String::from_utf8(run.stdout).unwrap();
        assert!(
            answers.starts_with("Case 1: 0\n\nCase 2: "),
            "{size}: {answers}"
        );
        assert_eq!(
            fs::read_dir(&home.0).unwrap().count(),
            0,
            "{size} built its full tables"
        );
    }
}

/// A batch of every kind: hard 4x4 boards (the full databases), short ones, an unreachable
/// goal, two goal blank cells.
fn mixed_4x4() -> Vec<u8> {
    let mut input = b"7\n".to_vec();
    input.extend_from_slice(&TWO_GOALS[2..]);
    input.extend_from_slice(
        b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n\
2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n\
0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1\n0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1\n\
14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n\
1 5 2 3 4 0 6 7 8 9 10 11 12 13 14 15\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n",
    );
    input
}

#[test]
fn threads_give_byte_identical_answers() {
    let home = Folder::new("cache-threads");
    let with = |threads: &str, arguments: &[&str], input: &[u8]| -> (i32, Vec<u8>, String) {
        let run = eight_with(
            arguments,
            input,
            &[
                ("XDG_CACHE_HOME", home.0.as_os_str()),
                ("EIGHT_THREADS", OsStr::new(threads)),
            ],
        );
        (run.status, run.stdout, run.stderr)
    };
    let mixed = mixed_4x4();
    let korf_1 =
        b"1\n14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n";
    let lightoj = b"3\n\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n\n\
2 3 4 8\n1 6 7 12\n5 10 11 15\n9 13 14 0\n\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n";
    let random_3x4 = eight_with(
        &["gen", "--size", "3x4", "--cases", "12", "--seed", "5"],
        b"",
        &[],
    );
    for (arguments, input) in [
        (&["--size", "4x4"][..], &mixed[..]),
        (&["--size", "4x4"], &korf_1[..]),
        (&["--format", "lightoj1121"], &lightoj[..]),
        (&["--size", "3x4"], &random_3x4.stdout[..]),
    ] {
        let one = with("1", arguments, input);
        for threads in ["2", "3"] {
            assert_eq!(
                with(threads, arguments, input),
                one,
                "{arguments:?}, {threads} threads"
            );
        }
        assert!(one.0 == 0 || one.0 == 1, "{arguments:?}: {}", one.2);
    }
    let mixed = with("2", &["--size", "4x4"], &mixed);
    assert_eq!(
        String::from_utf8(mixed.1).unwrap(),
        "Case 1: 52\nrrrulddluuuldrurdddrullulurrrddldluurddlulurruldrdrd\n\
         Case 2: 66\nlldddrurruulllddrrurullldrrddllurdrruuullldrddrruuullddldrrruuulll\n\
         Case 3: 1\nr\nCase 4: -1\n\nCase 5: 0\n\n\
         Case 6: 57\nulddruuuldddruurrdldluurulldrdruurdddluuurdddluluurrdlllu\n\
         Case 7: 2\nul\n"
    );
    let korf = with("2", &["--size", "4x4"], korf_1);
    assert_eq!(
        String::from_utf8(korf.1).unwrap(),
        "Case 1: 57\nulddruuuldddruurrdldluurulldrdruurdddluuurdddluluurrdlllu\n"
    );
    let lightoj = with("2", &["--format", "lightoj1121"], lightoj);
    assert_eq!(
        String::from_utf8(lightoj.1).unwrap(),
        "Case 1: \nCase 2: UUULLLDDDRRR\nCase 3: This puzzle is not solvable.\n"
    );
}

/// A large 3x3 batch goes through the pipeline (chunks answered on worker threads, written in
/// order): its bytes, warnings and status must be those of one thread, up to a bad case.
#[test]
fn threads_change_no_byte_of_a_large_3x3_batch() {
    let generated = eight_with(&["gen", "--cases", "20000", "--seed", "5"], b"", &[]);
    assert_eq!(generated.status, 0);
    let text = String::from_utf8(generated.stdout).unwrap();
    // Some unreachable pairs (a swap of two tiles in the goal) among them, for the warnings.
    // A case a line here (gen writes each board on a line of its own).
    let boards: Vec<&str> = text.lines().skip(1).collect();
    let mut lines: Vec<String> = vec![text.lines().next().unwrap().to_string()];
    lines.extend(boards.chunks(2).map(|pair| pair.join(" ")));
    for line in lines.iter_mut().skip(1).step_by(997) {
        let (start, goal) = line.split_once(' ').unwrap();
        let mut goal = goal.as_bytes().to_vec();
        let tiles: Vec<usize> = (0..9).filter(|&i| goal[i] != b'X').take(2).collect();
        goal.swap(tiles[0], tiles[1]);
        *line = format!("{start} {}", String::from_utf8(goal).unwrap());
    }
    let whole = lines.join("\n") + "\n";
    // The same cases with case 12345 broken: every answer before it, then the error.
    let mut broken = lines.clone();
    broken[12345] = "12X453786 1234".to_string();
    let broken = broken.join("\n") + "\n";
    for input in [whole.as_bytes(), broken.as_bytes()] {
        let runs: Vec<Run> = ["1", "2", "3"]
            .iter()
            .map(|threads| eight_with(&[], input, &[("EIGHT_THREADS", OsStr::new(threads))]))
            .collect();
        for run in &runs[1..] {
            assert_eq!(run.status, runs[0].status);
            assert!(run.stdout == runs[0].stdout, "the bytes differ");
            assert_eq!(run.stderr, runs[0].stderr);
        }
        assert!(runs[0]
            .stderr
            .contains("eight: case 1: the goal cannot be reached"));
    }
    let broken_run = eight_with(
        &[],
        broken.as_bytes(),
        &[("EIGHT_THREADS", OsStr::new("2"))],
    );
    assert_eq!(broken_run.status, 2);
    let answered = String::from_utf8(broken_run.stdout).unwrap();
    assert_eq!(answered.matches("Case ").count(), 12344);
    assert!(broken_run
        .stderr
        .ends_with("eight: line 12346, case 12345, goal board, token `1234`: wrong length: 4 characters; a board is one 9-character token or 9 one-character tokens\n"));
}
