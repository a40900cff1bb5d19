<?php
declare(strict_types=1);

/** Space-efficient set membership: "definitely not present" or "probably present". */
final class BloomFilter
{
    public readonly int $bitCount;
    public readonly int $hashCount;
    private string $bits;

    public function __construct(int $expectedItems, float $falsePositiveRate = 0.01)
    {
        if ($expectedItems < 1 || $falsePositiveRate <= 0 || $falsePositiveRate >= 1) {
            throw new InvalidArgumentException('Need at least one item and a rate between 0 and 1');
        }
        // Optimal sizes for n items at rate p: m = -n ln p / (ln 2)^2 bits, k = (m / n) ln 2 hashes.
        $this->bitCount = (int) ceil(-$expectedItems * log($falsePositiveRate) / log(2) ** 2);
        $this->hashCount = max(1, (int) round($this->bitCount / $expectedItems * log(2)));
        $this->bits = str_repeat("\0", intdiv($this->bitCount + 7, 8));
    }

    public function add(string $item): void
    {
        foreach ($this->positions($item) as $bit) {
            $byte = $bit >> 3;
            $this->bits[$byte] = chr(ord($this->bits[$byte]) | 1 << ($bit & 7));
        }
    }

    public function mightContain(string $item): bool
    {
        foreach ($this->positions($item) as $bit) {
            if ((ord($this->bits[$bit >> 3]) & 1 << ($bit & 7)) === 0) {
                return false;
            }
        }
        return true;
    }

    /** The bit array, for storing in a cache or file; pass it back to restore(). */
    public function export(): string { return $this->bits; }

    public function restore(string $bits): void
    {
        $this->bits = strlen($bits) === strlen($this->bits) ? $bits : throw new LengthException('Size mismatch');
    }

    /** @return list<int> */
    private function positions(string $item): array
    {
        // Double hashing: two 32-bit halves of one xxh128 digest simulate k independent hashes.
        [, $h1, $h2] = unpack('N2', hash('xxh128', $item, true));
        $h2 |= 1;
        return array_map(fn (int $i): int => ($h1 + $i * $h2) % $this->bitCount, range(0, $this->hashCount - 1));
    }
}
