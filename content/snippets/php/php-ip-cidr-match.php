<?php
declare(strict_types=1);

/**
 * Whether $ip falls inside $cidr ("10.0.0.0/8", "2001:db8::/32", or a bare address).
 * Works for IPv4 and IPv6 by comparing the packed binary form prefix bit by bit.
 */
function ip_in_cidr(string $ip, string $cidr): bool
{
    [$network, $bits] = array_pad(explode('/', $cidr, 2), 2, null);
    // Validate first: inet_pton() emits a warning on malformed input instead of just returning false.
    if (filter_var($ip, FILTER_VALIDATE_IP) === false || filter_var($network, FILTER_VALIDATE_IP) === false) {
        return false;
    }
    $ipBytes = inet_pton($ip);
    $netBytes = inet_pton($network);
    if (strlen($ipBytes) !== strlen($netBytes)) {
        return false;   // IPv4 never matches an IPv6 range and vice versa
    }
    $maxBits = strlen($netBytes) * 8;
    if ($bits === null) {
        $bits = $maxBits;
    } elseif (!ctype_digit($bits) || (int) $bits > $maxBits) {
        throw new InvalidArgumentException("Invalid prefix length in $cidr");
    }
    $bits = (int) $bits;
    $wholeBytes = intdiv($bits, 8);
    if (substr($ipBytes, 0, $wholeBytes) !== substr($netBytes, 0, $wholeBytes)) {
        return false;
    }
    $remaining = $bits % 8;
    if ($remaining === 0) {
        return true;
    }
    $mask = (0xFF << (8 - $remaining)) & 0xFF;
    return (ord($ipBytes[$wholeBytes]) & $mask) === (ord($netBytes[$wholeBytes]) & $mask);
}

/** @param list<string> $ranges */
function ip_in_any(string $ip, array $ranges): bool
{
    foreach ($ranges as $range) {
        if (ip_in_cidr($ip, $range)) {
            return true;
        }
    }
    return false;
}
