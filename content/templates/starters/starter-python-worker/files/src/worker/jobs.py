"""What a job is, how handlers are registered, and the errors a handler can raise."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

Handler = Callable[["Job"], Awaitable[None]]


@dataclass
class Job:
    id: str
    kind: str
    payload: dict[str, Any] = field(default_factory=dict)
    # Attempts already made; the worker increments it before each run.
    attempts: int = 0
    # Set by the source that handed the job out, for its own bookkeeping (a file name, a lease).
    receipt: str = ""


class PermanentError(Exception):
    """Retrying cannot help (a bad payload, a 4xx answer): the job goes to the dead letters."""


class Registry:
    """Maps a job's kind to its handler."""

    def __init__(self) -> None:
        self._handlers: dict[str, Handler] = {}

    def register(self, kind: str) -> Callable[[Handler], Handler]:
        def decorate(fn: Handler) -> Handler:
            if kind in self._handlers:
                raise ValueError(f"a handler for {kind!r} is already registered")
            self._handlers[kind] = fn
            return fn

        return decorate

    def get(self, kind: str) -> Handler | None:
        return self._handlers.get(kind)

    def kinds(self) -> list[str]:
        return sorted(self._handlers)
