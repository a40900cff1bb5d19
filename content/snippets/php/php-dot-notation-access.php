<?php
declare(strict_types=1);

/** Read a nested value by a dot path such as "db.primary.host"; a missing path yields $default. */
function dot_get(array $data, string $path, mixed $default = null): mixed
{
    $node = $data;
    foreach (explode('.', $path) as $segment) {
        // array_key_exists rather than isset, so a stored null still counts as present.
        if (!is_array($node) || !array_key_exists($segment, $node)) {
            return $default;
        }
        $node = $node[$segment];
    }
    return $node;
}

function dot_has(array $data, string $path): bool
{
    // A private sentinel object can never be equal to anything stored in the array.
    $missing = new stdClass();
    return dot_get($data, $path, $missing) !== $missing;
}

/** Set a nested value, creating intermediate arrays and replacing scalars that are in the way. */
function dot_set(array &$data, string $path, mixed $value): void
{
    $node = &$data;
    foreach (explode('.', $path) as $segment) {
        if (!is_array($node)) {
            $node = [];
        }
        $node = &$node[$segment];
    }
    $node = $value;
}

function dot_forget(array &$data, string $path): void
{
    $segments = explode('.', $path);
    $last = array_pop($segments);
    $node = &$data;
    foreach ($segments as $segment) {
        if (!isset($node[$segment]) || !is_array($node[$segment])) {
            return;
        }
        $node = &$node[$segment];
    }
    unset($node[$last]);
}
