<?php
declare(strict_types=1);

/**
 * Compact signed tokens: base64url(JSON payload) + "." + base64url(HMAC-SHA256).
 * Good for password-reset links, unsubscribe URLs and webhook checks where a
 * full JWT library is overkill. The clock is injectable for tests.
 */
final class SignedToken
{
    /** @var Closure(): int */
    private readonly Closure $now;

    public function __construct(#[SensitiveParameter] private readonly string $secret, ?Closure $now = null)
    {
        if (strlen($secret) < 32) {
            throw new InvalidArgumentException('Secret must be at least 32 bytes');
        }
        $this->now = $now ?? time(...);
    }

    /** @param array<string, mixed> $claims */
    public function issue(array $claims, int $ttlSeconds): string
    {
        $payload = self::b64(json_encode(['exp' => ($this->now)() + $ttlSeconds] + $claims, JSON_THROW_ON_ERROR));
        return $payload . '.' . self::b64(hash_hmac('sha256', $payload, $this->secret, true));
    }

    /** @return array<string, mixed> the claims, or throws when forged, malformed or expired */
    public function verify(string $token): array
    {
        [$payload, $signature] = array_pad(explode('.', $token, 2), 2, '');
        $expected = self::b64(hash_hmac('sha256', $payload, $this->secret, true));
        // hash_equals runs in constant time so the signature cannot be guessed byte by byte.
        if (!hash_equals($expected, $signature)) {
            throw new RuntimeException('Invalid signature');
        }
        $claims = json_decode(base64_decode(strtr($payload, '-_', '+/'), true) ?: '', true);
        if (!is_array($claims) || !is_int($claims['exp'] ?? null)) {
            throw new RuntimeException('Malformed token');
        }
        if ($claims['exp'] <= ($this->now)()) {
            throw new RuntimeException('Token expired');
        }
        return $claims;
    }

    private static function b64(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
