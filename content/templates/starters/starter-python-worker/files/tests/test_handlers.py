import asyncio
import hashlib
import hmac
import json
import os
import socket
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from unittest import mock

from worker.handlers import RetryableHTTPError, deliver_webhook
from worker.jobs import Job, PermanentError


class Receiver(BaseHTTPRequestHandler):
    """Answers with the status in the path (/status/503) and remembers what it received."""

    received: list[tuple[dict[str, str], bytes]] = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Receiver.received.append((dict(self.headers), body))
        self.send_response(int(self.path.rsplit("/", 1)[-1]))
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


class WebhookTest(unittest.IsolatedAsyncioTestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.base = f"http://127.0.0.1:{cls.server.server_address[1]}/status"

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()

    def setUp(self):
        Receiver.received.clear()

    def job(self, status: int) -> Job:
        payload = {"url": f"{self.base}/{status}", "body": {"a": 1}}
        return Job(id="job-1", kind="webhook.deliver", payload=payload)

    async def test_delivers_json_with_an_idempotency_key(self):
        with mock.patch.dict(os.environ, {}, clear=False):
            os.environ.pop("WEBHOOK_SIGNING_SECRET", None)
            await deliver_webhook(self.job(204))
        headers, body = Receiver.received[0]
        self.assertEqual(json.loads(body), {"a": 1})
        self.assertEqual(headers["Idempotency-Key"], "job-1")
        self.assertNotIn("Webhook-Signature", headers)

    async def test_signs_when_a_secret_is_set(self):
        with mock.patch.dict(os.environ, {"WEBHOOK_SIGNING_SECRET": "s3cret"}):
            await deliver_webhook(self.job(200))
        headers, body = Receiver.received[0]
        signed = headers["Webhook-Timestamp"].encode() + b"." + body
        expected = hmac.new(b"s3cret", signed, hashlib.sha256).hexdigest()
        self.assertEqual(headers["Webhook-Signature"], f"sha256={expected}")

    async def test_server_errors_and_rate_limits_are_retryable(self):
        for status in (500, 503, 429):
            with self.subTest(status=status), self.assertRaises(RetryableHTTPError):
                await deliver_webhook(self.job(status))

    async def test_client_errors_and_bad_urls_are_permanent(self):
        with self.assertRaises(PermanentError):
            await deliver_webhook(self.job(404))
        with self.assertRaises(PermanentError):
            local_file = Job(id="x", kind="webhook.deliver", payload={"url": "file:///etc/passwd"})
            await deliver_webhook(local_file)

    async def test_connection_failures_propagate_for_a_retry(self):
        with socket.socket() as probe:  # a port that was free a moment ago: nothing listens there
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        job = Job(id="x", kind="webhook.deliver", payload={"url": f"http://127.0.0.1:{port}/"})
        with self.assertRaises(OSError):
            await asyncio.wait_for(deliver_webhook(job), 15)


if __name__ == "__main__":
    unittest.main()
