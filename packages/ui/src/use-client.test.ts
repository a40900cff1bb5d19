import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import type { ItemFile, ItemMeta } from './meta'

/**
 * React Server Components (Next.js App Router) render a module on the server unless it starts
 * with `"use client"`. A component or example must open with it when it needs the browser: it uses
 * hooks (other than the ones React also runs on the server), event handlers, browser APIs
 * or Motion, or it hands a function (a handler, a render prop, variants with a function in them, a
 * component type) to a Client Component, which a Server Component cannot serialize. Hooks and libs
 * never carry it: they run inside the client components that import them, and a directive on them
 * is what makes shadcn's CLI drop the directive of every other file it installs alongside.
 *
 * The reading is the TypeScript parser's, so code inside strings and templates (a code sample in a
 * demo) does not count.
 */

const src = import.meta.dirname

function metaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : metaFiles(path)
    return entry.name.endsWith('.meta.ts') ? [path] : []
  })
}

type PublishedFile = { path: string; type: ItemFile['type'] }

/** Every file the registry publishes (paths below src): each item's files and its examples. */
async function itemFiles(): Promise<PublishedFile[]> {
  const files = new Map<string, ItemFile['type']>()
  for (const file of metaFiles(src)) {
    const meta = ((await import(file)) as { default: ItemMeta }).default
    for (const { path, type } of meta.files) files.set(path, type)
    for (const example of meta.examples ?? [])
      files.set(`${meta.name}/examples/${example.name}.tsx`, 'registry:example')
  }
  return [...files].map(([path, type]) => ({ path, type })).sort((a, b) => a.path.localeCompare(b.path))
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

/** Whether the module a file imports from is a Client Component module. */
type ClientModules = (specifier: string) => boolean

/** The local names a module imports, each with the module it comes from. */
function importedNames(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const clause = statement.importClause
    if (!clause || clause.isTypeOnly) continue
    const from = statement.moduleSpecifier.text
    if (clause.name) names.set(clause.name.text, from)
    const bindings = clause.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) names.set(bindings.name.text, from)
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if (!element.isTypeOnly) names.set(element.name.text, from)
  }
  return names
}

/** Every value the module declares, by name: variables with their initializers, functions and classes. */
function declaredValues(source: ts.SourceFile): Map<string, ts.Node> {
  const values = new Map<string, ts.Node>()
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      values.set(node.name.text, node.initializer)
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) values.set(node.name.text, node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return values
}

/** The root name of a JSX tag: `Marquee` for `<Marquee>`, `motion` for `<motion.div>`. */
function tagRoot(tag: ts.JsxTagNameExpression): string | undefined {
  if (ts.isIdentifier(tag)) return tag.text
  if (ts.isPropertyAccessExpression(tag)) return tagRoot(tag.expression as ts.JsxTagNameExpression)
  return undefined
}

/**
 * Whether an expression is, or holds, a function: one written in place, in an object or array, or
 * behind a name the module declares; a component type imported by name (`Link`, an icon) too.
 */
function holdsFunction(
  expression: ts.Node,
  values: Map<string, ts.Node>,
  imports: Map<string, string>,
  seen = new Set<ts.Node>(),
): boolean {
  if (seen.has(expression)) return false
  seen.add(expression)
  const holds = (node: ts.Node) => holdsFunction(node, values, imports, seen)
  if (
    ts.isArrowFunction(expression) ||
    ts.isFunctionExpression(expression) ||
    ts.isFunctionDeclaration(expression) ||
    ts.isClassExpression(expression) ||
    ts.isClassDeclaration(expression)
  )
    return true
  if (ts.isIdentifier(expression)) {
    const value = values.get(expression.text)
    if (value) return holds(value)
    return imports.has(expression.text) && /^[A-Z]/.test(expression.text)
  }
  if (ts.isObjectLiteralExpression(expression))
    return expression.properties.some((property) => {
      if (ts.isPropertyAssignment(property)) return holds(property.initializer)
      if (ts.isShorthandPropertyAssignment(property)) return holds(property.name)
      if (ts.isSpreadAssignment(property)) return holds(property.expression)
      return true
    })
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.some(holds)
  if (ts.isSpreadElement(expression)) return holds(expression.expression)
  if (ts.isConditionalExpression(expression)) return holds(expression.whenTrue) || holds(expression.whenFalse)
  if (ts.isBinaryExpression(expression)) return holds(expression.left) || holds(expression.right)
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  )
    return holds(expression.expression)
  // `Icons.github`, `links[0]`: whatever the object holds.
  if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression))
    return holds(expression.expression)
  return false
}

/** Why a module must be a Client Component: the first use of each kind that needs the browser. */
function clientReasons(source: ts.SourceFile, clientModules: ClientModules = () => false): string[] {
  const reasons = new Set<string>()
  const imports = importedNames(source)
  const values = declaredValues(source)
  const isClientTag = (tag: ts.JsxTagNameExpression) => {
    const root = tagRoot(tag)
    const from = root === undefined ? undefined : imports.get(root)
    return from !== undefined && (isMotion(from) || clientModules(from))
  }
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
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isClientTag(node.tagName)) {
      const tag = node.tagName.getText(source)
      for (const attribute of node.attributes.properties) {
        const expression = ts.isJsxSpreadAttribute(attribute)
          ? attribute.expression
          : attribute.initializer && ts.isJsxExpression(attribute.initializer)
            ? attribute.initializer.expression
            : undefined
        const name = ts.isJsxSpreadAttribute(attribute) ? '…' : attribute.name.getText(source)
        if (expression && holdsFunction(expression, values, imports))
          reasons.add(`passes a function to ${tag} (${name})`)
      }
      if (ts.isJsxOpeningElement(node))
        for (const child of node.parent.children)
          if (ts.isJsxExpression(child) && child.expression && holdsFunction(child.expression, values, imports))
            reasons.add(`passes a function to ${tag} (children)`)
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

/** Whether the module carries the directive anywhere among its statements, not only first. */
const hasUseClient = (source: ts.SourceFile) =>
  source.statements.some(
    (statement) =>
      ts.isExpressionStatement(statement) &&
      ts.isStringLiteral(statement.expression) &&
      statement.expression.text === 'use client',
  )

const parse = (path: string, text: string) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)

const parsed = new Map<string, ts.SourceFile | null>()
/** A file below src, parsed once; null when it does not exist. */
function sourceAt(path: string): ts.SourceFile | null {
  if (!parsed.has(path)) {
    const file = [path, `${path}.tsx`, `${path}.ts`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(join(src, candidate)),
    )
    parsed.set(path, file ? parse(file, readFileSync(join(src, file), 'utf8')) : null)
  }
  return parsed.get(path) ?? null
}

/** Relative imports of a published file that point at a module opening with the directive. */
const clientModulesFrom =
  (path: string): ClientModules =>
  (specifier) => {
    if (!specifier.startsWith('.')) return false
    const target = sourceAt(relative(src, join(src, dirname(path), specifier)))
    return !!target && startsWithUseClient(target)
  }

const isHelper = (type: ItemFile['type']) => type === 'registry:hook' || type === 'registry:lib'

describe('"use client" in item files', () => {
  it('opens every published component and example that needs the browser', async () => {
    const files = await itemFiles()
    expect(files.length).toBeGreaterThan(100)
    const missing = files.flatMap(({ path, type }) => {
      const source = sourceAt(path)
      if (!source) return [`${path}: listed by its item but missing`]
      if (isHelper(type)) return []
      const reasons = clientReasons(source, clientModulesFrom(path))
      return reasons.length && !startsWithUseClient(source) ? [`${path}: ${reasons.join(', ')}`] : []
    })
    expect(missing, `add "use client" as the first statement of:\n${missing.join('\n')}`).toEqual([])
  })

  it('is on no hook or lib', async () => {
    const marked = (await itemFiles()).flatMap(({ path, type }) => {
      const source = sourceAt(path)
      return source && isHelper(type) && hasUseClient(source) ? [path] : []
    })
    expect(marked, `remove "use client" from these hooks and libs:\n${marked.join('\n')}`).toEqual([])
  })
})

describe('clientReasons', () => {
  const reasons = (text: string, clientModules?: ClientModules) => clientReasons(parse('x.tsx', text), clientModules)
  const fromItems: ClientModules = (specifier) => specifier === '../text-animate'

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

  it('finds functions handed to a client component: in place, in a declared object, or a component type', () => {
    const imports = "import { TextAnimate } from '../text-animate'\nimport { Heart } from 'lucide-react'\n"
    expect(
      reasons(
        `${imports}const bounce = { show: (step) => ({ y: step }) }\nexport default () => <TextAnimate variants={bounce}>Hi</TextAnimate>\n`,
        fromItems,
      ),
    ).toEqual(['passes a function to TextAnimate (variants)'])
    expect(reasons(`${imports}export default () => <TextAnimate render={function () {}} />\n`, fromItems)).toEqual([
      'passes a function to TextAnimate (render)',
    ])
    expect(reasons(`${imports}export default () => <TextAnimate icon={Heart} />\n`, fromItems)).toEqual([
      'passes a function to TextAnimate (icon)',
    ])
    expect(
      reasons(`${imports}export default () => <TextAnimate>{(state) => state}</TextAnimate>\n`, fromItems),
    ).toEqual(['passes a function to TextAnimate (children)'])
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

  it('leaves data, elements and functions handed to server components', () => {
    const imports = "import { TextAnimate } from '../text-animate'\nimport { Card } from '../card'\n"
    const variants = 'const fade = { hidden: { opacity: 0 }, show: { opacity: 1 } }\n'
    expect(
      reasons(
        `${imports}${variants}export default () => <TextAnimate variants={fade} by="word">{['a'].map((a) => <b key={a}>{a}</b>)}</TextAnimate>\n`,
        fromItems,
      ),
    ).toEqual([])
    expect(reasons(`${imports}export default () => <Card render={() => null} />\n`, fromItems)).toEqual([])
  })
})

describe('the published files', () => {
  it('are found through the metadata of each item, examples included, with their kind', async () => {
    const files = await itemFiles()
    expect(files).toContainEqual({ path: 'marquee/marquee.tsx', type: 'registry:ui' })
    expect(files).toContainEqual({ path: 'marquee/examples/marquee-demo.tsx', type: 'registry:example' })
    expect(files).toContainEqual({ path: 'hooks/use-on-screen.ts', type: 'registry:hook' })
    expect(files).toContainEqual({ path: 'lib/utils.ts', type: 'registry:lib' })
  })
})
