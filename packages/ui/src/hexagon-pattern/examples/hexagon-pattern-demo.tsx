import { HexagonPattern } from '../hexagon-pattern'

const filled: Array<[number, number]> = [
  [1, 1],
  [2, 2],
  [3, 4],
  [4, 4],
  [5, 4],
  [6, 3],
  [8, 2],
  [8, 5],
  [10, 3],
]

export default function HexagonPatternDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <HexagonPattern
        hexagons={filled}
        className="skew-y-6 [mask-image:radial-gradient(22rem_circle_at_center,white,transparent)]"
      />
      <p className="relative text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Hexagon Pattern
      </p>
    </div>
  )
}
