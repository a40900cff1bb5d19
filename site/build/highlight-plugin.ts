import { readFile } from 'node:fs/promises'
import { basename, relative, resolve, sep } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import { highlightCode, languageOf } from './highlight.ts'

type Snapshot = typeof import('./registry-snapshot.ts')

/** `import x from './file.tsx?highlight'` → `{ code, html }` of that file, highlighted now rather than in the browser. */
export const SOURCE_QUERY = 'highlight'
/** `import x from './item.meta.ts?highlight-css'` → `{ code, html }` of the CSS the item asks projects to add. */
export const CSS_QUERY = 'highlight-css'

const prefix = '\0snipstack-highlight:'
const queryPattern = new RegExp(`\\?(${CSS_QUERY}|${SOURCE_QUERY})$`)

/** The module each virtual id turns into: plain code to copy and its highlighted HTML to show. */
export function highlightedModule(code: string, html: string): string {
  return `export const code = ${JSON.stringify(code)}\nexport const html = ${JSON.stringify(html)}\n`
}

/**
 * Pre-highlights the docs' code at build time, so neither Shiki nor its grammars ever reach the
 * browser. Each import is its own virtual module, and the docs import them lazily, so a page only
 * downloads the code it shows. Item sources are shown as they install: relative imports are
 * rewritten to `@/lib/utils` and `@/components/ui/<item>` exactly as the registry publishes them.
 */
export function docsHighlight(): Plugin {
  let root = process.cwd()
  let snapshot: Promise<Snapshot> | undefined
  const uiSrc = () => resolve(root, '../packages/ui/src')
  const loadSnapshot = () => {
    snapshot ??= runnerImport<Snapshot>(resolve(root, 'build/registry-snapshot.ts'), {
      root,
      configFile: false,
      logLevel: 'silent',
    }).then((result) => result.module)
    return snapshot
  }

  return {
    name: 'snipstack-docs-highlight',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    watchChange(id) {
      // Any item's metadata feeds the CSS snapshot; read it again on the next request.
      if (id.endsWith('.meta.ts')) snapshot = undefined
    },
    async resolveId(source, importer) {
      const match = queryPattern.exec(source)
      if (!match) return null
      const resolved = await this.resolve(source.slice(0, match.index), importer, { skipSelf: true })
      return resolved ? `${prefix}${match[1]}:${resolved.id}` : null
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null
      const rest = id.slice(prefix.length)
      const kind = rest.slice(0, rest.indexOf(':'))
      const file = rest.slice(kind.length + 1)
      this.addWatchFile(file)
      if (kind === CSS_QUERY) {
        const css = (await loadSnapshot()).cssByItem[basename(file, '.meta.ts')] ?? ''
        return highlightedModule(css, css ? await highlightCode(css, 'css') : '')
      }
      const source = await readFile(file, 'utf8')
      const inUi = file.startsWith(uiSrc() + sep)
      const code = inUi
        ? (await loadSnapshot()).toInstalledSource(source, relative(uiSrc(), file).split(sep).join('/'))
        : source
      return highlightedModule(code, await highlightCode(code, languageOf(file)))
    },
  }
}
