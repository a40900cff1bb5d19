-- Revenue per category and month, per category, per month and overall, in one scan.
SELECT
  CASE WHEN GROUPING(c.name) = 1 THEN 'All categories' ELSE c.name END AS category,
  CASE WHEN GROUPING(m.month) = 1 THEN 'All months' ELSE to_char(m.month, 'YYYY-MM') END AS month,
  count(DISTINCT o.id) AS orders,
  sum(oi.quantity) AS units,
  sum(oi.quantity * oi.unit_price_cents) AS revenue_cents
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
JOIN products p ON p.id = oi.product_id
JOIN categories c ON c.id = p.category_id
CROSS JOIN LATERAL (
  SELECT date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date AS month
) AS m
WHERE o.status IN ('paid', 'shipped')
GROUP BY GROUPING SETS (
  (c.name, m.month), -- detail rows
  (c.name),          -- subtotal per category
  (m.month),         -- subtotal per month
  ()                 -- grand total
)
-- GROUPING() is 1 on subtotal rows, so each subtotal sorts after the rows it sums up.
ORDER BY GROUPING(c.name), c.name, GROUPING(m.month), m.month;
