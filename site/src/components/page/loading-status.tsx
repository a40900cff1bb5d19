import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import { Spinner } from '@/components/ui/spinner'

/** A spinner and a line saying what is loading, announced politely to screen readers. */
export function LoadingStatus({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground text-sm', className)}>
      <Spinner className="size-4" />
      {children}
    </p>
  )
}

/**
 * A page's loading state while the stored session is read: a screen tall, so the footer stays
 * below the fold and whatever replaces this (the page, or a sign-in form) moves nothing in view.
 */
export function SessionLoadingStatus({ children }: { children: React.ReactNode }) {
  return <LoadingStatus className="min-h-svh flex-1 justify-center py-24">{children}</LoadingStatus>
}
