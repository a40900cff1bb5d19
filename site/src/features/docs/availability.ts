import { docsSidebar, markUnavailable, type SidebarSection } from '../../config/docs-sidebar'

/**
 * Which docs pages exist, from file names alone: the header's menu and the search palette need
 * this on every page, so it must not pull in the items' metadata (catalog.ts has that, for the
 * docs pages). The globs only list file names here; nothing they point at is loaded.
 */
const metaFiles = Object.keys(import.meta.glob('../../../../packages/ui/src/*/*.meta.ts'))
const contentFiles = Object.keys(import.meta.glob('../../content/docs/**/*.mdx'))

/** Item folders with metadata; catalog.test.ts checks each listed in the sidebar also names a section. */
export const itemsWithMetadata: ReadonlySet<string> = new Set(metaFiles.map((file) => file.split('/').at(-2) ?? ''))

/** `../../content/docs/installation/vite.mdx` → `installation/vite`; `index` files stand for their folder. */
export const contentPath = (file: string) =>
  file
    .replace(/^\.\.\/\.\.\/content\/docs\//, '')
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '')

/** Paths below /components of the MDX pages written for the site ('' is /components itself). */
export const contentPaths: ReadonlySet<string> = new Set(contentFiles.map(contentPath))

export const docsHref = (path: string) => (path ? `/components/${path}` : '/components')

/** Whether a docs URL leads to a page: a written page or a built item. */
export function isDocAvailable(href: string): boolean {
  const path = href.replace(/^\/components\/?/, '')
  return contentPaths.has(path) || itemsWithMetadata.has(path)
}

/** The docs sidebar with every page that is not published yet marked disabled. */
export const publishedDocsSidebar: readonly SidebarSection[] = markUnavailable(docsSidebar, isDocAvailable)
