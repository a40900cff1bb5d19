import { DotPattern } from '../dot-pattern'

export default function DotPatternDemo3() {
  return (
    <div className="relative h-[26rem] w-[42rem] max-w-full overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <DotPattern
        width={12}
        height={12}
        cr={0.8}
        className="text-zinc-950/25 [mask-image:linear-gradient(to_bottom_right,white,transparent_70%)] dark:text-white/25"
      />
    </div>
  )
}
