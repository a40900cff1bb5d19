import { cn } from '@snipstack/ui/lib/utils'
import { Loader2 } from 'lucide-react'
import type * as React from 'react'

/** The site's busy mark: it turns, except for readers who asked for less motion. Decorative. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('animate-spin motion-reduce:animate-none', className)} aria-hidden="true" />
}

type PendingLabelProps = {
  pending: boolean
  children: React.ReactNode
  /** What the button says while its action runs; its usual words unless given. */
  pendingText?: React.ReactNode
  /** The icon the spinner stands in for while pending. */
  icon?: React.ReactNode
}

/** A button's content that, while its action runs, shows a spinner and says what is happening. */
export function PendingLabel({ pending, children, pendingText = children, icon = null }: PendingLabelProps) {
  return (
    <>
      {pending ? <Spinner /> : icon}
      {pending ? pendingText : children}
    </>
  )
}
