CREATE TABLE orders (
  id          bigint PRIMARY KEY,
  user_id     bigint NOT NULL,
  status      text NOT NULL,
  total_cents integer NOT NULL,
  created_at  timestamptz NOT NULL
);

INSERT INTO orders VALUES
  (1, 1, 'paid', 138800, '2024-03-01 10:00+00'),
  (2, 1, 'paid', 2500, '2024-03-03 08:15+00'),  -- same timestamp as order 3
  (3, 1, 'paid', 3900, '2024-03-03 08:15+00'),
  (4, 2, 'shipped', 29900, '2024-03-04 12:00+00'), -- another user's order
  (5, 1, 'pending', 4500, '2024-03-07 16:20+00');

-- The second call continues after order 3 and still finds order 2, which shares its timestamp.
\i postgres-keyset-pagination.sql
