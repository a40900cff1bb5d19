import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { filesBelow, importAndGlobSpecifiers, sourceFile } from './source-files'

/*
 * The site's folders (site/src) and who may import whom; site/README.md explains the rule and
 * feature-boundaries.test.ts fails on any import that breaks it.
 *
 * - Shared layers (lib, components, config, content) hold what more than one feature uses. They
 *   import only shared layers, never a feature or a route; lib, the lowest, imports only lib.
 * - A feature (features/<name>) imports its own files, the shared layers, the shared features
 *   (every file public) and, from any other feature, only the files that feature declares public.
 * - Routes (routes/) and the app's own files (router.tsx, entry-client.tsx, entry-server.tsx)
 *   put features together and may import anything.
 */

export const SITE_SOURCE = 'site/src'

export const sharedLayers: readonly string[] = ['lib', 'components', 'config', 'content']

/** Features that are kits for other features: the two catalogues (snippets, templates) are built from catalog. */
export const sharedFeatures: readonly string[] = ['catalog']

/**
 * The files a feature offers to other features, relative to its folder. Keep this short: what
 * several features need belongs in a shared layer; a file listed here is a feature's deliberate
 * contract with another (a form one page embeds, the docs' item data the blocks pages show).
 */
export const publicFiles: Readonly<Record<string, readonly string[]>> = {
  // The workspace shows it in place of a page while signed out; the ratings section sends a
  // signed-out visitor through it.
  auth: ['sign-in-form.tsx', 'require-session.tsx'],
  // The docs' MDX embeds a template's live preview.
  blocks: ['template-demo.tsx'],
  // Which docs pages exist (the header's menu, the search palette), and the registry items'
  // metadata, sources and install commands (the blocks pages).
  docs: ['availability.ts', 'catalog.ts', 'loaders.ts', 'components/command-block.tsx'],
  // The Pro page states figures from /api/stats as the landing page does, from the same source.
  landing: ['use-site-stats.ts'],
  // The template and snippet pages and cards show an item's rating and its ratings section.
  ratings: ['rating-figure.tsx', 'ratings-section.tsx'],
  // Their cache keys: a rating's new average is written into the cached pages and lists
  // (ratings/rating-write.ts).
  snippets: ['snippet-queries.ts'],
  templates: ['template-queries.ts'],
}

/** Where a file sits in site/src. */
export type Place =
  | { kind: 'feature'; feature: string; file: string }
  | { kind: 'shared'; layer: string }
  | { kind: 'routes' }
  | { kind: 'app' }

/** The place of `path`, relative to site/src with '/' separators. */
export function placeOf(path: string): Place {
  const [top = '', name = '', ...rest] = path.split('/')
  if (top === 'features' && rest.length > 0) return { kind: 'feature', feature: name, file: rest.join('/') }
  if (sharedLayers.includes(top) && name) return { kind: 'shared', layer: top }
  if (top === 'routes') return { kind: 'routes' }
  return { kind: 'app' }
}

const describePlace = (place: Place) =>
  place.kind === 'feature'
    ? `feature '${place.feature}'`
    : place.kind === 'shared'
      ? `shared layer '${place.layer}'`
      : place.kind === 'routes'
        ? 'a route'
        : 'an app file'

/** Why `from` may not import `to` (both relative to site/src), or undefined when it may. */
export function boundaryProblem(from: string, to: string): string | undefined {
  const source = placeOf(from)
  const target = placeOf(to)
  if (source.kind === 'routes' || source.kind === 'app') return undefined
  if (source.kind === 'shared') {
    if (target.kind !== 'shared') return `shared layers import no feature, route or app file (${describePlace(target)})`
    if (source.layer === 'lib' && target.layer !== 'lib') return `lib imports only lib (${describePlace(target)})`
    return undefined
  }
  if (target.kind === 'shared') return undefined
  if (target.kind !== 'feature') return `features import no route or app file (${describePlace(target)})`
  if (target.feature === source.feature || sharedFeatures.includes(target.feature)) return undefined
  if (publicFiles[target.feature]?.includes(target.file)) return undefined
  return `'${target.file}' is internal to feature '${target.feature}': move what is shared to lib/ or components/, or declare the file public in scripts/feature-boundaries.ts`
}

/** Every module a site file imports, loads, mocks or globs, each once. */
export const moduleSpecifiers = importAndGlobSpecifiers

const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/**
 * The file `specifier` names from `file` (absolute), relative to `sourceRoot` (absolute), or
 * undefined when it is a package or lies outside. A glob stands for the folder before its first
 * wildcard; a path no file has is returned as written, so it is still placed.
 */
export function resolveSpecifier(file: string, specifier: string, sourceRoot: string): string | undefined {
  let target: string
  if (specifier.startsWith('@/')) target = join(sourceRoot, specifier.slice(2))
  else if (/^\.\.?(?:\/|$)/.test(specifier)) target = resolve(dirname(file), specifier)
  else return undefined
  const wildcard = target.search(/[*?{[]/)
  if (wildcard >= 0) target = target.slice(0, target.lastIndexOf(sep, wildcard))
  else {
    const existing = candidates
      .map((suffix) => target + suffix)
      .find((path) => existsSync(path) && statSync(path).isFile())
    if (existing) target = existing
  }
  if (!target.startsWith(sourceRoot + sep)) return undefined
  return relative(sourceRoot, target).split(sep).join('/')
}

/** An import that crosses a boundary: the file (relative to the repository), what it wrote, and why not. */
export type Violation = { file: string; specifier: string; problem: string }

/** Every import in site/src of the repository at `root` that breaks the rule. */
export function findViolations(root: string): Violation[] {
  const sourceRoot = resolve(root, SITE_SOURCE)
  const violations: Violation[] = []
  for (const file of filesBelow(sourceRoot, sourceFile)) {
    const from = relative(sourceRoot, file).split(sep).join('/')
    for (const specifier of moduleSpecifiers(readFileSync(file, 'utf8'))) {
      const to = resolveSpecifier(file, specifier, sourceRoot)
      const problem = to === undefined ? undefined : boundaryProblem(from, to)
      if (problem) violations.push({ file: `${SITE_SOURCE}/${from}`, specifier, problem })
    }
  }
  return violations
}
