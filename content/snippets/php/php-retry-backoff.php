<?php
declare(strict_types=1);

/**
 * Calls $operation until it succeeds, sleeping with exponential backoff and
 * full jitter between attempts. The sleeper and random source are injectable
 * so tests run instantly and deterministically.
 *
 * @template T
 * @param callable(int): T $operation receives the 1-based attempt number
 * @param callable(Throwable): bool|null $shouldRetry return false to fail fast
 * @return T
 */
function retry(
    callable $operation,
    int $maxAttempts = 5,
    int $baseDelayMs = 100,
    int $maxDelayMs = 10_000,
    ?callable $shouldRetry = null,
    ?callable $sleep = null,
    ?Random\Randomizer $random = null,
): mixed {
    $sleep ??= static fn (int $ms) => usleep($ms * 1000);
    $random ??= new Random\Randomizer();

    for ($attempt = 1; ; $attempt++) {
        try {
            return $operation($attempt);
        } catch (Throwable $e) {
            if ($attempt >= $maxAttempts || ($shouldRetry !== null && !$shouldRetry($e))) {
                throw $e;
            }
            // Full jitter spreads retries from many clients so they do not hit the server in lockstep.
            $cap = min($maxDelayMs, $baseDelayMs * 2 ** ($attempt - 1));
            $sleep($random->getInt(0, $cap));
        }
    }
}
