// The tables the schema describes (what `drizzle-kit generate` would write), in this example's own
// empty database.
await db.execute(sql`
  CREATE TABLE users (
    id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
    email text NOT NULL UNIQUE,
    full_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )
`)
await db.execute(sql`
  CREATE TABLE orders (
    id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
    user_id bigint NOT NULL REFERENCES users (id),
    status text NOT NULL DEFAULT 'pending',
    total_cents integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )
`)

const people: User[] = await db
  .insert(users)
  .values([
    { email: 'ada@example.com', fullName: 'Ada Lovelace' },
    { email: 'grace@example.com', fullName: 'Grace Hopper' },
    { email: 'alan@example.com', fullName: 'Alan Turing' },
  ])
  .returning()
const [ada, grace, alan] = people.map((person) => person.id) as [number, number, number]
console.log(people.map((person) => `${person.id} ${person.fullName} <${person.email}>`).join(', '))

const day = (date: string) => new Date(`${date}T12:00:00Z`)
await db.insert(orders).values([
  { userId: ada, status: 'paid', totalCents: 52700, createdAt: day('2024-03-02') },
  { userId: ada, status: 'paid', totalCents: 60000, createdAt: day('2024-03-10') },
  { userId: ada, status: 'paid', totalCents: 30000, createdAt: day('2024-03-20') },
  { userId: ada, status: 'refunded', totalCents: 99900, createdAt: day('2024-03-21') },
  { userId: grace, status: 'paid', totalCents: 250000, createdAt: day('2024-03-15') },
  { userId: grace, status: 'paid', totalCents: 10000, createdAt: day('2024-01-05') },
  { userId: alan, status: 'pending', totalCents: 4500, createdAt: day('2024-03-12') },
])

// Paid orders since March only: Grace's January order, Ada's refund and Alan's pending one do not count.
for (const customer of await topCustomersSince(day('2024-03-01'))) console.log(JSON.stringify(customer))
console.log(JSON.stringify(await topCustomersSince(day('2024-03-01'), 1)))

// The defaults fill what the insert leaves out; the id is the next in this fresh database.
const order = await placeOrder({ userId: alan, totalCents: 3900 })
console.log(order?.id, order?.status, order?.totalCents, order?.createdAt instanceof Date)

// What PostgreSQL refuses comes back as an error whose cause is the server's, with its SQLSTATE.
async function refused(label: string, write: () => Promise<unknown>) {
  try {
    await write()
    console.log(`${label}: accepted`)
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint_name?: string } }).cause
    console.log(`${label}: ${cause?.code} ${cause?.constraint_name}`)
  }
}
await refused('same email again', () => db.insert(users).values({ email: 'ada@example.com', fullName: 'Ada' }))
await refused('order for no one', () => placeOrder({ userId: 99, totalCents: 100 }))

await db.$client.end()
