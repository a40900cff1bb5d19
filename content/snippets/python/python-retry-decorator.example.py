

random.seed(7)
attempts = []


@retry(ConnectionError, attempts=4, base=0.001)
def fetch_quote(symbol: str) -> str:
    attempts.append(symbol)
    if len(attempts) < 3:
        raise ConnectionError("connection reset")
    return f"{symbol}: 101.5"


print(fetch_quote("ACME"), f"after {len(attempts)} attempts")


@retry(ConnectionError, attempts=3, base=0.001)
def parse(text: str) -> int:
    attempts.append(text)
    return int(text)


attempts.clear()
try:
    parse("x")  # ValueError is not retried
except ValueError:
    print("ValueError after", len(attempts), "attempt")


@retry(TimeoutError, attempts=2, base=0.001)
async def ping() -> None:
    attempts.append("ping")
    raise TimeoutError("no answer")


attempts.clear()
try:
    asyncio.run(ping())
except TimeoutError as error:
    print(f"async gave up after {len(attempts)} attempts: {error}")
print("name kept:", ping.__name__, inspect.iscoroutinefunction(ping))
