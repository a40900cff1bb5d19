use std::time::{Duration, Instant};

/// Token-bucket rate limiter: allows bursts up to `capacity`, refilling at a steady rate.
pub struct TokenBucket {
    capacity: f64,
    per_second: f64,
    tokens: f64,
    last: Instant,
}

impl TokenBucket {
    /// Starts full, so the first burst of `capacity` requests is allowed at once.
    pub fn new(capacity: u32, per_second: f64, now: Instant) -> Self {
        assert!(capacity > 0 && per_second > 0.0, "capacity and rate must be positive");
        Self { capacity: capacity as f64, per_second, tokens: capacity as f64, last: now }
    }

    /// Takes `cost` tokens at time `now`, or returns how long to wait until they will be there.
    /// Passing the time in keeps the limiter testable and lets one clock read serve many calls.
    pub fn try_acquire_at(&mut self, cost: u32, now: Instant) -> Result<(), Duration> {
        // saturating_duration_since: a time read slightly earlier on another thread must not panic.
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.capacity);
        self.last = self.last.max(now);
        let cost = cost as f64;
        if cost > self.capacity {
            return Err(Duration::MAX); // can never succeed; treat as a hard rejection
        }
        if self.tokens >= cost {
            self.tokens -= cost;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((cost - self.tokens) / self.per_second))
        }
    }

    pub fn try_acquire(&mut self, cost: u32) -> Result<(), Duration> {
        self.try_acquire_at(cost, Instant::now())
    }

    pub fn available(&self) -> f64 { self.tokens }
}
