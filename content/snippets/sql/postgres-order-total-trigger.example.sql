CREATE TABLE orders (id bigint PRIMARY KEY, total_cents integer NOT NULL DEFAULT 0);
CREATE TABLE order_items (
  order_id         bigint NOT NULL REFERENCES orders ON DELETE CASCADE,
  product_id       bigint NOT NULL,
  quantity         integer NOT NULL,
  unit_price_cents integer NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
INSERT INTO orders (id) VALUES (1), (2);

\i postgres-order-total-trigger.sql

INSERT INTO order_items VALUES (1, 10, 1, 129900), (1, 20, 2, 8900), (2, 30, 1, 3900);
SELECT id, total_cents FROM orders ORDER BY id;

-- Moving an item to another order updates both totals.
UPDATE order_items SET order_id = 2 WHERE order_id = 1 AND product_id = 20;
SELECT id, total_cents FROM orders ORDER BY id;

-- Deleting the last item brings the total back to 0, not NULL.
DELETE FROM order_items WHERE order_id = 1;
SELECT id, total_cents FROM orders ORDER BY id;
