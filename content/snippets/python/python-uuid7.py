import os
import threading
import time
import uuid
from collections.abc import Callable
from datetime import datetime, timezone


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


class UUID7Generator:
    """Time-ordered UUIDs (version 7, RFC 9562): sortable by creation time, unlike uuid4."""

    def __init__(self, clock_ms: Callable[[], int] = _now_ms, random_bytes: Callable[[int], bytes] = os.urandom) -> None:
        self._clock = clock_ms
        self._random = random_bytes
        self._lock = threading.Lock()
        self._last_ms = -1
        self._counter = 0

    def __call__(self) -> uuid.UUID:
        with self._lock:
            ms = self._clock()
            if ms > self._last_ms:
                # A new millisecond: start the 12-bit counter at a random value below 2048,
                # leaving room to count up without overflowing.
                self._last_ms, self._counter = ms, int.from_bytes(self._random(2)) & 0x7FF
            else:
                # Same millisecond, or the clock went back: count up to stay monotonic.
                self._counter += 1
                if self._counter > 0xFFF:
                    self._last_ms, self._counter = self._last_ms + 1, 0
            ms, counter = self._last_ms, self._counter
        tail = int.from_bytes(self._random(8)) & ((1 << 62) - 1)
        value = (ms & ((1 << 48) - 1)) << 80 | 0x7 << 76 | counter << 64 | 0b10 << 62 | tail
        return uuid.UUID(int=value)


def uuid7_time(value: uuid.UUID) -> datetime:
    """The creation time stored in the first 48 bits of a version 7 UUID."""
    if value.version != 7:
        raise ValueError(f"not a version 7 UUID: {value}")
    return datetime.fromtimestamp((value.int >> 80) / 1000, tz=timezone.utc)


uuid7 = UUID7Generator()
