running = peak = 0


async def fetch_size(name: str) -> int:
    global running, peak
    running += 1
    peak = max(peak, running)
    try:
        await asyncio.sleep(30 if name == "slow.bin" else 0.01)
        if name.endswith(".missing"):
            raise FileNotFoundError(name)
        return len(name) * 1000
    finally:
        running -= 1


async def main() -> None:
    names = ["index.html", "app.js", "style.css", "logo.png", "gone.missing", "data.json", "slow.bin", "robots.txt"]
    outcomes = await run_pool(fetch_size, names, workers=3, timeout=2.0)
    for outcome in outcomes:
        if outcome.ok:
            print(f"{outcome.item}: {outcome.result} bytes")
        else:
            print(f"{outcome.item}: failed with {type(outcome.error).__name__}")
    print("most running at once:", peak, "| succeeded:", sum(o.ok for o in outcomes), "of", len(outcomes))
    print("no items:", await run_pool(fetch_size, []))


asyncio.run(main())
