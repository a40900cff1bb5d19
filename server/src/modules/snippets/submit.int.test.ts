import {
  type ErrorResponse,
  snippetSubmissionMessages as messages,
  SNIPPET_ATTACHMENT_MAX_BYTES,
  SNIPPET_SUBMISSIONS_PER_HOUR,
  type SnippetDetail,
  snippetDeleteResponse,
  snippetListResponse,
  snippetMessages,
  snippetSingleResponse,
  snippetWriteResponse,
  textMessages,
} from '@snipstack/contracts'
import { eq, sql } from 'drizzle-orm'
import { Elysia } from 'elysia'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody, memoryLogger, silentLogger } from '../../../test/http'
import { createApp } from '../../app'
import { snippetAttachments, snippets } from '../../db/schema'
import { BODY_LIMIT_BYTES } from '../../lib/body'
import { httpFoundation } from '../../lib/http'
import { authModule, createAuthService } from '../auth'
import { postgresRateLimiter } from '../auth/rate-limit'
import { bearer, cheapPasswords, register, type TestApp, testSecret } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'
import type { SnippetSeed } from './content/types'
import { seedSnippets } from './seed'
import { snippetSubmissionRoutes } from './submit'

type FilePart = { name: string; content: string | Uint8Array; type?: string }
/** A form as the site sends it: `body` as JSON text (or raw text, to send broken JSON), files as file parts. */
type FormParts = { body?: unknown; raw?: string; files?: FilePart[] }

function formOf({ body, raw, files = [] }: FormParts): FormData {
  const form = new FormData()
  if (raw !== undefined) form.append('body', raw)
  else if (body !== undefined) form.append('body', JSON.stringify(body))
  for (const file of files) form.append('file', new File([file.content], file.name, { type: file.type ?? '' }))
  return form
}

let titles = 0
/** A snippet that passes every rule, with a title (so a slug) of its own. */
function snippetBody(overrides: Record<string, unknown> = {}) {
  titles += 1
  return {
    title: `Debounced Value ${titles}`,
    description: 'Holds a value back until it stops changing.',
    language: 'TypeScript',
    category: 'Hook',
    tags: ['React', 'timing'],
    code: 'export function useDebouncedValue<T>(value: T) {\n  return value\n}\n',
    mdx: '## Usage\n\nCall it with the value.\n',
    ...overrides,
  }
}

const seeded: SnippetSeed = {
  slug: 'debounce-a-function',
  title: 'Debounce a Function',
  description: 'A seeded snippet that members cannot change.',
  language: 'JavaScript',
  category: 'Function',
  tags: ['timing'],
  code: 'export const debounce = () => {}\n',
  mdx: 'Seeded.\n',
  plan: 'free',
}

/** A binary file's first bytes: a PNG signature and header, NUL bytes included. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

describe.each(testDatabaseKinds)('snippet submission on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp
  const logger = memoryLogger()
  /** The rate limiter's clock: moved by hand instead of waiting an hour. */
  let now = new Date('2031-01-01T12:00:00Z')

  const send = (method: string, path: string, token: string | undefined, parts: FormParts | FormData) =>
    call(app, path, {
      method,
      headers: token ? bearer(token) : {},
      body: parts instanceof FormData ? parts : formOf(parts),
    })
  const submit = (token: string | undefined, parts: FormParts | FormData) =>
    send('POST', '/api/snippets/submit', token, parts)
  const update = (token: string | undefined, slug: string, parts: FormParts | FormData) =>
    send('PUT', `/api/snippets/update?slug=${slug}`, token, parts)
  const remove = (token: string | undefined, slug: string) =>
    call(app, `/api/snippets/delete?slug=${slug}`, { method: 'DELETE', headers: token ? bearer(token) : {} })
  const single = (slug: string) => call(app, `/api/snippets/single?slug=${slug}`)
  const download = (slug: string, headers: Record<string, string> = {}) =>
    call(app, `/api/snippets/attachment?slug=${slug}`, { headers })

  /** Submits and expects it to be published; answers the stored snippet. */
  async function published(token: string, parts: FormParts): Promise<SnippetDetail> {
    const response = await submit(token, parts)
    expect(response.status, await response.clone().text()).toBe(201)
    return snippetWriteResponse.parse(await response.json()).snippet
  }

  async function member() {
    const { tokens, user } = await register(app)
    return { token: tokens.access_token, user }
  }

  const countWhere = async (title: string) => database.db.$count(snippets, eq(snippets.title, title))

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({
      database,
      logger,
      auth: {
        secret: testSecret,
        passwordCost: cheapPasswords,
        trustedProxies: 1,
        limiter: postgresRateLimiter(database.db, { now: () => now }),
      },
    })
    await seedSnippets(database.db, { own: [seeded], imported: [] })
  })
  afterAll(() => database.dispose())

  describe('publishing', () => {
    it('stores the snippet with its attachment, answers 201 and shows it on the single page and in the list', async () => {
      const { token, user } = await member()
      const before = snippetListResponse.parse(await (await call(app, '/api/snippets/list?name=quokka')).json())
      expect(before.snippets).toEqual([])

      const body = snippetBody({
        title: '  Quokka Debounce Hook ',
        tags: ['React', ' react', 'HOOKS'],
        description: ' Waits for the quokka to settle.  ',
      })
      const snippet = await published(token, {
        body,
        files: [{ name: 'use-quokka.ts', content: 'export const quokka = 1\n', type: 'text/html' }],
      })
      expect(snippet).toMatchObject({
        slug: 'quokka-debounce-hook',
        title: 'Quokka Debounce Hook',
        description: 'Waits for the quokka to settle.',
        language: 'TypeScript',
        category: 'Hook',
        tags: ['react', 'hooks'],
        code: body.code,
        mdx: body.mdx,
        author: { name: 'Ada Lovelace', username: user.username },
        license: 'MIT',
        source_url: null,
        plan: 'free',
        price: null,
        original_price: null,
        attachment: { name: 'use-quokka.ts', size: 24, url: '/api/snippets/attachment?slug=quokka-debounce-hook' },
      })
      expect(snippet.created_at).toBe(snippet.updated_at)

      const page = await single('quokka-debounce-hook')
      expect(page.status).toBe(200)
      expect(snippetSingleResponse.parse(await page.json()).snippet).toEqual(snippet)
      // Listed at once, although the list above was just cached: the write cleared it.
      const after = snippetListResponse.parse(await (await call(app, '/api/snippets/list?name=quokka')).json())
      expect(after.snippets.map((card) => card.slug)).toEqual(['quokka-debounce-hook'])
      expect(after.snippets[0]).not.toHaveProperty('attachment')

      const [row] = await database.db.select().from(snippets).where(eq(snippets.slug, 'quokka-debounce-hook'))
      expect(row).toMatchObject({ authorId: user.id, status: 'published', priceCents: null })
    })

    it('publishes without a file, with empty notes by default', async () => {
      const { token } = await member()
      const { mdx: _, ...body } = snippetBody({ tags: undefined })
      const snippet = await published(token, { body })
      expect(snippet).toMatchObject({ attachment: null, mdx: '', tags: [] })
      expect((await download(snippet.slug)).status).toBe(404)
    })

    it('takes an empty file input as no file, and a body sent as a file part', async () => {
      const { token } = await member()
      const form = formOf({ files: [{ name: '', content: '' }] })
      form.append('body', new File([JSON.stringify(snippetBody())], 'snippet.json', { type: 'application/json' }))
      const response = await submit(token, form)
      expect(response.status).toBe(201)
      expect(snippetWriteResponse.parse(await response.json()).snippet.attachment).toBeNull()
    })

    it('accepts a file of exactly the largest size', async () => {
      const { token } = await member()
      const content = `${'a'.repeat(SNIPPET_ATTACHMENT_MAX_BYTES - 1)}\n`
      const snippet = await published(token, { body: snippetBody(), files: [{ name: 'big.txt', content }] })
      expect(snippet.attachment?.size).toBe(SNIPPET_ATTACHMENT_MAX_BYTES)
    })

    it('gives a taken slug -2, -3 …, keeps clear of the site’s own routes, and falls back to "snippet"', async () => {
      const { token } = await member()
      const slugOf = async (title: string) => (await published(token, { body: snippetBody({ title }) })).slug
      expect(await slugOf('Debounce a Function')).toBe('debounce-a-function-2')
      expect(await slugOf('Debounce  a  FUNCTION!')).toBe('debounce-a-function-3')
      expect(await slugOf('Submit')).toBe('submit-2')
      expect(await slugOf('Crème Brûlée Toggle')).toBe('creme-brulee-toggle')
      const first = await slugOf('日本語のスニペット')
      expect(first).toMatch(/^snippet(-\d+)?$/)
      expect(await slugOf('スニペット')).not.toBe(first)
      // The seeded snippet is untouched.
      const seededPage = snippetSingleResponse.parse(await (await single('debounce-a-function')).json())
      expect(seededPage.snippet).toMatchObject({ title: 'Debounce a Function', author: { username: null } })
    })

    it('stores markup verbatim and answers it as JSON strings', async () => {
      const { token } = await member()
      const script = '<script>alert(1)</script>'
      const body = snippetBody({
        title: `${script} title`,
        description: `${script} "quoted" & <b>bold</b>`,
        tags: ['"><svg/onload=alert(1)>', '<img src=x onerror=1>'],
        code: `document.write('${script}')\n`,
        mdx: `${script}\n\n<img src=x onerror="alert(1)">\n[x](javascript:alert(1))\n`,
      })
      const response = await submit(token, { body })
      expect(response.status).toBe(201)
      expect(response.headers.get('content-type')).toContain('application/json')
      const text = await response.text()
      expect(text).toContain(JSON.stringify(body.mdx))
      const { snippet } = snippetWriteResponse.parse(JSON.parse(text))
      expect(snippet).toMatchObject({
        title: body.title,
        description: body.description,
        tags: body.tags,
        code: body.code,
        mdx: body.mdx,
      })
      expect(snippet.slug).toMatch(/^script-alert-1-script-title(-\d+)?$/)
      const page = snippetSingleResponse.parse(await (await single(snippet.slug)).json())
      expect(page.snippet).toEqual(snippet)
    })
  })

  describe('the rules of the body', () => {
    const refused = async (parts: FormParts, path = '/api/snippets/submit') => {
      const { token } = await member()
      const response = await send('POST', path, token, parts)
      return { status: response.status, error: await errorBody(response) }
    }

    it.each([
      ['title', { title: undefined }, messages.title],
      ['title', { title: 'ab' }, messages.title],
      ['title', { title: '   ab   ' }, messages.title],
      ['title', { title: 'x'.repeat(101) }, messages.title],
      ['title', { title: 42 }, messages.title],
      ['title', { title: 'two\nlines' }, textMessages.singleLine],
      ['description', { description: undefined }, messages.description],
      ['description', { description: 'too short' }, messages.description],
      ['description', { description: 'x'.repeat(301) }, messages.description],
      ['language', { language: undefined }, messages.language],
      ['language', { language: 'Cobol' }, messages.language],
      ['language', { language: 'typescript' }, messages.language],
      ['category', { category: undefined }, messages.category],
      ['category', { category: 'Widget' }, messages.category],
      ['tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, messages.tags],
      ['tags', { tags: ['x'.repeat(25)] }, messages.tags],
      ['tags', { tags: ['ok', '   '] }, messages.tags],
      ['tags', { tags: 'react' }, messages.tags],
      ['tags', { tags: [1] }, messages.tags],
      ['tags', { tags: ['two\nlines'] }, textMessages.singleLine],
      ['code', { code: undefined }, messages.code],
      ['code', { code: '' }, messages.code],
      ['code', { code: ' \n\t\n' }, messages.code],
      ['code', { code: 'x'.repeat(20_001) }, messages.code],
      ['code', { code: 'a\u0000b' }, textMessages.control],
      ['mdx', { mdx: 'x'.repeat(20_001) }, messages.mdx],
      ['mdx', { mdx: ['not', 'text'] }, messages.mdx],
    ])('answers 422 on %s for %j', async (field, patch, message) => {
      const stored = await database.db.$count(snippets)
      const { status, error } = await refused({ body: snippetBody(patch) })
      expect(status).toBe(422)
      expect(error).toEqual({ code: 'VALIDATION', field, message })
      expect(await database.db.$count(snippets)).toBe(stored)
    })

    it('reports the first field at fault, top to bottom, before the file', async () => {
      const { error } = await refused({
        body: snippetBody({ description: 'short', code: '' }),
        files: [{ name: 'x.exe', content: 'x' }],
      })
      expect(error.field).toBe('description')
    })

    it.each([
      ['broken JSON', '{"title": "x",'],
      ['empty text', ''],
      ['an array', '[]'],
      ['a string', '"snippet"'],
      ['null', 'null'],
      ['a number', '42'],
    ])('answers 422 on body for %s', async (_, raw) => {
      const { status, error } = await refused({ raw })
      expect(status).toBe(422)
      expect(error).toEqual({ code: 'VALIDATION', field: 'body', message: messages.body })
    })

    it('answers 422 on body when it is missing, sent twice or nested too deep', async () => {
      expect((await refused({ files: [{ name: 'a.ts', content: 'x' }] })).error).toMatchObject({ field: 'body' })
      const twice = formOf({ body: snippetBody() })
      twice.append('body', JSON.stringify(snippetBody()))
      const { token } = await member()
      expect(await errorBody(await submit(token, twice))).toEqual({
        code: 'VALIDATION',
        field: 'body',
        message: messages.body,
      })
      const deep = await refused({ raw: `{"title":${'['.repeat(100)}${']'.repeat(100)}}` })
      expect(deep).toMatchObject({ status: 422, error: { field: 'body', code: 'VALIDATION' } })
      expect(deep.error.message).toMatch(/deeper than 20 levels/)
    })
  })

  describe('the rules of the file', () => {
    it.each([
      ['too big', [{ name: 'big.ts', content: 'a'.repeat(SNIPPET_ATTACHMENT_MAX_BYTES + 1) }], messages.fileTooLarge],
      ['an executable', [{ name: 'tool.exe', content: 'MZ' }], messages.fileType],
      ['a name without an extension', [{ name: 'Dockerfile', content: 'FROM x' }], messages.fileType],
      ['an image named as one', [{ name: 'logo.ts.png', content: 'x' }], messages.fileType],
      ['HTML', [{ name: 'page.html', content: '<script>alert(1)</script>' }], messages.fileType],
      ['a renamed binary', [{ name: 'image.ts', content: png }], messages.fileText],
      [
        'UTF-16 text',
        [{ name: 'notes.txt', content: new Uint8Array([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]) }],
        messages.fileText,
      ],
      ['invalid UTF-8', [{ name: 'notes.md', content: new Uint8Array([0x68, 0xc3, 0x28]) }], messages.fileText],
      [
        'two files',
        [
          { name: 'a.ts', content: 'a' },
          { name: 'b.ts', content: 'b' },
        ],
        messages.fileCount,
      ],
    ])('answers 422 on file for %s, storing nothing', async (_, files, message) => {
      const { token } = await member()
      const body = snippetBody()
      const response = await submit(token, { body, files })
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toEqual({ code: 'VALIDATION', field: 'file', message })
      expect(await countWhere(body.title)).toBe(0)
    })

    it('answers 422 on file for a text field named file', async () => {
      const { token } = await member()
      const form = formOf({ body: snippetBody() })
      form.append('file', 'export const notAFile = 1')
      expect(await errorBody(await submit(token, form))).toEqual({
        code: 'VALIDATION',
        field: 'file',
        message: messages.fileType,
      })
    })
  })

  describe('bodies that are not a submission form', () => {
    const send = async (body: string | undefined, type: string | undefined, extra: Record<string, string> = {}) => {
      const { token } = await member()
      const headers: Record<string, string> = { ...bearer(token), ...extra }
      if (type) headers['content-type'] = type
      return call(app, '/api/snippets/submit', { method: 'POST', headers, body })
    }
    const raw = async (...args: Parameters<typeof send>) => {
      const response = await send(...args)
      return { status: response.status, error: await errorBody(response) }
    }
    const multipart = 'multipart/form-data; boundary=xyz'
    const part = `--xyz\r\nContent-Disposition: form-data; name="body"\r\n\r\n${JSON.stringify(snippetBody())}\r\n`

    it.each([
      ['JSON', JSON.stringify(snippetBody()), 'application/json'],
      ['multipart without a boundary', `${part}--xyz--\r\n`, 'multipart/form-data'],
      ['an empty boundary', `${part}--xyz--\r\n`, 'multipart/form-data; boundary='],
      ['a missing final boundary', part, multipart],
      ['a part without headers', '--xyz\r\n\r\nhello\r\n--xyz--', multipart],
      ['text that is not multipart', 'hello world', multipart],
      ['an empty body', '', multipart],
      ['no body', undefined, multipart],
    ])('answers 400 for %s', async (_, body, type) => {
      const { status, error } = await raw(body, type)
      expect(status).toBe(400)
      expect(error).toEqual({ code: 'BAD_REQUEST', message: messages.multipart })
    })

    it.each([
      [
        'a URL-encoded form',
        `body=${encodeURIComponent(JSON.stringify(snippetBody()))}`,
        'application/x-www-form-urlencoded',
      ],
      ['no content type', 'hello', undefined],
    ])('answers 415 for %s, which any website could send', async (_, body, type) => {
      const { status, error } = await raw(body, type)
      expect(status).toBe(415)
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    })

    it('reads a well-formed hand-written form', async () => {
      const response = await send(`${part}--xyz--\r\n`, multipart)
      expect(response.status).toBe(201)
      expect(snippetWriteResponse.parse(await response.json()).snippet.attachment).toBeNull()
    })

    it('answers 413 for a body over 1 MiB, announced or streamed', async () => {
      const announced = await raw(part, multipart, { 'content-length': String(BODY_LIMIT_BYTES + 1) })
      expect(announced).toMatchObject({ status: 413, error: { code: 'PAYLOAD_TOO_LARGE' } })
      const chunk = new TextEncoder().encode('a'.repeat(64 * 1024))
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.byteLength
          controller.enqueue(chunk)
          // Never ends by itself: the server must stop reading once past the limit.
          if (sent > 64 * BODY_LIMIT_BYTES) controller.close()
        },
      })
      const { token } = await member()
      const response = await call(app, '/api/snippets/submit', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': multipart },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(response.status).toBe(413)
      expect((await errorBody(response)).code).toBe('PAYLOAD_TOO_LARGE')
      expect(sent).toBeLessThan(2 * BODY_LIMIT_BYTES)
    })
  })

  describe('who may write', () => {
    it('answers 401 to a signed-out or badly signed caller on every write, before reading the form', async () => {
      const { token } = await member()
      const mine = await published(token, { body: snippetBody() })
      for (const caller of [undefined, 'not-a-token', `${token}x`]) {
        for (const response of [
          await submit(caller, { body: snippetBody() }),
          await submit(caller, { raw: 'broken' }),
          await update(caller, mine.slug, { body: snippetBody() }),
          await remove(caller, mine.slug),
        ]) {
          expect(response.status).toBe(401)
          expect((await errorBody(response)).code).toBe('UNAUTHORIZED')
        }
      }
      expect((await single(mine.slug)).status).toBe(200)
    })

    it('answers 401 once the session is signed out', async () => {
      const { token } = await member()
      await call(app, '/api/auth/sign-out', { method: 'POST', headers: bearer(token) })
      expect((await submit(token, { body: snippetBody() })).status).toBe(401)
    })

    it("refuses someone else's snippet with 403, a seeded one too, and changes nothing", async () => {
      const author = await member()
      const other = await member()
      const mine = await published(author.token, {
        body: snippetBody(),
        files: [{ name: 'keep.ts', content: 'keep\n' }],
      })
      for (const slug of [mine.slug, 'debounce-a-function']) {
        for (const response of [
          await update(other.token, slug, { body: { ...snippetBody(), remove_attachment: true } }),
          await remove(other.token, slug),
        ]) {
          expect(response.status).toBe(403)
          expect(await errorBody(response)).toEqual({ code: 'FORBIDDEN', message: messages.notAuthor })
        }
      }
      const page = snippetSingleResponse.parse(await (await single(mine.slug)).json())
      expect(page.snippet).toEqual(mine)
    })

    it("answers 404 for an unknown slug and for someone else's unpublished snippet, 422 for a malformed one", async () => {
      const { token } = await member()
      const other = await member()
      await database.db.insert(snippets).values({
        slug: `draft-of-${kind}`,
        title: 'A draft',
        description: 'Not published yet.',
        language: 'Go',
        category: 'Function',
        code: 'package main\n',
        mdx: '',
        license: 'MIT',
        authorId: other.user.id,
        status: 'draft',
      })
      for (const slug of ['no-such-snippet', `draft-of-${kind}`]) {
        for (const response of [await update(token, slug, { body: snippetBody() }), await remove(token, slug)]) {
          expect(response.status).toBe(404)
          expect(await errorBody(response)).toEqual({
            code: 'NOT_FOUND',
            field: 'slug',
            message: snippetMessages.notFound,
          })
        }
      }
      for (const query of ['', '?slug=', '?slug=Not%20A%20Slug']) {
        const response = await call(app, `/api/snippets/delete${query}`, { method: 'DELETE', headers: bearer(token) })
        expect(response.status, query).toBe(422)
        expect((await errorBody(response)).field).toBe('slug')
      }
    })
  })

  describe('changing a snippet', () => {
    it('replaces the content, keeps the slug and the attachment, and moves updated_at', async () => {
      const { token } = await member()
      const original = await published(token, {
        body: snippetBody({ title: 'Original Title Here' }),
        files: [{ name: 'first.ts', content: 'first\n' }],
      })
      const body = snippetBody({
        title: 'A Wholly New Title',
        description: 'Now it does something else.',
        language: 'Go',
        category: 'Function',
        tags: ['Go'],
        code: 'package main\n',
        mdx: '',
      })
      const response = await update(token, original.slug, { body })
      expect(response.status).toBe(200)
      const { snippet } = snippetWriteResponse.parse(await response.json())
      expect(snippet).toMatchObject({
        id: original.id,
        slug: 'original-title-here',
        title: 'A Wholly New Title',
        description: 'Now it does something else.',
        language: 'Go',
        category: 'Function',
        tags: ['go'],
        code: 'package main\n',
        mdx: '',
        created_at: original.created_at,
        attachment: original.attachment,
      })
      expect(Date.parse(snippet.updated_at)).toBeGreaterThan(Date.parse(original.updated_at))
      expect(snippetSingleResponse.parse(await (await single(original.slug)).json()).snippet).toEqual(snippet)
      expect((await single('a-wholly-new-title')).status).toBe(404)
      expect(await (await download(original.slug)).text()).toBe('first\n')
    })

    it('replaces the attachment with a new file, and removes it on request', async () => {
      const { token } = await member()
      const { slug } = await published(token, {
        body: snippetBody(),
        files: [{ name: 'first.ts', content: 'first\n' }],
      })

      const replaced = snippetWriteResponse.parse(
        await (
          await update(token, slug, { body: snippetBody(), files: [{ name: 'second.py', content: 'print(2)\n' }] })
        ).json(),
      ).snippet
      expect(replaced.attachment).toMatchObject({ name: 'second.py', size: 9 })
      expect(await (await download(slug)).text()).toBe('print(2)\n')

      // A new file wins over remove_attachment: the form says what to keep.
      const both = snippetWriteResponse.parse(
        await (
          await update(token, slug, {
            body: { ...snippetBody(), remove_attachment: true },
            files: [{ name: 'third.sql', content: 'select 3;\n' }],
          })
        ).json(),
      ).snippet
      expect(both.attachment).toMatchObject({ name: 'third.sql', size: 10 })

      const kept = snippetWriteResponse.parse(
        await (await update(token, slug, { body: { ...snippetBody(), remove_attachment: false } })).json(),
      ).snippet
      expect(kept.attachment?.name).toBe('third.sql')

      const removed = snippetWriteResponse.parse(
        await (await update(token, slug, { body: { ...snippetBody(), remove_attachment: true } })).json(),
      ).snippet
      expect(removed.attachment).toBeNull()
      expect(await errorBody(await download(slug))).toEqual({
        code: 'NOT_FOUND',
        field: 'slug',
        message: messages.noAttachment,
      })
      expect(await database.db.$count(snippetAttachments, eq(snippetAttachments.snippetId, removed.id))).toBe(0)
    })

    it('checks an update like a submission and changes nothing when it fails', async () => {
      const { token } = await member()
      const original = await published(token, { body: snippetBody(), files: [{ name: 'a.ts', content: 'a\n' }] })
      const cases: Array<[FormParts, string]> = [
        [{ body: snippetBody({ title: 'x' }) }, 'title'],
        [{ body: { ...snippetBody(), remove_attachment: 'yes' } }, 'remove_attachment'],
        [{ body: snippetBody(), files: [{ name: 'b.ts', content: png }] }, 'file'],
        [{ raw: '{' }, 'body'],
      ]
      for (const [parts, field] of cases) {
        const response = await update(token, original.slug, parts)
        expect(response.status, field).toBe(422)
        expect((await errorBody(response)).field).toBe(field)
      }
      expect(snippetSingleResponse.parse(await (await single(original.slug)).json()).snippet).toEqual(original)
    })
  })

  describe('removing a snippet', () => {
    it('removes it with its attachment', async () => {
      const { token } = await member()
      const { slug, id } = await published(token, { body: snippetBody(), files: [{ name: 'a.ts', content: 'a\n' }] })
      const response = await remove(token, slug)
      expect(response.status).toBe(200)
      expect(snippetDeleteResponse.parse(await response.json())).toEqual({ slug })
      expect((await single(slug)).status).toBe(404)
      expect((await download(slug)).status).toBe(404)
      expect(await database.db.$count(snippetAttachments, eq(snippetAttachments.snippetId, id))).toBe(0)
      expect((await remove(token, slug)).status).toBe(404)
    })
  })

  describe('downloading the attachment', () => {
    it('sends the stored bytes as plain text to save, never as the uploaded type', async () => {
      const { token } = await member()
      const content = '\ufeff# Notes\n\n<script>alert(1)</script>\n'
      const { slug, attachment } = await published(token, {
        body: snippetBody(),
        files: [{ name: 'C:\\fakepath\\naïve "notes".md', content, type: 'text/html' }],
      })
      expect(attachment?.name).toBe('naïve _notes_.md')
      const response = await download(slug)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="na_ve _notes_.md"; filename*=UTF-8''na%C3%AFve%20_notes_.md`,
      )
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(content))

      const etag = response.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await download(slug, { 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    })

    it('answers 404 in the error shape without an attachment or a snippet, 422 for a bad slug', async () => {
      const missing = await download('no-such-snippet')
      expect(missing.status).toBe(404)
      expect(missing.headers.get('content-type')).toContain('application/json')
      expect(await download('debounce-a-function').then((response) => response.status)).toBe(404)
      expect((await download('..%2F..%2Fetc')).status).toBe(422)
    })
  })

  describe('a failure half-way', () => {
    /** Makes the database refuse the attachment named `explode.txt`, as a full disk or a bug would. */
    async function refuseAttachments() {
      await database.db.execute(
        sql.raw(`create or replace function refuse_test_attachment() returns trigger language plpgsql as $$
          begin
            if new.name = 'explode.txt' then raise exception 'attachment refused by the test'; end if;
            return new;
          end $$`),
      )
      await database.db.execute(
        sql.raw(
          'create trigger refuse_test_attachment before insert or update on snippet_attachments for each row execute function refuse_test_attachment()',
        ),
      )
    }

    afterAll(async () => {
      await database.db.execute(sql.raw('drop trigger if exists refuse_test_attachment on snippet_attachments'))
    })

    it('leaves no snippet behind when its attachment cannot be stored, and keeps an update whole', async () => {
      await refuseAttachments()
      const { token } = await member()
      const body = snippetBody()
      const failed = await submit(token, { body, files: [{ name: 'explode.txt', content: 'boom\n' }] })
      expect(failed.status).toBe(500)
      expect((await errorBody(failed)).code).toBe('INTERNAL')
      expect(await countWhere(body.title)).toBe(0)
      expect(logger.lines.some((line) => line.includes('POST /api/snippets/submit'))).toBe(true)

      const original = await published(token, { body: snippetBody(), files: [{ name: 'fine.txt', content: 'ok\n' }] })
      const change = await update(token, original.slug, {
        body: snippetBody({ title: 'Should Not Stick' }),
        files: [{ name: 'explode.txt', content: 'boom\n' }],
      })
      expect(change.status).toBe(500)
      expect(snippetSingleResponse.parse(await (await single(original.slug)).json()).snippet).toEqual(original)
    })
  })

  describe('the rate limit', () => {
    it(`publishes ${SNIPPET_SUBMISSIONS_PER_HOUR} snippets an hour per account, not counting failures, then answers 429 with Retry-After`, async () => {
      const { token } = await member()
      const other = await member()
      for (let i = 0; i < 3; i++) expect((await submit(token, { body: snippetBody({ title: 'x' }) })).status).toBe(422)
      const slugs: string[] = []
      for (let i = 0; i < SNIPPET_SUBMISSIONS_PER_HOUR; i++)
        slugs.push((await published(token, { body: snippetBody() })).slug)

      const body = snippetBody()
      const refused = await submit(token, { body })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('3600')
      expect(await refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: messages.rateLimited },
      } satisfies ErrorResponse)
      expect(await countWhere(body.title)).toBe(0)

      // Per account: someone else still may, and edits are not submissions.
      await published(other.token, { body: snippetBody() })
      expect((await update(token, slugs[0] ?? '', { body: snippetBody() })).status).toBe(200)

      now = new Date(now.getTime() + 60 * 60 * 1000)
      await published(token, { body: snippetBody() })
    })
  })

  it('documents the four routes, their forms and their answers in the OpenAPI document', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const submitRoute = document.paths['/api/snippets/submit']?.post
    expect(submitRoute?.tags).toEqual(['Snippets'])
    expect(Object.keys(submitRoute?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '413', '422', '429']),
    )
    const form = submitRoute?.requestBody?.content?.['multipart/form-data']?.schema as {
      required: string[]
      properties: { body: { properties: Record<string, unknown> }; file: { format: string } }
    }
    expect(form.required).toEqual(['body'])
    expect(Object.keys(form.properties.body.properties)).toEqual([
      'title',
      'description',
      'language',
      'category',
      'tags',
      'code',
      'mdx',
    ])
    expect(form.properties.file.format).toBe('binary')
    const updateRoute = document.paths['/api/snippets/update']?.put
    expect(updateRoute?.parameters).toMatchObject([{ name: 'slug', in: 'query', required: true }])
    expect(JSON.stringify(updateRoute?.requestBody)).toContain('remove_attachment')
    expect(Object.keys(updateRoute?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403', '404']))
    expect(Object.keys(document.paths['/api/snippets/delete']?.delete?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    )
    const attachment = document.paths['/api/snippets/attachment']?.get
    expect(Object.keys(attachment?.responses?.['200']?.content ?? {})).toEqual(['text/plain; charset=utf-8'])
  })
})

describe('change notifications', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  })
  afterAll(() => database.dispose())

  /** The routes alone under /api/snippets, with the accounts routes to register through. */
  function probe(onChange: () => void, logger = silentLogger) {
    const auth = createAuthService({
      database,
      logger,
      secret: testSecret,
      passwordCost: cheapPasswords,
      trustedProxies: 1,
    })
    return new Elysia()
      .use(httpFoundation({ logger }))
      .use(
        new Elysia({ prefix: '/api' })
          .use(authModule(auth))
          .use(new Elysia({ prefix: '/snippets' }).use(snippetSubmissionRoutes({ database, auth, onChange }))),
      )
  }

  it('calls onChange after each successful submit, update and delete, and only then', async () => {
    let changes = 0
    const app = probe(() => {
      changes += 1
    })
    const { tokens } = await register(app as unknown as TestApp)
    const auth = bearer(tokens.access_token)
    const form = (body: unknown) => formOf({ body })
    const submitted = await call(app, '/api/snippets/submit', {
      method: 'POST',
      headers: auth,
      body: form(snippetBody()),
    })
    expect(submitted.status).toBe(201)
    const { slug } = snippetWriteResponse.parse(await submitted.json()).snippet
    expect(changes).toBe(1)
    await call(app, '/api/snippets/submit', { method: 'POST', headers: auth, body: form(snippetBody({ title: '' })) })
    await call(app, '/api/snippets/update?slug=nothing-here', {
      method: 'PUT',
      headers: auth,
      body: form(snippetBody()),
    })
    expect(changes).toBe(1)
    const updated = await call(app, `/api/snippets/update?slug=${slug}`, {
      method: 'PUT',
      headers: auth,
      body: form(snippetBody()),
    })
    expect(updated.status).toBe(200)
    expect(changes).toBe(2)
    expect((await call(app, `/api/snippets/delete?slug=${slug}`, { method: 'DELETE', headers: auth })).status).toBe(200)
    expect(changes).toBe(3)
  })

  it('answers a stored change with success even when the listener throws, and logs it', async () => {
    const logger = memoryLogger()
    const app = probe(() => {
      throw new Error('cache is gone')
    }, logger)
    const { tokens } = await register(app as unknown as TestApp)
    const response = await call(app, '/api/snippets/submit', {
      method: 'POST',
      headers: bearer(tokens.access_token),
      body: formOf({ body: snippetBody() }),
    })
    expect(response.status).toBe(201)
    expect(logger.lines).toContain('error A snippet change listener failed')
  })
})
