import sqlite3
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
