<?php
declare(strict_types=1);

/**
 * Authenticated symmetric encryption with libsodium's secretbox
 * (XSalsa20-Poly1305). A fresh random nonce is prepended to each ciphertext,
 * and decryption fails loudly if even one byte was changed.
 */
function encryptString(#[SensitiveParameter] string $plaintext, #[SensitiveParameter] string $key): string
{
    if (strlen($key) !== SODIUM_CRYPTO_SECRETBOX_KEYBYTES) {
        throw new LengthException('Key must be ' . SODIUM_CRYPTO_SECRETBOX_KEYBYTES . ' bytes');
    }
    $nonce = random_bytes(SODIUM_CRYPTO_SECRETBOX_NONCEBYTES);
    $cipher = sodium_crypto_secretbox($plaintext, $nonce, $key);
    return sodium_bin2base64($nonce . $cipher, SODIUM_BASE64_VARIANT_URLSAFE_NO_PADDING);
}

function decryptString(string $encoded, #[SensitiveParameter] string $key): string
{
    if (strlen($key) !== SODIUM_CRYPTO_SECRETBOX_KEYBYTES) {
        throw new LengthException('Key must be ' . SODIUM_CRYPTO_SECRETBOX_KEYBYTES . ' bytes');
    }
    try {
        $raw = sodium_base642bin($encoded, SODIUM_BASE64_VARIANT_URLSAFE_NO_PADDING);
    } catch (SodiumException) {
        throw new UnexpectedValueException('Ciphertext is not valid base64url');
    }
    if (strlen($raw) < SODIUM_CRYPTO_SECRETBOX_NONCEBYTES + SODIUM_CRYPTO_SECRETBOX_MACBYTES) {
        throw new UnexpectedValueException('Ciphertext is too short');
    }
    $nonce = substr($raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES);
    $plaintext = sodium_crypto_secretbox_open(substr($raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES), $nonce, $key);
    if ($plaintext === false) {
        // Wrong key and tampered data look the same by design; do not try to tell them apart.
        throw new UnexpectedValueException('Decryption failed');
    }
    return $plaintext;
}
