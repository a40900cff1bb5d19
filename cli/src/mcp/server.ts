import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { isJSONRPCErrorResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { PRODUCT } from '@snipstack/contracts'
import packageJson from '../../package.json'
import { CLI_NAME } from '../utils/constants'
import { commandSource, currentInvocation, type Invocation } from '../utils/invocation'
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
  /** How this CLI was started, which `get_install_command` repeats; tests give one. */
  invocation?: Invocation
}

/**
 * A protocol error as JSON-RPC sends it: its own message. The SDK answers a failed request with
 * the message of the McpError thrown, which already starts with "MCP error <code>: ", and a client
 * built on the SDK adds that again ("MCP error -32602: MCP error -32602: Unknown item…").
 */
function plainError(message: JSONRPCMessage): JSONRPCMessage {
  if (!isJSONRPCErrorResponse(message)) return message
  const prefix = `MCP error ${message.error.code}: `
  if (!message.error.message.startsWith(prefix)) return message
  return { ...message, error: { ...message.error, message: message.error.message.slice(prefix.length) } }
}

/** Every error the server sends, its own or the SDK's (an unknown resource), leaves without the prefix. */
class RegistryMcpServer extends McpServer {
  override connect(transport: Transport): Promise<void> {
    const send = transport.send.bind(transport)
    transport.send = (message, options) => send(plainError(message), options)
    return super.connect(transport)
  }
}

/** `snipstack://llms.txt`, `snipstack://docs/marquee`. */
const resourceUri = (path: string) => `${CLI_NAME}://${path}`

/** The registry's MCP server, not yet connected: the command gives it stdio, tests an in-memory pair. */
export function createMcpServer({
  base,
  cwd,
  logger,
  maxAgeMs,
  invocation = currentInvocation(),
}: McpServerOptions): McpServer {
  const catalog = createCatalog({ base, logger, maxAgeMs })
  const server = new RegistryMcpServer(
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
  registerTools(server, {
    catalog,
    cwd,
    logger,
    docsUri: (name) => resourceUri(`docs/${name}`),
    cliSource: commandSource(invocation, base),
  })
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
