import type { Aliases } from './config'

/**
 * Registry files import each other through shadcn's conventional aliases (`@/lib/utils`,
 * `@/components/ui/button`). This maps them onto the project's aliases from components.json,
 * the same mapping shadcn's CLI applies, so both CLIs install identical files.
 */
export function rewriteAlias(specifier: string, aliases: Aliases): string {
  if (!specifier.startsWith('@/')) return specifier
  if (specifier === '@/lib/utils') return aliases.utils
  const mappings: Array<[RegExp, string]> = [
    [/^@\/components\/ui(?=\/|$)/, aliases.ui],
    [/^@\/components(?=\/|$)/, aliases.components],
    [/^@\/hooks(?=\/|$)/, aliases.hooks],
    [/^@\/lib(?=\/|$)/, aliases.lib],
  ]
  for (const [pattern, alias] of mappings) if (pattern.test(specifier)) return specifier.replace(pattern, alias)
  const root = aliases.components.split('/')[0] ?? '@'
  return specifier.replace(/^@\//, `${root}/`)
}

/** `from '…'`, `import '…'`, `import('…')` and `export … from '…'` specifiers. */
const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g

export type TransformOptions = { aliases: Aliases; rsc: boolean }

export function transformSource(source: string, { aliases, rsc }: TransformOptions): string {
  let result = source.replace(
    specifierPattern,
    (_, keyword: string, quote: string, specifier: string) =>
      `${keyword}${quote}${rewriteAlias(specifier, aliases)}${quote}`,
  )
  // Outside React Server Components the directive means nothing; shadcn drops it the same way.
  if (!rsc) result = result.replace(/^\s*(['"])use client\1;?[ \t]*\r?\n(\r?\n)?/, '')
  return result
}
