<?php
declare(strict_types=1);

/** Password hashing with transparent upgrades: old hashes are replaced the next time their user logs in. */
final class PasswordHasher
{
    public function __construct(
        private readonly string $algorithm = PASSWORD_DEFAULT,
        private readonly array $options = [],
    ) {}

    public function hash(#[SensitiveParameter] string $password): string
    {
        // bcrypt silently ignores bytes after the 72nd, so two long passphrases could collide.
        if ($this->algorithm === PASSWORD_BCRYPT && strlen($password) > 72) {
            throw new LengthException('Passwords longer than 72 bytes are not supported by bcrypt');
        }
        return password_hash($password, $this->algorithm, $this->options);
    }

    /**
     * Check a password against a stored hash. When it matches but the hash uses outdated
     * settings, $rehash receives a fresh hash to persist; the caller decides how to store it.
     */
    public function verify(#[SensitiveParameter] string $password, string $storedHash, ?callable $rehash = null): bool
    {
        // password_verify() compares in constant time, so timing does not reveal how close a guess was.
        if (!password_verify($password, $storedHash)) {
            return false;
        }
        if ($rehash !== null && password_needs_rehash($storedHash, $this->algorithm, $this->options)) {
            $rehash($this->hash($password));
        }
        return true;
    }

    /** Describe a stored hash without revealing it, for audits and migration reports. */
    public static function describe(string $storedHash): string
    {
        $info = password_get_info($storedHash);
        return ($info['algoName'] === 'unknown' ? 'not a password_hash() value' : $info['algoName'])
            . ($info['options'] === [] ? '' : ' ' . json_encode($info['options']));
    }
}
