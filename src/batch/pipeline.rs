//! The batch loop on every core, for large inputs whose engine can share its tables (3x3):
//! the main thread reads and parses chunks of cases while worker threads answer and format
//! earlier ones, and the main thread writes the chunks out in input order, so the bytes are
//! those of the one-thread loop ([`super::serve`]).
//!
//! Used once a first chunk of `CHUNK_CASES` cases is full and more follow, with two threads or
//! more (`crate::shared::threads`): smaller inputs never start a thread, so T = 200 pays nothing. The engine first builds everything any
//! query could need (for 3x3, all nine tables: about 7 ms, less than the readback of 10^5
//! queries) and is then only read.
//!
//! # Costs
//! One worker a core besides the reading thread, and one chunk buffer (queries, answers and
//! output, about 380 KB) a worker plus one, all made by the reading thread and passed round.
//! Measured (hyperfine, `/usr/bin/time -v`, 2-core dev machine, 2026-12-01): T = 10^6 in
//! 133 to 139 ms wall against 227 ms on one thread, peak memory 4.8 to 5.0 MB. Smaller
//! chunks (1,024 cases) kept less memory but took 166 ms; chunks made by the workers took
//! 126 ms but 5.6 MB.

use super::{answer_chunk, read_chunk, serve_from, ChunkEnd, Outcome, CHUNK_CASES};
use crate::format::{CaseReader, Dialect};
use crate::shared::{Engine, Error, Puzzle, Query};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::sync::{mpsc, Mutex};
use std::thread;

/// Cases a worker answers at a time once the pipeline runs (see the costs above).
const PIPELINE_CASES: usize = 4096;

/// Output bytes a case usually takes (`Case 12345: 22` and the moves), to size the buffers.
const OUTPUT_PER_CASE: usize = 40;

/// A chunk of cases on its way: its first case number, the queries, and once answered, the
/// answers, the output and the cases whose goal cannot be reached.
struct Job<B, S> {
    first: u64,
    queries: Vec<Query<B>>,
    answers: Vec<S>,
    out: Vec<u8>,
    unreachable: Vec<u64>,
    /// Whether answering it panicked (a bug): the reading thread then panics too.
    failed: bool,
}

/// [`super::serve`], on every core when the input is large and the engine can share.
///
/// # Errors
/// As [`super::serve`]: [`Error::Input`] after every answer due is written; [`Error::Io`].
pub(crate) fn serve<D: Dialect, B: Puzzle, E: Engine<B>>(
    dialect: &D,
    shape: B::Shape,
    engine: &mut E,
    input: impl Read,
    mut output: impl Write,
    warnings: &mut dyn Write,
) -> Result<Outcome, Error> {
    let mut cases = CaseReader::new(dialect, shape, input)?;
    let mut queries = Vec::with_capacity(CHUNK_CASES);
    let end = read_chunk(&mut cases, &mut queries, CHUNK_CASES);
    // Small inputs never ask for the cores: that reads cgroup files, a cost at T = 200.
    let large = matches!(end, ChunkEnd::More);
    let workers = if large {
        crate::shared::threads::threads()
    } else {
        1
    };
    if workers < 2 || !engine.prepare_for_all() {
        return serve_from(
            dialect,
            &mut cases,
            (queries, end),
            engine,
            output,
            warnings,
        );
    }
    let engine: &E = engine;
    let limit = D::INFO.limit;
    let mut outcome = Outcome::default();
    // Every buffer is made here, by the reading thread, and goes round: a worker that made
    // its own would grow an allocator arena of its own (peak memory 5.6 MB instead of 4.7 at
    // T = 10^6 on 2 cores, /usr/bin/time -v).
    let mut spare: Vec<Job<B, E::Solved>> = (0..=workers)
        .map(|_| Job {
            first: 0,
            queries: Vec::with_capacity(PIPELINE_CASES),
            answers: Vec::with_capacity(PIPELINE_CASES),
            out: Vec::with_capacity(PIPELINE_CASES * OUTPUT_PER_CASE),
            unreachable: Vec::new(),
            failed: false,
        })
        .collect();
    // The chunk already read goes out first: `pop` takes the last buffer.
    spare.last_mut().expect("one buffer or more").queries = queries;
    let (jobs, waiting) = mpsc::channel::<Job<B, E::Solved>>();
    let waiting = Mutex::new(waiting);
    let (done, answered) = mpsc::channel::<Job<B, E::Solved>>();
    // The channels move into the scope's closure: however it ends, they close before the
    // scope waits for the workers, and each worker then ends.
    let failure = thread::scope(|scope| -> Result<Option<Error>, Error> {
        let (jobs, done, answered) = (jobs, done, answered);
        for _ in 0..workers {
            let done = done.clone();
            let waiting = &waiting;
            scope.spawn(move || loop {
                // The lock is held only to take a job; a closed channel ends the worker.
                let job = waiting.lock().expect("no worker panics holding it").recv();
                let mut job = match job {
                    Ok(job) => job,
                    Err(_) => return,
                };
                let answering = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    engine.solve_prepared(&job.queries, limit, &mut job.answers);
                    job.out.clear();
                    job.unreachable =
                        answer_chunk(dialect, job.first, &job.queries, &job.answers, &mut job.out);
                }));
                if let Err(panic) = answering {
                    // The reading thread waits for this chunk: tell it, rather than hang.
                    job.failed = true;
                    let _ = done.send(job);
                    std::panic::resume_unwind(panic);
                }
                if done.send(job).is_err() {
                    return;
                }
            });
        }
        drop(done);
        // Chunks answered out of order wait here for the ones before them.
        let mut ready: BTreeMap<u64, Job<B, E::Solved>> = BTreeMap::new();
        let mut next_written = 1;
        let mut write_ready = |ready: &mut BTreeMap<u64, Job<B, E::Solved>>,
                               spare: &mut Vec<Job<B, E::Solved>>,
                               outcome: &mut Outcome|
         -> Result<(), Error> {
            while let Some(job) = ready.remove(&next_written) {
                assert!(
                    !job.failed,
                    "a worker panicked answering the cases from {}",
                    job.first
                );
                output.write_all(&job.out)?;
                outcome.add(job.queries.len(), &job.unreachable, warnings)?;
                next_written += job.queries.len() as u64;
                spare.push(job);
            }
            Ok(())
        };
        let mut next_case = 1;
        let mut end = end;
        loop {
            let mut job = spare
                .pop()
                .expect("a spare buffer holds the chunk just read");
            job.first = next_case;
            next_case += job.queries.len() as u64;
            jobs.send(job).expect("the workers run until the jobs end");
            if !matches!(end, ChunkEnd::More) {
                break;
            }
            // Wait for a buffer to come back when all are out: memory stays bounded.
            while spare.is_empty() {
                let job = answered.recv().expect("jobs out come back");
                ready.insert(job.first, job);
                write_ready(&mut ready, &mut spare, &mut outcome)?;
            }
            while let Ok(job) = answered.try_recv() {
                ready.insert(job.first, job);
            }
            write_ready(&mut ready, &mut spare, &mut outcome)?;
            let next = spare.last_mut().expect("a spare buffer was waited for");
            end = read_chunk(&mut cases, &mut next.queries, PIPELINE_CASES);
        }
        drop(jobs);
        for job in answered {
            ready.insert(job.first, job);
            write_ready(&mut ready, &mut spare, &mut outcome)?;
        }
        Ok(match end {
            ChunkEnd::Failed(error) => Some(error),
            ChunkEnd::More | ChunkEnd::Ended => None,
        })
    })?;
    output.flush()?;
    if let Some(error) = failure {
        return Err(error);
    }
    cases.finish(warnings)?;
    Ok(outcome)
}
