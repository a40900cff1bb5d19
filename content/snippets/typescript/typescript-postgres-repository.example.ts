// The tables the repository reads and writes, in this example's own empty database. Orders keep no
// foreign key to users (a deleted user's orders stay), but events do.
await sql`CREATE TABLE users (id int PRIMARY KEY, email text NOT NULL)`
await sql`
  CREATE TABLE orders (
    id int PRIMARY KEY, user_id int NOT NULL, status text NOT NULL,
    total_cents int NOT NULL, created_at timestamptz NOT NULL
  )
`
await sql`CREATE INDEX ON orders (user_id, created_at DESC, id DESC)`
await sql`CREATE TABLE events (user_id int NOT NULL REFERENCES users, name text NOT NULL, properties jsonb NOT NULL)`
await sql`
  CREATE TABLE product_daily_stats (
    product_id int, day date, views int NOT NULL, PRIMARY KEY (product_id, day)
  )
`
await sql`INSERT INTO users VALUES (1, 'ada@example.com')`
await sql`
  INSERT INTO orders VALUES
    (10, 1, 'paid',    1200, '2024-03-01T09:00:00Z'),
    (11, 1, 'pending', 3900, '2024-03-02T09:00:00Z'),
    (12, 1, 'pending',  450, '2024-03-02T09:00:00Z'),
    (13, 1, 'shipped', 9900, '2024-03-03T09:00:00Z'),
    (14, 2, 'pending', 2500, '2024-03-04T09:00:00Z'),
    (15, 9, 'pending',  700, '2024-03-05T09:00:00Z')
`

const cursor = (next: Cursor | null) => (next ? `${next.createdAt.toISOString()} #${next.id}` : 'none')

// Newest first, two to a page: each page's cursor is where the next one starts, ties broken by id.
let page = await listOrders(1, null, 2)
for (let number = 1; ; number++) {
  const rows = page.orders.map((order) => `#${order.id} ${order.status} ${order.totalCents}`)
  console.log(`page ${number}: ${rows.join(', ')} | next: ${cursor(page.next)}`)
  if (!page.next) break
  page = await listOrders(1, page.next, 2)
}

// Rows come back camelCased, with timestamps as Dates.
const [newest] = (await listOrders(1, null, 1)).orders
console.log(Object.keys(newest ?? {}).join(' '), newest?.createdAt instanceof Date)

// The upsert counts views per product and day: one row each, however often it runs.
await recordProductView(7)
await recordProductView(7)
await recordProductView(8)
const stats = await sql`SELECT product_id, views FROM product_daily_stats ORDER BY product_id`
console.log(stats.map((row) => `product ${row.productId}: ${row.views}`).join(', '))

// Cancelling a pending order updates it and records an event, in one transaction.
const cancelled = await cancelOrder(11)
console.log(`cancelled #${cancelled.id}: ${cancelled.status}`)

async function tryCancel(orderId: number) {
  try {
    await cancelOrder(orderId)
  } catch (error) {
    console.log(`cancel #${orderId} failed: ${(error as Error).message}`)
  }
}

// Only a pending order can be cancelled.
await tryCancel(11)
await tryCancel(13)
// Order 15's user is gone, so its event cannot be recorded: the update rolls back with it.
await tryCancel(15)

const statuses = await sql`SELECT id, status FROM orders WHERE id IN (11, 15) ORDER BY id`
console.log(statuses.map((row) => `#${row.id} ${row.status}`).join(', '))
const events = await sql`SELECT user_id, name, properties FROM events`
for (const event of events) console.log(event.userId, event.name, JSON.stringify(event.properties))

await sql.end()
