import { StripedPattern } from '../striped-pattern'

export default function StripedPatternDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <StripedPattern
        width={10}
        height={10}
        className="z-0 text-zinc-950/40 [mask-image:radial-gradient(18rem_circle_at_center,white,transparent)] dark:text-white/40"
      />
      <p className="relative rounded-xl bg-white px-4 py-2 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:bg-zinc-950 dark:text-white">
        Striped Pattern
      </p>
    </div>
  )
}
