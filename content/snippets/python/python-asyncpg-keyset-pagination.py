import base64
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
