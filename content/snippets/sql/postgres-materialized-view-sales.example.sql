CREATE TABLE categories (id bigint PRIMARY KEY, name text NOT NULL);
CREATE TABLE products (id bigint PRIMARY KEY, category_id bigint NOT NULL, sku text NOT NULL, name text NOT NULL);
CREATE TABLE orders (id bigint PRIMARY KEY, status text NOT NULL, paid_at timestamptz);
CREATE TABLE order_items (
  order_id bigint NOT NULL, product_id bigint NOT NULL, quantity integer NOT NULL, unit_price_cents integer NOT NULL
);

INSERT INTO categories VALUES (1, 'Laptops'), (2, 'Keyboards');
INSERT INTO products VALUES (1, 1, 'LAP-13', 'Laptop'), (2, 2, 'KEY-TKL', 'Keyboard'), (3, 2, 'KEY-60', 'Compact Keyboard');
INSERT INTO orders VALUES
  (1, 'paid', '2024-03-01 10:02+00'), (2, 'shipped', '2024-03-06 09:05+00'), (3, 'cancelled', NULL);
INSERT INTO order_items VALUES (1, 1, 1, 129900), (1, 2, 1, 8900), (2, 2, 2, 8900), (3, 1, 1, 129900);

\i postgres-materialized-view-sales.sql

SELECT sku, category, orders, units_sold, revenue_cents, last_sold_at
FROM product_sales_summary ORDER BY revenue_cents DESC, sku;

-- New sales are invisible until the next refresh.
INSERT INTO orders VALUES (4, 'paid', '2024-03-08 14:00+00');
INSERT INTO order_items VALUES (4, 3, 3, 6900);
SELECT sku, units_sold FROM product_sales_summary WHERE sku = 'KEY-60';
REFRESH MATERIALIZED VIEW CONCURRENTLY product_sales_summary;
SELECT sku, units_sold, revenue_cents FROM product_sales_summary WHERE sku = 'KEY-60';
