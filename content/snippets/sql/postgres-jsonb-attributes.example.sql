CREATE TABLE products (
  id         int PRIMARY KEY,
  sku        text NOT NULL UNIQUE,
  name       text NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'
);

INSERT INTO products VALUES
  (1, 'LAP-13-AIR', 'Light Laptop', '{"color": "silver", "ram_gb": 16}'),
  (2, 'LAP-16-PRO', 'Big Laptop', '{"color": "graphite", "ram_gb": 32}'),
  (3, 'LAP-11-EDU', 'School Laptop', '{"ram_gb": 8}'),
  (4, 'KEY-TKL-BRN', 'Keyboard', '{"switch": "brown"}'),
  (5, 'HP-NC-700', 'Headphones', '{"color": "black", "wireless": true}'),
  (6, 'HP-WIRED', 'Wired Headphones', '{"color": "black", "wireless": false}');

\i postgres-jsonb-attributes.sql
