import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type SnippetLanguage, snippetCategories, snippetLanguages } from '@snipstack/contracts'
import postcss from 'postcss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { createGoChecker, type GoChecker, scriptSyntaxErrors, sqlErrorIn } from '../../../../test/code-syntax'
import { splitMarkdown } from '../../templates/content/checks'
import { load30sSnippets } from '../import-30s'
import { loadSnippetFiles } from './files'
import type { SnippetSeed } from './types'

// The files' own contract (slugs, metadata, prices) is checked as they load (files.test.ts); these
// are the catalogue's checks on top: its size, its reach and that every snippet's code is sound.
const ownSnippets = loadSnippetFiles()
const of = (language: SnippetLanguage) => ownSnippets.filter((s) => s.language === language)

describe('snippet catalogue', () => {
  it('has at least 1,000 snippets whose examples run, in at least 25 languages with 20 or more each', () => {
    // Ours with an example, and every imported one (an entry without an example is not imported).
    const running = [...ownSnippets.filter((s) => s.example), ...load30sSnippets()]
    expect(running.length).toBeGreaterThanOrEqual(1000)
    const perLanguage = new Map<string, number>()
    for (const { language } of running) perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1)
    const broad = [...perLanguage].filter(([, count]) => count >= 20).map(([language]) => language)
    expect(broad.length, `languages with 20 or more: ${broad.join(', ')}`).toBeGreaterThanOrEqual(25)
    // Every language the filter offers holds a real choice, and those the landing and spec name are broad.
    for (const language of snippetLanguages) {
      expect(of(language).length, `${language} snippets`).toBeGreaterThanOrEqual(12)
    }
    for (const language of ['Go', 'JavaScript', 'Python', 'PHP', 'TypeScript'] as const) {
      expect(broad, language).toContain(language)
    }
  })

  it('uses every category', () => {
    for (const category of snippetCategories) {
      expect(
        ownSnippets.some((s) => s.category === category),
        `category ${category}`,
      ).toBe(true)
    }
  })

  it('has the two snippets the landing page links to', () => {
    const bySlug = new Map(ownSnippets.map((s) => [s.slug, s]))
    expect(bySlug.get('go-http-server')?.language, 'go-http-server').toBe('Go')
    expect(bySlug.get('typescript-api-route')?.language, 'typescript-api-route').toBe('TypeScript')
  })

  it('has some pro snippets, some of them discounted', () => {
    const pro = ownSnippets.filter((s) => s.plan === 'pro')
    expect(pro.length).toBeGreaterThanOrEqual(5)
    expect(pro.some((s) => s.originalPrice !== undefined)).toBe(true)
  })

  it.each(ownSnippets)('$slug: code is a complete snippet of 10 to 60 lines', (s: SnippetSeed) => {
    const lines = s.code.trimEnd().split('\n').length
    expect(lines, `${s.slug}: code lines`).toBeGreaterThanOrEqual(10)
    expect(lines, `${s.slug}: code lines`).toBeLessThanOrEqual(60)
    expect(s.code, `${s.slug}: code must not contain placeholders`).not.toMatch(/\b(TODO|FIXME|XXX|lorem ipsum)\b/i)
  })

  it.each(ownSnippets)('$slug: mdx is plain Markdown with usage and notes', (s: SnippetSeed) => {
    const { prose, fenceInfos, unclosed } = splitMarkdown(s.mdx)
    expect(unclosed, `${s.slug}: mdx has an unclosed code fence`).toBe(false)
    expect(fenceInfos.length, `${s.slug}: mdx needs a fenced code block`).toBeGreaterThan(0)
    for (const info of fenceInfos) expect(info, `${s.slug}: every fence names its language`).toMatch(/^[a-z]+$/)
    // A type such as `Vec<u8>` in a code span is code, shown as written: only prose could be markup.
    const outsideCode = prose.replace(/`[^`\n]*`/g, '')
    expect(outsideCode, `${s.slug}: no HTML or JSX tags outside code`).not.toMatch(/<\/?[A-Za-z!][^>]*>/)
    expect(prose, `${s.slug}: mdx needs a Usage section`).toMatch(/^## Usage$/m)
    expect(prose, `${s.slug}: mdx needs a Notes section`).toMatch(/^## Notes$/m)
    expect(prose.split('## Usage')[0]?.trim().length, `${s.slug}: mdx needs an intro`).toBeGreaterThan(40)
  })
})

/** JavaScript is checked as a .js file (which allows JSX); TypeScript as .ts, or as .tsx when it holds JSX. */
function scriptErrors(s: Pick<SnippetSeed, 'slug' | 'code' | 'language'>): string[] {
  if (s.language === 'JavaScript') return scriptSyntaxErrors(`${s.slug}.js`, s.code)
  const asTs = scriptSyntaxErrors(`${s.slug}.ts`, s.code)
  if (asTs.length === 0) return []
  const asTsx = scriptSyntaxErrors(`${s.slug}.tsx`, s.code)
  return asTsx.length === 0 ? [] : [...asTs, ...asTsx]
}

describe('JavaScript and TypeScript parse with the TypeScript compiler', () => {
  it('rejects broken code', () => {
    expect(scriptErrors({ slug: 'broken', language: 'JavaScript', code: 'const a = {\n' })).not.toEqual([])
    expect(scriptErrors({ slug: 'broken', language: 'JavaScript', code: 'let n: number = 1\n' })).not.toEqual([])
    expect(scriptErrors({ slug: 'broken', language: 'TypeScript', code: 'function f(: string) {}\n' })).not.toEqual([])
  })

  it.each([...of('JavaScript'), ...of('TypeScript')])('$slug', (s: SnippetSeed) => {
    expect(scriptErrors(s), `${s.slug} has syntax errors`).toEqual([])
  })
})

describe('Python parses with python3 (ast.parse and compile)', () => {
  type PythonResult = { slug: string; error: string | null }
  let results = new Map<string, string | null>()

  beforeAll(() => {
    const script = [
      'import ast, json, sys',
      'results = []',
      'for item in json.load(sys.stdin):',
      '    try:',
      '        tree = ast.parse(item["code"], filename=item["slug"] + ".py")',
      '        compile(tree, item["slug"] + ".py", "exec", dont_inherit=True)',
      '        results.append({"slug": item["slug"], "error": None})',
      '    except SyntaxError as exc:',
      '        results.append({"slug": item["slug"], "error": f"line {exc.lineno}: {exc.msg}"})',
      'json.dump(results, sys.stdout)',
    ].join('\n')
    const input = [
      ...of('Python').map(({ slug, code }) => ({ slug, code })),
      { slug: 'broken', code: 'def f(:\n    return 1\n' },
    ]
    const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' })
    if (run.error) throw new Error(`python3 could not be started: ${run.error.message}`)
    if (run.status !== 0) throw new Error(`python3 exited with ${run.status}: ${run.stderr}`)
    const parsed = JSON.parse(run.stdout) as PythonResult[]
    results = new Map(parsed.map((r) => [r.slug, r.error]))
  })

  it('rejects broken code', () => {
    expect(results.get('broken')).toMatch(/^line \d+/)
  })

  it.each(of('Python'))('$slug', (s: SnippetSeed) => {
    expect(results.has(s.slug), `${s.slug} was not checked`).toBe(true)
    expect(results.get(s.slug), `${s.slug} has a syntax error`).toBeNull()
  })
})

function cssError(slug: string, code: string): string | null {
  try {
    const root = postcss.parse(code, { from: `${slug}.css` })
    return root.nodes.length > 0 ? null : `${slug}: no rules`
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

describe('CSS parses with PostCSS', () => {
  it('rejects broken code', () => {
    expect(cssError('broken', '.a { color: red;\n')).not.toBeNull()
    expect(cssError('broken', '.a { color: red\n  background: blue; }\n')).not.toBeNull()
  })

  it.each(of('CSS'))('$slug', (s: SnippetSeed) => {
    expect(cssError(s.slug, s.code), `${s.slug} does not parse`).toBeNull()
  })
})

function yamlErrors(code: string): string[] {
  const parsed = parseAllDocuments(code)
  if (!Array.isArray(parsed)) return ['the stream holds no document']
  const problems = parsed.flatMap((doc) => [...doc.errors, ...doc.warnings].map((e) => e.message))
  if (parsed.some((doc) => doc.contents === null)) problems.push('a document is empty')
  return problems
}

describe('YAML parses with the yaml package', () => {
  it('rejects broken code', () => {
    expect(yamlErrors('a: [1, 2\nb: 3\n')).not.toEqual([])
    expect(yamlErrors('a: 1\n  b: 2\n')).not.toEqual([])
  })

  it.each(of('YAML'))('$slug', (s: SnippetSeed) => {
    expect(yamlErrors(s.code), `${s.slug} does not parse`).toEqual([])
  })
})

describe('SQL runs against the fixture schema in PGlite', () => {
  let db: PGlite

  beforeAll(async () => {
    db = new PGlite()
    await db.exec(readFileSync(new URL('./sql-fixture.sql', import.meta.url), 'utf8'))
  })

  afterAll(async () => {
    await db?.close()
  })

  /** Runs code in a transaction that is always rolled back; returns the error message, if any. */
  const sqlError = (code: string) => sqlErrorIn(db, code)

  it('rejects broken code and leaves no trace', async () => {
    expect(await sqlError('SELECT missing_column FROM users;')).toMatch(/missing_column/)
    expect(await sqlError('SELEC 1;')).toMatch(/syntax error/)
    expect(await sqlError('CREATE TABLE scratch (id int);')).toBeNull()
    expect(await sqlError('SELECT * FROM scratch;')).toMatch(/scratch/)
  })

  it.each(of('SQL'))('$slug', async (s: SnippetSeed) => {
    expect(await sqlError(s.code), `${s.slug} fails against sql-fixture.sql`).toBeNull()
  })
})

describe('Go parses with tree-sitter-go (and gofmt -e where it is installed)', () => {
  let checker: GoChecker
  const gofmt = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, process.platform === 'win32' ? 'gofmt.exe' : 'gofmt'))
    .find((path) => existsSync(path))

  beforeAll(async () => {
    checker = await createGoChecker()
  })

  afterAll(() => {
    checker?.close()
  })

  function goErrors(code: string): string[] {
    const errors = checker.errors(code).map((problem) => `tree-sitter ${problem}`)
    if (gofmt) {
      const run = spawnSync(gofmt, ['-e'], { input: code, encoding: 'utf8' })
      if (run.status !== 0) errors.push(`gofmt: ${run.stderr.trim() || run.error?.message}`)
    }
    return errors
  }

  it('rejects broken code', () => {
    expect(goErrors('package main\n\nfunc main() {\n\tx := \n}\n')).not.toEqual([])
    expect(goErrors('package main\n\nfunc main() {\n')).not.toEqual([])
  })

  it.each(of('Go'))('$slug', (s: SnippetSeed) => {
    expect(goErrors(s.code), `${s.slug} does not parse`).toEqual([])
  })
})
