"""An in-memory Source that records what the worker did with each job."""

from __future__ import annotations

import asyncio
from collections import deque

from worker.jobs import Job


class MemorySource:
    def __init__(self, jobs: list[Job] | None = None) -> None:
        self.ready: deque[Job] = deque(jobs or [])
        self.acked: list[str] = []
        self.retried: list[tuple[str, float, str]] = []
        self.released: list[str] = []
        self.dead: list[tuple[str, str]] = []
        # Set once the source has nothing left to hand out, so tests can wait for it.
        self.empty = asyncio.Event()

    async def receive(self) -> Job | None:
        if self.ready:
            return self.ready.popleft()
        self.empty.set()
        return None

    async def ack(self, job: Job) -> None:
        self.acked.append(job.id)

    async def retry(self, job: Job, delay: float, error: str) -> None:
        self.retried.append((job.id, delay, error))
        self.ready.append(job)  # due again at once: tests do not wait for backoff

    async def release(self, job: Job) -> None:
        self.released.append(job.id)

    async def dead_letter(self, job: Job, error: str) -> None:
        self.dead.append((job.id, error))
