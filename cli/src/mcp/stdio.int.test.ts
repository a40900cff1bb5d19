import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { buildRegistry } from '@snipstack/registry/build'
import type { Server } from 'bun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveRegistry } from '../test/static-registry'

/** `snipstack mcp` as an MCP client starts it: a separate process speaking JSON-RPC on stdin/stdout. */

const cliEntry = resolve(import.meta.dirname, '../index.ts')
const scratch = mkdtempSync(join(tmpdir(), 'snipstack-mcp-stdio-'))
const dist = join(scratch, 'registry')
const env = { XDG_CACHE_HOME: join(scratch, 'cache'), NO_COLOR: '1', SNIPSTACK_REGISTRY_URL: '' }

let registry: Server<undefined>
let base: string

beforeAll(async () => {
  await buildRegistry(dist, { writeGeneratedCss: false })
  registry = serveRegistry(dist)
  base = `http://127.0.0.1:${registry.port}/r`
})
afterAll(async () => {
  await registry.stop(true)
  rmSync(scratch, { recursive: true, force: true })
})

describe('snipstack mcp over stdio', () => {
  it("answers the SDK's client: tools, a bad call, then more tools and a resource", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cliEntry, 'mcp', '--registry', base],
      env: { ...getDefaultEnvironment(), ...env },
      cwd: scratch,
      stderr: 'pipe',
    })
    let stderr = ''
    ;(transport.stderr as Readable | null)?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const client = new Client({ name: 'stdio-test', version: '1.0.0' })
    const errors: Error[] = []
    client.onerror = (error) => errors.push(error)
    await client.connect(transport)
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'snipstack', title: 'Snipstack registry' })
      expect((await client.listTools()).tools).toHaveLength(5)

      const search = await client.callTool({ name: 'search_items', arguments: { query: 'marquee', limit: 1 } })
      expect(search.structuredContent).toMatchObject({ registry: base, items: [{ name: 'marquee' }] })

      const bad = await client.callTool({ name: 'get_item', arguments: { name: 'no-such-item' } })
      expect(bad.isError).toBe(true)
      expect(bad.content).toEqual([
        {
          type: 'text',
          text: "Unknown item 'no-such-item'.\nCall search_items or list_items for the names this registry has.",
        },
      ])
      const invalid = await client.callTool({ name: 'get_item', arguments: { name: '' } })
      expect(invalid.isError).toBe(true)

      const install = await client.callTool({
        name: 'get_install_command',
        arguments: { items: ['marquee'], packageManager: 'npm' },
      })
      expect(install.structuredContent).toMatchObject({
        command: `npx -y ${base.slice(0, -'/r'.length)}/cli/snipstack.tgz add marquee --registry ${base}`,
      })
      const docs = await client.readResource({ uri: 'snipstack://docs/marquee' })
      expect(docs.contents).toEqual([
        {
          uri: 'snipstack://docs/marquee',
          mimeType: 'text/markdown',
          text: await (await fetch(`${base}/marquee.md`)).text(),
        },
      ])
    } finally {
      await client.close()
    }
    expect(errors).toEqual([])
    expect(stderr).toContain(`Snipstack MCP server running on stdio (registry ${base})`)
  })

  it('writes nothing but JSON-RPC to stdout, logs to stderr, and exits when stdin closes', async () => {
    const child = Bun.spawn([process.execPath, cliEntry, 'mcp', '--registry', base], {
      cwd: scratch,
      env: { ...process.env, ...env },
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`)
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    })
    send({ jsonrpc: '2.0', method: 'notifications/initialized' })
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_items', arguments: {} } })
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_items', arguments: { limit: -1 } } })

    // Answers arrive in any order; stdin closes only once both calls have answered.
    const lines: string[] = []
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader()
    let pending = ''
    while (lines.length < 3) {
      const { done, value } = await reader.read()
      if (done) break
      pending += value
      const parts = pending.split('\n')
      pending = parts.pop() ?? ''
      lines.push(...parts.filter(Boolean))
    }
    await child.stdin.end()
    const [code, stderr] = await Promise.all([child.exited, new Response(child.stderr).text()])
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      pending += value
    }

    expect(code).toBe(0)
    expect(pending).toBe('')
    const messages = lines.map((line) => JSON.parse(line) as { jsonrpc: string; id: number; result: unknown })
    expect(messages.every((message) => message.jsonrpc === '2.0')).toBe(true)
    expect(messages.map((message) => message.id).sort()).toEqual([1, 2, 3])
    const byId = new Map(messages.map((message) => [message.id, message.result]))
    expect(byId.get(1)).toMatchObject({ serverInfo: { name: 'snipstack' }, capabilities: { tools: {}, resources: {} } })
    expect(byId.get(2)).toMatchObject({ structuredContent: { registry: base } })
    expect(byId.get(3)).toMatchObject({ isError: true })
    // The index fetch's progress lines went to stderr, where clients keep a server's log.
    expect(stderr).toContain(`Fetched the index from ${base}`)
  })

  it('answers malformed JSON-RPC with JSON-RPC errors and keeps serving', async () => {
    const child = Bun.spawn([process.execPath, cliEntry, 'mcp', '--registry', base], {
      cwd: scratch,
      env: { ...process.env, ...env },
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'ignore',
    })
    const lines = [
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/list"',
      'not json at all',
      '{"foo": 1}',
      '{"jsonrpc": "2.0", "id": 7}',
      '[]',
      '42',
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'init',
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }),
    ]
    child.stdin.write(`${lines.join('\n')}\n`)
    await child.stdin.end()
    const [stdout, code] = await Promise.all([new Response(child.stdout).text(), child.exited])
    expect(code).toBe(0)
    const answers = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    const parseError = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
    const invalid = (id: number | null) => ({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request' } })
    expect(answers.slice(0, 6)).toEqual([
      parseError,
      parseError,
      invalid(null),
      invalid(7),
      invalid(null),
      invalid(null),
    ])
    expect(answers[6]).toMatchObject({ jsonrpc: '2.0', id: 'init', result: { serverInfo: { name: 'snipstack' } } })
    expect(answers).toHaveLength(7)
  })

  it('refuses a bad --registry with a message on stderr and nothing on stdout', async () => {
    const child = Bun.spawn([process.execPath, cliEntry, 'mcp', '--registry', 'not a url'], {
      cwd: scratch,
      env: { ...process.env, ...env },
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const [code, stdout, stderr] = await Promise.all([
      child.exited,
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
    ])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain("'not a url' is not a registry URL.")
  })
})
