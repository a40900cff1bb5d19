import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { baseColorDocument, REGISTRY_ORIGIN_TOKEN as ORIGIN_TOKEN, stylesIndex } from '@snipstack/contracts'
import { buildRegistry } from '@snipstack/registry/build'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { Elysia } from 'elysia'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../test/db'
import { call, errorBody, silentLogger } from '../../../test/http'
import { createApp } from '../../app'
import { httpFoundation } from '../../lib/http'
import { recordListeningPort } from '../../lib/origin'
import { loadSsr } from '../../ssr'
import { registryModule } from './index'
import { createRegistryService, matchesEtag } from './service'

const dist = mkdtempSync(join(tmpdir(), 'snipstack-registry-served-'))
const appWith = (options: { dist: string; publicUrl?: string; cliPackage?: string }) =>
  new Elysia()
    .use(httpFoundation({ logger: silentLogger, origin: { ...options, allowedHosts: ['a.test', 'b.test'] } }))
    .use(registryModule(options))

let app: ReturnType<typeof appWith>

beforeAll(async () => {
  await buildRegistry(dist, { writeGeneratedCss: false })
  app = appWith({ dist })
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const get = (path: string, init?: RequestInit) => call(app, path, init)

/** The fields these tests read from served item and index JSON. */
type Served = {
  name: string
  title: string
  homepage: string
  registryDependencies: string[]
  items: Array<{ name: string }>
}
const json = async (response: Response | Promise<Response>): Promise<Served> =>
  (await response).json() as Promise<Served>

describe('registry routes', () => {
  it('serves /r/<name>.json with the request origin written into every URL', async () => {
    const response = await get('/r/marquee.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const text = await response.text()
    expect(text).not.toContain(ORIGIN_TOKEN)
    const item = JSON.parse(text)
    expect(item.name).toBe('marquee')
    expect(item.registryDependencies).toEqual([
      'http://localhost/r/use-on-screen.json',
      'http://localhost/r/use-reduced-motion.json',
      'http://localhost/r/utils.json',
    ])
  })

  it('serves /r/<name> with the same body and ETag as /r/<name>.json', async () => {
    const a = await get('/r/marquee.json')
    const b = await get('/r/marquee')
    expect(await b.text()).toBe(await a.text())
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'))
  })

  it('serves the index at /r/registry.json with its homepage at the serving origin', async () => {
    const response = await get('/r/registry.json')
    expect(response.status).toBe(200)
    const index = await json(response)
    expect(index.name).toBe('snipstack')
    expect(index.homepage).toBe('http://localhost')
    expect(index.items.map((item: { name: string }) => item.name)).toContain('utils')
  })

  it('prefers PUBLIC_URL over the request origin', async () => {
    const published = appWith({ dist, publicUrl: 'https://snipstack.dev/' })
    const item = await json(call(published, '/r/marquee.json'))
    expect(item.registryDependencies).toEqual([
      'https://snipstack.dev/r/use-on-screen.json',
      'https://snipstack.dev/r/use-reduced-motion.json',
      'https://snipstack.dev/r/utils.json',
    ])
    const llms = await (await call(published, '/llms.txt')).text()
    expect(llms).toContain('- [Marquee](https://snipstack.dev/r/marquee.md): ')
  })

  it('uses the origin the request came to, port included', async () => {
    const response = await app.handle(new Request('http://127.0.0.1:4555/r/marquee.json'))
    expect((await json(response)).registryDependencies).toEqual([
      'http://127.0.0.1:4555/r/use-on-screen.json',
      'http://127.0.0.1:4555/r/use-reduced-motion.json',
      'http://127.0.0.1:4555/r/utils.json',
    ])
  })

  it('sends cache, CORS and security headers', async () => {
    const response = await get('/r/utils.json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const etag = (await get('/r/marquee.json')).headers.get('etag') ?? ''
    const response = await get('/r/marquee.json', { headers: { 'if-none-match': `W/"other", ${etag}` } })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(response.headers.get('etag')).toBe(etag)
    expect((await get('/r/marquee.json', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200)
  })

  it('gives different origins different ETags, since the bodies differ', async () => {
    const a = await app.handle(new Request('http://a.test/r/marquee.json'))
    const b = await app.handle(new Request('http://b.test/r/marquee.json'))
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'))
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/r/marquee.json', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeTruthy()
    expect(await response.text()).toBe('')
  })

  it.each(['/r/nope.json', '/r/nope', '/r/..%2Fllms.txt', '/r/Marquee.json', '/r/.json'])(
    'answers the unknown %s with 404 JSON readable cross-origin',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const error = await errorBody(response)
      expect(error.code).toBe('NOT_FOUND')
    },
  )

  it("serves the styles index and the base colour shadcn's CLI reads from the registry REGISTRY_URL names", async () => {
    const styles = await get('/r/styles/index.json')
    expect(styles.status).toBe(200)
    expect(stylesIndex.parse(await styles.json())).toEqual([{ name: 'new-york', label: 'New York' }])
    const neutral = await get('/r/colors/neutral.json')
    expect(neutral.status).toBe(200)
    expect(neutral.headers.get('access-control-allow-origin')).toBe('*')
    const color = baseColorDocument.parse(await neutral.json())
    const theme = (await (await get('/r/theme.json')).json()) as { cssVars: unknown }
    expect(color.cssVarsV4).toEqual(theme.cssVars)
    expect(color.cssVars).toEqual(theme.cssVars)
    for (const path of ['/r/colors/zinc.json', '/r/styles/new-york.json', '/r/colors/neutral.md', '/r/styles/index.md'])
      expect((await get(path)).status, path).toBe(404)
  })

  it('names the missing item and where the list is', async () => {
    const error = await errorBody(await get('/r/nope.json'))
    expect(error.message).toBe("No registry item is named 'nope'. The list is at /r/registry.json.")
  })

  it('serves llms.txt with one line per item, examples left out', async () => {
    const response = await get('/llms.txt')
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    const index = await json(get('/r/registry.json'))
    const lines = text.split('\n').filter((line) => line.startsWith('- ['))
    const items = index.items as Array<{ name: string; type: string }>
    const components = items.filter((item) => item.type !== 'registry:example')
    expect(components.length).toBeLessThan(index.items.length)
    expect(lines).toHaveLength(components.length)
    expect(lines.every((line) => line.includes('](http://localhost/r/'))).toBe(true)
  })

  it('links llms-full.txt and the per-item docs from llms.txt, at the serving origin', async () => {
    const text = await (await get('/llms.txt')).text()
    expect(text).toContain('http://localhost/llms-full.txt')
    expect(text).toContain('http://localhost/r/<name>.md')
  })

  it("serves llms-full.txt: every documented item's docs, with the origin filled in and an ETag", async () => {
    const response = await get('/llms-full.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const text = await response.text()
    expect(text).not.toContain(ORIGIN_TOKEN)
    const index = (await json(get('/r/registry.json'))).items as Array<{ name: string; type: string }>
    const documented = index.filter((item) => item.type !== 'registry:example')
    for (const item of documented) {
      const docs = await (await get(`/r/${item.name}.md`)).text()
      expect(text, item.name).toContain(docs.trimEnd())
    }
    expect(text).toContain('npx shadcn@latest add http://localhost/r/marquee.json')
    const etag = response.headers.get('etag') ?? ''
    expect((await get('/llms-full.txt', { headers: { 'if-none-match': etag } })).status).toBe(304)
    const head = await get('/llms-full.txt', { method: 'HEAD' })
    expect(head.headers.get('etag')).toBe(etag)
    expect(await head.text()).toBe('')
  })

  it("serves /r/<name>.md: one item's docs as Markdown, with the origin filled in", async () => {
    const response = await get('/r/marquee.md')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const text = await response.text()
    expect(text.startsWith('# Marquee\n')).toBe(true)
    expect(text).toContain('```bash\nnpx shadcn@latest add http://localhost/r/marquee.json\n```')
    expect(text).toContain('## Examples')
    expect(text).not.toContain(ORIGIN_TOKEN)
  })

  it("names this instance's own CLI in every command, until the operator declares a published package", async () => {
    const own = 'npx -y http://localhost/cli/snipstack.tgz'
    expect(await (await get('/r/marquee.md')).text()).toContain(`\`\`\`bash\n${own} add marquee\n\`\`\``)
    expect(await (await get('/r/marquee.md')).text()).toContain(`Install it with \`${own} add marquee-demo\``)
    expect(await (await get('/llms.txt')).text()).toContain(`installable with \`${own} add <name>\``)
    const full = await (await get('/llms-full.txt')).text()
    expect(full).not.toMatch(/\bsnipstack@|npx (?:-y )?snipstack\b/)

    const published = appWith({ dist, publicUrl: 'https://ui.example.com', cliPackage: 'snipstack' })
    const docs = await (await call(published, '/r/marquee.md')).text()
    expect(docs).toContain('```bash\nnpx -y snipstack@latest add marquee\n```')
    expect(docs).toContain('Install it with `npx -y snipstack@latest add marquee-demo`')
    // Only the commands: the instance's other URLs keep its origin.
    expect(docs).toContain('npx shadcn@latest add https://ui.example.com/r/marquee.json')
    expect(docs).not.toContain('/cli/snipstack.tgz')
    expect(await (await call(published, '/llms.txt')).text()).toContain(
      'installable with `npx -y snipstack@latest add <name>`',
    )
    const publishedFull = await (await call(published, '/llms-full.txt')).text()
    expect(publishedFull).not.toContain('/cli/snipstack.tgz')
    expect(publishedFull).not.toContain(ORIGIN_TOKEN)
  })

  it('answers docs of an unknown item, or of an example, with a 404 naming where the list is', async () => {
    for (const path of ['/r/nope.md', '/r/marquee-demo.md', '/r/registry.md']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const name = path.slice('/r/'.length, -'.md'.length)
      expect((await errorBody(response)).message).toBe(
        `No documented registry item is named '${name}'. The list is at /llms.txt.`,
      )
    }
    expect((await errorBody(await get('/r/..%2Fllms.md'))).message).toBe(
      'No documented registry item has that name. The list is at /llms.txt.',
    )
  })

  it('picks up a rebuilt registry without a restart', async () => {
    const before = (await get('/r/utils.json')).headers.get('etag')
    const file = join(dist, 'r', 'utils.json')
    const original = readFileSync(file, 'utf8')
    try {
      await Bun.write(file, original.replace('"Utils"', '"Utilities"'))
      const response = await get('/r/utils.json')
      expect((await json(response)).title).toBe('Utilities')
      expect(response.headers.get('etag')).not.toBe(before)
    } finally {
      await Bun.write(file, original)
    }
  })
})

describe('registry compression', () => {
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())
  /** The answer once the compressed form is ready (`url` may be a path): the first request starts it and is answered plain. */
  const compressedGet = (url: string, init: RequestInit, coding: string) =>
    vi.waitFor(
      async () => {
        const response = await app.handle(new Request(new URL(url, 'http://localhost').href, init))
        expect(response.headers.get('content-encoding')).toBe(coding)
        return response
      },
      { timeout: 20_000, interval: 20 },
    )

  it.each([
    ['/r/marquee.json', 'gzip, deflate, br', 'br'],
    ['/r/registry.json', 'br;q=0, gzip', 'gzip'],
    ['/llms.txt', '*', 'br'],
    ['/llms-full.txt', 'gzip', 'gzip'],
    ['/r/marquee.md', 'br', 'br'],
  ])(
    'sends %s compressed for Accept-Encoding %s, as %s, with the ETag of the plain body',
    async (path, accept, coding) => {
      const plain = await get(path)
      const compressed = await compressedGet(path, { headers: { 'accept-encoding': accept } }, coding)
      expect(compressed.status).toBe(200)
      expect(compressed.headers.get('content-type')).toBe(plain.headers.get('content-type'))
      expect(compressed.headers.get('etag')).toBe(plain.headers.get('etag'))
      expect(compressed.headers.get('vary')).toBe('Host, Accept-Encoding')
      const body = await bytes(compressed)
      const decoded = coding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)
      const text = await plain.text()
      expect(decoded.toString()).toBe(text)
      expect(body.length).toBeLessThan(Buffer.byteLength(text))
    },
  )

  it('sends the plain body when no coding is accepted, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/r/marquee.json', accept ? { headers: { 'accept-encoding': accept } } : undefined)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('vary')).toBe('Host, Accept-Encoding')
      expect(JSON.parse(await response.text()).name).toBe('marquee')
    }
  })

  it('answers If-None-Match with 304 whatever the coding, with Vary', async () => {
    const etag = (await get('/r/marquee.json', { headers: { 'accept-encoding': 'br' } })).headers.get('etag') ?? ''
    const response = await get('/r/marquee.json', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })
    expect(response.status).toBe(304)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Host, Accept-Encoding')
    expect(await response.text()).toBe('')
  })

  it('answers HEAD with the coding a GET would use and no body', async () => {
    const init = { method: 'HEAD', headers: { 'accept-encoding': 'br' } }
    const plain = await get('/r/button.json', init)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const response = await compressedGet('/r/button.json', init, 'br')
    expect(
      (await get('/r/button.json', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding'),
    ).toBe('br')
    expect(await response.text()).toBe('')
  })

  it('answers at once with the whole plain body while the compressed one is made, never a cut-off reply', async () => {
    const fresh = appWith({ dist })
    const init = { headers: { 'accept-encoding': 'br, gzip' } }
    const first = await fresh.handle(new Request('http://localhost/llms-full.txt', init))
    expect(first.status).toBe(200)
    expect(first.headers.get('content-encoding')).toBeNull()
    expect(await first.text()).toBe(
      readFileSync(join(dist, 'llms-full.txt'), 'utf8').replaceAll(ORIGIN_TOKEN, 'http://localhost'),
    )
    const compressed = await vi.waitFor(
      async () => {
        const response = await fresh.handle(new Request('http://localhost/llms-full.txt', init))
        expect(response.headers.get('content-encoding')).toBe('br')
        return response
      },
      { timeout: 20_000, interval: 20 },
    )
    expect(brotliDecompressSync(await bytes(compressed)).toString()).toContain('http://localhost/r/marquee.json')
  })

  it('shares one copy, compressed once, among every loopback alias and port a client names', async () => {
    const fresh = appWith({ dist })
    const served = (host: string) => {
      const request = new Request(`http://${host}/llms-full.txt`, { headers: { 'accept-encoding': 'br' } })
      recordListeningPort(request, 3000)
      return Promise.resolve(fresh.handle(request))
    }
    expect((await served('a.localhost:1')).headers.get('content-encoding')).toBeNull()
    await vi.waitFor(async () => expect((await served('a.localhost:1')).headers.get('content-encoding')).toBe('br'), {
      timeout: 20_000,
      interval: 20,
    })
    // Another name and port on the first request: already compressed, so nothing was made for it.
    for (const host of ['b.localhost:2', 'localhost:3000', 'x.y.localhost:65535']) {
      const response = await served(host)
      expect(response.headers.get('content-encoding'), host).toBe('br')
      const text = brotliDecompressSync(await bytes(response)).toString()
      expect(text).toContain('http://localhost:3000/r/marquee.json')
      expect(text).not.toMatch(/\/\/[a-z.]+\.localhost/)
    }
  })

  it("compresses each origin's body, with that origin's URLs inside", async () => {
    for (const host of ['a.test', 'b.test']) {
      const response = await compressedGet(
        `http://${host}/r/marquee.json`,
        { headers: { 'accept-encoding': 'br' } },
        'br',
      )
      const item = JSON.parse(brotliDecompressSync(await bytes(response)).toString())
      expect(item.registryDependencies).toEqual([
        `http://${host}/r/use-on-screen.json`,
        `http://${host}/r/use-reduced-motion.json`,
        `http://${host}/r/utils.json`,
      ])
    }
  })

  it('compresses a document once per origin and coding, and again after a rebuild', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'snipstack-registry-cache-'))
    try {
      await buildRegistry(scratch, { writeGeneratedCss: false })
      const service = createRegistryService({ dist: scratch })
      // Asked twice at once, compressed once: both wait for the same result.
      const [first, same] = await Promise.all([
        service.item('marquee', 'http://a.test').compressed('br'),
        service.item('marquee.json', 'http://a.test').compressed('br'),
      ])
      expect(same).toBe(first)
      expect(service.item('marquee.json', 'http://a.test').encoded('br')).toBe(first)
      expect(await service.item('marquee', 'http://b.test').compressed('br')).not.toBe(first)
      expect(await service.item('marquee', 'http://a.test').compressed('gzip')).not.toBe(first)

      const file = join(scratch, 'r', 'marquee.json')
      const original = readFileSync(file, 'utf8')
      // A rebuild shows as a new mtime; set one explicitly so the test does not race the clock.
      await Bun.write(file, original.replace('"Marquee"', '"Ticker"'))
      utimesSync(file, new Date(), new Date(Date.now() + 60_000))
      const rebuilt = await service.item('marquee', 'http://a.test').compressed('br')
      expect(rebuilt).not.toBe(first)
      expect(JSON.parse(brotliDecompressSync(rebuilt).toString()).title).toBe('Ticker')
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})

describe('registry memory', () => {
  it('keeps the documents of the eight most recently used origins', async () => {
    const service = createRegistryService({ dist })
    const compressed = (origin: string) => service.item('utils', origin).compressed('gzip')
    const first = []
    for (let index = 0; index < 8; index++) first.push(await compressed(`http://o${index}.test`))
    const [kept, dropped] = first
    // Used again, o0 is the most recent; o1 is the least and goes when a ninth origin comes.
    expect(await compressed('http://o0.test')).toBe(kept)
    await compressed('http://o8.test')
    expect(await compressed('http://o0.test')).toBe(kept)
    expect(await compressed('http://o1.test')).not.toBe(dropped)
  })
})

describe('registry not built', () => {
  const missing = appWith({ dist: join(tmpdir(), 'snipstack-no-registry-here') })

  it.each(['/r/registry.json', '/r/marquee.json', '/r/marquee.md', '/llms.txt', '/llms-full.txt'])(
    'answers %s with 503 JSON saying how to build it',
    async (path) => {
      const response = await call(missing, path)
      expect(response.status).toBe(503)
      const error = await errorBody(response)
      expect(error).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('bun run registry:build') })
    },
  )
})

describe('matchesEtag', () => {
  it('compares weakly, handles lists and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true)
    expect(matchesEtag('W/"a"', '"a"')).toBe(true)
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true)
    expect(matchesEtag('*', '"a"')).toBe(true)
    expect(matchesEtag('"b"', '"a"')).toBe(false)
    expect(matchesEtag(null, '"a"')).toBe(false)
  })
})

describe('mounted in the app', () => {
  const site = createSiteFixture()
  let database: TestDatabase
  let full: ReturnType<typeof createApp>

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    full = createApp({ database, site: { dist: site.dist, render: await loadSsr(site.dist) }, registry: { dist } })
  })
  afterAll(async () => {
    await database.dispose()
    rmSync(site.dist, { recursive: true, force: true })
  })

  it('answers /r/* before the page catch-all, and pages still render', async () => {
    expect((await json(call(full, '/r/marquee.json'))).name).toBe('marquee')
    expect((await call(full, '/r/nope.json')).status).toBe(404)
    expect((await call(full, '/llms.txt')).headers.get('content-type')).toContain('text/plain')
    const page = await call(full, '/')
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  it('refuses methods other than GET and HEAD with 404 JSON', async () => {
    const response = await call(full, '/r/marquee.json', { method: 'POST' })
    expect(response.status).toBe(404)
    expect((await errorBody(response)).code).toBe('NOT_FOUND')
  })

  it('answers malformed escapes and nested paths under /r with JSON 4xx and CORS, never a page or a 500', async () => {
    for (const path of ['/r/%zz', '/r/%', '/r/%FF', '/r/%C0%AF', '/r/x/y', '/r/', '/r', '/r/..%2F..%2Fpackage.json']) {
      const response = await call(full, path)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
      expect((await errorBody(response)).code, path).toMatch(/BAD_REQUEST|NOT_FOUND/)
    }
    expect((await errorBody(await call(full, '/r/%zz'))).message).toBe('The URL is not validly percent-encoded.')
  })

  it('never writes an unvetted Host into registry JSON', async () => {
    const response = await full.handle(new Request('http://evil.com/r/marquee.json'))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control') ?? '').not.toContain('public')
    expect(await response.text()).not.toContain('evil.com')
  })

  it('varies on Host while origins are reflected, and not once PUBLIC_URL fixes them', async () => {
    expect((await call(full, '/r/marquee.json')).headers.get('vary')).toBe('Host, Accept-Encoding')
    const fixed = createApp({ database, registry: { dist }, origin: { publicUrl: 'https://snipstack.dev' } })
    const response = await fixed.handle(new Request('http://evil.com/r/marquee.json'))
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).not.toContain('evil.com')
  })

  it('writes https URLs behind a TLS-terminating proxy it trusts, and only then', async () => {
    const proxied = createApp({ database, registry: { dist }, origin: { trustedProxies: 1 } })
    const headers = { 'x-forwarded-proto': 'https' }
    const item = await json(proxied.handle(new Request('http://localhost/r/marquee.json', { headers })))
    expect(item.registryDependencies).toEqual([
      'https://localhost/r/use-on-screen.json',
      'https://localhost/r/use-reduced-motion.json',
      'https://localhost/r/utils.json',
    ])
    const direct = await json(full.handle(new Request('http://localhost/r/marquee.json', { headers })))
    expect(direct.registryDependencies).toEqual([
      'http://localhost/r/use-on-screen.json',
      'http://localhost/r/use-reduced-motion.json',
      'http://localhost/r/utils.json',
    ])
  })
})
