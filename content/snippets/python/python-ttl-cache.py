import functools
import threading
import time
from collections import OrderedDict
from typing import Any, Callable


def ttl_cache(seconds: float, maxsize: int = 256) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Cache results per argument tuple for `seconds`, evicting least recently used entries."""

    def decorate(func: Callable[..., Any]) -> Callable[..., Any]:
        entries: OrderedDict[tuple, tuple[float, Any]] = OrderedDict()
        lock = threading.Lock()
        stats = {"hits": 0, "misses": 0}

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            key = (args, tuple(sorted(kwargs.items())))
            now = time.monotonic()
            with lock:
                if key in entries and entries[key][0] > now:
                    entries.move_to_end(key)
                    stats["hits"] += 1
                    return entries[key][1]
                stats["misses"] += 1
            value = func(*args, **kwargs)  # computed outside the lock
            with lock:
                entries[key] = (now + seconds, value)
                entries.move_to_end(key)
                while len(entries) > maxsize:
                    entries.popitem(last=False)
            return value

        def cache_clear() -> None:
            with lock:
                entries.clear()

        wrapper.cache_clear = cache_clear  # type: ignore[attr-defined]
        wrapper.cache_stats = lambda: dict(stats)  # type: ignore[attr-defined]
        return wrapper

    return decorate
