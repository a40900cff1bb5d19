<?php
function naturals(): Generator
{
    for ($n = 1; ; $n++) {
        echo "  produce $n\n";
        yield $n;
    }
}

// An infinite source is fine: only as many items are produced as the pipeline consumes.
$squaresOfOdds = iter_take(3, iter_map(fn (int $n): int => $n * $n, iter_filter(fn (int $n): bool => $n % 2 === 1, naturals())));
echo "pipeline built, nothing produced yet\n";
foreach ($squaresOfOdds as $square) {
    echo "got $square\n";
}

$rows = iter_map(fn (int $id): string => "row-$id", range(1, 7));
foreach (iter_chunk(3, $rows) as $i => $batch) {
    echo "batch $i: ", implode(', ', $batch), "\n";
}

// Keys survive map and filter; pass false to iterator_to_array to renumber them.
$prices = ['apple' => 1.2, 'melon' => 3.5, 'kiwi' => 0.6, 'mango' => 2.8];
echo json_encode(iterator_to_array(iter_filter(fn (float $p): bool => $p > 1, $prices))), "\n";
echo json_encode(iterator_to_array(iter_filter(fn (float $p): bool => $p > 1, $prices), false)), "\n";
echo 'take(0): ', count(iterator_to_array(iter_take(0, naturals()))), " items\n";
