import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mcpServerCommand, snipstackCommand, snipstackRunner } from '@snipstack/contracts/install-commands'
import { repoRoot, run, testEnv } from '@snipstack/testing/fresh-app'
import type { Server } from 'bun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cliPackageModule } from '.'

/**
 * The commands the product prints (docs pages, llms.txt and r/<item>.md, the MCP docs and the MCP
 * server's get_install_command, the CLI's hints) all come from install-commands.ts. Here each npm
 * form of them runs through the real npx, in an empty folder, against this server's module serving
 * the CLI as the build packs it: what a reader pastes must start the CLI.
 */

const cliDir = join(repoRoot, 'cli')
const { version } = JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8')) as { version: string }

let scratch: string
let empty: string
let server: Server<undefined>
let source: { origin: string }
let env: Record<string, string>

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'snipstack-npx-'))
  // The package as `bun run build` packs it, from a bundle of the current sources.
  const pkg = join(scratch, 'package')
  mkdirSync(pkg)
  copyFileSync(join(cliDir, 'package.json'), join(pkg, 'package.json'))
  await run(process.execPath, [join(cliDir, 'build.ts'), join(pkg, 'dist/index.js')], { cwd: cliDir })
  await run('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: pkg, env: testEnv() })
  const packed = readdirSync(scratch).find((name) => name.endsWith('.tgz'))
  if (!packed) throw new Error('npm pack wrote no tarball')

  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 })
  server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => handle(request) })
  const origin = `http://127.0.0.1:${server.port}`
  const served = cliPackageModule({ tarball: join(scratch, packed), publicUrl: origin })
  handle = (request) => served.handle(request)
  source = { origin }

  empty = join(scratch, 'empty')
  mkdirSync(empty)
  // A cache of its own: npx keeps what it ran from a URL, and would run an earlier test run's package.
  env = testEnv({ npm_config_cache: join(scratch, 'npm-cache'), SNIPSTACK_REGISTRY_URL: '' })
})

afterAll(async () => {
  await server?.stop(true)
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** A printed command run in the empty folder, its program and arguments split at the spaces. */
function runPrinted(command: string, options: { allowFailure?: boolean } = {}) {
  const [program = '', ...args] = command.split(' ')
  return run(program, args, { cwd: empty, env, timeoutMs: 90_000, ...options })
}

describe('npx <each command the product prints>, in an empty folder', () => {
  it("starts the CLI from this instance's address", async () => {
    const command = snipstackCommand('npm', '--version', source)
    expect(command).toBe(`npx -y ${source.origin}/cli/snipstack.tgz --version`)
    expect((await runPrinted(command)).stdout.trim()).toBe(version)
  })

  it('starts the MCP server as the client configurations on the MCP docs page start it', async () => {
    const { command, args } = mcpServerCommand(source)
    const child = Bun.spawn([command, ...args], { cwd: empty, env, stdin: 'pipe', stdout: 'pipe', stderr: 'pipe' })
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1.0.0' } },
    }
    child.stdin.write(`${JSON.stringify(initialize)}\n`)
    await child.stdin.flush()
    const reader = child.stdout.getReader()
    let output = ''
    while (!output.includes('\n')) {
      const { value, done } = await reader.read()
      if (done) break
      output += new TextDecoder().decode(value)
    }
    await child.stdin.end()
    reader.releaseLock()
    expect(await child.exited).toBe(0)
    expect(JSON.parse(output.slice(0, output.indexOf('\n')))).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'snipstack' } },
    })
    // With no flag it reads the registry of the instance it came from.
    expect(await new Response(child.stderr).text()).toContain(`(registry ${source.origin}/r)`)
  })

  it("starts the CLI through Bun's form of the command as well", async () => {
    // `bunx` is `bun x`; Bun may be installed without the alias on PATH.
    const command = snipstackCommand('bun', '--version', source).replace(/^bunx /, `${process.execPath} x `)
    expect((await runPrinted(command)).stdout.trim()).toBe(version)
  })

  it('prints hints and usage that name the command as it was run', async () => {
    const runner = snipstackRunner('npm', source)
    const failed = await runPrinted(`${runner} add marquee`, { allowFailure: true })
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain(`Run \`${runner} init\` in the project first.`)
    expect((await runPrinted(`${runner} --help`)).stdout).toContain(`Usage: ${runner} [options] [command]`)
  })
})
