//! The help texts. Everything they say of the formats (names, sizes, goals, limits, what a
//! judge accepts) is made from the format table (`eight::Format`), so a new format appears
//! in them by its list line alone.
//!
//! # Costs
//! Negligible: a few strings.

use super::subcommand::Subcommand;
use eight::{Format, Protocol, Size, DEFAULT_CASES, MAX_MOVES};

/// The width help lines are wrapped to.
const WIDTH: usize = 80;

/// The help text of `topic`, or the general help.
pub fn help(topic: Option<Subcommand>) -> String {
    match topic {
        None => general_help(),
        Some(Subcommand::Gen) => gen_help(),
        Some(Subcommand::Check) => check_help(),
        Some(Subcommand::Bundle) => bundle_help(),
        Some(Subcommand::Prepare) => prepare_help(),
        Some(Subcommand::Validate) => validate_help(),
        Some(Subcommand::Package) => package_help(),
        Some(Subcommand::All) => all_help(),
        Some(Subcommand::Show) => show_help(),
    }
}

/// The help of `eight prepare`.
fn prepare_help() -> String {
    "eight prepare: build the strong tables of a board size into the table cache\n\n\
     Usage: eight prepare [--size RxC]\n\n\
     Builds additive pattern databases of 7 and 8 tiles and writes them to\n\
     $XDG_CACHE_HOME/eight (else ~/.cache/eight), checksummed and renamed into place\n\
     whole: for 4x4 (the default) Korf and Felner's 7-8 split, for 2x8 and 8x2 (one set\n\
     serves both) the halves along the long side, each 288 MB on disk and in memory,\n\
     about a minute and a half on two cores and 1.3 GB of memory while building; for\n\
     3x5 and 5x3 two blocks of 7, 32 MB, 20 seconds. Afterwards every batch of that\n\
     size whose goal has the blank in a corner uses them for the cases the light\n\
     tables do not answer at once: hard boards are solved many times faster, with\n\
     the same answers. Worth it for many hard boards (Korf's 100, 4x4 boards of 60\n\
     moves and more, random 2x8 or 3x5 boards); judges' short boards do not need it.\n\
     For 5x5, the databases of `eight --exact` for goals with the blank in a corner:\n\
     Korf and Felner's four groups of 6 tiles, 1.02 GB, about four minutes (other\n\
     goals build up to four more when first solved, about a minute each).\n\
     A second run finds the tables and only checks them.\n\n\
     Exit status: 0 the tables are ready; 2 bad usage; 3 the cache cannot be written.\n"
        .to_string()
}

fn validate_help() -> String {
    let bounds: Vec<String> = Format::ALL
        .into_iter()
        .filter_map(|f| {
            f.most_cases()
                .map(|most| format!("{most} for {}", f.name()))
        })
        .collect();
    let rule = format!(
        "The solver reads leniently; a judge's test data must be written exactly as the judge \
         writes its inputs. INPUT is valid when it is, byte for byte, the text `eight gen` \
         would write for its cases (the count, each case in the format's layout: single \
         spaces, LF line ends, a final newline, no leading zeros or signs, the judge's symbols \
         such as `X` or `x` or `0` for the blank), and it keeps the judge's promises: the most \
         cases an input holds ({}), goals that can be reached ({}). The first thing wrong is named by line \
         and column, with the line as it must be written.",
        in_words(&bounds),
        names(Format::always_reachable)
    );
    format!(
        "eight validate: read a test input strictly, as a problem setter's input validator\n\n\
         Usage: eight validate [--format NAME] [--size RxC] [--protocol NAME] [FLAGS...]\n\
         \x20                     < INPUT\n\n\
         {}\n\
         Examples:\n\
         \x20 eight gen --cases 200 | eight validate\n\
         \x20 valid: 200 cases\n\
         \x20 printf '1\\n12X453786 \\n12345678X\\n' | eight validate\n\
         \x20 invalid: line 2, column 10: expected the end of the line, found a space (the\n\
         \x20 line is written `12X453786`)\n\n\
         Options:\n\
         \x20 --format NAME    the format (default {})\n\
         \x20 --size RxC       the board size, as for solving\n\
         \x20 --protocol NAME  answer as this convention's validator (default eight):\n\
         \x20     eight    stdout `valid: N cases`, exit 0; or `invalid: ...`, exit 1\n\
         \x20     testlib  exit 0; or stderr `FAIL ...`, exit 3 (Polygon, Codeforces)\n\
         \x20     kattis   exit 42; or exit 43, the reason on stderr (Kattis, DOMjudge,\n\
         \x20              BAPCtools input validators)\n\
         \x20 --testset NAME, --group NAME, FLAGS\n\
         \x20                  what Polygon, Kattis and DOMjudge pass a validator\n\
         \x20                  (case_sensitive, ...): taken and not used\n\n\
         Exit status: as the protocol says; 2 bad usage; 3 reading failed.\n",
        wrap(&rule, "", ""),
        default_format()
    )
}

fn all_help() -> String {
    let rule = format!(
        "Reads the cases of INPUT in the format (boards of at most {} cells) and prints, for \
         each, `Case i: n, k paths` and then every shortest path, one a line, in \
         lexicographic order (d < l < r < u); `at least k paths` when the limit cut the list. \
         For problem setters: is the answer unique? The last iteration of the exact search is \
         run whole, so no path is missed and none is listed twice. An unreachable goal gives \
         `Case i: -1, 0 paths` and a warning.",
        eight::MAX_CELLS
    );
    format!(
        "eight all: every shortest path of each case\n\n\
         Usage: eight all [--format NAME] [--size RxC] [--limit N] < INPUT\n\n\
         {}\n\
         Example:\n\
         \x20 echo 1 15 14 1 6 9 11 4 12 0 10 7 3 13 8 5 2 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 \\\n\
         \x20     | eight all --size 4x4\n\
         \x20 Case 1: 52, 2 paths\n\n\
         Options:\n\
         \x20 --format NAME  the input's format (default {})\n\
         \x20 --size RxC     the board size, as for solving\n\
         \x20 --limit N      list at most N paths a case (default {})\n\n\
         Exit status: 0; 1 some goal cannot be reached; 2 bad input or usage; 3 I/O failed.\n",
        wrap(&rule, "", ""),
        default_format(),
        eight::DEFAULT_PATHS
    )
}

fn show_help() -> String {
    let rule = format!(
        "Reads the cases of INPUT in the format, solves them as eight does, and writes one \
         self-contained HTML page (nothing fetched: it opens offline and as an attachment) that \
         draws each case's board and plays its answer: play and pause, step, first and last, \
         the speed, a slider, the keyboard (space, the arrows, Home, End), the move string with \
         the current move marked. Boards of at most 16 cells play the smallest shortest path \
         (for the formats that print only the count, the path it comes from); bigger ones a \
         short legal path of at most {} moves, said so; a goal that cannot be reached shows \
         start, goal and the parity that parts them. The address #case=2&move=17 opens that \
         frame, and each frame changes it. A page holds the first {} cases and says how many it \
         left out. Every format but {} (a parity, no path).",
        eight::MOST_PLAYED_MOVES,
        eight::MOST_SHOWN_CASES,
        names(Format::answers_alone)
    );
    let check = "With --check, judges OUTPUT against INPUT as eight check does and draws the \
        answers as the judge read them: each case plays the output's own path; the case the \
        judge rejects opens where the answer went wrong (the move that leaves the board, the \
        end of a path that ends elsewhere, or where it leaves the one right path when the \
        judge wants that one) with the judge's message and the right answer beside it, and \
        the page ends there, as the judge does. The verdict goes to stderr.";
    format!(
        "eight show: an HTML page that plays every answer\n\n\
         Usage: eight show [--format NAME] [--size RxC] [--no-cache] [-o FILE] < INPUT\n\
         \x20      eight show --check [OPTIONS] [-o FILE] INPUT OUTPUT\n\n\
         {}\n\
         {}\n\
         Examples:\n\
         \x20 eight gen --cases 20 | eight show -o page.html\n\
         \x20 eight show --check input.txt output.txt -o judged.html\n\n\
         Options:\n\
         \x20 --format NAME  the input's format (default {})\n\
         \x20 --size RxC     the board size, as for solving\n\
         \x20 --no-cache     no disk cache of pattern databases, as for solving\n\
         \x20 -o FILE        write the page to FILE (whole, or not at all); default stdout\n\
         \x20 --check        judge OUTPUT against INPUT and draw what the judge read\n\n\
         Exit status: 0 written (and, with --check, accepted); 1 written, the judge rejected \
         the output; 2 bad input or usage (nothing written); 3 I/O failed.\n",
        wrap(&rule, "", ""),
        wrap(check, "", ""),
        default_format()
    )
}

fn package_help() -> String {
    let rule = "Writes a problem package for the format into DIR (a new or empty folder), in \
        the ICPC problem package format (version 2025-09, as BAPCtools, DOMjudge and Kattis \
        read it): problem.yaml, a statement skeleton, the format's sample, secret test groups \
        with their answers (random boards, the hardest distances, unsolvable boards where the \
        format answers them, a board of each side where the input gives it, the most cases \
        the judge sends), the input validator and checker (eight bundle --validator and \
        --checker, Kattis's protocol: in C++ on the format's own board size, in Rust with a \
        build script on another), the solvers that serve the size as accepted \
        submissions, and on the format's own size wrong submissions the checker must reject \
        (a shortest path that is not the smallest, a longer one, one that stops short: \
        those the judge rejects). Every input is checked by eight validate before it is \
        written; the same seed gives the same package.";
    format!(
        "eight package: a problem package for judge systems\n\n\
         Usage: eight package [--format NAME] [--size RxC] [--seed S] [--cases N] DIR\n\n\
         {}\n\
         To check it, build and run everything BAPCtools checks:\n\
         \x20 bt validate --problem DIR -B < /dev/null\n\
         \x20 bt run --problem DIR -B < /dev/null\n\
         Then zip the folder and import it into DOMjudge or Kattis.\n\n\
         Options:\n\
         \x20 --format NAME  the problem's format (default {}; every one with a C++\n\
         \x20                validator: all but {})\n\
         \x20 --size RxC     the board size (default the format's own; any it takes)\n\
         \x20 --seed S       the seed of the test data (default 0)\n\
         \x20 --cases N      cases a random group holds (default {}; fewer where the\n\
         \x20                judge sends fewer)\n\n\
         Exit status: 0 written; 2 bad usage or DIR not empty; 3 writing failed.\n",
        wrap(rule, "", ""),
        default_format(),
        names(Format::answers_alone),
        super::package::DEFAULT_PACKAGE_CASES,
    )
}

/// The text of `eight --version`.
pub fn version() -> String {
    format!("eight {}\n", env!("CARGO_PKG_VERSION"))
}

/// The names of the formats `which` picks, as a list in words: `a, b and c`.
pub fn names(which: impl Fn(Format) -> bool) -> String {
    let names: Vec<String> = Format::ALL
        .into_iter()
        .filter(|&f| which(f))
        .map(|f| f.name().to_string())
        .collect();
    in_words(&names)
}

/// The largest `--size` of each format that takes boards beyond 16 cells, in words: `up to
/// 1000000 cells for a and b, up to 2500 cells for c`.
fn big_sizes() -> String {
    let mut most: Vec<usize> = Format::ALL
        .into_iter()
        .filter(|f| f.takes_any_size() && f.takes_big_boards())
        .map(Format::most_cells)
        .collect();
    most.sort_unstable_by(|a, b| b.cmp(a));
    most.dedup();
    let groups: Vec<String> = most
        .into_iter()
        .map(|cells| {
            let formats =
                names(|f| f.takes_any_size() && f.takes_big_boards() && f.most_cells() == cells);
            format!("up to {cells} cells for {formats}")
        })
        .collect();
    groups.join(", ")
}

/// `items` as a list in words: `a, b and c`.
pub fn in_words(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// The default format's name.
fn default_format() -> &'static str {
    Format::DEFAULT.name()
}

/// `text` wrapped to [`WIDTH`], its first line after `first`, the others after `indent`.
fn wrap(text: &str, first: &str, indent: &str) -> String {
    let mut out = String::from(first);
    let mut line = first.len();
    let mut at_start = true;
    for word in text.split(' ') {
        if !at_start && line + 1 + word.len() > WIDTH {
            out.push('\n');
            out.push_str(indent);
            line = indent.len();
            at_start = true;
        }
        if !at_start {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.len();
        at_start = false;
    }
    out.push('\n');
    out
}

/// One option's line: its name in a column `column` wide, two spaces, its text wrapped
/// beside it.
fn option(column: usize, name: &str, text: &str) -> String {
    wrap(
        text,
        &format!("  {name:<column$}  "),
        &" ".repeat(column + 4),
    )
}

/// The sizes other than 3x3 that formats fix, in the order of the list, each with the names
/// of its formats.
fn fixed_size_groups() -> Vec<(Size, String)> {
    let fixed = |f: Format| !f.takes_any_size() && !f.reads_sizes_from_input();
    let mut sizes: Vec<Size> = Vec::new();
    for format in Format::ALL.into_iter().filter(|&f| fixed(f)) {
        let size = format.default_size();
        if size != Size::THREE && !sizes.contains(&size) {
            sizes.push(size);
        }
    }
    sizes
        .into_iter()
        .map(|size| (size, names(|f| fixed(f) && f.default_size() == size)))
        .collect()
}

/// The sizes of the formats, after `default 3x3`: `4x4 for a and b`, joined by `separator`.
fn fixed_sizes(separator: &str) -> String {
    let mut parts = vec!["default 3x3".to_string()];
    for (size, formats) in fixed_size_groups() {
        parts.push(format!("{size} for {formats}"));
    }
    parts.join(separator)
}

/// The largest side of the formats that read each board's size, with their names.
fn largest_read_sizes() -> Vec<(usize, String)> {
    let mut sides: Vec<usize> = Format::ALL
        .into_iter()
        .filter_map(Format::largest_side)
        .collect();
    // Largest first, each side once, whatever the list's order.
    sides.sort_unstable_by(|a, b| b.cmp(a));
    sides.dedup();
    sides
        .into_iter()
        .map(|side| (side, names(|f| f.largest_side() == Some(side))))
        .collect()
}

fn gen_help() -> String {
    let mut sizes = fixed_sizes("; ");
    sizes += &format!(
        "; any up to {} cells for {}, {}",
        eight::MAX_CELLS,
        names(Format::takes_any_size),
        big_sizes()
    );
    for (side, formats) in largest_read_sizes() {
        sizes += &format!("; up to {side}x{side} for {formats}");
    }
    let mut text = "eight gen: write a random, valid input file to stdout\n\n\
         Usage: eight gen [--format NAME] [--size RxC] [--cases N] [--seed S]\n\
         \x20                [--distance D | --min-distance A --max-distance B | --walk N]\n\
         \x20                [--unsolvable-share P]\n\n\
         Boards are uniformly random among those that can reach the goal, unless a\n\
         distance or a walk is asked for.\n\n\
         Options:\n"
        .to_string();
    let column = 20;
    text += &option(
        column,
        "--format NAME",
        &format!("the input format (default {})", default_format()),
    );
    text += &option(column, "--size RxC", &format!("the board size ({sizes})"));
    text += &option(
        column,
        "--cases N",
        &format!(
            "cases to write, 1 or more: a test input holds at least one (default \
             {DEFAULT_CASES}; {} hold 1)",
            names(Format::reads_one_case)
        ),
    );
    text += &format!(
        "  --seed S              0 to 18446744073709551615 (default 0); the same seed gives\n\
         \x20                       the same file on every platform\n\
         \x20 --distance D          3x3 only: cases whose fewest moves are exactly D (0 to {max})\n\
         \x20 --min-distance A      3x3 only: cases of at least A moves (default 0)\n\
         \x20 --max-distance B      3x3 only: cases of at most B moves (default {max})\n\
         \x20 --walk N              every start N random moves from the goal, never undoing\n\
         \x20                       the move before (any size; at most N moves away)\n",
        max = MAX_MOVES
    );
    text += &option(
        column,
        "--unsolvable-share P",
        &format!(
            "the share of unsolvable boards, 0 to 1 (default 0), for {}",
            names(Format::answers_unsolvable)
        ),
    );
    text += "\nA closed pipe downstream (eight gen | head) ends the output quietly.\n\n\
             Exit status:\n\
             \x20 0  the file was written\n\
             \x20 2  bad usage (the message says which option and why)\n\
             \x20 3  writing failed\n";
    text
}

fn bundle_help() -> String {
    format!(
        "eight bundle: one self-contained source file for judges\n\n\
         Usage: eight bundle [--format NAME] > main.rs\n\
         \x20      rustc --edition 2021 -O main.rs\n\
         \x20      eight bundle --lang cpp [--format NAME] > main.cpp\n\
         \x20      g++ -std=c++98 -O2 main.cpp\n\
         \x20      eight bundle --checker [--protocol NAME] [--format NAME] [--size RxC] > checker.rs\n\
         \x20      eight bundle --checker --lang cpp [--protocol NAME] [--format NAME] > checker.cpp\n\
         \x20      eight bundle --validator [--lang cpp] [--protocol NAME] [--format NAME]\n\n\
         Prints one source file that solves the format from standard input exactly as\n\
         `eight --format NAME` does: in Rust (editions 2018 and 2021, Rust 1.63 on), made\n\
         from eight's own sources; in C++98, a second implementation of the same method,\n\
         for judges without Rust (UVa, POJ, HDU). With --checker, the file judges as\n\
         `eight check --protocol NAME` does, for systems that build checkers from source\n\
         (Polygon, Kattis and DOMjudge problem packages, QDUOJ). With --validator, the\n\
         input validator that reads as `eight validate --protocol NAME` does (kattis, the\n\
         default: exit 42 or 43; testlib: exit 0, or 3 and FAIL; the Rust one also eight);\n\
         the C++ one for every format but {}.\n\n\
         Board sizes, one rule for every kind: each file serves its format's own size\n\
         (the C++ checker every side the input may give); the Rust checker and validator\n\
         serve every size, the Rust solver every one of at most 16 cells. A size a file\n\
         does not serve is refused (exit 2) with the one that does.\n\n\
         Options:\n\
         {}\
         \x20 --size RxC     the board size (default the format's own)\n\
         \x20 --lang LANG    rust (default) or cpp\n\
         \x20 --checker      a special judge instead of a solver: the `eight check` of\n\
         \x20                the format, speaking --protocol NAME (default eight; see\n\
         \x20                eight help check) with no flags at run time, for judge\n\
         \x20                systems that compile checkers from source\n\
         \x20 --validator    a strict input validator (see eight help validate)\n\
         \x20 --program      a whole program where the judge calls a function instead\n\
         \x20                ({}: the default file is that function)\n\n\
         Exit status:\n\
         \x20 0  the file was written\n\
         \x20 2  bad usage\n\
         \x20 3  writing failed\n",
        names(Format::answers_alone),
        option(
            13,
            "--format NAME",
            &format!(
                "the format it solves (default {}; any of them)",
                default_format()
            )
        ),
        names(|format| format.function().is_some()),
    )
}

/// A format's line in the general help: its name and summary, the summary on a line of its
/// own where the name is longer than the column.
fn format_line(format: Format) -> String {
    match format.name().len() {
        0..=11 => format!("  {:<11} {}\n", format.name(), format.summary()),
        _ => format!("  {}\n  {:11} {}\n", format.name(), "", format.summary()),
    }
}

fn check_help() -> String {
    let mut text = "eight check: a special judge for a contestant's output\n\n\
         Usage: eight check [--format NAME] [--size RxC] INPUT OUTPUT\n\
         \x20      eight check [--format NAME] [--size RxC] --protocol NAME ARGUMENTS...\n\n\
         Reads INPUT with the solver's own rules, solves every case, and judges OUTPUT.\n\
         It prints `accepted: N cases`, or `wrong answer: case i: line L, column C: ...`\n\
         naming the first wrong byte and what was expected there.\n\n\
         The rule, for every format: OUTPUT must be exactly what `eight` prints, except\n\
         that spaces and tabs at the end of a line, CRLF line ends, a missing final\n\
         newline and blank lines at the very end are ignored. Anything else (a leading\n\
         space, a blank line between cases, a tab inside a line, a byte order mark,\n\
         non-ASCII bytes, a `+` or a leading zero) is a wrong answer. Where a format's\n\
         judge accepts more, so does check:\n"
        .to_string();
    for format in Format::ALL {
        if let Some(accepts) = format.accepts() {
            text += &option(11, format.name(), accepts);
        }
    }
    text += "\nOptions:\n";
    let column = 15;
    text += &option(
        column,
        "--format NAME",
        &format!(
            "the format of INPUT and OUTPUT (default {})",
            default_format()
        ),
    );
    text += &option(
        column,
        "--size RxC",
        &format!("the board size, as for solving ({})", fixed_sizes(", ")),
    );
    text += "  --no-cache       build the pattern databases of large boards in memory, without\n\
             \x20                  the disk cache (see eight --help)\n\
             \x20 --score          for the formats above: a right answer earns the shortest\n\
             \x20                  paths' moves over its own of the points (testlib: exit 7\n\
             \x20                  and `points F`; kattis: score_multiplier.txt; cms: F on\n\
             \x20                  stdout; lemon and syzoj: that share of the points, rounded\n\
             \x20                  down; eight: `, score F`). Not for hustoj and qduoj\n\
             \x20 --protocol NAME  speak a judge system's checker convention (default eight):\n";
    for protocol in Protocol::ALL {
        text += &format!(
            "      {:<8} {}\n               for {}\n",
            protocol.name(),
            protocol.arguments(),
            protocol.systems()
        );
    }
    text += "\nExit status: (protocol eight; the others use their system's own)\n\
             \x20 0  accepted\n\
             \x20 1  wrong answer\n\
             \x20 2  bad INPUT (the message is the solver's own) or bad usage\n\
             \x20 3  a file cannot be opened or read (the message names it)\n";
    text
}

fn general_help() -> String {
    let mut boards = format!(
        "Boards: 3x3 by default; --size RxC for any R, C >= 2 with R*C <= {} ({})",
        eight::MAX_CELLS,
        names(Format::takes_any_size).replace(" and ", ", "),
    );
    for (size, formats) in fixed_size_groups() {
        boards += &format!(", {size} for {formats}");
    }
    for (side, formats) in largest_read_sizes() {
        boards += &format!(", up to {side}x{side} in {formats} inputs");
    }
    boards += &format!(
        ". Beyond {} cells ({}; the inputs of {}) the answer is a short legal path, not the \
         shortest.",
        eight::MAX_CELLS,
        big_sizes(),
        names(|f| f.reads_sizes_from_input() && f.takes_big_boards())
    );
    let mut text = format!(
        "eight {}: shortest, lexicographically smallest sliding-puzzle solutions for judge \
         input\n\n\
         Usage:\n\
         \x20 eight [--format NAME] [--size RxC] [--exact] < input\n\
         \x20                                   solve every case of the input\n\
         {}\
         \x20 eight help [COMMAND]              this text, or a command's own help\n\
         \x20 eight --version\n\n\
         {}\n\
         Formats (default {}):\n",
        env!("CARGO_PKG_VERSION"),
        Subcommand::ALL
            .iter()
            .map(|command| format!("  eight {:<28}{}\n", command.synopsis(), command.purpose()))
            .collect::<String>(),
        wrap(&boards, "", ""),
        default_format()
    );
    for format in Format::ALL {
        text += &format_line(format);
    }
    text += "\n--exact answers 5x5 boards with the smallest shortest path too: IDA* over\n\
             Korf and Felner's 6-6-6-6 databases (1.02 GB, about four minutes to build\n\
             unless `eight prepare --size 5x5` did). Boards about 70 moves from the goal\n\
             take seconds at most, random ones (about 100) minutes to hours; a\n\
             terminal shows the search's progress. Only for formats whose 5x5 answers\n\
             do not say that they are not shortest.\n\
             \nLarge boards (4x4, 2x8, 3x5, 2x7, 5x5 with --exact) keep their pattern\n\
             databases in $XDG_CACHE_HOME/eight (else ~/.cache/eight); --no-cache builds\n\
             them in memory.\n\
             EIGHT_THREADS=N sets the threads (default: every core).\n\
             \nExit status:\n\
             \x20 0  every case answered\n\
             \x20 1  every case answered, some goal unreachable (answered -1)\n\
             \x20 2  bad input or usage; the answers before it are written\n\
             \x20 3  reading the input or writing the output failed\n";
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_words() {
        assert_eq!(names(|f| f == Format::Hdu3567), "hdu3567");
        assert_eq!(names(Format::takes_any_size), "hdu3567 and trace");
        assert_eq!(names(|_| false), "");
    }

    #[test]
    fn options_wrap_beside_their_names() {
        let text = option(4, "-x", &"word ".repeat(30));
        for line in text.lines() {
            assert!(line.len() <= WIDTH, "{line:?}");
        }
        assert!(text.starts_with("  -x    word word"));
        assert!(text.lines().nth(1).unwrap().starts_with("        word"));
    }

    #[test]
    fn every_format_is_in_the_general_help() {
        let text = general_help();
        for format in Format::ALL {
            assert!(text.contains(&format_line(format)));
            assert!(
                format_line(format).starts_with(&format!("  {} ", format.name()))
                    || format_line(format).starts_with(&format!("  {}\n", format.name()))
            );
        }
        assert!(
            text.contains("4x4 for lightoj1121, uva10181, alds1_13_c and mipt091"),
            "{text}"
        );
    }
}
