import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

/** Section headings the page adds around its MDX, styled like the MDX ones and offset below the sticky header. */
export function DocHeading({ level = 2, className, ...props }: React.ComponentProps<'h2'> & { level?: 2 | 3 }) {
  const Tag = level === 2 ? 'h2' : 'h3'
  return <Tag className={cn(level === 2 ? 'docs-h2' : 'docs-h3', className)} {...props} />
}
