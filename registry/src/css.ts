import type { CssRules, CssValue, RegistryItem } from '@snipstack/contracts'

/**
 * The one serialiser of registry CSS, used by the registry build (packages/ui's registry.gen.css,
 * the docs' manual install steps) and by the CLI, which parses this text and merges the result
 * into a project's stylesheet. Two-space indentation; the CLI re-indents to the project's style.
 */

function entryText(key: string, value: CssValue, indent: string): string[] {
  if (typeof value === 'string') return [`${indent}${key}: ${value};`]
  if (Array.isArray(value)) return value.flatMap((entry) => entryText(key, entry, indent))
  // An at-rule with nothing inside is a statement: `"@plugin \"x\"": {}` is `@plugin "x";`.
  if (key.startsWith('@') && Object.keys(value).length === 0) return [`${indent}${key};`]
  return [`${indent}${key} {`, cssRulesToText(value, `${indent}  `), `${indent}}`]
}

/** shadcn-style CSS rules (`{ "@keyframes x": { from: {...} } }`) as CSS text. */
export function cssRulesToText(rules: CssRules, indent = ''): string {
  return Object.entries(rules)
    .flatMap(([key, value]) => entryText(key, value, indent))
    .join('\n')
}

function varsBlock(selector: string, vars: Record<string, string> | undefined): string {
  if (!vars || Object.keys(vars).length === 0) return ''
  const body = Object.entries(vars)
    .map(([name, value]) => `  --${name.replace(/^--/, '')}: ${value};`)
    .join('\n')
  return `${selector} {\n${body}\n}`
}

/** An item's theme variables as blocks: `@theme inline`, `:root` (light) and `.dark`. */
export function cssVarsToText(cssVars: RegistryItem['cssVars']): string {
  return [
    varsBlock('@theme inline', cssVars?.theme),
    varsBlock(':root', cssVars?.light),
    varsBlock('.dark', cssVars?.dark),
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The CSS an item contributes to a Tailwind v4 stylesheet: theme variables, colours, rules. */
export function itemCss(item: Pick<RegistryItem, 'cssVars' | 'css'>): string {
  return [cssVarsToText(item.cssVars), item.css ? cssRulesToText(item.css) : ''].filter(Boolean).join('\n\n')
}
