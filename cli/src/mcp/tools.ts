import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js'
import { type CallToolResult, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js'
import { itemDocsMeta, publishedItem, type RegistryItem, registryItemType, siteSearchGroup } from '@snipstack/contracts'
import {
  type CliSource,
  packageManagers,
  runPackage,
  shadcnCommand,
  snipstackCommand,
} from '@snipstack/contracts/install-commands'
import { z } from 'zod'
import type { LoadedIndex } from '../registry/cache'
import { searchCatalogues } from '../registry/catalogues'
import { itemUrl } from '../registry/fetch'
import { searchItems, sectionOf } from '../registry/format'
import { PUBLIC_REGISTRY_URL } from '../utils/constants'
import { CliError, errorText } from '../utils/errors'
import type { Logger } from '../utils/logger'
import { detectPackageManager } from '../utils/package-manager'
import { shellArgs } from '../utils/shell'
import { type Catalog, dependencyName, itemName } from './catalog'

/** `ui`, `lib`, `block`, …: shadcn's item types without their `registry:` prefix, easier to ask for. */
const itemTypes = registryItemType.options.map((type) => type.slice('registry:'.length)) as [string, ...string[]]

const itemNameInput = z.string().trim().min(1).max(200)

/** The registry's rule for item names (kebab-case), the same the registry build enforces. */
const itemNameRule = publishedItem.shape.name

/**
 * Names that go into a shell command must be item names and nothing else, whatever a registry's
 * index lists: a name is checked before it is looked up, and the lookup only matches it exactly.
 */
function checkItemNames(names: string[]): void {
  const invalid = names.filter((name) => !itemNameRule.safeParse(name).success)
  if (!invalid.length) return
  throw new CliError(
    `${invalid.map((name) => `'${name}'`).join(', ')} ${invalid.length === 1 ? 'is not an item name' : 'are not item names'}: names are lowercase letters, digits and hyphens (e.g. "marquee").`,
    { hint: 'Call search_items or list_items for the names this registry has.' },
  )
}

const registryFields = {
  registry: z.string().describe('The registry base the answer comes from.'),
  offline: z
    .string()
    .optional()
    .describe('Set when the registry could not be reached: the time of the cached index answered from instead.'),
}

const itemSummary = z.object({
  name: z.string(),
  type: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  section: z.string().describe('Its docs sidebar section, or a group named for its type.'),
  category: z.string().optional().describe("A block's category in the blocks catalogue."),
})
type ItemSummary = z.infer<typeof itemSummary>

const fileEntry = z.object({
  path: z.string(),
  type: z.string(),
  target: z.string().optional(),
  content: z.string().optional().describe('The source as installed; left out when includeSource is false.'),
})

const exampleSummary = itemSummary.extend({
  item: z.string().optional().describe('The item the example shows.'),
  files: z.array(fileEntry).optional(),
})

/**
 * Paging of the list and search tools: a page of `limit` items from `offset`; the answer says how
 * many there are in all and, unless it is the last page, the offset of the next one.
 */
const pagingInput = (defaultLimit: number, maxLimit: number) => ({
  limit: z
    .number()
    .int()
    .min(1)
    .max(maxLimit)
    .default(defaultLimit)
    .describe(`At most this many items (default ${defaultLimit}).`),
  offset: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('Skip this many first; pass the previous answer’s nextOffset for the next page.'),
})

const pagingOutput = {
  total: z.number().int().min(0).describe('How many there are in all, before paging.'),
  offset: z.number().int().min(0),
  nextOffset: z.number().int().min(0).optional().describe('Where the next page starts; absent on the last page.'),
}

function page<T>(all: readonly T[], { limit, offset }: { limit: number; offset: number }) {
  const shown = all.slice(offset, offset + limit)
  const next = offset + shown.length
  return { total: all.length, offset, ...(next < all.length ? { nextOffset: next } : {}), shown }
}

const metaText = (item: RegistryItem, key: string) => {
  const value = item.meta?.[key]
  return typeof value === 'string' ? value : undefined
}

function summarize(item: RegistryItem): ItemSummary {
  return {
    name: item.name,
    type: item.type,
    title: item.title,
    description: item.description,
    section: sectionOf(item),
    category: metaText(item, 'category'),
  }
}

const isExample = (item: { type: string }) => item.type === 'registry:example'

const fromIndex = ({ offline, fetchedAt }: LoadedIndex) => (offline ? { offline: fetchedAt } : {})

/** An item's files; with their sources, or only where they go when the sources are not wanted. */
const filesOf = (item: RegistryItem, includeSource = true) =>
  (item.files ?? []).map((file) => ({
    path: file.path,
    type: file.type,
    ...(file.target ? { target: file.target } : {}),
    ...(includeSource ? { content: file.content ?? '' } : {}),
  }))

/**
 * An item's examples as its docs page shows them, in order, each with its full code; without
 * sources, only what each one shows (read from the index, so nothing more is fetched).
 */
function examplesOf(catalog: Catalog, item: RegistryItem, includeSource = true) {
  const listed = itemDocsMeta.shape.examples.safeParse(item.meta?.examples).data ?? []
  return Promise.all(
    listed.map(async ({ name, title, description }) => {
      const example = includeSource ? await catalog.item(name) : await catalog.find(name)
      return {
        ...summarize(example),
        title,
        description,
        item: item.name,
        ...(includeSource ? { files: filesOf(example) } : {}),
      }
    }),
  )
}

/**
 * Zod's JSON Schema, as a client reads it. The SDK sends each schema with a draft-07 `$schema`,
 * which clients that expect MCP's default dialect (2020-12, no `$schema`) warn about; these are the
 * same schemas in that dialect, plain objects with nothing to resolve.
 */
function plainJsonSchema(schema: unknown, io: 'input' | 'output'): Tool['inputSchema'] {
  const { $schema: _, ...rest } = z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', io })
  return rest as Tool['inputSchema']
}

/** Answers tools/list with the registered tools, their schemas plain (see plainJsonSchema). */
function listToolsPlainly(server: McpServer, tools: ReadonlyMap<string, RegisteredTool>): void {
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [...tools]
      .filter(([, tool]) => tool.enabled)
      .map(([name, tool]) => ({
        name,
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema
          ? plainJsonSchema(tool.inputSchema, 'input')
          : { type: 'object' as const, properties: {} },
        ...(tool.outputSchema ? { outputSchema: plainJsonSchema(tool.outputSchema, 'output') } : {}),
        annotations: tool.annotations,
        execution: tool.execution,
        _meta: tool._meta,
      })),
  }))
}

/**
 * A tool's answer twice over, as MCP asks: typed (`structuredContent`, checked against the tool's
 * output schema) and as JSON text for clients that read only text. A failure is a tool error whose
 * text says what to do next, so the model can correct itself; nothing a call does ends the server.
 */
async function respond(logger: Logger, run: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    const data = await run()
    return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data }
  } catch (error) {
    if (!(error instanceof CliError))
      logger.warn(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return { content: [{ type: 'text', text: errorText(error) }], isError: true }
  }
}

export function registerTools(server: McpServer, { catalog, cwd, logger, docsUri, cliSource }: ToolContext): void {
  const { base } = catalog
  const readOnly = { readOnlyHint: true, openWorldHint: true }
  const tools = new Map<string, RegisteredTool>()

  tools.set(
    'list_items',
    server.registerTool(
      'list_items',
      {
        title: 'List registry items',
        description:
          'Every item of the registry: name, type, docs section, block category and a one-line description. ' +
          'Examples (items that demonstrate another item) are left out unless type is "example"; list_examples ' +
          'lists them by item. Filter by type, by category, or both. Answers a page at a time (limit, offset).',
        inputSchema: {
          type: z
            .enum(itemTypes)
            .optional()
            .describe('Only items of this type: "ui" components, "block" page sections, "lib" helpers, "hook", …'),
          category: z
            .string()
            .trim()
            .min(1)
            .max(100)
            .optional()
            .describe(
              'Only items in this docs section (e.g. "Text Animations", "Backgrounds") or block category ' +
                '(e.g. "Hero", "Pricing"); case-insensitive. The answer lists every category there is.',
            ),
          ...pagingInput(50, 200),
        },
        outputSchema: {
          ...registryFields,
          ...pagingOutput,
          items: z.array(itemSummary),
          categories: z.array(z.string()).describe('Every section and block category, for the category filter.'),
        },
        annotations: readOnly,
      },
      async ({ type, category, limit, offset }) =>
        respond(logger, async () => {
          const loaded = await catalog.index()
          const all = loaded.index.items.map(summarize)
          const wanted = category?.toLowerCase()
          const items = all.filter(
            (item) =>
              (type ? item.type === `registry:${type}` : !isExample(item)) &&
              (!wanted || item.section.toLowerCase() === wanted || item.category?.toLowerCase() === wanted),
          )
          const categories = [
            ...new Set(
              all
                .filter((item) => !isExample(item))
                .flatMap((item) => (item.category ? [item.section, item.category] : [item.section])),
            ),
          ]
          const { shown, ...paging } = page(items, { limit, offset })
          return { registry: base, ...fromIndex(loaded), ...paging, items: shown, categories }
        }),
    ),
  )

  tools.set(
    'search_items',
    server.registerTool(
      'search_items',
      {
        title: 'Search registry items',
        description:
          'Items matching what you ask for, best first, ranked as `snipstack search` and the docs site rank ' +
          'them: by name, title, description and category, forgiving plurals and word endings ("logos", ' +
          '"scrolling"), a half-typed last word ("mar") and common names ("logo wall", "pricing table", ' +
          '"hero section", "counter"). Every word must be found. Use it to find the item for an effect ' +
          '("text animation", "grid background"). Answers a page at a time (limit, offset). Also answers ' +
          "the code snippets and project templates of the registry's site that the same words find, with " +
          "their pages, as the site's own search does.",
        inputSchema: {
          query: z.string().trim().min(1).max(200).describe('What to look for, e.g. "scrolling logo wall".'),
          ...pagingInput(10, 50),
        },
        outputSchema: {
          ...registryFields,
          query: z.string(),
          ...pagingOutput,
          items: z.array(itemSummary),
          catalogues: z
            .array(siteSearchGroup)
            .optional()
            .describe("The site's snippets and templates for the same words; absent when the registry has no site."),
        },
        annotations: readOnly,
      },
      async ({ query, limit, offset }) =>
        respond(logger, async () => {
          const [loaded, catalogues] = await Promise.all([catalog.index(), searchCatalogues(base, query)])
          const { shown, ...paging } = page(searchItems(loaded.index.items, query), { limit, offset })
          return {
            registry: base,
            ...fromIndex(loaded),
            query,
            ...paging,
            items: shown.map(summarize),
            ...(catalogues ? { catalogues: catalogues.groups } : {}),
          }
        }),
    ),
  )

  tools.set(
    'get_item',
    server.registerTool(
      'get_item',
      {
        title: 'Get a registry item',
        description:
          'One item in full: what it is, its files with their complete source (as installed, imports ' +
          'rewritten to @/components/…), the npm packages and registry items it brings, its CSS, its props ' +
          'and the code of each of its examples, which shows how to use it. Its written docs are the ' +
          'resource named in `docs`. With includeSource false, a short answer: file paths, dependencies, ' +
          'docs, props and the examples’ names, without any code or CSS.',
        inputSchema: {
          name: itemNameInput.describe('The item name, e.g. "marquee" (see list_items or search_items).'),
          includeSource: z
            .boolean()
            .default(true)
            .describe('Whether to include file sources, CSS and the examples’ code (default true).'),
        },
        outputSchema: {
          registry: registryFields.registry,
          ...itemSummary.shape,
          url: z.string().describe('The registry JSON of the item.'),
          docs: z.string().optional().describe('The resource URI of its written docs (examples have none).'),
          dependencies: z.array(z.string()),
          devDependencies: z.array(z.string()),
          registryDependencies: z.array(z.string()).describe('Items installed with it, by name.'),
          files: z.array(fileEntry),
          cssVars: z.record(z.string(), z.unknown()).optional(),
          css: z.record(z.string(), z.unknown()).optional(),
          props: itemDocsMeta.shape.props,
          examples: z.array(exampleSummary),
        },
        annotations: readOnly,
      },
      async ({ name, includeSource }) =>
        respond(logger, async () => {
          const item = await catalog.item(name)
          const props = itemDocsMeta.shape.props.safeParse(item.meta?.props).data
          return {
            registry: base,
            ...summarize(item),
            url: itemUrl(base, item.name),
            ...(isExample(item) ? {} : { docs: docsUri(item.name) }),
            dependencies: item.dependencies ?? [],
            devDependencies: item.devDependencies ?? [],
            registryDependencies: (item.registryDependencies ?? []).map((dep) => dependencyName(base, dep)),
            files: filesOf(item, includeSource),
            ...(includeSource && item.cssVars ? { cssVars: item.cssVars } : {}),
            ...(includeSource && item.css ? { css: item.css } : {}),
            ...(props ? { props } : {}),
            examples: await examplesOf(catalog, item, includeSource),
          }
        }),
    ),
  )

  tools.set(
    'get_install_command',
    server.registerTool(
      'get_install_command',
      {
        title: 'Get install commands',
        description:
          'The exact shell commands that add items to a project, for its package manager (detected from the ' +
          'project folder when not given) and the CLI of your choice: snipstack (default) or shadcn. ' +
          '`command` installs the items with every file, npm package, registry item and CSS they need; ' +
          '`init` is run once before it in a project without components.json.',
        inputSchema: {
          items: z
            .array(itemNameInput)
            .min(1)
            .max(50)
            .describe('Item names, e.g. ["marquee", "globe"]. An example installs the item it shows as well.'),
          packageManager: z
            .enum(packageManagers)
            .optional()
            .describe("The project's package manager; detected from its lockfile or package.json when left out."),
          cli: z
            .enum(['snipstack', 'shadcn'])
            .default('snipstack')
            .describe('snipstack (default) or the shadcn CLI, which installs from the items’ registry URLs.'),
        },
        outputSchema: {
          registry: registryFields.registry,
          items: z.array(z.string()),
          packageManager: z.enum(packageManagers),
          detected: z.boolean().describe('Whether the package manager was detected rather than given.'),
          cli: z.enum(['snipstack', 'shadcn']),
          command: z.string(),
          init: z.string().describe('Run once first in a project that has no components.json.'),
        },
        annotations: readOnly,
      },
      async ({ items, packageManager, cli }) =>
        respond(logger, async () => {
          checkItemNames(items.map(itemName))
          const names = [...new Set((await catalog.findAll(items)).map((item) => item.name))]
          const pm = packageManager ?? detectPackageManager(cwd)
          // A project set up for another registry reads it from components.json, but saying it costs nothing.
          const registryFlag = base === PUBLIC_REGISTRY_URL ? [] : ['--registry', base]
          // Every argument is quoted for the shell the command is pasted into (see shellQuote).
          const commands =
            cli === 'snipstack'
              ? {
                  command: snipstackCommand(pm, shellArgs(['add', ...names, ...registryFlag]), cliSource),
                  init: snipstackCommand(pm, shellArgs(['init', ...registryFlag]), cliSource),
                }
              : {
                  command: shadcnCommand(pm, ...names.map((name) => shellArgs([itemUrl(base, name)]))),
                  init: runPackage(pm, 'shadcn@latest init'),
                }
          return { registry: base, items: names, packageManager: pm, detected: !packageManager, cli, ...commands }
        }),
    ),
  )

  tools.set(
    'list_examples',
    server.registerTool(
      'list_examples',
      {
        title: 'List examples',
        description:
          'Examples are small demos that use an item, each installable on its own. Given an item, its ' +
          'examples in the order its docs page shows them, with their full code; without one, every ' +
          'example of the registry and the item it shows, without code. Answers a page at a time (limit, offset).',
        inputSchema: {
          item: itemNameInput.optional().describe('An item name, e.g. "marquee"; leave out for every example.'),
          ...pagingInput(50, 200),
        },
        outputSchema: {
          ...registryFields,
          item: z.string().optional(),
          ...pagingOutput,
          examples: z.array(exampleSummary),
        },
        annotations: readOnly,
      },
      async ({ item: raw, limit, offset }) =>
        respond(logger, async () => {
          if (raw === undefined) {
            const loaded = await catalog.index()
            const examples = loaded.index.items.filter(isExample).map((example) => {
              const [shown] = example.registryDependencies ?? []
              return { ...summarize(example), ...(shown ? { item: dependencyName(base, shown) } : {}) }
            })
            const { shown, ...paging } = page(examples, { limit, offset })
            return { registry: base, ...fromIndex(loaded), ...paging, examples: shown }
          }
          const item = await catalog.item(raw)
          const { shown, ...paging } = page(await examplesOf(catalog, item), { limit, offset })
          return { registry: base, item: item.name, ...paging, examples: shown }
        }),
    ),
  )

  listToolsPlainly(server, tools)
}

export type ToolContext = {
  catalog: Catalog
  /** The project folder: where the package manager is detected. */
  cwd: string
  logger: Logger
  /** The resource URI of an item's docs. */
  docsUri: (name: string) => string
  /** Where install commands take our CLI from (utils/invocation.ts, commandSource). */
  cliSource: CliSource
}
