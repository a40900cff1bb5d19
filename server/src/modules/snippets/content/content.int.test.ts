import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type SnippetLanguage, snippetCategories, snippetLanguages } from '@snipstack/contracts'
import postcss from 'postcss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoChecker, type GoChecker, scriptSyntaxErrors, sqlErrorIn } from '../../../../test/code-syntax'
import {
  composeErrors,
  expressionErrors,
  githubWorkflowErrors,
  isRecord,
  kustomizationErrors,
  splitMarkdown,
  yamlDocuments,
  yamlErrors,
} from '../../templates/content/checks'
import {
  kubernetesErrors,
  kustomizeBuild,
  type Manifest,
  onPath,
  removeTempDirs,
  writeTree,
} from '../../templates/content/tools'
import type { TemplateFile } from '../../templates/content/types'
import { load30sSnippets } from '../import-30s'
import { loadSnippetFiles } from './files'
import type { SnippetSeed } from './types'
import {
  dependabotErrors,
  helmCreatePod,
  helmCreateValuesErrors,
  openApiErrors,
  prometheusRuleErrors,
  traefikDynamicErrors,
  yamlSnippetKind,
} from './yaml-checks'

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

/**
 * A base for kustomize-production-overlay with what it names: the Deployment `web`, whose first
 * container runs ghcr.io/acme/web and has the envFrom list its JSON patch appends to, and a Service.
 */
const kustomizeBase: TemplateFile[] = [
  {
    path: 'base/kustomization.yaml',
    content:
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [deployment.yaml, service.yaml]\n',
  },
  {
    path: 'base/deployment.yaml',
    content: [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata: { name: web, labels: { app.kubernetes.io/name: web } }',
      'spec:',
      '  replicas: 1',
      '  selector: { matchLabels: { app.kubernetes.io/name: web } }',
      '  template:',
      '    metadata: { labels: { app.kubernetes.io/name: web } }',
      '    spec:',
      '      containers:',
      '        - name: web',
      '          image: ghcr.io/acme/web:1.0.0',
      '          ports: [{ name: http, containerPort: 8080 }]',
      '          envFrom: []',
      '          resources: { requests: { cpu: 50m, memory: 64Mi } }',
      '',
    ].join('\n'),
  },
  {
    path: 'base/service.yaml',
    content: [
      'apiVersion: v1',
      'kind: Service',
      'metadata: { name: web }',
      'spec:',
      '  selector: { app.kubernetes.io/name: web }',
      '  ports: [{ name: http, port: 80, targetPort: http }]',
      '',
    ].join('\n'),
  },
]

/** What the overlay's notes say it does, in what kubectl kustomize rendered. */
function expectOverlayApplied(docs: unknown[]) {
  const objects = docs.filter(isRecord)
  const find = (kind: string) => objects.find((o) => o.kind === kind)
  const deployment = JSON.stringify(find('Deployment'))
  const configMap = find('ConfigMap')
  const configMapName = isRecord(configMap?.metadata) ? String(configMap.metadata.name) : ''
  expect(configMapName, 'the generated ConfigMap has a content hash').toMatch(/^web-config-[a-z0-9]{10}$/)
  expect(deployment, 'the Deployment refers to the hashed name').toContain(`"configMapRef":{"name":"${configMapName}"}`)
  expect(deployment).toContain('"image":"ghcr.io/acme/web:1.4.2"')
  expect(deployment).toContain('"replicas":4')
  expect(deployment).toContain('"limits":{"memory":"512Mi"}')
  for (const o of objects) {
    const metadata = isRecord(o.metadata) ? o.metadata : {}
    expect(metadata.namespace, `${o.kind} namespace`).toBe('shop-production')
    expect(metadata.labels, `${o.kind} labels`).toMatchObject({ environment: 'production' })
  }
  // includeSelectors: false leaves the selector as the base has it.
  expect(deployment).toContain('"selector":{"matchLabels":{"app.kubernetes.io/name":"web"}}')
}

describe('YAML is validated by its kind: the tool or schema for it, or a structural check where none runs here', () => {
  const yamlSnippets = of('YAML')
  const docsOf = (s: SnippetSeed) => yamlDocuments(s.code)
  const kindOf = (s: SnippetSeed) => yamlSnippetKind(docsOf(s), s.tags)
  // The Kubernetes objects: those of manifest snippets, what kustomize renders from an overlay, and
  // the pod a helm create chart would run with a values snippet; one kubernetesErrors run for all.
  const manifests: Manifest[] = []
  let kubernetesProblems = new Map<string, string[]>()
  const kubectl = onPath('kubectl')
  const builds = new Map<string, { tree: TemplateFile[]; error: string | null; docs: unknown[] }>()

  beforeAll(async () => {
    for (const s of yamlSnippets) {
      const kind = kindOf(s)
      if (kind === 'kubernetes') {
        docsOf(s).forEach((doc, i) => {
          if (isRecord(doc)) manifests.push({ label: `${s.slug}#${i + 1}`, doc })
        })
      } else if (kind === 'helm-values') {
        manifests.push({ label: `${s.slug} (helm create pod)`, doc: helmCreatePod(docsOf(s)[0]) })
      } else if (kind === 'kustomization') {
        const tree = [...kustomizeBase, { path: 'overlays/production/kustomization.yaml', content: s.code }]
        if (!kubectl) {
          builds.set(s.slug, { tree, error: null, docs: [] })
          continue
        }
        const { yaml, error } = await kustomizeBuild(
          join(writeTree(`kustomize-${s.slug}`, tree), 'overlays/production'),
        )
        const docs = yamlDocuments(yaml)
        builds.set(s.slug, { tree, error, docs })
        docs.forEach((doc, i) => {
          if (isRecord(doc)) manifests.push({ label: `${s.slug} (rendered)#${i + 1}`, doc })
        })
      }
    }
    // A misspelt probe field in Helm values reaches the schemas through the pod the chart would run.
    const typo = { readinessProbe: { httpGet: { paht: '/health', port: 'http' } } }
    manifests.push({ label: 'broken#helm-probe-typo', doc: helmCreatePod(typo) })
    kubernetesProblems = await kubernetesErrors(manifests)
  })

  afterAll(() => removeTempDirs())

  it('rejects broken YAML, and a broken object in Helm values', () => {
    expect(yamlErrors('a: [1, 2\nb: 3\n')).not.toEqual([])
    expect(yamlErrors('a: 1\n  b: 2\n')).not.toEqual([])
    expect(kubernetesProblems.get('broken#helm-probe-typo')?.join('\n')).toMatch(/paht/)
  })

  it('rejects broken Compose files and workflows', () => {
    expect(composeErrors({ services: { app: { depends_on: ['db'] } } })).toEqual([
      'service app: no image or build',
      'service app depends on unknown db',
    ])
    expect(githubWorkflowErrors({ name: 'CI', on: 'push', jobs: { a: { 'runs-on': 'x', steps: [{}] } } }, '')).toEqual([
      'job a step 1 needs exactly one of uses and run',
    ])
    // Joined from parts so the linter does not take the ${{ for a template literal's placeholder.
    const unclosed = ['key: $', '{{ runner.os }', '\n'].join('')
    expect(expressionErrors(unclosed)).toEqual(['expression at offset 5 is not closed'])
  })

  it('kubectl kustomize fails on an overlay whose patch the base does not fit (where kubectl is installed)', async (ctx) => {
    if (!kubectl) return ctx.skip('kubectl is not installed')
    // The overlay's notes say its JSON patch needs the base container to have an envFrom list.
    const overlay = yamlSnippets.find((s) => kindOf(s) === 'kustomization')
    if (!overlay) return ctx.skip('no Kustomize overlay snippet')
    const tree = [
      ...kustomizeBase.map((f) => ({ ...f, content: f.content.replace(/^ +envFrom: \[\]\n/m, '') })),
      { path: 'overlays/production/kustomization.yaml', content: overlay.code },
    ]
    const { error } = await kustomizeBuild(join(writeTree('kustomize-broken', tree), 'overlays/production'))
    expect(error).toMatch(/envFrom/)
  })

  it.for(yamlSnippets)('$slug', async (s: SnippetSeed, ctx) => {
    expect(yamlErrors(s.code), `${s.slug} does not parse`).toEqual([])
    const docs = docsOf(s)
    const kind = kindOf(s)
    switch (kind) {
      case 'kubernetes':
        docs.forEach((_, i) => {
          expect(kubernetesProblems.get(`${s.slug}#${i + 1}`), `${s.slug} object ${i + 1}`).toEqual([])
        })
        return
      case 'compose':
        expect(composeErrors(docs[0])).toEqual([])
        return
      case 'github-workflow':
        // githubWorkflowErrors runs expressionErrors over the file as well.
        expect(githubWorkflowErrors(docs[0], s.code)).toEqual([])
        return
      case 'dependabot':
        expect(dependabotErrors(docs[0])).toEqual([])
        return
      case 'openapi':
        expect(openApiErrors(docs[0])).toEqual([])
        return
      case 'prometheus-rules':
        expect(prometheusRuleErrors(docs[0])).toEqual([])
        return
      case 'traefik-dynamic':
        expect(traefikDynamicErrors(docs[0])).toEqual([])
        return
      case 'helm-values':
        expect(helmCreateValuesErrors(docs[0]), 'keys a helm create chart ignores').toEqual([])
        expect(kubernetesProblems.get(`${s.slug} (helm create pod)`), 'the pod the chart would run').toEqual([])
        return
      case 'kustomization': {
        const build = builds.get(s.slug)
        if (!build) throw new Error(`${s.slug} was not built`)
        const paths = build.tree.map((f) => f.path)
        expect(kustomizationErrors(docs[0], 'overlays/production', paths)).toEqual([])
        if (!kubectl) return ctx.skip('kubectl is not installed')
        expect(build.error, 'kubectl kustomize').toBeNull()
        expect(build.docs.length, 'rendered objects').toBeGreaterThan(0)
        build.docs.forEach((_, i) => {
          expect(kubernetesProblems.get(`${s.slug} (rendered)#${i + 1}`), `rendered object ${i + 1}`).toEqual([])
        })
        expectOverlayApplied(build.docs)
        return
      }
      default:
        throw new Error(`${s.slug}: no check knows this kind of YAML (yaml-checks.ts, yamlSnippetKind)`)
    }
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
