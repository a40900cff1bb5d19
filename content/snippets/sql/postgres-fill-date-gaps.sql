WITH calendar AS (
  SELECT day::date
  FROM generate_series(date '2024-03-01', date '2024-03-10', interval '1 day') AS day
),
signups AS (
  SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
  FROM users
  GROUP BY 1
),
paid_orders AS (
  SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(total_cents) AS revenue_cents
  FROM orders
  WHERE paid_at IS NOT NULL AND status <> 'refunded'
  GROUP BY 1
)
SELECT
  c.day,
  to_char(c.day, 'Dy') AS weekday,
  coalesce(s.n, 0) AS signups,
  coalesce(o.n, 0) AS orders,
  coalesce(o.revenue_cents, 0) AS revenue_cents
FROM calendar c
LEFT JOIN signups s USING (day)
LEFT JOIN paid_orders o USING (day)
ORDER BY c.day;
