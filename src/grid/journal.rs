//! A search's journal on disk, so that a search of hours stopped halfway (a killed process,
//! a machine taken back) goes on later from where it stood instead of from the start: the
//! bound each iteration starts with the work before it, and each subtree of a split
//! iteration (`super::split`) searched to its end without a path, with its work and the
//! smallest bound it cut. A process that opens the journal of the same search starts at the
//! last bound recorded and searches only the subtrees of that iteration not yet recorded.
//!
//! # Why a resumed search gives the same answer and the same count
//! * The bound recorded last was started by a search that had found no path at every bound
//!   before it, so it is at most the optimum ([`super::ida`]); starting there skips only
//!   iterations that found nothing.
//! * A split iteration's frontier is the same list in every process (it depends only on the
//!   board, the heuristic, the cuts, the bound and its size, which is fixed while
//!   journaling); the journal records its depth and length, and a different frontier is
//!   refused rather than mixed in.
//! * A recorded subtree was searched to its end without a path, so it holds none; skipping
//!   it and taking its smallest cut bound is what searching it again would give. Subtrees
//!   stopped early (a smaller one had a path) are never recorded. So the smallest frontier
//!   index with a path, and the path below it, are those of a search never stopped.
//! * The work of a subtree is recorded once, when it ends; the work of subtrees cut off by
//!   the stop is lost with it and done again. On one thread the count of a resumed search
//!   equals that of a search never stopped (the tests check it).
//!
//! # Format
//! Text, a record a line, appended and flushed as it happens: a first line naming the
//! format, a second naming the search (its caller's words for the start and goal), then
//! `session` at each opening, `bound B EXPANDED GENERATED SECONDS` as an iteration starts and
//! `subtree B DEPTH LENGTH INDEX EXPANDED GENERATED NEXT SECONDS` (`NEXT` is `-` when the
//! subtree cut nothing) as a subtree ends, and `found GENERATED SECONDS PATH` (`PATH` in
//! letters, `-` when empty) when the search ends: a journal that holds its search's end
//! gives that answer again at once (its caller checks that the path reaches the goal).
//! `SECONDS` is the search's time so far, over every session: the last line's time when
//! the journal was opened plus the time since. A last line cut off by a stop is dropped.
//!
//! A process that opens an unfinished journal first rewrites it compacted (to a new file,
//! then renamed over the old one, so a stop during the rewrite loses nothing): the
//! `bound` lines, then the finished subtrees of the last bound, each run of consecutive
//! indices as one line `subtrees B DEPTH LENGTH FIRST LAST EXPANDED GENERATED NEXT
//! SECONDS`, the run's work summed and its smallest cut bound (a run of one stays a
//! `subtree` line). The subtrees of earlier bounds and the `session` lines go: resuming
//! needs only the work before the last bound, which its `bound` line holds, and which
//! subtrees of it are done with their work and cut bounds summed, which a run gives (the
//! search adds the work of the subtrees it skips and takes the least of their cut bounds,
//! so a run read as its first index holding the sums and the others nothing gives the same
//! count and the same next bound). Threads take the subtrees in index order, so the
//! finished ones form a few runs and the compacted journal is a few lines: small enough to
//! carry to another machine.
//!
//! # Costs
//! A line a subtree (tens of bytes; a frontier of [`JOURNAL_FRONTIER`] subtrees writes a
//! megabyte or two an iteration) and a write call each; a map of the finished subtrees of
//! one iteration, and the rewrite of a few lines a run, when resuming.

use super::ida::Nodes;
use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

/// The least number of frontier nodes of a journaled split iteration, whatever the threads:
/// the frontier must be the same in every process, and small subtrees lose little work
/// when a process stops.
pub const JOURNAL_FRONTIER: usize = 1 << 15;

/// The first line of every journal.
const FORMAT: &str = "eight search journal 1";

/// A subtree of a split iteration searched to its end without a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Subtree {
    /// Its work, the frontier node's expansion included.
    pub nodes: Nodes,
    /// The smallest `g + h` above the bound among the children it cut (`usize::MAX` for
    /// none).
    pub next_bound: usize,
}

impl Subtree {
    /// No work and no cut child: what a run's later indices hold, and where a sum starts.
    const NOTHING: Subtree = Subtree {
        nodes: Nodes {
            expanded: 0,
            generated: 0,
        },
        next_bound: usize::MAX,
    };
}

/// Where the last process stopped: the bound it had started, the work before it, and the
/// subtrees of that iteration it finished, by frontier index.
struct Resumed {
    bound: usize,
    before: Nodes,
    /// The frontier's depth and length, when a subtree was recorded.
    frontier: Option<(usize, usize)>,
    done: HashMap<usize, Subtree>,
    /// The `bound` lines read, every bound's, in order.
    bounds: Vec<String>,
}

/// The end of a search, as recorded.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The path's letters.
    pub path: Vec<u8>,
    /// The nodes the search generated.
    pub generated: u64,
    /// The search's time when it ended, every session included.
    pub seconds: f64,
}

/// A search's journal: opened (and read, if it exists) before the search, written as it
/// goes. Threads share it.
pub struct Journal {
    path: PathBuf,
    resumed: Option<Resumed>,
    found: Option<Found>,
    /// The search's time before this process.
    carried: f64,
    opened: Instant,
    /// The file, and the first error met writing it or matching the search to it.
    written: Mutex<(File, Option<io::Error>)>,
}

impl Journal {
    /// Opens the journal at `path` for the search named `search` (one line, the caller's
    /// words for its start and goal): a new one if there is no file, else the one there,
    /// to go on from.
    ///
    /// # Errors
    /// If the file cannot be read or written, is not a journal, or is another search's.
    pub fn open(path: &Path, search: &str) -> io::Result<Journal> {
        Journal::opened(path, search).map_err(|error| naming(path, error))
    }

    /// [`Journal::open`], its errors without the path.
    fn opened(path: &Path, search: &str) -> io::Result<Journal> {
        assert!(!search.contains('\n'), "a search is named in one line");
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == io::ErrorKind::NotFound => String::new(),
            Err(error) => return Err(error),
        };
        // A line without its end was cut off by a stop: it is dropped.
        let whole = text.rfind('\n').map_or(0, |end| end + 1);
        let (resumed, found, carried) = match whole {
            0 => (None, None, 0.0),
            _ => read(&text[..whole], search)
                .map_err(|(line, why)| invalid(format!("line {line}: {why}")))?,
        };
        let whole = match (&resumed, &found) {
            (Some(resumed), None) => compact(path, search, resumed, carried)?,
            _ => whole,
        };
        // Appending after cutting off the broken line, if any.
        let mut file = OpenOptions::new().create(true).append(true).open(path)?;
        file.set_len(whole as u64)?;
        if whole == 0 {
            file.write_all(format!("{FORMAT}\n{search}\n").as_bytes())?;
        }
        file.write_all(b"session\n")?;
        Ok(Journal {
            path: path.to_path_buf(),
            resumed,
            found,
            carried,
            opened: Instant::now(),
            written: Mutex::new((file, None)),
        })
    }

    /// The bound to start at and the work before it, when an earlier process started one.
    pub fn resume(&self) -> Option<(usize, Nodes)> {
        self.resumed.as_ref().map(|r| (r.bound, r.before))
    }

    /// The end of the search, when an earlier process recorded it.
    pub fn found(&self) -> Option<&Found> {
        self.found.as_ref()
    }

    /// Records the end of the search: its path (letters) and the nodes it generated.
    pub fn end(&self, path: &[u8], generated: u64) {
        let letters = match path {
            [] => "-".to_string(),
            _ => String::from_utf8_lossy(path).into_owned(),
        };
        self.write(format!(
            "found {generated} {:.1} {letters}\n",
            self.seconds()
        ));
    }

    /// The search's time so far, in seconds, every session included.
    pub fn seconds(&self) -> f64 {
        self.carried + self.opened.elapsed().as_secs_f64()
    }

    /// Records that the iteration at `bound` starts after `before`; nothing when this
    /// journal resumes at or past it.
    pub fn begin(&self, bound: usize, before: Nodes) {
        if matches!(self.resume(), Some((resumed, _)) if bound <= resumed) {
            return;
        }
        self.write(format!(
            "bound {bound} {} {} {:.1}\n",
            before.expanded,
            before.generated,
            self.seconds()
        ));
    }

    /// The subtrees of the iteration at `bound` finished by an earlier process, for a
    /// frontier at `depth` of `length` nodes; none when there are none, and none (with the
    /// mismatch kept as the journal's error) when the earlier frontier differs.
    pub fn finished(
        &self,
        bound: usize,
        depth: usize,
        length: usize,
    ) -> Option<&HashMap<usize, Subtree>> {
        let resumed = self.resumed.as_ref().filter(|r| r.bound == bound)?;
        match resumed.frontier {
            None => None,
            Some(frontier) if frontier == (depth, length) => Some(&resumed.done),
            Some((earlier_depth, earlier_length)) => {
                self.fail(invalid(format!(
                    "the frontier of bound {bound} was {earlier_length} nodes at depth \
                     {earlier_depth} and is now {length} at depth {depth}: written by another \
                     engine"
                )));
                None
            }
        }
    }

    /// Records that subtree `index` of the frontier (at `depth`, of `length` nodes) of the
    /// iteration at `bound` ended without a path.
    pub fn subtree(
        &self,
        bound: usize,
        (depth, length): (usize, usize),
        index: usize,
        subtree: Subtree,
    ) {
        let run = (index, index);
        self.write(subtrees_line(
            bound,
            (depth, length),
            run,
            subtree,
            self.seconds(),
        ));
    }

    /// Closes the journal: the first error met writing it or matching the search, if any.
    ///
    /// # Errors
    /// That error, after the journal's path.
    pub fn close(self) -> io::Result<()> {
        // Taken apart first: the one-file Rust checkers and validators, which hold this file,
        // build as edition 2018, whose closures capture all of `self`, not just its path.
        let Journal { path, written, .. } = self;
        let (_, error) = written
            .into_inner()
            .expect("no thread panics holding the journal");
        error.map_or(Ok(()), |error| Err(naming(&path, error)))
    }

    fn write(&self, line: String) {
        let mut written = self
            .written
            .lock()
            .expect("no thread panics holding the journal");
        if written.1.is_none() {
            if let Err(error) = written.0.write_all(line.as_bytes()) {
                written.1 = Some(error);
            }
        }
    }

    fn fail(&self, error: io::Error) {
        let mut written = self
            .written
            .lock()
            .expect("no thread panics holding the journal");
        written.1.get_or_insert(error);
    }
}

/// Rewrites the unfinished journal at `path` compacted (the module's docs say how and why
/// it resumes the same), through a new file renamed over it; its length.
fn compact(path: &Path, search: &str, resumed: &Resumed, carried: f64) -> io::Result<usize> {
    let mut text = format!("{FORMAT}\n{search}\n");
    for bound in &resumed.bounds {
        text.push_str(bound);
        text.push('\n');
    }
    if let Some((depth, length)) = resumed.frontier {
        let mut indices: Vec<usize> = resumed.done.keys().copied().collect();
        indices.sort_unstable();
        let mut rest = &indices[..];
        while let Some(&first) = rest.first() {
            let run = rest
                .iter()
                .enumerate()
                .take_while(|&(k, &i)| i == first + k)
                .count();
            let mut summed = Subtree::NOTHING;
            for i in &rest[..run] {
                let subtree = resumed.done[i];
                summed.nodes.add(subtree.nodes);
                summed.next_bound = summed.next_bound.min(subtree.next_bound);
            }
            let (frontier, last) = ((depth, length), first + run - 1);
            text.push_str(&subtrees_line(
                resumed.bound,
                frontier,
                (first, last),
                summed,
                carried,
            ));
            rest = &rest[run..];
        }
    }
    let mut new = path.as_os_str().to_owned();
    new.push(".new");
    fs::write(&new, &text)?;
    fs::rename(&new, path)?;
    Ok(text.len())
}

/// The line of the subtrees `first` to `last` of the frontier (at `depth`, of `length`
/// nodes) of the iteration at `bound`, their work and least cut bound in `subtree`,
/// written at `seconds`: a `subtree` line for one, a `subtrees` line for more.
fn subtrees_line(
    bound: usize,
    (depth, length): (usize, usize),
    (first, last): (usize, usize),
    subtree: Subtree,
    seconds: f64,
) -> String {
    let indices = match last - first {
        0 => format!("subtree {bound} {depth} {length} {first}"),
        _ => format!("subtrees {bound} {depth} {length} {first} {last}"),
    };
    let next = match subtree.next_bound {
        usize::MAX => "-".to_string(),
        next => next.to_string(),
    };
    let Nodes {
        expanded,
        generated,
    } = subtree.nodes;
    format!("{indices} {expanded} {generated} {next} {seconds:.1}\n")
}

/// `error` with the journal's `path` before it.
fn naming(path: &Path, error: io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

fn invalid(why: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, why)
}

/// What a journal's whole lines say: where the search stopped, its end if it ended, and
/// its time so far.
type Read = (Option<Resumed>, Option<Found>, f64);

/// Reads a journal's whole lines, for the search named `search`, or the line (from 1) that
/// is wrong and why.
fn read(text: &str, search: &str) -> Result<Read, (usize, String)> {
    let mut lines = text.lines().enumerate().map(|(i, line)| (i + 1, line));
    match lines.next() {
        Some((_, FORMAT)) => {}
        _ => {
            return Err((
                1,
                format!("not a journal (its first line is not '{FORMAT}')"),
            ))
        }
    }
    match lines.next() {
        Some((_, named)) if named == search => {}
        Some((_, named)) => {
            return Err((
                2,
                format!("the journal of another search ('{named}', not '{search}')"),
            ))
        }
        None => return Err((2, "no search named".to_string())),
    }
    let mut resumed: Option<Resumed> = None;
    let mut found = None;
    let mut seconds = 0.0;
    for (number, line) in lines {
        let words: Vec<&str> = line.split(' ').collect();
        let at = |i: usize| -> Result<u64, (usize, String)> {
            words.get(i).and_then(|w| w.parse().ok()).ok_or_else(|| {
                (
                    number,
                    format!("field {} of '{line}' is not a count", i + 1),
                )
            })
        };
        let time = |i: usize| -> Result<f64, (usize, String)> {
            words
                .get(i)
                .and_then(|w| w.parse::<f64>().ok())
                .filter(|t| t.is_finite() && *t >= 0.0)
                .ok_or_else(|| (number, format!("field {} of '{line}' is not a time", i + 1)))
        };
        match (words[0], words.len()) {
            ("session", 1) => {}
            ("found", 4) => {
                let path = match words[3] {
                    "-" => Vec::new(),
                    letters if letters.bytes().all(|b| b"dlru".contains(&b)) => letters.into(),
                    _ => return Err((number, format!("'{}' is not a path", words[3]))),
                };
                seconds = time(2)?;
                found = Some(Found {
                    path,
                    generated: at(1)?,
                    seconds,
                });
            }
            ("bound", 5) => {
                let bound = at(1)? as usize;
                if matches!(&resumed, Some(r) if r.bound >= bound) {
                    return Err((number, format!("bound {bound} is not above the one before")));
                }
                let mut bounds = resumed.take().map_or_else(Vec::new, |r| r.bounds);
                bounds.push(line.to_string());
                resumed = Some(Resumed {
                    bound,
                    before: Nodes {
                        expanded: at(2)?,
                        generated: at(3)?,
                    },
                    frontier: None,
                    done: HashMap::new(),
                    bounds,
                });
                seconds = time(4)?;
            }
            // A subtree, or a run of them (`FIRST LAST` for `INDEX`: one field more).
            ("subtree", 9) | ("subtrees", 10) => {
                let run = words.len() - 9;
                let resumed = match &mut resumed {
                    Some(r) if r.bound == at(1)? as usize => r,
                    _ => return Err((number, "a subtree of a bound not started last".to_string())),
                };
                let frontier = (at(2)? as usize, at(3)? as usize);
                if *resumed.frontier.get_or_insert(frontier) != frontier {
                    return Err((number, "a frontier unlike the one before".to_string()));
                }
                let (first, last) = (at(4)? as usize, at(4 + run)? as usize);
                if last >= frontier.1 {
                    return Err((number, format!("subtree {last} is past the frontier")));
                }
                if first > last {
                    return Err((number, format!("subtrees {first} to {last} are no run")));
                }
                let next_bound = match words[7 + run] {
                    "-" => usize::MAX,
                    _ => at(7 + run)? as usize,
                };
                let nodes = Nodes {
                    expanded: at(5 + run)?,
                    generated: at(6 + run)?,
                };
                resumed.done.insert(first, Subtree { nodes, next_bound });
                for index in first + 1..=last {
                    resumed.done.insert(index, Subtree::NOTHING);
                }
                seconds = time(8 + run)?;
            }
            _ => return Err((number, format!("'{line}' is not a record"))),
        }
    }
    Ok((resumed, found, seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("eight-journal-{name}-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        folder
    }

    /// A journal file holding `text`, in a folder of its own named by `name`.
    fn written(name: &str, text: &str) -> (PathBuf, PathBuf) {
        let folder = folder(name);
        let path = folder.join("board.journal");
        fs::write(&path, text).unwrap();
        (folder, path)
    }

    fn nodes(expanded: u64, generated: u64) -> Nodes {
        Nodes {
            expanded,
            generated,
        }
    }

    #[test]
    fn a_journal_reopened_resumes_at_its_last_bound_with_its_finished_subtrees() {
        let folder = folder("reopen");
        let path = folder.join("board.journal");
        let journal = Journal::open(&path, "a to b").unwrap();
        assert_eq!(journal.resume(), None);
        journal.begin(40, nodes(0, 0));
        journal.begin(42, nodes(10, 25));
        let subtree = Subtree {
            nodes: nodes(7, 15),
            next_bound: 44,
        };
        journal.subtree(42, (3, 9), 4, subtree);
        journal.subtree(
            42,
            (3, 9),
            1,
            Subtree {
                nodes: nodes(1, 2),
                next_bound: usize::MAX,
            },
        );
        journal.close().unwrap();

        let again = Journal::open(&path, "a to b").unwrap();
        assert_eq!(again.resume(), Some((42, nodes(10, 25))));
        assert_eq!(again.finished(40, 3, 9), None, "an earlier bound");
        let done = again.finished(42, 3, 9).unwrap();
        assert_eq!(done.len(), 2);
        assert_eq!(done[&4], subtree);
        assert_eq!(done[&1].next_bound, usize::MAX);
        // Bounds up to the resumed one are not written again.
        again.begin(42, nodes(10, 25));
        again.begin(44, nodes(90, 200));
        again.close().unwrap();
        let again = Journal::open(&path, "a to b").unwrap();
        assert_eq!(again.found(), None);
        again.end(b"ddrul", 1234);
        again.close().unwrap();
        let ended = Journal::open(&path, "a to b").unwrap();
        let found = ended.found().unwrap();
        assert_eq!((&found.path[..], found.generated), (&b"ddrul"[..], 1234));
        ended.close().unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(text.matches("bound 42 ").count(), 1);
        assert!(text.contains("\nbound 44 90 200 "), "{text}");
        // Each reopening of the unfinished journal compacted it, dropping the sessions
        // before: left are those of the third opening and of the fourth, which found an
        // ended journal and left it whole.
        assert_eq!(text.matches("session\n").count(), 2, "{text}");
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_reopened_journal_is_compacted_to_runs_that_resume_the_same() {
        let lines = [
            FORMAT,
            "a to b",
            "session",
            "bound 40 0 0 0.0",
            "subtree 40 2 5 0 3 9 42 1.0",
            "bound 42 10 25 5.0",
            "subtree 42 3 9 1 2 5 44 6.0",
            "subtree 42 3 9 0 4 7 46 7.0",
            "session",
            "subtree 42 3 9 4 8 16 - 8.0",
            "subtree 42 3 9 2 1 3 - 9.0",
            "subtree 42 3 9 7 5 11 45 9.5",
            "subtree 42 3 9 6 1 1 - 99.5",
        ];
        let (folder, path) = written("compact", &(lines.join("\n") + "\n"));
        let journal = Journal::open(&path, "a to b").unwrap();
        assert_eq!(journal.resume(), Some((42, nodes(10, 25))));
        assert!(journal.seconds() >= 99.5 && journal.seconds() < 150.0);
        journal.close().unwrap();
        let compacted = [
            FORMAT,
            "a to b",
            "bound 40 0 0 0.0",
            "bound 42 10 25 5.0",
            "subtrees 42 3 9 0 2 7 15 44 99.5",
            "subtree 42 3 9 4 8 16 - 99.5",
            "subtrees 42 3 9 6 7 6 12 45 99.5",
            "session",
        ];
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            compacted.join("\n") + "\n"
        );
        // Read back: the same subtrees done, the same work and the least cut bound.
        let again = Journal::open(&path, "a to b").unwrap();
        let done = again.finished(42, 3, 9).unwrap();
        let mut indices: Vec<usize> = done.keys().copied().collect();
        indices.sort_unstable();
        assert_eq!(indices, [0, 1, 2, 4, 6, 7]);
        let mut work = Nodes::default();
        done.values().for_each(|subtree| work.add(subtree.nodes));
        assert_eq!(work, nodes(21, 43));
        let least = done.values().map(|subtree| subtree.next_bound).min();
        assert_eq!(least, Some(44));
        again.close().unwrap();
        // Compacting a compacted journal changes nothing.
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            compacted.join("\n") + "\n"
        );
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_line_cut_off_by_a_stop_is_dropped() {
        let text = format!("{FORMAT}\na to b\nsession\nbound 40 0 0 0.0\nsubtree 40 2 5 0 3 9 4");
        let (folder, path) = written("cut", &text);
        let journal = Journal::open(&path, "a to b").unwrap();
        assert_eq!(journal.resume(), Some((40, nodes(0, 0))));
        assert_eq!(journal.finished(40, 2, 5), None);
        journal.close().unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.ends_with("bound 40 0 0 0.0\nsession\n"), "{text}");
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_time_so_far_carries_over() {
        let text =
            format!("{FORMAT}\na to b\nsession\nbound 40 0 0 0.0\nsubtree 40 2 5 0 3 9 - 1234.5\n");
        let (folder, path) = written("time", &text);
        let journal = Journal::open(&path, "a to b").unwrap();
        assert!(journal.seconds() >= 1234.5 && journal.seconds() < 1300.0);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn other_searches_and_broken_lines_are_refused_with_the_line() {
        let folder = folder("refused");
        let path = folder.join("board.journal");
        let cases = [
            ("not a journal\n", "line 1: not a journal (its first line is not 'eight search journal 1')"),
            (&format!("{FORMAT}\nc to d\n") as &str, "line 2: the journal of another search ('c to d', not 'a to b')"),
            (&format!("{FORMAT}\na to b\nbound 40 x 0 0.0\n"), "line 3: field 3 of 'bound 40 x 0 0.0' is not a count"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nbound 38 0 0 0.0\n"), "line 4: bound 38 is not above the one before"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtree 42 2 5 0 3 9 - 1.0\n"), "line 4: a subtree of a bound not started last"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtree 40 2 5 5 3 9 - 1.0\n"), "line 4: subtree 5 is past the frontier"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtrees 40 2 5 3 5 3 9 - 1.0\n"), "line 4: subtree 5 is past the frontier"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtrees 40 2 5 3 1 3 9 - 1.0\n"), "line 4: subtrees 3 to 1 are no run"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtrees 40 2 5 3 9 - 1.0\n"), "line 4: 'subtrees 40 2 5 3 9 - 1.0' is not a record"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtree 40 2 5 0 3 9 - 1.0\nsubtree 40 3 5 1 3 9 - 1.0\n"), "line 5: a frontier unlike the one before"),
            (&format!("{FORMAT}\na to b\nbound 40 0 0 -1\n"), "line 3: field 5 of 'bound 40 0 0 -1' is not a time"),
            (&format!("{FORMAT}\na to b\nfound 40\n"), "line 3: 'found 40' is not a record"),
            (&format!("{FORMAT}\na to b\nfound 40 1.0 dxu\n"), "line 3: 'dxu' is not a path"),
        ];
        for (text, why) in cases {
            fs::write(&path, text).unwrap();
            let error = Journal::open(&path, "a to b").err().expect(why);
            assert_eq!(error.kind(), io::ErrorKind::InvalidData);
            assert_eq!(error.to_string(), format!("{}: {why}", path.display()));
            assert_eq!(
                fs::read_to_string(&path).unwrap(),
                text,
                "a refused journal is kept"
            );
        }
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_journal_that_cannot_be_made_is_an_error_that_names_it() {
        let path = folder("missing")
            .join("no such folder")
            .join("board.journal");
        let error = Journal::open(&path, "a to b").err().expect("no folder");
        assert_eq!(error.kind(), io::ErrorKind::NotFound);
        assert!(
            error
                .to_string()
                .starts_with(&format!("{}: ", path.display())),
            "{error}"
        );
        fs::remove_dir_all(path.parent().unwrap().parent().unwrap()).unwrap();
    }

    #[test]
    fn a_frontier_unlike_the_recorded_one_is_an_error_at_close() {
        let text = format!("{FORMAT}\na to b\nbound 40 0 0 0.0\nsubtree 40 2 5 0 3 9 - 1.0\n");
        let (folder, path) = written("frontier", &text);
        let journal = Journal::open(&path, "a to b").unwrap();
        assert_eq!(journal.finished(40, 3, 12), None);
        let error = journal.close().unwrap_err();
        assert_eq!(
            error.to_string(),
            format!(
                "{}: the frontier of bound 40 was 5 nodes at depth 2 and is now 12 at depth 3: \
                 written by another engine",
                path.display()
            )
        );
        fs::remove_dir_all(&folder).unwrap();
    }
}
