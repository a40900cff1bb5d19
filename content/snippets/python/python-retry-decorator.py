import asyncio
import functools
import inspect
import logging
import random
import time
from typing import Callable, TypeVar

F = TypeVar("F", bound=Callable[..., object])
log = logging.getLogger(__name__)


def retry(*exceptions: type[BaseException], attempts: int = 3, base: float = 0.2,
          cap: float = 5.0) -> Callable[[F], F]:
    """Retry the decorated function when it raises one of `exceptions`."""
    retry_on = exceptions or (Exception,)

    def delay(attempt: int) -> float:
        return random.uniform(0, min(cap, base * 2**attempt))

    def decorate(func: F) -> F:
        if inspect.iscoroutinefunction(func):
            @functools.wraps(func)
            async def async_wrapper(*args, **kwargs):
                for attempt in range(attempts):
                    try:
                        return await func(*args, **kwargs)
                    except retry_on as exc:
                        if attempt == attempts - 1:
                            raise
                        log.warning("%s failed (%r), retry %d", func.__qualname__, exc, attempt + 1)
                        await asyncio.sleep(delay(attempt))
            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for attempt in range(attempts):
                try:
                    return func(*args, **kwargs)
                except retry_on as exc:
                    if attempt == attempts - 1:
                        raise
                    log.warning("%s failed (%r), retry %d", func.__qualname__, exc, attempt + 1)
                    time.sleep(delay(attempt))
        return wrapper  # type: ignore[return-value]

    return decorate
