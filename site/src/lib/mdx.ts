import type * as React from 'react'

/*
 * The shape of a compiled MDX module (a docs page, a written page, a blog post), shared by every
 * feature that renders one. The build's remark plugin adds `toc` (site/build/remark-export-toc.ts).
 */

/** One table-of-contents line: the heading text, its `#id` and its level (2 or 3). */
export type TocEntry = { title: string; url: string; depth: number }

/** The elements an MDX body is rendered with, by tag or component name. */
export type MdxComponents = Record<string, React.ElementType>

export type MdxModule = {
  default: React.ComponentType<{ components?: MdxComponents }>
  toc: TocEntry[]
}
