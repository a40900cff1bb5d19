import type { CssRules, ItemMeta } from '@snipstack/ui/meta'

/** Serialises shadcn-style CSS rules (`{ "@keyframes x": { from: {...} } }`) to CSS text. */
export function cssRulesToText(rules: CssRules, indent = ''): string {
  return Object.entries(rules)
    .map(([key, value]) => {
      if (typeof value === 'string') return `${indent}${key}: ${value};`
      return `${indent}${key} {\n${cssRulesToText(value, `${indent}  `)}\n${indent}}`
    })
    .join('\n')
}

function varsBlock(selector: string, vars: Record<string, string> | undefined): string {
  if (!vars || Object.keys(vars).length === 0) return ''
  const body = Object.entries(vars)
    .map(([name, value]) => `  --${name}: ${value};`)
    .join('\n')
  return `${selector} {\n${body}\n}`
}

/** The CSS an item contributes to a Tailwind v4 stylesheet: theme variables, colours, rules. */
export function itemCss(item: Pick<ItemMeta, 'cssVars' | 'css'>): string {
  return [
    varsBlock('@theme inline', item.cssVars?.theme),
    varsBlock(':root', item.cssVars?.light),
    varsBlock('.dark', item.cssVars?.dark),
    item.css ? cssRulesToText(item.css) : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}
