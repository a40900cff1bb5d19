CREATE TABLE users (id int PRIMARY KEY, created_at timestamptz NOT NULL);
CREATE TABLE orders (
  id          int PRIMARY KEY,
  status      text NOT NULL,
  total_cents integer NOT NULL,
  paid_at     timestamptz
);

INSERT INTO users VALUES
  (1, '2024-03-02 09:00+00'), (2, '2024-03-02 23:59+00'), (3, '2024-03-05 00:00+00'),
  (4, '2024-02-20 10:00+00'); -- before the calendar: not shown

INSERT INTO orders VALUES
  (1, 'paid', 12000, '2024-03-01 10:00+00'),
  (2, 'shipped', 3000, '2024-03-01 18:30+00'),
  (3, 'paid', 4500, '2024-03-05 08:00+00'),
  (4, 'refunded', 9900, '2024-03-07 12:00+00'), -- refunds are left out
  (5, 'pending', 2500, NULL);                   -- never paid

\i postgres-fill-date-gaps.sql
