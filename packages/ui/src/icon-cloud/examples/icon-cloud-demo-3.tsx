import { cloneElement } from 'react'
import { IconCloud } from '../icon-cloud'

/** Small hand-drawn marks as inline SVG elements; `currentColor` lets the page theme colour them. */
const shapes = [
  <svg aria-hidden="true" key="hex" viewBox="0 0 24 24" className="text-sky-600 dark:text-sky-400">
    <path fill="currentColor" d="M12 2l8.7 5v10L12 22l-8.7-5V7z" />
  </svg>,
  <svg aria-hidden="true" key="ring" viewBox="0 0 24 24" className="text-rose-600 dark:text-rose-400">
    <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
  </svg>,
  <svg aria-hidden="true" key="spark" viewBox="0 0 24 24" className="text-amber-500 dark:text-amber-300">
    <path fill="currentColor" d="M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4z" />
  </svg>,
  <svg aria-hidden="true" key="bolt" viewBox="0 0 24 24" className="text-violet-600 dark:text-violet-400">
    <path fill="currentColor" d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </svg>,
  <svg aria-hidden="true" key="leaf" viewBox="0 0 24 24" className="text-emerald-600 dark:text-emerald-400">
    <path fill="currentColor" d="M20 4C9 4 4 9 4 16c0 2 1 4 1 4s2-6 9-9c-5 4-6 7-6 9 8 0 12-6 12-16z" />
  </svg>,
  <svg aria-hidden="true" key="heart" viewBox="0 0 24 24" className="text-pink-600 dark:text-pink-400">
    <path fill="currentColor" d="M12 21s-8-5.2-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 10c0 5.8-8 11-8 11z" />
  </svg>,
  <svg aria-hidden="true" key="square" viewBox="0 0 24 24" className="text-indigo-600 dark:text-indigo-400">
    <rect x="4" y="4" width="16" height="16" rx="4" fill="currentColor" />
  </svg>,
  <svg aria-hidden="true" key="wave" viewBox="0 0 24 24" className="text-cyan-600 dark:text-cyan-400">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      d="M2 12c2.5-4 5-4 7.5 0s5 4 7.5 0 3.5-3 5-2"
    />
  </svg>,
]

// Three of each shape, so the sphere is full; each copy needs a key of its own.
const icons = ['a', 'b', 'c'].flatMap((copy) =>
  shapes.map((shape) => cloneElement(shape, { key: `${shape.key}-${copy}` })),
)

export default function IconCloudDemo3() {
  return (
    <div className="relative flex w-full items-center justify-center overflow-hidden">
      <IconCloud aria-label="A cloud of colourful shapes" icons={icons} />
    </div>
  )
}
