from collections import defaultdict
from collections.abc import Callable
from typing import Any

Listener = Callable[..., Any]


class EventEmitter:
    """In-process publish/subscribe: listeners run in the order they subscribed."""

    def __init__(self) -> None:
        self._listeners: defaultdict[str, list[tuple[Listener, bool]]] = defaultdict(list)

    def on(self, event: str, listener: Listener | None = None, *, once: bool = False) -> Any:
        """Subscribe with `emitter.on("saved", fn)`, which returns an unsubscribe function,
        or use `@emitter.on("saved")` as a decorator, which returns the function unchanged."""
        if listener is None:
            def decorator(fn: Listener) -> Listener:
                self.on(event, fn, once=once)
                return fn
            return decorator
        # A tuple per subscription, so the same function subscribed twice is removed once.
        entry = (listener, once)
        self._listeners[event].append(entry)

        def unsubscribe() -> None:
            if entry in self._listeners[event]:
                self._listeners[event].remove(entry)

        return unsubscribe

    def once(self, event: str, listener: Listener) -> Callable[[], None]:
        return self.on(event, listener, once=True)

    def listener_count(self, event: str) -> int:
        return len(self._listeners.get(event, ()))

    def emit(self, event: str, *args: Any, **kwargs: Any) -> int:
        """Call every listener of `event` and return how many ran.

        A failing listener does not stop the rest; all errors are raised together
        afterwards as an ExceptionGroup.
        """
        # A copy, so listeners may subscribe or unsubscribe while the event is running.
        entries = list(self._listeners.get(event, ()))
        errors: list[Exception] = []
        for entry in entries:
            listener, once = entry
            if once:
                self._listeners[event].remove(entry)
            try:
                listener(*args, **kwargs)
            except Exception as error:
                errors.append(error)
        if errors:
            raise ExceptionGroup(f"{len(errors)} listener(s) of {event!r} failed", errors)
        return len(entries)
