import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const orders = pgTable('orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
  status: text('status', { enum: ['pending', 'paid', 'shipped', 'cancelled', 'refunded'] }).notNull().default('pending'),
  totalCents: integer('total_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type User = typeof users.$inferSelect
export type NewOrder = typeof orders.$inferInsert

const db = drizzle(postgres(process.env.DATABASE_URL ?? 'postgres://localhost/shop'))

export function topCustomersSince(since: Date, limit = 10) {
  return db
    .select({
      email: users.email,
      orders: sql<number>`count(${orders.id})::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(users)
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(and(eq(orders.status, 'paid'), gte(orders.createdAt, since)))
    .groupBy(users.email)
    .orderBy(desc(sql`3`))
    .limit(limit)
}

export async function placeOrder(order: NewOrder) {
  const [created] = await db.insert(orders).values(order).returning()
  return created
}
