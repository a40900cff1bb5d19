import type * as React from 'react'
import type { Highlighted } from '@/components/code/highlighted-file'
import type { Loader } from '@/lib/load-once'
import type { MdxModule } from '@/lib/mdx'

/**
 * Lazy loaders for everything a docs page shows. Every glob here is non-eager, so each demo, each
 * highlighted source and each MDX page is its own chunk and a page downloads only its own.
 * Relative paths: globs cannot use the '@' alias, and packages/ui lives outside the site.
 */

export type DemoModule = { default: React.ComponentType }

const ui = '../../../../packages/ui/src/'

const demos = import.meta.glob<DemoModule>('../../../../packages/ui/src/*/examples/*.tsx')
const demoSources = import.meta.glob<Highlighted>('../../../../packages/ui/src/*/examples/*.tsx', {
  query: '?highlight',
})
const itemSources = import.meta.glob<Highlighted>(
  [
    '../../../../packages/ui/src/**/*.{ts,tsx}',
    '!../../../../packages/ui/src/meta.ts',
    '!../../../../packages/ui/src/**/*.meta.ts',
    '!../../../../packages/ui/src/**/*.test.{ts,tsx}',
    '!../../../../packages/ui/src/**/*.stories.tsx',
    '!../../../../packages/ui/src/*/examples/**',
  ],
  { query: '?highlight' },
)
const itemCss = import.meta.glob<Highlighted>('../../../../packages/ui/src/*/*.meta.ts', { query: '?highlight-css' })
const itemDocs = import.meta.glob<MdxModule>('../../../../packages/ui/src/*/*.mdx')
const contentDocs = import.meta.glob<MdxModule>('../../content/docs/**/*.mdx')

const examplePath = (item: string, example: string) => `${ui}${item}/examples/${example}.tsx`

export const loadDemo = (item: string, example: string): Loader<DemoModule> | undefined =>
  demos[examplePath(item, example)]

export const loadDemoSource = (item: string, example: string): Loader<Highlighted> | undefined =>
  demoSources[examplePath(item, example)]

/** `path` as in an item's `files`, relative to packages/ui/src (e.g. 'marquee/marquee.tsx'). */
export const loadItemSource = (path: string): Loader<Highlighted> | undefined => itemSources[`${ui}${path}`]

/** The item's metadata file holds its CSS; `lib/utils` keeps its metadata under lib/. */
export const loadItemCss = (item: string, folder = item): Loader<Highlighted> | undefined =>
  itemCss[`${ui}${folder}/${item}.meta.ts`]

export const loadItemDoc = (item: string): Loader<MdxModule> | undefined => itemDocs[`${ui}${item}/${item}.mdx`]

export const loadContentDoc = (path: string): Loader<MdxModule> | undefined =>
  contentDocs[`../../content/docs/${path || 'index'}.mdx`] ?? contentDocs[`../../content/docs/${path}/index.mdx`]
