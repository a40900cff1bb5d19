import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

/** What a multi-line field and a native select share with `Input`: frame, focus ring, invalid state. */
const fieldClass =
  'flex w-full min-w-0 rounded-md border bg-background px-3 py-2 text-sm shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-red-500 dark:aria-invalid:border-red-400'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClass, className)} {...props} />
}

/** The browser's own select, styled like the other fields: native keyboard and screen-reader behaviour. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cn(fieldClass, 'h-10', className)} {...props} />
}
