use std::thread;
use std::time::Duration;

/// Retry policy: up to `max_attempts` calls, waiting `base * 2^(n-1)` (capped) after failure `n`.
#[derive(Clone, Debug)]
pub struct Backoff {
    pub max_attempts: u32,
    pub base: Duration,
    pub max_delay: Duration,
}

impl Backoff {
    /// The wait after the given failed attempt (1-based).
    pub fn delay(&self, attempt: u32) -> Duration {
        // Saturating maths keeps large attempt numbers from panicking on overflow.
        let factor = 1u32.checked_shl(attempt.saturating_sub(1)).unwrap_or(u32::MAX);
        self.base.saturating_mul(factor).min(self.max_delay)
    }

    /// Calls `op` with the attempt number until it succeeds, fails with an error
    /// `is_retryable` rejects, or runs out of attempts; the last error is returned.
    pub fn retry<T, E>(
        &self,
        op: impl FnMut(u32) -> Result<T, E>,
        is_retryable: impl Fn(&E) -> bool,
    ) -> Result<T, E> {
        self.retry_with_sleep(op, is_retryable, thread::sleep)
    }

    /// Like `retry`, with the sleep injected so tests run instantly and callers can log waits.
    pub fn retry_with_sleep<T, E>(
        &self,
        mut op: impl FnMut(u32) -> Result<T, E>,
        is_retryable: impl Fn(&E) -> bool,
        mut sleep: impl FnMut(Duration),
    ) -> Result<T, E> {
        let mut attempt = 1;
        loop {
            match op(attempt) {
                Ok(value) => return Ok(value),
                Err(err) if attempt >= self.max_attempts || !is_retryable(&err) => return Err(err),
                Err(_) => {
                    sleep(self.delay(attempt));
                    attempt += 1;
                }
            }
        }
    }
}
