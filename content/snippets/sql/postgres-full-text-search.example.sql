CREATE TABLE products (
  id         bigint PRIMARY KEY,
  sku        text NOT NULL,
  name       text NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'
);
INSERT INTO products VALUES
  (1, 'HP-NC-700', 'Noise Cancelling Headphones', '{"description": "Wireless, 30 hours of battery"}'),
  (2, 'HP-WIRED', 'Studio Headphones', '{"description": "Wired monitoring headphones"}'),
  (3, 'SPK-BT', 'Portable Speaker', '{"description": "Wireless speaker for headphones-free listening"}'),
  (4, 'KEY-TKL', 'Mechanical Keyboard', '{}');

\i postgres-full-text-search.sql

-- Stemming matches "headphone" to "Headphones"; name matches rank above description matches.
SELECT sku, round(rank::numeric, 4) AS rank, snippet
FROM search_products('headphone') ORDER BY rank DESC, sku;

SELECT sku, snippet FROM search_products('wireless -speaker') ORDER BY sku;
SELECT sku, snippet FROM search_products('"noise cancelling"') ORDER BY sku;

-- Stop words alone make an empty query, which matches nothing rather than failing.
SELECT count(*) AS matches FROM search_products('the and of');
