import { ArrowRight } from 'lucide-react'
import type * as React from 'react'
import { cn } from '../lib/utils'

export type InteractiveHoverButtonProps = React.ComponentProps<'button'> & {
  /** The label when no children are given (Magic UI's earlier API); children win when both are set. */
  text?: string
}

/**
 * A pill button whose dot floods the whole button on hover while the label slides out and a copy of
 * it comes in from the right with an arrow. Everything moves by transform and opacity transitions,
 * the same change shows on keyboard focus, and visitors who prefer reduced motion get the end state
 * at once. The incoming copy is hidden from assistive technology, so the button is named once.
 * `type` defaults to `"button"`; pass `type="submit"` for one that submits its form.
 */
export function InteractiveHoverButton({
  children,
  text = 'Button',
  className,
  type = 'button',
  ...props
}: InteractiveHoverButtonProps) {
  const label = children ?? text
  return (
    <button
      data-slot="interactive-hover-button"
      type={type}
      {...props}
      className={cn(
        'group relative isolate w-auto cursor-pointer overflow-hidden rounded-full border bg-background p-2 px-6 text-center font-semibold',
        'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
        'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      <span className="flex items-center gap-2">
        {/* The dot grows to cover the button: scaled, never resized, so only the compositor works. */}
        <span
          aria-hidden
          data-slot="interactive-hover-button-dot"
          className={cn(
            'size-2 shrink-0 rounded-full bg-primary transition-transform duration-300 motion-reduce:transition-none',
            'group-hover:scale-[100.8] group-focus-visible:scale-[100.8]',
          )}
        />
        <span
          className={cn(
            'inline-block transition-[translate,opacity] duration-300 motion-reduce:transition-none',
            'group-hover:translate-x-12 group-hover:opacity-0 group-focus-visible:translate-x-12 group-focus-visible:opacity-0',
          )}
        >
          {label}
        </span>
      </span>
      <span
        aria-hidden
        data-slot="interactive-hover-button-reveal"
        className={cn(
          'absolute inset-0 z-10 flex translate-x-12 items-center justify-center gap-2 text-primary-foreground opacity-0',
          'transition-[translate,opacity] duration-300 motion-reduce:transition-none',
          'group-hover:-translate-x-5 group-hover:opacity-100 group-focus-visible:-translate-x-5 group-focus-visible:opacity-100',
        )}
      >
        <span>{label}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0" />
      </span>
    </button>
  )
}
