<?php
declare(strict_types=1);

/**
 * Parses human durations such as "1h30m", "90s", "2d 4h" or "1.5h" into
 * seconds. Units are explicit and matched whole, so a typo fails loudly
 * instead of silently becoming zero.
 */
function parseDuration(string $input): int
{
    static $units = ['w' => 604_800, 'd' => 86_400, 'h' => 3_600, 'm' => 60, 's' => 1, 'ms' => 0.001];

    $text = strtolower(str_replace(' ', '', trim($input)));
    if ($text === '' || !preg_match('/^(?:\d+(?:\.\d+)?(?:ms|[wdhms]))+$/', $text)) {
        throw new InvalidArgumentException("Invalid duration: \"$input\"");
    }

    preg_match_all('/(\d+(?:\.\d+)?)(ms|[wdhms])/', $text, $parts, PREG_SET_ORDER);
    $seconds = 0.0;
    foreach ($parts as [, $amount, $unit]) {
        $seconds += (float) $amount * $units[$unit];
    }

    return (int) round($seconds);
}

/** Formats seconds back into the compact form, largest units first. */
function formatDuration(int $seconds): string
{
    if ($seconds === 0) {
        return '0s';
    }
    $out = '';
    foreach (['d' => 86_400, 'h' => 3_600, 'm' => 60, 's' => 1] as $unit => $size) {
        if ($seconds >= $size) {
            $out .= intdiv($seconds, $size) . $unit;
            $seconds %= $size;
        }
    }
    return $out;
}
