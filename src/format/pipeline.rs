//! The batch loop on every core, for large inputs whose engine can share its tables (3x3):
//! the main thread reads and parses chunks of cases while worker threads answer and format
//! earlier ones, and the main thread writes the chunks out in input order, so the bytes are
//! those of the one-thread loop ([`super::serve`]).
//!
//! Used once a first chunk of `CHUNK_CASES` cases is full and more follow, with two threads or
//! more (`crate::threads`): smaller inputs never start a thread, so T = 200 pays nothing. The engine first builds everything any
//! query could need (for 3x3, all nine tables: about 7 ms, less than the readback of 10^5
//! queries) and is then only read.
//!
//! # Costs
//! One worker a core besides the reading thread; at most two chunks a worker in flight
//! (each about 80 KB of queries and 160 KB of output), whatever the input's size.

use super::{answer_chunk, read_chunk, serve_from, Cases, ChunkEnd, Dialect, Engine, Outcome};
use crate::error::Error;
use crate::puzzle::Puzzle;
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::sync::{mpsc, Mutex};
use std::thread;

/// A chunk answered: its first case, its output, its unreachable cases and its size.
type Answered = (u64, Vec<u8>, Vec<u64>, usize);

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
    let mut cases = Cases::new(dialect, shape, input)?;
    let mut queries = Vec::with_capacity(super::CHUNK_CASES);
    let end = read_chunk(&mut cases, &mut queries);
    let workers = crate::threads::threads();
    let large = matches!(end, ChunkEnd::More);
    if !large || workers < 2 || !engine.prepare_for_all() {
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
    let limit = dialect.limit();
    let mut outcome = Outcome::default();
    let (jobs, waiting) = mpsc::sync_channel::<(u64, Vec<_>)>(workers);
    let waiting = Mutex::new(waiting);
    let (done, answered) = mpsc::channel::<Answered>();
    // The channels move into the scope's closure: however it ends, they close before the
    // scope waits for the workers, and each worker then ends.
    let failure = thread::scope(|scope| -> Result<Option<Error>, Error> {
        let (jobs, done, answered) = (jobs, done, answered);
        for _ in 0..workers {
            let done = done.clone();
            let waiting = &waiting;
            scope.spawn(move || {
                let mut answers = Vec::new();
                loop {
                    // The lock is held only to take a job; a closed channel ends the worker.
                    let job = waiting.lock().expect("no worker panics holding it").recv();
                    let (first, queries) = match job {
                        Ok(job) => job,
                        Err(_) => return,
                    };
                    engine.solve_prepared(&queries, limit, &mut answers);
                    let mut out = Vec::with_capacity(queries.len() * 40);
                    let unreachable = answer_chunk(dialect, first, &queries, &answers, &mut out);
                    if done.send((first, out, unreachable, queries.len())).is_err() {
                        return;
                    }
                }
            });
        }
        drop(done);
        // Chunks answered out of order wait here for the ones before them.
        let mut ready: BTreeMap<u64, Answered> = BTreeMap::new();
        let mut next_written = 1;
        let mut write_ready =
            |ready: &mut BTreeMap<u64, Answered>, outcome: &mut Outcome| -> Result<(), Error> {
                while let Some((_, out, unreachable, count)) = ready.remove(&next_written) {
                    output.write_all(&out)?;
                    outcome.add(count, &unreachable, warnings)?;
                    next_written += count as u64;
                }
                Ok(())
            };
        let mut next_case = 1;
        let mut end = end;
        loop {
            let count = queries.len() as u64;
            jobs.send((next_case, queries))
                .expect("the workers run until the jobs end");
            next_case += count;
            while let Ok(chunk) = answered.try_recv() {
                ready.insert(chunk.0, chunk);
            }
            write_ready(&mut ready, &mut outcome)?;
            if !matches!(end, ChunkEnd::More) {
                break;
            }
            queries = Vec::with_capacity(super::CHUNK_CASES);
            end = read_chunk(&mut cases, &mut queries);
        }
        drop(jobs);
        for chunk in answered {
            ready.insert(chunk.0, chunk);
            write_ready(&mut ready, &mut outcome)?;
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
