import { describe, expect, it } from 'vitest'
import { mcpArgsLine, mcpClientSnippet, mcpClients, mcpShellCommand } from './mcp-config'

const instance = { origin: 'https://ui.example.com' }
const tgz = 'https://ui.example.com/cli/snipstack.tgz'

describe('MCP client configurations', () => {
  it("start this instance's own CLI, which needs no npm package and no --registry", () => {
    expect(mcpShellCommand(instance)).toBe(`npx -y ${tgz} mcp`)
    expect(mcpClientSnippet('claude-code', instance)).toEqual({
      language: 'bash',
      code: `claude mcp add --scope project snipstack -- npx -y ${tgz} mcp`,
    })
    for (const client of ['claude-desktop', 'cursor', 'windsurf', 'gemini'] as const) {
      const snippet = mcpClientSnippet(client, instance)
      expect(JSON.parse(snippet.code), client).toEqual({
        mcpServers: { snipstack: { command: 'npx', args: ['-y', tgz, 'mcp'] } },
      })
    }
    expect(JSON.parse(mcpClientSnippet('vscode', instance).code)).toEqual({
      servers: { snipstack: { type: 'stdio', command: 'npx', args: ['-y', tgz, 'mcp'] } },
    })
    expect(mcpClientSnippet('codex', instance)).toEqual({
      title: '~/.codex/config.toml',
      language: 'toml',
      code: `[mcp_servers.snipstack]\ncommand = "npx"\nargs = ["-y", "${tgz}", "mcp"]`,
    })
  })

  it('name the npm package only where the operator declared one', () => {
    for (const client of mcpClients) {
      const code = mcpClientSnippet(client, { package: 'snipstack' }).code
      expect(code, client).toContain('snipstack@latest')
      expect(code, client).not.toContain('.tgz')
    }
  })

  it('read another registry when given one', () => {
    const registry = 'https://components.example.com/r'
    expect(mcpShellCommand(instance, registry)).toBe(`npx -y ${tgz} mcp --registry ${registry}`)
    expect(mcpArgsLine(instance, registry)).toBe(`"args": ["-y", "${tgz}", "mcp", "--registry", "${registry}"]`)
    expect(mcpClientSnippet('args', instance, registry).code).toBe(mcpArgsLine(instance, registry))
    expect(mcpClientSnippet('claude-code', instance, registry).code).toBe(
      `claude mcp add --scope project snipstack -- npx -y ${tgz} mcp --registry ${registry}`,
    )
    expect(JSON.parse(mcpClientSnippet('cursor', instance, registry).code).mcpServers.snipstack.args).toEqual([
      '-y',
      tgz,
      'mcp',
      '--registry',
      registry,
    ])
  })
})
