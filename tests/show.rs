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

/// `eight show --check` on the hdu3567 sample's input and `output` (-o into `folder`): the
/// status, stderr and page.
fn judged_page(folder: &std::path::Path, output: &[u8]) -> (i32, String, String) {
    let output_file = folder.join("output.txt");
    fs::write(&output_file, output).unwrap();
    let page = folder.join("judged.html");
    let seen = eight(
        &[
            "show",
            "--check",
            "samples/hdu3567.in",
            output_file.to_str().unwrap(),
            "-o",
            page.to_str().unwrap(),
        ],
        b"",
    );
    let html = fs::read_to_string(&page).unwrap_or_default();
    let _ = fs::remove_file(&page);
    (seen.status, seen.stderr, html)
}

#[test]
fn show_check_opens_a_wrong_answer_where_it_went_wrong() {
    let folder = process_folder("show-check");
    let right = fs::read("samples/hdu3567.out").unwrap();
    let (status, said, html) = judged_page(&folder, &right);
    assert_eq!((status, said.as_str()), (0, "accepted: 2 cases\n"));
    assert!(html.contains("<title>eight show --check: hdu3567, 2 cases</title>"));
    assert!(html.contains("<p class=\"verdict good\" id=\"verdict\">accepted: 2 cases</p>"));
    assert!(html.contains("case 2 (accepted, 8 moves)"));
    assert!(!html.contains("data-stop=\""));
    // The right path of case 2 is urrulldr. (path, where the page stops, the judge's words)
    let wrong = [
        (
            "urrullll",
            6,
            "line 4, column 7: the path: move 7 (`l`) takes the blank off the board",
        ),
        (
            "urrulldrlr",
            8,
            "line 4, column 9: the path: move 9 is one too many: the shortest path has 8 moves",
        ),
        // It leaves the one right path at move 4, before it leaves the board at move 7.
        (
            "urrlulldr",
            3,
            "line 4, column 7: the path: move 7 (`l`) takes the blank off the board",
        ),
    ];
    for (path, stop, words) in wrong {
        let output = format!("Case 1: 2\ndd\nCase 2: 8\n{path}\n");
        let (status, said, html) = judged_page(&folder, output.as_bytes());
        assert_eq!(
            (status, said),
            (1, format!("wrong answer: case 2: {words}\n")),
            "{path}"
        );
        assert!(html.contains(&format!("data-stop=\"{stop}\"")), "{path}");
        assert_eq!(html.matches("data-stop=\"").count(), 1, "{path}");
        assert!(html.contains(&format!(
            "<p class=\"verdict bad\">wrong answer: {words}</p>"
        )));
        let followed = &"urrulldr"[..stop.min(8)];
        assert!(
            html.contains(&format!(
                "<code class=\"right\">{followed}<mark>{}</mark></code>",
                &"urrulldr"[followed.len()..]
            )),
            "{path}: the right path beside it"
        );
    }
    fs::remove_dir_all(folder).unwrap();
}

#[test]
fn show_check_plays_the_right_path_of_a_count_and_any_path_beyond_sixteen_cells() {
    let folder = process_folder("show-check-kinds");
    let input = folder.join("input.txt");
    fs::write(&input, b"283104765\n").unwrap();
    let output = folder.join("output.txt");
    fs::write(&output, b"5\n").unwrap();
    let seen = eight(
        &[
            "show",
            "--format",
            "p1379",
            "--check",
            input.to_str().unwrap(),
            output.to_str().unwrap(),
        ],
        b"",
    );
    let page = String::from_utf8(seen.stdout).unwrap();
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (
            1,
            "wrong answer: case 1: line 1, column 1: the fewest moves: expected `4`, found `5`\n"
        )
    );
    assert!(page.contains("data-count=\"4\""), "the right path plays");
    assert!(page.contains("data-stop=\"0\""));
    assert!(page.contains("The answer holds no path: the page plays the right one"));
    let big = fs::read("samples/poj3240-big.in").unwrap();
    fs::write(&input, &big).unwrap();
    fs::write(&output, eight(&["--format", "poj3240"], &big).stdout).unwrap();
    let seen = eight(
        &[
            "show",
            "--format",
            "poj3240",
            "--check",
            input.to_str().unwrap(),
            output.to_str().unwrap(),
        ],
        b"",
    );
    let page = String::from_utf8(seen.stdout).unwrap();
    assert_eq!(seen.status, 0, "{}", seen.stderr);
    assert!(page.contains("Any legal path to the goal is right on a board of more than 16 cells"));
    fs::remove_dir_all(folder).unwrap();
}

#[test]
fn show_check_refuses_what_check_refuses() {
    let folder = process_folder("show-check-bad");
    let page = folder.join("page.html");
    let page = page.to_str().unwrap();
    let one = eight(&["show", "--check", "samples/hdu3567.in"], b"");
    assert_eq!(
        (one.status, one.stderr.as_str()),
        (
            2,
            "eight: usage: show --check takes two files, INPUT and OUTPUT, not 1 (see eight \
             --help)\n"
        )
    );
    let files = eight(&["show", "samples/hdu3567.in"], b"");
    assert_eq!(files.status, 2);
    assert!(files.stderr.contains("with --check it takes two files"));
    let missing = folder.join("missing.txt");
    let seen = eight(
        &[
            "show",
            "--check",
            "samples/hdu3567.in",
            missing.to_str().unwrap(),
            "-o",
            page,
        ],
        b"",
    );
    assert_eq!(seen.status, 3);
    assert!(seen.stderr.starts_with(&format!(
        "eight: input/output failed: {}: ",
        missing.display()
    )));
    let bad = folder.join("bad.txt");
    fs::write(&bad, b"1\n12X45378\n12345678X\n").unwrap();
    let seen = eight(
        &[
            "show",
            "--check",
            bad.to_str().unwrap(),
            "samples/hdu3567.out",
            "-o",
            page,
        ],
        b"",
    );
    assert_eq!(
        (seen.status, seen.stderr.as_str()),
        (
            2,
            "eight: line 2, case 1, start board, token `12X45378`: wrong length: 8 characters; \
             a board is one 9-character token or 9 one-character tokens\n"
        )
    );
    assert_eq!(
        fs::read_dir(&folder).unwrap().count(),
        1,
        "bad.txt only: no page, no half page"
    );
    fs::remove_dir_all(folder).unwrap();
}
