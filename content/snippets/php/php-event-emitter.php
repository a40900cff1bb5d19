<?php
declare(strict_types=1);

final class EventEmitter
{
    /** @var array<string, array<int, array{callable, int, bool}>> listener, priority, once; keyed by id */
    private array $listeners = [];
    private int $nextId = 0;

    /**
     * Subscribe to an event; higher priority runs first, equal priorities in subscription order.
     * Returns an unsubscribe function, so callers need not keep the callable around to remove it.
     */
    public function on(string $event, callable $listener, int $priority = 0, bool $once = false): Closure
    {
        $id = $this->nextId++;
        $this->listeners[$event][$id] = [$listener, $priority, $once];
        return function () use ($event, $id): void {
            unset($this->listeners[$event][$id]);
        };
    }

    public function once(string $event, callable $listener, int $priority = 0): Closure
    {
        return $this->on($event, $listener, $priority, once: true);
    }

    /** Call the listeners in order; one returning false stops propagation. Returns how many ran. */
    public function emit(string $event, mixed ...$args): int
    {
        // Work on a snapshot so listeners may subscribe or unsubscribe while the event is dispatched.
        $queue = $this->listeners[$event] ?? [];
        uksort($queue, static fn (int $a, int $b): int => [$queue[$b][1], $a] <=> [$queue[$a][1], $b]);
        $called = 0;
        foreach ($queue as $id => [$listener, , $once]) {
            if ($once) {
                unset($this->listeners[$event][$id]);
            }
            $called++;
            if ($listener(...$args) === false) {
                break;
            }
        }
        return $called;
    }

    public function listenerCount(string $event): int
    {
        return count($this->listeners[$event] ?? []);
    }
}
