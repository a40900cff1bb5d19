import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { PRODUCT } from '@snipstack/contracts'
import packageJson from '../../package.json'
import { CLI_NAME } from '../utils/constants'
import { createLogger, type Logger } from '../utils/logger'
import { createCatalog } from './catalog'
import { registerResources } from './resources'
import { JsonRpcStdioTransport } from './stdio-transport'
import { registerTools } from './tools'

export type McpServerOptions = {
  /** The registry base, as every command resolves it (`--registry`, env, components.json, public). */
  base: string
  /** The project folder, where `get_install_command` detects the package manager. */
  cwd: string
  logger: Logger
  /** How long registry answers are reused; tests shorten it. */
  maxAgeMs?: number
}

/** `snipstack://llms.txt`, `snipstack://docs/marquee`. */
const resourceUri = (path: string) => `${CLI_NAME}://${path}`

/** The registry's MCP server, not yet connected: the command gives it stdio, tests an in-memory pair. */
export function createMcpServer({ base, cwd, logger, maxAgeMs }: McpServerOptions): McpServer {
  const catalog = createCatalog({ base, logger, maxAgeMs })
  const server = new McpServer(
    { name: CLI_NAME, title: `${PRODUCT.name} registry`, version: packageJson.version },
    {
      instructions:
        `${PRODUCT.name} is a registry of animated React components and page blocks for Tailwind CSS v4, ` +
        `installed into a project as source files (registry: ${base}). Find items with search_items or ` +
        'list_items; get_item gives an item with its source, dependencies, props and example code; ' +
        'get_install_command gives the exact command that adds items to the project. Each item’s docs are ' +
        `the resource ${resourceUri('docs/{name}')}; ${resourceUri('llms-full.txt')} holds every item’s docs.`,
    },
  )
  registerTools(server, { catalog, cwd, logger, docsUri: (name) => resourceUri(`docs/${name}`) })
  registerResources(server, { catalog, logger, uri: resourceUri })
  return server
}

/**
 * Serves on stdin/stdout until the client closes stdin. stdout carries only the protocol, so
 * everything else this process says, results of shared code included, goes to stderr.
 */
export async function serveStdio({ base, cwd, silent }: { base: string; cwd: string; silent: boolean }) {
  const logger = createLogger({ silent, results: process.stderr })
  const server = createMcpServer({ base, cwd, logger })
  await server.connect(new JsonRpcStdioTransport())
  logger.info(`${PRODUCT.name} MCP server running on stdio (registry ${base})`)
}
