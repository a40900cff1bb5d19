from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Generic, ParamSpec, TypeAlias, TypeVar

T = TypeVar("T")
E = TypeVar("E")
U = TypeVar("U")
P = ParamSpec("P")


@dataclass(frozen=True, slots=True)
class Ok(Generic[T]):
    value: T

    def map(self, fn: Callable[[T], U]) -> "Ok[U]":
        return Ok(fn(self.value))

    def and_then(self, fn: "Callable[[T], Result[U, E]]") -> "Result[U, E]":
        return fn(self.value)

    def unwrap_or(self, default: object) -> T:
        return self.value


@dataclass(frozen=True, slots=True)
class Err(Generic[E]):
    error: E

    # An Err passes through map and and_then untouched, so a chain stops at the first failure.
    def map(self, fn: Callable) -> "Err[E]":
        return self

    def and_then(self, fn: Callable) -> "Err[E]":
        return self

    def unwrap_or(self, default: U) -> U:
        return default


Result: TypeAlias = Ok[T] | Err[E]


def catching(*exceptions: type[Exception]) -> Callable[[Callable[P, T]], Callable[P, Result[T, Exception]]]:
    """Decorator: return Ok(value), or Err(exception) for the listed exception types only."""
    def decorate(fn: Callable[P, T]) -> Callable[P, Result[T, Exception]]:
        @wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> Result[T, Exception]:
            try:
                return Ok(fn(*args, **kwargs))
            except exceptions as error:
                return Err(error)
        return wrapper
    return decorate
