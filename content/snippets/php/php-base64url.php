<?php
declare(strict_types=1);

/**
 * Base64url (RFC 4648 section 5) without padding: the encoding used by JWTs,
 * WebAuthn and URL-safe tokens. PHP only ships standard base64, so the
 * alphabet is translated and padding is handled here.
 */
function base64UrlEncode(string $data): string
{
    return rtrim(strtr(base64_encode($data), '+/', '-_'), '=');
}

function base64UrlDecode(string $encoded): string
{
    // Reject anything outside the alphabet instead of letting base64_decode skip it.
    if (!preg_match('/^[A-Za-z0-9_-]*={0,2}$/', $encoded) || strlen(rtrim($encoded, '=')) % 4 === 1) {
        throw new InvalidArgumentException('Invalid base64url input');
    }
    $standard = strtr(rtrim($encoded, '='), '-_', '+/');
    $decoded = base64_decode(str_pad($standard, (int) ceil(strlen($standard) / 4) * 4, '='), true);
    if ($decoded === false) {
        throw new InvalidArgumentException('Invalid base64url input');
    }
    return $decoded;
}
