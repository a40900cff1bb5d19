import { GridPattern } from '../grid-pattern'

const filled: Array<[number, number]> = [
  [3, 4],
  [5, 2],
  [8, 3],
  [6, 5],
  [10, 6],
  [12, 4],
  [9, 8],
  [14, 7],
  [4, 9],
  [11, 10],
]

export default function GridPatternDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <GridPattern
        squares={filled}
        className="inset-x-0 inset-y-[-30%] h-[200%] skew-y-12 [mask-image:radial-gradient(22rem_circle_at_center,white,transparent)]"
      />
      <p className="relative text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Grid Pattern
      </p>
    </div>
  )
}
