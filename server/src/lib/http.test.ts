import { Elysia } from 'elysia'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call, errorBody, jsonHeaders, memoryLogger, silentLogger } from '../../test/http'
import { buildOpenApiDocument } from '../modules/docs/openapi'
import { BODY_LIMIT_BYTES, jsonBody } from './body'
import { AppError } from './errors'
import { httpFoundation } from './http'
import { parseOrThrow } from './validation'

// A test-only module that uses the foundation the way feature modules do: contracts given
// to Elysia as route options, services throwing AppError.
const tagBody = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters long'),
  tags: z.array(z.string()).max(3),
  owner: z.object({ email: z.email('Please enter a valid email address') }),
})

function testApp(logger = silentLogger) {
  const module = new Elysia({ prefix: '/api/things' })
    .post('', ({ body }) => ({ name: body.name }), { body: tagBody, parse: jsonBody })
    .get('/:id', ({ params, query }) => ({ id: params.id, limit: query.limit }), {
      params: z.object({ id: z.coerce.number().int().positive() }),
      query: z.object({ limit: z.coerce.number().int().max(50).default(10) }),
    })
    .get('/broken-contract', () => ({ name: 42 }) as unknown as { name: string }, {
      response: { 200: z.object({ name: z.string() }) },
    })
    .get('/conflict', () => {
      throw new AppError('CONFLICT', 'That name is taken.', 'name')
    })
    .get('/missing', () => {
      throw new AppError('NOT_FOUND', 'No such thing.', 'id')
    })
    .get('/crash', () => {
      throw new Error('secret connection string postgres://user:pw@db')
    })
    .get('/header', ({ headers }) => parseOrThrow(z.object({ 'x-page': z.coerce.number().int() }), headers))
    .get('/refused-value', () => {
      // The shape of drizzle's wrapper: the message repeats the parameters, the cause is the driver's.
      throw Object.assign(
        new Error('Failed query: insert into users (email) values ($1)\nparams: ada@secret.example'),
        {
          query: 'insert into users (email) values ($1)',
          params: ['ada@secret.example'],
          cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
        },
      )
    })
  return new Elysia().use(httpFoundation({ logger })).use(module)
}

const valid = { name: 'Hooks', tags: ['react'], owner: { email: 'a@b.co' } }
const post = (body: string, headers: Record<string, string> = jsonHeaders) =>
  call(testApp(), '/api/things', { method: 'POST', headers, body })

describe('validation through the contract', () => {
  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify(valid))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name: 'Hooks' })
  })

  it('answers 422 with the path of the first rejected field', async () => {
    const response = await post(JSON.stringify({ ...valid, tags: ['react', 5] }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION', field: 'tags.1', message: 'Invalid input: expected string, received number' },
    })
  })

  it("uses the contract's own message for nested fields", async () => {
    const response = await post(JSON.stringify({ ...valid, owner: { email: 'nope' } }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION', field: 'owner.email', message: 'Please enter a valid email address' },
    })
  })

  it('reports a missing body without a field', async () => {
    const response = await call(testApp(), '/api/things', { method: 'POST' })
    expect(response.status).toBe(400)
    const error = await errorBody(response)
    expect(error).toEqual({ code: 'BAD_REQUEST', message: 'The request body is empty; this route expects JSON.' })
  })

  it('validates params and query with coercion', async () => {
    expect(await (await call(testApp(), '/api/things/7?limit=20')).json()).toEqual({ id: 7, limit: 20 })
    const badParam = await call(testApp(), '/api/things/-1')
    expect(badParam.status).toBe(422)
    expect((await errorBody(badParam)).field).toBe('id')
    const badQuery = await call(testApp(), '/api/things/7?limit=500')
    expect(badQuery.status).toBe(422)
    expect(await errorBody(badQuery)).toMatchObject({ field: 'limit', code: 'VALIDATION' })
  })

  it('parseOrThrow gives the same 422 for values validated by hand', async () => {
    const response = await call(testApp(), '/api/things/header', { headers: { 'x-page': 'two' } })
    expect(response.status).toBe(422)
    expect((await errorBody(response)).field).toBe('x-page')
  })

  it('keeps SQL-looking strings as plain data', async () => {
    const name = "'; DROP TABLE app_meta; --"
    const response = await post(JSON.stringify({ ...valid, name }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name })
  })
})

describe('request bodies', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await post('{"name": "Hooks",')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    })
  })

  it('answers 413 when Content-Length is over the limit, without reading the body', async () => {
    const response = await post('{}', { ...jsonHeaders, 'content-length': String(BODY_LIMIT_BYTES + 1) })
    expect(response.status).toBe(413)
    expect((await errorBody(response)).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers 413 for a body over the limit sent without a length', async () => {
    const huge = JSON.stringify({ ...valid, name: 'x'.repeat(BODY_LIMIT_BYTES) })
    const response = await post(huge)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MiB.' },
    })
  })

  it('reads a body just under the limit', async () => {
    const name = 'x'.repeat(BODY_LIMIT_BYTES - 200)
    const response = await post(JSON.stringify({ ...valid, name }))
    expect(response.status).toBe(200)
  })

  it('leaves route bodies visible to the OpenAPI document', () => {
    const operation = buildOpenApiDocument(testApp()).paths['/api/things']?.post
    expect(operation?.requestBody?.content?.['application/json']?.schema).toMatchObject({
      properties: { name: { type: 'string' } },
    })
  })
})

describe('failures', () => {
  it('passes an AppError through with its status, message and field', async () => {
    const response = await call(testApp(), '/api/things/conflict')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'That name is taken.', field: 'name' },
    })
  })

  it("keeps a handler's own 404 apart from the router's", async () => {
    const response = await call(testApp(), '/api/things/missing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thing.', field: 'id' } })
  })

  it('answers an unexpected exception with a generic 500 and logs the detail', async () => {
    const logger = memoryLogger()
    const response = await call(testApp(logger), '/api/things/crash')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } })
    expect(text).not.toMatch(/secret|postgres|at \//)
    expect(logger.lines).toEqual(['error Unexpected error during GET /api/things/crash'])
    expect(String(logger.details[0])).toContain('secret connection string')
  })

  it('treats a response that breaks its own contract as a server error', async () => {
    const logger = memoryLogger()
    const response = await call(testApp(logger), '/api/things/broken-contract')
    expect(response.status).toBe(500)
    expect((await errorBody(response)).code).toBe('INTERNAL')
    expect(logger.lines[0]).toContain('does not match its contract')
  })

  it('answers an unknown route with 404 in the error shape', async () => {
    const response = await call(testApp(), '/api/nothing-here')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route matches GET /api/nothing-here.' },
    })
  })

  it('puts the security headers on error responses too', async () => {
    for (const path of ['/api/things/crash', '/api/nothing-here', '/api/things/conflict']) {
      const response = await call(testApp(), path)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(response.headers.get('content-type')).toContain('application/json')
    }
  })
})

describe('hostile bodies', () => {
  it('refuses deep nesting before parsing, in the error shape, without repeating the body', async () => {
    for (const body of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`,
    ]) {
      const response = await post(body)
      expect(response.status).toBe(422)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        error: { code: 'VALIDATION', message: 'The request body nests objects and arrays deeper than 20 levels.' },
      })
    }
  })

  it('answers a malformed percent-encoding in a path parameter with 400', async () => {
    for (const path of ['/api/things/%zz', '/api/things/%', '/api/things/%FF', '/api/things/%C0%AF']) {
      const response = await call(testApp(), path)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
      expect((await errorBody(response)).code, path).toMatch(/BAD_REQUEST|VALIDATION/)
    }
  })
})

describe('writes from other sites', () => {
  const unsupported = async (response: Response) => {
    expect(response.status).toBe(415)
    expect((await errorBody(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  }

  it.each([
    ['text/plain'],
    ['text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded'],
    ['application/json; charset=latin1'],
    ['application/jsonp'],
    ['multipart/form-data; boundary=x'],
  ])('refuses a JSON body sent as %s with 415, before it is parsed', async (type) => {
    await unsupported(await post(JSON.stringify(valid), { 'content-type': type }))
  })

  it('refuses a body without a Content-Type with 415', async () => {
    await unsupported(await call(testApp(), '/api/things', { method: 'POST', body: JSON.stringify(valid) }))
  })

  it.each([
    ['application/json'],
    ['application/json; charset=utf-8'],
    ['Application/JSON; Charset="UTF-8"'],
    ['application/merge-patch+json'],
  ])('reads a JSON body sent as %s', async (type) => {
    expect((await post(JSON.stringify(valid), { 'content-type': type })).status).toBe(200)
  })

  it('lets multipart through the foundation for the routes that take uploads', async () => {
    const app = new Elysia()
      .use(httpFoundation({ logger: silentLogger }))
      .post('/api/upload', async ({ request }) => ({ parts: [...(await request.formData()).keys()] }), {
        parse: 'none',
      })
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.txt')
    const response = await call(app, '/api/upload', { method: 'POST', body: form })
    expect(await response.json()).toEqual({ parts: ['file'] })
    await unsupported(await call(app, '/api/upload', { method: 'POST', body: 'file=x' }))
  })

  it('lets writes without a body through whatever they are labelled', async () => {
    const app = new Elysia().use(httpFoundation({ logger: silentLogger })).post('/api/ping', () => ({ ok: true }))
    for (const headers of [{}, { 'content-type': 'text/plain' }, { 'content-length': '0' }] as Record<
      string,
      string
    >[]) {
      expect((await call(app, '/api/ping', { method: 'POST', headers })).status).toBe(200)
    }
  })

  describe('carrying cookies', () => {
    const app = (publicUrl?: string) =>
      new Elysia()
        .use(httpFoundation({ logger: silentLogger, origin: { publicUrl } }))
        .post('/api/sign-out', () => ({ ok: true }))
        .get('/api/me', () => ({ ok: true }))
    const send = (target: ReturnType<typeof app>, headers: Record<string, string>, method = 'POST') =>
      Promise.resolve(target.handle(new Request('http://localhost:3000/api/sign-out', { method, headers })))
    const cookie = { cookie: 'snipstack_refresh=abc' }

    it.each([
      ['marked cross-site', { ...cookie, 'sec-fetch-site': 'cross-site' }],
      ['from another origin', { ...cookie, origin: 'https://evil.example' }],
      ['from another port', { ...cookie, origin: 'http://localhost:4000' }],
      ['from an opaque origin', { ...cookie, origin: 'null' }],
    ])('refuses a write %s with 403', async (_, headers) => {
      const response = await send(app(), headers)
      expect(response.status).toBe(403)
      expect(await errorBody(response)).toEqual({
        code: 'FORBIDDEN',
        message: 'Requests from other sites may not change anything here.',
      })
    })

    it.each([
      ['from the same origin', { ...cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
      ['without Origin or Fetch metadata (curl, older clients)', cookie],
      ['typed into the address bar', { ...cookie, 'sec-fetch-site': 'none' }],
      [
        'cross-site but without cookies (a CLI with its Bearer token)',
        { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example', authorization: 'Bearer t' },
      ],
    ])('lets a write %s through', async (_, headers) => {
      expect((await send(app(), headers)).status).toBe(200)
    })

    it("takes PUBLIC_URL's origin as this server's behind a proxy", async () => {
      const headers = { ...cookie, origin: 'https://snipstack.dev' }
      expect((await send(app('https://snipstack.dev/'), headers)).status).toBe(200)
      expect((await send(app(), headers)).status).toBe(403)
    })

    it('lets reads from other sites through', async () => {
      const response = await app().handle(
        new Request('http://localhost:3000/api/me', { headers: { ...cookie, 'sec-fetch-site': 'cross-site' } }),
      )
      expect(response.status).toBe(200)
    })
  })
})

describe('hosts', () => {
  const hostApp = (origin: Parameters<typeof httpFoundation>[0]['origin']) =>
    new Elysia().use(httpFoundation({ logger: silentLogger, origin })).get('/here', () => ({ ok: true }))
  const from = (app: ReturnType<typeof hostApp>, url: string) => Promise.resolve(app.handle(new Request(url)))

  it('answers loopback hosts without configuration', async () => {
    const app = hostApp({})
    for (const url of [
      'http://localhost/here',
      'http://127.0.0.1:3000/here',
      'http://[::1]:3000/here',
      'http://app.localhost/here',
    ]) {
      expect((await from(app, url)).status, url).toBe(200)
    }
  })

  it('refuses other hosts with 400 in the error shape while origins are reflected', async () => {
    const response = await from(hostApp({}), 'http://evil.com/here')
    expect(response.status).toBe(400)
    expect((await errorBody(response)).message).toBe(
      'This server does not answer for that host. Set PUBLIC_URL to the public address, or list the host in ALLOWED_HOSTS.',
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers hosts on the allow-list, by name or by name and port', async () => {
    const app = hostApp({ allowedHosts: ['snipstack.internal', 'box.lan:8080'] })
    expect((await from(app, 'http://snipstack.internal:3000/here')).status).toBe(200)
    expect((await from(app, 'http://box.lan:8080/here')).status).toBe(200)
    expect((await from(app, 'http://box.lan:9090/here')).status).toBe(400)
  })

  it('answers any host once PUBLIC_URL fixes the origin, and sends HSTS when it is https', async () => {
    const app = hostApp({ publicUrl: 'https://snipstack.dev' })
    const response = await from(app, 'http://whatever.example/here')
    expect(response.status).toBe(200)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(
      (await from(hostApp({ publicUrl: 'http://intranet.example' }), 'http://x.example/here')).headers.has(
        'strict-transport-security',
      ),
    ).toBe(false)
    expect((await from(hostApp({}), 'http://localhost/here')).headers.has('strict-transport-security')).toBe(false)
  })
})

describe('database failures', () => {
  it('answers a value the database refuses with 400 and logs the cause without the parameters', async () => {
    const logger = memoryLogger()
    const response = await call(testApp(logger), '/api/things/refused-value')
    expect(response.status).toBe(400)
    expect((await errorBody(response)).message).toBe('The request holds a value that cannot be stored.')
    expect(logger.lines).toEqual([
      'warn Database refused a value during GET /api/things/refused-value: invalid byte sequence for encoding "UTF8": 0x00 (query: insert into users (email) values ($1))',
    ])
  })
})
