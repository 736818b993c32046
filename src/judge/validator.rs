//! The calling conventions of input validators: how [`validate`](super::validate)'s verdict
//! goes back to the system that asked (`eight validate --protocol NAME`, and the Rust
//! validator `eight bundle --validator` writes, which runs this same code).
//!
//! | convention | valid | invalid |
//! |---|---|---|
//! | `eight` | stdout `valid: N cases`, exit 0 | stdout `invalid: ...`, exit 1 |
//! | `testlib` | exit 0 | stderr `FAIL ...`, exit 3 |
//! | `kattis` | exit 42 | stderr `invalid: ...`, exit 43 |
//!
//! The systems pass validators arguments of their own: Polygon `--testset NAME --group
//! NAME`, Kattis and DOMjudge flags such as `case_sensitive` and
//! `space_change_sensitive`, and a problem's own `input_validator_args`. The rule is the
//! same for every input whatever they say, so they are taken and not used, as the C++
//! validators take them.
//!
//! Why it is right: the verdict is [`validate`](super::validate)'s; a failure to read the
//! input is an [`Error`], never a verdict, so the system sees a judge fault and not an
//! invalid file.
//!
//! # Costs
//! Those of [`validate`](super::validate), and a line written.

use super::validate;
use crate::batch::Batch;
use crate::format::validating::Validity;
use crate::shared::Error;
use std::io::{Read, Write};

/// How an input validator answers: `eight`'s own way, or as a validator of testlib or of the
/// Kattis problem package format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Validator {
    /// stdout `valid: N cases` or `invalid: ...`; exit 0 or 1.
    Eight,
    /// Nothing, exit 0; or stderr `FAIL ...`, exit 3.
    Testlib,
    /// Exit 42 or 43, the reason on stderr.
    Kattis,
}

/// `eight`'s own convention: an invalid input exits 1.
const EIGHT_INVALID: i32 = 1;
/// testlib's validators fail with 3.
const TESTLIB_INVALID: i32 = 3;
/// Kattis's input validators answer 42 and 43.
const KATTIS_VALID: i32 = 42;
const KATTIS_INVALID: i32 = 43;

impl Validator {
    /// Every convention, the default first.
    pub const ALL: [Validator; 3] = [Validator::Eight, Validator::Testlib, Validator::Kattis];

    /// The name `--protocol` takes.
    pub fn name(self) -> &'static str {
        match self {
            Validator::Eight => "eight",
            Validator::Testlib => "testlib",
            Validator::Kattis => "kattis",
        }
    }

    /// The convention called `name`.
    pub fn from_name(name: &str) -> Option<Validator> {
        Validator::ALL.iter().copied().find(|v| v.name() == name)
    }
}

/// Reads `input` strictly in the format and board size of `batch` and answers as
/// `validator` wants: the verdict on `stdout` or `stderr`, and the exit status it gives.
///
/// # Errors
/// Those of [`validate`](super::validate) (the input cannot be read, a size the format does
/// not take), and a failure to write the verdict.
pub fn run_validator(
    validator: Validator,
    batch: &Batch,
    input: impl Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<i32, Error> {
    let validity = validate(batch.clone(), input)?;
    let why = match &validity {
        Validity::Valid { .. } => None,
        Validity::Invalid(why) => Some(why),
    };
    Ok(match (validator, why) {
        (Validator::Eight, why) => {
            writeln!(stdout, "{validity}")?;
            if why.is_some() {
                EIGHT_INVALID
            } else {
                0
            }
        }
        (Validator::Testlib, None) => 0,
        // The verdict line comes first on stderr, as the systems read it; a validator that
        // cannot say why still says invalid by its status.
        (Validator::Testlib, Some(why)) => {
            let _ = writeln!(stderr, "FAIL {why}");
            TESTLIB_INVALID
        }
        (Validator::Kattis, None) => KATTIS_VALID,
        (Validator::Kattis, Some(why)) => {
            let _ = writeln!(stderr, "invalid: {why}");
            KATTIS_INVALID
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Format;

    fn answer(validator: Validator, input: &str) -> (i32, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = run_validator(
            validator,
            &Batch::new(Format::P1379),
            input.as_bytes(),
            &mut out,
            &mut err,
        )
        .unwrap();
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (status, text(out), text(err))
    }

    #[test]
    fn each_convention_answers_its_own_way() {
        let good = "283104765\n";
        let bad = "283104765 \n";
        assert_eq!(
            answer(Validator::Eight, good),
            (0, "valid: 1 case\n".into(), String::new())
        );
        let (status, out, err) = answer(Validator::Eight, bad);
        assert_eq!((status, err.as_str()), (1, ""));
        assert!(out.starts_with("invalid: line 1, column 10: "), "{out}");
        assert_eq!(answer(Validator::Testlib, good), (0, "".into(), "".into()));
        let (status, out, err) = answer(Validator::Testlib, bad);
        assert_eq!((status, out.as_str()), (3, ""));
        assert!(err.starts_with("FAIL line 1, column 10: "), "{err}");
        assert_eq!(answer(Validator::Kattis, good), (42, "".into(), "".into()));
        let (status, out, err) = answer(Validator::Kattis, bad);
        assert_eq!((status, out.as_str()), (43, ""));
        assert!(err.starts_with("invalid: line 1, column 10: "), "{err}");
    }

    #[test]
    fn names_go_both_ways() {
        for validator in Validator::ALL {
            assert_eq!(Validator::from_name(validator.name()), Some(validator));
        }
        assert_eq!(Validator::from_name("polygon"), None);
    }
}
