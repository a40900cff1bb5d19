CREATE INDEX IF NOT EXISTS orders_user_created_id_idx
  ON orders (user_id, created_at DESC, id DESC);

-- First page: no cursor yet.
PREPARE orders_first_page (bigint, int) AS
  SELECT id, status, total_cents, created_at
  FROM orders
  WHERE user_id = $1
  ORDER BY created_at DESC, id DESC
  LIMIT $2;

-- Following pages: pass the created_at and id of the last row you showed.
PREPARE orders_next_page (bigint, timestamptz, bigint, int) AS
  SELECT id, status, total_cents, created_at
  FROM orders
  WHERE user_id = $1
    AND (created_at, id) < ($2, $3)
  ORDER BY created_at DESC, id DESC
  LIMIT $4;

EXECUTE orders_first_page(1, 20);
EXECUTE orders_next_page(1, '2024-03-03 08:15:00+00', 3, 20);

DEALLOCATE orders_first_page;
DEALLOCATE orders_next_page;
