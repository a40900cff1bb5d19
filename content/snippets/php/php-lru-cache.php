<?php
declare(strict_types=1);

/**
 * Least-recently-used cache with a fixed capacity. PHP arrays keep insertion
 * order, so moving a key to the end on every hit makes the first key the
 * least recently used one, with O(1) get and set.
 *
 * @template V
 */
final class LruCache
{
    /** @var array<int|string, V> */
    private array $items = [];

    public function __construct(private readonly int $capacity)
    {
        if ($capacity < 1) {
            throw new InvalidArgumentException('Capacity must be at least 1');
        }
    }

    /** @return V|null */
    public function get(int|string $key): mixed
    {
        if (!array_key_exists($key, $this->items)) {
            return null;
        }
        $value = $this->items[$key];
        unset($this->items[$key]);
        $this->items[$key] = $value;
        return $value;
    }

    /** @param V $value */
    public function set(int|string $key, mixed $value): void
    {
        unset($this->items[$key]);
        $this->items[$key] = $value;
        if (count($this->items) > $this->capacity) {
            unset($this->items[array_key_first($this->items)]);
        }
    }

    public function has(int|string $key): bool
    {
        return array_key_exists($key, $this->items);
    }

    /** @return list<int|string> keys from least to most recently used */
    public function keys(): array
    {
        return array_keys($this->items);
    }
}
