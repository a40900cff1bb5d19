use std::num::NonZeroUsize;
use std::thread;

/// Maps `f` over `items` on up to `threads` OS threads and returns results in input order.
/// Scoped threads may borrow `items` and `f` directly, so nothing needs to be cloned or wrapped in Arc.
pub fn par_map<T, R, F>(items: &[T], threads: usize, f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    if items.is_empty() {
        return Vec::new();
    }
    let threads = threads.clamp(1, items.len());
    // Contiguous chunks keep each thread's results in order, so joining them in spawn order restores the input order.
    let chunk_size = items.len().div_ceil(threads);
    let f = &f;
    thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk_size)
            .map(|chunk| scope.spawn(move || chunk.iter().map(f).collect::<Vec<R>>()))
            .collect();
        // join() only fails if a worker panicked; re-raise that panic on the calling thread.
        handles
            .into_iter()
            .flat_map(|handle| handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    })
}

/// A sensible default thread count: the cores this process may use, or 1 if unknown.
pub fn default_threads() -> usize {
    thread::available_parallelism().map_or(1, NonZeroUsize::get)
}
