-- Merge users whose emails differ only in case: keep the newest account per address,
-- move the duplicates' orders onto it, then delete the duplicates, all in one statement.
WITH ranked AS (
  SELECT
    id,
    email,
    first_value(id) OVER (
      PARTITION BY lower(email)
      ORDER BY created_at DESC, id DESC
    ) AS keep_id
  FROM users
),
duplicates AS (
  SELECT id, email, keep_id FROM ranked WHERE id <> keep_id
),
moved_orders AS (
  UPDATE orders o
  SET user_id = d.keep_id
  FROM duplicates d
  WHERE o.user_id = d.id
  RETURNING o.id
),
removed AS (
  -- Foreign keys are checked at the end of the statement, after the orders have moved.
  DELETE FROM users u
  USING duplicates d
  WHERE u.id = d.id
  RETURNING u.id, u.email, d.keep_id
)
SELECT r.id AS removed_id, r.email AS removed_email, r.keep_id,
       (SELECT count(*) FROM moved_orders) AS orders_moved
FROM removed r
ORDER BY r.id;

-- Stop new duplicates: one account per address, whatever its case.
CREATE UNIQUE INDEX IF NOT EXISTS users_email_lower_key ON users (lower(email));
