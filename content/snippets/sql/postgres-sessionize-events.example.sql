CREATE TABLE events (
  user_id     bigint,
  name        text NOT NULL,
  properties  jsonb NOT NULL DEFAULT '{}',
  occurred_at timestamptz NOT NULL
);

INSERT INTO events (user_id, name, properties, occurred_at) VALUES
  (1, 'page_view', '{"path": "/products/1"}', '2024-03-01 09:50+00'),
  (1, 'add_to_cart', '{"product_id": 1}', '2024-03-01 09:55+00'),
  (1, 'purchase', '{"order_id": 1}', '2024-03-01 10:00+00'),
  -- 41 minutes later: a new session.
  (1, 'page_view', '{"path": "/"}', '2024-03-01 10:41+00'),
  -- Exactly 30 minutes apart still counts as the same session.
  (2, 'page_view', '{"path": "/"}', '2024-03-06 08:30+00'),
  (2, 'page_view', '{"path": "/products/3"}', '2024-03-06 09:00+00'),
  -- A session without a page view has no entry page.
  (2, 'add_to_cart', '{"product_id": 3}', '2024-03-06 11:00+00'),
  (NULL, 'page_view', '{"path": "/"}', '2024-03-06 12:00+00');

\i postgres-sessionize-events.sql
