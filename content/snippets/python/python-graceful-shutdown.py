import asyncio
import signal
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any


async def run_until_signalled(
    main: Callable[[asyncio.Event], Coroutine[Any, Any, None]],
    cleanup: Callable[[], Awaitable[None]] | None = None,
    grace: float = 10.0,
    signals: tuple[signal.Signals, ...] = (signal.SIGINT, signal.SIGTERM),
) -> signal.Signals | None:
    """Run main(stop) until it returns or a signal arrives, then allow `grace` seconds to finish.

    main should watch the `stop` event and wind down once it is set. Returns the signal
    received, if any. Unix only: Windows event loops have no add_signal_handler.
    """
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    received: list[signal.Signals] = []
    task = asyncio.create_task(main(stop))

    def on_signal(sig: signal.Signals) -> None:
        if received:
            task.cancel()  # a second signal means "now": skip the rest of the grace period
        received.append(sig)
        stop.set()

    for sig in signals:
        loop.add_signal_handler(sig, on_signal, sig)
    stopper = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({task, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if not task.done():
            done, _ = await asyncio.wait({task}, timeout=grace)
            if not done:
                task.cancel()
                await asyncio.wait({task})
        if not task.cancelled():
            task.result()  # re-raise an error from main itself
    finally:
        stopper.cancel()
        task.cancel()  # a no-op when main has finished; stops it if we were cancelled ourselves
        for sig in signals:
            loop.remove_signal_handler(sig)
        if cleanup is not None:
            await cleanup()
    return received[0] if received else None
