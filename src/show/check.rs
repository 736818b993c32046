//! `eight show --check`: the page of a contestant's output as the special judge reads it.
//! The judging is `eight check`'s own (`crate::judge`), watched case by case: each case
//! judged plays the contestant's path as the judge walked it (or, for an answer without a
//! path, the right one), and the case the judge rejects opens where the answer went wrong,
//! with the judge's message and the right answer beside it. The judge stops at the first
//! wrong case, and so does the page.
//!
//! Why the page stops where the judge does: the moves it plays and the place it stops are
//! kept by the judge's own reading of the path (`Output::keep_moves`), not found again.
//!
//! # Costs
//! Those of `eight check`, plus the cases' boards and at most [`MOST_PLAYED_MOVES`] moves a
//! case kept for the page.

use super::{no_path_to_play, page, play_of, Budget, Drawn, Judged, Play, Shown};
use super::{MOST_DRAWN_CELLS, MOST_PLAYED_MOVES};
use crate::batch::Batch;
use crate::format::judging::Verdict;
use crate::judge::{check_watched, Boards, Seen, Witness};
use crate::shared::{Answer, Error};
use std::io::{Read, Write};

/// Writes the page of the output `output` judged against the cases of `input` (in the
/// format and size of `batch`) to `out`, and gives the judge's verdict; warnings about the
/// input go to `warnings`.
///
/// # Errors
/// As [`crate::check`]: [`Error::Input`] for a bad input (nothing is written),
/// [`Error::Unsupported`] for poj2893 and sizes the format does not take, [`Error::Io`].
///
/// # Example
/// ```
/// use eight::{show_check, Format};
/// let input = &b"1\n12X453786 12345678X\n"[..];
/// let mut page = Vec::new();
/// let (shown, verdict) =
///     show_check(Format::Hdu3567, input, &b"Case 1: 2\ndr\n"[..], &mut page, &mut std::io::sink())
///         .unwrap();
/// assert_eq!((shown.cases, shown.drawn), (1, 1));
/// assert!(verdict.to_string().starts_with("wrong answer: case 1: line 2, column 2:"));
/// assert!(String::from_utf8(page).unwrap().contains("data-stop=\"1\""));
/// ```
pub fn show_check(
    batch: impl Into<Batch>,
    input: impl Read,
    output: impl Read,
    out: &mut dyn Write,
    warnings: &mut dyn Write,
) -> Result<(Shown, Verdict), Error> {
    let batch = batch.into();
    if batch.format.answers_alone() {
        return Err(no_path_to_play(batch.format.name()));
    }
    let mut watch = Watch {
        budget: Budget::default(),
        judged: 0,
        drawn: Vec::new(),
    };
    let format = batch.format.name();
    let verdict = check_watched(batch, input, output, warnings, Some(&mut watch))?;
    let shown = Shown {
        cases: watch.judged,
        drawn: watch.drawn.len() as u64,
    };
    let said = verdict.to_string();
    let html = page::page(format, &watch.drawn, shown, Some(&said));
    out.write_all(html.as_bytes())?;
    out.flush()?;
    Ok((shown, verdict))
}

/// Keeps the judged cases the page has room for.
struct Watch {
    budget: Budget,
    judged: u64,
    drawn: Vec<Drawn>,
}

impl Witness for Watch {
    fn most_moves(&self) -> usize {
        MOST_PLAYED_MOVES
    }

    fn wants(&mut self, cells: usize) -> bool {
        self.judged += 1;
        self.budget.takes(cells)
    }

    fn saw(&mut self, seen: Seen<'_>) {
        let rejection = seen.rejection.map(|rejection| rejection.to_string());
        if seen.boards.start.len() > MOST_DRAWN_CELLS {
            let Boards { rows, columns, .. } = seen.boards;
            self.drawn.push(Drawn::too_big(rows, columns));
            return;
        }
        let right = seen.truth.map(|truth| match truth {
            Answer::Path(letters) if letters.len() > MOST_PLAYED_MOVES => Play::TooLong,
            truth => play_of(truth),
        });
        let replay = seen.replay;
        let moves = match replay.walked {
            true => Some(replay.moves),
            false => None,
        };
        let played = moves.as_ref().map_or(0, Vec::len);
        self.drawn.push(Drawn {
            boards: seen.boards,
            play: Play::Judged(Box::new(Judged {
                moves,
                cut: replay.cut,
                stop: replay.stop.unwrap_or(played).min(played),
                rejection,
                right,
            })),
        });
    }
}
