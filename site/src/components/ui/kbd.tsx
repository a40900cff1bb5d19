import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

export function Kbd({ className, ...props }: React.ComponentProps<'kbd'>) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        'pointer-events-none inline-flex h-5 min-w-5 select-none items-center justify-center gap-0.5 rounded border bg-muted px-1 font-medium font-sans text-[0.6875rem] text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}
