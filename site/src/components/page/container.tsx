import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

/** The page's horizontal frame: centred, capped width, responsive gutters. */
export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="container" className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  )
}
