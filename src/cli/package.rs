//! `eight package`: a problem package for one format, in the ICPC problem package format
//! (version 2025-09, the one BAPCtools reads), ready to zip and import into DOMjudge or
//! Kattis: `problem.yaml`, a statement skeleton, the samples and a test plan's secret data
//! with their answers, the C++ input validator and checker, the C++ and Rust submissions as
//! accepted, and wrong submissions the checker must reject.
//!
//! Everything in it is made from one mechanism each: the test data by the generator, its
//! answers by the solver, its strictness checked by `eight validate` before it is written,
//! and the programs by `eight bundle` (the C++ ones from `src/cpp/`, the wrong ones from
//! `src/cpp/wrong.cpp`). tests/package.rs runs BAPCtools on packages of three formats.
//!
//! # Costs
//! Solving the test data (well under a second for the 3x3 formats, a few seconds for the
//! 4x4 ones) and writing about a megabyte.

use super::bundle::{self, Bundle, Language::Cpp, Language::Rust};
use super::onefile::{self, CppKind};
use super::options::{Given, Takes, CASES, FORMAT, SEED, SIZE};
use super::status::{named, print, progress, report};
use super::{Command, Usage};
use eight::{generate, validate, Batch, EngineKind, Error, Format, GenOptions, Protocol, Size};
use eight::{sample_pictures, Pictures, Validator, Validity};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// What `eight package` is asked for.
#[derive(Clone, PartialEq, Debug)]
pub struct PackageOptions {
    /// The format of the problem.
    pub format: Format,
    /// The board size: the format's own, or another it takes.
    pub size: Size,
    /// The seed of the test data: the same seed, the same package.
    pub seed: u64,
    /// Cases in each random group (fewer where the judge sends fewer).
    pub cases: u64,
    /// The folder to write; it must not exist yet, or be empty.
    pub folder: PathBuf,
}

/// Cases in a random group when `--cases` is not given.
pub const DEFAULT_PACKAGE_CASES: u64 = 50;

/// What `package` takes: the folder to write.
pub const TAKES: Takes = Takes {
    options: &[FORMAT, SIZE, SEED, CASES],
    positional: true,
};

/// The command `given` asks for.
///
/// # Errors
/// A bad format, size, seed or count; not one folder.
pub fn command(given: &Given) -> Result<Command, Usage> {
    let format = given.format()?;
    let size = given.size(format)?;
    let folder = match given.positional.as_slice() {
        [folder] => PathBuf::from(folder),
        _ => {
            return Err(Usage(format!(
                "package writes one folder, DIR, not {} arguments",
                given.positional.len()
            )))
        }
    };
    let seed = given.number(SEED, u64::MAX, 0)?;
    let cases = given.number(CASES, 10_000, DEFAULT_PACKAGE_CASES)?.max(1);
    Ok(Command::Package(PackageOptions {
        format,
        size,
        seed,
        cases,
        folder,
    }))
}

/// The inputs of one test group, each with its own file.
struct Group {
    name: &'static str,
    /// What the group tests, for its `test_group.yaml`.
    tests: String,
    inputs: Vec<GenOptions>,
}

/// The test plan of `options`: random boards, the hardest distances, unsolvable boards where
/// the format answers them, every side where the input gives it, and the judge's limits.
fn plan(options: &PackageOptions) -> Vec<Group> {
    let format = options.format;
    // The 3x3 tables know every distance: those formats' hardest boards are drawn by it.
    let three = format.engine(options.size) == EngineKind::Tables;
    let most = format.most_cases();
    let cases = options.cases.max(1).min(most.unwrap_or(u64::MAX));
    // A format of one case a file gets a file a case, five of them.
    let files = |template: GenOptions, count: u64| -> Vec<GenOptions> {
        if format.reads_one_case() {
            (0..count.min(5))
                .map(|index| GenOptions {
                    seed: template.seed + index,
                    cases: 1,
                    ..template.clone()
                })
                .collect()
        } else {
            vec![GenOptions {
                cases: count,
                ..template
            }]
        }
    };
    let base = |salt: u64| GenOptions {
        seed: options.seed.wrapping_mul(31).wrapping_add(salt),
        size: (options.size.rows(), options.size.columns()),
        ..GenOptions::new(format)
    };
    // The hardest boards: 3x3 distances from 27 up (31 is the most there is), 4x4 walks
    // long enough to reach the judges' limits.
    let hard = |salt: u64| GenOptions {
        distances: three.then_some((27, 31)),
        walk: (!three).then_some(format.limit().map_or(45, |limit| limit as u64)),
        ..base(salt)
    };
    let mut groups = vec![
        Group {
            name: "random",
            tests: format!("{cases} uniformly random boards"),
            inputs: files(base(1), cases),
        },
        Group {
            name: "hardest",
            tests: match three {
                true => "boards at distances 27 to 31, the longest answers there are".into(),
                false => "boards from random walks as long as the judge's limit".into(),
            },
            inputs: files(hard(2), cases),
        },
    ];
    if format.answers_unsolvable() {
        groups.push(Group {
            name: "unsolvable",
            tests: "half of the boards cannot be solved".into(),
            inputs: files(
                GenOptions {
                    unsolvable_share: 0.5,
                    ..base(3)
                },
                cases,
            ),
        });
    }
    // A format whose boards say their side (poj3240) gets one board of each side, square.
    let sides = (format.smallest_side(), format.largest_side());
    if let (true, (Some(least), Some(largest))) = (format.reads_sizes_from_input(), sides) {
        groups.push(Group {
            name: "sides",
            tests: format!("one random board of each side from {least} to {largest}"),
            inputs: (least..=largest)
                .map(|side| GenOptions {
                    size: (side, side),
                    cases: 1,
                    ..base(5 + side as u64)
                })
                .collect(),
        });
    }
    if let Some(most) = most {
        groups.push(Group {
            name: "limits",
            tests: format!("the most cases the judge sends ({most}), hard boards"),
            inputs: files(hard(4), most),
        });
    }
    groups
}

/// Writes the package of `options`; says on `progress` what it is doing.
///
/// # Errors
/// [`Error::Unsupported`] for a format that has no C++ validator or a folder that is not
/// empty; [`Error::Io`] when writing fails.
pub fn write_package(options: &PackageOptions, progress: &mut dyn io::Write) -> Result<(), Error> {
    let format = options.format;
    // The C++ reader of the formats that answer their cases alone keeps no boards.
    if format.answers_alone() {
        return Err(Error::Unsupported(format!(
            "{} has no C++ input validator, which a package needs",
            format.name()
        )));
    }
    let size = options.size;
    let folder = &options.folder;
    if fs::read_dir(folder).map_or(false, |mut entries| entries.next().is_some()) {
        return Err(Error::Unsupported(format!(
            "{} is not empty: a package goes into a new folder",
            folder.display()
        )));
    }
    let file = |path: &str, bytes: &[u8]| -> Result<(), Error> {
        let path = folder.join(path);
        fs::create_dir_all(path.parent().expect("a file in the package has a folder"))?;
        fs::write(&path, bytes).map_err(|error| named(&path, &error))
    };
    let script = |path: &str, text: &str| -> Result<(), Error> {
        file(path, text.as_bytes())?;
        let path = folder.join(path);
        executable(&path).map_err(|error| named(&path, &error))
    };
    file("problem.yaml", problem_yaml(options).as_bytes())?;
    let sample = sample_input(options);
    let pictures = sample_pictures(Batch::new(format).size(size), &sample[..])?;
    for drawn in &pictures {
        let case = drawn.case;
        file(
            &format!("statement/sample-{case}-start.svg"),
            drawn.start_svg.as_bytes(),
        )?;
        file(
            &format!("statement/sample-{case}-goal.svg"),
            drawn.goal_svg.as_bytes(),
        )?;
    }
    file(
        "statement/problem.en.tex",
        statement(format, options.size, &pictures).as_bytes(),
    )?;
    // Output validation is the checker's, and it is sensitive to space and case.
    file(
        "data/test_group.yaml",
        b"output_validator_args: [space_change_sensitive, case_sensitive]\n",
    )?;
    file("data/sample/1.in", &sample)?;
    file("data/sample/1.ans", &answer(format, size, &sample)?)?;
    for group in plan(options) {
        let _ = writeln!(progress, "eight package: the {} group", group.name);
        file(
            &format!("data/secret/{}/test_group.yaml", group.name),
            format!("description: {:?}\n", group.tests).as_bytes(),
        )?;
        for (index, gen) in group.inputs.iter().enumerate() {
            // BAPCtools refuses an answer that starts with whitespace, as poj3240's empty
            // path does: a board drawn already solved is drawn again, with the next seed.
            let mut gen = gen.clone();
            let (input, answer) = loop {
                let mut input = Vec::new();
                generate(&gen, &mut input, &mut io::sink())?;
                let validity = validate(Batch::new(format).size(size), &input[..])?;
                assert!(
                    matches!(validity, Validity::Valid { .. }),
                    "gen writes what validate reads: {validity}"
                );
                let answer = answer(format, size, &input)?;
                if !answer.first().map_or(true, u8::is_ascii_whitespace) {
                    break (input, answer);
                }
                gen.seed = gen.seed.wrapping_add(1);
            };
            let name = format!("data/secret/{}/{}", group.name, index + 1);
            file(&format!("{name}.in"), &input)?;
            file(&format!("{name}.ans"), &answer)?;
        }
    }
    // Each program in C++ where the C++ one serves the size (it builds in seconds), else in
    // Rust: which serves what is the bundles' one rule. The package format takes validators
    // in C, C++ and Python, or as a folder with a `build` script that makes `run`: a Rust
    // one comes so.
    let validator = |language| Bundle::Validator(format, size, Validator::Kattis, language);
    let checker = |language| Bundle::Checker(format, size, Protocol::Kattis, language);
    // (the folder a Rust program is, with its build script: the output validator's is
    // `output_validator/` itself)
    for (folder, name, program, bundles) in [
        (
            "input_validators",
            "eight_validator",
            "input_validators/eight_validator",
            [validator(Cpp), validator(Rust)],
        ),
        (
            "output_validator",
            "eight_checker",
            "output_validator",
            [checker(Cpp), checker(Rust)],
        ),
    ] {
        let bundle = bundles
            .into_iter()
            .find(|bundle| bundle.serves_its_size())
            .expect("the Rust checker and validator serve every size");
        let text = bundle::text(bundle);
        match bundle.language() {
            Cpp => file(&format!("{folder}/{name}.cpp"), text.as_bytes())?,
            Rust => {
                file(&format!("{program}/{name}.rs"), text.as_bytes())?;
                script(&format!("{program}/build"), &rust_build(name))?;
            }
        }
    }
    for language in [Cpp, Rust] {
        let solver = Bundle::Solver(format, size, language);
        if solver.serves_its_size() {
            let path = format!("submissions/accepted/eight.{}", language.extension());
            file(&path, bundle::text(solver).as_bytes())?;
        }
    }
    // The wrong submissions are C++ programs, of the sizes the C++ solver serves.
    let wrong_served = Bundle::Solver(format, size, Cpp).serves_its_size();
    for mistake in Mistake::ALL {
        if wrong_served && mistake.is_wrong_in(format) {
            let path = format!("submissions/wrong_answer/{}.cpp", mistake.name());
            let wrong = onefile::cpp(format, CppKind::Wrong(mistake.name()));
            file(&path, wrong.as_bytes())?;
        }
    }
    Ok(())
}

/// The `build` script of a Rust program `NAME.rs` in a folder of the package: it makes the
/// `run` the package format runs.
fn rust_build(name: &str) -> String {
    format!(
        "#!/bin/sh\n# Builds {name}.rs, a one-file program of `eight bundle`, into `run`.\n\
         cd \"$(dirname \"$0\")\" && exec rustc -O --edition 2021 -o run {name}.rs\n"
    )
}

/// Lets `path` be run, where files have modes.
fn executable(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(0o755))?;
    }
    let _ = path;
    Ok(())
}

/// A deliberate mistake of a wrong submission (`src/cpp/wrong.cpp`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mistake {
    /// A shortest path, but not the lexicographically smallest.
    NotSmallest,
    /// The path and a move there and back (past the format's limit where it has one).
    Longer,
    /// The path without its last move.
    Short,
}

impl Mistake {
    /// Every mistake.
    pub const ALL: [Mistake; 3] = [Mistake::NotSmallest, Mistake::Longer, Mistake::Short];

    /// Its name, as the wrong submission's file is called.
    pub fn name(self) -> &'static str {
        match self {
            Mistake::NotSmallest => "not_smallest",
            Mistake::Longer => "longer",
            Mistake::Short => "short",
        }
    }

    /// Whether the format's judge rejects answers with this mistake.
    pub fn is_wrong_in(self, format: Format) -> bool {
        match self {
            Mistake::NotSmallest => !format.accepts_any_shortest(),
            Mistake::Longer => !format.accepts_any_length(),
            Mistake::Short => true,
        }
    }
}

/// The answer file of `input`: what the solver prints for it, without spaces at the ends of
/// lines (LightOJ's `Case 1: ` for an empty path), which BAPCtools' sanity check refuses in
/// an answer file and the checker ignores (it judges by solving, reading the file only to
/// its end).
fn answer(format: Format, size: Size, input: &[u8]) -> Result<Vec<u8>, Error> {
    let mut out = Vec::new();
    eight::run(
        Batch::new(format).size(size),
        input,
        &mut out,
        &mut io::sink(),
    )?;
    let mut trimmed = Vec::with_capacity(out.len());
    for line in out.split_inclusive(|&byte| byte == b'\n') {
        let text = line.strip_suffix(b"\n").unwrap_or(line);
        let end = text
            .iter()
            .rposition(|&byte| byte != b' ')
            .map_or(0, |last| last + 1);
        trimmed.extend_from_slice(&text[..end]);
        if line.ends_with(b"\n") {
            trimmed.push(b'\n');
        }
    }
    Ok(trimmed)
}

mod samples {
    include!(concat!(env!("OUT_DIR"), "/samples.rs"));
}

/// The format's own sample (`samples/NAME.in`) when it is written strictly, as a judge's
/// sample is; else three generated cases.
fn sample_input(options: &PackageOptions) -> Vec<u8> {
    let format = options.format;
    let own = samples::SAMPLES
        .iter()
        .filter(|_| options.size == format.default_size())
        .find(|(name, _)| *name == format.name())
        .map(|(_, bytes)| bytes.to_vec())
        .filter(|bytes| {
            matches!(
                validate(Batch::new(format), &bytes[..]),
                Ok(Validity::Valid { .. })
            )
        });
    own.unwrap_or_else(|| {
        let gen = GenOptions {
            cases: if format.reads_one_case() { 1 } else { 3 },
            seed: options.seed,
            size: (options.size.rows(), options.size.columns()),
            ..GenOptions::new(format)
        };
        let mut input = Vec::new();
        generate(&gen, &mut input, &mut io::sink()).expect("writing to memory cannot fail");
        input
    })
}

/// `problem.yaml`: the format version, the name, a UUID from the format and the seed, and
/// the limits.
fn problem_yaml(options: &PackageOptions) -> String {
    let format = options.format;
    let name = format.summary().split(':').next().unwrap_or(format.name());
    let named = format!("{} {}", format.name(), options.size);
    let mut rng = eight::internals::SplitMix64::new(options.seed ^ fnv(&named));
    let (high, low) = (rng.next_u64(), rng.next_u64());
    // A version 4 UUID: random bits, its version and variant set.
    let high = (high & !0xf000) | 0x4000;
    let low = (low & !(0b11 << 62)) | (0b10 << 62);
    let uuid = format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xffff,
        high & 0xffff,
        low >> 48,
        low & 0xffff_ffff_ffff
    );
    // The tables of the 3x3 formats take milliseconds; the search's databases of the others
    // about a second (4x4, which a side-reading format meets too); a short path of a board
    // beyond 16 cells tens of milliseconds, for each of up to 200 cases.
    let time_limit = match format.engine(options.size) {
        EngineKind::Tables => 1,
        EngineKind::ShortPath => 10,
        _ => 5,
    };
    let size = match options.size == format.default_size() {
        true => String::new(),
        false => format!(" --size {}", options.size),
    };
    format!(
        "# Made by `eight package --format {format}{size} --seed {seed}` (eight {version}).\n\
         problem_format_version: 2025-09\n\
         type: pass-fail\n\
         name:\n  en: {name:?}\n\
         uuid: {uuid}\n\
         credits: eight package\n\
         limits:\n  time_limit: {time_limit}\n",
        format = format.name(),
        seed = options.seed,
        version = env!("CARGO_PKG_VERSION"),
    )
}

/// The FNV-1a hash of `text`, to tell the formats' UUIDs apart.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A statement skeleton in BAPCtools' LaTeX: the format's input and output from its facts,
/// and the pictures of the sample's first cases; the samples are the package's own.
fn statement(format: Format, size: Size, pictures: &[Pictures]) -> String {
    let cases = if format.reads_one_case() {
        "The input holds one case.".to_string()
    } else {
        match format.most_cases() {
            Some(most) => format!(
                "The input holds several cases, at most {most} (see the samples for the exact \
                 layout)."
            ),
            None => "The input holds several cases (see the samples for the exact layout).".into(),
        }
    };
    let side_given = format.reads_sizes_from_input();
    let sides = (format.smallest_side(), format.largest_side());
    let boards = match (side_given, sides) {
        (true, (Some(least), Some(largest))) => {
            format!(
                "Each case gives its side $n$ (${least} \\le n \\le {largest}$) and an $n$ by $n$ \
                 board"
            )
        }
        _ => format!("Boards are {} by {}", size.rows(), size.columns()),
    };
    let goal = match (format.fixed_goal(), side_given) {
        _ if format.seeks_farthest() => {
            "each case gives a start board; the answer is a state as far from it as any, \
             and a path to it"
        }
        (Some(_), _) => "every board is to be brought to the goal shown by the samples",
        (None, true) => {
            "every board is to be brought to its tiles in order, row by row, the \
                         blank last"
        }
        (None, false) => "each case gives a start board and a goal board",
    };
    let path = match (format.accepts(), format.limit()) {
        // Boards beyond 16 cells are judged by their legality alone (the judge's rule there).
        _ if format.engine(size) == EngineKind::ShortPath => {
            "Any sequence of moves that brings the start board to its goal is accepted.".into()
        }
        (Some(accepts), _) => format!("Any answer of this kind is accepted: {accepts}."),
        (None, Some(limit)) => format!(
            "Give the fewest moves, and among the fewest the lexicographically smallest \
             (D $<$ L $<$ R $<$ U); more than {limit} moves count as no answer."
        ),
        (None, None) => "Give the fewest moves, and among the fewest the lexicographically \
                         smallest (d $<$ l $<$ r $<$ u)."
            .to_string(),
    };
    format!(
        "% A skeleton made by `eight package --format {name}`: write the story here.\n\
         \\problemname{{{title}}}\n\n\
         A sliding puzzle is a grid of cells that holds tiles and one blank; a move slides \
         a tile next to the blank into it, and is named by the way the blank goes.\n\n\
         \\begin{{Input}}\n  {cases} {boards}; {goal}.\n\\end{{Input}}\n\n\
         \\begin{{Output}}\n  {summary}{stop} {path}\n\\end{{Output}}\n{drawn}",
        drawn = pictured(pictures),
        name = format.name(),
        title = format.summary().split(':').next().unwrap_or(format.name()),
        summary = format.summary().replace('`', "").replace('_', "\\_"),
        stop = if format.summary().ends_with('!') {
            ""
        } else {
            "."
        },
    )
}

/// The sample's pictures in the statement: each case's start and goal, side by side.
fn pictured(pictures: &[Pictures]) -> String {
    let mut text = String::new();
    for drawn in pictures {
        let case = drawn.case;
        text += &format!(
            "\n% Sample case {case}, drawn by eight package (also sample-{case}-start.svg and \
             sample-{case}-goal.svg).\n\\begin{{center}}\n{}\n\n\
             Sample case {case}: the start board and its goal. Shaded green: tiles already in \
             their goal cell; dashed: the blank.\n\\end{{center}}\n",
            drawn.tikz
        );
    }
    text
}

/// Writes the package `options` ask for, saying so on stdout.
pub fn run(options: &PackageOptions) -> i32 {
    match write_package(options, &mut progress()) {
        Ok(()) => print(&format!(
            "wrote the {} package into {}\n",
            options.format.name(),
            options.folder.display()
        )),
        Err(error) => report(&error),
    }
}
