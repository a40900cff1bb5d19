<?php
declare(strict_types=1);

/**
 * A parsed Semantic Versioning 2.0.0 version with spec-correct precedence.
 * PHP's version_compare() has its own rules (it puts "1.0.0+build" below
 * "1.0.0" and "alpha.beta" below "alpha.1"), so semver order is coded here.
 */
final readonly class SemVer
{
    private const PATTERN = '/^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)'
        . '(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?'
        . '(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/';

    /** @param list<string> $pre dot-separated pre-release identifiers */
    private function __construct(
        public int $major, public int $minor, public int $patch, public array $pre, public string $build,
    ) {}

    public static function parse(string $version): self
    {
        if (!preg_match(self::PATTERN, trim($version), $m)) {
            throw new InvalidArgumentException("Not a semantic version: \"$version\"");
        }
        $pre = ($m[4] ?? '') === '' ? [] : explode('.', $m[4]);
        return new self((int) $m[1], (int) $m[2], (int) $m[3], $pre, $m[5] ?? '');
    }

    public function compare(self $other): int
    {
        $core = [$this->major, $this->minor, $this->patch] <=> [$other->major, $other->minor, $other->patch];
        // A release outranks any of its pre-releases; build metadata never affects order.
        if ($core !== 0 || !$this->pre || !$other->pre) {
            return $core ?: count($other->pre) <=> count($this->pre);
        }
        foreach ($this->pre as $i => $id) {
            $theirs = $other->pre[$i] ?? null;
            $cmp = match (true) {
                $theirs === null => 1, // equal so far, and more identifiers rank higher
                ctype_digit($id) && ctype_digit($theirs) => (int) $id <=> (int) $theirs,
                ctype_digit($id) => -1,
                ctype_digit($theirs) => 1,
                default => strcmp($id, $theirs) <=> 0,
            };
            if ($cmp !== 0) {
                return $cmp;
            }
        }
        return count($this->pre) <=> count($other->pre);
    }

    public function __toString(): string
    {
        return "$this->major.$this->minor.$this->patch"
            . ($this->pre ? '-' . implode('.', $this->pre) : '')
            . ($this->build !== '' ? "+$this->build" : '');
    }
}
