"""End to end: the real `python -m worker` process, its health endpoint and SIGTERM handling."""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread

from worker.sources import enqueue

from . import SRC


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Receiver(BaseHTTPRequestHandler):
    hits = 0

    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        Receiver.hits += 1
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


class MainTest(unittest.TestCase):
    def test_processes_jobs_answers_health_checks_and_stops_on_sigterm(self):
        receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        Thread(target=receiver.serve_forever, daemon=True).start()
        self.addCleanup(receiver.server_close)
        self.addCleanup(receiver.shutdown)
        spool = tempfile.TemporaryDirectory()
        self.addCleanup(spool.cleanup)
        url = f"http://127.0.0.1:{receiver.server_address[1]}/hook"
        enqueue(Path(spool.name), "webhook.deliver", {"url": url, "body": {"n": 1}})

        health_port = free_port()
        env = os.environ | {
            "PYTHONPATH": SRC,
            "WORKER_SPOOL_DIR": spool.name,
            "WORKER_POLL_INTERVAL": "0.05",
            "WORKER_HEALTH_PORT": str(health_port),
            "WORKER_HEALTH_HOST": "127.0.0.1",
        }
        process = subprocess.Popen(
            [sys.executable, "-m", "worker"], env=env, stdout=subprocess.PIPE, text=True
        )
        self.addCleanup(process.kill)

        deadline = time.monotonic() + 15
        health = None
        while time.monotonic() < deadline and (health is None or Receiver.hits == 0):
            try:
                health_url = f"http://127.0.0.1:{health_port}/healthz"
                with urllib.request.urlopen(health_url, timeout=1) as response:
                    health = json.load(response)
            except OSError:
                pass
            time.sleep(0.05)
        self.assertEqual(Receiver.hits, 1, "the job was delivered")
        self.assertIsNotNone(health)

        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=15)
        self.assertEqual(process.returncode, 0)
        messages = [json.loads(line)["message"] for line in output.splitlines()]
        self.assertIn("job done", messages)
        self.assertEqual(messages[-1], "worker stopped")


if __name__ == "__main__":
    unittest.main()
