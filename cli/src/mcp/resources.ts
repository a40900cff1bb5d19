import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { RegistryError } from '../registry/fetch'
import { CliError, errorText } from '../utils/errors'
import type { Logger } from '../utils/logger'
import { type Catalog, dependencyName, itemName, siteRoot } from './catalog'

export type ResourceContext = {
  catalog: Catalog
  logger: Logger
  /** `snipstack://llms.txt` for `llms.txt`. */
  uri: (path: string) => string
}

/**
 * A read that fails answers a protocol error: a name the registry lacks (or a document it does not
 * publish) is the caller's to fix, anything else (the registry unreachable) is ours to report.
 */
function readError(error: unknown): McpError {
  const callers = error instanceof CliError && (!(error instanceof RegistryError) || error.kind === 'not-found')
  return new McpError(callers ? ErrorCode.InvalidParams : ErrorCode.InternalError, errorText(error))
}

export function registerResources(server: McpServer, { catalog, logger, uri }: ResourceContext): void {
  const root = siteRoot(catalog.base)

  /** The document at `url` as the resource's one content; `missing` says what a 404 means, when that is clearer. */
  const text = async (resourceUri: string, url: string, mimeType: string, missing?: string) => {
    try {
      return { contents: [{ uri: resourceUri, mimeType, text: await catalog.text(url) }] }
    } catch (error) {
      if (missing && error instanceof RegistryError && error.kind === 'not-found')
        throw new McpError(ErrorCode.InvalidParams, missing)
      throw readError(error)
    }
  }

  server.registerResource(
    'llms.txt',
    uri('llms.txt'),
    {
      title: 'llms.txt',
      description: "The registry's index for language models: every item with its URL and a one-line description.",
      mimeType: 'text/plain',
    },
    (resource) => text(resource.href, `${root}/llms.txt`, 'text/plain'),
  )

  server.registerResource(
    'llms-full.txt',
    uri('llms-full.txt'),
    {
      title: 'llms-full.txt',
      description: "Every item's docs in one file: installation, usage notes, examples with their code, props.",
      mimeType: 'text/plain',
    },
    (resource) => text(resource.href, `${root}/llms-full.txt`, 'text/plain'),
  )

  /** Items that have docs of their own; an example's code is in its item's docs (and in get_item). */
  const documented = async () => (await catalog.index()).index.items.filter((item) => item.type !== 'registry:example')

  server.registerResource(
    'item-docs',
    new ResourceTemplate(uri('docs/{name}'), {
      list: async () => {
        try {
          const items = await documented()
          return {
            resources: items.map((item) => ({
              uri: uri(`docs/${item.name}`),
              name: item.name,
              title: item.title ?? item.name,
              description: item.description,
              mimeType: 'text/markdown',
            })),
          }
        } catch (error) {
          // The fixed resources stay listed; the reads say what is wrong with the registry.
          logger.warn(`Listing item docs failed: ${errorText(error)}`)
          return { resources: [] }
        }
      },
      complete: {
        name: async (value) => {
          try {
            return (await documented()).map((item) => item.name).filter((name) => name.startsWith(itemName(value)))
          } catch {
            return []
          }
        },
      },
    }),
    {
      title: 'Item docs',
      description:
        "One item's docs as Markdown, in the order of its docs page: installation, usage notes, examples with their code, props.",
      mimeType: 'text/markdown',
    },
    async (resource, { name }) => {
      let found: Awaited<ReturnType<Catalog['find']>>
      try {
        found = await catalog.find(String(Array.isArray(name) ? name[0] : name))
      } catch (error) {
        throw readError(error)
      }
      if (found.type === 'registry:example') {
        const [shown] = found.registryDependencies ?? []
        const itemDocs = shown
          ? `, and ${uri(`docs/${dependencyName(catalog.base, shown)}`)} shows it among the item's examples`
          : ''
        throw new McpError(
          ErrorCode.InvalidParams,
          `'${found.name}' is an example and has no docs of its own: get_item gives its code${itemDocs}.`,
        )
      }
      return text(
        resource.href,
        `${catalog.base}/${found.name}.md`,
        'text/markdown',
        `The registry at ${catalog.base} publishes no docs for '${found.name}'; get_item gives its files, dependencies and examples.`,
      )
    },
  )
}
