-- A stored, weighted search document: words in the name (A) outrank words in the
-- description (B). A generated column can never drift out of date.
ALTER TABLE products ADD COLUMN IF NOT EXISTS search tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('english', name), 'A') ||
    setweight(to_tsvector('english', coalesce(attributes ->> 'description', '')), 'B')
  ) STORED;

CREATE INDEX IF NOT EXISTS products_search_idx ON products USING gin (search);

-- websearch_to_tsquery accepts what people type into a search box: "quoted phrases",
-- OR, and -excluded words, and never raises a syntax error.
CREATE OR REPLACE FUNCTION search_products(q text, max_results integer DEFAULT 20)
RETURNS TABLE (sku text, name text, rank real, snippet text)
LANGUAGE sql
STABLE
AS $$
  SELECT p.sku,
         p.name,
         ts_rank(p.search, query) AS rank,
         ts_headline('english', p.name, query, 'StartSel=[, StopSel=]') AS snippet
  FROM products p,
       websearch_to_tsquery('english', q) AS query
  WHERE p.search @@ query
  ORDER BY rank DESC, p.sku
  LIMIT max_results;
$$;
