<?php
$scores = [12, 18, 18, 18, 25, 31, 40];
echo 'find 25: ', binary_search($scores, 25), "\n";
echo 'find 19: ', var_export(binary_search($scores, 19), true), "\n";
[$first, $last] = equal_range($scores, 18);
echo "18 occupies [$first, $last): ", $last - $first, " copies\n";
echo 'insert 19 at index ', lower_bound($scores, 19), "\n";
echo 'scores in [15, 30]: ', upper_bound($scores, 30) - lower_bound($scores, 15), "\n";
echo 'below everything: ', lower_bound($scores, 1), ', above everything: ', lower_bound($scores, 99), "\n";
echo 'empty list: ', lower_bound([], 5), ' ', var_export(binary_search([], 5), true), "\n";

// With a comparator: records sorted by date, searched by a plain date string.
$events = [
    ['date' => '2024-01-03', 'name' => 'launch'],
    ['date' => '2024-02-14', 'name' => 'promo'],
    ['date' => '2024-02-20', 'name' => 'patch'],
    ['date' => '2024-03-01', 'name' => 'audit'],
];
$byDate = fn (array $event, string $date): int => strcmp($event['date'], $date);
$from = lower_bound($events, '2024-02-01', $byDate);
$to = lower_bound($events, '2024-03-01', $byDate);
echo 'February events: ', implode(', ', array_column(array_slice($events, $from, $to - $from), 'name')), "\n";
