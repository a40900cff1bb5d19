import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { type RegistryIndex, type RegistryItem, searchRegistryItems } from '@snipstack/contracts'
import { buildRegistry } from '@snipstack/registry/build'
import type { Server } from 'bun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatItems } from '../registry/format'
import { serveRegistry } from '../test/static-registry'
import type { Invocation } from '../utils/invocation'
import { createLogger } from '../utils/logger'
import { createMcpServer } from './server'

/**
 * The MCP server driven through the SDK's own client over a linked in-memory transport, against a
 * registry built afresh and served statically: every answer is compared with what the registry
 * serves, so the tests hold whatever the items are.
 */

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-mcp-'))
const dist = join(scratch, 'registry')
const project = join(scratch, 'project')
const cacheHome = join(scratch, 'cache')
const savedCache = process.env.XDG_CACHE_HOME
/** What the server writes beside the protocol; kept out of the test output. */
const quiet = createLogger({ silent: true, results: { write: () => true } })

let registry: Server<undefined>
let base: string
let origin: string
let index: RegistryIndex
const clients: Client[] = []

async function connect(
  options: { base?: string; cwd?: string; maxAgeMs?: number; invocation?: Invocation } = {},
): Promise<Client> {
  const server = createMcpServer({ base, cwd: project, logger: quiet, ...options })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: 'test', version: '1.0.0' })
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  clients.push(client)
  return client
}

const served = async (path: string) => (await fetch(`${origin}${path}`)).text()
const servedJson = async <T>(path: string) => (await fetch(`${origin}${path}`)).json() as Promise<T>

async function readText(uri: string): Promise<string> {
  const [content] = (await client.readResource({ uri })).contents
  return content && 'text' in content ? content.text : ''
}

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: unknown }

/** Calls a tool and checks that its text and typed answers say the same. */
async function call<T>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  expect(JSON.parse(result.content[0]?.text ?? '')).toEqual(result.structuredContent)
  return result.structuredContent as T
}

/** Calls a tool that must fail, and returns what it said. */
async function failure(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult
  expect(result.isError).toBe(true)
  expect(result.structuredContent).toBeUndefined()
  return result.content.map((part) => part.text).join('\n')
}

type Summary = { name: string; type: string; title?: string; description?: string; section: string; category?: string }
type Paged = { total: number; offset: number; nextOffset?: number }
type Listed = Paged & { registry: string; offline?: string; items: Summary[]; categories: string[] }

let client: Client
let documented: RegistryItem[]
/** The marquee's examples as its docs list them; their names are the registry's to change. */
let marqueeExamples: Array<{ name: string; title: string; description?: string }>

/** What get_item and list_examples say of each marquee example, with or without its code. */
const marqueeExampleAnswers = (withFiles: boolean) =>
  Promise.all(
    marqueeExamples.map(async ({ name, title, description }) => ({
      name,
      type: 'registry:example',
      title,
      description,
      section: 'Examples',
      item: 'marquee',
      ...(withFiles ? { files: (await servedJson<RegistryItem>(`/r/${name}.json`)).files } : {}),
    })),
  )

beforeAll(async () => {
  process.env.XDG_CACHE_HOME = cacheHome
  mkdirSync(project)
  await buildRegistry(dist, { writeGeneratedCss: false })
  registry = serveRegistry(dist)
  origin = `http://127.0.0.1:${registry.port}`
  base = `${origin}/r`
  index = await servedJson<RegistryIndex>('/r/registry.json')
  documented = index.items.filter((item) => item.type !== 'registry:example')
  marqueeExamples = (await servedJson<RegistryItem>('/r/marquee.json')).meta?.examples as typeof marqueeExamples
  expect(marqueeExamples.length).toBeGreaterThan(1)
  client = await connect()
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await registry.stop(true)
  process.env.XDG_CACHE_HOME = savedCache
  rmSync(scratch, { recursive: true, force: true })
})

describe('tools', () => {
  it('lists the five tools with their input and output schemas', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_install_command',
      'get_item',
      'list_examples',
      'list_items',
      'search_items',
    ])
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]))
    expect(byName.search_items?.inputSchema).toMatchObject({
      type: 'object',
      required: ['query'],
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 200 },
        limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        offset: { type: 'integer', minimum: 0, default: 0 },
      },
    })
    expect(byName.get_item?.inputSchema).toEqual({
      type: 'object',
      properties: {
        name: expect.objectContaining({ type: 'string', minLength: 1, maxLength: 200 }),
        includeSource: expect.objectContaining({ type: 'boolean', default: true }),
      },
      required: ['name'],
    })
    expect(byName.get_install_command?.inputSchema).toMatchObject({
      required: ['items'],
      properties: {
        items: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string' } },
        packageManager: { enum: ['npm', 'pnpm', 'yarn', 'bun'] },
        cli: { enum: ['snipstack', 'shadcn'], default: 'snipstack' },
      },
    })
    expect(byName.list_items?.inputSchema.properties?.type).toMatchObject({
      enum: expect.arrayContaining(['ui', 'lib', 'hook', 'block', 'example']),
    })
    expect(byName.list_items?.inputSchema.required).toBeUndefined()
    expect(byName.list_examples?.inputSchema.required).toBeUndefined()
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy()
      expect(tool.outputSchema?.type, tool.name).toBe('object')
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true)
    }
  })

  it('describes every tool with plain JSON Schema objects: no dialect, references or unions at the top', async () => {
    const { tools } = await client.listTools()
    for (const tool of tools) {
      for (const [which, schema] of [
        ['input', tool.inputSchema],
        ['output', tool.outputSchema],
      ] as const) {
        expect(schema?.type, `${tool.name} ${which}`).toBe('object')
        expect(typeof schema?.properties, `${tool.name} ${which}`).toBe('object')
        const keys = Object.keys(schema ?? {})
        for (const key of ['$schema', '$ref', '$defs', 'definitions', 'anyOf', 'oneOf', 'allOf'])
          expect(keys, `${tool.name} ${which}`).not.toContain(key)
        expect(JSON.stringify(schema), `${tool.name} ${which}`).not.toContain('"$ref"')
      }
    }
  })

  it('list_items: every item but the examples, in registry order, with the categories to filter by', async () => {
    const listed = await call<Listed>(client, 'list_items', { limit: 200 })
    expect(listed.registry).toBe(base)
    expect(listed.offline).toBeUndefined()
    expect(listed.items.map((item) => item.name)).toEqual(documented.map((item) => item.name))
    expect(listed.total).toBe(documented.length)
    expect(listed.nextOffset).toBeUndefined()
    const marquee = index.items.find((item) => item.name === 'marquee')
    expect(listed.items.find((item) => item.name === 'marquee')).toEqual({
      name: 'marquee',
      type: 'registry:ui',
      title: 'Marquee',
      description: marquee?.description,
      section: 'Components',
    })
    expect(listed.items.find((item) => item.name === 'hero-centered')).toMatchObject({
      type: 'registry:block',
      section: 'Blocks',
      category: 'Hero',
    })
    expect(listed.categories).toEqual(expect.arrayContaining(['Components', 'Text Animations', 'Blocks', 'Hero']))
    expect(new Set(listed.categories).size).toBe(listed.categories.length)
  })

  it('list_items: filters by type and by category, case-insensitively', async () => {
    const blocks = await call<Listed>(client, 'list_items', { type: 'block' })
    expect(blocks.items.map((item) => item.name)).toEqual(
      index.items.filter((item) => item.type === 'registry:block').map((item) => item.name),
    )
    const text = await call<Listed>(client, 'list_items', { category: 'text animations', limit: 200 })
    expect(text.items.map((item) => item.name)).toEqual(
      index.items.filter((item) => item.meta?.section === 'Text Animations').map((item) => item.name),
    )
    expect(text.items.length).toBeGreaterThan(5)
    const heroes = await call<Listed>(client, 'list_items', { type: 'block', category: 'HERO' })
    expect(heroes.items.map((item) => item.name)).toEqual(
      index.items.filter((item) => item.meta?.category === 'Hero').map((item) => item.name),
    )
    const examples = await call<Listed>(client, 'list_items', { type: 'example' })
    expect(examples.total).toBe(index.items.length - documented.length)
    expect(examples.items.map((item) => item.name)).toEqual(
      index.items
        .filter((item) => item.type === 'registry:example')
        .slice(0, 50)
        .map((item) => item.name),
    )
    expect((await call<Listed>(client, 'list_items', { category: 'no such thing' })).items).toEqual([])
  })

  it('list_items: answers a page at a time, with the total and where the next page starts', async () => {
    const names = documented.map((item) => item.name)
    expect(names.length).toBeGreaterThan(50)
    const first = await call<Listed>(client, 'list_items')
    expect(first.items.map((item) => item.name)).toEqual(names.slice(0, 50))
    expect(first).toMatchObject({ total: names.length, offset: 0, nextOffset: 50 })
    const pages: string[] = []
    let next: number | undefined = 0
    while (next !== undefined) {
      const answer: Listed = await call<Listed>(client, 'list_items', { limit: 30, offset: next })
      expect(answer.offset).toBe(next)
      expect(answer.total).toBe(names.length)
      pages.push(...answer.items.map((item) => item.name))
      next = answer.nextOffset
    }
    expect(pages).toEqual(names)
    const past = await call<Listed>(client, 'list_items', { offset: names.length + 5 })
    expect(past).toMatchObject({ total: names.length, offset: names.length + 5, items: [] })
    expect(past.nextOffset).toBeUndefined()
  })

  it('search_items: ranks with the shared item search, exactly as `snipstack search` does, and prints the same list', async () => {
    for (const query of ['text animation', 'button', 'grid background', 'marquee', 'scrolling logo wall', 'mar']) {
      const found = await call<Listed & { query: string }>(client, 'search_items', { query, limit: 50 })
      const expected = searchRegistryItems(index.items, query)
      expect(expected.length, query).toBeGreaterThan(0)
      expect(found.query).toBe(query)
      expect(found.total).toBe(expected.length)
      expect(found.items.map((item) => item.name)).toEqual(expected.slice(0, 50).map((item) => item.name))

      const cli = Bun.spawn(
        [
          process.execPath,
          resolve(import.meta.dirname, '../index.ts'),
          'search',
          query,
          '--registry',
          base,
          '--silent',
        ],
        { env: { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: cacheHome }, stdout: 'pipe', stderr: 'pipe' },
      )
      const printed = await new Response(cli.stdout).text()
      expect(await cli.exited).toBe(0)
      const plain = (text: string) => stripVTControlCharacters(text).trimEnd()
      const byName = new Map(index.items.map((item) => [item.name, item]))
      const ours = found.items.map((item) => byName.get(item.name) as RegistryItem)
      expect(plain(printed)).toBe(plain(formatItems(ours)))
    }
  })

  it('search_items: finds what people ask for in their own words', async () => {
    const first = async (query: string, count: number) =>
      (await call<Listed>(client, 'search_items', { query })).items.slice(0, count).map((item) => item.name)
    expect((await first('scrolling logo wall', 2)).sort()).toEqual(['logo-cloud', 'marquee'])
    expect(await first('pricing table', 1)).toEqual(['pricing-tiers'])
    expect((await first('hero section', 3)).every((name) => name.startsWith('hero-'))).toBe(true)
    expect(await first('logos', 10)).toEqual(expect.arrayContaining(['logo-cloud', 'marquee']))
    expect(await first('counter', 1)).toEqual(['number-ticker'])
  })

  it('search_items: answers a page at a time and says how many matched', async () => {
    const found = await call<Listed>(client, 'search_items', { query: 'text' })
    const expected = searchRegistryItems(index.items, 'text').map((item) => item.name)
    expect(expected.length).toBeGreaterThan(20)
    expect(found.items.map((item) => item.name)).toEqual(expected.slice(0, 10))
    expect(found).toMatchObject({ total: expected.length, offset: 0, nextOffset: 10 })
    const second = await call<Listed>(client, 'search_items', { query: 'text', limit: 5, offset: 10 })
    expect(second.items.map((item) => item.name)).toEqual(expected.slice(10, 15))
    expect(second).toMatchObject({ offset: 10, nextOffset: 15 })
    const last = await call<Listed>(client, 'search_items', { query: 'text', offset: expected.length - 2 })
    expect(last.items.map((item) => item.name)).toEqual(expected.slice(-2))
    expect(last.nextOffset).toBeUndefined()
    const none = await call<Listed>(client, 'search_items', { query: 'xylophone giraffe' })
    expect(none).toMatchObject({ total: 0, offset: 0, items: [] })
    expect(none.nextOffset).toBeUndefined()
  })

  it("search_items: adds the site's snippets and templates for the same words, with absolute links", async () => {
    // The shared registry is a static host: no site, so no catalogues.
    expect(await call<Listed>(client, 'search_items', { query: 'marquee' })).not.toHaveProperty('catalogues')
    const site = serveRegistry(dist, {
      search: (query) => ({
        groups: [
          {
            kind: 'template',
            total: 1,
            more: `/templates?name=${encodeURIComponent(query)}`,
            items: [
              {
                kind: 'template',
                slug: 'logo-wall',
                title: 'Logo Wall Site',
                description: 'A site with a wall of logos.',
                detail: 'Starters',
                href: '/templates/logo-wall',
              },
            ],
          },
        ],
      }),
    })
    try {
      const siteOrigin = `http://127.0.0.1:${site.port}`
      const found = await call<Listed & { catalogues?: unknown }>(
        await connect({ base: `${siteOrigin}/r` }),
        'search_items',
        { query: 'logo wall' },
      )
      expect(found.items.map((item) => item.name)).toEqual(expect.arrayContaining(['logo-cloud']))
      expect(found.catalogues).toEqual([
        expect.objectContaining({
          kind: 'template',
          total: 1,
          more: `${siteOrigin}/templates?name=logo%20wall`,
          items: [expect.objectContaining({ title: 'Logo Wall Site', href: `${siteOrigin}/templates/logo-wall` })],
        }),
      ])
    } finally {
      await site.stop(true)
    }
  })

  it('get_item: metadata, files with their contents, dependencies by name, props and the examples’ code', async () => {
    const json = await servedJson<RegistryItem>('/r/marquee.json')
    const item = await call<Record<string, unknown>>(client, 'get_item', { name: 'marquee' })
    expect(item).toEqual({
      registry: base,
      name: 'marquee',
      type: 'registry:ui',
      title: 'Marquee',
      description: json.description,
      section: 'Components',
      url: `${base}/marquee.json`,
      docs: 'snipstack://docs/marquee',
      dependencies: [],
      devDependencies: [],
      registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
      files: json.files,
      cssVars: json.cssVars,
      css: json.css,
      props: json.meta?.props,
      examples: await marqueeExampleAnswers(true),
    })
    expect((item.examples as Array<{ files: unknown[] }>).every((example) => example.files.length > 0)).toBe(true)
    expect((item.files as Array<{ content: string }>)[0]?.content).toContain('export function Marquee')
  })

  it('get_item: takes the namespaced name, and gives an example its code without docs', async () => {
    const named = await call<{ name: string }>(client, 'get_item', { name: '@snipstack/globe' })
    expect(named.name).toBe('globe')
    const [first] = marqueeExamples
    const demo = await call<Record<string, unknown>>(client, 'get_item', { name: first?.name })
    expect(demo.docs).toBeUndefined()
    expect(demo.examples).toEqual([])
    expect(demo.registryDependencies).toEqual(expect.arrayContaining(['marquee']))
    expect(demo.files).toEqual((await servedJson<RegistryItem>(`/r/${first?.name}.json`)).files)
  })

  it('get_item: leaves the sources out when asked, answering paths, dependencies, docs, props and examples', async () => {
    const json = await servedJson<RegistryItem>('/r/marquee.json')
    const full = await call<Record<string, unknown>>(client, 'get_item', { name: 'marquee' })
    const short = await call<Record<string, unknown>>(client, 'get_item', { name: 'marquee', includeSource: false })
    expect(short).toEqual({
      registry: base,
      name: 'marquee',
      type: 'registry:ui',
      title: 'Marquee',
      description: json.description,
      section: 'Components',
      url: `${base}/marquee.json`,
      docs: 'snipstack://docs/marquee',
      dependencies: [],
      devDependencies: [],
      registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
      files: json.files?.map(({ path, type, target }) => ({ path, type, ...(target ? { target } : {}) })),
      props: json.meta?.props,
      examples: await marqueeExampleAnswers(false),
    })
    expect(JSON.stringify(short).length * 4).toBeLessThan(JSON.stringify(full).length)
    expect(await call(client, 'get_item', { name: 'marquee', includeSource: true })).toEqual(full)
  })

  it('get_install_command: the exact snipstack and shadcn commands for the package manager asked for', async () => {
    expect(
      await call(client, 'get_install_command', {
        items: ['marquee', 'globe', '@snipstack/marquee'],
        packageManager: 'pnpm',
      }),
    ).toEqual({
      registry: base,
      items: ['marquee', 'globe'],
      packageManager: 'pnpm',
      detected: false,
      cli: 'snipstack',
      // This checkout is no instance's package: the commands run the CLI of the registry's instance.
      command: `pnpm dlx ${origin}/cli/snipstack.tgz add marquee globe --registry ${base}`,
      init: `pnpm dlx ${origin}/cli/snipstack.tgz init --registry ${base}`,
    })
    expect(
      await call(client, 'get_install_command', { items: ['marquee', 'globe'], packageManager: 'bun', cli: 'shadcn' }),
    ).toMatchObject({
      command: `bunx --bun shadcn@latest add ${base}/marquee.json ${base}/globe.json`,
      init: 'bunx --bun shadcn@latest init',
    })
    expect(
      await call(client, 'get_install_command', { items: ['marquee'], packageManager: 'npm', cli: 'shadcn' }),
    ).toMatchObject({ command: `npx shadcn@latest add ${base}/marquee.json` })
  })

  it('get_install_command: runs the CLI from where this one came, and names npm only for a copy from npm', async () => {
    const stamped = await connect({
      invocation: { kind: 'once', pm: 'npm', source: { origin: 'https://ui.example.com' } },
    })
    expect(await call(stamped, 'get_install_command', { items: ['marquee'], packageManager: 'bun' })).toMatchObject({
      command: `bunx --bun -p snipstack@https://ui.example.com/cli/snipstack.tgz snipstack add marquee --registry ${base}`,
      init: `bunx --bun -p snipstack@https://ui.example.com/cli/snipstack.tgz snipstack init --registry ${base}`,
    })
    const published = await connect({ invocation: { kind: 'once', pm: 'npm', source: { package: 'snipstack' } } })
    expect(await call(published, 'get_install_command', { items: ['marquee'], packageManager: 'npm' })).toMatchObject({
      command: `npx -y snipstack@latest add marquee --registry ${base}`,
    })
  })

  it("get_install_command: detects the project's package manager from its lockfile", async () => {
    const yarnProject = join(scratch, 'yarn-project')
    mkdirSync(yarnProject)
    writeFileSync(join(yarnProject, 'yarn.lock'), '')
    const yarn = await connect({ cwd: yarnProject })
    expect(await call(yarn, 'get_install_command', { items: ['marquee'] })).toMatchObject({
      packageManager: 'yarn',
      detected: true,
      command: `yarn dlx -p snipstack@${origin}/cli/snipstack.tgz snipstack add marquee --registry ${base}`,
    })
  })

  it('list_examples: an item’s examples with their code, or every example with the item it shows', async () => {
    const marquee = await call<{ item: string; examples: Array<{ name: string; title: string; files: unknown }> }>(
      client,
      'list_examples',
      { item: 'marquee' },
    )
    expect(marquee.item).toBe('marquee')
    expect(marquee.examples).toEqual(await marqueeExampleAnswers(true))

    const all = await call<{ examples: Array<{ name: string; item?: string; files?: unknown }> }>(
      client,
      'list_examples',
      { limit: 200 },
    )
    const examples = index.items.filter((item) => item.type === 'registry:example')
    expect(all.examples.map((example) => example.name)).toEqual(examples.map((example) => example.name))
    expect(all.examples.find((example) => example.name === marqueeExamples[1]?.name)).toMatchObject({ item: 'marquee' })
    expect(all.examples.every((example) => example.files === undefined && example.item)).toBe(true)
    expect((await call<{ examples: unknown[] }>(client, 'list_examples', { item: 'utils' })).examples).toEqual([])
  })

  it('list_examples: answers a page at a time, with the total and where the next page starts', async () => {
    const names = index.items.filter((item) => item.type === 'registry:example').map((item) => item.name)
    const first = await call<Paged & { examples: Array<{ name: string }> }>(client, 'list_examples')
    expect(first.examples.map((example) => example.name)).toEqual(names.slice(0, 50))
    expect(first).toMatchObject({ total: names.length, offset: 0, nextOffset: 50 })
    const page = await call<Paged & { examples: Array<{ name: string }> }>(client, 'list_examples', {
      limit: 3,
      offset: 50,
    })
    expect(page.examples.map((example) => example.name)).toEqual(names.slice(50, 53))
    const marquee = await call<Paged & { examples: Array<{ name: string }> }>(client, 'list_examples', {
      item: 'marquee',
      limit: 1,
    })
    expect(marquee.examples.map((example) => example.name)).toEqual([marqueeExamples[0]?.name])
    expect(marquee).toMatchObject({ total: marqueeExamples.length, offset: 0, nextOffset: 1 })
  })
})

describe('tool errors', () => {
  it('answers an unknown item with a tool error that suggests names and says what to call', async () => {
    expect(await failure(client, 'get_item', { name: 'marqee' })).toBe(
      "Unknown item 'marqee'. Did you mean 'marquee'?\nCall search_items or list_items for the names this registry has.",
    )
    expect(await failure(client, 'get_install_command', { items: ['marquee', 'zzzzzzzz'] })).toBe(
      "Unknown item 'zzzzzzzz'.\nCall search_items or list_items for the names this registry has.",
    )
    expect(await failure(client, 'get_install_command', { items: ['marqee', 'marquee', 'globbe'] })).toBe(
      "Unknown item 'marqee'. Did you mean 'marquee'?\nUnknown item 'globbe'. Did you mean 'globe'?\n" +
        'Call search_items or list_items for the names this registry has.',
    )
    expect(await failure(client, 'list_examples', { item: 'bentogrid' })).toContain("Did you mean 'bento-grid'?")
  })

  it.each([
    ['search_items', {}, 'query'],
    ['search_items', { query: '   ' }, 'query'],
    ['search_items', { query: 'x', limit: 0 }, 'limit'],
    ['search_items', { query: 'x', limit: 'ten' }, 'limit'],
    ['search_items', { query: 'x', offset: -1 }, 'offset'],
    ['list_items', { limit: 201 }, 'limit'],
    ['get_item', { name: 'marquee', includeSource: 'no' }, 'includeSource'],
    ['get_item', {}, 'name'],
    ['get_item', { name: 42 }, 'name'],
    ['list_items', { type: 'widget' }, 'type'],
    ['get_install_command', { items: [] }, 'items'],
    ['get_install_command', { items: ['marquee'], packageManager: 'deno' }, 'packageManager'],
    ['get_install_command', { items: ['marquee'], cli: 'npm' }, 'cli'],
  ])('answers %s with arguments %j as a tool error naming %s', async (tool, args, field) => {
    const text = await failure(client, tool, args)
    expect(text).toContain(`Input validation error: Invalid arguments for tool ${tool}`)
    expect(text).toContain(field)
  })

  it('answers an unknown tool as an error and keeps serving', async () => {
    expect(await failure(client, 'delete_everything', {})).toContain('Tool delete_everything not found')
    expect((await call<Listed>(client, 'search_items', { query: 'marquee' })).items[0]?.name).toBe('marquee')
  })

  it('says so clearly when the registry cannot be reached and nothing is cached', async () => {
    const dead = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
    const deadBase = `http://127.0.0.1:${dead.port}/r`
    await dead.stop(true)
    const offline = await connect({ base: deadBase })
    for (const [tool, args] of [
      ['list_items', {}],
      ['get_item', { name: 'marquee' }],
      ['get_install_command', { items: ['marquee'] }],
    ] as const) {
      const text = await failure(offline, tool, args)
      expect(text, tool).toContain(`Could not reach the registry at ${deadBase}/registry.json`)
      expect(text, tool).toContain('No cached index to fall back on yet')
    }
    const error = await offline.readResource({ uri: 'snipstack://llms.txt' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(McpError)
    expect((error as McpError).code).toBe(ErrorCode.InternalError)
    expect((error as McpError).message).toMatch(/^MCP error -32603: Could not reach the registry at /)
    expect((await offline.listResources()).resources.map((r) => r.uri)).toEqual([
      'snipstack://llms.txt',
      'snipstack://llms-full.txt',
    ])
  })

  it('answers from the cached index, and says so, once a reachable registry goes away', async () => {
    const mirror = serveRegistry(dist)
    const mirrorBase = `http://127.0.0.1:${mirror.port}/r`
    const first = await connect({ base: mirrorBase, maxAgeMs: 0 })
    expect((await call<Listed>(first, 'list_items')).offline).toBeUndefined()
    await mirror.stop(true)
    const listed = await call<Listed>(first, 'list_items', { limit: 200 })
    expect(listed.offline).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(listed.items.map((item) => item.name)).toEqual(documented.map((item) => item.name))
  })
})

describe('resources', () => {
  it('lists llms.txt, llms-full.txt and one docs resource per documented item', async () => {
    const { resources } = await client.listResources()
    expect(resources.slice(0, 2)).toEqual([
      expect.objectContaining({ uri: 'snipstack://llms.txt', name: 'llms.txt', mimeType: 'text/plain' }),
      expect.objectContaining({ uri: 'snipstack://llms-full.txt', name: 'llms-full.txt', mimeType: 'text/plain' }),
    ])
    expect(resources.slice(2).map((resource) => resource.uri)).toEqual(
      documented.map((item) => `snipstack://docs/${item.name}`),
    )
    expect(resources.find((resource) => resource.uri === 'snipstack://docs/marquee')).toEqual({
      uri: 'snipstack://docs/marquee',
      name: 'marquee',
      title: 'Marquee',
      description: documented.find((item) => item.name === 'marquee')?.description,
      mimeType: 'text/markdown',
    })
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates).toEqual([
      expect.objectContaining({ name: 'item-docs', uriTemplate: 'snipstack://docs/{name}', mimeType: 'text/markdown' }),
    ])
  })

  it('reads llms.txt, llms-full.txt and an item’s docs as the registry serves them', async () => {
    for (const [uri, path, mimeType] of [
      ['snipstack://llms.txt', '/llms.txt', 'text/plain'],
      ['snipstack://llms-full.txt', '/llms-full.txt', 'text/plain'],
      ['snipstack://docs/marquee', '/r/marquee.md', 'text/markdown'],
    ]) {
      const { contents } = await client.readResource({ uri: uri as string })
      expect(contents).toEqual([{ uri, mimeType, text: await served(path as string) }])
    }
    const docs = await readText('snipstack://docs/marquee')
    expect(docs.startsWith('# Marquee\n')).toBe(true)
    expect(docs).toContain(`npx shadcn@latest add ${base}/marquee.json`)
    const full = await readText('snipstack://llms-full.txt')
    expect(full).toContain(docs.trimEnd())
  })

  it('answers docs of an unknown item or of an example with an invalid-params error', async () => {
    const unknown = await client.readResource({ uri: 'snipstack://docs/marqee' }).catch((e: unknown) => e)
    expect(unknown).toBeInstanceOf(McpError)
    expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams)
    expect((unknown as McpError).message).toBe(
      "MCP error -32602: Unknown item 'marqee'. Did you mean 'marquee'?\n" +
        'Call search_items or list_items for the names this registry has.',
    )
    const demo = marqueeExamples[0]?.name
    const example = await client.readResource({ uri: `snipstack://docs/${demo}` }).catch((e: unknown) => e)
    expect((example as McpError).code).toBe(ErrorCode.InvalidParams)
    expect((example as McpError).message).toBe(
      `MCP error -32602: '${demo}' is an example and has no docs of its own: get_item gives its code, ` +
        "and snipstack://docs/marquee shows it among the item's examples.",
    )
    const other = await client.readResource({ uri: 'snipstack://nothing' }).catch((e: unknown) => e)
    expect((other as McpError).code).toBe(ErrorCode.InvalidParams)
    expect((other as McpError).message).toBe('MCP error -32602: Resource snipstack://nothing not found')
    expect((await client.readResource({ uri: 'snipstack://docs/globe' })).contents).toHaveLength(1)
  })

  it('serves a registry that publishes no docs (any shadcn registry): tools work, docs reads say what is missing', async () => {
    const bare = join(scratch, 'bare')
    cpSync(dist, bare, { recursive: true })
    for (const file of readdirSync(join(bare, 'r'))) if (file.endsWith('.md')) rmSync(join(bare, 'r', file))
    rmSync(join(bare, 'llms.txt'))
    const host = serveRegistry(bare)
    try {
      const bareBase = `http://127.0.0.1:${host.port}/r`
      const other = await connect({ base: bareBase })
      expect((await call<Listed>(other, 'search_items', { query: 'marquee' })).items[0]?.name).toBe('marquee')
      const docs = await other.readResource({ uri: 'snipstack://docs/marquee' }).catch((e: unknown) => e)
      expect((docs as McpError).code).toBe(ErrorCode.InvalidParams)
      expect((docs as McpError).message).toContain(
        `The registry at ${bareBase} publishes no docs for 'marquee'; get_item gives its files, dependencies and examples.`,
      )
      const llms = await other.readResource({ uri: 'snipstack://llms.txt' }).catch((e: unknown) => e)
      expect((llms as McpError).code).toBe(ErrorCode.InvalidParams)
      expect((llms as McpError).message).toContain(
        `The registry answered 404 for http://127.0.0.1:${host.port}/llms.txt`,
      )
    } finally {
      await host.stop(true)
    }
  })

  it('completes item names in the docs template', async () => {
    const { completion } = await client.complete({
      ref: { type: 'ref/resource', uri: 'snipstack://docs/{name}' },
      argument: { name: 'name', value: 'marq' },
    })
    expect(completion.values).toEqual(['marquee'])
  })
})
