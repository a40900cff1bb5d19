<?php
declare(strict_types=1);

/**
 * First index whose element is not less than $target (the insertion point that keeps order).
 * $list must be sorted by the same comparator; the default compares with the <=> operator.
 */
function lower_bound(array $list, mixed $target, ?callable $compare = null): int
{
    $compare ??= static fn (mixed $a, mixed $b): int => $a <=> $b;
    [$low, $high] = [0, count($list)];
    while ($low < $high) {
        // intdiv of the sum cannot overflow in PHP's 64-bit ints for any array that fits in memory.
        $mid = intdiv($low + $high, 2);
        if ($compare($list[$mid], $target) < 0) {
            $low = $mid + 1;
        } else {
            $high = $mid;
        }
    }
    return $low;
}

/** First index whose element is greater than $target. */
function upper_bound(array $list, mixed $target, ?callable $compare = null): int
{
    $compare ??= static fn (mixed $a, mixed $b): int => $a <=> $b;
    // An element counts as "less" unless it compares above the target, which skips past equal runs.
    return lower_bound($list, $target, static fn (mixed $a, mixed $b): int => $compare($a, $b) <= 0 ? -1 : 1);
}

/** Index of $target, or null when it is absent. */
function binary_search(array $list, mixed $target, ?callable $compare = null): ?int
{
    $compare ??= static fn (mixed $a, mixed $b): int => $a <=> $b;
    $index = lower_bound($list, $target, $compare);
    return $index < count($list) && $compare($list[$index], $target) === 0 ? $index : null;
}

/** @return array{int, int} half-open range [first, last) of elements equal to $target */
function equal_range(array $list, mixed $target, ?callable $compare = null): array
{
    return [lower_bound($list, $target, $compare), upper_bound($list, $target, $compare)];
}
