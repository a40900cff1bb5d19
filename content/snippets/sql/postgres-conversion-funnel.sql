WITH firsts AS (
  SELECT
    user_id,
    min(occurred_at) FILTER (WHERE name = 'page_view') AS viewed_at,
    min(occurred_at) FILTER (WHERE name = 'add_to_cart') AS carted_at,
    min(occurred_at) FILTER (WHERE name = 'checkout_started') AS checkout_at,
    min(occurred_at) FILTER (WHERE name = 'purchase') AS purchased_at
  FROM events
  WHERE user_id IS NOT NULL
    AND occurred_at >= timestamptz '2024-03-01' AND occurred_at < timestamptz '2024-04-01'
  GROUP BY user_id
),
steps AS (
  SELECT
    count(viewed_at) AS viewed,
    count(*) FILTER (WHERE carted_at > viewed_at) AS carted,
    count(*) FILTER (WHERE checkout_at > carted_at AND carted_at > viewed_at) AS checked_out,
    count(*) FILTER (
      WHERE purchased_at > checkout_at AND checkout_at > carted_at AND carted_at > viewed_at
    ) AS purchased
  FROM firsts
)
SELECT step, users,
       round(100.0 * users / nullif(first_value(users) OVER (ORDER BY ord), 0), 1) AS pct_of_start,
       round(100.0 * users / nullif(lag(users) OVER (ORDER BY ord), 0), 1) AS pct_of_previous
FROM steps
CROSS JOIN LATERAL (VALUES
  (1, 'viewed', viewed), (2, 'added to cart', carted),
  (3, 'started checkout', checked_out), (4, 'purchased', purchased)
) AS s(ord, step, users)
ORDER BY ord;
