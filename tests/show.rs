//! `eight show` from the command line: the page of a sample, on stdout or in a file; a bad
//! input refused as the solver refuses it, leaving no page behind; poj2893 refused; the
//! bound on the cases a page holds. What the page does in a browser is the conformance
//! tier's (tests/conformance/browser.rs).

mod common;

use common::{eight, process_folder};
use std::fs;

#[test]
fn a_sample_makes_a_page_on_stdout_or_in_a_file() {
    let input = fs::read("samples/hdu3567.in").unwrap();
    let on_stdout = eight(&["show"], &input);
    assert_eq!((on_stdout.status, on_stdout.stderr.as_str()), (0, ""));
    let page = String::from_utf8(on_stdout.stdout).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(page.contains("<title>eight show: hdu3567, 2 cases</title>"));
    assert_eq!(page.matches("<section class=\"case\"").count(), 2);
    // The first case of the sample: 12X453786 to 12345678X, `dd` (d is 0: one byte 0).
    assert!(page.contains("data-board=\"1 2 0 4 5 3 7 8 6\""));
    assert!(page.contains("data-count=\"2\" data-moves=\"AA==\""));
    let folder = process_folder("show-file");
    let file = folder.join("page.html");
    let in_file = eight(&["show", "-o", file.to_str().unwrap()], &input);
    assert_eq!((in_file.status, in_file.stdout.len()), (0, 0));
    assert_eq!(fs::read_to_string(&file).unwrap(), page);
    fs::remove_dir_all(folder).unwrap();
}

#[test]
fn a_bad_input_leaves_no_page_and_says_why() {
    let folder = process_folder("show-bad");
    let file = folder.join("page.html");
    let bad = b"2\n12X453786\n12345678X\n12X45378\n12345678X\n";
    let seen = eight(&["show", "-o", file.to_str().unwrap()], bad);
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (
            2,
            "eight: line 4, case 2, start board, token `12X45378`: wrong length: 8 characters; \
             a board is one 9-character token or 9 one-character tokens\n"
        )
    );
    assert!(!file.exists(), "no half page");
    assert_eq!(fs::read_dir(&folder).unwrap().count(), 0, "nothing left");
    let seen = eight(&["show"], bad);
    assert_eq!((seen.status, seen.stdout.len()), (2, 0));
    let seen = eight(&["show", "--format", "poj2893"], b"2 2\n1 2\n3 0\n0 0\n");
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (
            2,
            "eight: usage: poj2893's answers are YES or NO, by parity, with no path to play: \
             eight show draws the other formats (see eight --help)\n"
        )
    );
    fs::remove_dir_all(folder).unwrap();
}

#[test]
fn unsolvable_boards_and_count_only_formats_are_drawn() {
    let unsolvable = eight(&["show", "--format", "hdu1043"], b"1 2 3 4 5 6 8 7 x\n");
    let page = String::from_utf8(unsolvable.stdout).unwrap();
    assert_eq!(unsolvable.status, 0);
    assert!(page.contains("data-count=\"0\" data-moves=\"\""));
    assert!(page.contains("<h2>Goal</h2>"));
    assert!(page.contains("their tile orders differ in parity"));
    let count = eight(&["show", "--format", "p1379"], b"283104765\n");
    let page = String::from_utf8(count.stdout).unwrap();
    assert!(
        page.contains("data-count=\"4\""),
        "the 4 moves the count comes from"
    );
    assert!(page.contains("case 1 (4 moves)"));
}

#[test]
fn a_page_holds_the_first_thousand_cases() {
    let input = eight(&["gen", "--cases", "1005", "--seed", "2"], b"").stdout;
    let seen = eight(&["show"], &input);
    let page = String::from_utf8(seen.stdout).unwrap();
    assert_eq!(seen.status, 0);
    assert_eq!(page.matches("<section class=\"case\"").count(), 1000);
    assert!(page.contains("The page holds the first 1000 cases; it left out the other 5"));
}

#[test]
fn big_boards_play_up_to_their_bound_and_the_biggest_are_not_drawn() {
    let thirty = eight(
        &["gen", "--size", "30x30", "--seed", "1", "--cases", "1"],
        b"",
    )
    .stdout;
    let seen = eight(&["show", "--size", "30x30"], &thirty);
    let page = String::from_utf8(seen.stdout).unwrap();
    assert_eq!(seen.status, 0);
    assert!(
        page.contains("case 1 (57207 moves, short)"),
        "a 30x30 board plays"
    );
    assert!(page.contains("A short legal path of 57207 moves, not shown to be the shortest"));
    let big = eight(
        &["gen", "--size", "40x40", "--seed", "1", "--cases", "2"],
        b"",
    )
    .stdout;
    let seen = eight(&["show", "--size", "40x40"], &big);
    let page = String::from_utf8(seen.stdout).unwrap();
    assert_eq!(page.matches("(not drawn)").count(), 2);
    assert!(page.contains("<h2>Case 2: 40 by 40</h2>"));
    assert!(!page.contains("<svg "));
}
