CREATE TABLE categories (id bigint PRIMARY KEY, name text NOT NULL);
CREATE TABLE products (id bigint PRIMARY KEY, category_id bigint NOT NULL);
CREATE TABLE orders (id bigint PRIMARY KEY, status text NOT NULL, created_at timestamptz NOT NULL);
CREATE TABLE order_items (order_id bigint, product_id bigint, quantity int, unit_price_cents int);

INSERT INTO categories VALUES (1, 'Books'), (2, 'Laptops');
INSERT INTO products VALUES (1, 1), (2, 1), (3, 2);
INSERT INTO orders VALUES
  (1, 'paid', '2024-02-10 09:00+00'),
  (2, 'shipped', '2024-02-29 23:30+00'), -- last minutes of February (UTC)
  (3, 'paid', '2024-03-01 00:15+00'),
  (4, 'cancelled', '2024-03-02 12:00+00'); -- ignored
INSERT INTO order_items VALUES
  (1, 1, 2, 3900), (1, 3, 1, 129900),
  (2, 2, 1, 4500),
  (3, 1, 1, 3900), (3, 2, 3, 4500),
  (4, 3, 5, 129900);

\i postgres-grouping-sets-report.sql
