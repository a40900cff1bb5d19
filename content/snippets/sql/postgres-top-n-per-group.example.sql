CREATE TABLE categories (id bigint PRIMARY KEY, name text NOT NULL);
CREATE TABLE products (
  id bigint PRIMARY KEY, category_id bigint NOT NULL, name text NOT NULL,
  active boolean NOT NULL, created_at timestamptz NOT NULL
);
CREATE TABLE orders (id bigint PRIMARY KEY, status text NOT NULL);
CREATE TABLE order_items (order_id bigint, product_id bigint, quantity int, unit_price_cents int);

INSERT INTO categories VALUES (1, 'Books'), (2, 'Keyboards');
INSERT INTO products VALUES
  (1, 1, 'SQL Handbook', true, '2024-01-05 00:00+00'),
  (2, 1, 'Go Concurrency', true, '2024-02-10 00:00+00'),
  (3, 1, 'Rust Primer', true, '2024-02-20 00:00+00'),
  (4, 1, 'Old Almanac', false, '2024-03-01 00:00+00'), -- inactive
  (5, 1, 'Shell Recipes', true, '2024-01-01 00:00+00'),
  (6, 2, 'Tenkeyless', true, '2024-01-15 00:00+00');
INSERT INTO orders VALUES (1, 'paid'), (2, 'shipped'), (3, 'cancelled');
INSERT INTO order_items VALUES
  (1, 1, 2, 3900), (1, 2, 1, 4500), (2, 3, 1, 9900), (2, 5, 2, 3900),
  (3, 6, 5, 8900), -- cancelled: Keyboards has no revenue
  (2, 4, 1, 1000);

\i postgres-top-n-per-group.sql
