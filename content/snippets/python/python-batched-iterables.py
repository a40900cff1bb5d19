from __future__ import annotations

from collections import deque
from itertools import islice
from typing import Iterable, Iterator, TypeVar

T = TypeVar("T")


def batched(items: Iterable[T], size: int) -> Iterator[tuple[T, ...]]:
    """Yield tuples of up to `size` items; the last batch may be shorter."""
    if size < 1:
        raise ValueError("size must be at least 1")
    iterator = iter(items)
    while batch := tuple(islice(iterator, size)):
        yield batch


def sliding(items: Iterable[T], size: int) -> Iterator[tuple[T, ...]]:
    """Yield every run of `size` consecutive items: (1, 2, 3), (2, 3, 4), ..."""
    if size < 1:
        raise ValueError("size must be at least 1")
    window: deque[T] = deque(maxlen=size)
    for item in items:
        window.append(item)
        if len(window) == size:
            yield tuple(window)


def moving_average(values: Iterable[float], size: int) -> Iterator[float]:
    """Average of each sliding window, handy for smoothing metrics."""
    for window in sliding(values, size):
        yield sum(window) / size
