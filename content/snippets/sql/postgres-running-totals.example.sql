CREATE TABLE orders (
  id          int PRIMARY KEY,
  status      text NOT NULL,
  total_cents integer NOT NULL,
  paid_at     timestamptz
);

INSERT INTO orders VALUES
  (1, 'paid', 10000, '2024-03-01 10:00+00'),
  (2, 'shipped', 5000, '2024-03-01 23:30+00'),
  (3, 'paid', 3000, '2024-03-02 08:00+00'),
  (4, 'paid', 20000, '2024-03-04 12:00+00'), -- no sales on 2024-03-03
  (5, 'refunded', 9900, '2024-03-04 13:00+00'),
  (6, 'pending', 4500, NULL);

\i postgres-running-totals.sql
