import { createRequire } from 'node:module'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { templateCategorySlugList, templateLanguages } from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoChecker, type GoChecker, scriptSyntaxErrors, sqlErrorIn } from '../../../../test/code-syntax'
import { goEnvironment } from '../../catalog/go-toolchain'
import {
  baseName,
  catalogueErrors,
  chartYamlErrors,
  composeErrors,
  cssErrors,
  dirName,
  dockerfileErrors,
  dockerRuntimeErrors,
  type FileKind,
  fileKind,
  firstYamlMap,
  githubWorkflowErrors,
  gitlabCiErrors,
  goModErrors,
  goTemplateErrors,
  helmChartDirOf,
  helmTemplateNames,
  helmUndeclaredValues,
  htmlErrors,
  isRecord,
  jsonErrors,
  kustomizationErrors,
  makefileErrors,
  markdownErrors,
  plainErrors,
  readmeErrors,
  templateMetaErrors,
  terraformUndeclaredVariables,
  terraformVariableErrors,
  textHygieneErrors,
  tomlErrors,
  xmlErrors,
  yamlDocuments,
  yamlErrors,
} from './checks'
import { loadTemplateFiles } from './files'
import { templatePreviewSvg } from './preview'
import {
  cargoEdition,
  checkNginxTemplate,
  gofmtProblems,
  javaSyntaxErrors,
  kubernetesErrors,
  kustomizeBuild,
  type Manifest,
  makeProblems,
  makeSelfSignedCert,
  type NginxResult,
  onPath,
  phpLintErrors,
  pythonErrors,
  removeTempDirs,
  runStarterBuild,
  rustfmtKnowsEdition,
  rustfmtProblems,
  type StarterBuild,
  shellErrors,
  starterBuildMissing,
  terraformUnformatted,
  typeCheckProject,
  writeTree,
} from './tools'
import type { TemplateFile, TemplateSeed } from './types'

// Required rather than imported: the package's type declarations pull the DOM library into the
// server's type-check, where its fetch types clash with Bun's. Only its parse function is used.
const { parse: parseHcl } = createRequire(import.meta.url)('@cdktf/hcl2json') as {
  parse(fileName: string, content: string): Promise<Record<string, unknown>>
}

// Listing the kinds as object keys makes the compiler flag this file when a kind is added to checks.ts.
const kinds = Object.keys({
  json: true,
  yaml: true,
  'helm-template': true,
  dockerfile: true,
  nginx: true,
  hcl: true,
  typescript: true,
  javascript: true,
  python: true,
  go: true,
  'go-mod': true,
  shell: true,
  toml: true,
  markdown: true,
  plain: true,
  html: true,
  css: true,
  sql: true,
  rust: true,
  php: true,
  java: true,
  xml: true,
  makefile: true,
} satisfies Record<FileKind, true>) as FileKind[]

type Entry = { slug: string; template: TemplateSeed; file: TemplateFile; kind: FileKind | null; label: string }
// The files' own contract (manifest, listed files, paths) is checked as they load (files.test.ts).
const ownTemplates = loadTemplateFiles()
const fence = '```'
const entries: Entry[] = ownTemplates.flatMap((template) => {
  const paths = template.files.map((f) => f.path)
  return template.files.map((file) => ({
    slug: template.slug,
    template,
    file,
    kind: fileKind(file.path, paths),
    label: `${template.slug}/${file.path}`,
  }))
})
const filesOf = (kind: FileKind) => entries.filter((e) => e.kind === kind)
const isWorkflow = (path: string) => /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path)
const isCompose = (path: string) => /^(docker-)?compose(\.[\w-]+)?\.ya?ml$/.test(baseName(path))
const isKustomization = (path: string) => baseName(path) === 'kustomization.yaml'
const today = new Date().toISOString().slice(0, 10)

/** A template made of the given files, with valid metadata, for the broken-input cases. */
function fixture(overrides: Partial<TemplateSeed> = {}): TemplateSeed {
  return {
    slug: 'fixture-template',
    name: 'Fixture Template',
    description: 'A template that exists only to prove the checks fail.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['fixture', 'test'],
    readme: `A fixture README that is long enough to count as an introduction paragraph.\n\n## Usage\n\n${fence}bash\necho hi\n${fence}\n`,
    files: [
      { path: 'Dockerfile', content: 'FROM alpine:3.22\n' },
      { path: '.dockerignore', content: '.git\n' },
    ],
    published: '2025-06-01',
    ...overrides,
  }
}
const allowed = { categories: templateCategorySlugList, languages: templateLanguages, today }

afterAll(() => removeTempDirs())

describe('templates catalogue', () => {
  it('has at least 100 templates, at least 10 per category, unique slugs', () => {
    const rules = { minTotal: 100, minPerCategory: 10 }
    expect(catalogueErrors(ownTemplates, templateCategorySlugList, rules)).toEqual([])
    const broken = [fixture(), fixture()]
    expect(catalogueErrors(broken, templateCategorySlugList, rules)).toEqual(
      expect.arrayContaining([expect.stringMatching(/fewer than 100/), expect.stringMatching(/used twice/)]),
    )
  })

  it('rejects broken metadata', () => {
    expect(templateMetaErrors(fixture(), allowed)).toEqual([])
    const cases: [Partial<TemplateSeed>, RegExp][] = [
      [{ slug: 'Bad_Slug' }, /slug/],
      [{ tags: ['one'] }, /2 to 6 tags/],
      [{ published: '2024-12-31' }, /outside/],
      [{ published: '2025-02-30' }, /real day/],
      [{ price: 29, originalPrice: 19 }, /originalPrice must exceed price/],
      [{ originalPrice: 19 }, /free template/],
      [{ files: [{ path: 'Dockerfile', content: 'FROM a\n' }] }, /at least two files/],
      [{ files: [fixture().files[0] as TemplateFile, { path: '../x', content: 'x\n' }] }, /\.\. segment/],
      [{ files: [fixture().files[0] as TemplateFile, { path: '/etc/x', content: 'x\n' }] }, /absolute/],
      [{ readme: 'Short.\n' }, /Usage/],
      [{ readme: `${fixture().readme}\nSome <div>html</div>.\n` }, /raw HTML/],
    ]
    for (const [override, expected] of cases) {
      expect(templateMetaErrors(fixture(override), allowed), JSON.stringify(override)).toEqual(
        expect.arrayContaining([expect.stringMatching(expected)]),
      )
    }
  })

  it.each(ownTemplates)('$slug: metadata, figures, price, paths and README', (t: TemplateSeed) => {
    expect(templateMetaErrors(t, allowed)).toEqual([])
  })

  it('has about a quarter paid, most of those discounted, and varied publication dates', () => {
    const paid = ownTemplates.filter((t) => t.price !== undefined)
    expect(paid.length / ownTemplates.length).toBeGreaterThanOrEqual(0.2)
    expect(paid.length / ownTemplates.length).toBeLessThanOrEqual(0.35)
    expect(paid.filter((t) => t.originalPrice !== undefined).length).toBeGreaterThan(paid.length / 2)
    const dates = new Set(ownTemplates.map((t) => t.published))
    expect(dates.size).toBeGreaterThan(ownTemplates.length * 0.8)
  })
})

describe('every file is checked', () => {
  it('knows every file kind', () => {
    expect(fileKind('deploy/app.unknownext', [])).toBeNull()
    expect(fileKind('Vagrantfile', [])).toBeNull()
    const unchecked = entries.filter((e) => e.kind === null).map((e) => e.label)
    expect(unchecked, 'files no check knows').toEqual([])
    for (const e of entries) expect(kinds).toContain(e.kind)
  })

  it('rejects bad line hygiene', () => {
    expect(textHygieneErrors({ path: 'a', content: 'x\n' }, false)).toEqual([])
    expect(textHygieneErrors({ path: 'a', content: 'x' }, false)).not.toEqual([])
    expect(textHygieneErrors({ path: 'a', content: 'x \n' }, false)).not.toEqual([])
    expect(textHygieneErrors({ path: 'a', content: 'x\r\n' }, false)).not.toEqual([])
    expect(textHygieneErrors({ path: 'a', content: '\tx\n' }, false)).not.toEqual([])
    expect(textHygieneErrors({ path: 'a', content: 'x\n\n' }, false)).not.toEqual([])
  })

  it.each(entries)('$label: line hygiene', (e: Entry) => {
    expect(textHygieneErrors(e.file, e.kind === 'go' || e.kind === 'go-mod' || e.kind === 'makefile')).toEqual([])
  })
})

describe('JSON parses', () => {
  it('rejects broken JSON', () => {
    expect(jsonErrors('{"a": 1,}')).not.toEqual([])
  })
  it.each(filesOf('json'))('$label', (e: Entry) => {
    expect(jsonErrors(e.file.content)).toEqual([])
  })
})

describe('YAML parses with the yaml package, and known files have their shape', () => {
  it('rejects broken YAML and broken shapes', () => {
    expect(yamlErrors('a: [1, 2\nb: 3\n')).not.toEqual([])
    expect(yamlErrors('a: 1\n  b: 2\n')).not.toEqual([])
    expect(yamlErrors('a: 1\na: 2\n')).not.toEqual([])
    const workflow = 'name: CI\non: push\njobs:\n  test:\n    steps:\n      - uses: actions/checkout\n'
    expect(githubWorkflowErrors(yamlDocuments(workflow)[0], workflow)).toEqual(
      expect.arrayContaining([expect.stringMatching(/runs-on/), expect.stringMatching(/owner\/repo@ref/)]),
    )
    expect(
      githubWorkflowErrors(
        { name: 'x', on: 'push', jobs: { a: { 'runs-on': 'x', steps: [{ run: 'x' }] } } },
        'x: ${{ a',
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/not closed/)]))
    expect(gitlabCiErrors({ stages: ['test'], lint: { stage: 'build', script: ['x'] } })).toEqual([
      'job lint: unknown stage build',
    ])
    expect(composeErrors({ services: { app: { depends_on: ['db'], volumes: ['data:/x'] } } })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/no image or build/),
        expect.stringMatching(/unknown db/),
        expect.stringMatching(/undeclared volume data/),
      ]),
    )
  })

  it.each(filesOf('yaml'))('$label', (e: Entry) => {
    expect(yamlErrors(e.file.content)).toEqual([])
    const doc = yamlDocuments(e.file.content)[0]
    if (isWorkflow(e.file.path)) expect(githubWorkflowErrors(doc, e.file.content), 'workflow').toEqual([])
    if (baseName(e.file.path) === '.gitlab-ci.yml') expect(gitlabCiErrors(doc), 'GitLab CI').toEqual([])
    if (isCompose(e.file.path)) expect(composeErrors(doc), 'Compose').toEqual([])
  })
})

describe('Kubernetes objects validate against the Kubernetes schemas (kubernetes-models)', () => {
  const manifests: Manifest[] = []
  const kustomizations = entries.filter((e) => e.kind === 'yaml' && isKustomization(e.file.path))
  // Patches are partial objects by design; the overlay that applies them is validated once rendered.
  const patches = new Set(
    kustomizations.flatMap((e) => {
      const doc = yamlDocuments(e.file.content)[0]
      const list = isRecord(doc) && Array.isArray(doc.patches) ? doc.patches : []
      return list.flatMap((p) =>
        isRecord(p) && typeof p.path === 'string' ? [`${e.slug}/${join(dirName(e.file.path), p.path)}`] : [],
      )
    }),
  )
  for (const e of filesOf('yaml')) {
    if (isKustomization(e.file.path) || patches.has(e.label)) continue
    yamlDocuments(e.file.content).forEach((doc, i) => {
      if (isRecord(doc) && typeof doc.apiVersion === 'string' && typeof doc.kind === 'string') {
        manifests.push({ label: `${e.label}#${i + 1}`, doc })
      }
    })
  }
  let results = new Map<string, string[]>()
  const rendered = new Map<string, string | null>()

  beforeAll(async () => {
    // Overlays rendered by kubectl kustomize (where installed) are validated as well.
    for (const e of kustomizations) {
      const root = writeTree('kustomize', e.template.files)
      const { yaml, error } = await kustomizeBuild(join(root, dirName(e.file.path)))
      rendered.set(e.label, error)
      yamlDocuments(yaml).forEach((doc, i) => {
        if (isRecord(doc)) manifests.push({ label: `${e.label} (rendered)#${i + 1}`, doc })
      })
    }
    manifests.push(
      {
        label: 'broken#typo',
        doc: {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 'x' },
          spec: { selector: { app: 'x' }, ports: [{ port: 80, targetPort: 8080, protocl: 'TCP' }] },
        },
      },
      {
        label: 'broken#required',
        doc: { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { template: {} } },
      },
      { label: 'broken#unknown-kind', doc: { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'x' } } },
      { label: 'broken#type', doc: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: 1 } } },
      {
        // A custom resource: its group's kubernetes-models package (here Argo CD) checks it just as strictly.
        label: 'broken#crd-typo',
        doc: {
          apiVersion: 'argoproj.io/v1alpha1',
          kind: 'Application',
          metadata: { name: 'x' },
          spec: {
            project: 'default',
            source: { repoURL: 'https://example.com/x.git', path: 'x' },
            destination: { server: 'https://kubernetes.default.svc' },
            syncPolicy: { automated: { prune: true, selfHeel: true } },
          },
        },
      },
    )
    results = await kubernetesErrors(manifests)
  })

  it('rejects misspelt fields (in custom resources too), missing required fields, wrong types and unknown kinds', () => {
    expect(results.get('broken#typo')?.join('\n')).toMatch(/protocl/)
    expect(results.get('broken#required')?.join('\n')).toMatch(/selector/)
    expect(results.get('broken#unknown-kind')?.join('\n')).toMatch(/no Kubernetes schema/)
    expect(results.get('broken#type')?.join('\n')).toMatch(/string/)
    expect(results.get('broken#crd-typo')?.join('\n')).toMatch(/selfHeel/)
  })

  it('has Kubernetes objects to check', () => {
    expect(manifests.length).toBeGreaterThan(40)
  })

  it.each(manifests.filter((m) => !m.label.startsWith('broken#')))('$label', (m: Manifest) => {
    expect(results.get(m.label)).toEqual([])
  })

  it('kubectl kustomize fails on a broken overlay (where kubectl is installed)', async (ctx) => {
    if (!onPath('kubectl')) return ctx.skip('kubectl is not installed')
    const root = writeTree('kustomize-broken', [
      {
        path: 'kustomization.yaml',
        content: 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - missing.yaml\n',
      },
    ])
    expect((await kustomizeBuild(root)).error).toMatch(/missing\.yaml/)
  })

  it('rejects a kustomization that names missing files', () => {
    expect(
      kustomizationErrors({ kind: 'Kustomization', resources: ['a.yaml', '../base'] }, 'overlays/dev', ['x']),
    ).toEqual(['a.yaml is not in the template', '../base is not in the template'])
  })

  it.each(kustomizations)('$label: references exist and kubectl kustomize renders it', (e: Entry) => {
    const paths = e.template.files.map((f) => f.path)
    expect(kustomizationErrors(yamlDocuments(e.file.content)[0], dirName(e.file.path), paths)).toEqual([])
    expect(rendered.get(e.label) ?? null, 'kubectl kustomize').toBeNull()
  })
})

describe('Helm charts: Chart.yaml, values.yaml and Go templates agree', () => {
  const charts = entries.filter((e) => baseName(e.file.path) === 'Chart.yaml')

  it('rejects broken charts and templates', () => {
    expect(chartYamlErrors({ apiVersion: 'v1', name: 'My_Chart', version: 1 })).toHaveLength(4)
    expect(goTemplateErrors('{{ if .Values.a }}x')).toEqual(['line 1: if is never ended'])
    expect(goTemplateErrors('{{ .Values.a }\n')).not.toEqual([])
    expect(goTemplateErrors('x }}\n')).not.toEqual([])
    expect(goTemplateErrors('{{- end }}\n')).not.toEqual([])
    expect(helmUndeclaredValues(['{{ .Values.image.tagg }}'], { image: { tag: 'x' } })).toEqual(['.Values.image.tagg'])
    const { defined, used } = helmTemplateNames(['{{ define "a.name" }}x{{ end }}', '{{ include "a.fullname" . }}'])
    expect([...used].filter((n) => !defined.has(n))).toEqual(['a.fullname'])
  })

  it('has Helm charts', () => {
    expect(charts.length).toBeGreaterThanOrEqual(4)
  })

  it.each(charts)('$label', (e: Entry) => {
    const dir = dirName(e.file.path)
    const inChart = (p: string) => (dir ? p.startsWith(`${dir}/`) : true)
    const files = e.template.files.filter((f) => inChart(f.path))
    const paths = e.template.files.map((f) => f.path)
    const at = (name: string) => files.find((f) => f.path === (dir ? `${dir}/${name}` : name))
    expect(chartYamlErrors(firstYamlMap(e.file.content)), 'Chart.yaml').toEqual([])
    const values = at('values.yaml')
    expect(values, 'values.yaml').toBeDefined()
    const templates = files.filter((f) => helmChartDirOf(f.path, paths) === dir).map((f) => f.content)
    expect(templates.length, 'templates').toBeGreaterThanOrEqual(3)
    expect(at('templates/_helpers.tpl'), 'templates/_helpers.tpl').toBeDefined()
    expect(at('templates/NOTES.txt'), 'templates/NOTES.txt').toBeDefined()
    const { defined, used } = helmTemplateNames(templates)
    expect(
      [...used].filter((n) => !defined.has(n)),
      'included but not defined',
    ).toEqual([])
    expect(
      helmUndeclaredValues(templates, yamlDocuments(values?.content ?? '')[0]),
      'values not in values.yaml',
    ).toEqual([])
  })

  it.each(filesOf('helm-template'))('$label: Go template syntax', (e: Entry) => {
    expect(goTemplateErrors(e.file.content)).toEqual([])
  })
})

describe('Dockerfiles parse with dockerfile-ast and pass dockerfile-utils', () => {
  it('rejects broken Dockerfiles', () => {
    expect(dockerfileErrors('FROM alpine:3.22\nRUN echo hi\n')).toEqual([])
    expect(dockerfileErrors('RUN echo hi\nFROM alpine:3.22\n')).not.toEqual([])
    expect(dockerfileErrors('FROM alpine:3.22\nCOPYY . .\n')).not.toEqual([])
    expect(dockerfileErrors('FROM alpine:3.22\nEXPOSE\n')).not.toEqual([])
    expect(dockerRuntimeErrors('FROM alpine:3.22\nUSER root\n')).toEqual([
      'the final stage runs as root',
      'the final stage has no HEALTHCHECK',
    ])
  })

  it.each(filesOf('dockerfile'))('$label', (e: Entry) => {
    expect(dockerfileErrors(e.file.content)).toEqual([])
  })

  it.each(filesOf('dockerfile').filter((e) => ['docker', 'starters'].includes(e.template.category)))(
    '$label: runs as non-root with a healthcheck',
    (e: Entry) => {
      expect(dockerRuntimeErrors(e.file.content)).toEqual([])
    },
  )

  it.each(ownTemplates.filter((t) => t.files.some((f) => fileKind(f.path, []) === 'dockerfile')))(
    '$slug: ships a .dockerignore',
    (t: TemplateSeed) => {
      expect(t.files.some((f) => baseName(f.path) === '.dockerignore')).toBe(true)
    },
  )
})

describe('NGINX configs pass nginx -t', () => {
  const withConf = ownTemplates.filter((t) => t.files.some((f) => fileKind(f.path, []) === 'nginx'))
  const results = new Map<string, NginxResult>()
  let broken: NginxResult = { errors: [], checkedFiles: [] }

  beforeAll(async () => {
    const tls = makeSelfSignedCert()
    const confFiles = (t: TemplateSeed) => t.files.filter((f) => f.path.endsWith('.conf'))
    const runs = withConf.map(async (t) => results.set(t.slug, await checkNginxTemplate(t.slug, confFiles(t), tls)))
    const brokenRun = checkNginxTemplate(
      'broken',
      [{ path: 'nginx.conf', content: 'events {}\nhttp {\n  server {\n    listen 8080\n  }\n}\n' }],
      tls,
    )
    await Promise.all(runs)
    broken = await brokenRun
  })

  it('rejects a broken config', () => {
    expect(broken.errors.join('\n')).toMatch(/nginx/)
  })

  it.each(withConf)('$slug', (t: TemplateSeed) => {
    const result = results.get(t.slug)
    expect(result?.errors).toEqual([])
    const confPaths = t.files.filter((f) => f.path.endsWith('.conf')).map((f) => f.path)
    expect(
      confPaths.filter((p) => !result?.checkedFiles.includes(p)),
      '.conf files nginx never read',
    ).toEqual([])
  })
})

describe('Terraform parses with HCL (hcl2json), declares what it reads, and is terraform fmt clean', () => {
  const modules = new Map<string, { template: TemplateSeed; dir: string; files: TemplateFile[] }>()
  for (const e of filesOf('hcl')) {
    const key = `${e.slug}/${dirName(e.file.path)}`
    const entry = modules.get(key) ?? { template: e.template, dir: dirName(e.file.path), files: [] }
    entry.files.push(e.file)
    modules.set(key, entry)
  }
  let unformatted: string[] = []

  beforeAll(async () => {
    if (!onPath('terraform')) return
    const all = [...modules.values()].flatMap((m) =>
      m.files.map((f) => ({ path: `${m.template.slug}/${f.path}`, content: f.content })),
    )
    unformatted = await terraformUnformatted(writeTree('terraform', all))
  })

  it('rejects broken HCL and undeclared variables', async () => {
    await expect(parseHcl('main.tf', 'resource "a" "b" {\n  x = \n')).rejects.toThrow()
    expect(terraformUndeclaredVariables(['variable "a" {}\n', 'x = var.a\ny = var.b\n'])).toEqual(['b'])
    expect(terraformVariableErrors({ variable: { a: [{}] } })).toEqual([
      'variable a has no description',
      'variable a has no type',
    ])
  })

  it.each(filesOf('hcl'))('$label parses', async (e: Entry) => {
    await expect(parseHcl(e.file.path, e.file.content)).resolves.toBeTypeOf('object')
  })

  it.each([...modules.entries()].map(([key, m]) => ({ key, ...m })))('$key: a complete module', async (m) => {
    expect(terraformUndeclaredVariables(m.files.map((f) => f.content)), 'undeclared variables').toEqual([])
    const variables = m.files.find((f) => baseName(f.path) === 'variables.tf')
    if (variables) expect(terraformVariableErrors(await parseHcl('variables.tf', variables.content))).toEqual([])
    if (m.template.category === 'terraform' && !m.dir.includes('examples')) {
      const names = m.files.map((f) => baseName(f.path)).sort()
      expect(names).toEqual(expect.arrayContaining(['main.tf', 'outputs.tf', 'variables.tf', 'versions.tf']))
    }
  })

  it('terraform fmt -check rejects a badly formatted file (where terraform is installed)', async (ctx) => {
    if (!onPath('terraform')) return ctx.skip('terraform is not installed')
    const root = writeTree('terraform-broken', [{ path: 'main.tf', content: 'locals {\n  a = 1\n  bb = 2\n}\n' }])
    expect(await terraformUnformatted(root)).toEqual(['main.tf'])
  })

  it('terraform fmt -check (where terraform is installed)', () => {
    expect(unformatted).toEqual([])
  })
})

describe('TypeScript and JavaScript compile', () => {
  const projects = ownTemplates.filter((t) => t.files.some((f) => f.path === 'tsconfig.json'))

  it('rejects broken code and wrong types', () => {
    expect(scriptSyntaxErrors('a.ts', 'function f(: string) {}\n')).not.toEqual([])
    expect(scriptSyntaxErrors('a.js', 'let n: number = 1\n')).not.toEqual([])
    const broken: TemplateFile[] = [
      { path: 'tsconfig.json', content: '{ "compilerOptions": { "strict": true, "types": [] } }\n' },
      { path: 'src/a.ts', content: 'export const n: number = "one"\n' },
    ]
    expect(typeCheckProject('broken', 'server', broken).join('\n')).toMatch(/not assignable/)
  })

  it.each([...filesOf('typescript'), ...filesOf('javascript')])('$label: syntax', (e: Entry) => {
    expect(scriptSyntaxErrors(e.file.path, e.file.content)).toEqual([])
  })

  it.each(projects)('$slug: type-checks with the repo’s installed types', (t: TemplateSeed) => {
    const pkg = JSON.parse(t.files.find((f) => f.path === 'package.json')?.content ?? '{}')
    const deps = { ...pkg.dependencies, ...pkg.devDependencies }
    // React projects resolve react, react-dom and vite from the site's workspace; the rest from the server's.
    const home = 'react' in deps ? 'site' : 'server'
    expect(typeCheckProject(t.slug, home, t.files)).toEqual([])
  })
})

describe('Python compiles with python3', () => {
  let results = new Map<string, string | null>()

  beforeAll(() => {
    const items = filesOf('python').map((e) => ({ key: e.label, code: e.file.content }))
    items.push({ key: 'broken', code: 'def f(:\n    return 1\n' })
    results = pythonErrors(items)
  })

  it('rejects broken code', () => {
    expect(results.get('broken')).toMatch(/^line \d+/)
  })

  it.each(filesOf('python'))('$label', (e: Entry) => {
    expect(results.has(e.label), 'not checked').toBe(true)
    expect(results.get(e.label)).toBeNull()
  })
})

describe('Go parses with tree-sitter-go (and is gofmt-clean where gofmt is installed)', () => {
  let go: GoChecker
  let gofmt: string[] = []

  beforeAll(async () => {
    go = await createGoChecker()
    const files = filesOf('go').map((e) => ({ path: `${e.slug}/${e.file.path}`, content: e.file.content }))
    gofmt = await gofmtProblems(writeTree('go', files))
  })

  afterAll(() => go?.close())

  it('rejects broken code', () => {
    expect(go.errors('package main\n\nfunc main() {\n\tx := \n}\n')).not.toEqual([])
    expect(go.errors('func main() {}\n')).not.toEqual([])
    expect(goModErrors('go 1.25\n')).not.toEqual([])
  })

  it.each(filesOf('go'))('$label', (e: Entry) => {
    expect(go.errors(e.file.content)).toEqual([])
  })

  it.each(filesOf('go-mod'))('$label', (e: Entry) => {
    expect(goModErrors(e.file.content)).toEqual([])
  })

  it('gofmt rejects unformatted and broken code (where gofmt is installed)', async (ctx) => {
    if (!onPath('gofmt')) return ctx.skip('gofmt is not installed')
    const root = writeTree('go-broken', [
      { path: 'a.go', content: 'package a\n\nfunc A()  int { return 1 }\n' },
      { path: 'b.go', content: 'package b\n\nfunc B( {\n' },
    ])
    const problems = await gofmtProblems(root)
    expect(problems.join('\n')).toMatch(/a\.go: not gofmt-formatted/)
    expect(problems.join('\n')).toMatch(/b\.go/)
  })

  it('gofmt -l -e (where gofmt is installed)', () => {
    expect(gofmt).toEqual([])
  })
})

describe('Shell scripts pass bash -n', () => {
  it('rejects broken scripts', () => {
    expect(shellErrors('#!/usr/bin/env bash\nif true; then\n  echo hi\n')).not.toEqual([])
    expect(shellErrors('echo no shebang\n')).toEqual(['no shebang line'])
  })
  it.each(filesOf('shell'))('$label', (e: Entry) => {
    expect(shellErrors(e.file.content)).toEqual([])
  })
})

describe('PHP passes php -l', () => {
  let results = new Map<string, string[]>()
  let broken: string[] = []

  beforeAll(async () => {
    results = await phpLintErrors(filesOf('php').map((e) => ({ path: e.label, content: e.file.content })))
    broken =
      (await phpLintErrors([{ path: 'broken.php', content: '<?php\necho "no semicolon"\n' }])).get('broken.php') ?? []
  })

  it('rejects broken code', () => {
    expect(broken.join('\n')).toMatch(/syntax error/)
  })

  it.each(filesOf('php'))('$label', (e: Entry) => {
    expect(results.get(e.label), 'not checked').toEqual([])
  })
})

describe("Java parses with javac's parser", () => {
  let results = new Map<string, string[]>()

  beforeAll(async () => {
    const files = filesOf('java').map((e) => ({ path: e.label, content: e.file.content }))
    files.push({ path: 'broken/Broken.java', content: 'class Broken {\n  void f( {\n  }\n}\n' })
    results = await javaSyntaxErrors(files)
  })

  it('rejects broken code', () => {
    expect(results.get('broken/Broken.java')?.join('\n')).toMatch(/^line 2: /)
  })

  it.each(filesOf('java'))('$label', (e: Entry) => {
    expect(results.get(e.label), 'not checked').toEqual([])
  })
})

describe('XML is well-formed', () => {
  it('rejects broken XML', () => {
    expect(xmlErrors('<project><version>1</project>\n')).not.toEqual([])
  })

  it.each(filesOf('xml'))('$label', (e: Entry) => {
    expect(xmlErrors(e.file.content)).toEqual([])
  })
})

describe('Makefiles indent recipes with tabs and pass make -n', () => {
  it('rejects a recipe indented with spaces', async () => {
    const content = 'build:\n    go build ./...\n'
    expect(makefileErrors(content)).toEqual(['line 2: a recipe line indented with spaces, not a tab'])
    expect((await makeProblems([{ path: 'Makefile', content }], 'Makefile')).join('\n')).toMatch(/missing separator/)
  })

  it.each(filesOf('makefile'))('$label', async (e: Entry) => {
    expect(makefileErrors(e.file.content)).toEqual([])
    expect(await makeProblems(e.template.files, e.file.path)).toEqual([])
  })
})

describe('Rust parses and is rustfmt-clean (where rustfmt is installed)', () => {
  const crates = ownTemplates.flatMap((t) =>
    t.files
      .filter((f) => baseName(f.path) === 'Cargo.toml')
      .map((cargo) => {
        const dir = dirName(cargo.path)
        const inCrate = t.files.filter((f) => (dir ? f.path.startsWith(`${dir}/`) : true))
        return { slug: t.slug, label: `${t.slug}/${cargo.path}`, files: inCrate, edition: cargoEdition(cargo.content) }
      }),
  )

  it('every .rs file belongs to a crate', () => {
    const inCrates = new Set(crates.flatMap((c) => c.files.map((f) => `${c.slug}/${f.path}`)))
    expect(
      filesOf('rust')
        .filter((e) => !inCrates.has(e.label))
        .map((e) => e.label),
    ).toEqual([])
  })

  it('rejects broken and unformatted code', async (ctx) => {
    if (!onPath('rustfmt')) return ctx.skip('rustfmt is not installed')
    const broken = await rustfmtProblems([{ path: 'src/main.rs', content: 'fn main() {\n    let x = ;\n}\n' }], '2021')
    expect(broken.join('\n')).toMatch(/expected expression/)
    const unformatted = await rustfmtProblems([{ path: 'src/lib.rs', content: 'pub fn f()->u8{1}\n' }], '2021')
    expect(unformatted).not.toEqual([])
  })

  it.for(crates)('$label', async (crate, ctx) => {
    if (!(await rustfmtKnowsEdition(crate.edition)))
      return ctx.skip(`no rustfmt installed that reads edition ${crate.edition}`)
    expect(await rustfmtProblems(crate.files, crate.edition)).toEqual([])
  })
})

describe('Starters that need nothing from the network build and pass their own tests', () => {
  // How each builds offline with what a machine has installed. A starter whose dependencies must
  // be downloaded (Spring Boot, the Node.js and FastAPI ones) is checked by the syntax tests above.
  const builds: Record<string, StarterBuild> = {
    'starter-go-cli': { tools: ['go', 'gofmt', 'make'], env: goEnvironment, steps: [['make', 'check', 'build']] },
    'starter-python-cli': { tools: ['python3'], steps: [['python3', '-m', 'unittest']] },
    'starter-python-worker': { tools: ['python3'], steps: [['python3', '-m', 'unittest']] },
    'starter-rust-cli': { tools: ['cargo'], minCargo: 85, steps: [['cargo', 'test', '--offline', '--locked']] },
    'starter-rust-library': {
      tools: ['cargo'],
      minCargo: 85,
      steps: [
        ['cargo', 'test', '--offline', '--locked'],
        ['cargo', 'build', '--offline', '--locked', '--no-default-features'],
      ],
    },
    'starter-php-api': {
      tools: ['php', 'composer', 'phpunit'],
      phpExtensions: ['mbstring', 'pdo_sqlite'],
      steps: [
        // vendor/autoload.php without downloading: the app has no runtime packages. The platform
        // check is left out because the tests may run on an older PHP than composer.json asks for.
        ['composer', 'dump-autoload', '--no-interaction', '--ignore-platform-reqs'],
        ['phpunit', '--no-configuration', '--bootstrap', 'vendor/autoload.php', '--fail-on-skipped', 'tests'],
      ],
    },
    'starter-java-http-service': { tools: ['javac', 'java', 'jar', 'make'], steps: [['make', 'test', 'jar']] },
  }
  const starters = Object.keys(builds).map((slug) => ({ slug, build: builds[slug] as StarterBuild }))

  it('names only starters that exist', () => {
    const slugs = new Set(ownTemplates.map((t) => t.slug))
    expect(starters.map((s) => s.slug).filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('fails a build whose tests fail', async (ctx) => {
    if (!onPath('python3')) return ctx.skip('python3 is not installed')
    const failing = [
      { path: 'tests/__init__.py', content: '' },
      {
        path: 'tests/test_x.py',
        content:
          'import unittest\n\nclass T(unittest.TestCase):\n    def test_x(self):\n        self.assertEqual(1, 2)\n',
      },
    ]
    const result = await runStarterBuild('failing', failing, {
      tools: ['python3'],
      steps: [['python3', '-m', 'unittest']],
    })
    expect(result).toMatch(/FAILED \(failures=1\)/)
  })

  it.for(starters)('$slug', { timeout: 600_000 }, async ({ slug, build }, ctx) => {
    const missing = await starterBuildMissing(build)
    if (missing) return ctx.skip(missing)
    const template = ownTemplates.find((t) => t.slug === slug)
    expect(template).toBeDefined()
    expect(await runStarterBuild(slug, template?.files ?? [], build)).toBeNull()
  })
})

describe('SQL runs in PGlite (in a transaction that is rolled back)', () => {
  let db: PGlite
  beforeAll(async () => {
    db = new PGlite()
  })
  afterAll(async () => {
    await db?.close()
  })
  const sqlError = (code: string) => sqlErrorIn(db, code)
  it('rejects broken SQL', async () => {
    expect(await sqlError('SELEC 1;')).toMatch(/syntax error/)
  })
  it.each(ownTemplates.filter((t) => t.files.some((f) => f.path.endsWith('.sql'))))(
    '$slug: its .sql files, in order',
    async (t: TemplateSeed) => {
      const sql = t.files.filter((f) => f.path.endsWith('.sql')).sort((a, b) => a.path.localeCompare(b.path))
      expect(await sqlError(sql.map((f) => f.content).join('\n'))).toBeNull()
    },
  )
})

describe('other formats: TOML, Markdown, plain text, HTML, CSS', () => {
  it('rejects broken input', () => {
    expect(tomlErrors('[project\nname = "x"\n')).not.toEqual([])
    expect(markdownErrors('```\ncode\n```\n')).not.toEqual([])
    expect(markdownErrors('Text with <br> in it.\n')).not.toEqual([])
    expect(plainErrors({ path: '.dockerignore', content: 'node_modules\t\n' })).not.toEqual([])
    expect(htmlErrors('<html><body><p>no doctype</p></body></html>')).not.toEqual([])
    expect(
      htmlErrors('<!doctype html><html><head><title>x</title></head><body><div a="1"b></div></body></html>'),
    ).not.toEqual([])
    expect(cssErrors('.a { color: red;\n')).not.toEqual([])
    expect(readmeErrors('Intro only, with no usage section at all, and no code either, just words.\n')).not.toEqual([])
  })
  it.each(filesOf('toml'))('$label', (e: Entry) => expect(tomlErrors(e.file.content)).toEqual([]))
  it.each(filesOf('markdown'))('$label', (e: Entry) => expect(markdownErrors(e.file.content)).toEqual([]))
  it.each(filesOf('plain'))('$label', (e: Entry) => expect(plainErrors(e.file)).toEqual([]))
  it.each(filesOf('html'))('$label', (e: Entry) => expect(htmlErrors(e.file.content)).toEqual([]))
  it.each(filesOf('css'))('$label', (e: Entry) => expect(cssErrors(e.file.content)).toEqual([]))
})

describe('preview images', () => {
  it('rejects broken XML, and escapes hostile names', () => {
    expect(xmlErrors('<svg><g></svg>')).not.toEqual([])
    const hostile = fixture({ name: `<script>&"quotes"'</script> ${'very long '.repeat(30)}` })
    const svg = templatePreviewSvg(hostile)
    expect(xmlErrors(svg)).toEqual([])
    expect(svg).not.toContain('<script>')
  })

  it.each(ownTemplates)('$slug: a small, self-contained, well-formed SVG', (t: TemplateSeed) => {
    const svg = templatePreviewSvg(t)
    expect(xmlErrors(svg)).toEqual([])
    expect(Buffer.byteLength(svg), 'bytes').toBeLessThanOrEqual(6 * 1024)
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/)
    expect(svg).not.toMatch(/href="http|<image|@import|url\(/)
  })
})
