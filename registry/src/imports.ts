import { posix } from 'node:path'
import { type ParserPlugin, parse } from '@babel/parser'

/**
 * Module specifiers and directives of a TypeScript/JavaScript module, found with Babel's parser
 * rather than patterns: a `from '…'` inside a string, a comment or JSX text is not an import, and
 * `import('…')`, `export … from`, `import x = require('…')` and `typeof import('…')` are. The
 * registry build uses this to publish install paths, the CLI to map them onto a project's aliases.
 */

/** A string literal in the source: its value and the offsets of its quotes. */
export type SourceString = { value: string; start: number; end: number }

export type ModuleScan = {
  specifiers: SourceString[]
  /** Prologue directives (`'use client'`), the statement's offsets without the line break after it. */
  directives: SourceString[]
}

type Node = { type: string; start?: number | null; end?: number | null; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

function stringAt(node: unknown): SourceString | undefined {
  if (!isNode(node) || node.type !== 'StringLiteral' || typeof node.value !== 'string') return undefined
  if (typeof node.start !== 'number' || typeof node.end !== 'number') return undefined
  return { value: node.value, start: node.start, end: node.end }
}

/** The specifier a node names, when it is one of the ways a module refers to another. */
function specifierOf(node: Node): SourceString | undefined {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return stringAt(node.source)
    case 'CallExpression':
      return isNode(node.callee) && node.callee.type === 'Import'
        ? stringAt((node.arguments as unknown[])[0])
        : undefined
    case 'TSExternalModuleReference':
      return stringAt(node.expression)
    case 'TSImportType':
      return stringAt(
        isNode(node.argument) && node.argument.type === 'TSLiteralType' ? node.argument.literal : node.argument,
      )
    default:
      return undefined
  }
}

/** Babel's plugins for a file: JSX only where it can occur, since it changes how `<T>x` parses in .ts. */
function pluginSets(filename: string | undefined): ParserPlugin[][] {
  if (filename && /\.[cm]?ts$/.test(filename)) return [['typescript']]
  if (filename && /\.[cm]?jsx?$/.test(filename)) return [['jsx']]
  if (filename?.endsWith('.tsx')) return [['jsx', 'typescript']]
  return [['jsx', 'typescript'], ['typescript']]
}

function parseModule(source: string, filename: string | undefined) {
  let failure: unknown
  for (const plugins of pluginSets(filename)) {
    try {
      return parse(source, { sourceType: 'module', plugins, attachComment: false })
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

/** Throws Babel's SyntaxError (with its line and column) when the source does not parse. */
export function scanModule(source: string, filename?: string): ModuleScan {
  const program = parseModule(source, filename).program as unknown as Node
  const specifiers: SourceString[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry)
      return
    }
    if (!isNode(value)) return
    const specifier = specifierOf(value)
    if (specifier) specifiers.push(specifier)
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && typeof child === 'object' && child !== null) visit(child)
    }
  }
  visit(program.body)
  const directives = ((program.directives as Node[] | undefined) ?? []).flatMap((directive) => {
    const literal = isNode(directive.value) ? directive.value : undefined
    const value = typeof literal?.value === 'string' ? literal.value : undefined
    if (value === undefined || typeof directive.start !== 'number' || typeof directive.end !== 'number') return []
    return [{ value, start: directive.start, end: directive.end }]
  })
  return { specifiers: specifiers.sort((a, b) => a.start - b.start), directives }
}

export type SourceEdit = { start: number; end: number; text: string }

/** Applies non-overlapping edits, given in any order. */
export function applySourceEdits(source: string, edits: SourceEdit[]): string {
  let result = source
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  }
  return result
}

/** The literal for a new specifier, in the quote the source used. */
function quoted(source: string, literal: SourceString, value: string): string {
  const quote = source[literal.start] === '"' ? '"' : "'"
  return value.includes(quote) || value.includes('\\') ? JSON.stringify(value) : `${quote}${value}${quote}`
}

/** Edits that give every module specifier `rewrite(specifier)`; unchanged ones need no edit. */
export function specifierEdits(source: string, scan: ModuleScan, rewrite: (specifier: string) => string): SourceEdit[] {
  return scan.specifiers.flatMap((literal) => {
    const next = rewrite(literal.value)
    return next === literal.value
      ? []
      : [{ start: literal.start, end: literal.end, text: quoted(source, literal, next) }]
  })
}

/**
 * Item sources import each other with relative paths inside packages/ui (`../lib/utils`,
 * `../button/button`). Installed files use the aliases shadcn's registry items use, which both our
 * CLI and shadcn's rewrite to the project's own aliases: `@/lib/<helper>`, `@/hooks/<hook>` and
 * `@/components/ui/<item>`. A block installs into the components folder itself, so a file that
 * imports one (a page template made of blocks: `../navbar/navbar` from `blocks/saas-template/`)
 * gets `@/components/<block>`; telling that apart takes `from`, the importing file's path below
 * packages/ui/src.
 */
export function installedSpecifier(specifier: string, from?: string): string {
  const relative = specifier.match(/^(?:\.\.?\/)+(.+)$/)
  if (!relative) return specifier
  if (from) {
    const block = posix.join(posix.dirname(from), specifier).match(/^blocks\/[a-z0-9-]+\/([a-z0-9-]+)$/)
    if (block) return `@/components/${block[1]}`
  }
  const path = relative[1] as string
  if (path.startsWith('lib/') || path.startsWith('hooks/')) return `@/${path}`
  // `../marquee` from an example, `../button/button` from a sibling item: both mean an installed ui item.
  const item = path.split('/').at(-1)
  return item && /^[a-z0-9-]+$/.test(item) ? `@/components/ui/${item}` : specifier
}

/**
 * A source file as the registry publishes it: its imports as installed (installedSpecifier), and
 * its `'use client'` directive closed with a semicolon. shadcn's CLI, in a project without React
 * Server Components, drops a directive only where its text is exactly `'use client'`, and with a
 * pattern whose state carries from one file to the next it drops every other one: the same item
 * comes out with the directive in one command and without it in the next, which then asks to
 * overwrite a file nobody changed. With the semicolon it keeps the directive every time (harmless
 * outside React Server Components, and what other registries publish); our CLI drops it either way.
 * `filename`: the file's path below packages/ui/src (`marquee/marquee.tsx`), when known.
 */
export function toInstalledSource(source: string, filename?: string): string {
  const scan = scanModule(source, filename)
  const edits = specifierEdits(source, scan, (specifier) => installedSpecifier(specifier, filename))
  for (const directive of scan.directives) {
    if (directive.value === 'use client' && source[directive.end - 1] !== ';')
      edits.push({ start: directive.end, end: directive.end, text: ';' })
  }
  return applySourceEdits(source, edits)
}

/** Babel's record of where and how code is written, as opposed to what it does. */
const positionalKeys = new Set([
  'start',
  'end',
  'loc',
  'range',
  'extra',
  'comments',
  'leadingComments',
  'trailingComments',
  'innerComments',
])

/** What an AST says, without where it says it: positions, comments, raw spellings and parentheses go. */
function codeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(codeOf)
  if (!isNode(value)) return value
  const code: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (positionalKeys.has(key)) continue
    code[key] = typeof child === 'object' && child !== null ? codeOf(child) : child
  }
  // JSX text is laid out by line breaks and indentation that React collapses anyway.
  if (value.type === 'JSXText' && typeof code.value === 'string') code.value = code.value.replace(/\s+/g, ' ').trim()
  return code
}

/**
 * Whether two modules are the same code, however they are formatted: semicolons, quotes,
 * indentation, line breaks, parentheses and comments aside. shadcn's CLI and ours lay the
 * JavaScript of an item out differently (shadcn reprints what it changes), and a formatter run over
 * an installed file changes its layout; neither makes the file differ from the registry's.
 * False when either does not parse.
 */
export function sameCode(a: string, b: string, filename?: string): boolean {
  if (a === b) return true
  try {
    const parsed = (source: string) => JSON.stringify(codeOf(parseModule(source, filename).program))
    return parsed(a) === parsed(b)
  } catch {
    return false
  }
}
