import {
  applySourceEdits,
  type ModuleScan,
  type SourceEdit,
  scanModule,
  specifierEdits,
} from '@snipstack/registry/imports'
import type { Aliases } from './config'
import { javascriptPath } from './javascript'

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

export type TransformOptions = {
  aliases: Aliases
  rsc: boolean
  /** A JavaScript project (`"tsx": false`): its files are named `.jsx`/`.js`, so imports of them are too. */
  javascript?: boolean
}

/** Whether a specifier names a file of the project (relative, or through one of its aliases) rather than a package. */
function isProjectFile(specifier: string, aliases: Aliases): boolean {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return true
  return Object.values(aliases).some((alias) => specifier.startsWith(`${alias.split('/')[0]}/`))
}

/** Files whose imports are rewritten; CSS, JSON and other files are installed as they are. */
export const isScript = (path: string) => /\.[cm]?[jt]sx?$/.test(path)

/** The line break (and one blank line) after a removed directive, so the file does not start empty. */
const breakAfter = /^;?[ \t]*(?:\r?\n(?:[ \t]*\r?\n)?)?/

/**
 * A registry file as it is installed: imports pointed at the project's aliases (and, in a
 * JavaScript project, at `.jsx`/`.js` where they name a `.tsx`/`.ts` file) and, outside React
 * Server Components, the `'use client'` directive dropped (it means nothing there; shadcn drops it
 * the same way). Throws Babel's SyntaxError when a script does not parse.
 */
export function transformSource(
  source: string,
  path: string,
  { aliases, rsc, javascript = false }: TransformOptions,
): string {
  if (!isScript(path)) return source
  const scan = scanModule(source, path)
  const rewrite = (specifier: string) => {
    const aliased = rewriteAlias(specifier, aliases)
    return javascript && isProjectFile(aliased, aliases) ? javascriptPath(aliased) : aliased
  }
  const edits: SourceEdit[] = specifierEdits(source, scan, rewrite)
  if (!rsc) edits.push(...useClientEdits(source, scan))
  return applySourceEdits(source, edits)
}

/** Edits that remove each `'use client'` directive with its semicolon and the line break after it. */
function useClientEdits(source: string, scan: ModuleScan): SourceEdit[] {
  return scan.directives
    .filter((directive) => directive.value === 'use client')
    .map((directive) => {
      const after = source.slice(directive.end).match(breakAfter)?.[0] ?? ''
      return { start: directive.start, end: directive.end + after.length, text: '' }
    })
}

/** A script without its `'use client'` directive (what it says outside React Server Components). Throws when it does not parse. */
export function withoutUseClient(source: string, path: string): string {
  return isScript(path) ? applySourceEdits(source, useClientEdits(source, scanModule(source, path))) : source
}
