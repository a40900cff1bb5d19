import { PRODUCT } from '@snipstack/contracts'
import {
  bearerValue,
  deepJsonText,
  fragment,
  headerValue,
  hostileJson,
  hostileKey,
  hostileString,
  invalidJsonText,
  invalidUtf8,
  jwtLike,
  oddJsonText,
  pathSegment,
  percentEncode,
  queryString,
  shortHostileString,
} from '@snipstack/testing/arbitraries'
import fc from 'fast-check'
import { z } from 'zod'

/** A fresh session of the caller's, put into the Authorization header when the request is sent. */
export type SessionToken = 'access' | 'refresh'

/** One generated request, kept as plain data so fast-check can shrink it and a report can print it. */
export type RequestSpec = {
  /** The route aimed at (`POST /api/auth/login`, `/r/:name`, `page`, ...); failures are grouped by it. */
  target: string
  method: string
  /** Path and query string, already encoded (or deliberately mis-encoded). */
  path: string
  headers: Array<[string, string]>
  session?: SessionToken
  body?: string | Uint8Array
}

type JsonSchema = { [key: string]: unknown }

/** What the generator reads of one documented operation. */
export type Operation = {
  method: string
  template: string
  pathParams: Array<{ name: string; values: string[] }>
  query: string[]
  body?: JsonSchema
  /** The media type the document gives the body (its first), e.g. `application/json` or `multipart/form-data`. */
  bodyType?: string
}

const parameter = z.object({
  name: z.string(),
  in: z.string(),
  schema: z.record(z.string(), z.unknown()).optional(),
})
const openApiDocument = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z.array(parameter).optional(),
        requestBody: z
          .object({ content: z.record(z.string(), z.object({ schema: z.unknown() })).optional() })
          .optional(),
      }),
    ),
  ),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
})

const httpMethods = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace']

/** Every operation of an OpenAPI document, with `$ref`s in request bodies resolved. */
export function operationsOf(document: unknown): Operation[] {
  const { paths, components } = openApiDocument.parse(document)
  const schemas = components?.schemas ?? {}
  const resolve = (schema: unknown, depth = 0): JsonSchema => {
    if (!schema || typeof schema !== 'object') return {}
    const ref = (schema as JsonSchema).$ref
    if (typeof ref === 'string' && depth < 8)
      return resolve(schemas[ref.replace('#/components/schemas/', '')], depth + 1)
    return schema as JsonSchema
  }
  const operations: Operation[] = []
  for (const [template, byMethod] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!httpMethods.includes(method)) continue
      const parameters = operation.parameters ?? []
      const declared = parameters.filter((p) => p.in === 'path')
      // A template can name a parameter the document forgot to declare; it is filled all the same.
      const named = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
      const [bodyType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      const body = media?.schema
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: named.map((name) => {
          const values = declared.find((p) => p.name === name)?.schema?.enum
          return { name, values: Array.isArray(values) ? values.map(String) : [] }
        }),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: body === undefined ? undefined : resolve(body),
        ...(bodyType === undefined ? {} : { bodyType }),
      })
    }
  }
  return operations
}

/** JSON text spliced in where a value goes, for nesting JSON.stringify itself could not produce. */
class RawJson {
  constructor(readonly text: string) {}
}

const rawMark = (index: number) => `\ue000raw${index}\ue000`

/** JSON.stringify, except that RawJson values are written as their text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = []
  const text =
    JSON.stringify(value, (_key, item) => {
      if (!(item instanceof RawJson)) return item
      raws.push(item.text)
      return rawMark(raws.length - 1)
    }) ?? 'null'
  return raws.reduce((out, raw, index) => out.replace(JSON.stringify(rawMark(index)), () => raw), text)
}

const wrongValue = fc.oneof(
  { arbitrary: hostileJson, weight: 4 },
  { arbitrary: oddJsonText.map((text) => new RawJson(text)), weight: 1 },
  { arbitrary: deepJsonText.map((text) => new RawJson(text)), weight: 1 },
)

const insertAt = ([text, insert, at]: [string, string, number]) => {
  const index = text.length ? at % (text.length + 1) : 0
  return `${text.slice(0, index)}${insert}${text.slice(index)}`
}

function plausibleString(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : min + 24
  const fits = (text: string) => text.length >= min && text.length <= max
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{5,14}$/), fc.constantFrom('example.com', 'example.org', 'test.dev'))
      .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}`)
  }
  if (schema.format === 'uri' || /url|uri/i.test(name)) {
    return fc.oneof(
      fc.constantFrom(
        'https://example.com/a.png',
        'http://example.com',
        'https://例え.jp/画像.png',
        'https://a.b/c?d=e#f',
      ),
      hostileString.map((text) => `https://example.com/${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`),
    )
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
    } catch {
      // A pattern JavaScript cannot compile is still filled, just without its help.
    }
  }
  return fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.max(min, Math.min(max, min + 16)) })
}

/**
 * Values for a JSON Schema that mostly pass its shape, so that hostile strings get past
 * validation and reach the code (and the database) behind it; the rest are the wrong type.
 */
export function schemaValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (Array.isArray(schema.enum) && schema.enum.length)
    return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 3 }, wrongValue)
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => schemaValue(alternative, name)))
  const options: Array<fc.WeightedArbitrary<unknown>> = [{ arbitrary: wrongValue, weight: 1 }]
  if (types.includes('object') && schema.properties && typeof schema.properties === 'object') {
    const properties = Object.entries(schema.properties as Record<string, JsonSchema>)
    const model = Object.fromEntries(properties.map(([key, property]) => [key, schemaValue(property, key)]))
    const extra = fc.oneof(
      { arbitrary: fc.constant({}), weight: 3 },
      { arbitrary: fc.dictionary(hostileKey, hostileJson, { maxKeys: 3 }), weight: 1 },
    )
    options.push(
      { arbitrary: fc.tuple(fc.record(model), extra).map(([known, more]) => ({ ...more, ...known })), weight: 6 },
      { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 2 },
    )
  }
  if (types.includes('string')) {
    const plausible = plausibleString(name, schema)
    options.push(
      { arbitrary: plausible, weight: 4 },
      { arbitrary: fc.tuple(plausible, fragment, fc.nat()).map(insertAt), weight: 5 },
      { arbitrary: fc.tuple(plausible, shortHostileString, fc.nat()).map(insertAt), weight: 2 },
      { arbitrary: hostileString, weight: 2 },
    )
  }
  if (types.includes('integer') || types.includes('number')) options.push({ arbitrary: fc.integer(), weight: 3 })
  if (types.includes('boolean')) options.push({ arbitrary: fc.boolean(), weight: 3 })
  if (types.includes('null')) options.push({ arbitrary: fc.constant(null), weight: 1 })
  if (types.includes('array')) {
    const items = (schema.items as JsonSchema | undefined) ?? {}
    options.push({ arbitrary: fc.array(schemaValue(items, name), { maxLength: 5 }), weight: 3 })
  }
  return fc.oneof(...options)
}

const jsonTypes = fc.constantFrom('application/json', 'application/json; charset=utf-8')
const otherTypes = fc.constantFrom(
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-ndjson',
  '*/*',
  'json',
  '',
  ';',
)
const contentType = fc.oneof(
  { arbitrary: jsonTypes, weight: 6 },
  { arbitrary: otherTypes, weight: 3 },
  { arbitrary: headerValue, weight: 1 },
)

/** Just over the 1 MiB that servers usually allow, without a Content-Length to give it away. */
const oversized = fc.integer({ min: 1, max: 64 * 1024 }).map((extra) => `{"a":"${'x'.repeat(1024 * 1024 + extra)}"}`)

const formBody = fc
  .array(fc.tuple(shortHostileString, hostileString), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&'))

const multipartBody = fc
  .tuple(fc.constantFrom('fuzz', 'other', ''), shortHostileString)
  .map(
    ([boundary, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${value}\r\n--${boundary}--`,
  )

export const hostileBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { arbitrary: hostileJson.map(toJsonText), weight: 4 },
  { arbitrary: deepJsonText, weight: 2 },
  { arbitrary: invalidJsonText, weight: 2 },
  { arbitrary: oddJsonText, weight: 1 },
  { arbitrary: invalidUtf8, weight: 1 },
  { arbitrary: formBody, weight: 1 },
  { arbitrary: multipartBody, weight: 1 },
  { arbitrary: oversized, weight: 1 },
)

type Body = { body?: string | Uint8Array; headers: Array<[string, string]> }

/** One part of a multipart form; a `filename` makes it a file part. */
type FormPart = { name: string; filename?: string; content: string | Uint8Array }

const fileName = fc.oneof(
  fc.constantFrom(
    'snippet.ts',
    'notes.md',
    'data.json',
    'C:\\fakepath\\hook.py',
    '../../x.txt',
    'Dockerfile',
    'x.exe',
    '.ts',
    '',
  ),
  fc
    .tuple(shortHostileString, fc.constantFrom('.ts', '.txt', '.md', '.TSX', ''))
    .map(([stem, extension]) => stem + extension),
)
const fileContent: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: invalidUtf8, weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 512 }), weight: 1 },
)

/**
 * A value every part of which has the schema's shape: no hostile fragments, so that it gets past
 * validation and the write behind it (a multipart route's storage) is reached too.
 */
function plausibleValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum)
  if (types.includes('object') && schema.properties && typeof schema.properties === 'object') {
    const properties = Object.entries(schema.properties as Record<string, JsonSchema>)
    return fc.record(Object.fromEntries(properties.map(([key, property]) => [key, plausibleValue(property, key)])))
  }
  if (types.includes('array'))
    return fc.array(plausibleValue((schema.items as JsonSchema | undefined) ?? {}, name), { maxLength: 3 })
  if (types.includes('boolean')) return fc.boolean()
  if (types.includes('integer') || types.includes('number')) return fc.integer()
  return plausibleString(name, schema)
}

/**
 * Parts for a documented multipart body: a `format: binary` property becomes zero to two file
 * parts, any other property a text part holding JSON that mostly fits its schema (OpenAPI's
 * `encoding` makes such parts JSON), sometimes left out; now and then a stray part joins them.
 */
function formParts(schema: JsonSchema): fc.Arbitrary<FormPart[]> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
  const perProperty = properties.map(([name, property]) =>
    property.format === 'binary'
      ? fc.array(
          fc.record({ filename: fileName, content: fileContent }).map((file): FormPart => ({ name, ...file })),
          { maxLength: 2 },
        )
      : fc
          .option(
            fc.oneof(
              { arbitrary: schemaValue(property, name).map(toJsonText), weight: 5 },
              { arbitrary: plausibleValue(property, name).map((value) => JSON.stringify(value)), weight: 2 },
              { arbitrary: hostileString, weight: 1 },
            ),
            { freq: 8 },
          )
          .map((content): FormPart[] => (content === null ? [] : [{ name, content }])),
  )
  const stray = fc.array(fc.record({ name: shortHostileString, content: shortHostileString }), { maxLength: 1 })
  return fc.tuple(fc.tuple(...perProperty), stray).map(([parts, extra]) => [...parts.flat(), ...extra])
}

/** As browsers write a form: quotes and line breaks in names escaped, the rest sent as it is. */
function multipartBytes(boundary: string, parts: FormPart[]): Uint8Array {
  const encoder = new TextEncoder()
  const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const chunks: Uint8Array[] = []
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${quoted(part.filename)}"`
    const type = part.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream'
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"${file}${type}\r\n\r\n`,
      ),
    )
    chunks.push(typeof part.content === 'string' ? encoder.encode(part.content) : part.content)
    chunks.push(encoder.encode('\r\n'))
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/** A well-formed multipart body for the documented form, mostly labelled with its boundary. */
function formBodyFor(schema: JsonSchema): fc.Arbitrary<Body> {
  return fc
    .tuple(
      fc.constantFrom('fuzz-7MA4YWxkTrZu0gW', 'b'),
      formParts(schema),
      fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary: contentType, weight: 1 }),
    )
    .map(([boundary, parts, other]) => ({
      body: multipartBytes(boundary, parts),
      headers: [['content-type', other ?? `multipart/form-data; boundary=${boundary}`]],
    }))
}

function withBody(payload: fc.Arbitrary<string | Uint8Array>): fc.Arbitrary<Body> {
  return fc
    .tuple(payload, fc.option(contentType, { freq: 6 }))
    .map(([body, type]) => ({ body, headers: type === null ? [] : [['content-type', type]] }))
}

const noBody: fc.Arbitrary<Body> = fc.constant({ headers: [] })

const cookie = fc.oneof(
  headerValue,
  fc.oneof(headerValue, jwtLike).map((value) => `snipstack_oauth=${value}`),
  fc.constantFrom('=', ';', ';;;', 'a=b; a=c', '__proto__=1', 'snipstack_oauth=; snipstack_oauth=x', 'a="b'),
)

const headerEntry: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constant('cft'), fc.oneof(fc.constantFrom('t', 'T', 'true', '1', ''), headerValue)),
  fc.tuple(fc.constant('renewal'), fc.oneof(fc.constantFrom('true', 'false', 'TRUE', ''), headerValue)),
  fc.tuple(
    fc.constant('accept-encoding'),
    fc.oneof(
      fc.constantFrom(
        'br',
        'gzip',
        'deflate',
        'br, gzip',
        '*',
        'identity',
        'br;q=0',
        'gzip;q=abc',
        'zstd',
        'x-unknown',
      ),
      headerValue,
    ),
  ),
  fc.tuple(
    fc.constant('if-none-match'),
    fc.oneof(fc.constantFrom('*', 'W/"x"', '"x"', '"', 'W/', ',,,', '"a", W/"b", *'), headerValue),
  ),
  fc.tuple(fc.constant('cookie'), cookie),
  fc.tuple(
    fc.constant('accept'),
    fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp'), headerValue),
  ),
  fc.tuple(
    fc.constant('x-forwarded-for'),
    fc.oneof(
      fc.constantFrom('203.0.113.9', '::1', '203.0.113.9, 198.51.100.1', ',', 'unknown', '999.1.1.1'),
      headerValue,
    ),
  ),
  fc.tuple(fc.constant('user-agent'), headerValue),
  // Host rotation: every loopback name is a host the server answers, each with its own caches.
  fc.tuple(
    fc.constant('host'),
    fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 500 }).map((n) => `a${n}.localhost`), weight: 4 },
      { arbitrary: fc.integer({ min: 1, max: 65535 }).map((port) => `localhost:${port}`), weight: 2 },
      {
        arbitrary: fc.constantFrom('LOCALHOST', 'localhost.', '127.0.0.1', '[::1]', 'a.b.localhost', 'evil.example'),
        weight: 2,
      },
      { arbitrary: headerValue, weight: 1 },
    ),
  ),
  fc.tuple(fc.constant('origin'), fc.oneof(fc.constantFrom('null', 'https://evil.example'), headerValue)),
  fc.tuple(
    fc.constant('content-length'),
    fc.constantFrom('0', '-1', 'abc', '1e9', '99999999999999999999', ' 3', '1, 1'),
  ),
  fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,12}$/), headerValue),
)

/**
 * What a page on another site makes a browser send: its Origin, the visitor's cookies for this
 * one, and a body type that needs no preflight.
 */
const crossSite: fc.Arbitrary<Array<[string, string]>> = fc
  .record({
    origin: fc.constantFrom(
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
    ),
    device: fc.oneof(jwtLike, fc.constantFrom('', 'x')),
    state: fc.oneof(jwtLike, fc.constant('')),
    type: fc.constantFrom('text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'),
  })
  .map(({ origin, device, state, type }) => [
    ['origin', origin],
    ['sec-fetch-site', 'cross-site'],
    ['cookie', `${PRODUCT.id}_device=${device}; ${PRODUCT.id}_oauth=${state}`],
    ['content-type', type],
  ])

const headers = fc
  .tuple(fc.uniqueArray(headerEntry, { selector: ([name]) => name, maxLength: 5 }), fc.option(crossSite, { freq: 8 }))
  .map(([entries, foreign]) => (foreign ? mergeHeaders(foreign, entries) : entries))

type Auth = { session?: SessionToken; headers: Array<[string, string]> }

// Cross-shrinking lets a sample lose an Authorization header that played no part in the failure.
const auth = fc.oneof<Array<fc.WeightedArbitrary<Auth>>>(
  { withCrossShrink: true },
  { arbitrary: fc.constant({ headers: [] }), weight: 8 },
  { arbitrary: fc.constant({ session: 'access', headers: [] }), weight: 6 },
  // Each needs a session of its own (refresh tokens are single-use), which costs a registration.
  { arbitrary: fc.constant({ session: 'refresh', headers: [['cft', 't']] }), weight: 1 },
  { arbitrary: bearerValue.map((value) => ({ headers: [['authorization', value]] })), weight: 6 },
)

const anyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE')

/** Merges header lists, the first occurrence of a name winning (`cft: t` of a renewal over a random one). */
function mergeHeaders(...lists: Array<Array<[string, string]>>): Array<[string, string]> {
  const seen = new Set<string>()
  return lists.flat().filter(([name]) => !seen.has(name) && !!seen.add(name))
}

function assemble(
  target: string,
  method: string,
  path: string,
  parts: { auth: Auth; body: Body; headers: Array<[string, string]> },
): RequestSpec {
  const spec: RequestSpec = {
    target,
    method,
    path,
    headers: mergeHeaders(parts.auth.headers, parts.body.headers, parts.headers),
  }
  if (parts.auth.session) spec.session = parts.auth.session
  if (parts.body.body !== undefined) spec.body = parts.body.body
  return spec
}

function operationRequest(operation: Operation): fc.Arbitrary<RequestSpec> {
  const segments = operation.pathParams.map(({ values }) =>
    values.length
      ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 1 }, { arbitrary: pathSegment, weight: 2 })
      : pathSegment,
  )
  const path = fc
    .tuple(fc.tuple(...segments), queryString(operation.query))
    .map(
      ([values, query]) =>
        operation.pathParams.reduce(
          (out, { name }, i) => out.replace(`{${name}}`, () => values[i] ?? ''),
          operation.template,
        ) + query,
    )
  const multipart = operation.bodyType?.startsWith('multipart/form-data')
  const documented = operation.body
    ? multipart
      ? formBodyFor(operation.body)
      : withBody(schemaValue(operation.body).map(toJsonText))
    : undefined
  // A JSON body labelled as a simple form post or plain text: what a cross-site page can send without a preflight.
  const unlabelled =
    operation.body && !multipart
      ? fc
          .tuple(schemaValue(operation.body).map(toJsonText), fc.constantFrom('text/plain', 'text/plain;charset=UTF-8'))
          .map(([text, type]): Body => ({ body: text, headers: [['content-type', type]] }))
      : undefined
  const body = fc.oneof(
    ...(documented ? [{ arbitrary: documented, weight: 6 }] : []),
    ...(unlabelled ? [{ arbitrary: unlabelled, weight: 1 }] : []),
    { arbitrary: withBody(hostileBody), weight: 3 },
    { arbitrary: noBody, weight: 1 },
  )
  const method = fc.oneof({ arbitrary: fc.constant(operation.method), weight: 8 }, { arbitrary: anyMethod, weight: 1 })
  return fc
    .record({ method, path, auth, body, headers })
    .map(({ method, path, ...parts }) => assemble(`${operation.method} ${operation.template}`, method, path, parts))
}

const unknownApiRequest = fc
  .record({
    method: anyMethod,
    segments: fc.array(fc.oneof(pathSegment, fc.constantFrom('auth', 'me', 'health', 'snippets')), {
      minLength: 0,
      maxLength: 4,
    }),
    query: queryString([]),
    auth,
    body: fc.oneof(withBody(hostileBody), noBody),
    headers,
  })
  .map(({ method, segments, query, ...parts }) =>
    assemble('/api/*', method, `/api/${segments.join('/')}${query}`, parts),
  )

function registryRequest(items: string[]): fc.Arbitrary<RequestSpec> {
  const name = fc.oneof(
    ...(items.length ? [{ arbitrary: fc.constantFrom(...items), weight: 2 }] : []),
    { arbitrary: fc.constant('registry'), weight: 1 },
    { arbitrary: pathSegment, weight: 4 },
  )
  const file = fc.tuple(name, fc.constantFrom('.json', '.md', '')).map(([n, extension]) => `${n}${extension}`)
  const path = fc.oneof(
    { arbitrary: file.map((f) => ({ target: '/r/:name', path: `/r/${f}` })), weight: 6 },
    {
      arbitrary: fc.tuple(name, file).map(([a, b]) => ({ target: '/r/:name/:rest', path: `/r/${a}/${b}` })),
      weight: 2,
    },
    { arbitrary: fc.constant({ target: '/llms.txt', path: '/llms.txt' }), weight: 1 },
    { arbitrary: fc.constant({ target: '/llms-full.txt', path: '/llms-full.txt' }), weight: 1 },
  )
  const method = fc.oneof(
    { arbitrary: fc.constant('GET'), weight: 4 },
    { arbitrary: fc.constant('HEAD'), weight: 2 },
    { arbitrary: anyMethod, weight: 1 },
  )
  return fc
    .record({ method, path, query: queryString([]), auth, body: fc.oneof(noBody, withBody(hostileBody)), headers })
    .map(({ method, path, query, ...parts }) => assemble(path.target, method, `${path.path}${query}`, parts))
}

const pageRequest = fc
  .record({
    method: fc.oneof({ arbitrary: fc.constantFrom('GET', 'HEAD'), weight: 5 }, { arbitrary: anyMethod, weight: 1 }),
    segments: fc.array(
      fc.oneof(
        pathSegment,
        fc.constantFrom('assets', 'index.html', 'logo.svg', 'favicon.ico', '.vite', 'manifest.json', 'secret.txt'),
        fc.constantFrom('snippets', 'templates', 'workspace', 'sign-in', 'page', 'components', 'r', 'api'),
      ),
      { maxLength: 5 },
    ),
    query: queryString(['redirect_url', 'q', 'page']),
    auth,
    body: fc.oneof(noBody, withBody(hostileBody)),
    headers,
  })
  .map(({ method, segments, query, ...parts }) => assemble('page', method, `/${segments.join('/')}${query}`, parts))

/** Routes the site renders per request from data, where a path or query value reaches a loader. */
const renderedRoutes = [
  '/snippets',
  '/snippets/{slug}',
  '/templates',
  '/templates/{slug}',
  '/templates/page/{page}',
  '/templates/category/{slug}',
  '/templates/category/{slug}/page/{page}',
  '/components/{slug}',
  '/components/{category}/{slug}',
  '/blocks/{slug}',
  '/blocks/view/{slug}',
  '/page/{slug}',
  '/page/blog/{slug}',
  '/shipfast/{slug}',
  '/workspace',
  '/workspace/{slug}',
  '/sign-in',
  '/register',
]
/** The search parameters those pages read. */
const renderedQuery = ['name', 'language', 'category', 'page', 'sort', 'tag', 'price', 'redirect_url', 'code', 'error']

/** Values that once made a real page answer 500: a made-up slug, control characters, NUL, overlong text. */
const pageValue = fc.oneof(
  { arbitrary: pathSegment, weight: 4 },
  {
    arbitrary: fc.constantFrom('ABC', 'react', 'a', '0', '-1', '1e9', '%00', '%01', '%1F', '%7F', '%C0%80'),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 256, max: 20_000 }).map((length) => 'a'.repeat(length)), weight: 1 },
)

const renderedPageRequest = fc
  .record({
    method: fc.oneof({ arbitrary: fc.constantFrom('GET', 'HEAD'), weight: 8 }, { arbitrary: anyMethod, weight: 1 }),
    route: fc.constantFrom(...renderedRoutes),
    values: fc.array(pageValue, { minLength: 2, maxLength: 2 }),
    query: fc.oneof(
      queryString(renderedQuery),
      fc.tuple(fc.constantFrom(...renderedQuery), pageValue).map(([name, value]) => `?${name}=${value}`),
    ),
    auth,
    body: fc.oneof({ arbitrary: noBody, weight: 4 }, { arbitrary: withBody(hostileBody), weight: 1 }),
    headers,
  })
  .map(({ method, route, values, query, ...parts }) => {
    let index = 0
    const path = route.replace(/\{[a-z]+\}/g, () => values[index++ % values.length] ?? '')
    return assemble(`page ${route}`, method, `${path}${query}`, parts)
  })

/**
 * Requests for every documented operation (equally often), for unknown /api paths, for the
 * component registry, for site pages and for the pages rendered from data.
 */
export function requestArbitrary(operations: Operation[], registryItems: string[]): fc.Arbitrary<RequestSpec> {
  const perOperation = Math.max(1, Math.round(55 / Math.max(operations.length, 1)))
  return fc.oneof(
    ...operations.map((operation) => ({ arbitrary: operationRequest(operation), weight: perOperation })),
    { arbitrary: unknownApiRequest, weight: 8 },
    { arbitrary: registryRequest(registryItems), weight: 20 },
    { arbitrary: pageRequest, weight: 10 },
    { arbitrary: renderedPageRequest, weight: 12 },
  )
}
