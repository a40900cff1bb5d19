<?php
declare(strict_types=1);

/**
 * Formats a byte count for people ("1.5 MiB", "2.3 GB") and parses such sizes
 * back, e.g. for upload limits in config. Binary (1024) and decimal (1000)
 * units are kept distinct because mixing them is a classic off-by-7% bug.
 */
function formatBytes(int $bytes, int $precision = 1, bool $binary = true): string
{
    $base = $binary ? 1024 : 1000;
    $units = $binary ? ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] : ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];
    $sign = $bytes < 0 ? '-' : '';
    $value = abs($bytes);
    $i = 0;
    while ($value >= $base && $i < count($units) - 1) {
        $value /= $base;
        $i++;
    }
    // Whole bytes never need decimals; trailing zeros are dropped so "2.0 KiB" reads as "2 KiB".
    $number = $i === 0 ? (string) $value : rtrim(rtrim(number_format($value, $precision, '.', ''), '0'), '.');
    return "$sign$number {$units[$i]}";
}

function parseBytes(string $size): int
{
    if (!preg_match('/^\s*(\d+(?:\.\d+)?)\s*([kmgtp]?)(i?)b?\s*$/i', $size, $m)) {
        throw new InvalidArgumentException("Invalid size: \"$size\"");
    }
    $power = stripos('kmgtp', $m[2] ?: ' ');
    $exponent = $power === false ? 0 : $power + 1;
    $base = $m[3] !== '' ? 1024 : 1000;
    $bytes = round((float) $m[1] * $base ** $exponent);
    // Casting a float beyond the integer range silently wraps, so refuse it instead.
    if ($bytes >= PHP_INT_MAX) {
        throw new InvalidArgumentException("Size too large: \"$size\"");
    }
    return (int) $bytes;
}
