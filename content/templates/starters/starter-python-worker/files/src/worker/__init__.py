"""An asyncio job worker: bounded concurrency, retries with backoff, graceful shutdown."""
