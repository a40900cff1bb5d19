'use client'

import { RotateCcw } from 'lucide-react'
import * as React from 'react'
import { BoxReveal } from '../box-reveal'

export default function BoxRevealDemo() {
  // A new key mounts the text's reveals afresh, so the button plays them again and keeps its focus.
  const [round, setRound] = React.useState(0)

  return (
    <div className="flex w-full max-w-lg flex-col items-start py-8 text-zinc-950 dark:text-zinc-50">
      <React.Fragment key={round}>
        <BoxReveal boxColor="#5046e6" duration={0.5}>
          <p className="text-5xl font-semibold tracking-tight sm:text-6xl">
            Snipstack<span className="text-[#5046e6] dark:text-indigo-300">.</span>
          </p>
        </BoxReveal>

        <BoxReveal boxColor="#5046e6" duration={0.5}>
          <h2 className="mt-2 text-base">
            Copy-paste components for <span className="text-[#5046e6] dark:text-indigo-300">product teams</span>
          </h2>
        </BoxReveal>

        <BoxReveal boxColor="#5046e6" duration={0.5}>
          <ul className="mt-6 list-inside list-disc text-sm text-zinc-700 dark:text-zinc-300">
            <li>
              Animated pieces built with <span className="font-semibold">React</span>,{' '}
              <span className="font-semibold">TypeScript</span> and <span className="font-semibold">Tailwind CSS</span>.
            </li>
            <li>Open source, and yours to change once installed.</li>
          </ul>
        </BoxReveal>
      </React.Fragment>

      <BoxReveal boxColor="#5046e6" duration={0.5}>
        <button
          type="button"
          onClick={() => setRound((value) => value + 1)}
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-[#5046e6] px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-[#4338ca] focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Replay
        </button>
      </BoxReveal>
    </div>
  )
}
