//! The C++ one-file programs: `src/cpp/eight.cpp`, a second implementation of the solver,
//! with the defines that pick its format and its kind written first and the parts a program
//! needs (`check.cpp`, `validate.cpp`, `wrong.cpp`, `big.cpp`, `parity.cpp`, `seven.cpp`,
//! `farthest.cpp`, `fifteen.cpp`, `snail.cpp`) put where it includes them; the include lines of the parts it does not
//! need go. Comments, blank lines and indentation
//! are left out ([`strip`]): the readable source stays in `src/cpp`, and the file for the
//! judge only has to compile, with room under the judges' byte limits.
//!
//! # Costs
//! Microseconds: one pass over about 100 KB of source.

/// The C++ sources, by the name their include lines give them.
const SOURCES: [(&str, &str); 10] = [
    ("eight.cpp", include_str!("../../cpp/eight.cpp")),
    ("check.cpp", include_str!("../../cpp/check.cpp")),
    ("validate.cpp", include_str!("../../cpp/validate.cpp")),
    ("wrong.cpp", include_str!("../../cpp/wrong.cpp")),
    ("big.cpp", include_str!("../../cpp/big.cpp")),
    ("parity.cpp", include_str!("../../cpp/parity.cpp")),
    ("seven.cpp", include_str!("../../cpp/seven.cpp")),
    ("farthest.cpp", include_str!("../../cpp/farthest.cpp")),
    ("fifteen.cpp", include_str!("../../cpp/fifteen.cpp")),
    ("snail.cpp", include_str!("../../cpp/snail.cpp")),
];

/// The one-function submission's template (`super::function` fills it in): not a part of
/// `eight.cpp`.
pub const FUNCTION: &str = include_str!("../../cpp/function.cpp");

/// The text of the source called `name`.
///
/// # Panics
/// If there is none: manifests name only the sources above (a test assembles them all).
fn source(name: &str) -> &'static str {
    SOURCES
        .iter()
        .find(|(file, _)| *file == name)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("no C++ source {name}"))
}

/// The whole C++ file: `header` (comment lines), then `#define NAME VALUE` for each of
/// `defines`, then `eight.cpp` with each line `#include "part"` replaced by that part's text
/// where `parts` names it and dropped where not; all of it without comments, blank lines or
/// indentation.
pub fn program(header: &str, defines: &[(&str, String)], parts: &[&str]) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out += &format!("// {line}\n");
    }
    for (name, value) in defines {
        out += &format!("#define {name} {value}\n");
    }
    let mut code = String::new();
    for line in source("eight.cpp").lines() {
        let included = line
            .trim()
            .strip_prefix("#include \"")
            .and_then(|rest| rest.strip_suffix('"'));
        match included {
            Some(part) if parts.contains(&part) => code += source(part),
            Some(_) => {}
            None => {
                code += line;
                code.push('\n');
            }
        }
    }
    out + &strip(&code)
}

/// C++ source without its comments (`//` to the end of the line, `/* ... */`), outside
/// strings and character literals, without blank lines, and each line without its
/// indentation and trailing blanks. Line ends stay where code is (a preprocessor line ends
/// at its own).
pub fn strip(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut line = String::new();
    let mut chars = source.chars().peekable();
    let mut in_block = false;
    // The quote of the literal being read, if any.
    let mut quote: Option<char> = None;
    fn end_line(line: &mut String, out: &mut String) {
        let kept = line.trim();
        if !kept.is_empty() {
            out.push_str(kept);
            out.push('\n');
        }
        line.clear();
    }
    while let Some(c) = chars.next() {
        if in_block {
            if c == '*' && chars.peek() == Some(&'/') {
                chars.next();
                in_block = false;
                line.push(' ');
            }
            continue;
        }
        if let Some(open) = quote {
            line.push(c);
            match c {
                '\\' => {
                    if let Some(escaped) = chars.next() {
                        line.push(escaped);
                    }
                }
                _ if c == open => quote = None,
                _ => {}
            }
            continue;
        }
        match c {
            '\n' => end_line(&mut line, &mut out),
            '/' if chars.peek() == Some(&'/') => {
                for rest in chars.by_ref() {
                    if rest == '\n' {
                        break;
                    }
                }
                end_line(&mut line, &mut out);
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                in_block = true;
            }
            '"' | '\'' => {
                quote = Some(c);
                line.push(c);
            }
            _ => line.push(c),
        }
    }
    end_line(&mut line, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_indentation_go_but_strings_and_characters_stay() {
        let source = "// a header\n#include <cstdio>\n\n  int a = 1; // one\n  const char* s = \"http://x // y\";\n  char c = '\"'; char d = '\\'';\n  /* a\n  block */ int b = 2;\n  return s[0] == '/' ? 1 : 0;\n";
        assert_eq!(
            strip(source),
            "#include <cstdio>\nint a = 1;\nconst char* s = \"http://x // y\";\nchar c = '\"'; char d = '\\'';\nint b = 2;\nreturn s[0] == '/' ? 1 : 0;\n"
        );
    }

    #[test]
    fn parts_go_where_they_are_included_and_only_those_named() {
        let text = program(
            "a header",
            &[("EIGHT_FORMAT", "HDU1043".into())],
            &["check.cpp"],
        );
        assert!(text.starts_with("// a header\n#define EIGHT_FORMAT HDU1043\n"));
        assert!(
            !text.contains("#include \""),
            "every include of a part is resolved"
        );
        assert!(text.contains(&strip(source("check.cpp"))));
        assert!(!text.contains(&strip(source("validate.cpp"))));
        assert!(!text.contains(&strip(source("wrong.cpp"))));
        assert!(!text.lines().skip(1).any(|line| line.starts_with("//")));
    }
}
