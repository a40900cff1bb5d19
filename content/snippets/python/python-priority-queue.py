import heapq
import itertools
from collections.abc import Hashable
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)
_REMOVED = object()


class PriorityQueue(Generic[T]):
    """Min-priority queue with O(log n) push and pop, plus priority updates and removal.

    Equal priorities come out in insertion order, and items never need to be comparable.
    """

    def __init__(self) -> None:
        self._heap: list[list] = []
        self._entries: dict[T, list] = {}
        # The counter breaks ties, so heapq never falls back to comparing the items themselves.
        self._counter = itertools.count()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, item: T) -> bool:
        return item in self._entries

    def push(self, item: T, priority: float) -> None:
        """Add an item, or change its priority if it is already queued."""
        if item in self._entries:
            self.remove(item)
        entry = [priority, next(self._counter), item]
        self._entries[item] = entry
        heapq.heappush(self._heap, entry)

    def remove(self, item: T) -> None:
        # heapq cannot delete from the middle, so the entry is marked and skipped on pop.
        entry = self._entries.pop(item)
        entry[-1] = _REMOVED

    def pop(self) -> tuple[T, float]:
        """Remove and return the item with the lowest priority, with that priority."""
        while self._heap:
            priority, _, item = heapq.heappop(self._heap)
            if item is not _REMOVED:
                del self._entries[item]
                return item, priority
        raise IndexError("pop from an empty priority queue")

    def peek(self) -> tuple[T, float]:
        while self._heap and self._heap[0][-1] is _REMOVED:
            heapq.heappop(self._heap)
        if not self._heap:
            raise IndexError("peek at an empty priority queue")
        return self._heap[0][-1], self._heap[0][0]
