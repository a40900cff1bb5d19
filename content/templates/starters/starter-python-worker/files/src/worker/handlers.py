"""The job handlers. Each is an async function registered for one job kind.

Delivery is at least once: a job can run again after a crash or a lost acknowledgement, so
handlers must be safe to repeat. The webhook handler sends the job id as an Idempotency-Key
so the receiver can drop duplicates.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import os
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from worker.jobs import Job, PermanentError, Registry

registry = Registry()

# Shorter than the worker's job timeout: a thread running urlopen cannot be cancelled, so the
# request must end on its own.
HTTP_TIMEOUT = 10.0
# Answers worth retrying: timeouts, rate limits and server errors. Other 4xx will not improve.
RETRYABLE_STATUS = {408, 425, 429}


class RetryableHTTPError(Exception):
    pass


@registry.register("webhook.deliver")
async def deliver_webhook(job: Job) -> None:
    """POSTs payload["body"] as JSON to payload["url"], signed if WEBHOOK_SIGNING_SECRET is set."""
    url = job.payload.get("url")
    if not isinstance(url, str) or urlsplit(url).scheme not in {"http", "https"}:
        raise PermanentError(f"payload.url must be an http(s) URL, not {url!r}")
    body = json.dumps(job.payload.get("body", {}), separators=(",", ":")).encode()
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "worker-starter/1.0",
        "Idempotency-Key": job.id,
    }
    secret = os.environ.get("WEBHOOK_SIGNING_SECRET")
    if secret:
        # The receiver recomputes HMAC-SHA256 over "<timestamp>.<body>" and rejects old timestamps.
        timestamp = str(int(time.time()))
        digest = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
        headers["Webhook-Timestamp"] = timestamp
        headers["Webhook-Signature"] = f"sha256={digest.hexdigest()}"
    status = await asyncio.to_thread(_post, url, body, headers)
    if status >= 500 or status in RETRYABLE_STATUS:
        raise RetryableHTTPError(f"{url} answered {status}")
    if status >= 400:
        raise PermanentError(f"{url} answered {status}")


def _post(url: str, body: bytes, headers: dict[str, str]) -> int:
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=HTTP_TIMEOUT) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return exc.code
