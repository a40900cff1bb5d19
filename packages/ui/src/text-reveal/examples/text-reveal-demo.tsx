'use client'

import * as React from 'react'
import { TextReveal } from '../text-reveal'

export default function TextRevealDemo() {
  const scroller = React.useRef<HTMLElement>(null)
  const headingId = React.useId()
  const scrollTo = (top: number) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    scroller.current?.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
  }
  const button =
    'rounded-md border border-zinc-950/10 px-2.5 py-1 text-xs font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-white/15 dark:text-zinc-200 dark:hover:bg-zinc-800'
  return (
    <div className="w-full max-w-2xl overflow-hidden rounded-xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <div className="flex items-center justify-between gap-2 border-b border-zinc-950/10 px-4 py-2 dark:border-white/10">
        <p id={headingId} className="text-sm font-semibold text-zinc-950 dark:text-zinc-50">
          Scroll the panel
        </p>
        <div className="flex gap-2">
          <button type="button" className={button} onClick={() => scrollTo(scroller.current?.scrollHeight ?? 0)}>
            Reveal
          </button>
          <button type="button" className={button} onClick={() => scrollTo(0)}>
            Reset
          </button>
        </div>
      </div>
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable to scroll by keyboard
        tabIndex={0}
        aria-labelledby={headingId}
        className="relative h-80 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-inset"
      >
        <TextReveal container={scroller} className="h-[200%]">
          Snipstack will change the way you build your next landing page.
        </TextReveal>
      </section>
    </div>
  )
}
