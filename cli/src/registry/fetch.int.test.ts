import type { Server } from 'bun'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_REGISTRY_URL, REGISTRY_URL_ENV } from '../utils/constants'
import { fetchIndex, fetchItem, fetchJson, fetchText, itemUrl, RegistryError, registryBase } from './fetch'

let server: Server<undefined>
let base: string

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const { pathname } = new URL(request.url)
      if (pathname === '/r/good.json') return Response.json({ name: 'good', type: 'registry:ui', files: [] })
      if (pathname === '/r/html.json')
        return new Response('<!doctype html><p>hi</p>', { headers: { 'content-type': 'text/html' } })
      if (pathname === '/r/wrong.json') return Response.json({ name: 'wrong', files: 'nope' })
      if (pathname === '/r/broken.json') return new Response('oops', { status: 500 })
      if (pathname === '/r/slow.json')
        return new Promise<Response>((done) => setTimeout(() => done(Response.json({})), 2000))
      if (pathname === '/r/registry.json')
        return Response.json({ name: 'x', homepage: 'http://x', items: [{ name: 'good', type: 'registry:ui' }] })
      if (pathname === '/r/no-homepage/registry.json') return Response.json({ name: 'x', items: [] })
      if (pathname === '/r/unbuilt.json')
        return Response.json(
          {
            error: { code: 'UNAVAILABLE', message: 'The registry has not been built yet.\u001b]0;pwned\u0007 Run it.' },
          },
          { status: 503 },
        )
      if (pathname === '/r/teapot.json') return Response.json({ error: { message: 'no code' } }, { status: 418 })
      if (pathname === '/r/huge.json')
        return Response.json({ error: { code: 'INTERNAL', message: 'x'.repeat(100_000) } }, { status: 500 })
      if (pathname === '/r/long.json')
        return Response.json({ error: { code: 'INTERNAL', message: 'y'.repeat(1000) } }, { status: 500 })
      if (pathname === '/r/silent.json') return new Response(null, { status: 404 })
      if (pathname === '/r/good.md')
        return new Response('# Good\n', { headers: { 'content-type': 'text/markdown; charset=utf-8' } })
      if (pathname === '/r/spa.md')
        return new Response('<!doctype html><p>app</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'No registry item is named that.' } },
        { status: 404 },
      )
    },
  })
  base = `http://127.0.0.1:${server.port}/r`
})
afterAll(() => server.stop(true))

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

async function failure(promise: Promise<unknown>): Promise<RegistryError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RegistryError)
  return error as RegistryError
}

describe('registry requests', () => {
  it('fetches and validates an item and the index', async () => {
    expect((await fetchItem(`${base}/good.json`)).name).toBe('good')
    expect((await fetchIndex(base)).items.map((item) => item.name)).toEqual(['good'])
  })

  it('says when the registry cannot be reached', async () => {
    const dead = Bun.serve({ port: 0, fetch: () => new Response() })
    const url = `http://127.0.0.1:${dead.port}/r/x.json`
    await dead.stop(true)
    const error = await failure(fetchJson(url))
    expect(error.kind).toBe('unreachable')
    expect(error.message).toMatch(new RegExp(`^Could not reach the registry at ${url} \\(.+\\)\\.$`))
    expect(error.hint).toContain('--registry')
  })

  it('gives up after the timeout', async () => {
    process.env.SNIPSTACK_FETCH_TIMEOUT_MS = '200'
    const error = await failure(fetchJson(`${base}/slow.json`))
    expect(error.kind).toBe('unreachable')
    expect(error.message).toContain('no answer within 200 ms')
  })

  it('tells 404, other statuses, invalid JSON and an invalid item apart', async () => {
    expect((await failure(fetchJson(`${base}/missing.json`))).kind).toBe('not-found')
    const server500 = await failure(fetchJson(`${base}/broken.json`))
    expect(server500.kind).toBe('http')
    expect(server500.message).toBe(`The registry answered 500 for ${base}/broken.json.`)
    const html = await failure(fetchJson(`${base}/html.json`))
    expect(html.kind).toBe('invalid')
    expect(html.message).toBe(`The registry returned invalid JSON for ${base}/html.json.`)
    const wrong = await failure(fetchItem(`${base}/wrong.json`))
    expect(wrong.kind).toBe('invalid')
    expect(wrong.message).toMatch(/is not a valid registry item \((type|files)/)
    const index = await failure(fetchIndex(`${base}/no-homepage`))
    expect(index.message).toBe(
      `${base}/no-homepage/registry.json is not a valid registry index (homepage: Invalid input: expected string, received undefined).`,
    )
  })

  it("says what the registry said, in the API's one error shape, without its control characters", async () => {
    const unbuilt = await failure(fetchJson(`${base}/unbuilt.json`))
    expect(unbuilt.kind).toBe('http')
    expect(unbuilt.message).toBe(
      `The registry answered 503 for ${base}/unbuilt.json: The registry has not been built yet. ]0;pwned Run it.`,
    )
    const missing = await failure(fetchJson(`${base}/missing.json`))
    expect(missing.kind).toBe('not-found')
    expect(missing.message).toBe(`The registry answered 404 for ${base}/missing.json: No registry item is named that.`)
    expect((await failure(fetchJson(`${base}/silent.json`))).message).toBe(
      `The registry has nothing at ${base}/silent.json (404).`,
    )
  })

  it('ignores an error body that is not the error shape or is too large, and shortens a long message', async () => {
    expect((await failure(fetchJson(`${base}/teapot.json`))).message).toBe(
      `The registry answered 418 for ${base}/teapot.json.`,
    )
    expect((await failure(fetchJson(`${base}/huge.json`))).message).toBe(
      `The registry answered 500 for ${base}/huge.json.`,
    )
    const long = (await failure(fetchJson(`${base}/long.json`))).message
    expect(long).toBe(`The registry answered 500 for ${base}/long.json: ${'y'.repeat(299)}…`)
  })
})

describe('fetchText', () => {
  it("returns a text document's body", async () => {
    expect(await fetchText(`${base}/good.md`)).toBe('# Good\n')
  })

  it('treats a web page in place of the document, and a 404, as nothing there', async () => {
    const page = await failure(fetchText(`${base}/spa.md`))
    expect(page.kind).toBe('not-found')
    expect(page.message).toBe(`The registry has no document at ${base}/spa.md (it answered with a web page).`)
    expect((await failure(fetchText(`${base}/missing.md`))).kind).toBe('not-found')
  })
})

describe('registryBase', () => {
  it('prefers --registry, then the environment, then the project, then the public registry', () => {
    delete process.env[REGISTRY_URL_ENV]
    expect(registryBase(undefined)).toBe(PUBLIC_REGISTRY_URL)
    expect(registryBase(undefined, 'http://project.test/r')).toBe('http://project.test/r')
    process.env[REGISTRY_URL_ENV] = 'http://env.test/r/'
    expect(registryBase(undefined, 'http://project.test/r')).toBe('http://env.test/r')
    expect(registryBase('http://flag.test/r//')).toBe('http://flag.test/r')
  })

  it('refuses what is not an http(s) URL', () => {
    expect(() => registryBase('localhost:3000/r')).toThrowError(/not an http\(s\) URL|not a registry URL/)
    expect(() => registryBase('not a url')).toThrowError("'not a url' is not a registry URL.")
    expect(() => registryBase('ftp://x/r')).toThrowError("'ftp://x/r' is not an http(s) URL.")
  })

  it('turns names into item URLs and keeps URLs', () => {
    expect(itemUrl('http://x/r', 'marquee')).toBe('http://x/r/marquee.json')
    expect(itemUrl('http://x/r', '@snipstack/marquee')).toBe('http://x/r/marquee.json')
    expect(itemUrl('http://x/r', 'https://y/r/a.json')).toBe('https://y/r/a.json')
  })
})
