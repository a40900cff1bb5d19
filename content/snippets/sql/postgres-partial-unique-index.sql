-- Existing violations must be resolved first, or the index cannot be built.
SELECT user_id, array_agg(id ORDER BY id) AS pending_orders
FROM orders
WHERE status = 'pending'
GROUP BY user_id
HAVING count(*) > 1
ORDER BY user_id;

-- At most one pending order (the cart) per user; any number of paid or cancelled ones.
CREATE UNIQUE INDEX IF NOT EXISTS orders_one_pending_per_user
  ON orders (user_id)
  WHERE status = 'pending';

-- Get or create the cart in one race-free statement. The WHERE after the conflict column
-- must imply the index predicate, or PostgreSQL finds no matching unique index.
INSERT INTO orders (user_id, status)
VALUES (2, 'pending')
ON CONFLICT (user_id) WHERE status = 'pending'
DO UPDATE SET status = EXCLUDED.status -- a no-op write, so RETURNING yields the existing cart
RETURNING id AS cart_id, user_id, (xmax = 0) AS created;
