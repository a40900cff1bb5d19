-- Count a product view: creates today's row or bumps the existing one, in one statement.
INSERT INTO product_daily_stats AS s (product_id, day, views)
VALUES (1, current_date, 1)
ON CONFLICT (product_id, day)
DO UPDATE SET views = s.views + EXCLUDED.views
RETURNING s.product_id, s.day, s.views, (xmax = 0) AS inserted;

-- Sync a product catalogue: update changed rows only, insert new ones.
INSERT INTO products (category_id, sku, name, price_cents, stock)
VALUES
  (3, 'LAP-13-AIR', 'Featherweight 13" Laptop', 119900, 15),
  (4, 'KEY-60-RED', 'Compact 60% Keyboard', 6900, 30)
ON CONFLICT (sku) DO UPDATE
SET name = EXCLUDED.name,
    price_cents = EXCLUDED.price_cents,
    stock = EXCLUDED.stock,
    updated_at = now()
WHERE (products.name, products.price_cents, products.stock)
      IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.price_cents, EXCLUDED.stock);

-- Idempotent import: replaying the same batch inserts nothing twice.
INSERT INTO users (email, full_name, country)
VALUES ('barbara@example.com', 'Barbara Liskov', 'US'), ('ada@example.com', 'Ada Lovelace', 'GB')
ON CONFLICT (email) DO NOTHING
RETURNING id, email;
