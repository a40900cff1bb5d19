import { execFileSync } from 'node:child_process'
import { rmSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTemplateFiles } from './files'
import {
  type RequestOptions,
  type RunningNginx,
  type RunOptions,
  runNginxTemplate,
  type UpstreamEcho,
} from './nginx-run'
import { makeSelfSignedCert, removeTempDirs } from './tools'

/**
 * What each NGINX template's README promises, requested from the template running in real nginx
 * (nginx-run.ts): statuses, redirects in one hop, cache headers, limits, upstream failover. Every
 * NGINX template has its behaviours here; `nginx -t` alone (content.int.test.ts) proves only that
 * a config loads.
 */
const nginxTemplates = loadTemplateFiles().filter((t) => t.category === 'nginx')
const tls = makeSelfSignedCert()
const running: RunningNginx[] = []

afterAll(async () => {
  await Promise.all(running.map((site) => site.stop()))
  removeTempDirs()
})

/** Runs the template for the tests of one describe block and stops it after them. */
function serve(slug: string, options?: RunOptions): () => RunningNginx {
  let site: RunningNginx | undefined
  beforeAll(async () => {
    const template = nginxTemplates.find((t) => t.slug === slug)
    if (!template) throw new Error(`no template ${slug}`)
    site = await runNginxTemplate(slug, template.files, tls, options)
    running.push(site)
  })
  return () => {
    if (!site) throw new Error(`${slug} is not running`)
    return site
  }
}

const echo = (body: string) => JSON.parse(body) as UpstreamEcho
const YEAR = 365 * 24 * 60 * 60

/** The seconds of a Cache-Control max-age, or NaN without one. */
const maxAge = (value: string | string[] | undefined) => Number(/max-age=(\d+)/.exec(String(value))?.[1])

describe('every NGINX template has behaviour tests', () => {
  it('lists each one below', () => {
    const tested = new Set(behaviours)
    expect(nginxTemplates.map((t) => t.slug).filter((slug) => !tested.has(slug))).toEqual([])
  })
})

const behaviours: string[] = []
function behaviour(slug: string, body: () => void) {
  behaviours.push(slug)
  describe(slug, body)
}

behaviour('nginx-api-microcaching', () => {
  const site = serve('nginx-api-microcaching')
  const get = (path: string, options: RequestOptions = {}) =>
    site().request(80, path, { host: 'www.example.com', ...options })

  it('answers a repeated anonymous GET from the cache: one request reaches the app', async () => {
    const first = await get('/products?page=2')
    const second = await get('/products?page=2')
    expect(first.headers['x-cache-status']).toBe('MISS')
    // Within the second the entry is fresh (HIT); on a machine slow enough to pass it, the stale copy
    // is served while one request refreshes it: either way the app is not asked again for it.
    expect(['HIT', 'STALE', 'UPDATING']).toContain(second.headers['x-cache-status'])
    expect(echo(second.body).hit).toBe(echo(first.body).hit)
    expect(echo(first.body).url).toBe('/products?page=2')
  })

  it('never caches for a session cookie, an Authorization header or a POST', async () => {
    const uncached: RequestOptions[] = [
      { headers: { cookie: 'session_id=abc' } },
      { headers: { authorization: 'Bearer t' } },
      { method: 'POST' },
    ]
    for (const options of uncached) {
      const first = await get('/feed', options)
      const second = await get('/feed', options)
      // A POST is never looked up, so it has no cache status at all.
      expect(second.headers['x-cache-status'] ?? 'BYPASS', JSON.stringify(options)).toBe('BYPASS')
      expect(echo(second.body).hit).toBe(echo(first.body).hit + 1)
    }
  })

  it('sends /api/account/ to the app every time', async () => {
    const first = await get('/api/account/me')
    const second = await get('/api/account/me')
    expect(echo(second.body).hit).toBe(echo(first.body).hit + 1)
    expect(second.headers['x-cache-status']).toBeUndefined()
  })
})

behaviour('nginx-load-balancer', () => {
  describe('with every server up', () => {
    const site = serve('nginx-load-balancer')

    it('spreads requests over the three primaries, never the backup, and names the one that answered', async () => {
      const seen = new Set<string>()
      for (let i = 0; i < 8; i++) {
        const response = await site().request(80, `/page/${i}`)
        expect(response.status).toBe(200)
        seen.add(echo(response.body).upstream)
        expect(response.headers['x-upstream']).toMatch(/^127\.0\.0\.1:\d+$/)
      }
      expect([...seen].sort()).toEqual(['10.0.1.11:8080', '10.0.1.12:8080', '10.0.1.13:8080'])
      expect(site().hits('10.0.2.10:8080')).toBe(0)
    })

    it('shows connection counts to this machine', async () => {
      const response = await site().request(80, '/nginx_status')
      expect(response.status).toBe(200)
      expect(response.body).toMatch(/^Active connections: \d+/)
    })
  })

  describe('with a primary down', () => {
    const site = serve('nginx-load-balancer', { down: ['10.0.1.11:8080'] })

    it('retries on the next server, so no request fails', async () => {
      for (let i = 0; i < 6; i++) {
        const response = await site().request(80, `/retry/${i}`)
        expect(response.status).toBe(200)
        expect(echo(response.body).upstream).not.toBe('10.0.1.11:8080')
      }
    })
  })

  describe('with every primary down', () => {
    const site = serve('nginx-load-balancer', { down: ['10.0.1.11:8080', '10.0.1.12:8080', '10.0.1.13:8080'] })

    it('answers from the backup once each primary has failed 3 times, as the README says', async () => {
      const statuses: number[] = []
      let answered: UpstreamEcho | undefined
      // Each request tries two servers: 3 primaries × 3 failures take at most 5 requests.
      while (!answered && statuses.length < 6) {
        const response = await site().request(80, '/')
        statuses.push(response.status)
        if (response.status === 200) answered = echo(response.body)
      }
      expect(statuses.slice(0, -1).every((status) => status === 502)).toBe(true)
      expect(statuses.length).toBeLessThanOrEqual(5)
      expect(answered?.upstream).toBe('10.0.2.10:8080')
      for (let i = 0; i < 3; i++) expect(echo((await site().request(80, '/')).body).upstream).toBe('10.0.2.10:8080')
    })
  })
})

behaviour('nginx-rate-limiting', () => {
  const login = (site: RunningNginx) => site.request(80, '/auth/login', { method: 'POST', host: 'api.example.com' })

  describe('as installed', () => {
    const site = serve('nginx-rate-limiting')

    it('never limits localhost, which the allowlist exempts', async () => {
      const statuses = []
      for (let i = 0; i < 20; i++) statuses.push((await login(site())).status)
      expect(statuses.every((status) => status === 200)).toBe(true)
    })
  })

  describe('with localhost taken off the allowlist, as the README says to try it', () => {
    const site = serve('nginx-rate-limiting', { edits: [['        127.0.0.1/32 1;\n', '']] })

    it('lets 11 logins through (one at the rate plus a burst of 10), then answers 429 with JSON and Retry-After', async () => {
      const responses = []
      for (let i = 0; i < 30; i++) responses.push(await login(site()))
      expect(responses.map((r) => r.status)).toEqual([...Array(11).fill(200), ...Array(19).fill(429)])
      const limited = responses[11]
      expect(limited?.headers['retry-after']).toBe('60')
      expect(limited?.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(limited?.body ?? '')).toEqual({
        error: 'too_many_requests',
        message: 'Slow down and retry in a minute.',
      })
    })

    it('keeps the API limit apart from the login limit', async () => {
      const response = await site().request(80, '/api/items', { host: 'api.example.com' })
      expect(response.status).toBe(200)
    })
  })
})

behaviour('nginx-redirects-canonical-host', () => {
  const site = serve('nginx-redirects-canonical-host', {
    www: { 'example.com/about.html': 'About us\n', 'example.com/index.html': 'Home\n' },
  })
  const cases: [string, RequestOptions & { port: number }, string][] = [
    ['http://example.com/pricing?plan=pro', { port: 80, host: 'example.com' }, 'https://example.com/pricing?plan=pro'],
    [
      'http://www.example.com/about-us?ref=mail',
      { port: 80, host: 'www.example.com' },
      'https://example.com/about?ref=mail',
    ],
    ['http://example.com/docs/?q=1', { port: 80, host: 'example.com' }, 'https://example.com/docs?q=1'],
    ['https://www.example.com/team', { port: 443, host: 'www.example.com', tls: true }, 'https://example.com/team'],
    [
      'https://www.example.com/old-blog/first-post/?utm=x',
      { port: 443, host: 'www.example.com', tls: true },
      'https://example.com/articles/first-post?utm=x',
    ],
    [
      'https://example.com/products/42.html',
      { port: 443, host: 'example.com', tls: true },
      'https://example.com/shop/items/42',
    ],
    [
      'https://example.com/docs/v1/install?os=linux',
      { port: 443, host: 'example.com', tls: true },
      'https://legacy-docs.example.com/install?os=linux',
    ],
  ]

  it.each(cases)('%s goes to its final URL in one hop, query kept', async (url, { port, ...options }, target) => {
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    const response = await site().request(port, path, options)
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe(target)
  })

  it('drops a trailing slash on the canonical host, keeping the query', async () => {
    const response = await site().request(443, '/about/?x=1', { host: 'example.com', tls: true })
    expect(response.status).toBe(301)
    // A path-only target: nginx writes it absolute on the port it was asked on.
    expect(response.headers.location).toMatch(/^https:\/\/example\.com(:\d+)?\/about\?x=1$/)
  })

  it('serves the canonical URL itself', async () => {
    const response = await site().request(443, '/about', { host: 'example.com', tls: true })
    expect(response.status).toBe(200)
    expect(response.body).toBe('About us\n')
  })
})

behaviour('nginx-reverse-proxy-node', () => {
  const site = serve('nginx-reverse-proxy-node', {
    www: { 'letsencrypt/.well-known/acme-challenge/token1': 'proof\n' },
  })

  it('sends plain HTTP to HTTPS, except the ACME challenge', async () => {
    const redirect = await site().request(80, '/dashboard?tab=2', { host: 'app.example.com' })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.location).toBe('https://app.example.com/dashboard?tab=2')
    const challenge = await site().request(80, '/.well-known/acme-challenge/token1', { host: 'app.example.com' })
    expect([challenge.status, challenge.body]).toEqual([200, 'proof\n'])
  })

  it('proxies HTTPS to the app with the client’s address, scheme and host', async () => {
    const response = await site().request(443, '/api/users', { host: 'app.example.com', tls: true })
    expect(response.status).toBe(200)
    const { upstream, url, headers } = echo(response.body)
    expect({ upstream, url }).toEqual({ upstream: '127.0.0.1:3000', url: '/api/users' })
    expect(headers).toMatchObject({
      host: 'app.example.com',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'app.example.com',
    })
    expect(headers.connection).toBeUndefined()
  })

  it('passes a WebSocket upgrade on to the app', async () => {
    const response = await site().request(443, '/socket', {
      host: 'app.example.com',
      tls: true,
      headers: { upgrade: 'websocket', connection: 'Upgrade' },
    })
    expect(echo(response.body).headers).toMatchObject({ upgrade: 'websocket', connection: 'upgrade' })
  })
})

behaviour('nginx-spa-long-term-caching', () => {
  const site = serve('nginx-spa-long-term-caching', {
    www: {
      'spa/index.html': '<!doctype html><title>App</title>\n',
      'spa/assets/index-4f3a9c.js': 'console.log(1)\n',
      'spa/assets/logo-9d2e1b.png': 'png',
      'spa/favicon.png': 'png',
    },
  })
  const get = (path: string) => site().request(80, path, { host: 'spa.example.com' })

  it('caches hashed /assets/ for good, images included', async () => {
    for (const path of ['/assets/index-4f3a9c.js', '/assets/logo-9d2e1b.png']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(maxAge(response.headers['cache-control']), path).toBeGreaterThanOrEqual(YEAR)
    }
  })

  it('gives unhashed images a week and a missing asset a 404, not the app shell', async () => {
    expect(maxAge((await get('/favicon.png')).headers['cache-control'])).toBe(7 * 24 * 60 * 60)
    expect((await get('/assets/missing-000000.js')).status).toBe(404)
  })

  it('answers client-side routes with the app shell, revalidated every time, with the security headers', async () => {
    for (const path of ['/', '/settings', '/users/42', '/index.html']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.body, path).toContain('<title>App</title>')
      expect(response.headers['cache-control'], path).toBe('no-cache')
      expect(response.headers['x-frame-options'], path).toBe('DENY')
      expect(response.headers['x-content-type-options'], path).toBe('nosniff')
    }
  })
})

behaviour('nginx-tls-hardening', () => {
  const site = serve('nginx-tls-hardening', {
    www: { 'example.com/index.html': 'Home\n', 'example.com/static/app.css': 'body{}\n' },
  })

  it('sends HTTP and the www host to https://example.com in one hop', async () => {
    const plain = await site().request(80, '/pricing?a=1', { host: 'www.example.com' })
    expect([plain.status, plain.headers.location]).toEqual([301, 'https://example.com/pricing?a=1'])
    const www = await site().request(443, '/pricing?a=1', { host: 'www.example.com', tls: true })
    expect([www.status, www.headers.location]).toEqual([301, 'https://example.com/pricing?a=1'])
  })

  it('serves pages with HSTS, CSP and the other security headers, static files too', async () => {
    for (const path of ['/', '/static/app.css']) {
      const response = await site().request(443, path, { host: 'example.com', tls: true })
      expect(response.status, path).toBe(200)
      expect(response.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains')
      expect(response.headers['content-security-policy'], path).toMatch(/default-src 'self'/)
      expect(response.headers['x-frame-options'], path).toBe('DENY')
    }
    const css = await site().request(443, '/static/app.css', { host: 'example.com', tls: true })
    expect(css.headers['cache-control']).toBe('public, max-age=86400')
  })
})

behaviour('nginx-websocket-sse-proxy', () => {
  const site = serve('nginx-websocket-sse-proxy', { www: { 'letsencrypt/.well-known/acme-challenge/t': 'proof\n' } })
  const secure = (path: string, options: RequestOptions = {}) =>
    site().request(443, path, { host: 'realtime.example.com', tls: true, ...options })

  it('sends plain HTTP to HTTPS, query kept, except the ACME challenge', async () => {
    const redirect = await site().request(80, '/x?y=1', { host: 'realtime.example.com' })
    expect([redirect.status, redirect.headers.location]).toEqual([301, 'https://realtime.example.com/x?y=1'])
    const challenge = await site().request(80, '/.well-known/acme-challenge/t', { host: 'realtime.example.com' })
    expect([challenge.status, challenge.body]).toEqual([200, 'proof\n'])
  })

  it('answers its own health check without the app', async () => {
    const health = await secure('/nginx-health')
    expect([health.status, health.body]).toEqual([200, 'ok\n'])
    expect(site().hits('127.0.0.1:3000')).toBe(0)
  })

  it('proxies the API with the client’s address and scheme, keeping upstream connections alive', async () => {
    const { headers, url } = echo((await secure('/api/x?page=2')).body)
    expect(url).toBe('/api/x?page=2')
    expect(headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-real-ip': '127.0.0.1' })
    expect(headers.connection).toBeUndefined()
  })

  it('passes a WebSocket upgrade on to the app', async () => {
    const response = await secure('/ws/chat', { headers: { upgrade: 'websocket', connection: 'Upgrade' } })
    expect(echo(response.body).headers).toMatchObject({ upgrade: 'websocket', connection: 'upgrade' })
  })
})

behaviour('nginx-csp-nonce-admin-lockdown', () => {
  const page = '<!doctype html><title>Shop</title><script nonce="__CSP_NONCE__">start()</script>\n'
  const site = serve('nginx-csp-nonce-admin-lockdown', {
    etc: { 'admin.htpasswd': 'admin:{PLAIN}correct horse\n' },
    answer: (_, request) =>
      request.url === '/'
        ? {
            headers: {
              'content-type': 'text/html; charset=utf-8',
              'content-security-policy': 'default-src *',
              'x-powered-by': 'Express',
            },
            body: page,
          }
        : undefined,
  })
  const secure = (path: string, options: RequestOptions = {}) =>
    site().request(443, path, { host: 'www.example.com', tls: true, ...options })
  const basic = (password: string) => ({ authorization: `Basic ${btoa(`admin:${password}`)}` })

  it('sends plain HTTP to HTTPS with the path and query', async () => {
    const redirect = await site().request(80, '/cart?id=3', { host: 'www.example.com' })
    expect([redirect.status, redirect.headers.location]).toEqual([301, 'https://www.example.com/cart?id=3'])
  })

  it('sends one policy of its own with a fresh nonce, written into the page, and drops the app’s', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const response = await secure('/')
      const policy = String(response.headers['content-security-policy'])
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(policy)?.[1] ?? ''
      expect(policy).toMatch(/object-src 'none'; base-uri 'none';.*frame-ancestors 'none'/)
      expect(response.body).toBe(page.replace('__CSP_NONCE__', nonce))
      expect(response.headers['x-powered-by']).toBeUndefined()
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(2)
  })

  it('never serves or proxies dotfiles', async () => {
    const before = site().hits('127.0.0.1:8000')
    for (const path of ['/.env', '/.git/config']) expect((await secure(path)).status, path).toBe(404)
    expect(site().hits('127.0.0.1:8000')).toBe(before)
  })

  it('lets an allowed address with the password into /admin/, and keeps the password from the app', async () => {
    const refused = await secure('/admin/')
    expect(refused.status).toBe(401)
    expect(refused.headers['www-authenticate']).toBe('Basic realm="Administration"')
    expect((await secure('/admin/', { headers: basic('wrong') })).status).toBe(401)
    const admitted = await secure('/admin/users', { headers: basic('correct horse') })
    expect(admitted.status).toBe(200)
    expect(echo(admitted.body).headers.authorization).toBeUndefined()
    expect(admitted.headers['cache-control']).toBe('no-store')
    expect(admitted.headers['x-robots-tag']).toBe('noindex, nofollow')
    const redirect = await secure('/admin')
    expect([redirect.status, redirect.headers.location]).toMatchObject([301, expect.stringMatching(/\/admin\/$/)])
  })

  it('refuses /admin/ to any other address, even with the password', async () => {
    const response = await secure('/admin/', { headers: basic('correct horse'), localAddress: '127.0.0.2' })
    expect(response.status).toBe(403)
  })
})

behaviour('nginx-static-site-precompressed', () => {
  const template = nginxTemplates.find((t) => t.slug === 'nginx-static-site-precompressed')
  const fileOf = (path: string) => template?.files.find((f) => f.path === path)?.content ?? ''
  const long = (text: string) => `${text}\n${'<p>Plenty of text to be worth compressing.</p>\n'.repeat(60)}`
  const site = serve('nginx-static-site-precompressed', {
    www: {
      'site/index.html': long('<title>Home</title>'),
      'site/about.html': long('<title>About</title>'),
      'site/docs/index.html': '<title>Docs</title>\n',
      'site/css/site.css': `body { margin: 0 }\n${'.a { color: red }\n'.repeat(100)}`,
      'site/app.3f9a1c2b7d4e5f60.css': 'body{}\n',
      'errors/404.html': fileOf('errors/404.html'),
      'errors/50x.html': fileOf('errors/50x.html'),
    },
  })
  const get = (path: string, headers: Record<string, string> = {}) =>
    site().request(80, path, { host: 'www.example.com', headers })

  beforeAll(() => {
    // The README's step before serving: gzip copies beside the files worth compressing.
    execFileSync('bash', [join(site().www, '..', 'site', 'precompress.sh'), join(site().www, 'site')], {
      stdio: 'pipe',
    })
  })

  it('serves pages by clean URLs, revalidated every time', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/docs/', 'Docs'],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.body, path).toContain(`<title>${title}</title>`)
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control'], path).toBe('no-cache')
    }
    const folder = await get('/docs')
    expect([folder.status, folder.headers.location]).toEqual([301, '/docs/'])
  })

  it('sends the precompressed copy to clients that take gzip, and the file to the rest', async () => {
    const gzipped = await get('/about', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(Number(gzipped.headers['content-length'])).toBe(statSync(join(site().www, 'site/about.html.gz')).size)
    expect(gzipped.headers.vary).toBe('Accept-Encoding')
    const plain = await get('/about')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<title>About</title>')
  })

  it('caches hashed files for a year, other assets for a day', async () => {
    expect((await get('/app.3f9a1c2b7d4e5f60.css')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(maxAge((await get('/css/site.css')).headers['cache-control'])).toBe(86_400)
  })

  it('answers a missing page and dotfiles with its 404 page', async () => {
    for (const path of ['/no-such-page', '/.git/config']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.body, path).toBe(fileOf('errors/404.html'))
    }
  })

  it('answers pages with its 503 page while maintenance.on exists, and serves assets still', async () => {
    const flag = join(site().www, 'maintenance.on')
    writeFileSync(flag, '')
    try {
      const page = await get('/about')
      expect(page.status).toBe(503)
      expect(page.body).toBe(fileOf('errors/50x.html'))
      expect(page.headers['retry-after']).toBe('120')
      expect(page.headers['cache-control']).toBe('no-store')
      expect((await get('/css/site.css')).status).toBe(200)
    } finally {
      rmSync(flag)
    }
    expect((await get('/about')).status).toBe(200)
  })
})

behaviour('nginx-api-gateway-cors', () => {
  const origin = 'https://app.example.com'
  // The auth service: a good token names its user, a token without the right is refused.
  const answer = (upstream: string, request: IncomingMessage) => {
    if (upstream !== '127.0.0.1:9004') return undefined
    if (request.headers.authorization === 'Bearer good') return { headers: { 'x-user-id': 'u42' } }
    return { status: request.headers.authorization === 'Bearer no-rights' ? 403 : 401 }
  }

  describe('with every service up', () => {
    const site = serve('nginx-api-gateway-cors', { answer })
    const call = (path: string, options: RequestOptions = {}) =>
      site().request(80, path, { host: 'api.example.com', ...options })

    it('answers its health check itself', async () => {
      const response = await call('/healthz')
      expect([response.status, JSON.parse(response.body)]).toEqual([200, { status: 'ok' }])
    })

    it('answers a preflight from a listed origin, and refuses one from any other', async () => {
      const preflight = (from: string) =>
        call('/api/orders', {
          method: 'OPTIONS',
          headers: { origin: from, 'access-control-request-method': 'POST' },
        })
      const allowed = await preflight(origin)
      expect(allowed.status).toBe(204)
      expect(allowed.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type, X-Request-ID',
        'access-control-max-age': '7200',
      })
      const refused = await preflight('https://evil.example')
      expect(refused.status).toBe(403)
      expect(JSON.parse(refused.body).error).toBe('origin_not_allowed')
      expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('asks the auth service, and answers 401 or 403 as JSON with CORS for a listed origin', async () => {
      const anonymous = await call('/api/users/me', { headers: { origin } })
      expect(anonymous.status).toBe(401)
      expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="api"')
      expect(anonymous.headers['access-control-allow-origin']).toBe(origin)
      expect(() => JSON.parse(anonymous.body)).not.toThrow()
      const noRights = await call('/api/orders', { headers: { authorization: 'Bearer no-rights' } })
      expect([noRights.status, JSON.parse(noRights.body).error]).toEqual([403, 'forbidden'])
      expect(site().hits('127.0.0.1:9001') + site().hits('127.0.0.1:9002')).toBe(0)
    })

    it('passes a signed-in call on unchanged, with the user the auth service named, not the client', async () => {
      const response = await call('/api/users/me?fields=name', {
        headers: { authorization: 'Bearer good', 'x-user-id': 'someone-else' },
      })
      expect(response.status).toBe(200)
      const { upstream, url, headers } = echo(response.body)
      expect({ upstream, url, user: headers['x-user-id'] }).toEqual({
        upstream: '127.0.0.1:9001',
        url: '/api/users/me?fields=name',
        user: 'u42',
      })
    })

    it('keeps the catalogue public and drops a client’s X-User-ID there', async () => {
      const response = await call('/api/catalog/items', { headers: { 'x-user-id': 'admin' } })
      expect(response.status).toBe(200)
      expect(echo(response.body).headers['x-user-id']).toBeUndefined()
    })

    it('passes a well-formed X-Request-ID through and replaces any other', async () => {
      const kept = await call('/api/catalog/items', { headers: { 'x-request-id': 'trace-12345678' } })
      expect(kept.headers['x-request-id']).toBe('trace-12345678')
      expect(echo(kept.body).headers['x-request-id']).toBe('trace-12345678')
      const replaced = await call('/api/catalog/items', { headers: { 'x-request-id': 'bad id!' } })
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    })

    it('answers an unknown path with JSON 404', async () => {
      const response = await call('/api/usersX')
      expect([response.status, JSON.parse(response.body).error]).toEqual([404, 'not_found'])
    })
  })

  describe('with a service down', () => {
    const site = serve('nginx-api-gateway-cors', { answer, down: ['127.0.0.1:9003'] })

    it('answers 502 as JSON with Retry-After and CORS for a listed origin', async () => {
      const response = await site().request(80, '/api/catalog/items', { host: 'api.example.com', headers: { origin } })
      expect(response.status).toBe(502)
      expect(JSON.parse(response.body).error).toBe('service_unavailable')
      expect(response.headers['retry-after']).toBe('5')
      expect(response.headers['access-control-allow-origin']).toBe(origin)
    })
  })
})
