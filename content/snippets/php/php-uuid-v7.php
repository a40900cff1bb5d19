<?php
declare(strict_types=1);

/**
 * UUID version 7 (RFC 9562): a 48-bit Unix millisecond timestamp followed by
 * random bits. Unlike v4, v7 ids sort by creation time, which keeps database
 * B-tree indexes compact. Clock and randomness are injectable for tests.
 */
function uuidV7(?int $unixMs = null, ?Random\Randomizer $random = null): string
{
    $unixMs ??= (int) floor(microtime(true) * 1000);
    $random ??= new Random\Randomizer();

    $bytes = substr(pack('J', $unixMs), 2) . $random->getBytes(10);
    return formatUuid($bytes, version: 7);
}

/** UUID version 4: 122 random bits, for ids that must not reveal when they were made. */
function uuidV4(?Random\Randomizer $random = null): string
{
    return formatUuid(($random ?? new Random\Randomizer())->getBytes(16), version: 4);
}

/** Reads the creation time back out of a v7 UUID, in Unix milliseconds. */
function uuidV7Timestamp(string $uuid): int
{
    if (!preg_match('/^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i', $uuid, $m)) {
        throw new InvalidArgumentException("Not a version 7 UUID: $uuid");
    }
    return (int) hexdec($m[1] . $m[2]);
}

function formatUuid(string $bytes, int $version): string
{
    $bytes[6] = chr((ord($bytes[6]) & 0x0F) | ($version << 4));
    $bytes[8] = chr((ord($bytes[8]) & 0x3F) | 0x80); // the RFC 9562 variant bits 10xx
    $hex = bin2hex($bytes);
    return sprintf('%s-%s-%s-%s-%s',
        substr($hex, 0, 8), substr($hex, 8, 4), substr($hex, 12, 4), substr($hex, 16, 4), substr($hex, 20));
}
