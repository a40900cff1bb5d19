// Relative, not through '@/': the build's remark plugin loads this file outside Vite. The import is
// of a type only, so nothing is loaded for it at run time.
import type { TocEntry } from '../../lib/mdx'

export type { TocEntry }

type HeadingData = { title: unknown; url: string; depth: number }

/** Sections and their subsections make the table of contents; deeper headings would only crowd it. */
export function tocEntries(headings: readonly HeadingData[]): TocEntry[] {
  return headings
    .filter((heading) => heading.depth === 2 || heading.depth === 3)
    .map((heading) => ({ title: String(heading.title), url: heading.url, depth: heading.depth }))
}

export const headingId = (text: string) =>
  text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')

type ItemTocInput = {
  examples?: ReadonlyArray<{ name: string; title: string }>
  props?: Record<string, unknown>
}

/** Ids of the sections a component page adds around its MDX; kept apart from MDX heading ids. */
export const sectionIds = {
  installation: 'installation',
  examples: 'examples',
  example: (name: string) => `example-${name}`,
  props: 'props',
  propsOf: (component: string) => `props-${headingId(component)}`,
}

/**
 * A component page's table of contents in reading order: Installation, the sections of its MDX,
 * Examples (every example after the first, which is the main preview) and Props.
 */
export function itemToc(item: ItemTocInput, mdxToc: readonly TocEntry[]): TocEntry[] {
  const toc: TocEntry[] = [{ title: 'Installation', url: `#${sectionIds.installation}`, depth: 2 }, ...mdxToc]
  const examples = item.examples?.slice(1) ?? []
  if (examples.length > 0) {
    toc.push({ title: 'Examples', url: `#${sectionIds.examples}`, depth: 2 })
    for (const example of examples)
      toc.push({ title: example.title, url: `#${sectionIds.example(example.name)}`, depth: 3 })
  }
  const components = Object.keys(item.props ?? {})
  if (components.length > 0) {
    toc.push({ title: 'Props', url: `#${sectionIds.props}`, depth: 2 })
    if (components.length > 1)
      for (const component of components)
        toc.push({ title: component, url: `#${sectionIds.propsOf(component)}`, depth: 3 })
  }
  return toc
}
