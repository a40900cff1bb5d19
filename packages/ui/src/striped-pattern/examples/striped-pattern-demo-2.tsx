import { StripedPattern } from '../striped-pattern'

export default function StripedPatternDemo2() {
  return (
    <div className="relative flex h-72 w-[32rem] max-w-full flex-col justify-end overflow-hidden rounded-2xl border border-zinc-950/10 bg-zinc-50 p-8 dark:border-white/10 dark:bg-zinc-900">
      <StripedPattern
        width={12}
        height={12}
        className="z-0 text-indigo-500/60 stroke-[0.6] [stroke-dasharray:6,3] dark:text-indigo-400/60"
      />
      <p className="relative text-sm font-medium text-indigo-700 dark:text-indigo-300">Under construction</p>
      <p className="relative mt-1 text-2xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Drafts live here
      </p>
    </div>
  )
}
