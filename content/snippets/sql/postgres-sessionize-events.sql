WITH marked AS (
  SELECT
    user_id,
    name,
    properties,
    occurred_at,
    CASE
      WHEN lag(occurred_at) OVER w IS NULL
        OR occurred_at - lag(occurred_at) OVER w > interval '30 minutes'
      THEN 1 ELSE 0
    END AS starts_session
  FROM events
  WHERE user_id IS NOT NULL
  WINDOW w AS (PARTITION BY user_id ORDER BY occurred_at)
),
numbered AS (
  SELECT *,
         sum(starts_session) OVER (PARTITION BY user_id ORDER BY occurred_at) AS session_no
  FROM marked
)
SELECT
  user_id,
  session_no,
  min(occurred_at) AS started_at,
  max(occurred_at) - min(occurred_at) AS duration,
  count(*) AS events,
  (array_agg(properties ->> 'path' ORDER BY occurred_at)
     FILTER (WHERE name = 'page_view'))[1] AS entry_page,
  bool_or(name = 'purchase') AS converted
FROM numbered
GROUP BY user_id, session_no
ORDER BY user_id, session_no;
