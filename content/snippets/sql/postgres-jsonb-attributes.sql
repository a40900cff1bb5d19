-- GIN index with jsonb_path_ops: small and fast for @> containment queries.
CREATE INDEX IF NOT EXISTS products_attributes_idx
  ON products USING gin (attributes jsonb_path_ops);

-- Containment: every wireless black product (uses the index).
SELECT sku, name, attributes
FROM products
WHERE attributes @> '{"color": "black", "wireless": true}';

-- Extract typed values with ->> and a cast.
SELECT sku, name, (attributes ->> 'ram_gb')::int AS ram_gb
FROM products
WHERE attributes ? 'ram_gb'
  AND (attributes ->> 'ram_gb')::int >= 16
ORDER BY ram_gb DESC;

-- Set or replace one key without rewriting the others.
UPDATE products
SET attributes = jsonb_set(attributes, '{color}', '"midnight"')
WHERE sku = 'LAP-13-AIR'
RETURNING sku, attributes;

-- Remove a key, and list the distinct keys in use.
UPDATE products SET attributes = attributes - 'switch' WHERE sku = 'KEY-TKL-BRN';
SELECT key, count(*) AS products
FROM products, jsonb_object_keys(attributes) AS key
GROUP BY key
ORDER BY products DESC;
