<?php
$utc = new DateTimeZone('UTC');
$now = new DateTimeImmutable('2024-03-15 12:00:00', $utc);

$moments = [
    '2024-03-15 11:59:30' => 'half a minute before',
    '2024-03-15 11:59:00' => 'one minute before',
    '2024-03-15 09:15:00' => 'earlier today',
    '2024-03-14 12:00:00' => 'yesterday',
    '2024-03-05 12:00:00' => 'ten days before',
    '2024-02-15 12:00:00' => 'a calendar month before',
    '2021-07-01 00:00:00' => 'years before',
    '2024-03-15 12:20:00' => 'later today',
    '2024-03-18 09:00:00' => 'next Monday',
];
foreach ($moments as $time => $label) {
    printf("%-24s %s\n", $label, relative_time(new DateTimeImmutable($time, $utc), $now));
}

// Both values are compared as instants, so time zones cannot skew the result.
$tokyo = new DateTimeImmutable('2024-03-15 18:00:00', new DateTimeZone('Asia/Tokyo'));
echo 'Tokyo 18:00 vs UTC noon: ', relative_time($tokyo, $now), "\n";
