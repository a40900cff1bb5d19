"""The worker: a fetch loop feeding an asyncio.Queue, drained by a fixed number of consumers.

The queue holds at most `concurrency` claimed jobs (and the fetch loop one more while it waits
for room), so the worker never takes much more work from the source than it is running.

Shutdown, once `stop` is set:

1. the fetch loop stops claiming jobs;
2. claimed jobs that have not started are released back to the source at once;
3. running jobs get `shutdown_grace` seconds to finish;
4. any still running after that are cancelled and released, so another worker picks them up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from worker.jobs import Job, PermanentError, Registry
from worker.sources import Source

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass
class Stats:
    succeeded: int = 0
    retried: int = 0
    dead_lettered: int = 0
    released: int = 0
    in_flight: int = 0
    # time.monotonic() of the fetch loop's last pass: the health check's sign of life.
    last_poll: float = 0.0


class Worker:
    def __init__(
        self,
        source: Source,
        registry: Registry,
        *,
        concurrency: int = 4,
        job_timeout: float = 30.0,
        max_attempts: int = 5,
        backoff_base: float = 1.0,
        backoff_max: float = 300.0,
        poll_interval: float = 1.0,
        shutdown_grace: float = 25.0,
        jitter: Callable[[], float] = random.random,
    ) -> None:
        self.source = source
        self.registry = registry
        self.concurrency = concurrency
        self.job_timeout = job_timeout
        self.max_attempts = max_attempts
        self.backoff_base = backoff_base
        self.backoff_max = backoff_max
        self.poll_interval = poll_interval
        self.shutdown_grace = shutdown_grace
        self.jitter = jitter
        self.stats = Stats(last_poll=time.monotonic())

    def backoff(self, attempts: int) -> float:
        """Exponential backoff with "equal jitter": between half and all of base * 2^(n-1), capped.

        The jitter spreads out retries of jobs that failed together (an outage), so they do not
        all hit the recovering dependency at the same moment.
        """
        ceiling = min(self.backoff_max, self.backoff_base * 2 ** (attempts - 1))
        return ceiling / 2 + self.jitter() * ceiling / 2

    async def run(self, stop: asyncio.Event) -> None:
        queue: asyncio.Queue[Job | None] = asyncio.Queue(maxsize=self.concurrency)
        consumers = [
            asyncio.create_task(self._consume(queue), name=f"consumer-{i}")
            for i in range(self.concurrency)
        ]
        log.info("worker started", extra={"concurrency": self.concurrency})
        try:
            await self._fetch(queue, stop)
            log.info("stopping: no new jobs", extra={"in_flight": self.stats.in_flight})
            while not queue.empty():
                job = queue.get_nowait()
                if job is not None:
                    await self._release(job)
            for _ in consumers:
                queue.put_nowait(None)  # one stop marker per consumer; the queue has room
            _, running = await asyncio.wait(consumers, timeout=self.shutdown_grace)
            if running:
                log.warning("grace period over: cancelling jobs", extra={"jobs": len(running)})
        finally:
            for task in consumers:
                task.cancel()
            await asyncio.gather(*consumers, return_exceptions=True)
        log.info("worker stopped", extra={"released": self.stats.released})

    async def _fetch(self, queue: asyncio.Queue[Job | None], stop: asyncio.Event) -> None:
        while not stop.is_set():
            self.stats.last_poll = time.monotonic()
            try:
                job = await self.source.receive()
            except Exception:
                # A broker hiccup must not kill the worker: log it and poll again later.
                log.exception("could not receive a job")
                job = None
            if job is None:
                await _until(stop, asyncio.sleep(self.poll_interval))
                continue
            if not await _until(stop, queue.put(job)):
                await self._release(job)  # stop came while every consumer was busy

    async def _consume(self, queue: asyncio.Queue[Job | None]) -> None:
        while (job := await queue.get()) is not None:
            self.stats.in_flight += 1
            try:
                await self._process(job)
            except asyncio.CancelledError:
                job.attempts -= 1  # an interrupted attempt does not count against the job
                await asyncio.shield(self._release(job))
                raise
            finally:
                self.stats.in_flight -= 1

    async def _process(self, job: Job) -> None:
        job.attempts += 1
        context = {"job_id": job.id, "kind": job.kind, "attempt": job.attempts}
        handler = self.registry.get(job.kind)
        if handler is None:
            await self._dead_letter(job, f"no handler for kind {job.kind!r}", context)
            return
        started = time.monotonic()
        try:
            async with asyncio.timeout(self.job_timeout):
                await handler(job)
        except PermanentError as exc:
            await self._dead_letter(job, f"permanent: {exc}", context)
        except TimeoutError:
            await self._failed(job, f"timed out after {self.job_timeout:g}s", context)
        except Exception as exc:
            await self._failed(job, f"{type(exc).__name__}: {exc}", context)
        else:
            await self.source.ack(job)
            self.stats.succeeded += 1
            elapsed_ms = round((time.monotonic() - started) * 1000)
            log.info("job done", extra={**context, "ms": elapsed_ms})

    async def _failed(self, job: Job, error: str, context: dict[str, object]) -> None:
        if job.attempts >= self.max_attempts:
            await self._dead_letter(job, f"gave up after {job.attempts} attempts: {error}", context)
            return
        delay = self.backoff(job.attempts)
        await self.source.retry(job, delay, error)
        self.stats.retried += 1
        log.warning(
            "job failed, will retry", extra={**context, "error": error, "retry_in": round(delay, 3)}
        )

    async def _dead_letter(self, job: Job, error: str, context: dict[str, object]) -> None:
        await self.source.dead_letter(job, error)
        self.stats.dead_lettered += 1
        log.error("job dead-lettered", extra={**context, "error": error})

    async def _release(self, job: Job) -> None:
        try:
            await self.source.release(job)
            self.stats.released += 1
        except Exception:
            log.exception("could not release job", extra={"job_id": job.id})


async def _until(stop: asyncio.Event, work: Awaitable[T]) -> bool:
    """Awaits `work` unless `stop` is set first (then cancels it). True if the work finished."""
    task = asyncio.ensure_future(work)
    stopped = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({task, stopped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopped.cancel()
    if task.done():
        return True
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    return False
