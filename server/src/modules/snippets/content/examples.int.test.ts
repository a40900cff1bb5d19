import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { load30sSnippets } from '../import-30s'
import {
  EXAMPLE_DATABASE_PREFIX,
  exampleRecipes,
  needsDatabase,
  normalisedOutput,
  packageHome,
  runExample,
} from './examples'
import { loadSnippetFiles } from './files'

// Every snippet's usage example, run in its language's real toolchain with the snippet's code
// (examples.ts): what it prints must be its .out file, word for word.
const ownSnippets = loadSnippetFiles()
const withExamples = [
  ...ownSnippets.flatMap((snippet) => (snippet.example ? [{ ...snippet, example: snippet.example }] : [])),
  // Every imported snippet has one: an entry without one is not imported (import-30s.ts).
  ...load30sSnippets(),
]

describe('snippet examples', () => {
  it('every snippet in a language whose examples can run has one', () => {
    const missing = ownSnippets.filter((snippet) => !snippet.example && exampleRecipes[snippet.language])
    expect(missing.map((snippet) => snippet.slug)).toEqual([])
  })

  describe.concurrent.each(withExamples)('$slug', (snippet) => {
    // Each command is bounded by the runner (COMMAND_TIMEOUT_MS), and some get a second try: a
    // few commands' worth of time.
    it('prints its .out file', { timeout: 300_000 }, async () => {
      const result = await runExample(snippet)
      expect(result.ok ? 'ok' : `${result.reason}\n${result.output}`).toBe('ok')
    })
  })
})

describe('the example runner', () => {
  const code = 'function twice(n) {\n  return n * 2\n}\n'

  it('passes a program that prints what it should, whatever the trailing spaces and blank lines', async () => {
    const example = { code: 'console.log(twice(21) + "  ")\nconsole.log("")\n', output: '42\n\n\n' }
    expect(await runExample({ language: 'JavaScript', code, example })).toEqual({ ok: true })
  })

  it('fails a program that prints something else, and shows what it printed', async () => {
    const result = await runExample({
      language: 'JavaScript',
      code,
      example: { code: 'console.log(twice(2))', output: '5' },
    })
    expect(result).toEqual({ ok: false, reason: 'it printed something other than its .out file', output: '4' })
  })

  it('fails a program that does not compile, with the compiler’s message', async () => {
    const result = await runExample({
      language: 'C',
      code: 'int twice(int n) { return n * 2; }\n',
      example: { code: 'int main(void) { return twice(); }\n', output: '' },
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.reason).toMatch(/^`gcc .*` exited with 1$/)
      expect(result.output).toContain('too few arguments')
    }
  })

  it('fails a program that exits with an error after printing the right text', async () => {
    const example = { code: 'print(1)\nraise SystemExit(3)\n', output: '1' }
    const result = await runExample({ language: 'Python', code: 'x = 1\n', example })
    expect(result.ok).toBe(false)
  })

  it('runs SQL in a fresh PostgreSQL, the snippet where the example includes it, and prints as psql does', async () => {
    const code = "CREATE FUNCTION shout(t text) RETURNS text LANGUAGE sql AS $$ SELECT upper(t) || '!' $$;\n"
    const example = {
      code: "CREATE TABLE notes (id int, body text, tags text[], done boolean);\nINSERT INTO notes VALUES (1, 'hi', '{a,b}', true), (2, NULL, NULL, false);\n\\i snippet.sql\nSELECT id, shout(body), tags, done FROM notes ORDER BY id;\n",
      output: 'id|shout|tags|done\n1|HI!|{a,b}|t\n2|||f\n(2 rows)\n',
    }
    expect(await runExample({ language: 'SQL', code, example })).toEqual({ ok: true })
    const broken = await runExample({ language: 'SQL', code, example: { code: 'SELECT shout(1, 2);', output: '' } })
    expect(broken.ok ? '' : broken.output).toMatch(/function shout\(integer, integer\) does not exist/)
    // Each example starts from an empty database, whatever the ones before it made.
    const empty = {
      code: "SELECT count(*) AS made FROM pg_tables WHERE schemaname = 'public';",
      output: 'made\n0\n(1 row)\n',
    }
    expect(await runExample({ language: 'SQL', code: '', example: empty })).toEqual({ ok: true })
  })

  it('runs TypeScript that imports packages inside the workspace whose node_modules has them all', () => {
    expect(packageHome("import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n", '')).toMatch(
      /site\/node_modules$/,
    )
    expect(packageHome("import postgres from 'postgres'\n", "import { join } from 'node:path'\n")).toMatch(
      /server\/node_modules$/,
    )
    expect(packageHome("import { join } from 'node:path'\nimport { twice } from './twice'\n", '')).toBeUndefined()
    expect(packageHome("import nothing from 'no-such-package-anywhere'\n", '')).toBeUndefined()
  })

  it('runs CSS on a page in Chromium and prints what its scripts log', async () => {
    const code = '.card { display: grid; padding: 12px; }\n.card[hidden] { display: none; }\n'
    const example = {
      code: '<div class="card" id="a"></div>\n<script>\n  const card = document.getElementById("a")\n  console.log(getComputedStyle(card).display, getComputedStyle(card).paddingTop)\n</script>\n',
      output: 'grid 12px\n',
    }
    expect(await runExample({ language: 'CSS', code, example })).toEqual({ ok: true })
    const thrown = await runExample({
      language: 'CSS',
      code,
      example: { code: '<script>missing()</script>', output: '' },
    })
    expect(thrown.ok ? '' : thrown.output).toMatch(/missing is not defined/)
  })

  it('runs TypeScript that reads DATABASE_URL against a fresh database of its own, dropped afterwards', async () => {
    const server = process.env.TEST_DATABASE_URL
    expect(server, 'set TEST_DATABASE_URL to a PostgreSQL server').toBeTruthy()
    const dir = mkdtempSync(join(tmpdir(), 'snipstack-example-test-'))
    const named = join(dir, 'database')
    const code = "import postgres from 'postgres'\n\nconst sql = postgres(process.env.DATABASE_URL ?? '')\n"
    const example = {
      code: [
        "import { writeFileSync } from 'node:fs'",
        "const tables = await sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`",
        'await sql`CREATE TABLE notes (id int PRIMARY KEY, body text)`',
        "await sql`INSERT INTO notes VALUES (1, 'hi'), (2, 'there')`",
        'const [{ name }] = await sql`SELECT current_database() AS name`',
        `writeFileSync(${JSON.stringify(named)}, name)`,
        "console.log(tables[0].n, (await sql`SELECT body FROM notes ORDER BY id`).map((row) => row.body).join(' '))",
        'await sql.end()',
      ].join('\n'),
      output: '0 hi there\n',
    }
    expect(packageHome(code, example.code)).toMatch(/server\/node_modules$/)
    expect(needsDatabase(code, example.code)).toBe(true)
    const admin = postgres(server ?? '', { max: 1 })
    try {
      expect(await runExample({ language: 'TypeScript', code, example })).toEqual({ ok: true })
      const name = readFileSync(named, 'utf8')
      expect(name.startsWith(EXAMPLE_DATABASE_PREFIX)).toBe(true)
      expect(await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`).toHaveLength(0)
    } finally {
      await admin.end()
      rmSync(dir, { recursive: true, force: true })
    }

    // Without a server to make it on, such an example fails, saying what it needs.
    delete process.env.TEST_DATABASE_URL
    try {
      const result = await runExample({ language: 'TypeScript', code, example })
      expect(result).toEqual({ ok: false, reason: 'needs a PostgreSQL server: set TEST_DATABASE_URL', output: '' })
    } finally {
      process.env.TEST_DATABASE_URL = server
    }
  })

  it('compares outputs line by line without trailing spaces or carriage returns', () => {
    expect(normalisedOutput('a  \r\nb\t\n\n')).toBe('a\nb')
    expect(normalisedOutput(' a')).toBe(' a')
  })
})
