'use client'

import { useRef } from 'react'
import { Button } from '../../button/button'
import { Confetti, type ConfettiRef } from '../confetti'

export default function ConfettiDemo() {
  const confettiRef = useRef<ConfettiRef>(null)

  return (
    <div className="relative flex h-[420px] w-full flex-col items-center justify-center gap-6 overflow-hidden rounded-xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <span className="pointer-events-none bg-linear-to-b from-zinc-950 to-zinc-400 bg-clip-text text-7xl leading-none font-semibold text-transparent dark:from-white dark:to-zinc-600">
        Confetti
      </span>
      <Confetti
        ref={confettiRef}
        className="absolute inset-0 z-0 size-full"
        onMouseEnter={() => confettiRef.current?.fire({})}
      />
      <Button className="relative z-10" onClick={() => confettiRef.current?.fire({ spread: 70 })}>
        Celebrate
      </Button>
    </div>
  )
}
