const ids = ['a1', undefined, 'b2', null, 'c3']
const present: string[] = ids.filter(isDefined)
console.log(JSON.stringify(present))

const ROLES = ['admin', 'editor', 'viewer'] as const
type Role = (typeof ROLES)[number]
const isRole = oneOf(ROLES)
const roles: Role[] = ['viewer', 'owner', 'admin', 42].filter(isRole)
console.log(JSON.stringify(roles))

function summarize(body: unknown): string {
  if (!isRecord(body)) return 'not an object'
  if (hasKey(body, 'name') && isString(body.name)) return `named ${body.name.toUpperCase()}`
  return `object with keys ${Object.keys(body).join(', ') || '(none)'}`
}
for (const body of [{ name: 'ada' }, { id: 1 }, [1, 2], null, new Date(0), Object.create(null)]) {
  console.log(summarize(body))
}

const queue: number[] = [3, 1, 2]
if (isNonEmpty(queue)) {
  const first: number = queue[0]
  console.log(`first: ${first}`)
}
console.log(`empty is non-empty: ${isNonEmpty([])}`)

const config: { port?: number; host?: string } = { port: 8080 }
const port = required(config.port, 'port')
console.log(`port + 1 = ${port + 1}`)
for (const check of [() => required(config.host, 'host'), () => assert(port < 1024, 'port must be privileged')]) {
  try {
    check()
  } catch (error) {
    if (error instanceof AssertionError) console.log(`${error.name}: ${error.message}`)
  }
}
