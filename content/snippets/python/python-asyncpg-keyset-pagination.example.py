import asyncio
import binascii
import os

import asyncpg

SCHEMA = """
CREATE TABLE orders (
    id bigint PRIMARY KEY,
    user_id bigint NOT NULL,
    status text NOT NULL,
    total_cents bigint NOT NULL,
    created_at timestamptz NOT NULL
);
CREATE INDEX ON orders (user_id, created_at DESC, id DESC);
-- Seven orders for user 1 (two share a timestamp, so the id breaks the tie) and one for user 2.
INSERT INTO orders VALUES
    (1, 1, 'paid',     1200, '2026-01-01 09:00:00.000001+00'),
    (2, 1, 'paid',      800, '2026-01-02 09:00:00+00'),
    (3, 1, 'shipped',  4500, '2026-01-03 09:00:00+00'),
    (4, 1, 'pending',   300, '2026-01-03 09:00:00+00'),
    (5, 2, 'paid',     9900, '2026-01-04 09:00:00+00'),
    (6, 1, 'refunded',  700, '2026-01-05 09:00:00.123456+00'),
    (7, 1, 'paid',     2500, '2026-01-06 09:00:00+00'),
    (8, 1, 'pending',   150, '2026-01-07 09:00:00+00');
"""


async def main() -> None:
    pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=2)
    await pool.execute(SCHEMA)

    page, number = await list_orders(pool, user_id=1, limit=3), 1
    while True:
        print(f"page {number}:", [(order["id"], order["status"]) for order in page.items])
        if page.next_cursor is None:
            break
        page, number = await list_orders(pool, user_id=1, cursor=page.next_cursor, limit=3), number + 1

    # A cursor round-trips the row's exact timestamp, microseconds and offset included.
    cursor = encode_cursor(*(await pool.fetchrow("SELECT created_at, id FROM orders WHERE id = 6")))
    print("decoded:", decode_cursor(cursor))
    # A new order arriving between pages does not shift the next page.
    await pool.execute("INSERT INTO orders VALUES (9, 1, 'paid', 100, '2026-01-08 09:00:00+00')")
    print("after 6:", [order["id"] for order in (await list_orders(pool, 1, cursor, limit=2)).items])

    # Tampered tokens raise what the notes say to catch (a UnicodeDecodeError is a ValueError).
    for token in ("not-a-cursor!", "W10", "WyJ5ZXN0ZXJkYXkiLCAxXQ", "x"):
        try:
            decode_cursor(token)
        except (ValueError, binascii.Error) as error:
            print(f"{token!r} is rejected: {type(error).__name__}")
    await pool.close()


asyncio.run(main())
