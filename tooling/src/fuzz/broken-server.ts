// A server process with one defect of each kind the fuzz looks for over HTTP (fuzz target tests):
// a 500 whose cause it logs, an error outside the one shape, a hang, and, after EXIT_AFTER
// requests, its own death. It prints the ready line the real entry prints.

const exitAfter = Number(process.env.EXIT_AFTER ?? Number.POSITIVE_INFINITY)
let served = 0

const json = (body: unknown, status: number) => Response.json(body, { status })
const openapi = {
  paths: {
    '/api/items/{id}': { get: {} },
    '/api/echo': { post: {} },
    '/api/auth/register': { post: {} },
    '/api/auth/login': { post: {} },
  },
}

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    // A Host that is not a host name leaves Bun with a bare path for a URL.
    const pathname = URL.canParse(request.url) ? new URL(request.url).pathname : (request.url.split('?')[0] ?? '')
    if (pathname === '/api/auth/register')
      return Response.json(
        { error: { message: 'Too many', code: 'RATE_LIMITED' } },
        { status: 429, headers: { 'retry-after': '60' } },
      )
    if (pathname === '/api/openapi.json') return json(openapi, 200)
    served++
    if (served >= exitAfter) {
      console.error('Out of memory: giving up')
      process.exit(3)
    }
    if (pathname.startsWith('/api/items/')) {
      if (pathname.includes('%')) {
        console.error(`Unexpected error during GET ${pathname}`, new RangeError('Invalid array length'))
        return json({ error: { message: 'Something went wrong on our side.', code: 'INTERNAL' } }, 500)
      }
      return new Response('missing', { status: 404 })
    }
    if (pathname === '/api/echo' && request.method === 'POST') {
      const text = await request.text()
      if (text.startsWith('[')) await new Promise(() => {})
      return json({ error: { message: 'Invalid', code: 'VALIDATION' } }, 422)
    }
    return json({ error: { message: 'Not found', code: 'NOT_FOUND' } }, 404)
  },
})

console.log(`Snipstack is running at http://localhost:${server.port} (database: none)`)
