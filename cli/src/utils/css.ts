import type { CssRules, CssVars } from '../registry/schema'

/**
 * Merges registry CSS (theme variables, keyframes, rules) into a Tailwind v4 stylesheet by
 * editing its text: what the user wrote, comments and formatting included, stays as it was, and
 * merging the same item again changes nothing.
 */

type Block = { kind: 'block'; header: string; start: number; open: number; close: number }
type Statement = { kind: 'statement'; text: string; start: number; end: number }
type Entry = Block | Statement

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '')
const normalizeHeader = (header: string) => stripComments(header).replace(/\s+/g, ' ').trim()

/** Index just past a string or comment starting at `i`, or `i` when there is none. */
function skipLiteral(text: string, i: number): number {
  const char = text[i]
  if (char === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2)
    return end === -1 ? text.length : end + 2
  }
  if (char === '"' || char === "'") {
    let j = i + 1
    while (j < text.length && text[j] !== char && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1
    return j + 1
  }
  return i
}

function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const skipped = skipLiteral(text, i)
    if (skipped !== i) {
      i = skipped - 1
      continue
    }
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  throw new Error('unbalanced braces')
}

/** The blocks and statements directly inside `text[from, to)`. */
function scan(text: string, from: number, to: number): Entry[] {
  const entries: Entry[] = []
  let segment = from
  for (let i = from; i < to; i++) {
    const skipped = skipLiteral(text, i)
    if (skipped !== i) {
      i = skipped - 1
      continue
    }
    const char = text[i]
    if (char === '{') {
      const close = matchingBrace(text, i)
      entries.push({ kind: 'block', header: normalizeHeader(text.slice(segment, i)), start: segment, open: i, close })
      i = close
      segment = close + 1
    } else if (char === ';') {
      entries.push({ kind: 'statement', text: text.slice(segment, i), start: segment, end: i })
      segment = i + 1
    } else if (char === '}') {
      segment = i + 1
    }
  }
  const rest = stripComments(text.slice(segment, to)).trim()
  if (rest) entries.push({ kind: 'statement', text: text.slice(segment, to), start: segment, end: to })
  return entries
}

/** A region: the whole file, or the body of a block (between its braces). */
type Scope = { from: number; to: number; depth: number }

const fileScope = (text: string): Scope => ({ from: 0, to: text.length, depth: 0 })
const bodyScope = (block: Block, depth: number): Scope => ({ from: block.open + 1, to: block.close, depth })

const normalizeBody = (body: string) =>
  stripComments(body)
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/;$/, '')
    .trim()

function indentOf(text: string, scope: Scope): string {
  if (scope.depth === 0) return ''
  const lines = text.slice(scope.from, scope.to).split('\n')
  const used = lines.slice(1).find((line) => line.trim())
  return used ? (used.match(/^\s*/)?.[0] ?? '  ') : '  '.repeat(scope.depth)
}

function declarationsText(vars: Record<string, string>, indent: string): string {
  return Object.entries(vars)
    .map(([name, value]) => `${indent}${name}: ${value};`)
    .join('\n')
}

function rulesText(rules: CssRules, indent: string): string {
  return Object.entries(rules)
    .map(([key, value]) =>
      typeof value === 'string'
        ? `${indent}${key}: ${value};`
        : `${indent}${key} {\n${rulesText(value, `${indent}  `)}\n${indent}}`,
    )
    .join('\n')
}

/** Puts `snippet` (one or more complete lines) at the end of a scope. */
function appendToScope(text: string, scope: Scope, snippet: string): string {
  if (scope.depth === 0) {
    const trimmed = text.replace(/\s+$/, '')
    return `${trimmed}${trimmed ? '\n\n' : ''}${snippet}\n`
  }
  const before = text.slice(0, scope.to).replace(/[ \t]*$/, '')
  const closingIndent = indentOf(text, scope).slice(2)
  return `${before.endsWith('\n') ? before : `${before}\n`}${snippet}\n${closingIndent}${text.slice(scope.to)}`
}

function findBlock(text: string, scope: Scope, headers: string[]): Block | undefined {
  const blocks = scan(text, scope.from, scope.to).filter((entry): entry is Block => entry.kind === 'block')
  for (const header of headers) {
    const found = blocks.find((block) => block.header === normalizeHeader(header))
    if (found) return found
  }
  return undefined
}

/** Sets `name: value` directly inside a scope: unchanged when equal, replaced when different, else added. */
function setDeclaration(
  text: string,
  scope: Scope,
  name: string,
  value: string,
  { keepExisting = false }: { keepExisting?: boolean } = {},
): string {
  const existing = scan(text, scope.from, scope.to).find(
    (entry): entry is Statement =>
      entry.kind === 'statement' && stripComments(entry.text).split(':')[0]?.trim() === name,
  )
  if (!existing) return appendToScope(text, scope, `${indentOf(text, scope)}${name}: ${value};`)
  if (keepExisting) return text
  const current = stripComments(existing.text)
  const currentValue = current.slice(current.indexOf(':') + 1).trim()
  if (currentValue.replace(/\s+/g, ' ') === value.replace(/\s+/g, ' ')) return text
  const colon = existing.text.indexOf(':')
  return `${text.slice(0, existing.start + colon + 1)} ${value}${text.slice(existing.end)}`
}

/**
 * Variables into the first block with one of `headers`, creating it (with the first header) when
 * missing. A variable the project already defines keeps its value: that is the project's theme
 * (shadcn's CLI treats component variables the same way).
 */
function mergeVars(text: string, headers: string[], vars: Record<string, string> | undefined): string {
  if (!vars || !Object.keys(vars).length) return text
  const named = Object.fromEntries(Object.entries(vars).map(([key, value]) => [`--${key.replace(/^--/, '')}`, value]))
  const block = findBlock(text, fileScope(text), headers)
  if (!block) return appendToScope(text, fileScope(text), `${headers[0]} {\n${declarationsText(named, '  ')}\n}`)
  let result = text
  for (const [name, value] of Object.entries(named)) {
    // Offsets move with every edit, so the block is looked up again each time.
    const current = findBlock(result, fileScope(result), headers) as Block
    result = setDeclaration(result, bodyScope(current, 1), name, value, { keepExisting: true })
  }
  return result
}

/** At-rules whose body is one unit: replaced whole when it differs, never merged line by line. */
const atomic = /^@(keyframes|-webkit-keyframes|property|font-face|counter-style)\b/

function mergeRules(text: string, rules: CssRules, scopeOf: (text: string) => Scope): string {
  let result = text
  for (const [key, value] of Object.entries(rules)) {
    const scope = scopeOf(result)
    if (typeof value === 'string') {
      // A declaration belongs in a rule; at the top level there is nothing sensible to set.
      if (scope.depth > 0) result = setDeclaration(result, scope, key, value)
      continue
    }
    const block = findBlock(result, scope, [key])
    const indent = '  '.repeat(scope.depth)
    if (!block) {
      result = appendToScope(result, scope, `${indent}${key} {\n${rulesText(value, `${indent}  `)}\n${indent}}`)
      continue
    }
    if (atomic.test(key)) {
      const wanted = rulesText(value, `${indent}  `)
      if (normalizeBody(result.slice(block.open + 1, block.close)) !== normalizeBody(wanted)) {
        result = `${result.slice(0, block.open + 1)}\n${wanted}\n${indent}${result.slice(block.close)}`
      }
      continue
    }
    result = mergeRules(result, value, (current) => {
      const parent = findBlock(current, scopeOf(current), [key]) as Block
      return bodyScope(parent, scope.depth + 1)
    })
  }
  return result
}

export type CssAdditions = { cssVars?: CssVars; css?: CssRules }

/** The stylesheet with one item's variables and rules merged in; the same text when already there. */
export function mergeCss(text: string, { cssVars, css }: CssAdditions): string {
  let result = text
  result = mergeVars(result, ['@theme inline', '@theme'], cssVars?.theme)
  result = mergeVars(result, [':root'], cssVars?.light)
  result = mergeVars(result, ['.dark'], cssVars?.dark)
  if (css) result = mergeRules(result, css, fileScope)
  return result
}
