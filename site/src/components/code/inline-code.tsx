import type * as React from 'react'

/**
 * A description's `backtick` spans as inline code, the rest as text: the only markup the props
 * tables and the API reference's descriptions use, so no Markdown parser is needed for them.
 */
export function withInlineCode(text: string): React.ReactNode[] {
  return text.split(/(`[^`]+`)/g).map((part, index) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  )
}

const inlineMarkdown = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\([^)\s]+\)/g

/**
 * A catalogue item's one-line description with the inline Markdown imported descriptions carry:
 * `code` as code, **bold** as strong, and a link as its text alone, since a description sits in a
 * card whose title is already a link. Anything else shows as the text it is.
 */
export function withInlineMarkdown(text: string): React.ReactNode[] {
  const nodes: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(inlineMarkdown)) {
    if (match.index > last) nodes.push(text.slice(last, match.index))
    const [whole, code, bold, linkText] = match
    const key = nodes.length
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>)
    else if (bold !== undefined) nodes.push(<strong key={key}>{bold}</strong>)
    else nodes.push(<span key={key}>{withInlineCode(linkText ?? '')}</span>)
    last = match.index + whole.length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}
