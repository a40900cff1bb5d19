// Baseline for the load benchmark (`bun run bench`): Bun and Elysia with nothing behind the route,
// so the product's figures can be read against what the runtime and framework alone sustain on the
// same machine under the same load generator. The tooling workspace depends on the server's
// version of Elysia, so this runs the very Elysia the product runs.
import { Elysia } from 'elysia'

const app = new Elysia().get('/hello', () => 'Hello, world!')

// Served as server/src/server.ts serves the product, Bun.serve handing each request to app.handle,
// so the baseline pays the same request path and differs only in the work the product does.
const server = Bun.serve({
  port: Number(process.env.PORT ?? 0),
  hostname: process.env.HOST ?? '127.0.0.1',
  fetch: (request) => app.handle(request),
})
// The bench waits for this line and reads the port from it (PORT=0 picks a free one).
console.log(`Hello server is running at http://${server.hostname}:${server.port}`)
