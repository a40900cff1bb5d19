<?php
declare(strict_types=1);

/** Fixed-size buffer that overwrites its oldest entry when full: recent history in constant memory. */
final class RingBuffer implements Countable, IteratorAggregate
{
    private SplFixedArray $slots;
    private int $head = 0;   // index of the oldest element
    private int $size = 0;

    public function __construct(public readonly int $capacity)
    {
        if ($capacity < 1) {
            throw new InvalidArgumentException('Capacity must be at least 1');
        }
        $this->slots = new SplFixedArray($capacity);
    }

    /** Append a value; returns the value it pushed out, or null while the buffer is still filling. */
    public function push(mixed $value): mixed
    {
        if ($this->size < $this->capacity) {
            $this->slots[($this->head + $this->size++) % $this->capacity] = $value;
            return null;
        }
        $evicted = $this->slots[$this->head];
        $this->slots[$this->head] = $value;
        $this->head = ($this->head + 1) % $this->capacity;
        return $evicted;
    }

    public function count(): int { return $this->size; }

    public function isFull(): bool { return $this->size === $this->capacity; }

    /** Iterates from oldest to newest. */
    public function getIterator(): Generator
    {
        for ($i = 0; $i < $this->size; $i++) {
            yield $this->slots[($this->head + $i) % $this->capacity];
        }
    }

    /** @return list<mixed> */
    public function toArray(): array { return iterator_to_array($this, false); }
}
