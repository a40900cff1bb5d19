import {
  PAID_PREVIEW_LINES,
  proAccessResponse,
  proMessages,
  snippetCodeResponse,
  snippetSingleResponse,
  templateFilesResponse,
  templateSingleResponse,
} from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { snippetFixture, templateFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { entitlements as entitlementRows, templates } from '../../db/schema'
import { bearer, cheapPasswords, freshIp, register, testSecret } from '../auth/testing'
import { loadSnippetFiles } from '../snippets/content/files'
import { seedSnippets } from '../snippets/seed'
import { loadTemplateFiles } from '../templates/content/files'
import { seedTemplates } from '../templates/seed'
import { runAdmin } from './admin'
import { createEntitlements } from './entitlements'

// The catalogue's own paid content, as it ships, beside one free snippet and template.
const proSnippets = loadSnippetFiles().filter((snippet) => snippet.plan === 'pro')
const paidTemplates = loadTemplateFiles().filter((template) => template.price !== undefined)
const freeSnippet = snippetFixture('free-fixture', { code: 'export const free = "anyone may copy this line"\n' })
const freeTemplate = templateFixture('free-template')

/**
 * The lines of paid code that no visitor without the entitlement may receive: every line past the
 * preview that says something (long enough to be distinctive) and that the public text around it
 * (description, Markdown body, README) does not already hold.
 */
function hiddenLines(code: string, publicText: string): string[] {
  const lines = code.split('\n')
  const shown = `${publicText}\n${lines.slice(0, PAID_PREVIEW_LINES).join('\n')}`
  return lines
    .slice(PAID_PREVIEW_LINES)
    .map((line) => line.trim())
    .filter((line) => line.length >= 24 && !shown.includes(line))
}

const hiddenSnippetLines = proSnippets.map((snippet) => ({
  slug: snippet.slug,
  title: snippet.title,
  lines: hiddenLines(snippet.code, `${snippet.description}\n${snippet.mdx}`),
}))
const hiddenTemplateLines = paidTemplates.map((template) => {
  // The first file's first lines are its preview; every other file is withheld whole.
  const preview = template.files[0]?.content.split('\n').slice(0, PAID_PREVIEW_LINES).join('\n') ?? ''
  const shown = `${template.description}\n${template.readme}\n${preview}`
  return {
    slug: template.slug,
    name: template.name,
    lines: template.files.flatMap((file, index) =>
      hiddenLines(index === 0 ? file.content : `${'\n'.repeat(PAID_PREVIEW_LINES)}${file.content}`, shown),
    ),
  }
})

/** A body as text, with JSON strings unescaped, so that a line of code is found in either form. */
async function bodyText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('zip')) {
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    return Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
  }
  const text = await response.text()
  if (!type.includes('json')) return text
  const strings: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value)
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner)
  }
  walk(JSON.parse(text))
  return strings.join('\n')
}

describe.each(testDatabaseKinds)('Pro content on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>

  const get = (path: string, headers: Record<string, string> = {}) =>
    call(app, path, { headers: { 'x-forwarded-for': freshIp(), ...headers } })

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({
      database,
      auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 },
    })
    await seedSnippets(database.db, { own: [...proSnippets, freeSnippet], imported: [] })
    await seedTemplates(database.db, [...paidTemplates, freeTemplate])
  })
  afterAll(() => database.dispose())

  it('ships paid snippets and templates with code past their previews to gate', () => {
    expect(proSnippets.length).toBeGreaterThan(0)
    expect(paidTemplates.length).toBeGreaterThan(0)
    for (const { slug, lines } of [...hiddenSnippetLines, ...hiddenTemplateLines])
      expect(lines.length, `${slug} has code past its preview`).toBeGreaterThan(0)
  })

  describe('for a visitor without the entitlement', () => {
    /** Every public route that says something of a paid snippet or template, as `who` reads them. */
    async function answersFor(headers: Record<string, string>) {
      const answers: { path: string; status: number; text: string; hidden: string[] }[] = []
      const read = async (path: string, hidden: string[]) => {
        const response = await get(path, headers)
        answers.push({ path, status: response.status, text: await bodyText(response), hidden })
      }
      const everySnippetLine = hiddenSnippetLines.flatMap((snippet) => snippet.lines)
      const everyTemplateLine = hiddenTemplateLines.flatMap((template) => template.lines)
      await read('/api/snippets/list', everySnippetLine)
      await read('/api/templates/list', everyTemplateLine)
      await read('/api/templates/list?price=paid', everyTemplateLine)
      await read('/api/templates/list?price=paid&page=2', everyTemplateLine)
      for (const { slug, title, lines } of hiddenSnippetLines) {
        await read(`/api/snippets/single?slug=${slug}`, lines)
        await read(`/api/snippets/list?name=${encodeURIComponent(title)}`, lines)
        await read(`/api/search?q=${encodeURIComponent(title)}`, lines)
        await read(`/api/snippets/code?slug=${slug}`, lines)
      }
      for (const { slug, name, lines } of hiddenTemplateLines) {
        const [row] = await database.db.select({ id: templates.id }).from(templates).where(eq(templates.slug, slug))
        await read(`/api/templates/single?slug=${slug}`, lines)
        await read(`/api/templates/single?id=${row?.id}`, lines)
        await read(`/api/templates/list?name=${encodeURIComponent(name)}`, lines)
        await read(`/api/search?q=${encodeURIComponent(name)}`, lines)
        await read(`/api/templates/files?slug=${slug}`, lines)
        await read(`/api/templates/${slug}/download`, lines)
        await read(`/api/templates/${slug}/demo`, lines)
        await read(`/api/templates/${slug}/preview.svg`, lines)
      }
      return answers
    }

    it('no public route answers a line of paid code, signed out or signed in without it', async () => {
      const stranger = await register(app)
      for (const headers of [{}, bearer(stranger.tokens.access_token)]) {
        const answers = await answersFor(headers)
        for (const { path, status, text, hidden } of answers) {
          expect(status, path).toBeLessThan(500)
          const leaked = hidden.filter((line) => text.includes(line))
          expect(leaked, `${path} answered paid code`).toEqual([])
        }
      }
    })

    it("shows a pro snippet's first lines, marked locked, and keeps a free one whole", async () => {
      const [snippet] = proSnippets
      if (!snippet) throw new Error('no pro snippet')
      const single = snippetSingleResponse.parse(await (await get(`/api/snippets/single?slug=${snippet.slug}`)).json())
      expect(single.snippet.locked).toBe(true)
      expect(single.snippet.code).toBe(snippet.code.split('\n').slice(0, PAID_PREVIEW_LINES).join('\n').trimEnd())
      const free = snippetSingleResponse.parse(
        await (await get(`/api/snippets/single?slug=${freeSnippet.slug}`)).json(),
      )
      expect(free.snippet).toMatchObject({ locked: false, code: freeSnippet.code })
    })

    it("keeps a paid template's file tree and sizes, with only the first file's first lines", async () => {
      const [template] = paidTemplates
      if (!template) throw new Error('no paid template')
      const { template: detail } = templateSingleResponse.parse(
        await (await get(`/api/templates/single?slug=${template.slug}`)).json(),
      )
      expect(detail.locked).toBe(true)
      expect(detail.files.map((file) => [file.path, file.size])).toEqual(
        template.files.map((file) => [file.path, Buffer.byteLength(file.content)]),
      )
      expect(detail.files[0]?.content).toBe(
        template.files[0]?.content.split('\n').slice(0, PAID_PREVIEW_LINES).join('\n').trimEnd(),
      )
      expect(detail.files.slice(1).every((file) => file.content === '')).toBe(true)
    })

    it('answers the code routes with 401 signed out and 402 without the entitlement, in the error shape', async () => {
      const [snippet] = proSnippets
      const [template] = paidTemplates
      const stranger = await register(app)
      const signedOut = await get(`/api/snippets/code?slug=${snippet?.slug}`)
      expect(signedOut.status).toBe(401)
      expect(await errorBody(signedOut)).toEqual({ message: proMessages.signInToUnlock, code: 'UNAUTHORIZED' })
      const snippetCode = await get(`/api/snippets/code?slug=${snippet?.slug}`, bearer(stranger.tokens.access_token))
      expect(snippetCode.status).toBe(402)
      expect(await errorBody(snippetCode)).toEqual({
        message: proMessages.snippetLocked,
        code: 'PAYMENT_REQUIRED',
        field: 'slug',
      })
      const files = await get(`/api/templates/files?slug=${template?.slug}`, bearer(stranger.tokens.access_token))
      expect(files.status).toBe(402)
      expect(await errorBody(files)).toMatchObject({ message: proMessages.templateLocked, field: 'slug' })
      const zip = await get(`/api/templates/${template?.slug}/download`, bearer(stranger.tokens.access_token))
      expect(zip.status).toBe(402)
      expect((await get('/api/snippets/code?slug=no-such-snippet')).status).toBe(404)
      expect((await get('/api/templates/files?slug=no-such-template')).status).toBe(404)
    })

    it('answers what an account has only to the account, 401 signed out', async () => {
      const signedOut = await get('/api/pro/access')
      expect(signedOut.status).toBe(401)
      expect(await errorBody(signedOut)).toMatchObject({ code: 'UNAUTHORIZED' })
      const stranger = await register(app)
      expect(await (await get('/api/pro/access', bearer(stranger.tokens.access_token))).json()).toEqual({
        pro: false,
        snippets: [],
        templates: [],
      })
    })

    it("answers a free snippet's and template's code to anyone, and a shared cache may keep it", async () => {
      const code = await get(`/api/snippets/code?slug=${freeSnippet.slug}`)
      expect(code.status).toBe(200)
      expect(code.headers.get('cache-control')).toContain('public')
      expect(snippetCodeResponse.parse(await code.json()).code).toBe(freeSnippet.code)
      const files = await get(`/api/templates/files?slug=${freeTemplate.slug}`)
      expect(files.status).toBe(200)
      expect(templateFilesResponse.parse(await files.json()).files.map((file) => file.content)).toEqual(
        freeTemplate.files.map((file) => file.content),
      )
    })
  })

  describe('with the entitlement', () => {
    it('grant-pro opens every paid snippet and template whole, for that account only, until revoke-pro', async () => {
      const buyer = await register(app)
      const granted = await runAdmin(database.db, ['grant-pro', buyer.person.email.toUpperCase()])
      expect(granted).toEqual({ output: `${buyer.person.email} now has Snipstack Pro.`, exitCode: 0 })
      const headers = bearer(buyer.tokens.access_token)
      const access = await get('/api/pro/access', headers)
      expect(access.headers.get('cache-control')).toBe('private, no-store')
      expect(proAccessResponse.parse(await access.json())).toEqual({ pro: true, snippets: [], templates: [] })
      for (const snippet of proSnippets) {
        const response = await get(`/api/snippets/code?slug=${snippet.slug}`, headers)
        expect(response.status, snippet.slug).toBe(200)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(snippetCodeResponse.parse(await response.json()).code).toBe(snippet.code)
      }
      for (const template of paidTemplates) {
        const response = await get(`/api/templates/files?slug=${template.slug}`, headers)
        expect(response.status, template.slug).toBe(200)
        const { files } = templateFilesResponse.parse(await response.json())
        expect(files.map(({ path, content }) => ({ path, content }))).toEqual(template.files)
        const zip = await get(`/api/templates/${template.slug}/download`, headers)
        expect(zip.status, template.slug).toBe(200)
        const unzipped = unzipSync(new Uint8Array(await zip.arrayBuffer()))
        for (const file of template.files) expect(strFromU8(unzipped[file.path] ?? new Uint8Array())).toBe(file.content)
      }
      // The shared answers stay the same for everyone, the entitled included.
      const [snippet] = proSnippets
      const single = snippetSingleResponse.parse(
        await (await get(`/api/snippets/single?slug=${snippet?.slug}`, headers)).json(),
      )
      expect(single.snippet.locked).toBe(true)

      expect(await runAdmin(database.db, ['revoke-pro', buyer.person.email])).toEqual({
        output: `${buyer.person.email} no longer has Snipstack Pro.`,
        exitCode: 0,
      })
      expect((await get(`/api/snippets/code?slug=${snippet?.slug}`, headers)).status).toBe(402)
      expect(await (await get('/api/pro/access', headers)).json()).toMatchObject({ pro: false })
      expect(await runAdmin(database.db, ['revoke-pro', buyer.person.email])).toEqual({
        output: `${buyer.person.email} did not have Pro.`,
        exitCode: 0,
      })
      // Granting again after a revocation opens it again: the row is reused, not duplicated.
      await runAdmin(database.db, ['grant-pro', buyer.person.email])
      expect((await get(`/api/snippets/code?slug=${snippet?.slug}`, headers)).status).toBe(200)
      const rows = await database.db.select().from(entitlementRows).where(eq(entitlementRows.userId, buyer.user.id))
      expect(rows).toHaveLength(1)
    })

    it('one bought snippet or template opens that one and no other', async () => {
      const [first, second] = proSnippets
      const [template, otherTemplate] = paidTemplates
      if (!first || !second || !template || !otherTemplate) throw new Error('needs two of each')
      const buyer = await register(app)
      const entitlements = createEntitlements(database.db)
      await entitlements.grantItem(buyer.user.id, { kind: 'snippet', slug: first.slug }, 'admin')
      await entitlements.grantItem(buyer.user.id, { kind: 'template', slug: template.slug }, 'admin')
      const headers = bearer(buyer.tokens.access_token)
      expect((await get(`/api/snippets/code?slug=${first.slug}`, headers)).status).toBe(200)
      expect((await get(`/api/snippets/code?slug=${second.slug}`, headers)).status).toBe(402)
      expect((await get(`/api/templates/files?slug=${template.slug}`, headers)).status).toBe(200)
      expect((await get(`/api/templates/files?slug=${otherTemplate.slug}`, headers)).status).toBe(402)
      expect(await (await get('/api/pro/access', headers)).json()).toEqual({
        pro: false,
        snippets: [first.slug],
        templates: [template.slug],
      })
      // A snippet bought does not open a template of the same slug, nor the other way round.
      expect(await entitlements.opens(buyer.user.id, { kind: 'template', slug: first.slug })).toBe(false)
      await entitlements.revokeItem(buyer.user.id, { kind: 'snippet', slug: first.slug })
      expect((await get(`/api/snippets/code?slug=${first.slug}`, headers)).status).toBe(402)
    })
  })

  it('documents the routes that hand out paid code, with their 401 and 402', async () => {
    const document = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>
    }
    for (const path of ['/api/snippets/code', '/api/templates/files'])
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['200', '401', '402', '404']),
      )
    expect(Object.keys(document.paths['/api/pro/access']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401']),
    )
  })

  describe('the admin command', () => {
    it('says what went wrong and exits non-zero on bad input', async () => {
      const unknown = await runAdmin(database.db, ['grant-pro', 'nobody@users.example'])
      expect(unknown).toEqual({
        output: 'No account has the email nobody@users.example. The account must sign up first.',
        exitCode: 1,
      })
      const noEmail = await runAdmin(database.db, ['grant-pro'])
      expect(noEmail.exitCode).toBe(1)
      expect(noEmail.output).toMatch(/^grant-pro takes one email address\.\n\nUsage: bun run --cwd server admin/)
      const typo = await runAdmin(database.db, ['grant-por', 'a@b.example'])
      expect(typo.exitCode).toBe(1)
      expect(typo.output).toMatch(/^Unknown command "grant-por"\./)
      expect((await runAdmin(database.db, [])).exitCode).toBe(1)
      expect(await runAdmin(database.db, ['--help'])).toMatchObject({ exitCode: 0 })
    })
  })
})
