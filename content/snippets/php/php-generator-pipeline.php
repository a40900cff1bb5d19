<?php
declare(strict_types=1);

// Lazy building blocks: each takes any iterable and returns a Generator, so stages
// compose without building intermediate arrays and work on infinite sources.

function iter_map(callable $fn, iterable $items): Generator
{
    foreach ($items as $key => $value) {
        yield $key => $fn($value);
    }
}

function iter_filter(callable $fn, iterable $items): Generator
{
    foreach ($items as $key => $value) {
        if ($fn($value)) {
            yield $key => $value;
        }
    }
}

function iter_take(int $limit, iterable $items): Generator
{
    if ($limit <= 0) {
        return;
    }
    foreach ($items as $key => $value) {
        yield $key => $value;
        // Return before the loop advances, so the source is never asked for an extra item.
        if (--$limit === 0) {
            return;
        }
    }
}

/** Group items into lists of $size (the last one may be shorter), for batched inserts or API calls. */
function iter_chunk(int $size, iterable $items): Generator
{
    if ($size < 1) {
        throw new InvalidArgumentException('Chunk size must be at least 1');
    }
    $batch = [];
    foreach ($items as $value) {
        $batch[] = $value;
        if (count($batch) === $size) {
            yield $batch;
            $batch = [];
        }
    }
    if ($batch !== []) {
        yield $batch;
    }
}
