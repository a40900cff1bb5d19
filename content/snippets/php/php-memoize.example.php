<?php
$calls = 0;
$fib = memoize(function (int $n) use (&$fib, &$calls): int {
    $calls++;
    return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2);
});
echo 'fib(90) = ', $fib(90), " after $calls real calls\n";
$fib(90);
echo "calling again costs nothing: still $calls calls\n";

$lookups = [];
$lookup = memoize(function (string|int $id) use (&$lookups): ?string {
    $lookups[] = var_export($id, true);
    return $id === 'missing' ? null : "user-$id";
}, maxEntries: 2);
foreach (['missing', 'missing', 7, '7', 8, 7] as $id) {
    $lookup($id);
}
echo 'real lookups: ', implode(' ', $lookups), "\n";
echo "null results are cached, 7 and '7' are different keys, and 7 was evicted once the cache held 2 entries\n";

$connect = once(function (): string {
    echo "  connecting...\n";
    return 'connection #1';
});
echo $connect(), "\n";
echo $connect(), "\n";

$attempts = 0;
$flaky = once(function () use (&$attempts): string {
    if (++$attempts === 1) {
        throw new RuntimeException('service not ready');
    }
    return "ready after $attempts attempts";
});
try {
    $flaky();
} catch (RuntimeException $e) {
    echo 'first call failed: ', $e->getMessage(), "\n";
}
echo $flaky(), "\n";
