<?php
$slept = [];
$sleep = function (int $ms) use (&$slept): void { $slept[] = $ms; };
$seeded = new Random\Randomizer(new Random\Engine\Mt19937(42));

// Fails twice with a transient error, then succeeds.
$result = retry(function (int $attempt): string {
    if ($attempt < 3) {
        throw new RuntimeException("timeout on attempt $attempt");
    }
    return "ok after $attempt attempts";
}, baseDelayMs: 100, sleep: $sleep, random: $seeded);
echo $result, "\n";
echo 'sleeps: ', count($slept), ', each within its cap: ',
    var_export($slept[0] <= 100 && $slept[1] <= 200, true), "\n";

// A non-retryable error is rethrown immediately.
$slept = [];
try {
    retry(
        fn () => throw new InvalidArgumentException('bad input'),
        shouldRetry: fn (Throwable $e) => !$e instanceof InvalidArgumentException,
        sleep: $sleep,
    );
} catch (InvalidArgumentException $e) {
    echo 'gave up: ', $e->getMessage(), ' after ', count($slept), " sleeps\n";
}

// Exhausting all attempts rethrows the last error.
$calls = 0;
try {
    retry(function () use (&$calls) {
        $calls++;
        throw new RuntimeException('still down');
    }, maxAttempts: 3, sleep: $sleep);
} catch (RuntimeException $e) {
    echo "failed after $calls calls: ", $e->getMessage(), "\n";
}
