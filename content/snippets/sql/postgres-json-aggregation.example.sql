CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL, full_name text NOT NULL);
CREATE TABLE products (id bigint PRIMARY KEY, sku text NOT NULL, name text NOT NULL);
CREATE TABLE orders (
  id          bigint PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users,
  status      text NOT NULL,
  total_cents integer NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE TABLE order_items (
  order_id         bigint NOT NULL REFERENCES orders,
  product_id       bigint NOT NULL REFERENCES products,
  quantity         integer NOT NULL,
  unit_price_cents integer NOT NULL
);

INSERT INTO users VALUES (1, 'ada@example.com', 'Ada Lovelace'), (2, 'grace@example.com', 'Grace Hopper');
INSERT INTO products VALUES (1, 'LAP-13', 'Laptop'), (2, 'KEY-TKL', 'Keyboard');
INSERT INTO orders VALUES
  (1, 1, 'paid', 147700, '2024-03-01 10:00+00'),
  (2, 1, 'pending', 0, '2024-03-03 08:15+00'), -- no items yet: "items" is []
  (3, 2, 'paid', 8900, '2024-03-04 09:00+00'); -- another customer's order
INSERT INTO order_items VALUES (1, 1, 1, 129900), (1, 2, 2, 8900), (3, 2, 1, 8900);

\i postgres-json-aggregation.sql
