import type { CssRules, RegistryItemCssVars } from '@snipstack/contracts'
import { cssRulesToText, cssVarsToText } from '@snipstack/registry/css'
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss'

/**
 * Merges registry CSS (theme variables, keyframes, rules) into a Tailwind v4 stylesheet. Both sides
 * go through postcss: the item's CSS as the registry's own serialiser writes it, the project's file
 * as it is, so strings, comments, `@layer` and `@theme` blocks are understood rather than guessed.
 * Only what is added or replaced gets new formatting (in the file's own indentation); everything
 * else is printed from postcss's record of the original text, so it stays byte for byte, and
 * merging the same item again changes nothing.
 */

export type CssAdditions = { cssVars?: RegistryItemCssVars; css?: CssRules }

const children = (container: Container): ChildNode[] => container.nodes ?? []
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
const normalValue = (value: string) => collapse(value).replace(/\s*([,()])\s*/g, '$1')
const normalSelector = (selector: string) => collapse(selector).replace(/\s*([>+~,])\s*/g, '$1')

/** How a node reads, whatever its formatting and comments: equal nodes say the same thing. */
function canonical(node: ChildNode): string {
  switch (node.type) {
    case 'decl':
      return `${node.prop}:${normalValue(node.value)}${node.important ? '!important' : ''}`
    case 'comment':
      return ''
    case 'rule':
      return `${normalSelector(node.selector)}{${body(node)}}`
    case 'atrule':
      return `@${node.name.toLowerCase()} ${collapse(node.params)}${node.nodes ? `{${body(node)}}` : ';'}`
  }
}

const body = (container: Container) => children(container).map(canonical).filter(Boolean).join(';')

/** Which node of the project's file an incoming node corresponds to: same selector, or same at-rule and prelude. */
function sameBlock(a: ChildNode, b: ChildNode): boolean {
  if (a.type === 'rule' && b.type === 'rule') return normalSelector(a.selector) === normalSelector(b.selector)
  if (a.type === 'atrule' && b.type === 'atrule') {
    return a.name.toLowerCase() === b.name.toLowerCase() && collapse(a.params) === collapse(b.params)
  }
  return false
}

/** At-rules whose body is one unit: replaced whole when it differs, never merged line by line. */
const atomic = new Set(['keyframes', '-webkit-keyframes', 'property', 'counter-style', 'utility'])

function depthOf(container: Container): number {
  let depth = 0
  for (let node: Container | undefined = container; node && node.type !== 'root'; node = node.parent as Container) {
    depth++
  }
  return depth
}

/** One level of the file's indentation, from its first nested line; two spaces when it has none. */
function detectIndent(root: Root): string {
  let indent = ''
  root.walk((node) => {
    const before = node.raws.before ?? ''
    if (node.parent?.type !== 'root' && node.parent?.parent?.type === 'root' && before.includes('\n')) {
      indent = before.slice(before.lastIndexOf('\n') + 1).replace(/\S/g, '')
      if (indent) return false
    }
    return undefined
  })
  return indent || '  '
}

/** Lays out a node about to be inserted at `depth`, one declaration or block per line. */
function layOut(node: ChildNode, depth: number, indent: string): void {
  const newline = `\n${indent.repeat(depth)}`
  node.raws.before = newline
  if (node.type === 'decl') {
    node.raws.between = ': '
    return
  }
  if (node.type === 'comment') return
  if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : ''
  node.raws.between = node.nodes ? ' ' : ''
  if (!node.nodes) return
  node.raws.after = newline
  node.raws.semicolon = true
  for (const child of node.nodes) layOut(child, depth + 1, indent)
}

function append(container: Container, node: ChildNode, indent: string): void {
  layOut(node, depthOf(container), indent)
  if (container.type === 'root') {
    // Top-level blocks stand apart, as a stylesheet is usually written.
    node.raws.before = children(container).length ? '\n\n' : ''
    if (!container.raws.after?.includes('\n')) container.raws.after = '\n'
  } else {
    // A sibling of the same kind shows how this block is written (`{ a: b; }` on one line, tabs).
    const sibling = children(container).findLast((child) => child.type === node.type && child.raws.before !== undefined)
    if (node.type === 'decl' && sibling?.raws.before !== undefined) node.raws.before = sibling.raws.before
    container.raws.semicolon = true
  }
  container.append(node)
}

/** `@import`, `@plugin` and their kind go with the statements at the top, before any block. */
function insertStatement(root: Root, node: AtRule, indent: string): void {
  layOut(node, 0, indent)
  let anchor: ChildNode | undefined
  for (const child of root.nodes) {
    if (child.type === 'atrule' && !child.nodes) anchor = child
    else if (child.type !== 'comment') break
  }
  if (anchor) {
    node.raws.before = '\n'
    root.insertAfter(anchor, node)
    return
  }
  const first = root.first
  node.raws.before = ''
  root.prepend(node)
  if (first) first.raws.before = `\n${first.raws.before ?? ''}`
}

/**
 * Variables into the first block `isTarget` accepts, created (from `incoming`) when there is none.
 * A variable the project already defines in any block `isFamily` accepts keeps its value: that
 * is the project's theme (shadcn's CLI treats component variables the same way).
 */
function mergeVars(
  root: Root,
  incoming: Rule | AtRule,
  isFamily: (node: Rule | AtRule) => boolean,
  isTarget: (node: Rule | AtRule) => boolean,
  indent: string,
): void {
  const family: Array<Rule | AtRule> = []
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && isFamily(node)) family.push(node)
  })
  const defined = (prop: string) =>
    family.some((block) => block.nodes?.some((child) => child.type === 'decl' && child.prop === prop))
  let target = family.find(isTarget)
  for (const decl of incoming.nodes ?? []) {
    if (decl.type !== 'decl' || defined(decl.prop)) continue
    if (!target) {
      target = incoming.clone()
      target.removeAll()
      append(root, target, indent)
      family.push(target)
    }
    append(target, decl.clone(), indent)
  }
}

function mergeRules(container: Container, incoming: ChildNode[], indent: string): void {
  for (const node of incoming) {
    if (node.type === 'comment') continue
    if (node.type === 'decl') {
      // A declaration belongs in a rule; at the top level there is nothing sensible to set.
      if (container.type === 'root') continue
      const existing = children(container).findLast((child) => child.type === 'decl' && child.prop === node.prop)
      if (existing?.type !== 'decl') append(container, node.clone(), indent)
      else if (canonical(existing) !== canonical(node)) {
        existing.value = node.value
        existing.important = node.important
      }
      continue
    }
    if (node.type === 'atrule' && !node.nodes) {
      if (children(container).some((child) => sameBlock(child, node))) continue
      if (container.type === 'root') insertStatement(container as Root, node.clone(), indent)
      else append(container, node.clone(), indent)
      continue
    }
    // Every @font-face has the same prelude; only an identical one is the same face.
    const existing =
      node.type === 'atrule' && node.name === 'font-face'
        ? children(container).find((child) => canonical(child) === canonical(node))
        : children(container).find((child) => sameBlock(child, node))
    if (!existing || (existing.type !== 'rule' && existing.type !== 'atrule')) {
      append(container, node.clone(), indent)
    } else if (node.type === 'atrule' && atomic.has(node.name.toLowerCase())) {
      if (canonical(existing) !== canonical(node)) {
        existing.removeAll()
        for (const child of node.nodes ?? []) append(existing, child.clone(), indent)
        existing.raws.after = `\n${indent.repeat(depthOf(existing) - 1)}`
      }
    } else {
      mergeRules(existing, node.nodes ?? [], indent)
    }
  }
}

const isTheme = (node: Rule | AtRule) => node.type === 'atrule' && node.name === 'theme'
const isInlineTheme = (node: Rule | AtRule) => isTheme(node) && collapse((node as AtRule).params) === 'inline'
const isRule = (selector: string) => (node: Rule | AtRule) =>
  node.type === 'rule' && normalSelector(node.selector) === selector

/**
 * The stylesheet with one item's variables and rules merged in; the same text when already there.
 * Throws postcss's CssSyntaxError (with line and column) when the stylesheet does not parse.
 */
export function mergeCss(text: string, { cssVars, css }: CssAdditions): string {
  const root = postcss.parse(text)
  const indent = detectIndent(root)
  for (const block of postcss.parse(cssVarsToText(cssVars)).nodes) {
    if (block.type === 'atrule' && block.name === 'theme') {
      // Inline, so a value such as `marquee var(--duration)` resolves where the utility is used.
      mergeVars(root, block, isTheme, isInlineTheme, indent)
    } else if (block.type === 'rule') {
      const selector = isRule(normalSelector(block.selector))
      mergeVars(root, block, selector, selector, indent)
    }
  }
  if (css) mergeRules(root, postcss.parse(cssRulesToText(css)).nodes, indent)
  const merged = root.toString()
  return merged === text ? text : merged
}
