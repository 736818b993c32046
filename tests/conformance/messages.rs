//! The C++ checkers word every rejection as `eight check` does: the same case, line and
//! column, the same words, the same escaping of odd bytes (`\0`, `\u{feff}`, `\xff`) and the
//! same shortening (`...` after a long word, a big board cut after 60 characters). For every
//! format, the solver's answers to generated inputs (with unsolvable boards where the format
//! answers them, and poj3240 boards of several sides) are mutated a few hundred times over,
//! and each output is judged by `eight check` (in process, Kattis protocol) and by the
//! format's C++ checker (built as C++98, Kattis protocol): `judgemessage.txt` must be the same
//! bytes, and so must the exit status.

use super::common::{check_in_process_as, eight};
use super::corpus::cpp_checker;
use super::mutations::{mutate, Scratch, SplitMix64};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

/// Mutated outputs a generated input.
const MUTATIONS: usize = 40;

/// A number in `text` made one more or one less (the count of a count-only format, a case
/// number, a board's tile), or nothing where there is none.
fn renumber(text: &mut Vec<u8>, rng: &mut SplitMix64) -> &'static str {
    let starts: Vec<usize> = (0..text.len())
        .filter(|&at| text[at].is_ascii_digit() && (at == 0 || !text[at - 1].is_ascii_digit()))
        .collect();
    if starts.is_empty() {
        return "no number to change";
    }
    let start = starts[rng.below(starts.len())];
    let end = (start..text.len())
        .find(|&at| !text[at].is_ascii_digit())
        .unwrap_or(text.len());
    let value: u64 = String::from_utf8_lossy(&text[start..end])
        .parse()
        .unwrap_or(0);
    let changed = match rng.below(3) {
        0 => value + 1,
        1 => value.saturating_sub(1),
        _ => value * 10 + 7,
    };
    text.splice(start..end, changed.to_string().bytes());
    "a number changed"
}

/// Judges `output` with `eight check` and with the C++ checker, as the Kattis protocol
/// runs them; returns the two statuses and judge messages.
fn both(format: &str, checker: &Path, scratch: &Scratch, output: &[u8]) -> [(i32, String); 2] {
    let (input, answer) = (scratch.file("case.in"), scratch.file("case.ans"));
    let output_file = scratch.write("case.out", output);
    let feedback = scratch.file("feedback");
    let message = |feedback: &Path| {
        let text = fs::read_to_string(feedback.join("judgemessage.txt")).unwrap_or_default();
        let _ = fs::remove_file(feedback.join("judgemessage.txt"));
        text
    };
    fs::create_dir_all(&feedback).unwrap();
    let by_eight = check_in_process_as(format, &input, &answer, &feedback, output);
    let by_eight = (by_eight, message(&feedback));
    let by_cpp = Command::new(checker)
        .arg(&input)
        .arg(&answer)
        .arg(&feedback)
        .stdin(Stdio::from(fs::File::open(&output_file).unwrap()))
        .output()
        .unwrap();
    let by_cpp = (by_cpp.status.code().unwrap_or(-1), message(&feedback));
    [by_eight, by_cpp]
}

#[test]
#[ignore = "conformance tier: g++"]
fn cpp_checkers_word_every_rejection_as_eight_check_does() {
    let mut rng = SplitMix64::new(0x8e16_4e55_a9e5);
    let (mut compared, mut rejected, mut differences) = (0, 0, Vec::new());
    for format in eight::Format::ALL {
        let name = format.name();
        let checker = cpp_checker(name);
        let one = format.reads_one_case();
        let cases = if one { "1" } else { "4" };
        let mut plans: Vec<Vec<&str>> = vec![vec![], vec!["--seed", "8"]];
        if format.answers_unsolvable() {
            plans.push(vec!["--unsolvable-share", "0.5", "--seed", "9"]);
        }
        if format.reads_sizes_from_input() {
            let least = format.smallest_side().unwrap_or(2);
            let most = format.largest_side().unwrap_or(10);
            for (side, size) in [(2, "2x2"), (4, "4x4"), (5, "5x5"), (10, "10x10")] {
                if (least..=most).contains(&side) {
                    plans.push(vec!["--size", size, "--seed", "10"]);
                }
            }
        }
        let scratch = Scratch::new(&format!("messages-{name}"));
        for plan in plans {
            let mut words = vec!["gen", "--format", name, "--cases", cases];
            words.extend(&plan);
            let input = eight(&words, b"").stdout;
            let solved = eight(&["--format", name], &input).stdout;
            scratch.write("case.in", &input);
            scratch.write("case.ans", &solved);
            for number in 0..MUTATIONS {
                let mut output = solved.clone();
                let mut names = Vec::new();
                for _ in 0..1 + rng.below(2) {
                    names.push(match rng.below(4) {
                        0 => renumber(&mut output, &mut rng),
                        _ => mutate(&mut output, &mut rng),
                    });
                }
                let [by_eight, by_cpp] = both(name, &checker, &scratch, &output);
                compared += 1;
                rejected += usize::from(by_eight.0 == 43);
                if by_eight != by_cpp {
                    differences.push(format!(
                        "{name} {plan:?} mutation {number} ({names:?}) of {:?}:\n  eight check: \
                         {by_eight:?}\n  C++ checker: {by_cpp:?}",
                        String::from_utf8_lossy(&output)
                    ));
                }
            }
        }
    }
    eprintln!("{compared} outputs, {rejected} rejected, judged alike by both checkers");
    assert!(
        rejected * 2 > compared,
        "{rejected} of {compared} rejected only"
    );
    assert!(
        differences.is_empty(),
        "{} of {compared} judged otherwise; the first:\n{}",
        differences.len(),
        differences[..differences.len().min(8)].join("\n")
    );
}
