<?php
declare(strict_types=1);

/**
 * A priority queue that returns equal-priority items in insertion order.
 * SplPriorityQueue makes no such promise, so jobs with the same priority can
 * come out shuffled; pairing the priority with a falling serial number fixes it.
 *
 * @template T
 */
final class StablePriorityQueue implements Countable
{
    private SplPriorityQueue $heap;
    private int $serial = PHP_INT_MAX;

    public function __construct()
    {
        $this->heap = new SplPriorityQueue();
        $this->heap->setExtractFlags(SplPriorityQueue::EXTR_DATA);
    }

    /** @param T $item higher $priority comes out first */
    public function push(mixed $item, int $priority): void
    {
        // Arrays compare element by element, so the serial breaks ties: earlier pushes win.
        $this->heap->insert($item, [$priority, $this->serial--]);
    }

    /** @return T */
    public function pop(): mixed
    {
        if ($this->heap->isEmpty()) {
            throw new UnderflowException('Queue is empty');
        }
        return $this->heap->extract();
    }

    public function isEmpty(): bool
    {
        return $this->heap->isEmpty();
    }

    public function count(): int
    {
        return $this->heap->count();
    }
}
