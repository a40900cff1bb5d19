import asyncio
import unittest

from worker.jobs import Job, PermanentError, Registry
from worker.runner import Worker

from .fakes import MemorySource


def jobs(kind: str, n: int) -> list[Job]:
    return [Job(id=f"{kind}-{i}", kind=kind) for i in range(n)]


def make_worker(source: MemorySource, registry: Registry, **options) -> Worker:
    defaults = {"poll_interval": 0.01, "shutdown_grace": 1.0, "jitter": lambda: 1.0}
    return Worker(source, registry, **(defaults | options))


class WorkerTest(unittest.IsolatedAsyncioTestCase):
    async def run_until_drained(self, worker: Worker, source: MemorySource) -> None:
        """Runs the worker until the source is empty and nothing is in flight, then stops it."""
        stop = asyncio.Event()
        task = asyncio.create_task(worker.run(stop))
        async with asyncio.timeout(5):
            while not (source.empty.is_set() and worker.stats.in_flight == 0 and not source.ready):
                source.empty.clear()
                await asyncio.sleep(0.01)
        stop.set()
        await asyncio.wait_for(task, 5)

    async def test_runs_every_job_with_bounded_concurrency(self):
        registry = Registry()
        running = 0
        peak = 0

        @registry.register("work")
        async def work(job: Job) -> None:
            nonlocal running, peak
            running += 1
            peak = max(peak, running)
            await asyncio.sleep(0.02)
            running -= 1

        source = MemorySource(jobs("work", 12))
        worker = make_worker(source, registry, concurrency=3)
        await self.run_until_drained(worker, source)
        self.assertEqual(sorted(source.acked), sorted(j.id for j in jobs("work", 12)))
        self.assertEqual(peak, 3)
        self.assertEqual(worker.stats.succeeded, 12)

    async def test_retries_with_backoff_then_succeeds(self):
        registry = Registry()
        calls = 0

        @registry.register("flaky")
        async def flaky(job: Job) -> None:
            nonlocal calls
            calls += 1
            if calls < 3:
                raise ConnectionError("upstream down")

        source = MemorySource(jobs("flaky", 1))
        worker = make_worker(source, registry, backoff_base=2.0)
        await self.run_until_drained(worker, source)
        self.assertEqual(source.acked, ["flaky-0"])
        self.assertEqual([delay for _, delay, _ in source.retried], [2.0, 4.0])
        self.assertIn("ConnectionError: upstream down", source.retried[0][2])

    async def test_dead_letters_after_max_attempts(self):
        registry = Registry()

        @registry.register("broken")
        async def broken(job: Job) -> None:
            raise RuntimeError("always")

        source = MemorySource(jobs("broken", 1))
        worker = make_worker(source, registry, max_attempts=3)
        await self.run_until_drained(worker, source)
        self.assertEqual(len(source.retried), 2)
        self.assertEqual(len(source.dead), 1)
        self.assertIn("gave up after 3 attempts", source.dead[0][1])

    async def test_permanent_errors_and_unknown_kinds_are_not_retried(self):
        registry = Registry()

        @registry.register("invalid")
        async def invalid(job: Job) -> None:
            raise PermanentError("bad payload")

        source = MemorySource([Job(id="a", kind="invalid"), Job(id="b", kind="unhandled")])
        await self.run_until_drained(make_worker(source, registry), source)
        self.assertEqual(source.retried, [])
        self.assertEqual(
            source.dead,
            [("a", "permanent: bad payload"), ("b", "no handler for kind 'unhandled'")],
        )

    async def test_a_job_that_runs_too_long_times_out_and_is_retried(self):
        registry = Registry()
        attempts = 0

        @registry.register("slow")
        async def slow(job: Job) -> None:
            nonlocal attempts
            attempts += 1
            if attempts == 1:
                await asyncio.sleep(10)

        source = MemorySource(jobs("slow", 1))
        await self.run_until_drained(make_worker(source, registry, job_timeout=0.05), source)
        self.assertEqual(source.retried[0][2], "timed out after 0.05s")
        self.assertEqual(source.acked, ["slow-0"])

    async def test_backoff_is_capped_and_jittered(self):
        worker = make_worker(MemorySource(), Registry(), backoff_base=1.0, backoff_max=60.0)
        self.assertEqual([worker.backoff(n) for n in (1, 2, 3, 10)], [1.0, 2.0, 4.0, 60.0])
        worker.jitter = lambda: 0.0
        self.assertEqual(worker.backoff(3), 2.0)


class ShutdownTest(unittest.IsolatedAsyncioTestCase):
    async def test_finishes_running_jobs_and_releases_the_rest(self):
        registry = Registry()
        started = asyncio.Event()
        finish = asyncio.Event()

        @registry.register("work")
        async def work(job: Job) -> None:
            started.set()
            await finish.wait()

        source = MemorySource(jobs("work", 5))
        worker = make_worker(source, registry, concurrency=1)
        stop = asyncio.Event()
        task = asyncio.create_task(worker.run(stop))
        await asyncio.wait_for(started.wait(), 5)
        await asyncio.sleep(0.05)  # let the fetch loop fill the queue behind the running job
        stop.set()
        await asyncio.sleep(0.05)
        self.assertFalse(task.done(), "the worker must wait for the running job")
        finish.set()
        await asyncio.wait_for(task, 5)
        self.assertEqual(source.acked, ["work-0"])
        # work-1 waited in the queue and work-2 in the fetch loop: claimed, never started.
        self.assertEqual(sorted(source.released), ["work-1", "work-2"])
        self.assertEqual([j.id for j in source.ready], ["work-3", "work-4"])

    async def test_cancels_and_releases_jobs_still_running_after_the_grace_period(self):
        registry = Registry()
        started = asyncio.Event()

        @registry.register("stuck")
        async def stuck(job: Job) -> None:
            started.set()
            await asyncio.sleep(60)

        job = Job(id="stuck-0", kind="stuck")
        source = MemorySource([job])
        worker = make_worker(source, registry, shutdown_grace=0.05)
        stop = asyncio.Event()
        task = asyncio.create_task(worker.run(stop))
        await asyncio.wait_for(started.wait(), 5)
        stop.set()
        await asyncio.wait_for(task, 5)
        self.assertEqual(source.released, ["stuck-0"])
        self.assertEqual(job.attempts, 0, "an interrupted attempt is not counted")
        self.assertEqual(source.acked, [])

    async def test_stops_promptly_when_idle(self):
        source = MemorySource()
        worker = make_worker(source, Registry(), poll_interval=30)
        stop = asyncio.Event()
        task = asyncio.create_task(worker.run(stop))
        await asyncio.wait_for(source.empty.wait(), 5)
        stop.set()
        await asyncio.wait_for(task, 1)  # does not sit out the 30 s poll interval


if __name__ == "__main__":
    unittest.main()
