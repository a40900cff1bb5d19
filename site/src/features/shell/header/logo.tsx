import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { PRODUCT_NAME } from '@/lib/config'

/**
 * The mark from /logo.svg, inlined so the header needs no extra request. The tile's slate edge
 * stands out at more than 3:1 from a white page and from the dark theme's near-black alike, where
 * the navy tile alone would all but vanish.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-7 shrink-0', className)} aria-hidden focusable="false">
      <rect
        data-slot="logo-tile"
        x="1.5"
        y="1.5"
        width="61"
        height="61"
        rx="12.5"
        fill="#0f172a"
        stroke="#64748b"
        strokeWidth="3"
      />
      <path d="M18 22h20M18 32h28M18 42h14" stroke="#38bdf8" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M44 38l6 6-6 6"
        stroke="#a78bfa"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

export type LogoProps = Omit<React.ComponentProps<typeof Link>, 'to' | 'children'> & {
  className?: string
}

/** Logo and product name, linking home; the name shows at every width. */
export function Logo({ className, ...props }: LogoProps) {
  return (
    <Link
      to="/"
      data-slot="logo"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-md font-semibold text-base tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  )
}
