CREATE TABLE events (
  user_id     bigint,
  name        text NOT NULL,
  occurred_at timestamptz NOT NULL
);

INSERT INTO events (user_id, name, occurred_at) VALUES
  -- User 1 completes every step in order.
  (1, 'page_view', '2024-03-01 09:50+00'), (1, 'add_to_cart', '2024-03-01 09:55+00'),
  (1, 'checkout_started', '2024-03-01 09:58+00'), (1, 'purchase', '2024-03-01 10:00+00'),
  -- User 2 buys without a tracked checkout, so the strict funnel stops at the cart.
  (2, 'page_view', '2024-03-02 12:00+00'), (2, 'add_to_cart', '2024-03-02 12:10+00'),
  (2, 'purchase', '2024-03-02 12:30+00'),
  -- User 3 only views; user 4's cart event comes before any view and does not count.
  (3, 'page_view', '2024-03-04 19:00+00'),
  (4, 'add_to_cart', '2024-03-05 08:00+00'), (4, 'page_view', '2024-03-05 08:30+00'),
  -- Anonymous and out-of-range events are ignored.
  (NULL, 'page_view', '2024-03-06 10:00+00'),
  (5, 'page_view', '2024-04-02 10:00+00');

\i postgres-conversion-funnel.sql
