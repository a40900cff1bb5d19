<?php
declare(strict_types=1);

/**
 * Recursively merges configuration arrays: later arrays win, nested maps are
 * merged key by key, and lists are replaced as a whole. array_merge_recursive()
 * instead turns conflicting scalars into arrays and appends list items, which
 * is rarely what an override means.
 *
 * @param array<mixed> ...$arrays
 * @return array<mixed>
 */
function deepMerge(array ...$arrays): array
{
    $result = [];
    foreach ($arrays as $array) {
        foreach ($array as $key => $value) {
            $existing = $result[$key] ?? null;
            $result[$key] = isMap($value) && isMap($existing)
                ? deepMerge($existing, $value)
                : $value;
        }
    }
    return $result;
}

/** A non-empty array with keys other than 0..n-1; an empty array counts as a list so it can clear a value. */
function isMap(mixed $value): bool
{
    return is_array($value) && !array_is_list($value);
}
