<?php
declare(strict_types=1);

/**
 * Orders nodes so that every dependency comes before its dependents (Kahn's
 * algorithm). Ties are broken by input order, so the result is stable and
 * reproducible, and a cycle is reported with the nodes that form it.
 *
 * @param array<string, list<string>> $dependencies node => nodes it depends on
 * @return list<string>
 */
function topologicalSort(array $dependencies): array
{
    $inDegree = [];
    $dependents = [];
    foreach ($dependencies as $node => $deps) {
        $inDegree[$node] ??= 0;
        foreach ($deps as $dep) {
            $inDegree[$dep] ??= 0;
            $dependents[$dep][] = $node;
            $inDegree[$node]++;
        }
    }

    $queue = array_keys(array_filter($inDegree, fn (int $n) => $n === 0));
    $order = [];
    // A moving index instead of array_shift() keeps the whole sort O(nodes + edges).
    for ($i = 0; $i < count($queue); $i++) {
        $node = $queue[$i];
        $order[] = (string) $node;
        foreach ($dependents[$node] ?? [] as $next) {
            if (--$inDegree[$next] === 0) {
                $queue[] = $next;
            }
        }
    }

    if (count($order) < count($inDegree)) {
        $stuck = array_keys(array_filter($inDegree, fn (int $n) => $n > 0));
        throw new UnexpectedValueException('Dependency cycle; unresolved nodes: ' . implode(', ', $stuck));
    }
    return $order;
}
