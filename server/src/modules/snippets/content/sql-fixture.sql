-- Fixture schema for the PostgreSQL snippets: a small shop with a category tree, orders and
-- product analytics events. content.test.ts loads it into PGlite and runs every SQL snippet
-- against it, each in its own transaction that is rolled back afterwards.

CREATE TABLE users (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email       text NOT NULL UNIQUE,
  full_name   text NOT NULL,
  country     char(2),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);

CREATE TABLE categories (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id  bigint REFERENCES categories (id) ON DELETE CASCADE,
  name       text NOT NULL,
  slug       text NOT NULL UNIQUE
);

CREATE TABLE products (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id  bigint NOT NULL REFERENCES categories (id),
  sku          text NOT NULL UNIQUE,
  name         text NOT NULL,
  price_cents  integer NOT NULL CHECK (price_cents >= 0),
  stock        integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  active       boolean NOT NULL DEFAULT true,
  attributes   jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  status       text NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled', 'refunded')),
  total_cents  integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz
);

CREATE TABLE order_items (
  order_id          bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id        bigint NOT NULL REFERENCES products (id),
  quantity          integer NOT NULL CHECK (quantity > 0),
  unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),
  PRIMARY KEY (order_id, product_id)
);

CREATE TABLE events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint REFERENCES users (id),
  name         text NOT NULL,
  properties   jsonb NOT NULL DEFAULT '{}',
  occurred_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_daily_stats (
  product_id  bigint NOT NULL REFERENCES products (id),
  day         date NOT NULL,
  views       integer NOT NULL DEFAULT 0,
  purchases   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, day)
);

INSERT INTO users (email, full_name, country, created_at) VALUES
  ('ada@example.com', 'Ada Lovelace', 'GB', '2024-01-03 09:12:00+00'),
  ('grace@example.com', 'Grace Hopper', 'US', '2024-01-10 14:40:00+00'),
  ('linus@example.com', 'Linus Torvalds', 'FI', '2024-02-01 08:05:00+00'),
  ('margaret@example.com', 'Margaret Hamilton', 'US', '2024-02-14 17:30:00+00'),
  ('alan@example.com', 'Alan Turing', 'GB', '2024-03-02 11:00:00+00');

INSERT INTO categories (parent_id, name, slug) VALUES
  (NULL, 'Electronics', 'electronics'),
  (1, 'Computers', 'computers'),
  (2, 'Laptops', 'laptops'),
  (2, 'Keyboards', 'keyboards'),
  (1, 'Audio', 'audio'),
  (5, 'Headphones', 'headphones'),
  (NULL, 'Books', 'books'),
  (7, 'Programming', 'programming');

INSERT INTO products (category_id, sku, name, price_cents, stock, attributes) VALUES
  (3, 'LAP-13-AIR', 'Featherweight 13" Laptop', 129900, 12, '{"color": "silver", "ram_gb": 16}'),
  (3, 'LAP-16-PRO', 'Workhorse 16" Laptop', 249900, 4, '{"color": "graphite", "ram_gb": 32}'),
  (4, 'KEY-TKL-BRN', 'Tenkeyless Mechanical Keyboard', 8900, 40, '{"switch": "brown"}'),
  (6, 'HP-NC-700', 'Noise Cancelling Headphones', 29900, 25, '{"color": "black", "wireless": true}'),
  (8, 'BK-SQL-101', 'Practical SQL Handbook', 3900, 100, '{"pages": 412}'),
  (8, 'BK-GO-201', 'Concurrency in Practice', 4500, 0, '{"pages": 288}');

INSERT INTO orders (user_id, status, total_cents, created_at, paid_at) VALUES
  (1, 'paid', 138800, '2024-03-01 10:00:00+00', '2024-03-01 10:02:00+00'),
  (2, 'shipped', 29900, '2024-03-01 12:30:00+00', '2024-03-01 12:31:00+00'),
  (1, 'paid', 3900, '2024-03-03 08:15:00+00', '2024-03-03 08:16:00+00'),
  (3, 'cancelled', 249900, '2024-03-04 19:45:00+00', NULL),
  (4, 'paid', 17800, '2024-03-06 09:00:00+00', '2024-03-06 09:05:00+00'),
  (2, 'pending', 4500, '2024-03-07 16:20:00+00', NULL),
  (5, 'refunded', 8900, '2024-03-07 18:00:00+00', '2024-03-07 18:01:00+00');

INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents) VALUES
  (1, 1, 1, 129900), (1, 3, 1, 8900),
  (2, 4, 1, 29900),
  (3, 5, 1, 3900),
  (4, 2, 1, 249900),
  (5, 3, 2, 8900),
  (6, 6, 1, 4500),
  (7, 3, 1, 8900);

INSERT INTO events (user_id, name, properties, occurred_at) VALUES
  (1, 'page_view', '{"path": "/products/1"}', '2024-03-01 09:50:00+00'),
  (1, 'add_to_cart', '{"product_id": 1}', '2024-03-01 09:55:00+00'),
  (1, 'checkout_started', '{}', '2024-03-01 09:58:00+00'),
  (1, 'purchase', '{"order_id": 1}', '2024-03-01 10:00:00+00'),
  (2, 'page_view', '{"path": "/products/4"}', '2024-03-01 12:00:00+00'),
  (2, 'add_to_cart', '{"product_id": 4}', '2024-03-01 12:10:00+00'),
  (2, 'purchase', '{"order_id": 2}', '2024-03-01 12:30:00+00'),
  (3, 'page_view', '{"path": "/products/2"}', '2024-03-04 19:00:00+00'),
  (3, 'add_to_cart', '{"product_id": 2}', '2024-03-04 19:40:00+00'),
  (4, 'page_view', '{"path": "/"}', '2024-03-06 08:30:00+00'),
  (4, 'page_view', '{"path": "/products/3"}', '2024-03-06 08:41:00+00'),
  (4, 'page_view', '{"path": "/products/3"}', '2024-03-06 10:20:00+00'),
  (5, 'page_view', '{"path": "/"}', '2024-03-07 17:40:00+00');

INSERT INTO product_daily_stats (product_id, day, views, purchases) VALUES
  (1, '2024-03-01', 40, 1),
  (4, '2024-03-01', 22, 1),
  (3, '2024-03-06', 15, 1);
