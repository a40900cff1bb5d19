import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type * as React from 'react'

/** The way back at the top of a page: an arrow and where it leads ('All blocks', 'My Workspace'). */
export function BackLink({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  )
}
