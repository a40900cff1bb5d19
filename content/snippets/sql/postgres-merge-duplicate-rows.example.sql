CREATE TABLE users (
  id         bigint PRIMARY KEY,
  email      text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE TABLE orders (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users);

INSERT INTO users VALUES
  (1, 'ada@example.com', '2024-01-03 09:00+00'),
  (2, 'Ada@Example.com', '2024-02-01 09:00+00'),  -- newest Ada: kept
  (3, 'ADA@EXAMPLE.COM', '2024-01-20 09:00+00'),
  (4, 'grace@example.com', '2024-01-10 09:00+00'),
  (5, 'Grace@example.com', '2024-01-10 09:00+00'); -- same time: the higher id is kept
INSERT INTO orders VALUES (10, 1), (11, 3), (12, 2), (13, 4);

\i postgres-merge-duplicate-rows.sql

SELECT u.id, u.email, array_agg(o.id ORDER BY o.id) AS orders
FROM users u LEFT JOIN orders o ON o.user_id = u.id
GROUP BY u.id, u.email ORDER BY u.id;

-- The new index rejects another casing of an existing address.
INSERT INTO users VALUES (6, 'GRACE@example.com', '2024-03-01 09:00+00')
ON CONFLICT DO NOTHING
RETURNING id;
