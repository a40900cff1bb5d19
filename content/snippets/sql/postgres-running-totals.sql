WITH daily AS (
  SELECT
    (paid_at AT TIME ZONE 'UTC')::date AS day,
    count(*) AS orders,
    sum(total_cents) AS revenue_cents
  FROM orders
  WHERE status IN ('paid', 'shipped')
  GROUP BY 1
)
SELECT
  day,
  orders,
  revenue_cents,
  sum(revenue_cents) OVER (ORDER BY day) AS running_revenue_cents,
  round(avg(revenue_cents) OVER (
    ORDER BY day
    ROWS BETWEEN 6 PRECEDING AND CURRENT ROW
  )) AS moving_avg_7d_cents,
  revenue_cents - lag(revenue_cents) OVER (ORDER BY day) AS change_from_previous_day
FROM daily
ORDER BY day;
