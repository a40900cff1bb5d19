import { cn } from '@snipstack/ui/lib/utils'
import { useEffect, useRef } from 'react'
import { scrollProgress } from './scroll-progress'

/**
 * A thin bar showing how far the page is scrolled. It writes its transform directly, once per
 * frame at most, so scrolling never re-renders React.
 */
export function ScrollProgressBar({ className }: { className?: string }) {
  const barRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const root = document.documentElement
      const value = scrollProgress(window.scrollY, root.scrollHeight, root.clientHeight)
      barRef.current?.style.setProperty('transform', `scaleX(${value})`)
      barRef.current?.setAttribute('data-progress', value.toFixed(3))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // Content that grows or shrinks (lazy images, route changes) moves the bar without a scroll.
    const resize = new ResizeObserver(schedule)
    resize.observe(document.body)
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      resize.disconnect()
    }
  }, [])
  return (
    <div
      ref={barRef}
      aria-hidden
      data-slot="scroll-progress"
      className={cn(
        'pointer-events-none absolute inset-x-0 top-0 h-0.5 origin-left bg-gradient-to-r from-sky-500 via-violet-500 to-fuchsia-500',
        className,
      )}
      style={{ transform: 'scaleX(0)' }}
    />
  )
}
