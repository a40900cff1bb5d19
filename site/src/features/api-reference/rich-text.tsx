import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import { withInlineCode } from '@/components/code/inline-code'

/**
 * A description from the document: plain text in which `backticks` mark code, the only markup the
 * server's descriptions use. Long words and paths wrap rather than widen the page.
 */
export function RichText({
  text,
  as: Tag = 'p',
  className,
}: {
  text: string
  as?: 'p' | 'span'
  className?: string
}): React.ReactElement {
  return (
    <Tag
      className={cn(
        'wrap-anywhere [&_code]:rounded-[0.3rem] [&_code]:bg-muted [&_code]:px-[0.35rem] [&_code]:py-[0.1rem] [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-foreground',
        className,
      )}
    >
      {withInlineCode(text)}
    </Tag>
  )
}
