-- Window-function version: rank every product inside its category, keep the top three.
WITH product_revenue AS (
  SELECT
    p.category_id,
    p.id AS product_id,
    p.name,
    sum(oi.quantity * oi.unit_price_cents) AS revenue_cents
  FROM products p
  JOIN order_items oi ON oi.product_id = p.id
  JOIN orders o ON o.id = oi.order_id AND o.status IN ('paid', 'shipped')
  GROUP BY p.category_id, p.id, p.name
),
ranked AS (
  SELECT *, row_number() OVER (PARTITION BY category_id ORDER BY revenue_cents DESC, product_id) AS rank
  FROM product_revenue
)
SELECT c.name AS category, r.rank, r.name AS product, r.revenue_cents
FROM ranked r
JOIN categories c ON c.id = r.category_id
WHERE r.rank <= 3
ORDER BY c.name, r.rank;

-- LATERAL version: for each category, fetch its three newest active products.
SELECT c.name AS category, newest.name AS product, newest.created_at
FROM categories c
CROSS JOIN LATERAL (
  SELECT p.name, p.created_at
  FROM products p
  WHERE p.category_id = c.id AND p.active
  ORDER BY p.created_at DESC
  LIMIT 3
) AS newest
ORDER BY c.name, newest.created_at DESC;
