import postgres from 'postgres'

const sql = postgres(process.env.DATABASE_URL ?? 'postgres://localhost/shop', {
  max: 10,
  transform: postgres.camel, // created_at -> createdAt
})

export type Order = { id: number; userId: number; status: string; totalCents: number; createdAt: Date }
export type Cursor = { createdAt: Date; id: number }

export async function listOrders(userId: number, after: Cursor | null, limit = 20) {
  const rows = await sql<Order[]>`
    SELECT id, user_id, status, total_cents, created_at
    FROM orders
    WHERE user_id = ${userId}
      ${after ? sql`AND (created_at, id) < (${after.createdAt}, ${after.id})` : sql``}
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit + 1}
  `
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const next: Cursor | null = rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null
  return { orders: page, next }
}

export async function recordProductView(productId: number) {
  await sql`
    INSERT INTO product_daily_stats AS s (product_id, day, views)
    VALUES (${productId}, current_date, 1)
    ON CONFLICT (product_id, day) DO UPDATE SET views = s.views + 1
  `
}

export async function cancelOrder(orderId: number) {
  return sql.begin(async (tx) => {
    const [order] = await tx<Order[]>`
      UPDATE orders SET status = 'cancelled'
      WHERE id = ${orderId} AND status = 'pending'
      RETURNING id, user_id, status, total_cents, created_at
    `
    if (!order) throw new Error(`Order ${orderId} is not pending`)
    await tx`INSERT INTO events (user_id, name, properties) VALUES (${order.userId}, 'order_cancelled', ${sql.json({ orderId })})`
    return order
  })
}
