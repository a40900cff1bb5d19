<?php
declare(strict_types=1);

/**
 * Luhn (mod 10) checksum used by credit card numbers, IMEIs and many account
 * numbers. Catches every single-digit typo and most swaps of adjacent digits,
 * so it is a cheap first check before calling a payment provider.
 */
function luhnIsValid(string $number): bool
{
    // Spaces and dashes are how people type card numbers; anything else is invalid.
    $digits = str_replace([' ', '-'], '', $number);
    if (!preg_match('/^\d{2,}$/', $digits)) {
        return false;
    }
    return luhnSum($digits) % 10 === 0;
}

/** Appends the check digit that makes $payload pass luhnIsValid(). */
function luhnWithCheckDigit(string $payload): string
{
    if (!preg_match('/^\d+$/', $payload)) {
        throw new InvalidArgumentException('Payload must contain digits only');
    }
    return $payload . (10 - luhnSum($payload . '0') % 10) % 10;
}

function luhnSum(string $digits): int
{
    $sum = 0;
    $double = false;
    // Walk from the right: every second digit is doubled, and 9 is subtracted when that exceeds 9.
    for ($i = strlen($digits) - 1; $i >= 0; $i--) {
        $d = (int) $digits[$i];
        if ($double) {
            $d = $d * 2 > 9 ? $d * 2 - 9 : $d * 2;
        }
        $sum += $d;
        $double = !$double;
    }
    return $sum;
}
