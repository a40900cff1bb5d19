import asyncio
import random
from typing import Any

import httpx

RETRYABLE_STATUS = {429, 500, 502, 503, 504}


async def get_json(client: httpx.AsyncClient, url: str, *, attempts: int = 4,
                   base_delay: float = 0.5, max_delay: float = 8.0) -> Any:
    """GET url and decode JSON, retrying transient failures with exponential backoff."""
    for attempt in range(attempts):
        try:
            response = await client.get(url)
            if response.status_code not in RETRYABLE_STATUS:
                response.raise_for_status()
                return response.json()
            retry_after = response.headers.get("Retry-After", "")
            delay = float(retry_after) if retry_after.isdigit() else None
        except (httpx.TimeoutException, httpx.TransportError):
            delay = None
            if attempt == attempts - 1:
                raise
        if attempt == attempts - 1:
            response.raise_for_status()
        if delay is None:
            delay = random.uniform(0, min(max_delay, base_delay * 2**attempt))
        await asyncio.sleep(delay)
    raise RuntimeError("unreachable")


async def fetch_all(urls: list[str], *, concurrency: int = 10) -> list[Any]:
    """Fetch every URL with at most `concurrency` requests in flight, preserving order."""
    limit = asyncio.Semaphore(concurrency)
    timeout = httpx.Timeout(10.0, connect=5.0)
    async with httpx.AsyncClient(timeout=timeout, follow_redirects=True) as client:

        async def one(url: str) -> Any:
            async with limit:
                return await get_json(client, url)

        return await asyncio.gather(*(one(url) for url in urls))
