import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** SQL snippets written for Snipstack. */
export const sqlSnippets: SnippetSeed[] = [
  {
    slug: 'postgres-running-totals',
    title: 'Running Totals and Moving Averages',
    description:
      'Daily revenue with a running total, a 7-day moving average and the change from the previous day, all from one pass of window functions.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'window-functions', 'analytics', 'reporting'],
    plan: 'free',
    code: `WITH daily AS (
  SELECT
    (paid_at AT TIME ZONE 'UTC')::date AS day,
    count(*) AS orders,
    sum(total_cents) AS revenue_cents
  FROM orders
  WHERE status IN ('paid', 'shipped')
  GROUP BY 1
)
SELECT
  day,
  orders,
  revenue_cents,
  sum(revenue_cents) OVER (ORDER BY day) AS running_revenue_cents,
  round(avg(revenue_cents) OVER (
    ORDER BY day
    ROWS BETWEEN 6 PRECEDING AND CURRENT ROW
  )) AS moving_avg_7d_cents,
  revenue_cents - lag(revenue_cents) OVER (ORDER BY day) AS change_from_previous_day
FROM daily
ORDER BY day;
`,
    mdx: `Aggregate first, then window: the CTE collapses orders into one row per day, and the outer query adds cumulative and rolling figures with \`OVER\` clauses. No self-joins and no correlated subqueries.

## Usage

${fence}sql
-- Save it as a view so dashboards can select from it directly.
CREATE VIEW daily_revenue AS
WITH daily AS (
  SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, count(*) AS orders, sum(total_cents) AS revenue_cents
  FROM orders WHERE status IN ('paid', 'shipped') GROUP BY 1
)
SELECT day, revenue_cents, sum(revenue_cents) OVER (ORDER BY day) AS running_revenue_cents
FROM daily;
${fence}

## Notes

- \`ROWS BETWEEN 6 PRECEDING AND CURRENT ROW\` counts rows, not days. Days without sales are missing from the CTE, so fill gaps with \`generate_series\` first if you need a true calendar window.
- Converting with \`AT TIME ZONE 'UTC'\` makes day boundaries independent of the session's \`TimeZone\` setting; use your business time zone instead if reports should follow it.
- \`lag()\` returns NULL for the first day, so the change column starts empty.
`,
  },
  {
    slug: 'postgres-top-n-per-group',
    title: 'Top N Rows per Group',
    description:
      'Find the three best-selling products in every category with row_number(), plus a LATERAL variant that stays fast when groups are large.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'window-functions', 'lateral', 'ranking'],
    plan: 'free',
    code: `-- Window-function version: rank every product inside its category, keep the top three.
WITH product_revenue AS (
  SELECT
    p.category_id,
    p.id AS product_id,
    p.name,
    sum(oi.quantity * oi.unit_price_cents) AS revenue_cents
  FROM products p
  JOIN order_items oi ON oi.product_id = p.id
  JOIN orders o ON o.id = oi.order_id AND o.status IN ('paid', 'shipped')
  GROUP BY p.category_id, p.id, p.name
),
ranked AS (
  SELECT *, row_number() OVER (PARTITION BY category_id ORDER BY revenue_cents DESC, product_id) AS rank
  FROM product_revenue
)
SELECT c.name AS category, r.rank, r.name AS product, r.revenue_cents
FROM ranked r
JOIN categories c ON c.id = r.category_id
WHERE r.rank <= 3
ORDER BY c.name, r.rank;

-- LATERAL version: for each category, fetch its three newest active products.
SELECT c.name AS category, newest.name AS product, newest.created_at
FROM categories c
CROSS JOIN LATERAL (
  SELECT p.name, p.created_at
  FROM products p
  WHERE p.category_id = c.id AND p.active
  ORDER BY p.created_at DESC
  LIMIT 3
) AS newest
ORDER BY c.name, newest.created_at DESC;
`,
    mdx: `Two ways to answer "the top N of each group". \`row_number()\` ranks every row once and filters, which suits aggregated data like revenue. \`CROSS JOIN LATERAL\` runs a small \`ORDER BY ... LIMIT\` per group, which can use an index and skips most rows when each group is large.

## Usage

${fence}sql
-- Index that lets the LATERAL subquery stop after three rows per category:
CREATE INDEX products_category_newest_idx
  ON products (category_id, created_at DESC)
  WHERE active;
${fence}

## Notes

- \`row_number()\` breaks ties arbitrarily unless the \`ORDER BY\` is unique, hence the \`product_id\` tiebreaker. Use \`rank()\` or \`dense_rank()\` if tied rows should share a place.
- Categories with no matching products disappear from the LATERAL version; use \`LEFT JOIN LATERAL (...) ON true\` to keep them.
- Only paid and shipped orders count as revenue here; adjust the status filter to your definition.
`,
  },
  {
    slug: 'postgres-upsert-on-conflict',
    title: 'Upserts with ON CONFLICT',
    description:
      'Increment per-day counters atomically with INSERT ... ON CONFLICT DO UPDATE, tell inserts from updates, and make imports idempotent with DO NOTHING.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'upsert', 'on-conflict', 'counters'],
    plan: 'free',
    code: `-- Count a product view: creates today's row or bumps the existing one, in one statement.
INSERT INTO product_daily_stats AS s (product_id, day, views)
VALUES (1, current_date, 1)
ON CONFLICT (product_id, day)
DO UPDATE SET views = s.views + EXCLUDED.views
RETURNING s.product_id, s.day, s.views, (xmax = 0) AS inserted;

-- Sync a product catalogue: update changed rows only, insert new ones.
INSERT INTO products (category_id, sku, name, price_cents, stock)
VALUES
  (3, 'LAP-13-AIR', 'Featherweight 13" Laptop', 119900, 15),
  (4, 'KEY-60-RED', 'Compact 60% Keyboard', 6900, 30)
ON CONFLICT (sku) DO UPDATE
SET name = EXCLUDED.name,
    price_cents = EXCLUDED.price_cents,
    stock = EXCLUDED.stock,
    updated_at = now()
WHERE (products.name, products.price_cents, products.stock)
      IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.price_cents, EXCLUDED.stock);

-- Idempotent import: replaying the same batch inserts nothing twice.
INSERT INTO users (email, full_name, country)
VALUES ('barbara@example.com', 'Barbara Liskov', 'US'), ('ada@example.com', 'Ada Lovelace', 'GB')
ON CONFLICT (email) DO NOTHING
RETURNING id, email;
`,
    mdx: `\`ON CONFLICT\` turns "insert, and if it already exists update it" into a single atomic statement, with no race between a \`SELECT\` and an \`INSERT\`. \`EXCLUDED\` refers to the row you tried to insert.

## Usage

${fence}sql
-- From application code, with parameters:
INSERT INTO product_daily_stats AS s (product_id, day, purchases)
VALUES ($1, current_date, $2)
ON CONFLICT (product_id, day)
DO UPDATE SET purchases = s.purchases + EXCLUDED.purchases;
${fence}

## Notes

- The conflict target must match a unique index or constraint exactly, here the primary key \`(product_id, day)\` and the unique \`sku\` and \`email\` columns.
- The \`WHERE ... IS DISTINCT FROM\` guard skips no-op updates, which saves dead tuples and keeps \`updated_at\` honest.
- \`(xmax = 0) AS inserted\` relies on an implementation detail of PostgreSQL's row versions. It is widely used and reliable in practice, but it is not a documented API.
- A single statement cannot update the same row twice; de-duplicate the \`VALUES\` list first.
`,
  },
  {
    slug: 'postgres-recursive-category-tree',
    title: 'Category Tree with a Recursive CTE',
    description:
      'Walk a parent_id hierarchy to list every descendant of a category with its depth, breadcrumb path and product count.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'recursive-cte', 'hierarchy', 'tree'],
    plan: 'free',
    code: `WITH RECURSIVE tree AS (
  SELECT id, parent_id, name, slug, 0 AS depth, ARRAY[name] AS path
  FROM categories
  WHERE slug = 'electronics'

  UNION ALL

  SELECT c.id, c.parent_id, c.name, c.slug, t.depth + 1, t.path || c.name
  FROM categories c
  JOIN tree t ON c.parent_id = t.id
  WHERE t.depth < 10
)
SELECT
  repeat('  ', t.depth) || t.name AS indented_name,
  t.slug,
  t.depth,
  array_to_string(t.path, ' > ') AS breadcrumb,
  count(p.id) AS direct_products
FROM tree t
LEFT JOIN products p ON p.category_id = t.id AND p.active
GROUP BY t.id, t.name, t.slug, t.depth, t.path
ORDER BY t.path;
`,
    mdx: `The anchor member selects the starting category and the recursive member joins children onto rows found so far, until no more are found. Carrying an array of names gives both a breadcrumb and a sort key that prints the tree in depth-first order.

## Usage

${fence}sql
-- Ancestors instead of descendants: walk upwards from a leaf.
WITH RECURSIVE up AS (
  SELECT id, parent_id, name FROM categories WHERE slug = 'headphones'
  UNION ALL
  SELECT c.id, c.parent_id, c.name FROM categories c JOIN up ON c.id = up.parent_id
)
SELECT string_agg(name, ' > ' ORDER BY id) AS breadcrumb FROM up;
${fence}

## Notes

- The \`depth < 10\` guard stops runaway recursion if bad data ever creates a cycle. PostgreSQL 14+ also offers \`CYCLE id SET is_cycle USING visited\` for this.
- Sorting by the name array orders siblings alphabetically; sort by a \`position\` column instead if you store a manual order.
- Index \`categories (parent_id)\` so each recursive step is an index lookup.
`,
  },
  {
    slug: 'postgres-keyset-pagination',
    title: 'Keyset Pagination with a Prepared Statement',
    description:
      'Page through orders newest first using a (created_at, id) row comparison instead of OFFSET, with the index that makes every page equally fast.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'pagination', 'performance', 'indexes'],
    plan: 'free',
    code: `CREATE INDEX IF NOT EXISTS orders_user_created_id_idx
  ON orders (user_id, created_at DESC, id DESC);

-- First page: no cursor yet.
PREPARE orders_first_page (bigint, int) AS
  SELECT id, status, total_cents, created_at
  FROM orders
  WHERE user_id = $1
  ORDER BY created_at DESC, id DESC
  LIMIT $2;

-- Following pages: pass the created_at and id of the last row you showed.
PREPARE orders_next_page (bigint, timestamptz, bigint, int) AS
  SELECT id, status, total_cents, created_at
  FROM orders
  WHERE user_id = $1
    AND (created_at, id) < ($2, $3)
  ORDER BY created_at DESC, id DESC
  LIMIT $4;

EXECUTE orders_first_page(1, 20);
EXECUTE orders_next_page(1, '2024-03-03 08:15:00+00', 3, 20);

DEALLOCATE orders_first_page;
DEALLOCATE orders_next_page;
`,
    mdx: `\`OFFSET 10000\` still reads and discards ten thousand rows. Keyset pagination remembers where the last page ended and asks for the rows after it; with a matching index, page 500 costs the same as page 1, and rows inserted meanwhile do not shift the pages.

## Usage

${fence}sql
-- From an application driver the statement is the same with bound parameters:
SELECT id, status, total_cents, created_at
FROM orders
WHERE user_id = $1 AND (created_at, id) < ($2, $3)
ORDER BY created_at DESC, id DESC
LIMIT 21; -- one extra row tells you whether a next page exists
${fence}

## Notes

- The \`id\` tiebreaker is essential: without it, orders sharing a timestamp can be skipped or repeated across pages.
- The row comparison \`(a, b) < (x, y)\` only uses the index when the sort directions match it, as they do here (both descending).
- Keyset pagination cannot jump to an arbitrary page number; pair it with "Load more" or infinite scroll.
`,
  },
  {
    slug: 'postgres-updated-at-trigger',
    title: 'Automatic updated_at Trigger',
    description:
      'A reusable PL/pgSQL trigger function that stamps updated_at on every real change, attached to any table with one CREATE TRIGGER.',
    language: 'SQL',
    category: 'Function',
    tags: ['postgres', 'triggers', 'plpgsql', 'auditing'],
    plan: 'free',
    code: `CREATE OR REPLACE FUNCTION set_updated_at()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Skip no-op updates so updated_at only moves when data actually changed.
  IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS users_set_updated_at ON users;
CREATE TRIGGER users_set_updated_at
  BEFORE UPDATE ON users
  FOR EACH ROW
  EXECUTE FUNCTION set_updated_at();

DROP TRIGGER IF EXISTS products_set_updated_at ON products;
CREATE TRIGGER products_set_updated_at
  BEFORE UPDATE ON products
  FOR EACH ROW
  EXECUTE FUNCTION set_updated_at();
`,
    mdx: `Application code forgets to set \`updated_at\`; a trigger never does. The function is generic, so any table with an \`updated_at timestamptz\` column can use it with a single \`CREATE TRIGGER\`.

## Usage

${fence}sql
UPDATE products SET stock = stock - 1 WHERE sku = 'KEY-TKL-BRN'
RETURNING sku, stock, updated_at; -- updated_at is now the transaction's start time

UPDATE products SET stock = stock WHERE sku = 'KEY-TKL-BRN'; -- no change, updated_at kept
${fence}

## Notes

- \`now()\` is the start time of the transaction, so all rows changed in one transaction share a timestamp. Use \`clock_timestamp()\` if you need the wall-clock time of each row.
- If application code also sets \`updated_at\`, the trigger overwrites it whenever another column changed.
- \`EXECUTE FUNCTION\` needs PostgreSQL 11+; older versions spell it \`EXECUTE PROCEDURE\`.
`,
  },
  {
    slug: 'postgres-order-total-trigger',
    title: 'Keep Order Totals in Sync with Items',
    description:
      'A statement-safe PL/pgSQL trigger that recalculates orders.total_cents whenever order items are inserted, updated or deleted, so the stored total can never drift.',
    language: 'SQL',
    category: 'Function',
    tags: ['postgres', 'triggers', 'plpgsql', 'denormalization'],
    plan: 'pro',
    price: 12,
    code: `CREATE OR REPLACE FUNCTION refresh_order_total()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  affected bigint[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    affected := ARRAY[OLD.order_id];
  ELSIF TG_OP = 'UPDATE' THEN
    affected := ARRAY[OLD.order_id, NEW.order_id];
  ELSE
    affected := ARRAY[NEW.order_id];
  END IF;

  UPDATE orders o
  SET total_cents = coalesce((
    SELECT sum(oi.quantity * oi.unit_price_cents)
    FROM order_items oi
    WHERE oi.order_id = o.id
  ), 0)
  WHERE o.id = ANY (affected);

  RETURN NULL; -- AFTER trigger: the return value is ignored
END;
$$;

DROP TRIGGER IF EXISTS order_items_refresh_total ON order_items;
CREATE TRIGGER order_items_refresh_total
  AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW
  EXECUTE FUNCTION refresh_order_total();
`,
    mdx: `A denormalised \`total_cents\` column makes order lists cheap to render, but only if it is always correct. This trigger recomputes the total from the items after every change, covering the case where an update moves an item from one order to another.

## Usage

${fence}sql
INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents)
VALUES (6, 5, 2, 3900);

SELECT id, total_cents FROM orders WHERE id = 6; -- 4500 + 2 * 3900 = 12300

DELETE FROM order_items WHERE order_id = 6 AND product_id = 5;
SELECT id, total_cents FROM orders WHERE id = 6; -- back to 4500
${fence}

## Notes

- It is a row-level trigger, so a bulk insert of 1,000 items runs 1,000 small updates. For big batch jobs, disable the trigger for the session and recompute totals once at the end.
- Recomputing from scratch is slower than adding a delta but cannot accumulate rounding or concurrency errors.
- Discounts, tax and shipping are not included; add them in the \`SELECT\` if your orders carry them.
`,
  },
  {
    slug: 'postgres-materialized-view-sales',
    title: 'Materialized View for Sales Summaries',
    description:
      'Precompute per-product sales figures in a materialized view with a unique index, so dashboards read instantly and refreshes never block readers.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'materialized-view', 'reporting', 'performance'],
    plan: 'free',
    code: `CREATE MATERIALIZED VIEW product_sales_summary AS
SELECT
  p.id AS product_id,
  p.sku,
  p.name,
  c.name AS category,
  count(DISTINCT o.id) AS orders,
  coalesce(sum(oi.quantity), 0) AS units_sold,
  coalesce(sum(oi.quantity * oi.unit_price_cents), 0) AS revenue_cents,
  max(o.paid_at) AS last_sold_at
FROM products p
JOIN categories c ON c.id = p.category_id
LEFT JOIN order_items oi ON oi.product_id = p.id
LEFT JOIN orders o ON o.id = oi.order_id AND o.status IN ('paid', 'shipped')
GROUP BY p.id, p.sku, p.name, c.name
WITH DATA;

-- Required for REFRESH ... CONCURRENTLY, and handy for lookups by product.
CREATE UNIQUE INDEX product_sales_summary_product_idx
  ON product_sales_summary (product_id);

CREATE INDEX product_sales_summary_revenue_idx
  ON product_sales_summary (revenue_cents DESC);

-- Rebuild without locking out readers (run from a scheduler).
REFRESH MATERIALIZED VIEW CONCURRENTLY product_sales_summary;
`,
    mdx: `A materialized view stores the result of an expensive aggregate like a table. Queries against it are simple index scans; the cost moves to the refresh, which you schedule every few minutes or after batch jobs.

## Usage

${fence}sql
SELECT sku, name, units_sold, revenue_cents
FROM product_sales_summary
ORDER BY revenue_cents DESC
LIMIT 10;
${fence}

${fence}bash
# Refresh every five minutes with cron and psql
*/5 * * * * psql "$DATABASE_URL" -c 'REFRESH MATERIALIZED VIEW CONCURRENTLY product_sales_summary'
${fence}

## Notes

- The data is only as fresh as the last refresh; show "updated at" in the UI if that matters.
- The status filter sits in the \`JOIN\` condition, not in \`WHERE\`, so items from cancelled orders are excluded while products without any sales still appear with zero.
- \`CONCURRENTLY\` needs a unique index covering all rows and takes longer than a plain refresh, but readers keep seeing the old data until it finishes.
`,
  },
  {
    slug: 'postgres-conversion-funnel',
    title: 'Conversion Funnel from Events',
    description:
      'Measure how many users move from page view to cart to checkout to purchase, in order, with step-by-step and overall conversion rates.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'analytics', 'funnel', 'events'],
    plan: 'pro',
    price: 9,
    code: `WITH firsts AS (
  SELECT
    user_id,
    min(occurred_at) FILTER (WHERE name = 'page_view') AS viewed_at,
    min(occurred_at) FILTER (WHERE name = 'add_to_cart') AS carted_at,
    min(occurred_at) FILTER (WHERE name = 'checkout_started') AS checkout_at,
    min(occurred_at) FILTER (WHERE name = 'purchase') AS purchased_at
  FROM events
  WHERE user_id IS NOT NULL
    AND occurred_at >= timestamptz '2024-03-01' AND occurred_at < timestamptz '2024-04-01'
  GROUP BY user_id
),
steps AS (
  SELECT
    count(viewed_at) AS viewed,
    count(*) FILTER (WHERE carted_at > viewed_at) AS carted,
    count(*) FILTER (WHERE checkout_at > carted_at AND carted_at > viewed_at) AS checked_out,
    count(*) FILTER (
      WHERE purchased_at > checkout_at AND checkout_at > carted_at AND carted_at > viewed_at
    ) AS purchased
  FROM firsts
)
SELECT step, users,
       round(100.0 * users / nullif(first_value(users) OVER (ORDER BY ord), 0), 1) AS pct_of_start,
       round(100.0 * users / nullif(lag(users) OVER (ORDER BY ord), 0), 1) AS pct_of_previous
FROM steps
CROSS JOIN LATERAL (VALUES
  (1, 'viewed', viewed), (2, 'added to cart', carted),
  (3, 'started checkout', checked_out), (4, 'purchased', purchased)
) AS s(ord, step, users)
ORDER BY ord;
`,
    mdx: `Each user's first timestamp for every step is found with filtered aggregates; a step only counts if it happened after the previous one. The totals are then unpivoted with \`LATERAL (VALUES ...)\` so each step becomes a row with its conversion percentages.

## Usage

${fence}sql
-- Funnel per acquisition channel: carry the channel through both CTEs.
SELECT properties ->> 'utm_source' AS channel, count(*) AS users
FROM events
WHERE name = 'page_view'
GROUP BY 1;
${fence}

## Notes

- The funnel is strict: a step counts only when every earlier step happened before it, so each percentage is at most 100. A purchase without a tracked \`checkout_started\` event does not count; drop the \`checkout_at\` conditions if your checkout is not always tracked.
- Anonymous events (\`user_id IS NULL\`) are excluded. Stitch them to users by an anonymous ID first if your tracking has one.
- \`nullif(..., 0)\` avoids division by zero for empty date ranges.
- Add an index on \`events (name, occurred_at)\` for large event tables.
`,
  },
  {
    slug: 'postgres-sessionize-events',
    title: 'Sessionize Events (Gaps and Islands)',
    description:
      "Group a user's events into sessions that end after 30 minutes of inactivity, then report duration, event count and entry page for each session.",
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'window-functions', 'analytics', 'sessions'],
    plan: 'pro',
    price: 12,
    originalPrice: 19,
    code: `WITH marked AS (
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
`,
    mdx: `A classic "gaps and islands" query. The first pass flags every event that starts a new session (first event, or more than 30 minutes after the previous one); a running sum of those flags numbers the sessions; the final aggregate describes each one.

## Usage

${fence}sql
-- Average session length and conversion rate per day, built on the query above
-- saved as a view named user_sessions:
SELECT started_at::date AS day,
       avg(duration) AS avg_duration,
       avg(converted::int) AS conversion_rate
FROM user_sessions
GROUP BY 1
ORDER BY 1;
${fence}

## Notes

- The 30-minute timeout is the common web-analytics convention; change the interval to suit your product.
- Sessions here never cross users but may cross midnight, which is usually what you want.
- For tables with millions of events, restrict the time range in \`marked\` and index \`events (user_id, occurred_at)\` so the window sort can use the index.
`,
  },
  {
    slug: 'postgres-fill-date-gaps',
    title: 'Fill Missing Days with generate_series',
    description:
      'Build a continuous calendar of days and left join daily metrics onto it, so charts show zero instead of skipping days without data.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'generate-series', 'time-series', 'reporting'],
    plan: 'free',
    code: `WITH calendar AS (
  SELECT day::date
  FROM generate_series(date '2024-03-01', date '2024-03-10', interval '1 day') AS day
),
signups AS (
  SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
  FROM users
  GROUP BY 1
),
paid_orders AS (
  SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(total_cents) AS revenue_cents
  FROM orders
  WHERE paid_at IS NOT NULL AND status <> 'refunded'
  GROUP BY 1
)
SELECT
  c.day,
  to_char(c.day, 'Dy') AS weekday,
  coalesce(s.n, 0) AS signups,
  coalesce(o.n, 0) AS orders,
  coalesce(o.revenue_cents, 0) AS revenue_cents
FROM calendar c
LEFT JOIN signups s USING (day)
LEFT JOIN paid_orders o USING (day)
ORDER BY c.day;
`,
    mdx: `\`GROUP BY day\` only returns days that have rows. Generating the calendar first and joining the metrics onto it guarantees exactly one row per day, with \`coalesce\` turning the missing values into zeros.

## Usage

${fence}sql
-- Rolling window relative to today instead of fixed dates:
SELECT day::date
FROM generate_series(current_date - 29, current_date, interval '1 day') AS day;

-- Weekly buckets:
SELECT week::date
FROM generate_series(date_trunc('week', now()) - interval '11 weeks',
                     date_trunc('week', now()), interval '1 week') AS week;
${fence}

## Notes

- Aggregate each metric in its own CTE before joining; joining raw tables to each other first multiplies rows and inflates counts.
- Day boundaries use UTC here. Use \`AT TIME ZONE 'Europe/Berlin'\` (or your business zone) consistently in every CTE.
- \`generate_series\` with dates returns timestamps, hence the \`::date\` cast.
`,
  },
  {
    slug: 'postgres-json-aggregation',
    title: 'Nested JSON Responses with json_agg',
    description:
      'Return orders with their line items and customer as nested JSON straight from PostgreSQL, ready to send from an API without N+1 queries.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'json', 'aggregation', 'api'],
    plan: 'free',
    code: `SELECT json_build_object(
  'id', o.id,
  'status', o.status,
  'totalCents', o.total_cents,
  'createdAt', o.created_at,
  'customer', json_build_object('id', u.id, 'name', u.full_name, 'email', u.email),
  'items', coalesce(items.list, '[]'::json)
) AS "order"
FROM orders o
JOIN users u ON u.id = o.user_id
LEFT JOIN LATERAL (
  SELECT json_agg(
    json_build_object(
      'sku', p.sku,
      'name', p.name,
      'quantity', oi.quantity,
      'unitPriceCents', oi.unit_price_cents,
      'lineTotalCents', oi.quantity * oi.unit_price_cents
    )
    ORDER BY p.name
  ) AS list
  FROM order_items oi
  JOIN products p ON p.id = oi.product_id
  WHERE oi.order_id = o.id
) AS items ON true
WHERE o.user_id = 1
ORDER BY o.created_at DESC;
`,
    mdx: `One round trip returns each order as a ready-made JSON document: the customer as a nested object and the items as an array. The \`LATERAL\` subquery aggregates items per order, so orders are never duplicated by the join.

## Usage

${fence}ts
// With the postgres.js driver, json columns arrive already parsed:
const rows = await sql\`
  SELECT json_build_object('id', o.id, 'status', o.status) AS "order"
  FROM orders o WHERE o.user_id = \${userId}
\`
return Response.json(rows.map((row) => row.order))
${fence}

## Notes

- \`json_agg\` over zero rows returns NULL, which \`coalesce(..., '[]')\` turns into an empty array.
- Keys are camelCase here to match a JavaScript client; the database columns stay snake_case.
- Use \`jsonb_build_object\` if you need to index or compare the result; \`json\` keeps key order and is slightly faster to build.
`,
  },
  {
    slug: 'postgres-jsonb-attributes',
    title: 'Querying and Indexing JSONB Attributes',
    description:
      'Filter products by flexible JSONB attributes with containment and key operators, index them with GIN, and update a single key in place.',
    language: 'SQL',
    category: 'Query',
    tags: ['postgres', 'jsonb', 'gin-index', 'schemaless'],
    plan: 'free',
    code: `-- GIN index with jsonb_path_ops: small and fast for @> containment queries.
CREATE INDEX IF NOT EXISTS products_attributes_idx
  ON products USING gin (attributes jsonb_path_ops);

-- Containment: every wireless black product (uses the index).
SELECT sku, name, attributes
FROM products
WHERE attributes @> '{"color": "black", "wireless": true}';

-- Extract typed values with ->> and a cast.
SELECT sku, name, (attributes ->> 'ram_gb')::int AS ram_gb
FROM products
WHERE attributes ? 'ram_gb'
  AND (attributes ->> 'ram_gb')::int >= 16
ORDER BY ram_gb DESC;

-- Set or replace one key without rewriting the others.
UPDATE products
SET attributes = jsonb_set(attributes, '{color}', '"midnight"')
WHERE sku = 'LAP-13-AIR'
RETURNING sku, attributes;

-- Remove a key, and list the distinct keys in use.
UPDATE products SET attributes = attributes - 'switch' WHERE sku = 'KEY-TKL-BRN';
SELECT key, count(*) AS products
FROM products, jsonb_object_keys(attributes) AS key
GROUP BY key
ORDER BY products DESC;
`,
    mdx: `A \`jsonb\` column holds attributes that differ per product type without a column for each. Containment (\`@>\`) is the operator to reach for because a GIN index can answer it; \`->>\` extracts a value as text for comparisons and sorting.

## Usage

${fence}sql
-- From application code, pass the filter as a JSON parameter:
SELECT sku, name FROM products WHERE attributes @> $1::jsonb;
-- $1 = '{"color": "silver"}'
${fence}

## Notes

- \`jsonb_path_ops\` indexes support \`@>\` only. Use the default \`jsonb_ops\` class if you also need the key-exists operators \`?\`, \`?|\` and \`?&\` to use the index.
- Range conditions on a cast value like \`(attributes ->> 'ram_gb')::int\` need an expression index: \`CREATE INDEX ON products (((attributes ->> 'ram_gb')::int))\`.
- Promote attributes you filter on constantly to real columns; they get statistics, constraints and simpler queries.
`,
  },
  {
    slug: 'postgres-slugify-function',
    title: 'slugify() SQL Function',
    description:
      'An immutable SQL function that turns titles into URL slugs, usable in generated columns, unique indexes and backfills.',
    language: 'SQL',
    category: 'Function',
    tags: ['postgres', 'sql-function', 'slugs', 'text'],
    plan: 'free',
    code: `CREATE OR REPLACE FUNCTION slugify(input text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
RETURN trim(
  BOTH '-' FROM regexp_replace(
    regexp_replace(lower(input), '[''’]+', '', 'g'), -- drop apostrophes: "Don't" -> "dont"
    '[^a-z0-9]+', '-', 'g'                            -- everything else becomes a dash
  )
);

-- Backfill a slug column and keep it unique.
ALTER TABLE products ADD COLUMN IF NOT EXISTS slug text;

UPDATE products
SET slug = slugify(name) || '-' || lower(sku)
WHERE slug IS NULL;

CREATE UNIQUE INDEX IF NOT EXISTS products_slug_idx ON products (slug);

SELECT name, slug FROM products ORDER BY id;
`,
    mdx: `A pure SQL function with a \`RETURN\` body (PostgreSQL 14+), so it is parsed and validated when it is created. Marked \`IMMUTABLE\`, it can be used in indexes and generated columns.

## Usage

${fence}sql
SELECT slugify('  Practical SQL: The Handbook! '); -- practical-sql-the-handbook
SELECT slugify('Don''t Panic'); -- dont-panic

-- Keep a slug in sync automatically:
ALTER TABLE categories
  ADD COLUMN name_slug text GENERATED ALWAYS AS (slugify(name)) STORED;
${fence}

## Notes

- Accented letters are dropped rather than transliterated ("Café" becomes "caf"). With the \`unaccent\` extension, wrap the input as \`unaccent(input)\`, but note \`unaccent\` is only stable, so the function can no longer be immutable.
- \`STRICT\` makes the function return NULL for NULL input without running.
- Two titles can produce the same slug; the example appends the SKU to keep product slugs unique.
`,
  },
]
