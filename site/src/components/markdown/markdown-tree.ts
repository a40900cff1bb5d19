import { fromMarkdown } from 'mdast-util-from-markdown'

type Root = ReturnType<typeof fromMarkdown>

/** A Markdown text with its syntax tree, as a page's loader hands it over. */
export type MarkdownBody = { source: string; tree: Root }

/**
 * Parses Markdown (CommonMark) into the tree `renderMarkdown` draws. A page's loader (a snippet's,
 * a template's) calls this, on the server for the first page, so the parser (about 15 kB
 * compressed) is not part of the page's download. Source positions are dropped: the page does not use them and they would
 * double the size of the tree in the HTML.
 */
export function parseMarkdown(source: string): MarkdownBody {
  return { source, tree: withoutPositions(fromMarkdown(source)) }
}

function withoutPositions<T extends object>(node: T): T {
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position') continue
    copy[key] = key === 'children' && Array.isArray(value) ? value.map((child) => withoutPositions(child)) : value
  }
  return copy as T
}
