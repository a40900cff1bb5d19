'use client'

import { RotateCcwIcon } from 'lucide-react'
import * as React from 'react'
import { ComicText } from '../comic-text'

export default function ComicTextDemo() {
  const [take, setTake] = React.useState(0)
  return (
    <div className="flex flex-col items-center gap-6">
      {/* A new key mounts the text again, which replays its entrance. */}
      <ComicText key={take} fontSize={5}>
        BOOM!
      </ComicText>
      <button
        type="button"
        onClick={() => setTake((count) => count + 1)}
        className="inline-flex items-center gap-2 rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:outline-zinc-100"
      >
        <RotateCcwIcon aria-hidden className="size-4" />
        Replay
      </button>
    </div>
  )
}
