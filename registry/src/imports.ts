/**
 * Item sources import each other with relative paths inside packages/ui (`../lib/utils`,
 * `../button/button`). Installed files use the aliases shadcn's registry items use, which both our
 * CLI and shadcn's rewrite to the project's own aliases: `@/lib/utils` and `@/components/ui/<item>`.
 */
export function toInstalledImports(source: string): string {
  return source.replace(/(from\s+|import\s+)(['"])((?:\.\.?\/)+)([^'"]+)\2/g, (match, keyword, quote, _dots, rest) => {
    const path = String(rest)
    if (path === 'lib/utils') return `${keyword}${quote}@/lib/utils${quote}`
    // `../marquee` from an example, `../button/button` from a sibling item: both mean an installed ui item.
    const item = path.split('/').at(-1)
    if (item && /^[a-z0-9-]+$/.test(item)) return `${keyword}${quote}@/components/ui/${item}${quote}`
    return match
  })
}
