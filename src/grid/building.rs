//! The binary's way to the databases of a goal blank cell ([`tables`]): from the disk cache
//! ([`TableStore`], kept by `super::cache`) when it holds them, else built with every core,
//! a pattern that a symmetry makes out of one built before copied from it
//! (`super::mirror`), the share done reported while building, and offered to the cache. The
//! one-file submissions build theirs with [`Tables::build`] and leave all this out.
//!
//! # Costs
//! The builds of `super::sparse` on every core (6-6-3 on 4x4: about 1 s on two cores, the
//! second 6-tile half copied in 0.03 s); a load from the cache, a read and a checksum.

use super::mirror::{mirror_into, mirror_of};
use super::sparse;
use super::tables::{layout, Tables};
use crate::kit::parallel::watched;
use crate::shared::{SharedBytes, Size};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Where an engine keeps slow databases between runs: the disk cache
/// (`super::cache::Store`). The engine knows no files; one without a store builds every time.
pub trait TableStore: Send + Sync {
    /// Whether the store holds a file for the databases of `patterns` (it may still fail
    /// its checks).
    fn has(&self, size: Size, blank: usize, patterns: &[Vec<u8>]) -> bool;

    /// The entries of these databases, if the store holds them and they pass its checks;
    /// `bases` are where each pattern starts, `length` the entries' total.
    fn load(
        &self,
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        bases: &[u32],
        length: usize,
    ) -> Option<SharedBytes>;

    /// Keeps these databases if they are worth it; a failure is the store's to report.
    fn save(&self, size: Size, blank: usize, patterns: &[Vec<u8>], entries: &[u8]);

    /// Writes these databases, reporting nothing.
    ///
    /// # Errors
    /// When the store has no folder or the file cannot be written.
    fn write(
        &self,
        size: Size,
        blank: usize,
        patterns: &[Vec<u8>],
        entries: &[u8],
    ) -> std::io::Result<()>;

    /// Whether a file could be written now (the folder made, a file created and removed),
    /// so that a long build can fail before it starts.
    ///
    /// # Errors
    /// As [`TableStore::write`].
    fn writable(&self) -> std::io::Result<()>;

    /// How many files the store wrote.
    fn saved(&self) -> usize;
}

/// The databases of `patterns` (disjoint, together every tile but the blank) for goals of
/// `size` with the blank at `blank`: loaded from `store` when a file there passes its
/// checks, else built (each on every core, or copied from a mirror image built before) and
/// offered to `store`, which keeps slow builds. While building, `progress` hears the share
/// of placements reached so far (0 to 1) about ten times a second.
///
/// # Panics
/// If a build panics (it should not: see [`sparse::build_into`]).
pub(crate) fn tables(
    size: Size,
    blank: usize,
    patterns: Vec<Vec<u8>>,
    store: Option<&dyn TableStore>,
    progress: &mut dyn FnMut(f64),
) -> Tables {
    let (bases, sizes, length) = layout(size, &patterns);
    let loaded = store.and_then(|store| store.load(size, blank, &patterns, &bases, length));
    let entries = match loaded {
        Some(entries) => entries,
        None => {
            let entries = build_entries(size, blank, &patterns, &sizes, progress);
            if let Some(store) = store {
                store.save(size, blank, &patterns, &entries);
            }
            Box::new(entries)
        }
    };
    Tables::from_entries(size, blank, &patterns, entries)
}

/// Builds the databases of `patterns` into one allocation, one after the other, each on
/// every core (see [`sparse::build_into`]), or copies one from the mirror image of one
/// built before ([`super::mirror::mirror_of`]), telling `progress` the share of placements
/// reached while it waits.
fn build_entries(
    size: Size,
    blank: usize,
    patterns: &[Vec<u8>],
    sizes: &[usize],
    progress: &mut dyn FnMut(f64),
) -> Vec<u8> {
    let total: usize = patterns
        .iter()
        .map(|tiles| crate::kit::placement::placements(size.cells(), tiles.len()))
        .sum();
    let reached = AtomicUsize::new(0);
    let threads = crate::shared::threads::threads();
    watched(&reached, total, progress, || {
        let mut entries = vec![0u8; sizes.iter().sum()];
        let mut bases = Vec::with_capacity(sizes.len());
        let mut base = 0;
        for &length in sizes {
            bases.push(base);
            base += length;
        }
        // A pattern that a symmetry makes out of one built earlier is copied from it:
        // on 4x4 the second 6-tile database is the mirror image of the first.
        let mut mirrors = Vec::new();
        for (i, tiles) in patterns.iter().enumerate() {
            let source = (0..i)
                .filter(|&j| !mirrors.iter().any(|&(copied, _, _)| copied == j))
                .find_map(|j| mirror_of(size, blank, &patterns[j], tiles).map(|map| (i, j, map)));
            match source {
                Some(mirror) => mirrors.push(mirror),
                None => {
                    let part = &mut entries[bases[i]..][..sizes[i]];
                    sparse::build_into(size, blank, tiles, part, &reached, threads);
                }
            }
        }
        for (i, j, map) in mirrors {
            let (before, after) = entries.split_at_mut(bases[i]);
            let from = &before[bases[j]..][..sizes[j]];
            mirror_into(
                size,
                &map,
                &patterns[j],
                from,
                &patterns[i],
                &mut after[..sizes[i]],
            );
            let placements = crate::kit::placement::placements(size.cells(), patterns[i].len());
            reached.fetch_add(placements, Ordering::Relaxed);
        }
        entries
    })
}
