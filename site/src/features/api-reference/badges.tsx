import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import type { HttpMethod } from './reference-model'

/* Dark text on a pale fill in the light theme, pale text on a faint fill in the dark one: both read at AA. */
const tones = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  neutral: 'bg-muted text-foreground',
}

const methodColors: Partial<Record<HttpMethod, string>> = {
  get: tones.green,
  post: tones.blue,
  put: tones.amber,
  patch: tones.amber,
  delete: tones.red,
}

/** An operation's HTTP method, coloured by what it does; every badge is as wide as the widest common one. */
export function MethodBadge({ method, className, ...props }: React.ComponentProps<'span'> & { method: HttpMethod }) {
  return (
    <span
      data-slot="method-badge"
      data-method={method}
      className={cn(
        'inline-flex w-14 shrink-0 items-center justify-center rounded px-1 py-0.5 font-mono font-semibold text-[0.6875rem] uppercase leading-4',
        methodColors[method] ?? tones.neutral,
        className,
      )}
      {...props}
    >
      {method}
    </span>
  )
}

/** The colour of a response status by its class, so `2XX`, `404` and `default` each read at a glance. */
function statusColor(status: string): string {
  const first = status[0]
  if (first === '2' || first === '1') return tones.green
  if (first === '3') return tones.blue
  if (first === '4') return tones.amber
  if (first === '5') return tones.red
  return tones.neutral
}

/** A response's status code (or `default`). */
export function StatusBadge({ status, className, ...props }: React.ComponentProps<'span'> & { status: string }) {
  return (
    <span
      data-slot="status-badge"
      className={cn(
        'inline-flex min-w-10 shrink-0 items-center justify-center rounded px-1.5 py-0.5 font-mono font-semibold text-xs leading-4',
        statusColor(status),
        className,
      )}
      {...props}
    >
      {status}
    </span>
  )
}
