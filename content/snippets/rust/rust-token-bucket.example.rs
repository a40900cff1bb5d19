fn main() {
    // A fixed starting instant plus offsets makes the run deterministic.
    let t0 = Instant::now();
    let at = |ms: u64| t0 + Duration::from_millis(ms);
    let mut limiter = TokenBucket::new(3, 2.0, t0); // burst of 3, then 2 per second

    for (ms, cost) in [(0, 1), (0, 1), (0, 1), (0, 1), (250, 1), (500, 1), (1500, 2), (1500, 1), (5000, 3), (5000, 4)] {
        match limiter.try_acquire_at(cost, at(ms)) {
            Ok(()) => println!("t={ms:>4}ms cost {cost}: allowed, {:.1} left", limiter.available()),
            Err(wait) if wait == Duration::MAX => println!("t={ms:>4}ms cost {cost}: rejected, larger than the bucket"),
            Err(wait) => println!("t={ms:>4}ms cost {cost}: limited, retry in {}ms", wait.as_millis()),
        }
    }

    let mut live = TokenBucket::new(1, 0.01, Instant::now()); // one token per 100 s
    println!("live: first {:?}, second limited: {}", live.try_acquire(1), live.try_acquire(1).is_err());
}
