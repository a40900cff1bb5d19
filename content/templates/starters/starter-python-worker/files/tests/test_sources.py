import json
import tempfile
import time
import unittest
from pathlib import Path

from worker.sources import DirectorySource, enqueue


class DirectorySourceTest(unittest.IsolatedAsyncioTestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.root = Path(folder.name)
        self.source = DirectorySource(self.root)

    def files(self, sub: str) -> list[str]:
        return sorted(p.name for p in (self.root / sub).iterdir())

    async def test_hands_out_jobs_oldest_first_and_acks_them(self):
        first = enqueue(self.root, "k", {"n": 1})
        time.sleep(0.002)  # distinct millisecond stamps
        second = enqueue(self.root, "k", {"n": 2})
        job = await self.source.receive()
        self.assertEqual((job.id, job.payload), (first, {"n": 1}))
        self.assertEqual(len(self.files("processing")), 1)
        await self.source.ack(job)
        self.assertEqual(self.files("processing"), [])
        self.assertEqual((await self.source.receive()).id, second)
        self.assertIsNone(await self.source.receive())

    async def test_a_claimed_job_is_not_handed_out_twice(self):
        enqueue(self.root, "k", {})
        other = DirectorySource(self.root)
        self.assertIsNotNone(await self.source.receive())
        self.assertIsNone(await other.receive())

    async def test_retry_waits_for_the_delay(self):
        enqueue(self.root, "k", {})
        job = await self.source.receive()
        job.attempts = 1
        await self.source.retry(job, 60, "boom")
        self.assertIsNone(await self.source.receive(), "not due for a minute")
        (name,) = self.files("inbox")
        record = json.loads((self.root / "inbox" / name).read_text())
        self.assertEqual((record["attempts"], record["last_error"]), (1, "boom"))

    async def test_delayed_enqueue_and_release(self):
        enqueue(self.root, "later", {}, delay=60)
        self.assertIsNone(await self.source.receive())
        enqueue(self.root, "now", {})
        job = await self.source.receive()
        self.assertEqual(job.kind, "now")
        await self.source.release(job)
        self.assertEqual((await self.source.receive()).kind, "now")

    async def test_dead_letters_keep_the_error(self):
        enqueue(self.root, "k", {"x": 1})
        job = await self.source.receive()
        await self.source.dead_letter(job, "gave up")
        (name,) = self.files("failed")
        record = json.loads((self.root / "failed" / name).read_text())
        self.assertEqual((record["payload"], record["last_error"]), ({"x": 1}, "gave up"))

    async def test_unreadable_files_are_parked_not_retried_forever(self):
        (self.root / "inbox" / "0000000000001-bad.json").write_text("{not json")
        self.assertIsNone(await self.source.receive())
        self.assertEqual(
            self.files("failed"), ["0000000000001-bad.json", "0000000000001-bad.json.error"]
        )

    async def test_temporary_files_are_skipped_and_recover_moves_claims_back(self):
        (self.root / "inbox" / ".half-written.json.tmp").write_text("{")
        enqueue(self.root, "k", {})
        await self.source.receive()
        self.assertEqual(self.source.recover(), 1)
        self.assertEqual(len(self.files("inbox")), 2)


if __name__ == "__main__":
    unittest.main()
