"""Where jobs come from. The worker only knows the Source protocol; DirectorySource is one
implementation that needs nothing but a folder. Put Redis, SQS, RabbitMQ or PostgreSQL
(`SELECT ... FOR UPDATE SKIP LOCKED`) behind the same five methods to change the broker.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import uuid
from pathlib import Path
from typing import Any, Protocol

from worker.jobs import Job


class Source(Protocol):
    async def receive(self) -> Job | None:
        """Claims the next job that is due, or returns None when there is none right now."""

    async def ack(self, job: Job) -> None:
        """The job succeeded: forget it."""

    async def retry(self, job: Job, delay: float, error: str) -> None:
        """The attempt failed: hand the job out again after `delay` seconds."""

    async def release(self, job: Job) -> None:
        """The job was claimed but not finished (shutdown): hand it out again now."""

    async def dead_letter(self, job: Job, error: str) -> None:
        """The job failed for good: keep it, with the error, for a person to look at."""


class DirectorySource:
    """Jobs as JSON files in a folder, claimed by an atomic rename.

    spool/inbox       due and delayed jobs, named <due time in ms>-<id>.json so a sorted
                      listing is the order to run them in
    spool/processing  jobs a worker has claimed
    spool/failed      dead letters, with the last error

    Several worker processes may share one spool on the same file system: os.rename succeeds
    for exactly one of them. Files left in processing/ by a worker that was killed are moved
    back by recover(), which only a sole worker should call at start-up.
    """

    def __init__(self, root: Path) -> None:
        self.inbox = root / "inbox"
        self.processing = root / "processing"
        self.failed = root / "failed"
        for folder in (self.inbox, self.processing, self.failed):
            folder.mkdir(parents=True, exist_ok=True)

    async def receive(self) -> Job | None:
        # File system calls block, so they run in a thread and never stall the event loop.
        return await asyncio.to_thread(self._claim_next)

    def _claim_next(self) -> Job | None:
        now_ms = int(time.time() * 1000)
        for name in sorted(os.listdir(self.inbox)):
            if not name.endswith(".json"):
                continue  # a producer's temporary file, not yet renamed into place
            due, _, _ = name.partition("-")
            if due.isdigit() and int(due) > now_ms:
                return None  # sorted by due time: everything after this is later still
            claimed = self.processing / name
            try:
                os.rename(self.inbox / name, claimed)
            except FileNotFoundError:
                continue  # another worker claimed it first
            try:
                data = json.loads(claimed.read_text(encoding="utf-8"))
                return Job(
                    id=str(data["id"]),
                    kind=str(data["kind"]),
                    payload=dict(data.get("payload") or {}),
                    attempts=int(data.get("attempts", 0)),
                    receipt=name,
                )
            except (ValueError, KeyError, TypeError) as exc:
                # Unreadable jobs can never succeed; park them instead of looping on them.
                os.rename(claimed, self.failed / name)
                _write_error(self.failed / f"{name}.error", f"unreadable job file: {exc!r}")
        return None

    async def ack(self, job: Job) -> None:
        await asyncio.to_thread((self.processing / job.receipt).unlink, True)

    async def retry(self, job: Job, delay: float, error: str) -> None:
        def move() -> None:
            due_ms = int((time.time() + delay) * 1000)
            record = _record(job) | {"last_error": error}
            _write_json_atomically(self.inbox / f"{due_ms:013d}-{job.id}.json", record)
            (self.processing / job.receipt).unlink(missing_ok=True)

        await asyncio.to_thread(move)

    async def release(self, job: Job) -> None:
        def move() -> None:
            _write_json_atomically(self.processing / job.receipt, _record(job))
            os.rename(self.processing / job.receipt, self.inbox / job.receipt)

        await asyncio.to_thread(move)

    async def dead_letter(self, job: Job, error: str) -> None:
        def move() -> None:
            record = _record(job) | {"last_error": error}
            _write_json_atomically(self.failed / job.receipt, record)
            (self.processing / job.receipt).unlink(missing_ok=True)

        await asyncio.to_thread(move)

    def recover(self) -> int:
        """Moves every claimed job back to the inbox; returns how many."""
        names = [n for n in os.listdir(self.processing) if n.endswith(".json")]
        for name in names:
            os.rename(self.processing / name, self.inbox / name)
        return len(names)


def enqueue(root: Path, kind: str, payload: dict[str, Any], delay: float = 0.0) -> str:
    """Adds a job for DirectorySource (producers call this, or write the same file themselves)."""
    inbox = root / "inbox"
    inbox.mkdir(parents=True, exist_ok=True)
    job_id = uuid.uuid4().hex
    due_ms = int((time.time() + delay) * 1000)
    record = {"id": job_id, "kind": kind, "payload": payload, "attempts": 0}
    _write_json_atomically(inbox / f"{due_ms:013d}-{job_id}.json", record)
    return job_id


def _record(job: Job) -> dict[str, Any]:
    return {"id": job.id, "kind": job.kind, "payload": job.payload, "attempts": job.attempts}


def _write_json_atomically(path: Path, data: dict[str, Any]) -> None:
    # Written under a name workers skip, flushed, then renamed: a reader sees all of it or none.
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def _write_error(path: Path, message: str) -> None:
    path.write_text(message + "\n", encoding="utf-8")
