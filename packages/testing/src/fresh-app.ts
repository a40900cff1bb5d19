import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { homedir } from 'node:os'
import { basename, dirname, extname, join, resolve } from 'node:path'

/**
 * A fresh Vite + React 19 + TypeScript + Tailwind CSS v4 app, made the way a user would make
 * one, for the install acceptance tests and the benchmark. Versions are pinned so a new release
 * upstream never changes what these tests prove; the npm cache persists between runs, so only
 * the first run downloads.
 */

export const repoRoot = resolve(import.meta.dirname, '../../..')
export const cliBundle = resolve(repoRoot, 'cli/dist/index.js')
export const shadcnBin = resolve(repoRoot, 'cli/node_modules/.bin/shadcn')

const cacheHome = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache')
export const npmCache = process.env.SNIPSTACK_E2E_NPM_CACHE ?? join(cacheHome, 'snipstack-e2e', 'npm')

export const appPackages = {
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
  devDependencies: {
    '@tailwindcss/vite': '4.3.5',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    '@vitejs/plugin-react': '6.3.0',
    tailwindcss: '4.3.5',
    typescript: '5.9.3',
    vite: '8.3.8',
  },
}

/** Node.js itself, also when these helpers run under Bun, whose `node` on PATH is Bun. */
export function nodeBin(): string {
  if (!process.versions.bun) return process.execPath
  const bun = realpathSync(process.execPath)
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = join(dir, 'node')
    if (existsSync(candidate) && realpathSync(candidate) !== bun) return candidate
  }
  throw new Error('Node.js is not installed')
}

/** The environment every command of these tests runs with: the shared npm cache, no colour. */
export function testEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  // A Bun-provided `node` shim first on PATH would make "runs on Node" prove nothing.
  env.PATH = [dirname(nodeBin()), ...(env.PATH ?? '').split(':')].join(':')
  return {
    ...env,
    npm_config_cache: npmCache,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    // npm waits 5 min on a stalled download before its first retry; on a cold cache one stalled
    // tarball then outlasts the test. A minute without data, then a quick retry, is plenty here.
    npm_config_fetch_timeout: '60000',
    npm_config_fetch_retries: '4',
    npm_config_fetch_retry_mintimeout: '2000',
    npm_config_fetch_retry_maxtimeout: '10000',
    npm_config_user_agent: '',
    NO_COLOR: '1',
    CI: '1',
    ...extra,
  }
}

export type RunResult = { code: number; stdout: string; stderr: string; ms: number }

/** How a command is named in errors: its program and first arguments, not a list of 60 URLs. */
function describe(command: string, args: string[]): string {
  const shown = [basename(command), ...args.slice(0, 3).map((arg) => (arg.includes('/') ? basename(arg) : arg))]
  return `\`${shown.join(' ')}${args.length > 3 ? ` …(${args.length - 3} more)` : ''}\``
}

/** The last lines of a command's output, where what went wrong usually is. */
function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

/**
 * Runs a command to the end; throws with its output when it fails, unless `allowFailure`. A
 * command still running after `timeoutMs` (default 10 min) is stopped and reported as such, with
 * its output so far, so a stall names its step instead of running into the test's own timeout.
 * The bound is for a stall, not a pace: Gatsby's webpack build alone has taken 6 minutes on two
 * cores shared with the integration suites that run beside these tests.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; allowFailure?: boolean; timeoutMs?: number },
): Promise<RunResult> {
  const started = performance.now()
  const timeoutMs = options.timeoutMs ?? 10 * 60_000
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? testEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGTERM')
    }, timeoutMs)
    child.on('error', fail)
    child.on('close', (code) => {
      clearTimeout(timer)
      const result = { code: code ?? 1, stdout, stderr, ms: performance.now() - started }
      const output = `\n--- stdout (end) ---\n${tail(stdout)}\n--- stderr (end) ---\n${tail(stderr)}`
      if (timedOut) fail(new Error(`${describe(command, args)} did not finish within ${timeoutMs / 1000} s${output}`))
      else if (result.code !== 0 && !options.allowFailure)
        fail(new Error(`${describe(command, args)} exited with ${result.code}${output}`))
      else done(result)
    })
  })
}

function write(dir: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
}

/**
 * Writes the app (as the previous major's `npm create vite -- --template react-ts`, TypeScript 5,
 * plus Tailwind's Vite guide and the alias step leave it, in one tsconfig; `paths` alone, as the
 * guide says) and installs it with npm. The Vite guide's own test runs today's template.
 */
export async function createFreshApp(dir: string): Promise<void> {
  write(dir, {
    'package.json': `${JSON.stringify({ name: 'fresh-app', private: true, type: 'module', ...appPackages }, null, 2)}\n`,
    'index.html':
      '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Fresh app</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
    'vite.config.ts': `import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
})
`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          types: ['vite/client'],
          skipLibCheck: true,
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          moduleDetection: 'force',
          noEmit: true,
          jsx: 'react-jsx',
          strict: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
          erasableSyntaxOnly: true,
          noFallthroughCasesInSwitch: true,
          noUncheckedSideEffectImports: true,
          paths: { '@/*': ['./src/*'] },
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
    'src/index.css': '@import "tailwindcss";\n',
    'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App'

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
    'src/App.tsx': 'export default function App() {\n  return <h1>Fresh app</h1>\n}\n',
  })
  await run('npm', ['install'], { cwd: dir })
}

export type RegistryEntry = {
  name: string
  type: string
  meta?: { examples?: Array<{ name: string }>; still?: boolean; paid?: boolean }
}

/** The entries of a registry's index (`<registry>/registry.json`). */
export async function registryEntries(registry: string): Promise<RegistryEntry[]> {
  return ((await (await fetch(`${registry}/registry.json`)).json()) as { items: RegistryEntry[] }).items
}
/** An item with examples; `still` items have no motion of their own to look for. */
export type DemoItem = { name: string; examples: string[]; still: boolean }

/** The items of a registry that have examples, with their example names (the main one first). */
export async function demoItems(registry: string): Promise<DemoItem[]> {
  return (await registryEntries(registry)).flatMap((item) => {
    const examples = (item.meta?.examples ?? []).map((example) => example.name)
    return examples.length ? [{ name: item.name, examples, still: item.meta?.still === true }] : []
  })
}

/**
 * A module whose default export renders every installed example (`@/components/<example>`, as
 * `add <example>` installs it) on one page, each in a `section[data-item][data-example]`, the main
 * example first; then each installed block (`@/components/<block>`, its default export) in a
 * `div[data-block]`. It uses no hook or handler, so it is a Server Component in a Next.js page.
 *
 * With `byQuery` (a Vite app's page, which runs in the browser), `?item=<name>` shows that item's
 * examples alone: a page where one item's motion can be watched without a hundred other demos
 * animating beside it, which on two busy cores slowed every check of the whole page to a crawl.
 */
export function examplesModule(
  items: DemoItem[],
  blocks: readonly string[] = [],
  { byQuery = false }: { byQuery?: boolean } = {},
): string {
  const imports: string[] = []
  const sections: string[] = []
  const shown = (item: string | undefined, markup: string) =>
    byQuery
      ? `      {${item ? `shows('${item}')` : '!only'} && (
  ${markup.replaceAll('\n', '\n  ')}
      )}`
      : markup
  for (const { name, examples } of items) {
    for (const example of examples) {
      const i = imports.length
      imports.push(`import Demo${i} from '@/components/${example}'`)
      sections.push(
        shown(
          name,
          `      <section data-item="${name}" data-example="${example}" className="relative min-h-40 w-full overflow-hidden rounded-xl border p-4">\n        <Demo${i} />\n      </section>`,
        ),
      )
    }
  }
  for (const block of blocks) {
    const i = imports.length
    imports.push(`import Block${i} from '@/components/${block}'`)
    sections.push(
      shown(undefined, `      <div data-block="${block}" className="w-full">\n        <Block${i} />\n      </div>`),
    )
  }
  const pick = byQuery
    ? `
/** \`?item=<name>\`: that item's examples alone. */
const only = new URLSearchParams(window.location.search).get('item')
const shows = (item: string) => !only || only === item
`
    : ''
  return `${imports.join('\n')}
${pick}
export default function App() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 p-8">
${sections.join('\n')}
    </main>
  )
}
`
}

/**
 * Renders every installed example and block (examplesModule) as a Vite app's `src/App.tsx`, where
 * `?item=<name>` shows one item's examples alone.
 */
export function renderExamples(dir: string, items: DemoItem[], blocks: readonly string[] = []): void {
  write(dir, { 'src/App.tsx': examplesModule(items, blocks, { byQuery: true }) })
}

/** The registry's blocks anyone may install (page templates for Pro members left out). */
export async function freeBlocks(registry: string): Promise<string[]> {
  return (await registryEntries(registry))
    .filter((item) => item.type === 'registry:block' && !item.meta?.paid)
    .map((item) => item.name)
}

/** Type-checks (strict, verbatimModuleSyntax) and builds the app with its own tools. */
export async function typecheckAndBuild(dir: string): Promise<void> {
  await run(nodeBin(), [join(dir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], { cwd: dir })
  await run(nodeBin(), [join(dir, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: dir })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** Starts `server` on a free loopback port: its origin, and how to stop it. */
export function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      done({
        url: `http://127.0.0.1:${port}`,
        // close() alone waits for every open connection to end, and a browser keeps sockets it
        // opened ahead of need (preconnects) without a request on them, which Node does not count
        // as idle: the server would stay up until its request timeout, minutes later.
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed())
            server.closeAllConnections()
          }),
      })
    })
  })
}

/** Serves a folder over HTTP on a free loopback port; `/` is index.html. */
export function serveFolder(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = resolve(root, `.${path === '/' ? '/index.html' : path}`)
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return listenOnLoopback(server)
}

/**
 * What shadcn's CLI fetches from REGISTRY_URL while adding an item from a URL (its base colour
 * file), served from the small files in packages/testing/fixtures. `requests` lists the paths it asked for.
 */
export async function startShadcnFixture(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const root = resolve(import.meta.dirname, '../fixtures')
  const requests: string[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    requests.push(path)
    const file = resolve(root, `.${path.replace(/^\/r\//, '/')}`)
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file))
  })
  const { url, close } = await listenOnLoopback(server)
  return { url: `${url}/r`, requests, close }
}
