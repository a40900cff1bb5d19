import * as React from 'react'
import { Backlight } from '../backlight'

/** Three small marks drawn inline; a light blur gives each a halo of its own colours. */
export default function BacklightDemo2() {
  const id = React.useId()
  return (
    <div className="flex w-full items-center justify-center p-12">
      <Backlight blur={5}>
        <div className="flex max-w-lg gap-16">
          <svg className="size-16" viewBox="0 0 64 64" role="img" aria-label="Orbit">
            <defs>
              <linearGradient id={`${id}-orbit`} x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#8b5cf6" />
                <stop offset="0.5" stopColor="#ec4899" />
                <stop offset="1" stopColor="#f59e0b" />
              </linearGradient>
            </defs>
            <circle cx="32" cy="32" r="30" fill={`url(#${id}-orbit)`} />
            <ellipse
              cx="32"
              cy="32"
              rx="22"
              ry="9"
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              transform="rotate(-30 32 32)"
            />
            <circle cx="32" cy="32" r="7" fill="#fff" />
          </svg>
          <svg className="size-16" viewBox="0 0 64 64" role="img" aria-label="Pinwheel">
            <path d="M32 32 L32 2 A30 30 0 0 1 62 32 Z" fill="#ef4444" />
            <path d="M32 32 L62 32 A30 30 0 0 1 32 62 Z" fill="#3b82f6" />
            <path d="M32 32 L32 62 A30 30 0 0 1 2 32 Z" fill="#22c55e" />
            <path d="M32 32 L2 32 A30 30 0 0 1 32 2 Z" fill="#eab308" />
          </svg>
          <svg className="size-16" viewBox="0 0 64 64" role="img" aria-label="Leaves">
            <path d="M32 4 C48 14 48 34 32 44 C16 34 16 14 32 4 Z" fill="#f97316" />
            <path d="M10 50 C14 32 32 28 40 40 C30 52 18 56 10 50 Z" fill="#a21caf" />
            <path d="M54 50 C50 32 32 28 24 40 C34 52 46 56 54 50 Z" fill="#0ea5e9" fillOpacity="0.9" />
          </svg>
        </div>
      </Backlight>
    </div>
  )
}
