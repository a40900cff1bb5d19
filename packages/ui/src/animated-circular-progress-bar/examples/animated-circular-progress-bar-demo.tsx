'use client'

import * as React from 'react'
import { useOnScreen } from '../../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../../hooks/use-reduced-motion'
import { AnimatedCircularProgressBar } from '../animated-circular-progress-bar'

export default function AnimatedCircularProgressBarDemo() {
  const ref = React.useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(ref)
  const reduceMotion = usePrefersReducedMotion()
  const [value, setValue] = React.useState(0)

  // The value only moves on while someone can see it, off screen the gauge waits where it was.
  // With reduced motion the demo shows one value and leaves it there.
  React.useEffect(() => {
    if (!onScreen || reduceMotion) return
    const timer = setInterval(() => setValue((current) => (current >= 100 ? 0 : current + 10)), 1500)
    return () => clearInterval(timer)
  }, [onScreen, reduceMotion])

  return (
    <div ref={ref} className="flex items-center justify-center p-4">
      <AnimatedCircularProgressBar
        aria-label="Upload progress"
        value={reduceMotion ? 60 : value}
        gaugePrimaryColor="var(--gauge-fill)"
        gaugeSecondaryColor="var(--gauge-track)"
        className="text-zinc-900 [--gauge-fill:rgb(79_70_229)] [--gauge-track:rgb(0_0_0/0.1)] dark:text-zinc-100 dark:[--gauge-fill:rgb(129_140_248)] dark:[--gauge-track:rgb(255_255_255/0.15)]"
      />
    </div>
  )
}
