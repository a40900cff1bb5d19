import { HexagonPattern } from '../hexagon-pattern'

export default function HexagonPatternDemo2() {
  return (
    <div className="relative h-[26rem] w-[42rem] max-w-full overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <HexagonPattern
        radius={24}
        className="stroke-zinc-950/20 [mask-image:linear-gradient(to_bottom_right,white,transparent_70%)] dark:stroke-white/20"
      />
    </div>
  )
}
