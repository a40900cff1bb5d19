import { GridPattern } from '../grid-pattern'

export default function GridPatternDemo2() {
  return (
    <div className="relative h-[26rem] w-[42rem] max-w-full overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <GridPattern
        width={20}
        height={20}
        className="stroke-zinc-950/15 [mask-image:linear-gradient(to_bottom_right,white,transparent_70%)] dark:stroke-white/15"
      />
    </div>
  )
}
