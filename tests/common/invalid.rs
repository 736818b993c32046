//! Inputs a validator must refuse: the generic invalid inputs BAPCtools makes from a valid
//! one (its `validator_tests.py`), and the formats' own promises, each with the message
//! `eight validate` gives. Shared by `tests/validate.rs` (eight validate) and the
//! conformance tier (the C++ validators beside it).

/// The generic invalid inputs BAPCtools makes from a valid one (validator_tests.py), by
/// name; `None` where the generator does not apply.
pub fn invalid_variants(valid: &[u8]) -> Named {
    let before_newline = |token: &[u8]| {
        let mut text = valid[..valid.len() - 1].to_vec();
        text.extend_from_slice(token);
        text.push(b'\n');
        text
    };
    let prefixed = |prefix: &[u8]| [prefix, valid].concat();
    let suffixed = |suffix: &[u8]| [valid, suffix].concat();
    let swapped: Vec<u8> = valid
        .iter()
        .map(|&b| match b {
            b'a'..=b'z' => b.to_ascii_uppercase(),
            b'A'..=b'Z' => b.to_ascii_lowercase(),
            _ => b,
        })
        .collect();
    let mut variants = vec![
        ("latin-1", "Naïve\n".as_bytes().to_vec()),
        ("empty", Vec::new()),
        ("newline", b"\n".to_vec()),
        (
            "fixed_random",
            b"YVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d\n".to_vec(),
        ),
        (
            "1_fixed_random",
            b"1\nYVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d\n".to_vec(),
        ),
        ("not_printable_ascii", b"\x7f\n".to_vec()),
        ("1_not_printable_unicode", b"1\n\xe2\x82\xac\n".to_vec()),
        ("leading_zero", prefixed(b"0")),
        ("leading_space", prefixed(b" ")),
        ("leading_plus", prefixed(b"+")),
        ("trailing_token_int", suffixed(b"42\n")),
        ("trailing_token_str", suffixed(b"hello\n")),
        ("trailing_newline", suffixed(b"\n")),
        ("append_token_str", before_newline(b" hello")),
        ("append_token_int", before_newline(b" 42")),
        ("append_0byte", before_newline(b"\0")),
        ("append_space", before_newline(b" ")),
        ("drop_newline", valid[..valid.len() - 1].to_vec()),
        (
            "windows_newline",
            String::from_utf8_lossy(valid)
                .replace('\n', "\r\n")
                .into_bytes(),
        ),
    ];
    if swapped != valid {
        variants.push(("swap_case", swapped));
    }
    variants
}

/// Every format's name (`eight::Format::ALL` as the command line names them).
pub fn formats() -> Vec<&'static str> {
    eight::Format::ALL
        .iter()
        .map(|format| format.name())
        .collect()
}

/// Inputs by name.
pub type Named = Vec<(&'static str, Vec<u8>)>;

/// A valid input of `format` made by `eight gen` (one case for the formats that read one,
/// else six), how many cases it holds, and every generic invalid input made from it.
pub fn generated_and_invalid(format: &str) -> (Vec<u8>, usize, Named) {
    let one_case = eight::Format::from_name(format)
        .expect("a format")
        .reads_one_case();
    let cases = if one_case { 1 } else { 6 };
    let generated = super::eight(
        &[
            "gen",
            "--format",
            format,
            "--cases",
            &cases.to_string(),
            "--seed",
            "7",
        ],
        b"",
    );
    assert_eq!(generated.status, 0, "{format}: {}", generated.stderr);
    let invalid = invalid_variants(&generated.stdout);
    (generated.stdout, cases, invalid)
}

/// hdu3567 inputs at and past its judge's promises and its layout, each with the reason
/// `eight validate` gives (`None`: valid, 200 cases).
pub fn hdu3567_promises() -> Vec<(Vec<u8>, Option<&'static str>)> {
    let hdu_cases = |count: usize| {
        let mut text = format!("{count}\n");
        for _ in 0..count {
            text += "12X453786\n12345678X\n";
        }
        text.into_bytes()
    };
    vec![
        (hdu_cases(200), None),
        (
            hdu_cases(201),
            Some("line 1: the input announces 201 cases; hdu3567's judge sends at most 200"),
        ),
        (
            b"1\n12345678X\n21345678X\n".to_vec(),
            Some(
                "case 1: the goal cannot be reached from the start, and hdu3567's judge \
                 promises that it can",
            ),
        ),
        (
            b"1\n12X453786 12345678X\n".to_vec(),
            Some(
                "line 2, column 10: expected the end of the line, found a space (the line is \
                 written `12X453786`)",
            ),
        ),
        (
            b"1\n12X453786\n12345678X".to_vec(),
            Some(
                "line 3, column 10: expected the end of the line, found the end of the input \
                 (the line is written `12345678X`)",
            ),
        ),
        (
            b"1\n12x453786\n12345678X\n".to_vec(),
            Some("line 2, column 3: expected `X`, found `x` (the line is written `12X453786`)"),
        ),
        (b"0\n".to_vec(), Some("line 2: the input has no case")),
        (
            b"1\n12X453786\n12345678X\n\n".to_vec(),
            Some(
                "line 4, column 1: expected the end of the input (the last case ends it), \
                 found the end of the line",
            ),
        ),
        (
            // What the solver's reader refuses, in its words.
            b"1\n12X453786\n12345677X\n".to_vec(),
            Some("line 3, case 1, goal board, token `12345677X`: tile 7 appears more than once"),
        ),
    ]
}

/// poj3240 inputs of every side from 2 to 10 (half the boards without a solution, which is
/// an answer, so they are valid), every generic invalid input made from each, and hand-made
/// bad ones; only the nine generated inputs are valid.
pub fn poj3240_inputs() -> Vec<(String, Vec<u8>)> {
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    for side in 2..=10 {
        let size = format!("{side}x{side}");
        let generated = super::eight(
            &[
                "gen",
                "--format",
                "poj3240",
                "--size",
                &size,
                "--unsolvable-share",
                "0.5",
                "--seed",
                &side.to_string(),
            ],
            b"",
        );
        assert_eq!(generated.status, 0, "{size}: {}", generated.stderr);
        inputs.push((format!("{size} valid"), generated.stdout.clone()));
        for (name, input) in invalid_variants(&generated.stdout) {
            inputs.push((format!("{size} {name}"), input));
        }
    }
    let bad = [
        "11\n",
        "1\n0\n",
        "2\n1 2\n3 3\n",
        "2\n1 2\n3\n",
        "2\n1 2 3 0\n",
        "2\n1 2\n3 0\n\n",
        "2\n1 2\n3 4\n",
        "02\n1 2\n3 0\n",
    ];
    inputs.extend(
        bad.iter()
            .map(|text| (format!("{text:?}"), text.as_bytes().to_vec())),
    );
    inputs
}
