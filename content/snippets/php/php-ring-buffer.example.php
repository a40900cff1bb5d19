<?php
// Moving average over the last 3 readings, kept in O(1) per update.
$window = new RingBuffer(3);
$sum = 0;
foreach ([10, 20, 30, 40, 100, 5] as $reading) {
    $evicted = $window->push($reading);
    $sum += $reading - ($evicted ?? 0);
    printf("push %3d  window %-13s avg %6.2f%s\n", $reading, json_encode($window->toArray()), $sum / count($window), $evicted === null ? '' : "  (dropped $evicted)");
}

// Keep only the last lines of a noisy process for an error report.
$recent = new RingBuffer(capacity: 2);
foreach (['boot', 'load config', 'connect db', 'db timeout'] as $line) {
    $recent->push($line);
}
echo 'last lines: ', implode(' | ', $recent->toArray()), "\n";
echo 'full: ', var_export($recent->isFull(), true), ', count: ', count($recent), "\n";

$empty = new RingBuffer(4);
echo 'empty buffer: ', json_encode($empty->toArray()), ', full: ', var_export($empty->isFull(), true), "\n";

try {
    new RingBuffer(0);
} catch (InvalidArgumentException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
