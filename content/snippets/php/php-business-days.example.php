<?php
$utc = new DateTimeZone('UTC');
$calendar = new BusinessCalendar(holidays: ['2024-12-25', '2024-12-26', '2025-01-01']);

$orderedAt = new DateTimeImmutable('2024-12-20 15:30', $utc);   // a Friday
foreach ([1, 3, 5] as $days) {
    echo "ordered Fri 20 Dec + $days business days: ", $calendar->addBusinessDays($orderedAt, $days)->format('D Y-m-d H:i'), "\n";
}
echo 'two business days before New Year: ', $calendar->addBusinessDays(new DateTimeImmutable('2025-01-02', $utc), -2)->format('D Y-m-d'), "\n";
echo 'zero days leaves the date alone: ', $calendar->addBusinessDays(new DateTimeImmutable('2024-12-21', $utc), 0)->format('D Y-m-d'), "\n";

$start = new DateTimeImmutable('2024-12-01', $utc);
$end = new DateTimeImmutable('2025-01-01', $utc);
echo 'business days in December 2024: ', $calendar->countBetween($start, $end), "\n";
echo 'is Christmas a business day? ', var_export($calendar->isBusinessDay(new DateTimeImmutable('2024-12-25', $utc)), true), "\n";

// A Sunday-to-Thursday working week, as used in several Middle Eastern countries.
$gulf = new BusinessCalendar(weekend: [5, 6]);
echo 'Gulf calendar, Thu 2024-12-19 + 1: ', $gulf->addBusinessDays(new DateTimeImmutable('2024-12-19', $utc), 1)->format('D Y-m-d'), "\n";
