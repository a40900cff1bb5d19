CREATE TABLE users (id bigint PRIMARY KEY, country char(2));
CREATE TABLE orders (
  id          bigint PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users,
  status      text NOT NULL,
  total_cents integer NOT NULL,
  created_at  timestamptz NOT NULL,
  paid_at     timestamptz
);

INSERT INTO users VALUES (1, 'GB'), (2, 'US'), (3, 'US'), (4, NULL);
INSERT INTO orders VALUES
  (1, 1, 'paid', 3900, '2024-03-01 10:00+00', '2024-03-01 10:01+00'),
  (2, 1, 'paid', 4500, '2024-03-02 10:00+00', '2024-03-02 10:02+00'),
  (3, 1, 'paid', 249900, '2024-03-03 10:00+00', '2024-03-03 10:03+00'), -- one big outlier
  (4, 2, 'shipped', 8900, '2024-03-04 10:00+00', '2024-03-04 10:04+00'),
  (5, 3, 'shipped', 17800, '2024-03-05 10:00+00', '2024-03-05 11:40+00'),
  (6, 4, 'paid', 2500, '2024-03-06 10:00+00', '2024-03-06 10:05+00'), -- no country
  (7, 2, 'pending', 99900, '2024-03-07 10:00+00', NULL);             -- never paid

\i postgres-percentile-median.sql
