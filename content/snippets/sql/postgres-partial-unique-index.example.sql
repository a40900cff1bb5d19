CREATE TABLE orders (
  id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL,
  status  text NOT NULL DEFAULT 'pending'
);
INSERT INTO orders (user_id, status) VALUES
  (1, 'paid'), (1, 'paid'),   -- several paid orders are fine
  (2, 'pending'),             -- user 2 already has a cart
  (3, 'cancelled');

\i postgres-partial-unique-index.sql

-- User 1 has no cart yet, so one is created; asking again returns the same one.
INSERT INTO orders (user_id) VALUES (1)
ON CONFLICT (user_id) WHERE status = 'pending' DO UPDATE SET status = EXCLUDED.status
RETURNING id AS cart_id, user_id, (xmax = 0) AS created;
INSERT INTO orders (user_id) VALUES (1)
ON CONFLICT (user_id) WHERE status = 'pending' DO UPDATE SET status = EXCLUDED.status
RETURNING id AS cart_id, user_id, (xmax = 0) AS created;

-- Once paid, the cart no longer counts and the user can open a new one.
UPDATE orders SET status = 'paid' WHERE id = 6;
INSERT INTO orders (user_id) VALUES (1)
ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
RETURNING id AS cart_id, user_id;

SELECT id, user_id, status FROM orders ORDER BY id;
