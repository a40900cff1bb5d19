'use client'

import * as React from 'react'
import { ComicText } from '../comic-text'

const sounds = [
  { word: 'POW!', fill: '#facc15', dot: '#ef4444' },
  { word: 'ZAP!', fill: '#7dd3fc', dot: '#2563eb' },
  { word: 'WHAM!', fill: '#fdba74', dot: '#c026d3' },
  { word: 'KAPOW!', fill: '#86efac', dot: '#15803d' },
] as const

export default function ComicTextDemo2() {
  const [hit, setHit] = React.useState(0)
  const sound = sounds[hit % sounds.length] ?? sounds[0]
  return (
    <div className="flex flex-col items-center gap-6">
      <div aria-live="polite" className="flex h-28 items-center">
        <ComicText
          key={hit}
          fontSize={4}
          style={{ '--comic-text-fill': sound.fill, '--comic-text-dot': sound.dot } as React.CSSProperties}
        >
          {sound.word}
        </ComicText>
      </div>
      <button
        type="button"
        onClick={() => setHit((count) => count + 1)}
        className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-semibold text-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300 dark:focus-visible:outline-zinc-100"
      >
        Hit it
      </button>
    </div>
  )
}
