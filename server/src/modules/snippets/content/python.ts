import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** Python snippets written for Snipstack. */
export const pythonSnippets: SnippetSeed[] = [
  {
    slug: 'python-dataclass-config-loader',
    title: 'Typed Config from Environment Variables',
    description:
      "Load a frozen dataclass from environment variables, converting each value to the field's declared type and failing with one clear message that lists every problem.",
    language: 'Python',
    category: 'Config',
    tags: ['python', 'dataclasses', 'config', 'environment'],
    plan: 'free',
    code: `from __future__ import annotations

import os
from dataclasses import dataclass, fields
from typing import Mapping


@dataclass(frozen=True)
class Settings:
    database_url: str
    port: int = 8000
    debug: bool = False
    request_timeout: float = 10.0
    allowed_hosts: tuple[str, ...] = ("localhost",)


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def _convert(raw: str, type_name: str) -> object:
    if type_name == "bool":
        value = raw.strip().lower()
        if value not in _TRUE | _FALSE:
            raise ValueError(f"expected a boolean, got {raw!r}")
        return value in _TRUE
    if type_name == "int":
        return int(raw)
    if type_name == "float":
        return float(raw)
    if type_name.startswith("tuple"):
        return tuple(part.strip() for part in raw.split(",") if part.strip())
    return raw


def load_settings(env: Mapping[str, str] = os.environ, prefix: str = "APP_") -> Settings:
    """Build Settings from PREFIX_FIELD variables; missing optional fields keep their defaults."""
    values: dict[str, object] = {}
    errors: list[str] = []
    for field in fields(Settings):
        key = prefix + field.name.upper()
        if key not in env:
            continue
        try:
            values[field.name] = _convert(env[key], str(field.type))
        except ValueError as exc:
            errors.append(f"{key}: {exc}")
    try:
        settings = Settings(**values)
    except TypeError as exc:  # a required field without a default is missing
        errors.append(str(exc))
    if errors:
        raise RuntimeError("invalid configuration:\\n  " + "\\n  ".join(errors))
    return settings
`,
    mdx: `A standard-library-only settings loader. The field declarations are the single source of truth: names map to \`APP_\` variables, annotations decide how each string is converted, and defaults make a field optional. All errors are reported together so a misconfigured deployment fails once with the full list.

## Usage

${fence}python
import os

os.environ.update({"APP_DATABASE_URL": "postgresql://localhost/app", "APP_PORT": "9000",
                   "APP_DEBUG": "yes", "APP_ALLOWED_HOSTS": "example.com, api.example.com"})

settings = load_settings()
print(settings.port, settings.debug, settings.allowed_hosts)
# 9000 True ('example.com', 'api.example.com')
${fence}

## Notes

- \`from __future__ import annotations\` makes \`field.type\` a string such as \`"int"\`, which is what \`_convert\` matches on. Without the import you would compare against the type objects instead.
- Pass a plain dict as \`env\` in tests instead of patching \`os.environ\`.
- The dataclass is frozen, so settings cannot be changed by accident after start-up.
`,
  },
  {
    slug: 'python-async-http-retries',
    title: 'Async HTTP Client with Retries and Concurrency Limit',
    description:
      'Fetch many URLs concurrently with httpx, retrying timeouts, 429s and 5xx responses with exponential backoff and jitter while capping requests in flight.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'asyncio', 'httpx', 'retry'],
    plan: 'pro',
    price: 9,
    code: `import asyncio
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
    """Fetch every URL with at most \`concurrency\` requests in flight, preserving order."""
    limit = asyncio.Semaphore(concurrency)
    timeout = httpx.Timeout(10.0, connect=5.0)
    async with httpx.AsyncClient(timeout=timeout, follow_redirects=True) as client:

        async def one(url: str) -> Any:
            async with limit:
                return await get_json(client, url)

        return await asyncio.gather(*(one(url) for url in urls))
`,
    mdx: `\`get_json\` retries only what is worth retrying: timeouts, connection errors, rate limiting and gateway-style 5xx responses. It honours a numeric \`Retry-After\` header and otherwise sleeps a random "full jitter" delay. \`fetch_all\` shares one connection pool and a semaphore across all requests.

## Usage

${fence}python
import asyncio

urls = [f"https://api.example.com/items/{i}" for i in range(1, 51)]
items = asyncio.run(fetch_all(urls, concurrency=8))
print(len(items), items[0])
${fence}

${fence}bash
pip install httpx
${fence}

## Notes

- Client errors such as 404 or 422 raise \`httpx.HTTPStatusError\` at once; retrying them would never succeed.
- \`asyncio.gather\` fails fast: the first exception propagates and the other results are lost. Pass \`return_exceptions=True\` to collect failures alongside successes.
- Only retry idempotent requests. For POSTs, send an idempotency key the server understands.
`,
  },
  {
    slug: 'python-csv-streaming',
    title: 'Stream and Aggregate a Large CSV',
    description:
      'Process a CSV file of any size row by row with constant memory, aggregating revenue per customer and writing a summary CSV, with malformed rows reported instead of crashing the run.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'csv', 'streaming', 'generators'],
    plan: 'free',
    code: `import csv
from collections import defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterator, NamedTuple


class Sale(NamedTuple):
    customer_id: str
    amount: Decimal


def read_sales(path: Path, errors: list[str]) -> Iterator[Sale]:
    """Yield valid rows one at a time; describe bad rows in \`errors\` and skip them."""
    with path.open(newline="", encoding="utf-8") as handle:
        for line_no, row in enumerate(csv.DictReader(handle), start=2):
            customer = (row.get("customer_id") or "").strip()
            raw_amount = (row.get("amount") or "").strip()
            try:
                amount = Decimal(raw_amount)
            except InvalidOperation:
                amount = Decimal("NaN")
            if not customer:
                errors.append(f"line {line_no}: missing customer_id")
            elif not amount.is_finite():
                errors.append(f"line {line_no}: invalid amount {raw_amount!r}")
            else:
                yield Sale(customer, amount)


def summarize(source: Path, target: Path) -> list[str]:
    """Write customer_id,orders,revenue for every customer, largest revenue first."""
    totals: defaultdict[str, Decimal] = defaultdict(Decimal)
    counts: defaultdict[str, int] = defaultdict(int)
    errors: list[str] = []
    for sale in read_sales(source, errors):
        totals[sale.customer_id] += sale.amount
        counts[sale.customer_id] += 1

    with target.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["customer_id", "orders", "revenue"])
        for customer, revenue in sorted(totals.items(), key=lambda item: item[1], reverse=True):
            writer.writerow([customer, counts[customer], f"{revenue:.2f}"])
    return errors
`,
    mdx: `\`csv.DictReader\` already reads lazily; wrapping it in a generator keeps parsing and validation in one place and means only one row is in memory at a time. Memory then grows with the number of distinct customers, not the number of rows. Amounts use \`Decimal\` so money is never rounded through floats.

## Usage

${fence}python
from pathlib import Path

problems = summarize(Path("sales-2024.csv"), Path("revenue-by-customer.csv"))
for problem in problems[:20]:
    print("skipped", problem)
print(f"{len(problems)} rows skipped")
${fence}

## Notes

- Always open CSV files with \`newline=""\`; otherwise quoted fields containing line breaks are split incorrectly.
- Line numbers start at 2 because line 1 is the header.
- For files exported by Excel, use \`encoding="utf-8-sig"\` to drop the byte-order mark from the first column name.
`,
  },
  {
    slug: 'python-sqlite-repository',
    title: 'SQLite Repository with Upserts',
    description:
      "A small repository over the standard library's sqlite3 with WAL mode, foreign keys, named parameters, an ON CONFLICT upsert and transactions via context managers.",
    language: 'Python',
    category: 'Query',
    tags: ['python', 'sqlite', 'database', 'repository'],
    plan: 'free',
    code: `import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS products (
    sku         TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    stock       INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
"""


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price_cents: int
    stock: int


class ProductStore:
    def __init__(self, path: Path | str) -> None:
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA foreign_keys = ON")
        self.conn.executescript(SCHEMA)

    def upsert_many(self, products: list[Product]) -> None:
        with self.conn:  # commits on success, rolls back on exception
            self.conn.executemany(
                """
                INSERT INTO products (sku, name, price_cents, stock)
                VALUES (:sku, :name, :price_cents, :stock)
                ON CONFLICT (sku) DO UPDATE SET
                    name = excluded.name,
                    price_cents = excluded.price_cents,
                    stock = excluded.stock,
                    updated_at = CURRENT_TIMESTAMP
                """,
                [p.__dict__ for p in products],
            )

    def in_stock(self, max_price_cents: int) -> list[Product]:
        with closing(self.conn.execute(
            "SELECT sku, name, price_cents, stock FROM products "
            "WHERE stock > 0 AND price_cents <= ? ORDER BY price_cents",
            (max_price_cents,),
        )) as cursor:
            return [Product(**dict(row)) for row in cursor]
`,
    mdx: `Everything here is in the standard library. Using the connection as a context manager wraps the batch in a transaction, \`executemany\` with named parameters keeps values out of the SQL string, and \`ON CONFLICT ... DO UPDATE\` (SQLite 3.24+) makes re-imports idempotent.

## Usage

${fence}python
store = ProductStore("shop.db")
store.upsert_many([
    Product("KEY-TKL", "Tenkeyless Keyboard", 8900, 40),
    Product("BK-SQL", "Practical SQL Handbook", 3900, 0),
])
for product in store.in_stock(max_price_cents=10000):
    print(product.name, product.price_cents / 100)
${fence}

## Notes

- WAL mode lets readers continue while a writer commits, which matters for web apps; it is persistent, so setting it once per database is enough.
- \`PRAGMA foreign_keys\` is off by default in SQLite and is per connection, so set it every time you connect.
- \`p.__dict__\` works because the dataclass has no slots; use \`dataclasses.asdict\` if you add nested fields.
- The \`Path | str\` annotation needs Python 3.10 or newer.
`,
  },
  {
    slug: 'python-asyncpg-keyset-pagination',
    title: 'Keyset Pagination with asyncpg',
    description:
      'Page through PostgreSQL rows newest first with asyncpg, a (created_at, id) cursor encoded as an opaque token and a pooled connection.',
    language: 'Python',
    category: 'Query',
    tags: ['python', 'asyncpg', 'postgres', 'pagination'],
    plan: 'free',
    code: `import base64
import json
from dataclasses import dataclass
from datetime import datetime

import asyncpg


@dataclass(frozen=True)
class Page:
    items: list[dict]
    next_cursor: str | None


def encode_cursor(created_at: datetime, row_id: int) -> str:
    raw = json.dumps([created_at.isoformat(), row_id]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(token: str) -> tuple[datetime, int]:
    padded = token + "=" * (-len(token) % 4)
    created_at, row_id = json.loads(base64.urlsafe_b64decode(padded))
    return datetime.fromisoformat(created_at), int(row_id)


async def list_orders(pool: asyncpg.Pool, user_id: int, cursor: str | None = None,
                      limit: int = 20) -> Page:
    after = decode_cursor(cursor) if cursor else (None, None)
    rows = await pool.fetch(
        """
        SELECT id, status, total_cents, created_at
        FROM orders
        WHERE user_id = $1
          AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::bigint))
        ORDER BY created_at DESC, id DESC
        LIMIT $4
        """,
        user_id, after[0], after[1], limit + 1,
    )
    items = [dict(row) for row in rows[:limit]]
    next_cursor = None
    if len(rows) > limit:
        last = items[-1]
        next_cursor = encode_cursor(last["created_at"], last["id"])
    return Page(items=items, next_cursor=next_cursor)
`,
    mdx: `Each page asks for rows strictly older than the last one the client saw, so deep pages are as fast as the first and new orders never shift the results. The cursor is just the last row's sort key, base64-encoded so clients treat it as opaque.

## Usage

${fence}python
import asyncio
import asyncpg

async def main() -> None:
    pool = await asyncpg.create_pool("postgresql://localhost/shop", min_size=1, max_size=5)
    page = await list_orders(pool, user_id=1)
    while True:
        for order in page.items:
            print(order["id"], order["status"])
        if page.next_cursor is None:
            break
        page = await list_orders(pool, user_id=1, cursor=page.next_cursor)
    await pool.close()

asyncio.run(main())
${fence}

## Notes

- Create the index the query needs: \`CREATE INDEX ON orders (user_id, created_at DESC, id DESC)\`.
- \`decode_cursor\` raises on a tampered token; catch \`ValueError\` and \`binascii.Error\` in your handler and answer 400.
- asyncpg returns \`timestamptz\` as aware datetimes, and \`isoformat\` keeps the offset and the microseconds, so the cursor round-trips exactly.
`,
  },
  {
    slug: 'python-retry-decorator',
    title: 'Retry Decorator for Sync and Async Functions',
    description:
      'One decorator that retries both regular and async functions on chosen exceptions, with exponential backoff, jitter and a log line per failed attempt.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'decorators', 'retry', 'asyncio'],
    plan: 'free',
    code: `import asyncio
import functools
import inspect
import logging
import random
import time
from typing import Callable, TypeVar

F = TypeVar("F", bound=Callable[..., object])
log = logging.getLogger(__name__)


def retry(*exceptions: type[BaseException], attempts: int = 3, base: float = 0.2,
          cap: float = 5.0) -> Callable[[F], F]:
    """Retry the decorated function when it raises one of \`exceptions\`."""
    retry_on = exceptions or (Exception,)

    def delay(attempt: int) -> float:
        return random.uniform(0, min(cap, base * 2**attempt))

    def decorate(func: F) -> F:
        if inspect.iscoroutinefunction(func):
            @functools.wraps(func)
            async def async_wrapper(*args, **kwargs):
                for attempt in range(attempts):
                    try:
                        return await func(*args, **kwargs)
                    except retry_on as exc:
                        if attempt == attempts - 1:
                            raise
                        log.warning("%s failed (%r), retry %d", func.__qualname__, exc, attempt + 1)
                        await asyncio.sleep(delay(attempt))
            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for attempt in range(attempts):
                try:
                    return func(*args, **kwargs)
                except retry_on as exc:
                    if attempt == attempts - 1:
                        raise
                    log.warning("%s failed (%r), retry %d", func.__qualname__, exc, attempt + 1)
                    time.sleep(delay(attempt))
        return wrapper  # type: ignore[return-value]

    return decorate
`,
    mdx: `The decorator checks once, at decoration time, whether the function is a coroutine function and picks the matching wrapper, so async code sleeps with \`asyncio.sleep\` and never blocks the event loop. After the last attempt the original exception propagates unchanged.

## Usage

${fence}python
import urllib.request

@retry(ConnectionError, TimeoutError, attempts=5)
def download(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.read()

@retry(ConnectionError, attempts=4, base=0.5)
async def publish(event: dict) -> None:
    await broker.send("events", event)
${fence}

## Notes

- With no exception types given it retries on any \`Exception\`, which also retries programming errors; name the transient errors explicitly.
- \`functools.wraps\` keeps the name, docstring and signature for logging and introspection.
- The delay uses full jitter: a random value up to the exponential ceiling.
`,
  },
  {
    slug: 'python-ttl-cache',
    title: 'TTL Cache Decorator',
    description:
      'Memoize function results for a limited time with a bounded size, thread-safe access, and helpers to clear the cache or inspect hits and misses.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'caching', 'decorators', 'performance'],
    plan: 'free',
    code: `import functools
import threading
import time
from collections import OrderedDict
from typing import Any, Callable


def ttl_cache(seconds: float, maxsize: int = 256) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Cache results per argument tuple for \`seconds\`, evicting least recently used entries."""

    def decorate(func: Callable[..., Any]) -> Callable[..., Any]:
        entries: OrderedDict[tuple, tuple[float, Any]] = OrderedDict()
        lock = threading.Lock()
        stats = {"hits": 0, "misses": 0}

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            key = (args, tuple(sorted(kwargs.items())))
            now = time.monotonic()
            with lock:
                if key in entries and entries[key][0] > now:
                    entries.move_to_end(key)
                    stats["hits"] += 1
                    return entries[key][1]
                stats["misses"] += 1
            value = func(*args, **kwargs)  # computed outside the lock
            with lock:
                entries[key] = (now + seconds, value)
                entries.move_to_end(key)
                while len(entries) > maxsize:
                    entries.popitem(last=False)
            return value

        def cache_clear() -> None:
            with lock:
                entries.clear()

        wrapper.cache_clear = cache_clear  # type: ignore[attr-defined]
        wrapper.cache_stats = lambda: dict(stats)  # type: ignore[attr-defined]
        return wrapper

    return decorate
`,
    mdx: `Like \`functools.lru_cache\`, but entries expire. An \`OrderedDict\` keeps recency order for eviction, \`time.monotonic()\` makes expiry immune to clock changes, and the lock is released while the wrapped function runs so a slow call does not block readers of other keys.

## Usage

${fence}python
@ttl_cache(seconds=60, maxsize=1000)
def exchange_rate(base: str, quote: str) -> float:
    return fetch_rate_from_api(base, quote)

exchange_rate("EUR", "USD")  # miss: calls the API
exchange_rate("EUR", "USD")  # hit for the next 60 seconds
print(exchange_rate.cache_stats())  # {'hits': 1, 'misses': 1}
exchange_rate.cache_clear()
${fence}

## Notes

- Arguments must be hashable, as with \`lru_cache\`.
- Two threads that miss the same key at the same time both call the function; that is usually acceptable, and avoids holding a lock during I/O.
- Expired entries are replaced on the next call for that key and otherwise age out through the size limit.
`,
  },
  {
    slug: 'python-batched-iterables',
    title: 'Batch and Window Any Iterable',
    description:
      'Split any iterable into fixed-size batches or sliding windows lazily, for bulk inserts, paged API calls and moving statistics, without materialising the input.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'itertools', 'generators', 'batching'],
    plan: 'free',
    code: `from collections import deque
from itertools import islice
from typing import Iterable, Iterator, TypeVar

T = TypeVar("T")


def batched(items: Iterable[T], size: int) -> Iterator[tuple[T, ...]]:
    """Yield tuples of up to \`size\` items; the last batch may be shorter."""
    if size < 1:
        raise ValueError("size must be at least 1")
    iterator = iter(items)
    while batch := tuple(islice(iterator, size)):
        yield batch


def sliding(items: Iterable[T], size: int) -> Iterator[tuple[T, ...]]:
    """Yield every run of \`size\` consecutive items: (1, 2, 3), (2, 3, 4), ..."""
    if size < 1:
        raise ValueError("size must be at least 1")
    window: deque[T] = deque(maxlen=size)
    for item in items:
        window.append(item)
        if len(window) == size:
            yield tuple(window)


def moving_average(values: Iterable[float], size: int) -> Iterator[float]:
    """Average of each sliding window, handy for smoothing metrics."""
    for window in sliding(values, size):
        yield sum(window) / size
`,
    mdx: `Both helpers consume their input lazily, so they work on generators, file lines or database cursors of any length. \`batched\` pulls \`size\` items at a time with \`islice\`; \`sliding\` keeps the last \`size\` items in a bounded \`deque\`.

## Usage

${fence}python
rows = ({"id": i, "email": f"user{i}@example.com"} for i in range(10_000))
for batch in batched(rows, 500):
    cursor.executemany("INSERT INTO users (id, email) VALUES (%(id)s, %(email)s)", batch)

print(list(sliding("abcd", 2)))          # [('a', 'b'), ('b', 'c'), ('c', 'd')]
print(list(moving_average([1, 2, 3, 4], 2)))  # [1.5, 2.5, 3.5]
${fence}

## Notes

- Python 3.12 added \`itertools.batched\` with the same behaviour; this version works on 3.8+ (the walrus operator is the only newer syntax).
- \`sliding\` yields nothing when the input is shorter than the window.
- Each batch is a tuple, so it is safe to keep after the loop moves on.
`,
  },
  {
    slug: 'python-logging-json-config',
    title: 'JSON Logging with dictConfig',
    description:
      'Configure the standard logging module once with dictConfig to emit one JSON object per line, including exceptions and extra fields, while keeping third-party loggers quiet.',
    language: 'Python',
    category: 'Config',
    tags: ['python', 'logging', 'json', 'observability'],
    plan: 'free',
    code: `import json
import logging
import logging.config
from datetime import datetime, timezone

_RESERVED = set(vars(logging.makeLogRecord({}))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "time": datetime.fromtimestamp(record.created, tz=timezone.utc).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        payload.update({k: v for k, v in vars(record).items() if k not in _RESERVED})
        if record.exc_info:
            payload["exception"] = self.formatException(record.exc_info)
        return json.dumps(payload, default=str)


LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {"()": JsonFormatter}},
    "handlers": {
        "stdout": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stdout"},
    },
    "loggers": {
        "urllib3": {"level": "WARNING"},
        "asyncio": {"level": "WARNING"},
    },
    "root": {"level": "INFO", "handlers": ["stdout"]},
}


def setup_logging(level: str = "INFO") -> None:
    config = {**LOGGING, "root": {**LOGGING["root"], "level": level.upper()}}
    logging.config.dictConfig(config)
`,
    mdx: `Log aggregators (Loki, Elasticsearch, Cloud Logging) parse JSON lines into searchable fields. The formatter adds anything passed through \`extra=\` as top-level keys, so structured context needs no extra library.

## Usage

${fence}python
import logging

setup_logging("debug")
log = logging.getLogger("checkout")

log.info("order placed", extra={"order_id": 42, "total_cents": 12300})
# {"time": "2024-03-01T10:00:00.123456+00:00", "level": "INFO", "logger": "checkout",
#  "message": "order placed", "order_id": 42, "total_cents": 12300}

try:
    1 / 0
except ZeroDivisionError:
    log.exception("could not compute discount")
${fence}

## Notes

- \`_RESERVED\` is computed from a blank \`LogRecord\`, so standard attributes such as \`lineno\` are not repeated in every line.
- \`default=str\` keeps logging from failing on values JSON cannot encode, such as \`Decimal\` or \`UUID\`.
- \`disable_existing_loggers: False\` keeps loggers created at import time (by libraries) working after configuration.
`,
  },
  {
    slug: 'python-token-bucket',
    title: 'Thread-Safe Token Bucket Rate Limiter',
    description:
      'Limit how often code may run, for example calls to a third-party API, with a token bucket that supports bursts, blocking waits and non-blocking checks.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'rate-limiting', 'threading', 'api'],
    plan: 'free',
    code: `import threading
import time


class TokenBucket:
    """Allow \`rate\` operations per second on average, with bursts of up to \`capacity\`."""

    def __init__(self, rate: float, capacity: int) -> None:
        if rate <= 0 or capacity < 1:
            raise ValueError("rate must be positive and capacity at least 1")
        self.rate = rate
        self.capacity = float(capacity)
        self._tokens = float(capacity)
        self._updated = time.monotonic()
        self._lock = threading.Lock()

    def _refill(self) -> None:
        now = time.monotonic()
        self._tokens = min(self.capacity, self._tokens + (now - self._updated) * self.rate)
        self._updated = now

    def try_acquire(self, tokens: float = 1) -> bool:
        """Take tokens if available right now; never waits."""
        with self._lock:
            self._refill()
            if self._tokens >= tokens:
                self._tokens -= tokens
                return True
            return False

    def acquire(self, tokens: float = 1, timeout: float | None = None) -> bool:
        """Wait until tokens are available, or until \`timeout\` seconds have passed."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._lock:
                self._refill()
                if self._tokens >= tokens:
                    self._tokens -= tokens
                    return True
                wait = (tokens - self._tokens) / self.rate
            if deadline is not None:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                wait = min(wait, remaining)
            time.sleep(wait)
`,
    mdx: `The bucket refills continuously at \`rate\` tokens per second up to \`capacity\`. Each call spends a token; bursts are allowed until the bucket is empty, after which calls are spaced out to the average rate. The lock is released while sleeping so other threads are not blocked.

## Usage

${fence}python
from concurrent.futures import ThreadPoolExecutor

github = TokenBucket(rate=5, capacity=10)  # 5 req/s, bursts of 10

def fetch(repo: str) -> dict:
    github.acquire()
    return session.get(f"https://api.github.com/repos/{repo}").json()

with ThreadPoolExecutor(max_workers=8) as pool:
    results = list(pool.map(fetch, repos))

if not github.try_acquire():
    print("over the limit, try later")
${fence}

## Notes

- Asking for more tokens than \`capacity\` can never succeed; \`acquire\` would wait forever without a timeout.
- The limiter is per process. Use a shared store such as Redis when several processes or machines share one quota.
- \`time.monotonic()\` keeps the bucket correct when the system clock is adjusted.
`,
  },
  {
    slug: 'python-sqlalchemy-models',
    title: 'SQLAlchemy 2.0 Typed Models and Queries',
    description:
      'Declare typed SQLAlchemy 2.0 models with Mapped columns and a relationship, then run select() queries with joins, aggregates and eager loading in a session.',
    language: 'Python',
    category: 'Query',
    tags: ['python', 'sqlalchemy', 'orm', 'postgres'],
    plan: 'free',
    code: `from datetime import datetime

from sqlalchemy import ForeignKey, String, create_engine, func, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, relationship, selectinload


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    full_name: Mapped[str]
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    orders: Mapped[list["Order"]] = relationship(back_populates="user")


class Order(Base):
    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    status: Mapped[str] = mapped_column(String(20), default="pending")
    total_cents: Mapped[int] = mapped_column(default=0)
    user: Mapped[User] = relationship(back_populates="orders")


def top_customers(session: Session, limit: int = 10) -> list[tuple[str, int]]:
    stmt = (
        select(User.email, func.sum(Order.total_cents).label("revenue"))
        .join(Order)
        .where(Order.status.in_(["paid", "shipped"]))
        .group_by(User.email)
        .order_by(func.sum(Order.total_cents).desc())
        .limit(limit)
    )
    return [(email, revenue) for email, revenue in session.execute(stmt)]


def users_with_orders(session: Session) -> list[User]:
    # selectinload fetches all orders in one extra query instead of one per user.
    return list(session.scalars(select(User).options(selectinload(User.orders)).order_by(User.id)))


engine = create_engine("sqlite:///:memory:", echo=False)
Base.metadata.create_all(engine)
`,
    mdx: `SQLAlchemy 2.0 style: \`Mapped[...]\` annotations give type checkers real types for every column, nullability follows from \`Optional\`, and queries are built with \`select()\` instead of the legacy \`Query\` API. \`selectinload\` avoids the N+1 problem when you iterate over related rows.

## Usage

${fence}python
with Session(engine) as session, session.begin():
    ada = User(email="ada@example.com", full_name="Ada Lovelace")
    ada.orders = [Order(status="paid", total_cents=12900), Order(status="pending", total_cents=3900)]
    session.add(ada)

with Session(engine) as session:
    print(top_customers(session))            # [('ada@example.com', 12900)]
    for user in users_with_orders(session):
        print(user.email, len(user.orders))
${fence}

## Notes

- Swap the SQLite URL for \`postgresql+psycopg://user:pass@host/db\` in production; the models are database-agnostic.
- \`session.begin()\` in the \`with\` statement commits at the end of the block or rolls back on error.
- Use Alembic migrations rather than \`create_all\` once the schema is in production.
`,
  },
  {
    slug: 'python-pydantic-settings',
    title: 'Application Settings with pydantic-settings',
    description:
      'Validated, typed application settings read from environment variables and a .env file, with nested groups, secret values that never print, and a cached accessor.',
    language: 'Python',
    category: 'Config',
    tags: ['python', 'pydantic', 'settings', 'validation'],
    plan: 'free',
    code: `from functools import lru_cache

from pydantic import BaseModel, Field, PostgresDsn, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class DatabaseSettings(BaseModel):
    url: PostgresDsn
    pool_size: int = Field(default=5, ge=1, le=50)
    echo: bool = False


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="APP_",
        env_file=".env",
        env_nested_delimiter="__",
        extra="ignore",
    )

    environment: str = "development"
    debug: bool = False
    secret_key: SecretStr
    cors_origins: list[str] = ["http://localhost:5173"]
    database: DatabaseSettings

    @field_validator("environment")
    @classmethod
    def known_environment(cls, value: str) -> str:
        allowed = {"development", "staging", "production"}
        if value not in allowed:
            raise ValueError(f"must be one of {sorted(allowed)}")
        return value

    @property
    def is_production(self) -> bool:
        return self.environment == "production"


@lru_cache
def get_settings() -> Settings:
    """Read and validate the settings once per process."""
    return Settings()
`,
    mdx: `\`pydantic-settings\` maps environment variables onto a typed model and validates them with the same rules as any Pydantic model. Nested groups are filled from \`APP_DATABASE__URL\`-style variables, and \`SecretStr\` shows as \`**********\` in logs and reprs.

## Usage

${fence}bash
pip install pydantic-settings
cat > .env <<'ENV'
APP_SECRET_KEY=change-me
APP_DATABASE__URL=postgresql://app:app@localhost:5432/app
APP_CORS_ORIGINS=["https://app.example.com"]
ENV
${fence}

${fence}python
settings = get_settings()
print(settings.database.pool_size, settings.is_production)
print(settings.secret_key)                     # **********
token_key = settings.secret_key.get_secret_value()
${fence}

## Notes

- Real environment variables take precedence over the \`.env\` file, so production can override anything.
- List values are parsed as JSON, which is why \`APP_CORS_ORIGINS\` uses brackets and quotes.
- \`lru_cache\` makes \`get_settings\` cheap to call from anywhere; in tests call \`get_settings.cache_clear()\` after changing the environment.
`,
  },
  {
    slug: 'python-argparse-cli',
    title: 'Command-Line Tool with Subcommands',
    description:
      'A standard-library CLI with argparse subcommands, typed arguments, a verbose flag and proper exit codes, structured so each command is a plain function you can test.',
    language: 'Python',
    category: 'Function',
    tags: ['python', 'cli', 'argparse', 'tooling'],
    plan: 'free',
    code: `import argparse
import logging
import sys
from pathlib import Path


def cmd_import(args: argparse.Namespace) -> int:
    if not args.file.exists():
        print(f"error: {args.file} does not exist", file=sys.stderr)
        return 2
    lines = args.file.read_text(encoding="utf-8").splitlines()
    logging.info("read %d lines from %s", len(lines), args.file)
    print(f"{'would import' if args.dry_run else 'imported'} {len(lines)} records")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    print(f"report for the last {args.days} days in {args.format} format")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shopctl", description="Shop maintenance tasks.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    commands = parser.add_subparsers(dest="command", required=True)

    imp = commands.add_parser("import", help="import records from a file")
    imp.add_argument("file", type=Path)
    imp.add_argument("--dry-run", action="store_true", help="validate without writing")
    imp.set_defaults(handler=cmd_import)

    rep = commands.add_parser("report", help="print a sales report")
    rep.add_argument("--days", type=int, default=7, choices=range(1, 366), metavar="N")
    rep.add_argument("--format", choices=["text", "csv", "json"], default="text")
    rep.set_defaults(handler=cmd_report)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(message)s")
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
`,
    mdx: `Each subcommand registers its handler with \`set_defaults(handler=...)\`, so \`main\` stays a three-liner no matter how many commands you add. Handlers return an exit code instead of calling \`sys.exit\`, which makes them easy to call from tests.

## Usage

${fence}bash
python shopctl.py --help
python shopctl.py -v import customers.csv --dry-run
python shopctl.py report --days 30 --format csv
${fence}

${fence}python
def test_report_defaults(capsys):
    assert main(["report"]) == 0
    assert "last 7 days" in capsys.readouterr().out
${fence}

## Notes

- \`required=True\` on the subparsers makes running the tool without a command print usage instead of crashing.
- argparse exits with status 2 on invalid arguments; the import command reuses that code for a missing file.
- Logging goes to stderr and results to stdout, so output can be piped without log noise.
`,
  },
]
