CREATE MATERIALIZED VIEW product_sales_summary AS
SELECT
  p.id AS product_id,
  p.sku,
  p.name,
  c.name AS category,
  count(DISTINCT o.id) AS orders,
  coalesce(sum(oi.quantity), 0) AS units_sold,
  coalesce(sum(oi.quantity * oi.unit_price_cents), 0) AS revenue_cents,
  max(o.paid_at) AS last_sold_at
FROM products p
JOIN categories c ON c.id = p.category_id
-- Items join their orders inside the parentheses, so items of cancelled orders drop out
-- before the LEFT JOIN while products without sales still keep their row.
LEFT JOIN (
  order_items oi
  JOIN orders o ON o.id = oi.order_id AND o.status IN ('paid', 'shipped')
) ON oi.product_id = p.id
GROUP BY p.id, p.sku, p.name, c.name
WITH DATA;

-- Required for REFRESH ... CONCURRENTLY, and handy for lookups by product.
CREATE UNIQUE INDEX product_sales_summary_product_idx
  ON product_sales_summary (product_id);

CREATE INDEX product_sales_summary_revenue_idx
  ON product_sales_summary (revenue_cents DESC);

-- Rebuild without locking out readers (run from a scheduler).
REFRESH MATERIALIZED VIEW CONCURRENTLY product_sales_summary;
