import { StripedPattern } from '../striped-pattern'

export default function StripedPatternDemo3() {
  return (
    <div className="relative h-72 w-[32rem] max-w-full overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <StripedPattern direction="right" width={16} height={16} className="text-zinc-950/30 dark:text-white/30" />
    </div>
  )
}
