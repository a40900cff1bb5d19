"""`python -m worker` runs the worker; `python -m worker enqueue KIND JSON` adds a job."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import signal
import sys

from worker.config import ConfigError, Settings
from worker.handlers import registry
from worker.health import start_health_server
from worker.logs import configure
from worker.runner import Worker
from worker.sources import DirectorySource, enqueue

log = logging.getLogger("worker")


async def serve(settings: Settings) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def on_signal(sig: signal.Signals) -> None:
        if stop.is_set():
            # A second signal means "now": restore the default action and deliver it again.
            loop.remove_signal_handler(sig)
            signal.raise_signal(sig)
            return
        log.info("shutdown requested", extra={"signal": sig.name})
        stop.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, on_signal, sig)

    source = DirectorySource(settings.spool_dir)
    worker = Worker(
        source,
        registry,
        concurrency=settings.concurrency,
        job_timeout=settings.job_timeout,
        max_attempts=settings.max_attempts,
        backoff_base=settings.backoff_base,
        backoff_max=settings.backoff_max,
        poll_interval=settings.poll_interval,
        shutdown_grace=settings.shutdown_grace,
    )
    health = None
    if settings.health_port:
        health = await start_health_server(worker.stats, settings.health_host, settings.health_port)
    try:
        await worker.run(stop)
    finally:
        if health is not None:
            health.close()
            await health.wait_closed()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m worker")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="run the worker (the default)")
    add = commands.add_parser("enqueue", help="add a job to WORKER_SPOOL_DIR")
    add.add_argument("kind", choices=registry.kinds())
    add.add_argument("payload", type=json.loads, help="the payload as a JSON object")
    add.add_argument("--delay", type=float, default=0.0, help="seconds before it is due")
    args = parser.parse_args(argv)
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"configuration error: {exc}", file=sys.stderr)
        return 2
    configure(settings.log_level)
    if args.command == "enqueue":
        if not isinstance(args.payload, dict):
            parser.error("payload must be a JSON object, such as '{\"url\": \"https://...\"}'")
        print(enqueue(settings.spool_dir, args.kind, args.payload, args.delay))
        return 0
    asyncio.run(serve(settings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
