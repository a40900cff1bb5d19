<?php
declare(strict_types=1);

/**
 * Wrap a pure function so repeated calls with the same arguments return the cached result.
 * $maxEntries bounds memory in long-running workers; the oldest entry is dropped first.
 */
function memoize(callable $fn, ?int $maxEntries = null): Closure
{
    $cache = [];
    return static function (mixed ...$args) use ($fn, &$cache, $maxEntries): mixed {
        // serialize() tells 1 from "1" and true, and handles arrays and plain objects as keys.
        $key = serialize($args);
        if (array_key_exists($key, $cache)) {
            return $cache[$key];
        }
        $result = $fn(...$args);
        if ($maxEntries !== null && count($cache) >= $maxEntries) {
            unset($cache[array_key_first($cache)]);
        }
        return $cache[$key] = $result;
    };
}

/** Run $fn at most once and reuse its result: lazy initialisation of expensive services. */
function once(callable $fn): Closure
{
    $done = false;
    $result = null;
    return static function () use ($fn, &$done, &$result): mixed {
        if (!$done) {
            $result = $fn();
            // Set after the call, so a throwing initialiser is retried on the next call.
            $done = true;
        }
        return $result;
    };
}
