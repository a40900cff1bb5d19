import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import type { PGliteInterface } from '@electric-sql/pglite'
import type { SnippetLanguage } from '@snipstack/contracts'
import postgres from 'postgres'
import { repoRoot } from '../../../env'
import { goBinary, goEnvironment } from '../../catalog/go-toolchain'

/**
 * Every snippet's usage example is a program run in its language's real toolchain: the snippet's
 * code, then its example (`<slug>.example.<extension>`), as one program whose standard output must
 * equal `<slug>.out`. A snippet whose example fails or prints anything else does not ship
 * (examples.int.test.ts runs them all; `bun scripts/run-examples.ts` runs some by hand).
 */

/** How one language's example becomes a program and is run: the files to write, then the commands. */
type Recipe = CommandRecipe | InProcessRecipe

/** Run inside this process instead, returning what the program printed (or throwing why it failed). */
type InProcessRecipe = { run: (code: string, example: string) => Promise<string> }

type CommandRecipe = {
  /** The program's files, by name, from the snippet's code and its example. */
  files: (code: string, example: string) => Record<string, string>
  /** Run in order in the program's folder; the last one's standard output is the example's. */
  commands: string[][]
  /** What to install when the first command is missing (Debian's package, or where it comes from). */
  install: string
  /** The folder to make the program's folder in instead of the system's temporary one (see packageHome). */
  home?: (code: string, example: string) => string | undefined
  /** A command that times out gets one more try: a browser a busy machine starves, or a cold compiler, not a loop. */
  retryOnTimeout?: boolean
  /** Environment variables the toolchain needs besides the machine's. */
  env?: Record<string, string>
}

const joined = (code: string, example: string) => `${code.replace(/\s*$/, '')}\n\n${example}`

/**
 * Java and C# declare imports only at the top of a file: the program has the two files' imports
 * first, then the rest of each. Java's source-file mode runs the first class, so the example comes
 * first there.
 */
function hoisted(pattern: RegExp, first: string, second: string) {
  const heads: string[] = []
  const rest = (text: string) =>
    text
      .split('\n')
      .filter((line) => {
        if (!pattern.test(line)) return true
        if (!heads.includes(line.trim())) heads.push(line.trim())
        return false
      })
      .join('\n')
  const body = `${rest(first).trim()}\n\n${rest(second).trim()}\n`
  return `${heads.join('\n')}\n\n${body}`
}

/**
 * Modules a Go example may import besides the standard library, from the sources Debian packages
 * (golang-golang-x-sync-dev, golang-github-lib-pq-dev): no module proxy is reachable here, so the
 * program's go.mod replaces each one it imports with that folder.
 */
const debianGoModules = ['golang.org/x/sync', 'github.com/lib/pq']

function goMod(code: string, example: string): string {
  const used = debianGoModules.filter((module) => `${code}\n${example}`.includes(`"${module}`))
  const lines = used.flatMap((module) => [
    `require ${module} v0.0.0-00010101000000-000000000000`,
    `replace ${module} => /usr/share/gocode/src/${module}`,
  ])
  return ['module example', '', 'go 1.23', '', ...lines, ''].join('\n')
}

/**
 * A Go snippet names its own package; in the program it is package main, beside the example's
 * main. A snippet that is a program of its own (it has a main) is package `./snippet` instead, which
 * the example builds and drives as a user would: it starts it, talks to it and stops it.
 */
const isGoProgram = (code: string) => /^func main\(\)/m.test(code)

function goFiles(code: string, example: string): Record<string, string> {
  const snippet: Record<string, string> = isGoProgram(code)
    ? { 'snippet/main.go': code }
    : { 'snippet.go': code.replace(/^package\s+\w+/m, 'package main') }
  return { 'go.mod': goMod(code, example), ...snippet, 'main.go': example }
}

const go = goBinary()

const compiled = (compile: string[]): string[][] => [compile, ['./main']]

/**
 * A JVM that lives a few seconds: the first JIT tier only and one GC thread. kotlinc spends about
 * half the CPU with these (4.3 s against 2.0 s of user time for a small file), and an example's
 * results do not depend on either.
 */
const shortLivedJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']

/**
 * Node.js itself: under `bun --bun` (the test command's runner) the first `node` on PATH is Bun
 * standing in for it, which prints objects differently, so the PATH is searched for a `node` that
 * is not the running Bun.
 */
function nodeBinary(): string {
  const self = realpathSync(process.execPath)
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'node')
    try {
      if (realpathSync(candidate) !== self) return candidate
    } catch {
      // Not in this folder.
    }
  }
  return 'node'
}

let pristine: Promise<PGliteInterface> | undefined

/**
 * A new, empty PGlite: a copy of one made once per process and never used. Copying skips initdb,
 * which takes seconds of WebAssembly on the test's own thread, where it holds up every example
 * running beside it.
 */
async function freshPglite(): Promise<PGliteInterface> {
  pristine ??= import('@electric-sql/pglite').then(async ({ PGlite }) => {
    const db = new PGlite()
    await db.waitReady
    return db
  })
  return (await pristine).clone()
}

/**
 * PostgreSQL in PGlite, a fresh database per example. The example runs the snippet where it says
 * `\i snippet.sql`, as psql includes a file (first, when it does not say), and prints what
 * `psql --quiet --no-align` would: each result's column names and rows joined by `|`, NULL as
 * nothing, values in PostgreSQL's own text, then `(N rows)`.
 */
async function runSql(code: string, example: string): Promise<string> {
  const { types } = await import('@electric-sql/pglite')
  const include = /^\\i\s+\S+\s*$/m
  const program = include.test(example) ? example.replace(include, () => code) : `${code}\n${example}`
  // Every value as the server's text (t and f, 2024-01-01 00:00:00+00), not as a JavaScript value.
  const arrays = [1000, 1005, 1007, 1009, 1015, 1016, 1021, 1022, 1115, 1182, 1183, 1185, 1187, 1231, 199, 2951, 3807]
  const asText = Object.fromEntries([...Object.values(types), ...arrays].map((id) => [id, (text: string) => text]))
  const db = await freshPglite()
  try {
    await db.exec("SET TIME ZONE 'UTC'")
    const results = await db.exec(program, { parsers: asText })
    return results
      .filter((result) => result.fields.length > 0)
      .map((result) => {
        const names = result.fields.map((field) => field.name)
        const rows = result.rows.map((row) =>
          names.map((name) => (row as Record<string, unknown>)[name] ?? '').join('|'),
        )
        const count = `(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`
        return [names.join('|'), ...rows, count].join('\n')
      })
      .join('\n\n')
  } finally {
    await db.close()
  }
}

/**
 * Browser examples load a page in a Chromium of their own, in a process of their own
 * (page-run.ts, run in the program's folder): what the page's scripts `console.log` is what the
 * example prints, and an uncaught error fails it.
 */
const pageRun = [process.execPath, join(import.meta.dirname, 'page-run.ts'), '.']

/**
 * CSS: the example is the body of an HTML page whose style sheet is the snippet, at 800 × 600 CSS
 * pixels; its scripts log computed styles, sizes and which rules match.
 */
const cssRecipe: CommandRecipe = {
  files: (code, example) => ({
    'index.html': `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Example</title><style>\n${code}\n</style></head>\n<body>\n${example}\n</body>\n</html>\n`,
  }),
  commands: [pageRun],
  install: 'chromium-headless-shell',
  retryOnTimeout: true,
}

/** Where React and its DOM renderer are installed: the site's own dependencies. */
const siteDir = join(repoRoot, 'site')

/**
 * React hooks and components (JavaScript or TypeScript whose code imports `react`): the snippet and
 * its example, as one module, are bundled by Bun with the React the site uses (the program's folder
 * is inside the site's node_modules) and loaded by a page at a real origin, so storage, media
 * queries and observers behave as on a site. The example renders with `react-dom/client`, drives
 * the page and logs what a user would see; the run ends once its module, top-level awaits
 * included, has finished.
 */
function reactRecipe(typescript: boolean): CommandRecipe {
  const entry = typescript ? 'main.tsx' : 'main.jsx'
  return {
    files: (code, example) => ({
      [entry]: joined(code, example),
      'index.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Example</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    }),
    commands: [
      [
        process.execPath,
        'build',
        entry,
        '--target=browser',
        '--format=esm',
        '--outfile=main.js',
        '--define',
        'process.env.NODE_ENV="development"',
      ],
      pageRun,
    ],
    install: 'Bun',
    home: () => join(siteDir, 'node_modules'),
    retryOnTimeout: true,
  }
}

/**
 * The packages a program imports by name (`postgres`, `drizzle-orm`, `@vitejs/plugin-react`), not
 * `node:` or `bun` modules or relative files.
 */
function importedPackages(code: string, example: string): string[] {
  const names = [...`${code}\n${example}`.matchAll(/^import\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => !/^(?:node:|\.|bun(?::|$))/.test(name))
    .map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    )
  return [...new Set(names)]
}

/**
 * TypeScript that imports packages is written in a folder inside the node_modules of the first
 * workspace that has them all (the server's: `postgres`, `drizzle-orm`; the site's: `vite`,
 * `@vitejs/plugin-react`), so bare imports resolve to that workspace's own dependencies, at the
 * versions it uses. Undefined when it imports none, or when no workspace has them all (the run then
 * fails on the import, naming it).
 */
export function packageHome(code: string, example: string): string | undefined {
  const packages = importedPackages(code, example)
  if (packages.length === 0) return undefined
  return ['server', 'site']
    .map((workspace) => join(repoRoot, workspace, 'node_modules'))
    .find((modules) => packages.every((name) => existsSync(join(modules, name))))
}

/**
 * Code that reads DATABASE_URL from its environment (`process.env.DATABASE_URL`,
 * `os.environ["DATABASE_URL"]`, `os.environ.get(...)`, `os.getenv(...)`, Go's `os.Getenv(...)`) talks to a real
 * PostgreSQL: its example gets a fresh, empty database of its own (withDatabase).
 */
export const needsDatabase = (code: string, example: string) =>
  /process\.env\.DATABASE_URL\b|os\.(?:environ\[|environ\.get\(|getenv\(|Getenv\()\s*['"]DATABASE_URL['"]/.test(
    `${code}\n${example}`,
  )

/** The prefix of every database made for an example, so a leftover one is easy to spot (and drop). */
export const EXAMPLE_DATABASE_PREFIX = 'snipstack_example_'

/**
 * Runs `use` with the URL of a new, empty database on the PostgreSQL server that `server` names
 * (TEST_DATABASE_URL), created for it and dropped afterwards, whatever connections the program
 * left open.
 */
async function withDatabase<T>(server: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `${EXAMPLE_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`
  const admin = postgres(server, { max: 1, onnotice: () => undefined })
  try {
    await admin`CREATE DATABASE ${admin(name)}`
    try {
      const url = new URL(server)
      url.pathname = `/${name}`
      return await use(url.toString())
    } finally {
      await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`
    }
  } finally {
    await admin.end()
  }
}

export const exampleRecipes: Partial<Record<SnippetLanguage, Recipe>> = {
  SQL: { run: runSql },
  CSS: cssRecipe,
  JavaScript: {
    files: (code, example) => ({ 'main.mjs': joined(code, example) }),
    commands: [[nodeBinary(), 'main.mjs']],
    install: 'Node.js',
  },
  TypeScript: {
    // Bun runs TypeScript as written; the type check of every snippet is content.int.test.ts's.
    files: (code, example) => ({ 'main.ts': joined(code, example) }),
    commands: [[process.execPath, 'main.ts']],
    install: 'Bun',
    home: packageHome,
  },
  Python: {
    // Run as a module named main, not as the script __main__, so a snippet's own
    // `if __name__ == "__main__":` entry point stays shut and the example calls it, as a test would.
    // Packages such as httpx and asyncpg come from Debian (python3-httpx, python3-asyncpg): their
    // folder is searched last, so a package the interpreter has itself wins.
    files: (code, example) => ({ 'main.py': joined(code, example) }),
    commands: [
      [
        'python3',
        '-X',
        'dev',
        '-c',
        'import runpy, sys; sys.path.append("/usr/lib/python3/dist-packages"); runpy.run_path("main.py", run_name="main")',
      ],
    ],
    install: 'python3',
  },
  Go: {
    files: goFiles,
    commands: [
      [go, 'vet', './...'],
      [go, 'run', '.'],
    ],
    install: 'golang-1.23-go from bookworm-backports',
    // On a cold build cache the first examples compile the standard library's packages they use,
    // several at once on a busy machine: a try that ran out of time left what it compiled cached.
    retryOnTimeout: true,
    // The example's own `go build` finds the same Go; modules come only from go.mod's folders.
    env: goEnvironment,
  },
  PHP: {
    files: (code, example) => ({ 'main.php': joined(code, example.replace(/^\s*<\?php\s*/, '')) }),
    commands: [['php', '-d', 'zend.assertions=1', '-d', 'assert.exception=1', '-d', 'error_reporting=-1', 'main.php']],
    install: 'php-cli',
  },
  Ruby: {
    files: (code, example) => ({ 'main.rb': joined(code, example) }),
    commands: [['ruby', '-w', 'main.rb']],
    install: 'ruby',
  },
  Rust: {
    files: (code, example) => ({ 'main.rs': joined(code, example) }),
    commands: compiled(['rustc', '--edition', '2021', '-D', 'warnings', '-A', 'dead_code', '-o', 'main', 'main.rs']),
    install: 'rustc',
  },
  C: {
    files: (code, example) => ({ 'main.c': joined(code, example) }),
    commands: compiled(['gcc', '-std=c17', '-Wall', '-Wextra', '-Werror', '-O1', '-o', 'main', 'main.c', '-lm']),
    install: 'gcc',
  },
  'C++': {
    files: (code, example) => ({ 'main.cpp': joined(code, example) }),
    commands: compiled(['g++', '-std=c++20', '-Wall', '-Wextra', '-Werror', '-O1', '-o', 'main', 'main.cpp']),
    install: 'g++',
  },
  Java: {
    files: (code, example) => ({ 'Main.java': hoisted(/^import\s[\w.*\s]+;\s*$/, example, code) }),
    commands: [['java', ...shortLivedJvm, '-ea', 'Main.java']],
    install: 'default-jdk-headless',
  },
  'C#': {
    files: (code, example) => ({ 'main.cs': hoisted(/^using\s[\w.=\s]+;\s*$/, code, example) }),
    commands: [
      ['mcs', '-warnaserror', '-out:main.exe', 'main.cs'],
      ['mono', 'main.exe'],
    ],
    install: 'mono-mcs',
  },
  Bash: {
    files: (code, example) => ({ 'snippet.sh': code, 'main.sh': joined(code, example) }),
    commands: [
      ['shellcheck', '--shell=bash', 'snippet.sh'],
      ['bash', 'main.sh'],
    ],
    install: 'shellcheck',
  },
  Lua: {
    files: (code, example) => ({ 'main.lua': joined(code, example) }),
    commands: [['lua5.4', 'main.lua']],
    install: 'lua5.4',
  },
  Perl: {
    files: (code, example) => ({ 'main.pl': joined(code, example) }),
    commands: [['perl', '-w', 'main.pl']],
    install: 'perl',
  },
  Elixir: {
    files: (code, example) => ({ 'main.exs': joined(code, example) }),
    commands: [['elixir', 'main.exs']],
    install: 'elixir',
  },
  R: {
    files: (code, example) => ({ 'main.R': joined(code, example) }),
    commands: [['Rscript', '--vanilla', 'main.R']],
    install: 'r-base-core',
  },
  Kotlin: {
    files: (code, example) => ({ 'main.kt': hoisted(/^import\s[\w.*\s]+$/, code, example) }),
    commands: [
      ['kotlinc', 'main.kt', '-include-runtime', '-d', 'main.jar'],
      ['java', ...shortLivedJvm, '-ea', '-jar', 'main.jar'],
    ],
    install: 'kotlin',
    // kotlinc's script passes JAVA_OPTS to the compiler's JVM.
    env: { JAVA_OPTS: shortLivedJvm.join(' ') },
  },
  Haskell: {
    // Pragmas and imports open a module: the program has both files' first.
    files: (code, example) => ({ 'main.hs': hoisted(/^(import\s.+|\{-#.*#-\})\s*$/, code, example) }),
    commands: [['runghc', '-Wall', 'main.hs']],
    install: 'ghc',
  },
  OCaml: {
    files: (code, example) => ({ 'main.ml': joined(code, example) }),
    commands: [['ocaml', 'main.ml']],
    install: 'ocaml-nox',
  },
  Erlang: {
    // An escript: the code's functions, then the example's main/1, under the line escript skips.
    files: (code, example) => ({ 'main.erl': `#!/usr/bin/env escript\n${joined(code, example)}` }),
    commands: [['escript', 'main.erl']],
    install: 'erlang-base',
  },
  Tcl: {
    files: (code, example) => ({ 'main.tcl': joined(code, example) }),
    commands: [['tclsh', 'main.tcl']],
    install: 'tcl',
  },
  'Common Lisp': {
    files: (code, example) => ({ 'main.lisp': joined(code, example) }),
    commands: [['sbcl', '--script', 'main.lisp']],
    install: 'sbcl',
  },
  Scheme: {
    files: (code, example) => ({ 'main.scm': joined(code, example) }),
    commands: [['guile', '--no-auto-compile', 'main.scm']],
    install: 'guile-3.0',
  },
}

/** What running an example found: `ok`, or why not, with what it printed. */
export type ExampleResult = { ok: true } | { ok: false; reason: string; output: string }

/** How long one command may run: a cold compiler on a busy machine, never a loop. */
const COMMAND_TIMEOUT_MS = 60_000

/** Lines without trailing spaces and no trailing blank lines: how outputs are compared. */
export const normalisedOutput = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '')

function runCommand(command: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; missing: boolean }>((resolve) => {
    const [file = '', ...args] = command
    const child = spawn(file, args, {
      cwd,
      // One locale and no colours, whatever the machine's: Java, for one, writes non-ASCII text by the locale.
      env: {
        ...process.env,
        LANG: 'C.UTF-8',
        LC_ALL: 'C.UTF-8',
        NO_COLOR: '1',
        ...extraEnv,
      },
      timeout: COMMAND_TIMEOUT_MS,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ code: null, stdout, stderr: String(error), missing: error.code === 'ENOENT' }),
    )
    child.on('close', (code) => resolve({ code, stdout, stderr, missing: false }))
  })
}

/** JavaScript or TypeScript that imports React: its examples run in a browser (reactRecipe). */
const usesReact = (snippet: { language: SnippetLanguage; code: string }) =>
  (snippet.language === 'JavaScript' || snippet.language === 'TypeScript') &&
  /^import\s[^;]*\sfrom\s+['"]react(?:-dom)?(?:\/[\w-]+)?['"]/m.test(snippet.code)

/** Runs one snippet's example with its code and compares what it prints with the expected output. */
export async function runExample(snippet: {
  language: SnippetLanguage
  code: string
  example: { code: string; output: string }
}): Promise<ExampleResult> {
  const recipe = usesReact(snippet) ? reactRecipe(snippet.language === 'TypeScript') : exampleRecipes[snippet.language]
  if (!recipe) return { ok: false, reason: `no way to run ${snippet.language} examples yet`, output: '' }
  if ('run' in recipe) {
    let printed: string
    try {
      printed = await recipe.run(snippet.code, snippet.example.code)
    } catch (error) {
      return { ok: false, reason: 'it failed', output: error instanceof Error ? error.message : String(error) }
    }
    return compared(printed, snippet.example.output)
  }
  if (!needsDatabase(snippet.code, snippet.example.code)) return runCommands(recipe, snippet)
  // Read before anything is awaited: the server is the one named when the example was started.
  const server = process.env.TEST_DATABASE_URL
  if (!server) return { ok: false, reason: 'needs a PostgreSQL server: set TEST_DATABASE_URL', output: '' }
  try {
    return await withDatabase(server, (url) => runCommands(recipe, snippet, { DATABASE_URL: url }))
  } catch (error) {
    return {
      ok: false,
      reason: 'its database could not be made or dropped',
      output: error instanceof Error ? error.message : String(error),
    }
  }
}

/** Writes the program's files in a fresh folder, runs the recipe's commands there and compares the last one's output. */
async function runCommands(
  recipe: CommandRecipe,
  snippet: { code: string; example: { code: string; output: string } },
  env: Record<string, string> = {},
): Promise<ExampleResult> {
  const home = recipe.home?.(snippet.code, snippet.example.code)
  const dir = mkdtempSync(home ? join(home, '.snipstack-example-') : join(tmpdir(), 'snipstack-example-'))
  try {
    for (const [name, text] of Object.entries(recipe.files(snippet.code, snippet.example.code))) {
      mkdirSync(dirname(join(dir, name)), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    let last = { code: 0 as number | null, stdout: '', stderr: '', missing: false }
    for (const command of recipe.commands) {
      last = await runCommand(command, dir, { ...recipe.env, ...env })
      if (last.code === null && !last.missing && recipe.retryOnTimeout)
        last = await runCommand(command, dir, { ...recipe.env, ...env })
      if (last.missing)
        return { ok: false, reason: `${command[0]} is not installed (install ${recipe.install})`, output: '' }
      if (last.code !== 0)
        return {
          ok: false,
          reason: `\`${command.join(' ')}\` exited with ${last.code ?? 'a timeout'}`,
          output: `${last.stdout}${last.stderr}`,
        }
    }
    return compared(last.stdout, snippet.example.output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function compared(stdout: string, expected: string): ExampleResult {
  const printed = normalisedOutput(stdout)
  if (printed !== normalisedOutput(expected))
    return { ok: false, reason: 'it printed something other than its .out file', output: printed }
  return { ok: true }
}
