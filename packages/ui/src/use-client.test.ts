import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import type { ItemMeta } from './meta'

/**
 * React Server Components (Next.js App Router) render a module on the server unless it starts
 * with `"use client"`; there hooks, browser APIs, event handlers and Motion fail. So every
 * installable file that uses any of them must open with the directive, and shadcn's CLI and ours
 * keep it in RSC projects (and drop it elsewhere). The reading is the TypeScript parser's, so code
 * inside strings and templates (a code sample in a demo) does not count.
 */

const src = import.meta.dirname

function metaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : metaFiles(path)
    return entry.name.endsWith('.meta.ts') ? [path] : []
  })
}

/** Every file the registry publishes (paths below src): each item's files and its examples. */
async function itemFiles(): Promise<string[]> {
  const files = new Set<string>()
  for (const file of metaFiles(src)) {
    const meta = ((await import(file)) as { default: ItemMeta }).default
    for (const { path } of meta.files) files.add(path)
    for (const example of meta.examples ?? []) files.add(`${meta.name}/examples/${example.name}.tsx`)
  }
  return [...files].sort()
}

/** Hooks React also runs in Server Components. */
const serverHooks = new Set(['useId', 'useMemo', 'useCallback', 'useDebugValue'])
/** Globals that exist only in the browser. */
const browserGlobals = new Set([
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
])
const isMotion = (specifier: string) => /^(?:motion|framer-motion)(?:\/|$)/.test(specifier)

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text
  return undefined
}

/** Why a module must be a Client Component: the first use of each kind that needs the browser. */
function clientReasons(source: ts.SourceFile): string[] {
  const reasons = new Set<string>()
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isMotion(node.moduleSpecifier.text)
    ) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const valueNamed =
        bindings && ts.isNamedImports(bindings) ? bindings.elements.some((element) => !element.isTypeOnly) : !!bindings
      if (!clause || (!clause.isTypeOnly && (clause.name || valueNamed)))
        reasons.add(`imports ${node.moduleSpecifier.text}`)
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression)
      if (name === 'createContext') reasons.add('creates a context')
      if (name && /^use[A-Z]/.test(name) && !serverHooks.has(name)) reasons.add(`calls ${name}`)
    }
    if (ts.isJsxAttribute(node) && /^on[A-Z]/.test(node.name.getText(source)) && node.initializer) {
      if (ts.isJsxExpression(node.initializer)) reasons.add(`handles ${node.name.getText(source)}`)
    }
    if (ts.isIdentifier(node) && browserGlobals.has(node.text) && isValueReference(node)) {
      reasons.add(`uses ${node.text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...reasons]
}

/** An identifier that reads a variable: not a property name, a declared name or part of a type. */
function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false
  if ((ts.isPropertyAssignment(parent) || ts.isBindingElement(parent)) && parent.name === node) return false
  if (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isPropertySignature(parent)) return false
  for (let at: ts.Node = node; at.parent; at = at.parent) if (ts.isTypeNode(at)) return false
  return true
}

const startsWithUseClient = (source: ts.SourceFile) => {
  const first = source.statements[0]
  return (
    !!first &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  )
}

const parse = (path: string, text: string) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)

describe('"use client" in item files', () => {
  it('opens every published file that uses hooks, browser APIs, event handlers or Motion', async () => {
    const files = await itemFiles()
    expect(files.length).toBeGreaterThan(100)
    const missing = files.flatMap((path) => {
      const file = join(src, path)
      if (!existsSync(file)) return [`${path}: listed by its item but missing`]
      const source = parse(path, readFileSync(file, 'utf8'))
      const reasons = clientReasons(source)
      return reasons.length && !startsWithUseClient(source) ? [`${path}: ${reasons.join(', ')}`] : []
    })
    expect(missing, `add "use client" as the first statement of:\n${missing.join('\n')}`).toEqual([])
  })
})

describe('clientReasons', () => {
  const reasons = (text: string) => clientReasons(parse('x.tsx', text))

  it('finds client hooks, Motion values, event handlers, contexts and browser globals', () => {
    expect(reasons("import { motion } from 'motion/react'\n")).toEqual(['imports motion/react'])
    expect(reasons('const [a] = React.useState(0)\nuseEffect(() => {})\n')).toEqual([
      'calls useState',
      'calls useEffect',
    ])
    expect(reasons('export const B = () => <button onClick={() => {}} />\n')).toEqual(['handles onClick'])
    expect(reasons('const C = React.createContext(null)\n')).toEqual(['creates a context'])
    expect(reasons('const w = window.innerWidth\n')).toEqual(['uses window'])
  })

  it('leaves what Server Components can do: types, useId, plain props, and code inside strings', () => {
    expect(
      reasons("import type { Variants } from 'motion/react'\nimport { type Easing } from 'motion/react'\n"),
    ).toEqual([])
    expect(reasons('const id = React.useId()\nconst v = useMemo(() => 1, [])\n')).toEqual([])
    expect(reasons('export const B = () => <Card neonColors={{ a: 1 }} onboarding="yes" />\n')).toEqual([])
    expect(reasons('const code = `const [a] = useState(0); window.x`\nconst o = { window: 1 }\n')).toEqual([])
    expect(reasons('type T = typeof window\nfunction f(document: string) {}\n')).toEqual([])
  })
})

describe('the published files', () => {
  it('are found through the metadata of each item, examples included', async () => {
    const files = await itemFiles()
    expect(files).toContain('marquee/marquee.tsx')
    expect(files).toContain('marquee/examples/marquee-demo.tsx')
    expect(files).toContain('hooks/use-on-screen.ts')
    expect(files).toContain('lib/utils.ts')
  })
})
