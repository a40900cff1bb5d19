import os

processed: list[int] = []


async def worker(stop: asyncio.Event) -> None:
    job = 0
    while not stop.is_set():
        job += 1
        await asyncio.sleep(0.01)  # one unit of work is always finished, never cut in half
        processed.append(job)
    print("worker: stopped cleanly, last job finished:", processed[-1] == job)


async def stubborn(stop: asyncio.Event) -> None:
    try:
        await asyncio.sleep(60)  # ignores the stop event
    except asyncio.CancelledError:
        print("stubborn: cancelled after the grace period")
        raise


async def quick(stop: asyncio.Event) -> None:
    print("quick: done without any signal")


async def close_resources() -> None:
    print("cleanup: connections closed")


async def main() -> None:
    loop = asyncio.get_running_loop()
    loop.call_later(0.1, os.kill, os.getpid(), signal.SIGTERM)
    sig = await run_until_signalled(worker, close_resources)
    print("received:", sig.name if sig else None, "| jobs done:", len(processed) > 1)

    loop.call_later(0.05, os.kill, os.getpid(), signal.SIGINT)
    sig = await run_until_signalled(stubborn, grace=0.1)
    print("received:", sig.name if sig else None)

    print("received:", await run_until_signalled(quick, close_resources))


asyncio.run(main())
