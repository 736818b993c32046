//! The Rust one-file programs: the crate's own source files (embedded by `build.rs`) put
//! together as one, by a manifest of module paths ([`Manifest`]); each module becomes
//! `pub mod name { ... }` nested where the crate has it, so `crate::` paths keep working, and
//! a `main` ([`program`]) calls the library's entry for the program. From each file the
//! assembler leaves out what a non-test build of a one-file program cannot use or need:
//! comments and blank lines, items marked `#[cfg(test)]`, the declarations and `use` lines
//! of modules the manifest leaves out, and the inline modules it names (a solver's
//! `judging`); indentation goes too outside strings, and the spaces after `,` and `:` and
//! around `=`, `=>` and `->`, which separate no tokens (`rustfmt` restores them all). Nothing depends
//! on a comment's text or on where a `mod` line stands. The result needs nothing but
//! `rustc --edition 2021 -O`, and builds as 2018 too.
//!
//! # Costs
//! Microseconds: one pass over the embedded sources.

mod sources {
    include!(concat!(env!("OUT_DIR"), "/sources.rs"));
}

/// What a program holds: module paths (`a::b`), each the file the crate has for it, and
/// the names of inline modules left out wherever they stand.
pub struct Manifest {
    /// The modules, parents before children.
    pub modules: Vec<String>,
    /// Names of inline modules left out wherever they stand (a solver's `judging`).
    pub left_out: &'static [&'static str],
}

/// Every module under the top-level modules `tops`, each top before its children.
pub fn every_module_under(tops: &[&str]) -> Vec<String> {
    let mut modules = Vec::new();
    for top in tops {
        for (path, _) in sources::SOURCES {
            let module = module_of(path);
            if module == *top || module.starts_with(&format!("{top}::")) {
                modules.push(module);
            }
        }
    }
    modules
}

/// `module` with the modules beside it that it imports (`use super::name::...` or `use
/// super::{name, ...}`), and those that they import in turn, siblings first: a format's file
/// and the code its kind shares (`format::fewest`, and `format::nested` under it), which its
/// bundle needs with it and no other bundle does.
pub fn with_siblings_used(module: &str) -> Vec<String> {
    let parent = module.rsplit_once("::").map_or("", |(parent, _)| parent);
    let is_module = |path: &str| {
        sources::SOURCES
            .iter()
            .any(|(source, _)| module_of(source) == path)
    };
    let mut modules = vec![module.to_string()];
    let mut next = 0;
    while next < modules.len() {
        let importer = modules[next].clone();
        next += 1;
        for item in Items::of(source_of(&importer)) {
            let text: String = item.body().collect();
            let path = match text.strip_prefix("use super::") {
                Some(path) => path,
                None => continue,
            };
            let names: Vec<&str> = match path.strip_prefix('{') {
                Some(list) => list.split(['{', '}', ',', ';']).collect(),
                None => path
                    .split_once("::")
                    .map(|(name, _)| name)
                    .into_iter()
                    .collect(),
            };
            for name in names {
                let sibling = format!("{parent}::{}", name.trim());
                if is_module(&sibling) && !modules.contains(&sibling) {
                    modules.push(sibling);
                }
            }
        }
    }
    // The module last, after what it uses.
    modules.rotate_left(1);
    modules
}

/// The whole source file: `header` (comment lines), the manifest's modules, and a `main`
/// that runs `run`, an expression of type `Result<i32, shared::Error>`, and exits with its
/// status, or reports the error as the binary does (exit 3 for reading or writing, else 2).
pub fn program(header: &str, manifest: &Manifest, run: &str) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out += &format!("// {line}\n");
    }
    out += "#![allow(dead_code, unused_imports)]\n\n";
    out += &manifest.write();
    out += &format!(
        "fn main() {{\n\
         \x20   let answered: Result<i32, shared::Error> = {run};\n\
         \x20   let status = match answered {{\n\
         \x20       Ok(status) => status,\n\
         \x20       Err(error) => {{\n\
         \x20           eprintln!(\"eight: {{error}}\");\n\
         \x20           match error {{\n\
         \x20               shared::Error::Io(_) => 3,\n\
         \x20               _ => 2,\n\
         \x20           }}\n\
         \x20       }}\n\
         \x20   }};\n\
         \x20   std::process::exit(status);\n\
         }}\n"
    );
    out
}

/// The module path of a source file: `shared/moves.rs` is `shared::moves`, `grid/mod.rs`
/// is `grid`.
fn module_of(path: &str) -> String {
    let path = path.strip_suffix(".rs").expect("sources are .rs files");
    let path = path.strip_suffix("/mod").unwrap_or(path);
    path.replace('/', "::")
}

/// The text of the file of `module`.
///
/// # Panics
/// If the crate has no file for it: manifests name only modules the crate has (a test
/// bundles every manifest).
pub fn source_of(module: &str) -> &'static str {
    sources::SOURCES
        .iter()
        .find(|(path, _)| module_of(path) == module)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("the crate has a file for module {module}"))
}

impl Manifest {
    /// Every top-level module of the manifest, its children nested inside.
    fn write(&self) -> String {
        let mut out = String::new();
        for module in &self.modules {
            if !module.contains("::") {
                out += &self.module(module);
            }
        }
        out
    }

    /// `module` as `pub mod name { ... }`, its children in the manifest written where its
    /// file declares them.
    fn module(&self, module: &str) -> String {
        let name = module
            .rsplit("::")
            .next()
            .expect("a module path has a name");
        let children: Vec<&str> = self
            .modules
            .iter()
            .filter_map(|m| m.strip_prefix(module)?.strip_prefix("::"))
            .filter(|rest| !rest.contains("::"))
            .collect();
        let mut out = format!("pub mod {name} {{\n");
        let items: Vec<Item> = Items::of(source_of(module)).collect();
        let declared: Vec<String> = items.iter().filter_map(Item::declared_module).collect();
        for item in items {
            match item.declared_module() {
                Some(child) if children.contains(&child.as_str()) => {
                    out += &self.module(&format!("{module}::{child}"));
                }
                // A module the bundle leaves out: its declaration goes too.
                Some(_) => {}
                None if item.test_only() => {}
                None if item
                    .inline_module()
                    .map_or(false, |m| self.left_out.contains(&m)) => {}
                None if item.uses_a_module_left_out(&children, &declared) => {}
                None => out += &item.widened(),
            }
        }
        out += "}\n";
        out
    }
}

/// One item of a source file as the bundler sees it: its lines without comments and blank
/// lines, and the attributes before it.
struct Item {
    text: String,
}

impl Item {
    /// The lines of the item without its attributes.
    fn body(&self) -> impl Iterator<Item = &str> {
        self.text
            .lines()
            .map(str::trim_start)
            .filter(|line| !line.starts_with("#["))
    }

    /// The module a `mod name;` item declares.
    fn declared_module(&self) -> Option<String> {
        let first = self.body().next()?;
        let rest = ["pub mod ", "pub(crate) mod ", "mod "]
            .iter()
            .find_map(|prefix| first.strip_prefix(prefix))?;
        rest.strip_suffix(';').map(str::to_string)
    }

    /// The name of an inline module `mod name { ... }`.
    fn inline_module(&self) -> Option<&str> {
        let first = self.body().next()?;
        let rest = ["pub mod ", "pub(crate) mod ", "pub(super) mod ", "mod "]
            .iter()
            .find_map(|prefix| first.strip_prefix(prefix))?;
        let (name, _) = rest.split_once(" {")?;
        name.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
            .then_some(name)
    }

    /// The item's text with `pub(crate)` and `pub(super)` written `pub`: in one file the
    /// crate is the program, so nothing is exposed, and the bytes count against the judges'
    /// limits (about 450 in a 4x4 solver). Re-exports stay as they are: a `macro_rules`
    /// macro can be re-exported only within the crate.
    fn widened(&self) -> String {
        let reexport = self.body().next().map_or(false, |first| {
            first.starts_with("pub(crate) use ") || first.starts_with("pub(super) use ")
        });
        match reexport {
            true => self.text.clone(),
            false => self
                .text
                .replace("pub(crate) ", "pub ")
                .replace("pub(super) ", "pub "),
        }
    }

    /// Whether the item is compiled only in tests.
    fn test_only(&self) -> bool {
        self.text
            .lines()
            .map(str::trim)
            .take_while(|line| line.starts_with("#["))
            .any(|line| line == "#[cfg(test)]")
    }

    /// Whether the item is a `use` of a child module of its file that the bundle leaves out
    /// (`use output::...` where `output` is declared but not bundled).
    fn uses_a_module_left_out(&self, bundled: &[&str], declared: &[String]) -> bool {
        let first = match self.body().next() {
            Some(first) => first,
            None => return false,
        };
        let path = ["pub use ", "pub(crate) use ", "use "]
            .iter()
            .find_map(|prefix| first.strip_prefix(prefix));
        let head = match path {
            Some(path) => path.split([':', ';']).next().unwrap_or(""),
            None => return false,
        };
        declared.iter().any(|d| d == head) && !bundled.contains(&head)
    }
}

/// The top-level items of a source file, one by one.
struct Items {
    lines: Vec<&'static str>,
    next: usize,
}

impl Items {
    fn of(source: &'static str) -> Items {
        Items {
            lines: source.lines().collect(),
            next: 0,
        }
    }
}

impl Iterator for Items {
    type Item = Item;

    /// The next item: attribute lines, then lines until the brackets opened since its start
    /// are closed and the item ends (`;` or `}`). Comments and blank lines are skipped, but
    /// not inside a string; brackets in strings, characters and comments do not count.
    fn next(&mut self) -> Option<Item> {
        let mut text = String::new();
        let mut depth = 0i64;
        let mut in_string = false;
        while let Some(&line) = self.lines.get(self.next) {
            self.next += 1;
            let trimmed = line.trim_start();
            if !in_string && (trimmed.is_empty() || trimmed.starts_with("//")) {
                continue;
            }
            let started_in_string = in_string;
            let (balance, comment) = bracket_balance(line, &mut in_string);
            let line = line[..comment.unwrap_or(line.len())].trim_end();
            if started_in_string {
                text += &squeeze(line, true);
            } else {
                // No indentation, no trailing comment, and no line end after `{`, `;` or `,`:
                // a fifth of a solver's bytes, and the difference between fitting in 64 KiB
                // and not for the 4x4 ones; `rustfmt` restores the layout.
                text += &squeeze(line.trim_start(), false);
            }
            let joins =
                !in_string && (line.ends_with('{') || line.ends_with(';') || line.ends_with(','));
            if !joins {
                text.push('\n');
            }
            depth += balance;
            if depth != 0 || in_string {
                continue;
            }
            let end = line.trim_end();
            let attribute = trimmed.starts_with("#[") && end.ends_with(']');
            if !attribute && (end.ends_with(';') || end.ends_with('}')) {
                return Some(Item { text });
            }
        }
        (!text.is_empty()).then_some(Item { text })
    }
}

/// `line` without the spaces that separate no tokens: after `,` and `:`, and around a lone
/// `=`, `=>` and `->`, outside strings and character literals (`in_string`: whether the line
/// starts inside a string). About 2.5 KB of a 4x4 solver. A space stays where dropping it
/// would join two tokens into another: before a `:` (`x: ::std`) and between `..` and `=>`
/// (`..=`).
fn squeeze(line: &str, mut in_string: bool) -> String {
    let bytes = line.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let byte = bytes[i];
        if in_string {
            out.push(byte);
            if byte == b'\\' && i + 1 < bytes.len() {
                out.push(bytes[i + 1]);
                i += 1;
            } else if byte == b'"' {
                in_string = false;
            }
            i += 1;
            continue;
        }
        let next = |ahead: usize| bytes.get(i + ahead).copied();
        match byte {
            b'"' => in_string = true,
            b'\'' => {
                // A character literal goes whole (`' '` keeps its space); a lifetime's quote
                // alone.
                let end = if next(1) == Some(b'\\') {
                    (i + 3..bytes.len())
                        .find(|&at| bytes[at] == b'\'')
                        .unwrap_or(i)
                } else if next(2) == Some(b'\'') {
                    i + 2
                } else {
                    i
                };
                out.extend_from_slice(&bytes[i..=end]);
                i = end + 1;
                continue;
            }
            b' ' => {
                let before = out.last().copied();
                let joins = |byte: Option<u8>| {
                    matches!(
                        byte,
                        Some(
                            b'.' | b'='
                                | b'!'
                                | b'<'
                                | b'>'
                                | b'+'
                                | b'-'
                                | b'*'
                                | b'/'
                                | b'%'
                                | b'&'
                                | b'|'
                                | b'^'
                        )
                    )
                };
                let tail = |from_end: usize| out.len().checked_sub(from_end).map(|at| out[at]);
                // After `,` or `:`, unless a `::` follows.
                let after_separator = matches!(before, Some(b',' | b':')) && next(1) != Some(b':');
                // Before a lone `=`, `=>` or `->`, unless the byte before would join it.
                let before_operator = (next(1) == Some(b'=') && next(2) != Some(b'=')
                    || next(1) == Some(b'-') && next(2) == Some(b'>'))
                    && !joins(before);
                // After a lone `=`, `=>` or `->`.
                let after_operator = before == Some(b'=') && !joins(tail(2))
                    || before == Some(b'>')
                        && matches!(tail(2), Some(b'=' | b'-'))
                        && !joins(tail(3));
                if after_separator || before_operator || after_operator {
                    i += 1;
                    continue;
                }
            }
            _ => {}
        }
        out.push(byte);
        i += 1;
    }
    String::from_utf8(out).expect("only ASCII spaces are dropped")
}

/// Brackets opened less brackets closed on `line`, outside strings, characters and a
/// trailing comment, and where that comment starts; `in_string` says whether the line
/// starts inside a string, and is left saying whether it ends inside one.
fn bracket_balance(line: &str, in_string: &mut bool) -> (i64, Option<usize>) {
    let bytes = line.as_bytes();
    let mut balance = 0;
    let mut i = 0;
    while i < bytes.len() {
        let byte = bytes[i];
        if *in_string {
            match byte {
                b'\\' => i += 1,
                b'"' => *in_string = false,
                _ => {}
            }
        } else {
            match byte {
                b'"' => *in_string = true,
                b'/' if bytes.get(i + 1) == Some(&b'/') => return (balance, Some(i)),
                b'\'' if bytes.get(i + 1) == Some(&b'\\') => {
                    // An escaped character: past the quote, the backslash and the character
                    // after it, then to the closing quote.
                    i += 3;
                    while i < bytes.len() && bytes[i] != b'\'' {
                        i += 1;
                    }
                }
                b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 2,
                b'{' | b'(' | b'[' => balance += 1,
                b'}' | b')' | b']' => balance -= 1,
                _ => {}
            }
        }
        i += 1;
    }
    (balance, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squeezing_drops_only_spaces_that_separate_no_tokens() {
        for (line, squeezed) in [
            ("let x: Vec<u8> = f(a, b);", "let x:Vec<u8> =f(a,b);"),
            ("fn f(a: u8) -> u8 {", "fn f(a:u8)->u8 {"),
            ("Some(x) => x, None => 0,", "Some(x)=>x,None=>0,"),
            ("a == b && c <= d || e != f", "a == b && c <= d || e != f"),
            ("x += 1; y >>= 2;", "x += 1; y >>= 2;"),
            (
                "let p: ::std::io::Result<()> = g();",
                "let p: ::std::io::Result<()> =g();",
            ),
            ("5.. => 1, ..=", "5.. =>1,..="),
            (
                "out.push(b' '); f(b\", \", ',', x);",
                "out.push(b' '); f(b\", \",',',x);",
            ),
            ("where T: 'a, 'a: 'b", "where T:'a,'a:'b"),
            ("let q = '\\'', r = 1;", "let q='\\'',r=1;"),
        ] {
            assert_eq!(squeeze(line, false), squeezed, "{line}");
        }
        assert_eq!(squeeze("a, b\" x, y", true), "a, b\" x,y");
    }

    #[test]
    fn items_end_where_their_brackets_close() {
        let source = "use a;\n#[cfg(test)]\nfn f() {\n    let s = \"}{\";\n    let c = '{';\n}\n\
                      // a comment }\nstruct S<'a>(&'a str);\nmod m {\n    fn g() {}\n}\n";
        let source: &'static str = Box::leak(source.to_string().into_boxed_str());
        let items: Vec<Item> = Items::of(source).collect();
        let texts: Vec<&str> = items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(texts.len(), 4, "{texts:?}");
        assert!(items[1].test_only());
        assert_eq!(items[3].inline_module(), Some("m"));
        let declaration = Items::of("mod x;\n").next().unwrap();
        assert_eq!(declaration.declared_module().as_deref(), Some("x"));
    }
}
