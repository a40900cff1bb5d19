import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { transformAsync } from '@babel/core'
import type { ItemFile, ItemMeta } from '@snipstack/ui/meta'
import reactCompiler from 'babel-plugin-react-compiler'
import { ESLint, type Linter } from 'eslint'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { examplePath } from './declared'
import { installedSource, loadItems, uiSrc } from './items'

/**
 * Every file the registry publishes, as a user has it after `add`: linted by the ESLint config a
 * create-next-app app ships (eslint-config-next's core-web-vitals and typescript configs, which
 * bring eslint-plugin-react-hooks' recommended rules, the React Compiler's among them), and
 * compiled by the React Compiler with every bail-out an error. The versions are the ones such an
 * app gets: eslint-config-next 16 with ESLint 9 (create-next-app pins `eslint: ^9`), and `next`
 * itself, whose Babel parser the config loads.
 *
 * The files are linted with their imports rewritten to the install aliases (`@/components/ui/…`),
 * the text the user's `npm run lint` reads. None of the config's rules resolve imports (the import
 * plugin only checks anonymous default exports), so no resolver setup is needed for that text.
 *
 * Both checks are needed: the lint rules report what the compiler validates, but not the syntax it
 * cannot compile yet (`??=`, value blocks in `try`, JSX in a parameter default) nor its internal
 * failures, and the compiler alone does not run the lint-only validations (a setState in an
 * effect, a component made during render).
 */

type Published = {
  /** Below packages/ui/src, where a fix goes. */
  path: string
  /** Where the file lands in an app; the lint config picks its rules by path. */
  installed: string
}

/** The folder of an app each kind of file installs into, as shadcn puts them. */
const installFolder: Record<ItemFile['type'], string> = {
  'registry:ui': 'components/ui',
  'registry:lib': 'lib',
  'registry:hook': 'hooks',
  'registry:component': 'components',
  'registry:example': 'components',
}

function publishedFiles(item: ItemMeta): Published[] {
  const files = item.files.map(({ path, type }) => ({ path, installed: join(installFolder[type], basename(path)) }))
  const examples = (item.examples ?? []).map((example) => {
    const path = examplePath(item, example)
    return { path, installed: join(installFolder['registry:example'], basename(path)) }
  })
  return [...files, ...examples]
}

/**
 * Items are framework-neutral: the same file installs into Vite apps, where `next/image` does not
 * exist, so a plain `<img>` is what they use (with its size and alt text from the caller).
 */
const allowedWarnings = new Set(['@next/next/no-img-element'])

/**
 * What the config finds in an app: its React (eslint-plugin-react detects the version from the
 * project; the items' own is the one an app has) and an App Router `app/` folder, whose routes
 * `@next/next/no-html-link-for-pages` checks plain links against.
 */
const reactVersion = (
  JSON.parse(readFileSync(createRequire(join(uiSrc, 'index.ts')).resolve('react/package.json'), 'utf8')) as {
    version: string
  }
).version
const app = mkdtempSync(join(tmpdir(), 'snipstack-next-app-'))
mkdirSync(join(app, 'app'))
writeFileSync(join(app, 'app/page.tsx'), 'export default function Page() {\n  return <main />\n}\n')
afterAll(() => rmSync(app, { recursive: true, force: true }))

const eslint = new ESLint({
  cwd: app,
  overrideConfigFile: true,
  overrideConfig: [
    ...nextVitals,
    ...nextTs,
    { settings: { react: { version: reactVersion }, next: { rootDir: app } } },
  ] as Linter.Config[],
})

const where = (path: string, line: number | undefined, column: number | undefined) =>
  `packages/ui/src/${path}:${line ?? 0}:${column ?? 0}`

async function lintProblems({ path, installed }: Published, source = installedSource(path)): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(app, installed) })
  return (result?.messages ?? []).flatMap((message) => {
    if (message.severity === 1 && message.ruleId && allowedWarnings.has(message.ruleId)) return []
    const level = message.severity === 2 ? 'error' : 'warning'
    const summary = message.message.split('\n')[0]
    return [`${where(path, message.line, message.column)} ${level} ${message.ruleId ?? 'parse'}: ${summary}`]
  })
}

type Location = { start?: { line?: number; column?: number } } | null | undefined
type CompilerDetail = { reason?: string; category?: string; loc?: Location; primaryLocation?: () => Location }
type CompilerEvent = { kind: string; fnLoc?: Location; reason?: string; detail?: CompilerDetail; data?: string }

const detailAt = (path: string, detail: CompilerDetail | undefined, fallback?: Location) => {
  const start = (detail?.primaryLocation?.() ?? detail?.loc ?? fallback)?.start
  return `${where(path, start?.line, start?.column)} ${detail?.category ?? 'bail-out'}: ${detail?.reason ?? ''}`
}

async function compile(path: string, source: string, panicThreshold: 'all_errors' | 'none') {
  const events: CompilerEvent[] = []
  await transformAsync(source, {
    filename: join(uiSrc, path),
    babelrc: false,
    configFile: false,
    code: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [
      [
        reactCompiler,
        { panicThreshold, logger: { logEvent: (_file: string | null, event: CompilerEvent) => events.push(event) } },
      ],
    ],
  })
  return events
}

/** Why the compiler leaves a component or hook of the file uncompiled, each with its place. */
async function compilerBailouts(path: string, source = installedSource(path)): Promise<string[]> {
  try {
    const events = await compile(path, source, 'all_errors')
    // An opt-out directive (`'use no memo'`) is a bail-out that throws nothing.
    return events
      .filter((event) => event.kind === 'CompileSkip')
      .map((event) => `${where(path, event.fnLoc?.start?.line, event.fnLoc?.start?.column)} skipped: ${event.reason}`)
  } catch (error) {
    // The compiler stops at the first function it cannot compile; once more without stopping
    // lists every such function of the file.
    const events = await compile(path, source, 'none').catch(() => [])
    const listed = events.flatMap((event) =>
      event.kind === 'CompileError' || event.kind === 'PipelineError'
        ? [detailAt(path, event.detail, event.fnLoc) + (event.data ?? '')]
        : [],
    )
    const details = (error as { details?: CompilerDetail[] }).details ?? []
    return listed.length > 0 ? listed : details.length > 0 ? details.map((d) => detailAt(path, d)) : [String(error)]
  }
}

const items = await loadItems()

describe('every published file, as a Next.js app lints it', () => {
  it('covers the items, hooks, libs, blocks and examples', () => {
    const paths = items.flatMap(publishedFiles).map((file) => file.path)
    expect(paths.length).toBeGreaterThan(100)
    expect(paths).toContain('hooks/use-on-screen.ts')
    expect(paths).toContain('marquee/examples/marquee-demo.tsx')
  })

  it.each(items.map((item) => [item.name, item]))('%s', async (_name, item) => {
    const problems = (await Promise.all(publishedFiles(item).map((file) => lintProblems(file)))).flat()
    expect(problems, `ESLint (eslint-config-next) reports:\n${problems.join('\n')}`).toEqual([])
  })
})

describe('every published file, through the React Compiler', () => {
  it.each(items.map((item) => [item.name, item]))('%s', async (_name, item) => {
    const problems = (await Promise.all(publishedFiles(item).map(({ path }) => compilerBailouts(path)))).flat()
    expect(problems, `the React Compiler bails out of:\n${problems.join('\n')}`).toEqual([])
  })
})

describe('the checks themselves', () => {
  const file = { path: 'probe/probe.tsx', installed: 'components/ui/probe.tsx' }

  it('name the file, line and rule of each lint problem', async () => {
    const source = [
      "import * as React from 'react'",
      'export function Probe() {',
      '  const [on, setOn] = React.useState(false)',
      '  React.useEffect(() => setOn(true), [])',
      '  const unused = 1',
      '  return <p>{String(on)}</p>',
      '}',
    ].join('\n')
    expect(await lintProblems(file, source)).toEqual([
      expect.stringMatching(/^packages\/ui\/src\/probe\/probe\.tsx:4:\d+ error react-hooks\/set-state-in-effect: /),
      expect.stringMatching(/^packages\/ui\/src\/probe\/probe\.tsx:5:\d+ warning @typescript-eslint\/no-unused-vars: /),
    ])
  })

  it('name the file and line of every function the compiler leaves, and of an opt-out', async () => {
    const source = [
      'export function First({ value }: { value?: number }) {',
      '  let shown = value',
      '  shown ??= 0',
      '  return <p>{shown}</p>',
      '}',
      'export function Second(props: { count: number }) {',
      '  props.count = 1',
      '  return <p />',
      '}',
      "export function Third() {\n  'use no memo'\n  return <p />\n}",
    ].join('\n')
    expect(await compilerBailouts(file.path, source)).toEqual([
      expect.stringMatching(/^packages\/ui\/src\/probe\/probe\.tsx:3:\d+ Todo: .*\?\?=/),
      expect.stringMatching(/^packages\/ui\/src\/probe\/probe\.tsx:7:\d+ Immutability: /),
    ])
    expect(await compilerBailouts(file.path, source.split('\n').slice(9).join('\n'))).toEqual([
      expect.stringMatching(/^packages\/ui\/src\/probe\/probe\.tsx:1:\d+ skipped: /),
    ])
  })
})
