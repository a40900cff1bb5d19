CREATE OR REPLACE FUNCTION slugify(input text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
RETURN trim(
  BOTH '-' FROM regexp_replace(
    regexp_replace(lower(input), '[''’]+', '', 'g'), -- drop apostrophes: "Don't" -> "dont"
    '[^a-z0-9]+', '-', 'g'                            -- everything else becomes a dash
  )
);

-- Backfill a slug column and keep it unique.
ALTER TABLE products ADD COLUMN IF NOT EXISTS slug text;

UPDATE products
SET slug = slugify(name) || '-' || lower(sku)
WHERE slug IS NULL;

CREATE UNIQUE INDEX IF NOT EXISTS products_slug_idx ON products (slug);

SELECT name, slug FROM products ORDER BY id;
