'use client'

import * as React from 'react'
import { ScrollProgress } from '../scroll-progress'

const sections = [
  {
    title: 'Why a progress bar?',
    body: 'Long pages feel shorter when you can see how far you have come. A thin bar along the top edge says it without taking any room from the text.',
  },
  {
    title: 'Smooth, not busy',
    body: 'The bar eases after the scroll position on a spring, so a flick of the wheel glides rather than jumps. With reduced motion it simply follows the scroll position.',
  },
  {
    title: 'Cheap to draw',
    body: 'It grows with a transform, which the compositor handles, so scrolling stays smooth even on slow phones.',
  },
  {
    title: 'Any scroller',
    body: 'By default it follows the page. Give it a container and it follows that element instead, like this panel.',
  },
  {
    title: 'The end',
    body: 'You made it to the bottom: the bar is full. Scroll back up and watch it shrink.',
  },
]

export default function ScrollProgressDemo() {
  const scroller = React.useRef<HTMLElement>(null)
  const headingId = React.useId()
  const scrollTo = (top: number) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    scroller.current?.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
  }
  const button =
    'rounded-md border border-zinc-950/10 px-2.5 py-1 text-xs font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-white/15 dark:text-zinc-200 dark:hover:bg-zinc-800'
  return (
    <div className="relative w-full max-w-lg overflow-hidden rounded-xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <div className="flex items-center justify-between gap-2 border-b border-zinc-950/10 px-4 py-2 dark:border-white/10">
        <p id={headingId} className="text-sm font-semibold text-zinc-950 dark:text-zinc-50">
          Reading progress
        </p>
        <div className="flex gap-2">
          <button type="button" className={button} onClick={() => scrollTo(scroller.current?.scrollHeight ?? 0)}>
            Skip to end
          </button>
          <button type="button" className={button} onClick={() => scrollTo(0)}>
            Back to top
          </button>
        </div>
      </div>
      <div className="relative">
        <ScrollProgress container={scroller} className="absolute h-1" />
        <section
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable to scroll by keyboard
          tabIndex={0}
          aria-labelledby={headingId}
          className="relative h-64 space-y-5 overflow-y-auto px-4 py-5 outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-inset"
        >
          {sections.map((section) => (
            <div key={section.title} className="space-y-1.5">
              <p className="text-sm font-semibold text-zinc-950 dark:text-zinc-50">{section.title}</p>
              <p className="text-sm leading-6 text-zinc-600 dark:text-zinc-400">{section.body}</p>
            </div>
          ))}
        </section>
      </div>
    </div>
  )
}
