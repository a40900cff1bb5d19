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
