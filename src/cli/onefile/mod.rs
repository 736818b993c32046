//! The one-file programs for judges that take a single source file: a solver for a format,
//! a checker that speaks a judge system's protocol, an input validator, the wrong
//! submissions of a package; in Rust ([`rust`]) and in C++ ([`cpp`]), each put together by
//! the one mechanism of its language from one manifest. What a program holds follows from
//! the format's engine ([`Format::engine`], one fact of the format table) and the program's
//! kind, here and nowhere else; its `main` is the one template of its language.
//!
//! # Costs
//! A 3x3 solver is about 50 KB of Rust, a 4x4 one about 55 KB, the poj3240 one about 100 KB,
//! a checker about 230 KB; the C++ files 30 to 55 KB. Each is assembled in microseconds.

pub mod cpp;
pub mod function;
pub mod rust;

use eight::{EngineKind, Format, Protocol, Size, Validator};
use rust::Manifest;

/// The shared types every solver takes.
const SHARED: &[&str] = &[
    "shared",
    "shared::answer",
    "shared::decimal",
    "shared::error",
    "shared::moves",
    "shared::puzzle",
    "shared::query",
    "shared::size",
    "shared::tokens",
];

/// What the 3x3 tables add.
const TABLES: &[&str] = &[
    "shared::engine",
    "three",
    "three::board",
    "three::engine",
    "three::index",
    "three::path",
    "three::read",
    "three::solver",
    "three::table",
];

/// What the exact search adds, solving one case after another (`grid::engine`), without
/// the solver of the binary (`grid::solver`: the disk cache, the strong tables, the 5x5
/// databases) or its batch on every core.
const SEARCH: &[&str] = &[
    "shared::engine",
    "shared::threads",
    "kit",
    "kit::cpu",
    "kit::parallel",
    "kit::placement",
    "kit::prefetch",
    "kit::shape",
    "kit::symmetry",
    "grid",
    "grid::board",
    "grid::engine",
    "grid::ida",
    "grid::pattern",
    "grid::read",
    "grid::sparse",
    "grid::tables",
];

/// What a format whose cases give their own side adds to [`SEARCH`]: the short paths of
/// boards beyond 16 cells, and the batch loop that picks an engine a case.
const SHORT_PATH: &[&str] = &[
    "shared::big_board",
    "shared::terminal",
    "big",
    "big::peel",
    "big::place",
    "big::work",
    "format::big",
    "batch::big",
];

/// What a format that answers its cases itself adds.
const ITSELF: &[&str] = &["shared::big_board", "shared::random"];

/// The top-level modules a checker or a validator takes whole: everything the judge needs.
const WHOLE_JUDGE: &[&str] = &[
    "shared", "kit", "three", "grid", "big", "format", "batch", "judge",
];

/// The engine of `format`'s one-file solver: the one for its own board size.
pub fn engine(format: Format) -> EngineKind {
    format.engine(format.default_size())
}

/// The Rust modules and the `main` expression of a solver of `format` for boards of `size`.
fn rust_solver_parts(format: Format, size: Size) -> (Vec<&'static str>, String) {
    let kind = format.engine(size);
    let parts: &[&[&str]] = match kind {
        EngineKind::Itself => &[SHARED, ITSELF, &["format"]],
        EngineKind::Tables => &[SHARED, TABLES, &["format", "batch"]],
        EngineKind::Search => &[SHARED, SEARCH, &["format", "batch"]],
        EngineKind::PerCase => &[SHARED, SEARCH, SHORT_PATH, &["format", "batch"]],
        EngineKind::ShortPath => unreachable!("a one-file solver serves at most 16 cells"),
    };
    let dialect = format!("&format::{}::{:?}", format.name(), format);
    let io = "std::io::stdin().lock(), std::io::stdout().lock()";
    let status = ".map(|outcome| if outcome.unreachable > 0 { 1 } else { 0 })";
    let sized = format!(
        "shared::Size::new({}, {}).expect(\"a size\")",
        size.rows(),
        size.columns()
    );
    let run = match kind {
        EngineKind::Itself => format!(
            "{{ use format::WholeInput; format::{}::{:?}.serve({io}).map(|_| 0) }}",
            format.name(),
            format
        ),
        EngineKind::Tables => format!(
            "batch::serve({dialect}, (), &mut three::Solver::new(), {io}, \
             &mut std::io::stderr()){status}"
        ),
        EngineKind::Search => format!(
            "batch::serve({dialect}, {sized}, &mut grid::engine::OneByOne::new({sized}), \
             {io}, &mut std::io::stderr()){status}"
        ),
        EngineKind::PerCase => format!(
            "batch::serve_big({dialect}, shared::Size::THREE, \
             &mut batch::Exact::new(grid::engine::OneByOne::new), &mut |_, _, _| None, {io}, \
             &mut std::io::stderr()){status}"
        ),
        EngineKind::ShortPath => unreachable!("a one-file solver serves at most 16 cells"),
    };
    let modules = parts.iter().flat_map(|part| part.iter().copied()).collect();
    (modules, run)
}

/// The whole source file of a Rust solver for `format` on boards of `size` (its own, or any
/// other of at most 16 cells: [`crate::cli::bundle`] says which it serves).
pub fn rust_solver(format: Format, size: Size) -> String {
    let (modules, run) = rust_solver_parts(format, size);
    let mut modules: Vec<String> = modules.into_iter().map(str::to_string).collect();
    modules.extend(rust::with_siblings_used(&format!(
        "format::{}",
        format.name()
    )));
    let manifest = Manifest {
        modules,
        left_out: match format.engine(size) {
            EngineKind::PerCase => &["judging", "validating"],
            _ => &["judging", "validating", "big_boards"],
        },
    };
    let header = format!(
        "{} solver for {size} boards, generated by `eight bundle --format {} --size {size}` \
         (eight {})\nfrom eight's own sources, without comments or indentation (rustfmt \
         restores the layout).\nBuild: rustc --edition 2021 -O main.rs",
        format.name(),
        format.name(),
        env!("CARGO_PKG_VERSION")
    );
    rust::program(&header, &manifest, &run)
}

/// The whole source file of a Rust checker for `format` with boards of `size` that speaks
/// `protocol`, taking the judge system's arguments as they come.
pub fn rust_checker(format: Format, size: Size, protocol: Protocol) -> String {
    let header = format!(
        "{} checker for the {} protocol, generated by `eight bundle --checker --format {} \
         --protocol {}`\n(eight {}) from eight's own sources. Build: rustc --edition 2021 -O \
         checker.rs\nArguments, as the judge system passes them: {}",
        format.name(),
        protocol.name(),
        format.name(),
        protocol.name(),
        env!("CARGO_PKG_VERSION"),
        protocol.arguments()
    );
    let run = format!(
        "Ok(judge::protocol::run_checker(judge::protocol::Protocol::{protocol:?}, \
         &{}, &std::env::args_os().skip(1).collect::<Vec<_>>(), false, \
         std::io::stdin().lock(), &mut std::io::stdout().lock(), &mut std::io::stderr()))",
        rust_batch(format, size)
    );
    rust_judge(&header, &run)
}

/// The whole source file of a Rust input validator for `format` with boards of `size` that
/// answers as `validator` wants; it takes the arguments judge systems pass validators and
/// uses none of them.
pub fn rust_validator(format: Format, size: Size, validator: Validator) -> String {
    let header = format!(
        "{} input validator ({} convention) for {size} boards, generated by `eight bundle \
         --validator --format {} --size {size}`\n(eight {}) from eight's own sources. Build: \
         rustc --edition 2021 -O validator.rs\nReads the input on stdin; the arguments judge \
         systems pass (--testset, --group, flags) are taken and not used.",
        format.name(),
        validator.name(),
        format.name(),
        env!("CARGO_PKG_VERSION"),
    );
    let run = format!(
        "judge::validator::run_validator(judge::validator::Validator::{validator:?}, &{}, \
         std::io::stdin().lock(), &mut std::io::stdout().lock(), &mut std::io::stderr())",
        rust_batch(format, size)
    );
    rust_judge(&header, &run)
}

/// The expression of the batch of `format` with boards of `size`, in a one-file program.
fn rust_batch(format: Format, size: Size) -> String {
    format!(
        "batch::Batch::new(format::Format::{format:?}).size(shared::Size::new({}, {})\
         .expect(\"a size\"))",
        size.rows(),
        size.columns()
    )
}

/// A Rust program that holds the whole judge (every format, every engine) and runs `run`.
fn rust_judge(header: &str, run: &str) -> String {
    let manifest = Manifest {
        modules: rust::every_module_under(WHOLE_JUDGE),
        left_out: &[],
    };
    rust::program(header, &manifest, run)
}

/// The kinds of C++ program.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CppKind {
    /// The solver: the submission.
    Solver,
    /// A checker speaking this protocol.
    Checker(Protocol),
    /// An input validator speaking this protocol (`"KATTIS"` or `"TESTLIB"`).
    Validator(&'static str),
    /// A wrong submission with this mistake (`src/cpp/wrong.cpp`, by its name).
    Wrong(&'static str),
}

/// The C++ file of `kind` for `format`: `src/cpp/eight.cpp` with the format's define, the
/// part of its engine (`big.cpp` where each case gives its side, `parity.cpp` for the
/// format that answers by parity, `seven.cpp` for the 2x4 board's) and the part of its kind.
/// It needs nothing but `g++ -O2`, as C++98 or later.
pub fn cpp(format: Format, kind: CppKind) -> String {
    let upper = |text: &str| text.to_ascii_uppercase();
    let mut defines = vec![("EIGHT_FORMAT", upper(format.name()))];
    let mut parts = Vec::new();
    // The part of its engine: the big boards where each case gives its side, the parity
    // where the format answers alone, the farthest states where a case's goal is one, the
    // 15-puzzle formats' runner where 4x4 is its one size, the table of boards of two rows
    // (2x3, 2x4) where such a board is its one size.
    if engine(format) == EngineKind::PerCase {
        defines.push(("EIGHT_SIDE_FIRST", "1".to_string()));
        parts.push("big.cpp");
    }
    if engine(format) == EngineKind::Itself {
        defines.push(("EIGHT_PARITY", "1".to_string()));
        parts.push("parity.cpp");
    }
    if format.winds_to_a_snail() {
        defines.push(("EIGHT_SNAIL", "1".to_string()));
        parts.push("snail.cpp");
    }
    if format.seeks_farthest() {
        defines.push(("EIGHT_FARTHEST", "1".to_string()));
        parts.push("farthest.cpp");
    }
    let size = format.default_size();
    let fifteen =
        engine(format) == EngineKind::Search && size == Size::new(4, 4).expect("4x4 is a size");
    let two_rows =
        !format.takes_any_size() && size.rows() == 2 && size.columns() >= 3 && size.columns() <= 4;
    if fifteen {
        defines.push(("EIGHT_FIFTEEN", "1".to_string()));
        parts.push("fifteen.cpp");
    }
    if two_rows {
        defines.push(("EIGHT_SEVEN", "1".to_string()));
        parts.push("seven.cpp");
    }
    let (what, build) = match kind {
        CppKind::Solver => ("solver".to_string(), "main.cpp"),
        CppKind::Checker(protocol) => {
            defines.push((
                "EIGHT_CHECKER",
                format!("PROTOCOL_{}", upper(protocol.name())),
            ));
            parts.push("check.cpp");
            (
                format!("checker ({} protocol)", protocol.name()),
                "checker.cpp",
            )
        }
        CppKind::Validator(protocol) => {
            defines.push(("EIGHT_VALIDATOR", format!("PROTOCOL_{protocol}")));
            parts.push("validate.cpp");
            (format!("input validator ({protocol})"), "validator.cpp")
        }
        CppKind::Wrong(mistake) => {
            defines.push(("EIGHT_WRONG", format!("WRONG_{}", upper(mistake))));
            parts.push("wrong.cpp");
            (format!("wrong submission ({mistake})"), "main.cpp")
        }
    };
    let header = format!(
        "{} {what}, generated by `eight bundle` (eight {}) from eight's own sources\n\
         (src/cpp), without comments or indentation. Build: g++ -O2 {build} (C++98 or later)",
        format.name(),
        env!("CARGO_PKG_VERSION")
    );
    cpp::program(&header, &defines, &parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte limits of the judges that take one file.
    const RUST_LIMIT: usize = 64 * 1024;
    const SPOJ_LIMIT: usize = 50_000;
    const POJ_LIMIT: usize = 65_536;

    #[test]
    fn every_solver_holds_its_engine_and_keeps_a_tenth_of_its_judges_limit_free() {
        for format in Format::ALL {
            let text = rust_solver(format, format.default_size());
            let cpp_text = cpp(format, CppKind::Solver);
            let (rust_most, cpp_most) = match engine(format) {
                // POJ 3240's files hold two engines; POJ takes C++ only (its Rust file is
                // kept near the 100 KB it had when the engines were merged: 104 KiB since
                // the searches learned each tile's walks). SPOJ SOLVING's C++ file holds
                // them under SPOJ's 50,000 bytes; its Rust file does not fit.
                EngineKind::PerCase if format.reads_one_case() => (106_496, POJ_LIMIT * 9 / 10),
                EngineKind::PerCase => (106_496, SPOJ_LIMIT * 9 / 10),
                // A judge that calls a function takes the function's file (a test of
                // `function.rs`); the whole program goes only into packages.
                _ if format.function().is_some() => (RUST_LIMIT, SPOJ_LIMIT * 9 / 10),
                _ => (RUST_LIMIT * 9 / 10, SPOJ_LIMIT * 9 / 10),
            };
            assert!(text.len() <= rust_most, "{format:?}: {} bytes", text.len());
            assert!(
                cpp_text.len() <= cpp_most,
                "{format:?} C++: {} bytes",
                cpp_text.len()
            );
            let (present, absent): (&[&str], &[&str]) = match engine(format) {
                EngineKind::Itself => (&["shared", "format", "tokens"], &["three", "grid"]),
                EngineKind::Tables => (&["three", "format", "batch", "solver", "index"], &["grid"]),
                EngineKind::Search => (
                    &[
                        "grid", "format", "batch", "ida", "tables", "pattern", "engine",
                    ],
                    &["three", "cache", "five", "strong", "packed", "big"],
                ),
                EngineKind::PerCase => (
                    &["grid", "big", "peel", "format", "batch", "ida"],
                    &["three", "cache", "five", "strong"],
                ),
                EngineKind::ShortPath => unreachable!(),
            };
            for module in present {
                assert!(
                    text.contains(&format!("pub mod {module} {{")),
                    "{format:?} {module}"
                );
            }
            for module in absent {
                assert!(
                    !text.contains(&format!("mod {module} {{")),
                    "{format:?} {module}"
                );
            }
            assert_eq!(
                text.contains("mod big_boards {"),
                engine(format) == EngineKind::PerCase
            );
            assert!(!text.contains("GridBatch"), "{format:?}");
            assert!(text.contains(&format!("pub mod {} {{", format.name())));
            for left_out in ["mod tests", "mod judging", "mod list", "mod output;"] {
                assert!(!text.contains(left_out), "{format:?} {left_out}");
            }
            assert!(text.contains(&format!("format::{}::{format:?}", format.name())));
            let define = format!(
                "#define EIGHT_FORMAT {}\n",
                format.name().to_ascii_uppercase()
            );
            assert!(cpp_text.contains(&define), "{format:?}");
        }
    }

    #[test]
    fn a_checker_holds_the_judge_and_every_format() {
        let size = Size::new(4, 4).unwrap();
        let text = rust_checker(Format::Lightoj1121, size, Protocol::Kattis);
        for name in [
            "judge",
            "protocol",
            "output",
            "grid",
            "list",
            "lightoj1121",
            "judging",
            "ida",
            "pipeline",
            "dispatch",
        ] {
            assert!(text.contains(&format!("mod {name} {{")), "{name}");
        }
        assert!(!text.contains("mod generator"));
        assert!(!text.contains("mod tests"));
        assert!(text.contains("judge::protocol::Protocol::Kattis,"));
        assert!(text.contains("shared::Size::new(4, 4)"));
    }

    #[test]
    fn every_format_has_its_file_named_after_it() {
        for format in Format::ALL {
            let module = format!("format::{}", format.name());
            assert!(!rust::source_of(&module).is_empty(), "{format:?}");
        }
    }

    #[test]
    fn the_cpp_programs_define_their_kind_and_hold_its_part() {
        for protocol in Protocol::ALL {
            let text = cpp(Format::Uva10181, CppKind::Checker(protocol));
            let upper = protocol.name().to_ascii_uppercase();
            assert!(text.contains(&format!("#define EIGHT_CHECKER PROTOCOL_{upper}\n")));
            assert!(text.contains("PROTOCOL_KATTIS="), "the judge's part");
        }
        let validator = cpp(Format::Hdu3567, CppKind::Validator("TESTLIB"));
        assert!(validator.contains("#define EIGHT_VALIDATOR PROTOCOL_TESTLIB\n"));
        let wrong = cpp(Format::Hdu3567, CppKind::Wrong("short"));
        assert!(wrong.contains("#define EIGHT_WRONG WRONG_SHORT\n"));
        let solver = cpp(Format::Hdu3567, CppKind::Solver);
        assert!(
            !solver.contains("#define EIGHT_CHECKER")
                && !solver.contains("#define EIGHT_SIDE_FIRST")
        );
        let sides = cpp(Format::Poj3240, CppKind::Solver);
        assert!(sides.contains("#define EIGHT_SIDE_FIRST 1\n"));
    }
}
