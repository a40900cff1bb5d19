-- Typical order value per country: the median resists the outliers that drag the mean.
SELECT
  u.country,
  count(*) AS orders,
  round(avg(o.total_cents)) AS mean_cents,
  -- percentile_cont interpolates between neighbours; percentile_disc returns a real order's value.
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY o.total_cents)::numeric) AS median_cents,
  percentile_disc(0.5) WITHIN GROUP (ORDER BY o.total_cents) AS median_order_cents,
  round(percentile_cont(0.9) WITHIN GROUP (ORDER BY o.total_cents)::numeric) AS p90_cents
FROM orders o
JOIN users u ON u.id = o.user_id
WHERE o.status IN ('paid', 'shipped')
GROUP BY u.country
ORDER BY u.country NULLS LAST;

-- Several percentiles in one pass: an array of fractions returns an array of results,
-- and intervals work as well as numbers.
SELECT
  count(*) AS paid_orders,
  percentile_cont(ARRAY[0.5, 0.9, 0.99]) WITHIN GROUP (ORDER BY o.paid_at - o.created_at)::text[]
    AS time_to_pay_p50_p90_p99,
  max(o.paid_at - o.created_at) AS slowest
FROM orders o
WHERE o.paid_at IS NOT NULL;
