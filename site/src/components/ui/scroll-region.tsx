import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

/**
 * A wide block (a table) that scrolls sideways on narrow screens. It is focusable so keyboard users
 * can scroll it too, and named so screen readers announce what the focus landed on.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        'docs-table my-4 overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </section>
  )
}
