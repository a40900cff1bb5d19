import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { itemCss } from './css'
import { loadItems, uiSrc } from './items'

/**
 * Writes packages/ui/src/registry.gen.css: every item's theme variables and keyframes, so the docs
 * site and Storybook animate items exactly as an install does. A test keeps it in sync.
 */
export async function generatedCss(): Promise<string> {
  // Items that ask for the same CSS (the blocks and their colour tokens) share one copy of it.
  const namesByCss = new Map<string, string[]>()
  for (const item of await loadItems()) {
    const css = itemCss(item)
    if (css) namesByCss.set(css, [...(namesByCss.get(css) ?? []), item.name])
  }
  const parts = [...namesByCss].map(([css, names]) => `/* ${names.join(', ')} */\n${css}`)
  return `/* __generated__ by registry/src/gen-css.ts from the items' metadata; do not edit. */\n\n${parts.join('\n\n')}\n`
}

export const generatedCssPath = resolve(uiSrc, 'registry.gen.css')

if (import.meta.main) {
  writeFileSync(generatedCssPath, await generatedCss())
  console.log(`Wrote ${generatedCssPath}`)
}
