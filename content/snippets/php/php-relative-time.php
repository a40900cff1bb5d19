<?php
declare(strict_types=1);

/**
 * Describe $then relative to $now in words: "just now", "5 minutes ago", "in 3 days", "2 years ago".
 * $now is a parameter rather than the current time so results are testable and consistent per request.
 */
function relative_time(DateTimeInterface $then, DateTimeInterface $now, int $justNowSeconds = 45): string
{
    if (abs($now->getTimestamp() - $then->getTimestamp()) < $justNowSeconds) {
        return 'just now';
    }
    // diff() works in calendar units, so "1 month ago" follows real month lengths, not 30-day blocks.
    $diff = $now->diff($then);
    $units = [
        'year' => $diff->y,
        'month' => $diff->m,
        'week' => intdiv($diff->d, 7),
        'day' => $diff->d,
        'hour' => $diff->h,
        'minute' => $diff->i,
        'second' => $diff->s,
    ];
    foreach ($units as $unit => $amount) {
        if ($amount > 0) {
            $phrase = $amount === 1 ? "1 $unit" : "$amount {$unit}s";
            return $diff->invert === 1 ? "$phrase ago" : "in $phrase";
        }
    }
    return 'just now';
}
