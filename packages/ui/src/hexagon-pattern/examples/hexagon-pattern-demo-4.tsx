import { HexagonPattern } from '../hexagon-pattern'

const filled: Array<[number, number]> = [
  [2, 1],
  [4, 2],
  [7, 1],
  [5, 4],
  [9, 3],
]

export default function HexagonPatternDemo4() {
  return (
    <div className="relative h-[26rem] w-[42rem] max-w-full overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <HexagonPattern
        direction="vertical"
        radius={32}
        gap={8}
        hexagons={filled}
        className="fill-teal-500/20 stroke-teal-600/30 [mask-image:radial-gradient(24rem_circle_at_center,white,transparent)] dark:fill-teal-400/20 dark:stroke-teal-400/30"
      />
    </div>
  )
}
