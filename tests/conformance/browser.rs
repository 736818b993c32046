//! `eight show`'s pages in a real browser: Debian's chromium, headless (`.ci/run` installs
//! it). For pages of several formats and sizes, the page opened at `#case=i&move=k` holds in
//! its DOM (`--dump-dom`) the board this test's own replay of the first k moves makes: of the
//! path the solver prints where the format prints one, else of the page's own moves,
//! unpacked here and checked to be as long as the count the solver prints and to end on the
//! goal. The pages load with the network off and no console message; screenshots of a 3x3, a
//! 4x4 and a 10x10 page are written for a person to look at (not compared).

use super::common::eight;
use super::mutations::Scratch;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Debian's chromium, or `$EIGHT_CHROMIUM`.
fn chromium() -> String {
    let program = std::env::var("EIGHT_CHROMIUM").unwrap_or_else(|_| "chromium".into());
    let found = Command::new(&program).arg("--version").output();
    assert!(
        found.map_or(false, |out| out.status.success()),
        "the browser tests need chromium (apt-get install chromium, as .ci/run does), or \
         EIGHT_CHROMIUM naming another"
    );
    program
}

/// The page at `file` with `fragment`, run headless with the network off: its DOM after
/// the scripts ran, and what the browser said on stderr.
fn dom(browser: &str, file: &Path, fragment: &str, profile: &Path) -> (String, String) {
    let url = format!("file://{}{fragment}", file.display());
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--enable-logging=stderr",
            "--v=0",
            "--proxy-server=127.0.0.1:9",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            &format!("--user-data-dir={}", profile.display()),
            "--virtual-time-budget=3000",
            "--dump-dom",
            &url,
        ])
        .output()
        .expect("chromium runs");
    assert!(out.status.success(), "chromium failed on {url}");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The value of attribute `name` in the first tag after `from` in `html`.
fn attribute<'h>(html: &'h str, from: &str, name: &str) -> &'h str {
    let at = html.find(from).unwrap_or_else(|| panic!("no {from}"));
    let rest = &html[at..];
    let key = format!("{name}=\"");
    let start = rest
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} after {from}"))
        + key.len();
    let end = rest[start..].find('"').unwrap() + start;
    &rest[start..end]
}

/// The numbers of a space-separated list.
fn numbers(text: &str) -> Vec<u32> {
    text.split(' ').map(|n| n.parse().unwrap()).collect()
}

/// `cells` (a board `columns` wide) after the moves `path` (letters d l r u, either case).
fn replay(cells: &[u32], columns: usize, path: &[u8]) -> Vec<u32> {
    let mut cells = cells.to_vec();
    for &letter in path {
        let blank = cells.iter().position(|&c| c == 0).unwrap();
        let to = match letter.to_ascii_lowercase() {
            b'd' => blank + columns,
            b'u' => blank - columns,
            b'l' => blank - 1,
            b'r' => blank + 1,
            other => panic!("not a move: {other}"),
        };
        cells.swap(blank, to);
    }
    cells
}

/// The moves of a page's `data-moves` (base64 of two bits a move), as letters.
fn unpacked(text: &str, count: usize) -> Vec<u8> {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut bits = Vec::new();
    for symbol in text.bytes().filter(|&b| b != b'=') {
        let value = alphabet.iter().position(|&a| a == symbol).unwrap() as u32;
        for shift in (0..6).rev() {
            bits.push((value >> shift) & 1);
        }
    }
    let bytes: Vec<u32> = bits
        .chunks(8)
        .filter(|eight| eight.len() == 8)
        .map(|eight| eight.iter().fold(0, |byte, &bit| byte << 1 | bit))
        .collect();
    (0..count)
        .map(|at| b"dlru"[(bytes[at / 4] >> (2 * (at % 4)) & 3) as usize])
        .collect()
}

/// A page of `format` for the input `gen` words make, written into `scratch`.
fn page(
    scratch: &Scratch,
    name: &str,
    format: &str,
    gen: &[&str],
    size: Option<&str>,
) -> (PathBuf, Vec<u8>) {
    let mut words = vec!["gen", "--format", format];
    words.extend(gen);
    let input = eight(&words, b"");
    assert_eq!(input.status, 0, "{}", input.stderr);
    let file = scratch.file(&format!("{name}.html"));
    let mut show = vec!["show", "--format", format, "-o", file.to_str().unwrap()];
    let mut solve = vec!["--format", format];
    if let Some(size) = size {
        show.extend(["--size", size]);
        solve.extend(["--size", size]);
    }
    let shown = eight(&show, &input.stdout);
    assert_eq!((shown.status, shown.stderr.as_str()), (0, ""), "{name}");
    (file, eight(&solve, &input.stdout).stdout)
}

#[test]
#[ignore = "conformance tier: chromium"]
fn pages_show_the_crates_boards_at_every_frame_asked_for() {
    let browser = chromium();
    let scratch = Scratch::new("browser");
    let profile = scratch.file("profile");
    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("show-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    // (name, format, gen words, size, how the solver's output gives each case's path)
    let pages: [(&str, &str, &[&str], Option<&str>); 6] = [
        ("three", "hdu3567", &["--cases", "6", "--seed", "4"], None),
        (
            "four",
            "uva10181",
            &["--cases", "3", "--seed", "4", "--walk", "40"],
            None,
        ),
        ("count", "alds1_13_b", &["--seed", "5"], None),
        (
            "unsolvable",
            "hdu1043",
            &["--cases", "4", "--seed", "6", "--unsolvable-share", "0.5"],
            None,
        ),
        (
            "wide",
            "hdu3567",
            &["--size", "2x4", "--cases", "3", "--seed", "7"],
            Some("2x4"),
        ),
        ("ten", "poj3240", &["--size", "10x10", "--seed", "8"], None),
    ];
    let mut frames = 0;
    for (name, format, gen, size) in pages {
        let (file, solved) = page(&scratch, name, format, gen, size);
        let solved = String::from_utf8(solved).unwrap();
        // Each case's path as the solver prints it (None: no path printed).
        let printed: Vec<Option<String>> = match format {
            "hdu3567" => solved
                .lines()
                .collect::<Vec<_>>()
                .chunks(2)
                .map(|pair| Some(pair[1].to_string()))
                .collect(),
            "alds1_13_b" => vec![None],
            _ => solved
                .lines()
                .filter(|line| !line.is_empty())
                .map(|line| {
                    let path = line.bytes().all(|b| b"dlruDLRU".contains(&b));
                    path.then(|| line.to_string())
                })
                .collect(),
        };
        let (at_start, said) = dom(&browser, &file, "", &profile);
        assert!(!said.contains("CONSOLE"), "{name}: the page said\n{said}");
        assert!(at_start.contains("id=\"count\">move 0 of "), "{name}");
        for (index, path) in printed.iter().enumerate() {
            let case = format!("id=\"case-{}\"", index + 1);
            let columns: usize = attribute(&at_start, &case, "data-columns").parse().unwrap();
            let goal = numbers(attribute(&at_start, &case, "data-goal"));
            let count: usize = attribute(&at_start, &case, "data-count").parse().unwrap();
            let (start_dom, _) = dom(
                &browser,
                &file,
                &format!("#case={}&move=0", index + 1),
                &profile,
            );
            let start = numbers(attribute(&start_dom, &case, "data-board"));
            let moves: Vec<u8> = match path {
                Some(path) => path.clone().into_bytes(),
                None if format == "alds1_13_b" => {
                    let moves = unpacked(attribute(&at_start, &case, "data-moves"), count);
                    assert_eq!(count.to_string(), solved.trim(), "the count's own path");
                    moves
                }
                // No path: the case shows its goal and plays nothing.
                None => {
                    assert_eq!(count, 0, "{name} case {}", index + 1);
                    assert!(start_dom.contains("<h2>Goal</h2>"));
                    continue;
                }
            };
            assert_eq!(moves.len(), count, "{name} case {}", index + 1);
            assert_eq!(
                replay(&start, columns, &moves),
                goal,
                "{name} case {}",
                index + 1
            );
            for k in [1, count / 2, count] {
                let fragment = format!("#case={}&move={k}", index + 1);
                let (html, said) = dom(&browser, &file, &fragment, &profile);
                assert!(!said.contains("CONSOLE"), "{name}{fragment}: {said}");
                let shown = numbers(attribute(&html, &case, "data-board"));
                assert_eq!(
                    shown,
                    replay(&start, columns, &moves[..k]),
                    "{name}{fragment}: the page's board"
                );
                assert!(html.contains(&format!("id=\"count\">move {k} of {count}<")));
                frames += 1;
            }
        }
        if matches!(name, "three" | "four" | "ten") {
            let shot = shots.join(format!("{name}.png"));
            let status = Command::new(&browser)
                .args([
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--hide-scrollbars",
                ])
                .arg(format!("--user-data-dir={}", profile.display()))
                .arg(format!("--screenshot={}", shot.display()))
                .args(["--window-size=1100,1000", "--virtual-time-budget=3000"])
                .arg(format!("file://{}#case=1&move=3", file.display()))
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .unwrap();
            assert!(status.success() && shot.is_file(), "{name}: no screenshot");
        }
    }
    eprintln!(
        "{frames} frames compared; screenshots in {}",
        shots.display()
    );
    assert!(frames >= 30, "{frames} frames only");
}

#[test]
#[ignore = "conformance tier: chromium"]
fn a_judged_page_opens_the_wrong_answer_where_the_judge_stopped() {
    let browser = chromium();
    let scratch = Scratch::new("browser-check");
    let profile = scratch.file("profile");
    // (format, gen words, the case made wrong, how): hdu3567 wants the smallest shortest
    // path; hdu1043 and uva10181 any legal path (uva10181 of at most 50 moves, in DLRU).
    let outputs: [(&str, &[&str], usize, &str); 4] = [
        (
            "hdu3567",
            &["--cases", "6", "--seed", "11"],
            3,
            "off the board",
        ),
        ("hdu3567", &["--cases", "4", "--seed", "12"], 2, "cut short"),
        ("hdu1043", &["--cases", "5", "--seed", "13"], 4, "cut short"),
        (
            "uva10181",
            &["--cases", "3", "--seed", "14", "--walk", "30"],
            2,
            "off the board",
        ),
    ];
    let mut pages = 0;
    for (index, (format, gen, wrong_case, how)) in outputs.into_iter().enumerate() {
        let mut words = vec!["gen", "--format", format];
        words.extend(gen);
        let input = eight(&words, b"").stdout;
        let input_file = scratch.file(&format!("input-{index}.txt"));
        std::fs::write(&input_file, &input).unwrap();
        let solved = String::from_utf8(eight(&["--format", format], &input).stdout).unwrap();
        // Each case's path line: the line after the header (hdu3567), or the path line.
        let mut lines: Vec<String> = solved.lines().map(str::to_string).collect();
        let path_lines: Vec<usize> = match format {
            "hdu3567" => (0..lines.len()).filter(|i| i % 2 == 1).collect(),
            _ => (0..lines.len())
                .filter(|&i| !lines[i].is_empty() && !lines[i].starts_with("Puzzle"))
                .collect(),
        };
        let line = path_lines[wrong_case - 1];
        let path = lines[line].clone().into_bytes();
        let case = format!("id=\"case-{wrong_case}\"");
        let columns = match format {
            "uva10181" => 4,
            _ => 3,
        };
        // The start board, from the page of the right output (its data-board at move 0).
        let right_page = scratch.file(&format!("right-{index}.html"));
        std::fs::write(scratch.file("right.txt"), solved.as_bytes()).unwrap();
        let shown = eight(
            &[
                "show",
                "--format",
                format,
                "--check",
                input_file.to_str().unwrap(),
                scratch.file("right.txt").to_str().unwrap(),
                "-o",
                right_page.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(shown.status, 0, "{format}: {}", shown.stderr);
        let right_html = std::fs::read_to_string(&right_page).unwrap();
        let start = numbers(attribute(&right_html, &case, "data-board"));
        // The wrong path: cut to half, or its first move that can leave the board made so.
        let (wrong, stop) = match how {
            "cut short" => (path[..path.len() / 2].to_vec(), path.len() / 2),
            _ => {
                let (k, letter) = (path.len() / 3..path.len())
                    .find_map(|k| {
                        let board = replay(&start, columns, &path[..k]);
                        let blank = board.iter().position(|&c| c == 0).unwrap();
                        let (row, column) = (blank / columns, blank % columns);
                        let off = match () {
                            _ if row == 0 => b'u',
                            _ if column == 0 => b'l',
                            _ if column == columns - 1 => b'r',
                            _ if row == board.len() / columns - 1 => b'd',
                            _ => return None,
                        };
                        Some((k, off))
                    })
                    .expect("the blank meets an edge");
                let letter = match path[0].is_ascii_uppercase() {
                    true => letter.to_ascii_uppercase(),
                    false => letter,
                };
                let mut wrong = path[..k].to_vec();
                wrong.push(letter);
                (wrong, k)
            }
        };
        // hdu3567's header keeps the right count: the judge reads on to the path.
        lines[line] = String::from_utf8(wrong.clone()).unwrap();
        let output_file = scratch.file(&format!("wrong-{index}.txt"));
        std::fs::write(&output_file, lines.join("\n") + "\n").unwrap();
        let page = scratch.file(&format!("judged-{index}.html"));
        let judged = eight(
            &[
                "show",
                "--format",
                format,
                "--check",
                input_file.to_str().unwrap(),
                output_file.to_str().unwrap(),
                "-o",
                page.to_str().unwrap(),
            ],
            b"",
        );
        assert_eq!(judged.status, 1, "{format} {how}: {}", judged.stderr);
        // The judge names the move that leaves the board, or the moves of a path that
        // ends elsewhere; the page stops there (hdu3567's cut path also leaves the one
        // right path there: it follows it up to the cut).
        let named = match how {
            "cut short" => format!("its {stop} moves end on "),
            _ => format!("move {} (`{}`) takes the blank off the board", stop + 1, {
                *wrong.last().unwrap() as char
            }),
        };
        assert!(
            judged
                .stderr
                .starts_with(&format!("wrong answer: case {wrong_case}: ")),
            "{format} {how}: {}",
            judged.stderr
        );
        assert!(
            judged.stderr.contains(&named),
            "{format}: {}",
            judged.stderr
        );
        let (html, said) = dom(&browser, &page, "", &profile);
        assert!(!said.contains("CONSOLE"), "{format}: the page said\n{said}");
        let section = &html[html.find(&case).unwrap()..];
        let opened = &section[..section.find('>').unwrap()];
        assert!(
            opened.contains(&format!("data-move=\"{stop}\"")) && !opened.contains("hidden"),
            "{format} {how}: the page opens case {wrong_case} at move {stop}: {opened}"
        );
        assert_eq!(
            numbers(attribute(&html, &case, "data-board")),
            replay(&start, columns, &wrong[..stop]),
            "{format} {how}: the board after the answer's first {stop} moves"
        );
        assert!(html.contains(&format!("id=\"count\">move {stop} of {stop}<")));
        assert!(html.contains("<p class=\"verdict bad\" id=\"verdict\">wrong answer: case"));
        pages += 1;
    }
    assert_eq!(pages, 4);
}
