CREATE TABLE users (
  id int PRIMARY KEY, email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT '2024-01-01 00:00+00'
);
CREATE TABLE products (
  id int PRIMARY KEY, sku text NOT NULL, stock int NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT '2024-01-01 00:00+00'
);
INSERT INTO users (id, email) VALUES (1, 'ada@example.com');
INSERT INTO products (id, sku, stock) VALUES (1, 'KEY-TKL-BRN', 40), (2, 'BK-SQL-101', 100);

\i postgres-updated-at-trigger.sql

-- A real change moves updated_at to the transaction's now().
UPDATE products SET stock = stock - 1 WHERE sku = 'KEY-TKL-BRN'
RETURNING sku, stock, updated_at = now() AS touched;

-- A no-op update keeps the old timestamp.
UPDATE products SET stock = stock WHERE sku = 'BK-SQL-101'
RETURNING sku, stock, updated_at;

UPDATE users SET email = 'ada@lovelace.example' WHERE id = 1
RETURNING email, updated_at > '2024-01-01' AS touched;
