import { useOnScreen } from '@snipstack/ui/hooks/use-on-screen'
import { cn } from '@snipstack/ui/lib/utils'
import { useRef } from 'react'
import { meteorLayout } from './meteors-layout'

/**
 * Decorative falling streaks in pure CSS, moved by transform and opacity only; they stop while
 * their area is off screen or the tab is hidden, and are hidden entirely for visitors who prefer
 * reduced motion.
 */
export function Meteors({ count, seed = 1, className }: { count: number; seed?: number; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(ref)
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-paused={onScreen ? undefined : ''}
      className={cn('pointer-events-none absolute inset-0 overflow-hidden', className)}
    >
      {meteorLayout(count, seed).map((style) => (
        <span
          key={`${style.left}-${style.top}-${style.animationDelay}`}
          style={style}
          className={cn(
            'absolute size-0.5 animate-meteor rounded-full bg-zinc-400 shadow-[0_0_0_1px_#ffffff10] before:absolute before:top-1/2 before:h-px before:w-12 before:-translate-y-1/2 before:bg-gradient-to-r before:from-zinc-400 before:to-transparent motion-reduce:hidden',
            !onScreen && '[animation-play-state:paused]',
          )}
        />
      ))}
    </div>
  )
}
