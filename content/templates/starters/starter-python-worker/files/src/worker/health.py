"""A minimal HTTP endpoint for liveness probes, served by the worker's own event loop.

An answer proves the loop is not blocked (a handler calling time.sleep or a blocking client
would freeze it). GET /healthz returns 200 and the counters as JSON; anything else is a 404.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import asdict

from worker.runner import Stats

log = logging.getLogger(__name__)


async def start_health_server(stats: Stats, host: str, port: int) -> asyncio.Server:
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            request_line = await asyncio.wait_for(reader.readline(), timeout=5)
            method, _, rest = request_line.decode("latin-1").partition(" ")
            path = rest.split(" ", 1)[0]
            if method == "GET" and path == "/healthz":
                body = asdict(stats)
                body["seconds_since_poll"] = round(time.monotonic() - body.pop("last_poll"), 3)
                status, payload = "200 OK", json.dumps(body).encode()
            else:
                status, payload = "404 Not Found", b'{"error": "not found"}'
            writer.write(
                f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(payload)}\r\nConnection: close\r\n\r\n".encode()
                + payload
            )
            await writer.drain()
        except (TimeoutError, ConnectionError) as exc:
            log.debug("health request dropped: %r", exc)
        finally:
            writer.close()

    server = await asyncio.start_server(answer, host, port)
    log.info("health endpoint listening", extra={"port": port})
    return server
