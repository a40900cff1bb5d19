#[derive(Debug)]
enum FetchError {
    Timeout,
    NotFound,
}

fn main() {
    let policy = Backoff { max_attempts: 5, base: Duration::from_millis(100), max_delay: Duration::from_secs(1) };
    let delays: Vec<_> = (1..=6).map(|n| policy.delay(n)).collect();
    println!("delays: {delays:?}");
    println!("delay after attempt 40: {:?}", policy.delay(40));

    // Times out twice, then succeeds; the waits are recorded instead of slept.
    let mut waits = Vec::new();
    let result = policy.retry_with_sleep(
        |attempt| if attempt < 3 { Err(FetchError::Timeout) } else { Ok(format!("payload on attempt {attempt}")) },
        |err| matches!(err, FetchError::Timeout),
        |wait| waits.push(wait),
    );
    println!("{result:?} after waiting {waits:?}");

    // A permanent error is returned at once, without any retry.
    let mut calls = 0;
    let result: Result<(), _> = policy.retry_with_sleep(
        |_| { calls += 1; Err(FetchError::NotFound) },
        |err| matches!(err, FetchError::Timeout),
        |_| {},
    );
    println!("{result:?} after {calls} call(s)");

    // Real sleeping with a tiny policy: gives up after max_attempts.
    let quick = Backoff { max_attempts: 3, base: Duration::from_millis(1), max_delay: Duration::from_millis(5) };
    let mut tries = 0;
    let result: Result<(), _> = quick.retry(|_| { tries += 1; Err(FetchError::Timeout) }, |_| true);
    println!("{result:?} after {tries} call(s)");
}
