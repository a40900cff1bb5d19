<?php
$now = 0.0;
$bucket = new TokenBucket(capacity: 3, refillPerSecond: 2.0, clock: function () use (&$now): float { return $now; });

$results = [];
for ($i = 0; $i < 5; $i++) {
    $results[] = $bucket->tryConsume() ? 'allow' : 'deny';
}
echo 'burst of 5: ', implode(' ', $results), "\n";
printf("retry after: %.2fs\n", $bucket->secondsUntilAvailable());

$now += 0.25;
echo 'after 0.25s: ', $bucket->tryConsume() ? 'allow' : 'deny', "\n";
$now += 0.25;
echo 'after 0.5s: ', $bucket->tryConsume() ? 'allow' : 'deny', "\n";

$now += 60;
echo 'after a long idle, a 4-token request: ', $bucket->tryConsume(4) ? 'allow' : 'deny', " (capacity caps the refill)\n";
echo 'but 3 tokens: ', $bucket->tryConsume(3) ? 'allow' : 'deny', "\n";

try {
    new TokenBucket(0, 1.0);
} catch (InvalidArgumentException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
