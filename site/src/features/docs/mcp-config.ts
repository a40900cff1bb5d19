import { type CliSource, mcpServerCommand } from '@snipstack/contracts/install-commands'
import { PRODUCT } from '@snipstack/contracts/product'

/** The MCP clients the MCP docs page shows a configuration for, in its order. */
export const mcpClients = ['claude-code', 'claude-desktop', 'cursor', 'vscode', 'windsurf', 'codex', 'gemini'] as const
export type McpClient = (typeof mcpClients)[number]

/** A client's configuration, or `args`: only the `"args": […]` line of a JSON one. */
export type McpSnippetKind = McpClient | 'args'

export type McpSnippet = { title?: string; language: 'bash' | 'json' | 'toml'; code: string }

/** What an MCP client starts: the CLI's `mcp` (mcpServerCommand), reading `registry` when one is given. */
function server(source: CliSource, registry?: string) {
  const { command, args } = mcpServerCommand(source)
  return { command, args: registry ? [...args, '--registry', registry] : args }
}

/** `npx -y https://ui.example.com/cli/snipstack.tgz mcp`: the one command every client runs. */
export function mcpShellCommand(source: CliSource, registry?: string): string {
  const { command, args } = server(source, registry)
  return [command, ...args].join(' ')
}

/** `"args": ["-y", "…", "mcp"]`, on one line as people write it. */
export function mcpArgsLine(source: CliSource, registry?: string): string {
  return `"args": [${server(source, registry)
    .args.map((arg) => JSON.stringify(arg))
    .join(', ')}]`
}

/** `{ "mcpServers": { "snipstack": { … } } }` and its variants, indented as in the clients' docs. */
function jsonConfig(root: string, source: CliSource, registry?: string, extra: string[] = []): string {
  const { command } = server(source)
  return [
    '{',
    `  "${root}": {`,
    `    "${PRODUCT.id}": {`,
    ...extra.map((line) => `      ${line},`),
    `      "command": "${command}",`,
    `      ${mcpArgsLine(source, registry)}`,
    '    }',
    '  }',
    '}',
  ].join('\n')
}

/**
 * A client's configuration for our MCP server, running the CLI from `source` (this instance's own
 * package, or the npm package the operator declared: docs/product.md, Components and registry) and
 * reading `registry` when one is given rather than the package's own.
 */
export function mcpClientSnippet(client: McpSnippetKind, source: CliSource, registry?: string): McpSnippet {
  const json = (root: string, extra?: string[]) => jsonConfig(root, source, registry, extra)
  switch (client) {
    case 'args':
      return { language: 'json', code: mcpArgsLine(source, registry) }
    case 'claude-code':
      return {
        language: 'bash',
        code: `claude mcp add --scope project ${PRODUCT.id} -- ${mcpShellCommand(source, registry)}`,
      }
    case 'claude-desktop':
      return { title: 'claude_desktop_config.json', language: 'json', code: json('mcpServers') }
    case 'cursor':
      return { title: '.cursor/mcp.json', language: 'json', code: json('mcpServers') }
    case 'vscode':
      return { title: '.vscode/mcp.json', language: 'json', code: json('servers', ['"type": "stdio"']) }
    case 'windsurf':
      return { title: '~/.codeium/windsurf/mcp_config.json', language: 'json', code: json('mcpServers') }
    case 'codex': {
      const { command, args } = server(source, registry)
      return {
        title: '~/.codex/config.toml',
        language: 'toml',
        code: [
          `[mcp_servers.${PRODUCT.id}]`,
          `command = "${command}"`,
          `args = [${args.map((arg) => JSON.stringify(arg)).join(', ')}]`,
        ].join('\n'),
      }
    }
    case 'gemini':
      return { title: '~/.gemini/settings.json', language: 'json', code: json('mcpServers') }
  }
}
