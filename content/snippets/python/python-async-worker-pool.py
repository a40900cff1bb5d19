import asyncio
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class Outcome(Generic[T, R]):
    item: T
    result: R | None = None
    error: BaseException | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


async def run_pool(
    handler: Callable[[T], Awaitable[R]],
    items: Iterable[T],
    workers: int = 10,
    timeout: float | None = None,
) -> list[Outcome[T, R]]:
    """Run handler(item) for every item with at most `workers` running at once.

    Outcomes come back in input order; one item failing or timing out does not stop the others.
    """
    queue: asyncio.Queue[tuple[int, T]] = asyncio.Queue()
    for entry in enumerate(items):
        queue.put_nowait(entry)
    outcomes: list[Outcome[T, R] | None] = [None] * queue.qsize()

    async def worker() -> None:
        # A fixed set of workers pulling from a queue, rather than one task per item,
        # keeps memory flat however many items there are.
        while not queue.empty():
            index, item = queue.get_nowait()
            try:
                async with asyncio.timeout(timeout):
                    outcomes[index] = Outcome(item, result=await handler(item))
            except Exception as error:
                outcomes[index] = Outcome(item, error=error)

    async with asyncio.TaskGroup() as group:
        for _ in range(min(workers, len(outcomes))):
            group.create_task(worker())
    return [outcome for outcome in outcomes if outcome is not None]
