use std::sync::atomic::{AtomicUsize, Ordering};

fn main() {
    // Report panics on stdout with a fixed message instead of the default stderr report.
    std::panic::set_hook(Box::new(|_| println!("a job panicked; its worker keeps running")));
    let (results_tx, results_rx) = mpsc::channel();
    let finished = Arc::new(AtomicUsize::new(0));
    {
        let pool = ThreadPool::new(2);
        pool.execute(|| panic!("job failed on purpose"));
        pool.execute(|| panic!("and another one"));
        for n in 1..=10u64 {
            let results_tx = results_tx.clone();
            let finished = Arc::clone(&finished);
            pool.execute(move || {
                let sum_of_squares: u64 = (1..=n * 1000).map(|i| i * i).sum();
                results_tx.send((n, sum_of_squares)).unwrap();
                finished.fetch_add(1, Ordering::SeqCst);
            });
        }
        // Leaving this block drops the pool, which waits for every queued job.
    }
    drop(results_tx);
    println!("jobs finished before shutdown returned: {}", finished.load(Ordering::SeqCst));

    // Jobs complete in any order; sort to print deterministically.
    let mut results: Vec<(u64, u64)> = results_rx.iter().collect();
    results.sort();
    for (n, sum) in results {
        println!("sum of squares 1..={:>5} = {sum}", n * 1000);
    }
}
