//! The mutation corpora of the special judge: thousands of seeded mutations of the solver's
//! own output, each judged against a verdict decided here with code that shares nothing
//! with `src/`: the whitespace policy of `eight check --help` as a normalisation of both
//! texts, and, for hdu1043 and trace, an independent 3x3 simulation (its own move rules and
//! its own breadth-first search); poj3240's answers by a parity test and a walk of the moves
//! of their own. The solver's unmutated output is trusted only for the optimal lengths and
//! for which boards are unsolvable. `tests/judge.rs` judges a share of each corpus with
//! `eight check`; the conformance tier the whole, with the C++ checkers beside it.
#![allow(dead_code)]

use crate::common::{check_in_process, eight};
use std::collections::{HashMap, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

// ---------------------------------------------------------------------------------------
// Plumbing: scratch folders, running `check`.

/// A scratch folder of its own, removed when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new(tag: &str) -> Scratch {
        static FOLDERS: AtomicUsize = AtomicUsize::new(0);
        let number = FOLDERS.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("eight-judge-{tag}-{}-{number}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    pub fn write(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let path = self.file(name);
        fs::write(&path, bytes).unwrap();
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

pub fn gen(format: &str, cases: usize, seed: u64, extra: &[&str]) -> Vec<u8> {
    let cases = cases.to_string();
    let seed = seed.to_string();
    let mut arguments = vec![
        "gen", "--format", format, "--cases", &cases, "--seed", &seed,
    ];
    arguments.extend_from_slice(extra);
    let run = eight(&arguments, b"");
    assert_eq!(run.status, 0, "gen {arguments:?}: {}", run.stderr);
    run.stdout
}

/// The solver's output for `input` (exit 0, or 1 when some goal is unreachable).
pub fn solve(format: &str, input: &[u8]) -> Vec<u8> {
    let run = eight(&["--format", format], input);
    assert!(
        run.status == 0 || run.status == 1,
        "solver on {:?}: {} {}",
        String::from_utf8_lossy(input),
        run.status,
        run.stderr
    );
    run.stdout
}

pub fn shown(bytes: &[u8]) -> String {
    let text: String = bytes
        .iter()
        .flat_map(|&b| std::ascii::escape_default(b))
        .map(char::from)
        .collect();
    if text.len() > 400 {
        format!("{}...({} bytes)", &text[..400], bytes.len())
    } else {
        text
    }
}

/// What `eight check` prints when it accepts `cases` cases.
pub fn accepted_line(cases: usize) -> String {
    if cases == 1 {
        "accepted: 1 case\n".to_string()
    } else {
        format!("accepted: {cases} cases\n")
    }
}

// ---------------------------------------------------------------------------------------
// A seeded PRNG of our own.

pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

// ---------------------------------------------------------------------------------------
// The 3x3 board, independently: cells in reading order, 0 the blank. A move letter names
// the direction the blank goes.

pub type Board = [u8; 9];

const HDU1043_GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const P1379_GOAL: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

fn step(board: &Board, letter: u8) -> Option<Board> {
    let blank = board.iter().position(|&c| c == 0).unwrap();
    let (row, column) = (blank / 3, blank % 3);
    let target = match letter {
        b'u' if row > 0 => blank - 3,
        b'd' if row < 2 => blank + 3,
        b'l' if column > 0 => blank - 1,
        b'r' if column < 2 => blank + 1,
        _ => return None,
    };
    let mut next = *board;
    next.swap(blank, target);
    Some(next)
}

fn inverse(letter: u8) -> u8 {
    match letter {
        b'u' => b'd',
        b'd' => b'u',
        b'l' => b'r',
        _ => b'l',
    }
}

/// Whether `line` is a string of legal moves from `start` that ends on `goal`.
pub fn reaches(start: &Board, goal: &Board, line: &[u8]) -> bool {
    let mut at = *start;
    for &letter in line {
        match step(&at, letter) {
            Some(next) => at = next,
            None => return false,
        }
    }
    at == *goal
}

fn key(board: &Board) -> u32 {
    board.iter().fold(0u32, |key, &c| key * 9 + u32::from(c))
}

/// Distances to `goal` of every board that can reach it.
fn distances(goal: &Board) -> HashMap<u32, u8> {
    let mut seen = HashMap::with_capacity(181_440);
    let mut queue = VecDeque::new();
    seen.insert(key(goal), 0u8);
    queue.push_back(*goal);
    while let Some(board) = queue.pop_front() {
        let distance = seen[&key(&board)];
        for letter in *b"udlr" {
            if let Some(next) = step(&board, letter) {
                seen.entry(key(&next)).or_insert_with(|| {
                    queue.push_back(next);
                    distance + 1
                });
            }
        }
    }
    seen
}

/// A random shortest path from `start` to the goal of `table`.
fn random_shortest(start: &Board, table: &HashMap<u32, u8>, rng: &mut SplitMix64) -> Vec<u8> {
    let mut at = *start;
    let mut path = Vec::new();
    while table[&key(&at)] > 0 {
        let here = table[&key(&at)];
        let choices: Vec<(u8, Board)> = b"udlr"
            .iter()
            .filter_map(|&l| step(&at, l).map(|b| (l, b)))
            .filter(|(_, b)| table[&key(b)] == here - 1)
            .collect();
        let (letter, next) = choices[rng.below(choices.len())];
        path.push(letter);
        at = next;
    }
    path
}

/// A legal path that is not a shortest one: a shortest path with an out-and-back pair put in.
fn detour(start: &Board, shortest: &[u8], rng: &mut SplitMix64) -> Vec<u8> {
    loop {
        let at_index = rng.below(shortest.len() + 1);
        let mut at = *start;
        for &letter in &shortest[..at_index] {
            at = step(&at, letter).unwrap();
        }
        let letter = b"udlr"[rng.below(4)];
        if step(&at, letter).is_some() {
            let mut path = shortest[..at_index].to_vec();
            path.push(letter);
            path.push(inverse(letter));
            path.extend_from_slice(&shortest[at_index..]);
            return path;
        }
    }
}

/// A legal random walk of `moves` moves, then a shortest way to the goal.
fn wander(start: &Board, moves: usize, table: &HashMap<u32, u8>, rng: &mut SplitMix64) -> Vec<u8> {
    let mut at = *start;
    let mut path = Vec::new();
    while path.len() < moves {
        let letter = b"udlr"[rng.below(4)];
        if let Some(next) = step(&at, letter) {
            path.push(letter);
            at = next;
        }
    }
    path.extend(random_shortest(&at, table, rng));
    path
}

fn boards_of(start: &Board, path: &[u8]) -> Vec<Board> {
    let mut boards = vec![*start];
    for &letter in path {
        let next = step(boards.last().unwrap(), letter).unwrap();
        boards.push(next);
    }
    boards
}

/// The trace layout of a path's boards and a count.
fn render_trace(boards: &[Board], count: usize) -> Vec<u8> {
    let mut text = String::new();
    for board in boards {
        for row in board.chunks(3) {
            text += &format!("{} {} {}\n", row[0], row[1], row[2]);
        }
        text.push('\n');
    }
    text += &format!("{count}\n");
    text.into_bytes()
}

/// Cells from a symbol: digits, or `x`/`X` for the blank.
fn cell(symbol: u8) -> u8 {
    match symbol {
        b'x' | b'X' => 0,
        b'0'..=b'8' => symbol - b'0',
        _ => panic!("not a cell: {symbol}"),
    }
}

/// The symbols of an input, in order: whitespace ignored, a count token left out by the
/// caller.
fn symbols(text: &[u8]) -> Vec<u8> {
    text.iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .collect()
}

fn boards_in(symbols: &[u8]) -> Vec<Board> {
    assert_eq!(symbols.len() % 9, 0);
    symbols
        .chunks(9)
        .map(|chunk| {
            let mut board = [0; 9];
            for (c, &s) in board.iter_mut().zip(chunk) {
                *c = cell(s);
            }
            board
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// The whitespace policy, independently: lines split at LF; a CR right before an LF goes;
// then spaces and tabs at the end of each line go; empty lines at the very end go.

fn normalise(text: &[u8]) -> Vec<Vec<u8>> {
    let pieces: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    let last = pieces.len() - 1;
    let mut lines: Vec<Vec<u8>> = pieces
        .iter()
        .enumerate()
        .map(|(index, piece)| {
            let mut line = piece.to_vec();
            if index < last && line.last() == Some(&b'\r') {
                line.pop();
            }
            while matches!(line.last(), Some(b' ' | b'\t')) {
                line.pop();
            }
            line
        })
        .collect();
    while lines.last().map_or(false, |l| l.is_empty()) {
        lines.pop();
    }
    lines
}

// ---------------------------------------------------------------------------------------
// One base per input file: what the oracle needs.

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Hdu3567,
    Hdu1043,
    P1379,
    Trace,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Hdu3567 => "hdu3567",
            Kind::Hdu1043 => "hdu1043",
            Kind::P1379 => "p1379",
            Kind::Trace => "trace",
        }
    }
}

/// A case as the oracle sees it: its start, its goal, the optimal length (`None`:
/// unreachable), from the solver's output.
#[derive(Clone)]
struct Case {
    start: Board,
    goal: Board,
    optimal: Option<usize>,
}

pub struct Base {
    kind: Kind,
    input: Vec<u8>,
    solved: Vec<u8>,
    cases: Vec<Case>,
    /// Distances to the goal, for the trace and hdu1043 bases (per distinct goal).
    tables: Vec<HashMap<u32, u8>>,
}

impl Base {
    fn new(kind: Kind, input: Vec<u8>) -> Base {
        let solved = solve(kind.name(), &input);
        let lines = normalise(&solved);
        let cases: Vec<Case> = match kind {
            Kind::Hdu3567 => {
                let text = std::str::from_utf8(&input).unwrap();
                let mut tokens = text.split_whitespace();
                let count: usize = tokens.next().unwrap().parse().unwrap();
                let rest: Vec<u8> = tokens.flat_map(str::bytes).collect();
                let boards = boards_in(&rest);
                assert_eq!(boards.len(), 2 * count);
                let lines_out: Vec<&[u8]> = solved.split(|&b| b == b'\n').collect();
                (0..count)
                    .map(|i| {
                        let header = std::str::from_utf8(lines_out[2 * i]).unwrap();
                        let prefix = format!("Case {}: ", i + 1);
                        let n: i64 = header.strip_prefix(&prefix).unwrap().parse().unwrap();
                        Case {
                            start: boards[2 * i],
                            goal: boards[2 * i + 1],
                            optimal: usize::try_from(n).ok(),
                        }
                    })
                    .collect()
            }
            Kind::Hdu1043 => {
                let boards = boards_in(&symbols(&input));
                let lines_out: Vec<&[u8]> = solved.split(|&b| b == b'\n').collect();
                boards
                    .iter()
                    .zip(&lines_out)
                    .map(|(board, line)| Case {
                        start: *board,
                        goal: HDU1043_GOAL,
                        optimal: (*line != b"unsolvable").then_some(line.len()),
                    })
                    .collect()
            }
            Kind::P1379 => {
                let boards = boards_in(&symbols(&input));
                assert_eq!(boards.len(), 1);
                let answer: i64 = std::str::from_utf8(&lines[0]).unwrap().parse().unwrap();
                vec![Case {
                    start: boards[0],
                    goal: P1379_GOAL,
                    optimal: usize::try_from(answer).ok(),
                }]
            }
            Kind::Trace => {
                let boards = boards_in(&symbols(&input));
                assert_eq!(boards.len(), 2);
                let answer: i64 = std::str::from_utf8(lines.last().unwrap())
                    .unwrap()
                    .parse()
                    .unwrap();
                vec![Case {
                    start: boards[0],
                    goal: boards[1],
                    optimal: usize::try_from(answer).ok(),
                }]
            }
        };
        let tables = match kind {
            Kind::Hdu1043 => vec![distances(&HDU1043_GOAL)],
            Kind::Trace => vec![distances(&cases[0].goal)],
            _ => Vec::new(),
        };
        // The oracle's own search agrees with the solver on every optimal length.
        for (index, case) in cases.iter().enumerate() {
            let table = tables.first();
            if let Some(table) = table {
                let mine = table.get(&key(&case.start)).map(|&d| d as usize);
                assert_eq!(mine, case.optimal, "{} case {}", kind.name(), index + 1);
            }
        }
        let base = Base {
            kind,
            input,
            solved,
            cases,
            tables,
        };
        assert!(
            base.expected(&base.solved),
            "the solver's own output is right"
        );
        base
    }

    /// The oracle: whether `output` must be accepted.
    fn expected(&self, output: &[u8]) -> bool {
        let lines = normalise(output);
        match self.kind {
            Kind::Hdu3567 | Kind::P1379 => lines == normalise(&self.solved),
            Kind::Hdu1043 => {
                if lines.len() > self.cases.len() {
                    return false;
                }
                self.cases.iter().enumerate().all(|(i, case)| {
                    let line: &[u8] = lines.get(i).map_or(&[], Vec::as_slice);
                    match case.optimal {
                        None => line == b"unsolvable",
                        Some(_) => reaches(&case.start, &case.goal, line),
                    }
                })
            }
            Kind::Trace => trace_is_right(&self.cases[0], &lines),
        }
    }
}

/// Whether normalised trace lines are the boards of a shortest path and its count.
fn trace_is_right(case: &Case, lines: &[Vec<u8>]) -> bool {
    let optimal = match case.optimal {
        Some(optimal) => optimal,
        None => return lines.len() == 1 && lines[0] == b"-1",
    };
    if lines.len() < 5 || (lines.len() - 1) % 4 != 0 {
        return false;
    }
    let count = (lines.len() - 1) / 4;
    let mut boards = Vec::new();
    for index in 0..count {
        let rows = &lines[4 * index..4 * index + 4];
        if !rows[3].is_empty() {
            return false;
        }
        let mut board = [0u8; 9];
        for (r, row) in rows[..3].iter().enumerate() {
            let fits = row.len() == 5
                && row[1] == b' '
                && row[3] == b' '
                && [row[0], row[2], row[4]]
                    .iter()
                    .all(|c| (b'0'..=b'8').contains(c));
            if !fits {
                return false;
            }
            board[3 * r] = row[0] - b'0';
            board[3 * r + 1] = row[2] - b'0';
            board[3 * r + 2] = row[4] - b'0';
        }
        let mut sorted = board;
        sorted.sort_unstable();
        if sorted != [0, 1, 2, 3, 4, 5, 6, 7, 8] {
            return false;
        }
        boards.push(board);
    }
    let follows = boards
        .windows(2)
        .all(|pair| b"udlr".iter().any(|&l| step(&pair[0], l) == Some(pair[1])));
    follows
        && boards[0] == case.start
        && *boards.last().unwrap() == case.goal
        && lines[lines.len() - 1] == (count - 1).to_string().as_bytes()
        && count - 1 == optimal
}

// ---------------------------------------------------------------------------------------
// Mutations.

/// Bytes and sequences a mutation may put in.
const POOL: &[&[u8]] = &[
    b"d",
    b"l",
    b"r",
    b"u",
    b"D",
    b"x",
    b"0",
    b"1",
    b"2",
    b"3",
    b"5",
    b"8",
    b"9",
    b" ",
    b"\t",
    b"\r",
    b"\n",
    b"\0",
    b"\xff",
    "\u{feff}".as_bytes(),
    "\u{a0}".as_bytes(),
    "\u{85}".as_bytes(),
    "\u{2028}".as_bytes(),
    "\u{3000}".as_bytes(),
    b"+",
    b"-",
];

fn pool(rng: &mut SplitMix64) -> &'static [u8] {
    POOL[rng.below(POOL.len())]
}

fn blanks(rng: &mut SplitMix64, most: usize) -> Vec<u8> {
    (0..1 + rng.below(most))
        .map(|_| if rng.chance(70) { b' ' } else { b'\t' })
        .collect()
}

/// Splits into lines, each with its LF (the last one may lack it).
fn split_lines(text: &[u8]) -> Vec<Vec<u8>> {
    let mut lines: Vec<Vec<u8>> = text
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    if lines.is_empty() {
        lines.push(Vec::new());
    }
    lines
}

/// Where the end of a line is: before its LF (and CR), or the end of the text.
fn line_end(line: &[u8]) -> usize {
    let mut end = line.len();
    if line.last() == Some(&b'\n') {
        end -= 1;
        if end > 0 && line[end - 1] == b'\r' {
            end -= 1;
        }
    }
    end
}

/// One random mutation of `text`; `name` says which.
pub fn mutate(text: &mut Vec<u8>, rng: &mut SplitMix64) -> &'static str {
    let len = text.len();
    match rng.below(21) {
        0 if len > 0 => {
            let at = rng.below(len);
            let item = pool(rng);
            text.splice(at..at + 1, item.iter().copied());
            "replace a byte"
        }
        1 => {
            let at = rng.below(len + 1);
            let item = pool(rng);
            text.splice(at..at, item.iter().copied());
            "insert"
        }
        2 if len > 0 => {
            text.remove(rng.below(len));
            "delete a byte"
        }
        3 if len > 0 => {
            let at = rng.below(len);
            text.insert(at, text[at]);
            "duplicate a byte"
        }
        4 => {
            let mut lines = split_lines(text);
            let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
            lines.swap(a, b);
            ensure_line_ends(&mut lines);
            *text = lines.concat();
            "swap two lines"
        }
        5 => {
            let mut lines = split_lines(text);
            let at = rng.below(lines.len());
            let copy = lines[at].clone();
            lines.insert(at, copy);
            ensure_line_ends(&mut lines);
            *text = lines.concat();
            "duplicate a line"
        }
        6 => {
            let mut lines = split_lines(text);
            lines.remove(rng.below(lines.len()));
            *text = lines.concat();
            "drop a line"
        }
        7 => {
            let mut lines = split_lines(text);
            let at = rng.below(lines.len());
            let pad = blanks(rng, 3);
            lines[at].splice(0..0, pad);
            *text = lines.concat();
            "blanks at a line start"
        }
        8 | 9 => {
            let mut lines = split_lines(text);
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(lines.len());
                let end = line_end(&lines[at]);
                let pad = blanks(rng, 6);
                lines[at].splice(end..end, pad);
            }
            *text = lines.concat();
            "blanks at line ends"
        }
        10 => {
            let mut lines = split_lines(text);
            let at = rng.below(lines.len() + 1);
            let mut blank = if rng.chance(50) {
                Vec::new()
            } else {
                blanks(rng, 3)
            };
            blank.push(b'\n');
            ensure_line_ends(&mut lines);
            lines.insert(at, blank);
            *text = lines.concat();
            "a blank line in the middle"
        }
        11 | 12 => {
            if text.last().map_or(false, |&b| b != b'\n') && rng.chance(80) {
                text.push(b'\n');
            }
            for _ in 0..1 + rng.below(3) {
                if rng.chance(50) {
                    text.extend(blanks(rng, 4));
                }
                text.extend_from_slice(if rng.chance(30) { b"\r\n" } else { b"\n" });
            }
            if rng.chance(30) {
                text.extend(blanks(rng, 4));
            }
            "blank lines at the end"
        }
        13 => {
            text.truncate(rng.below(len + 1));
            "truncate"
        }
        14 => {
            let mut lines = split_lines(text);
            let at = rng.below(lines.len());
            let end = line_end(&lines[at]);
            let spaces = [1, 253, 254, 255, 256, 257, 300, 1000][rng.below(8)];
            let mut junk = vec![b' '; spaces];
            junk.extend_from_slice(
                [&b"uu"[..], b"dd", b"x", b"0", "\u{a0}".as_bytes()][rng.below(5)],
            );
            lines[at].splice(end..end, junk);
            *text = lines.concat();
            "junk after long padding"
        }
        15 | 16 => {
            let all = rng.chance(50);
            let mut out = Vec::with_capacity(text.len() + 64);
            for (index, &byte) in text.iter().enumerate() {
                let has_cr = index > 0 && text[index - 1] == b'\r';
                if byte == b'\n' && !has_cr && (all || rng.chance(50)) {
                    out.push(b'\r');
                }
                out.push(byte);
            }
            *text = out;
            "CRLF line ends"
        }
        17 => {
            while text.last() == Some(&b'\n') {
                text.pop();
                if text.last() == Some(&b'\r') {
                    text.pop();
                }
                if rng.chance(50) {
                    break;
                }
            }
            "no final newline"
        }
        18 => {
            let mut lines = split_lines(text);
            let at = rng.below(lines.len());
            let end = line_end(&lines[at]);
            let item = [
                "\u{a0}", "\u{85}", "\u{2028}", "\u{3000}", "\u{feff}", "\0", "\r",
            ][rng.below(7)]
            .as_bytes();
            lines[at].splice(end..end, item.iter().copied());
            *text = lines.concat();
            "an invisible character after a line"
        }
        19 => {
            // A number in a line with a sign or a leading zero.
            let digits: Vec<usize> = (0..len).filter(|&i| text[i].is_ascii_digit()).collect();
            if digits.is_empty() {
                text.insert(0, b'+');
            } else {
                let at = digits[rng.below(digits.len())];
                let mark: &[u8] = [&b"+"[..], b"0", b"-", b"00"][rng.below(4)];
                text.splice(at..at, mark.iter().copied());
            }
            "a sign or a leading zero"
        }
        _ => {
            text.splice(0..0, "\u{feff}".bytes());
            "a byte order mark"
        }
    }
}

/// Gives every line but the last an LF, so that moving lines keeps them lines.
fn ensure_line_ends(lines: &mut [Vec<u8>]) {
    let count = lines.len();
    for line in lines.iter_mut().take(count.saturating_sub(1)) {
        if line.last() != Some(&b'\n') {
            line.push(b'\n');
        }
    }
}

/// A semantic rewrite of one answer of an hdu1043 or trace base: another path.
fn rewrite(base: &Base, rng: &mut SplitMix64) -> (Vec<u8>, &'static str) {
    match base.kind {
        Kind::Hdu1043 => {
            let mut lines: Vec<Vec<u8>> = base
                .solved
                .split(|&b| b == b'\n')
                .map(<[u8]>::to_vec)
                .collect();
            let index = rng.below(base.cases.len());
            let case = &base.cases[index];
            let table = &base.tables[0];
            let name;
            lines[index] = match case.optimal {
                None => {
                    name = "an unsolvable board given a path";
                    vec![b'l'; rng.below(3)]
                }
                Some(_) => match rng.below(5) {
                    0 => {
                        name = "another shortest path";
                        random_shortest(&case.start, table, rng)
                    }
                    1 => {
                        name = "a detour";
                        let shortest = random_shortest(&case.start, table, rng);
                        detour(&case.start, &shortest, rng)
                    }
                    2 => {
                        name = "a long wander to the goal";
                        let moves = [1, 50, 255, 256, 257, 300, 2000][rng.below(7)];
                        wander(&case.start, moves, table, rng)
                    }
                    3 => {
                        name = "a path one move short";
                        let mut path = random_shortest(&case.start, table, rng);
                        path.pop();
                        path
                    }
                    _ => {
                        name = "a path with one letter changed";
                        let mut path =
                            detour(&case.start, &random_shortest(&case.start, table, rng), rng);
                        let at = rng.below(path.len());
                        path[at] = b"udlr"[rng.below(4)];
                        path
                    }
                },
            };
            (lines.join(&b'\n'), name)
        }
        Kind::Trace => {
            let case = &base.cases[0];
            let optimal = match case.optimal {
                Some(optimal) => optimal,
                None => {
                    let path = [&b""[..], b"l", b"u"][rng.below(3)];
                    let mut start = case.start;
                    for &l in path {
                        start = step(&start, l).unwrap_or(start);
                    }
                    return (
                        render_trace(&[case.start, start], 1),
                        "an unreachable goal given boards",
                    );
                }
            };
            let table = &base.tables[0];
            let shortest = random_shortest(&case.start, table, rng);
            match rng.below(5) {
                0 | 1 => {
                    // Another shortest path than the solver's, when there is one.
                    let mut other = render_trace(&boards_of(&case.start, &shortest), optimal);
                    for _ in 0..20 {
                        if other != base.solved {
                            break;
                        }
                        let path = random_shortest(&case.start, table, rng);
                        other = render_trace(&boards_of(&case.start, &path), optimal);
                    }
                    (other, "another shortest path")
                }
                2 => {
                    let path = detour(&case.start, &shortest, rng);
                    let count = if rng.chance(50) { path.len() } else { optimal };
                    (
                        render_trace(&boards_of(&case.start, &path), count),
                        "a detour",
                    )
                }
                3 => {
                    let mut boards = boards_of(&case.start, &shortest);
                    let a = rng.below(boards.len());
                    let b = rng.below(boards.len());
                    boards.swap(a, b);
                    (render_trace(&boards, optimal), "two boards swapped")
                }
                _ => {
                    let mut boards = boards_of(&case.start, &shortest);
                    let at = rng.below(boards.len());
                    let (x, y) = (rng.below(9), rng.below(9));
                    boards[at].swap(x, y);
                    (render_trace(&boards, optimal), "two cells swapped")
                }
            }
        }
        _ => (base.solved.clone(), "none"),
    }
}

/// Judges `count` mutated outputs of `bases`, each against the oracle, with `eight check`
/// (in process, as the binary calls it) and, where `cpp` names the format's C++ checker
/// (Kattis protocol) and how often, with it too.
pub fn fuzz(kind: Kind, bases: &[Base], seed: u64, count: usize, cpp: Option<(&Path, usize)>) {
    let started = Instant::now();
    let scratch = Scratch::new(kind.name());
    let mut rng = SplitMix64(seed);
    let inputs: Vec<PathBuf> = bases
        .iter()
        .enumerate()
        .map(|(i, base)| scratch.write(&format!("{i}.in"), &base.input))
        .collect();
    let output_path = scratch.file("check.out");
    let answers: Vec<PathBuf> = bases
        .iter()
        .enumerate()
        .map(|(i, base)| scratch.write(&format!("{i}.ans"), &base.solved))
        .collect();
    let feedback = scratch.file("feedback");
    fs::create_dir_all(&feedback).unwrap();
    let mut failures = Vec::new();
    let (mut accepts, mut rejects, mut exceptional) = (0, 0, 0);
    for number in 0..count {
        let which = rng.below(bases.len());
        let base = &bases[which];
        let semantic = matches!(kind, Kind::Hdu1043 | Kind::Trace) && rng.chance(45);
        let (mut text, first) = if semantic {
            rewrite(base, &mut rng)
        } else {
            (base.solved.clone(), "")
        };
        let mut names = vec![first];
        let rounds = if semantic {
            rng.below(3)
        } else {
            1 + rng.below(3)
        };
        for _ in 0..rounds {
            names.push(mutate(&mut text, &mut rng));
        }
        let expected = base.expected(&text);
        if expected && normalise(&text) != normalise(&base.solved) {
            exceptional += 1;
        }
        fs::write(&output_path, &text).unwrap();
        let run = check_in_process(kind.name(), None, &inputs[which], &output_path);
        let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
        let right = if expected {
            accepts += 1;
            run.status == 0 && stdout == accepted_line(base.cases.len())
        } else {
            rejects += 1;
            run.status == 1
                && stdout.starts_with("wrong answer: ")
                && stdout.ends_with('\n')
                && stdout.matches('\n').count() == 1
        };
        if let Some((cpp_checker, _)) = cpp.filter(|(_, every)| number % every == 0) {
            // The C++ checker, as a Kattis output validator: the output on stdin.
            let judged = Command::new(cpp_checker)
                .arg(&inputs[which])
                .arg(&answers[which])
                .arg(&feedback)
                .stdin(Stdio::from(fs::File::open(&output_path).unwrap()))
                .output()
                .unwrap();
            let message = fs::read_to_string(feedback.join("judgemessage.txt")).unwrap_or_default();
            let _ = fs::remove_file(feedback.join("judgemessage.txt"));
            let (status, verdict) = match expected {
                true => (42, "accepted: "),
                false => (43, "wrong answer: "),
            };
            if judged.status.code() != Some(status) || !message.starts_with(verdict) {
                failures.push(format!(
                    "mutation {number} ({names:?}) of base {which}, C++ checker: expected {verdict}got exit {:?} {message:?}\n  output {}",
                    judged.status.code(),
                    shown(&text)
                ));
            }
        }
        if !right || !run.stderr.is_empty() {
            failures.push(format!(
                "mutation {number} ({names:?}) of base {which}: expected {}, got exit {} {stdout:?} {:?}\n  input {:?}\n  output {}",
                if expected { "accepted" } else { "wrong answer" },
                run.status,
                run.stderr,
                String::from_utf8_lossy(&base.input),
                shown(&text)
            ));
        }
    }
    eprintln!(
        "{}: {count} mutations, {accepts} to accept ({exceptional} unlike the solver's), \
         {rejects} to reject, {:?}",
        kind.name(),
        started.elapsed()
    );
    // Both verdicts are exercised in earnest.
    assert!(accepts >= count / 10, "{accepts} acceptances only");
    assert!(rejects >= count / 3, "{rejects} rejections only");
    // hdu1043 and trace are also judged on answers other than the solver's.
    if matches!(kind, Kind::Hdu1043 | Kind::Trace) {
        assert!(
            exceptional >= count / 50,
            "{exceptional} other answers only"
        );
    }
    let shown_failures: Vec<&String> = failures.iter().take(12).collect();
    assert_eq!(
        failures.len(),
        0,
        "{} of {count} {} mutations judged wrongly; the first:\n{}",
        failures.len(),
        kind.name(),
        shown_failures
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The text of a board in the hdu3567 input layout.
fn hdu3567_token(board: &Board) -> String {
    board
        .iter()
        .map(|&c| if c == 0 { 'X' } else { char::from(b'0' + c) })
        .collect()
}

/// The inputs each kind's outputs are mutated from, as the solver answers them, and the
/// seed of its mutations.
pub fn bases(kind: Kind) -> (Vec<Base>, u64) {
    match kind {
        Kind::Hdu3567 => (hdu3567_bases(), 0x3567_0001),
        Kind::Hdu1043 => (hdu1043_bases(), 0x1043_0001),
        Kind::P1379 => (p1379_bases(), 0x1379_0001),
        Kind::Trace => (trace_bases(), 0x7ace_0001),
    }
}

/// hdu3567 inputs of 3 to 14 cases, with unreachable goals and empty paths anywhere,
/// 31-move paths and two-digit case numbers.
fn hdu3567_bases() -> Vec<Base> {
    let mut rng = SplitMix64(0x3567);
    let mut bases = Vec::new();
    for seed in 0..10u64 {
        let generated = gen("hdu3567", 3, seed * 7 + 1, &[]);
        let text = String::from_utf8(generated).unwrap();
        // A case a line: gen writes each board on a line of its own, as the judge does.
        let boards: Vec<&str> = text.lines().skip(1).collect();
        let mut lines: Vec<String> = boards.chunks(2).map(|pair| pair.join(" ")).collect();
        // Unreachable goals (`Case i: -1` and an empty line) and empty paths, anywhere.
        let unreachable = format!(
            "{} {}",
            hdu3567_token(&[1, 2, 3, 4, 5, 6, 7, 8, 0]),
            hdu3567_token(&[2, 1, 3, 4, 5, 6, 7, 8, 0])
        );
        let same = "8X1234567 8X1234567".to_string();
        if seed % 2 == 0 {
            let at = rng.below(lines.len() + 1);
            lines.insert(at, unreachable);
        }
        if seed % 3 == 0 {
            let at = rng.below(lines.len() + 1);
            lines.insert(at, same);
        }
        let input = format!("{}\n{}\n", lines.len(), lines.join("\n"));
        bases.push(Base::new(Kind::Hdu3567, input.into_bytes()));
    }
    let long = gen("hdu3567", 2, 99, &["--distance", "31"]);
    bases.push(Base::new(Kind::Hdu3567, long));
    // Two-digit case numbers.
    let many = gen("hdu3567", 12, 1234, &["--max-distance", "8"]);
    bases.push(Base::new(Kind::Hdu3567, many));
    bases
}

/// hdu1043 inputs with unsolvable boards and solved ones last.
fn hdu1043_bases() -> Vec<Base> {
    let mut bases = Vec::new();
    for seed in 0..8u64 {
        let mut input = gen("hdu1043", 4, seed * 5 + 2, &["--unsolvable-share", "0.3"]);
        if !input.ends_with(b"\n") {
            input.push(b'\n');
        }
        if seed % 3 == 1 {
            // An already solved board last: its answer is an empty line at the very end.
            input.extend_from_slice(b"1 2 3 4 5 6 7 8 x\n");
        }
        bases.push(Base::new(Kind::Hdu1043, input));
    }
    bases
}

/// p1379 boards, the goal itself and an unreachable one.
fn p1379_bases() -> Vec<Base> {
    let mut bases = Vec::new();
    for seed in 0..12u64 {
        bases.push(Base::new(Kind::P1379, gen("p1379", 1, seed * 3 + 4, &[])));
    }
    bases.push(Base::new(Kind::P1379, b"123804765\n".to_vec()));
    bases.push(Base::new(Kind::P1379, b"213804765\n".to_vec()));
    bases.push(Base::new(
        Kind::P1379,
        gen("p1379", 1, 5, &["--distance", "4"]),
    ));
    bases
}

/// trace pairs of 8 moves and more, an unreachable one and a solved one.
fn trace_bases() -> Vec<Base> {
    let mut bases = Vec::new();
    for seed in 0..6u64 {
        bases.push(Base::new(
            Kind::Trace,
            gen("trace", 1, seed * 11 + 3, &["--min-distance", "8"]),
        ));
    }
    bases.push(Base::new(Kind::Trace, gen("trace", 1, 77, &[])));
    bases.push(Base::new(
        Kind::Trace,
        b"1 2 3 4 5 6 7 8 0\n2 1 3 4 5 6 7 8 0\n".to_vec(),
    ));
    bases.push(Base::new(
        Kind::Trace,
        b"1 2 3 4 0 5 6 7 8\n1 2 3 4 0 5 6 7 8\n".to_vec(),
    ));
    bases
}

// ---------------------------------------------------------------------------------------
// POJ 3240: n x n boards, any legal path or `No Answer!`, judged by its own small oracle.

/// An n x n board as the oracle sees it: its side and its cells (0 the blank), read from a
/// poj3240 input.
fn poj3240_board(input: &[u8]) -> (usize, Vec<usize>) {
    let numbers: Vec<usize> = String::from_utf8_lossy(input)
        .split_whitespace()
        .map(|token| token.parse().unwrap())
        .collect();
    (numbers[0], numbers[1..].to_vec())
}

/// Whether an n x n board reaches `1 2 ... n*n-1 0`: its tiles' inversions, plus for an
/// even side the blank's rows from the bottom, are even.
fn poj3240_solvable(side: usize, cells: &[usize]) -> bool {
    let tiles: Vec<usize> = cells.iter().copied().filter(|&c| c != 0).collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    let blank_row = cells.iter().position(|&c| c == 0).unwrap() / side;
    let parity = if side % 2 == 0 {
        side - 1 - blank_row
    } else {
        0
    };
    (inversions + parity) % 2 == 0
}

/// The verdict of POJ 3240's rule: the first line, less its trailing spaces and tabs and a
/// CR before its LF, is `No Answer!` exactly when the board cannot be solved, else moves in
/// DLRU that keep the blank on the board and end on the goal; every later line is blank.
fn poj3240_is_right(side: usize, cells: &[usize], output: &[u8]) -> bool {
    let segments: Vec<&[u8]> = output.split(|&b| b == b'\n').collect();
    let last = segments.len() - 1;
    let lines: Vec<&[u8]> = segments
        .iter()
        .enumerate()
        .map(|(i, segment)| {
            let segment = match i < last {
                true => segment.strip_suffix(b"\r").unwrap_or(segment),
                false => segment,
            };
            let end = segment
                .iter()
                .rposition(|&b| b != b' ' && b != b'\t')
                .map_or(0, |at| at + 1);
            &segment[..end]
        })
        .collect();
    if lines[1..].iter().any(|line| !line.is_empty()) {
        return false;
    }
    if !poj3240_solvable(side, cells) {
        return lines[0] == b"No Answer!";
    }
    let mut board = cells.to_vec();
    let mut blank = board.iter().position(|&c| c == 0).unwrap();
    for &letter in lines[0] {
        let (row, column) = (blank / side, blank % side);
        let to = match letter {
            b'D' if row + 1 < side => blank + side,
            b'U' if row > 0 => blank - side,
            b'L' if column > 0 => blank - 1,
            b'R' if column + 1 < side => blank + 1,
            _ => return false,
        };
        board.swap(blank, to);
        blank = to;
    }
    let goal: Vec<usize> = (1..side * side).chain([0]).collect();
    board == goal
}

/// One random change to a poj3240 output.
fn poj3240_mutate(text: &mut Vec<u8>, rng: &mut SplitMix64) -> &'static str {
    let letters = b"DLRU";
    let line_end = text.iter().position(|&b| b == b'\n').unwrap_or(text.len());
    let anywhere = |rng: &mut SplitMix64, len: usize| rng.below(len + 1);
    match rng.below(16) {
        0 if line_end > 0 => {
            text.remove(rng.below(line_end));
            "a move dropped"
        }
        1 => {
            let at = anywhere(rng, line_end);
            text.insert(at, letters[rng.below(4)]);
            "a move inserted"
        }
        2 if line_end > 0 => {
            let at = rng.below(line_end);
            text[at] = letters[rng.below(4)];
            "a move replaced"
        }
        3 if line_end > 1 => {
            let at = rng.below(line_end - 1);
            text.swap(at, at + 1);
            "two moves swapped"
        }
        4 => {
            // A legal detour, or a step off the board.
            let pair: &[u8] = [&b"LR"[..], b"RL", b"UD", b"DU"][rng.below(4)];
            let at = anywhere(rng, line_end);
            text.splice(at..at, pair.iter().copied());
            "there and back"
        }
        5 if line_end > 0 => {
            let at = rng.below(line_end);
            text[at] = text[at].to_ascii_lowercase();
            "lower case"
        }
        6 => {
            let at = anywhere(rng, line_end);
            text.insert(at, [b' ', b'\t'][rng.below(2)]);
            "a blank inside the line"
        }
        7 => {
            text.splice(line_end..line_end, b" \t ".iter().copied());
            "blanks at the line's end"
        }
        8 => {
            *text = text
                .iter()
                .flat_map(|&b| match b {
                    b'\n' => vec![b'\r', b'\n'],
                    _ => vec![b],
                })
                .collect();
            "CRLF"
        }
        9 => {
            let at = anywhere(rng, text.len());
            text.insert(at, b'\r');
            "a CR"
        }
        10 => {
            text.extend_from_slice([&b"\n"[..], b"\n \n", b"\t\r\n"][rng.below(3)]);
            "blank lines at the end"
        }
        11 => {
            text.extend_from_slice([&b"D\n"[..], b"x", b"\nNo Answer!\n"][rng.below(3)]);
            "something after the answer"
        }
        12 if text.last() == Some(&b'\n') => {
            text.pop();
            "no final newline"
        }
        13 => {
            *text = [
                &b"No Answer!\n"[..],
                b"No answer!\n",
                b"No Answer\n",
                b"\n",
                b"",
            ][rng.below(5)]
            .to_vec();
            "another answer"
        }
        14 => {
            text.insert(0, b'\n');
            "an empty line first"
        }
        _ => "none",
    }
}

/// Judges `rounds` mutated answers to poj3240 boards of every side from 2 to 10 against its
/// own oracle, with `eight check` (in process) and, where `cpp` names it, the C++ checker
/// (Kattis protocol) on every one.
pub fn poj3240_fuzz(rounds: usize, cpp: Option<&Path>) {
    let scratch = Scratch::new("poj3240");
    let feedback = scratch.file("feedback");
    fs::create_dir_all(&feedback).unwrap();
    // Two boards of every side: one that can be solved, one (most likely) that cannot.
    let mut bases = Vec::new();
    for side in 2..=10u64 {
        for (salt, share) in [(0, "0"), (1, "1")] {
            let size = format!("{side}x{side}");
            let extra = ["--size", &size, "--unsolvable-share", share];
            let input = gen("poj3240", 1, side * 2 + salt, &extra);
            let solved = solve("poj3240", &input);
            let (n, cells) = poj3240_board(&input);
            assert_eq!(n as u64, side);
            assert!(
                poj3240_is_right(n, &cells, &solved),
                "the solver's own answer"
            );
            bases.push((
                scratch.write(&format!("{side}-{salt}.in"), &input),
                n,
                cells,
                solved,
            ));
        }
    }
    let mut rng = SplitMix64(3240);
    let output = scratch.file("out");
    let (mut accepts, mut rejects) = (0, 0);
    let mut failures = Vec::new();
    for round in 0..rounds {
        let (input, side, cells, solved) = &bases[rng.below(bases.len())];
        let mut text = solved.clone();
        let names: Vec<&str> = (0..1 + rng.below(2))
            .map(|_| poj3240_mutate(&mut text, &mut rng))
            .collect();
        let expected = poj3240_is_right(*side, cells, &text);
        if expected {
            accepts += 1;
        } else {
            rejects += 1;
        }
        fs::write(&output, &text).unwrap();
        let run = check_in_process("poj3240", None, input, &output);
        let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
        let binary_right = match expected {
            true => run.status == 0 && stdout == accepted_line(1),
            false => {
                run.status == 1
                    && stdout.starts_with("wrong answer: ")
                    && stdout.lines().count() == 1
            }
        };
        // The C++ checker, as a Kattis output validator: the output on stdin.
        let mut message = String::new();
        let mut cpp_right = true;
        if let Some(cpp_checker) = cpp {
            let judged = Command::new(cpp_checker)
                .arg(input)
                .arg(input)
                .arg(&feedback)
                .stdin(Stdio::from(fs::File::open(&output).unwrap()))
                .output()
                .unwrap();
            message = fs::read_to_string(feedback.join("judgemessage.txt")).unwrap_or_default();
            cpp_right = match expected {
                true => judged.status.code() == Some(42) && message == "accepted: 1 case\n",
                false => judged.status.code() == Some(43) && message.starts_with("wrong answer: "),
            };
        }
        if !binary_right || !cpp_right {
            failures.push(format!(
                "round {round} ({names:?}) on a {side}x{side} board: expected {}, eight check \
                 said {stdout:?}, the C++ checker {message:?}\n  output {}",
                if expected { "accepted" } else { "wrong answer" },
                shown(&text)
            ));
        }
    }
    assert!(accepts >= rounds / 10, "{accepts} acceptances only");
    assert!(rejects >= rounds / 3, "{rejects} rejections only");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
