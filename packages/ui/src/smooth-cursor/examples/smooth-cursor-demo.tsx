'use client'

import * as React from 'react'
import { SmoothCursor } from '../smooth-cursor'

export default function SmoothCursorDemo() {
  const area = React.useRef<HTMLDivElement>(null)
  return (
    <div
      ref={area}
      className="relative flex h-72 w-full max-w-2xl flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border border-zinc-950/10 bg-gradient-to-br from-zinc-50 to-sky-50 text-center dark:border-white/10 dark:from-zinc-950 dark:to-sky-950"
    >
      <p className="text-lg font-semibold text-zinc-950 dark:text-zinc-50">Move your mouse in here</p>
      <p className="max-w-xs text-sm text-zinc-600 dark:text-zinc-400">
        The cursor follows on a spring and turns towards where it is going. Press any key and the system cursor is back.
      </p>
      <SmoothCursor container={area} />
    </div>
  )
}
