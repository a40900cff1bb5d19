import { HexagonPattern } from '../hexagon-pattern'

export default function HexagonPatternDemo3() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white p-12 dark:border-white/10 dark:bg-zinc-950">
      <HexagonPattern
        strokeDasharray="4 2"
        className="stroke-amber-500/50 [mask-image:radial-gradient(20rem_circle_at_center,white,transparent)] dark:stroke-amber-400/40"
      />
      <p className="relative text-sm font-medium text-amber-700 dark:text-amber-300">Hive mind</p>
      <p className="relative mt-2 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Build it cell by cell
      </p>
    </div>
  )
}
