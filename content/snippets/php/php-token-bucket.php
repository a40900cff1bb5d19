<?php
declare(strict_types=1);

/**
 * Token bucket rate limiter: allows bursts up to $capacity and refills at
 * $refillPerSecond. Tokens are computed lazily from elapsed time, so there is
 * no timer, and the clock is injectable for tests.
 */
final class TokenBucket
{
    private float $tokens;
    private float $updatedAt;
    /** @var Closure(): float */
    private readonly Closure $clock;

    public function __construct(
        private readonly int $capacity,
        private readonly float $refillPerSecond,
        ?Closure $clock = null,
    ) {
        if ($capacity < 1 || $refillPerSecond <= 0) {
            throw new InvalidArgumentException('Capacity and refill rate must be positive');
        }
        $this->clock = $clock ?? static fn (): float => hrtime(true) / 1e9;
        $this->tokens = $capacity;
        $this->updatedAt = ($this->clock)();
    }

    public function tryConsume(int $tokens = 1): bool
    {
        $this->refill();
        if ($this->tokens < $tokens) {
            return false;
        }
        $this->tokens -= $tokens;
        return true;
    }

    /** Seconds until $tokens will be available, for a Retry-After header. */
    public function secondsUntilAvailable(int $tokens = 1): float
    {
        $this->refill();
        return max(0.0, ($tokens - $this->tokens) / $this->refillPerSecond);
    }

    private function refill(): void
    {
        $now = ($this->clock)();
        $this->tokens = min($this->capacity, $this->tokens + ($now - $this->updatedAt) * $this->refillPerSecond);
        $this->updatedAt = $now;
    }
}
