import { DotPattern } from '../dot-pattern'

export default function DotPatternDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <DotPattern className="[mask-image:radial-gradient(18rem_circle_at_center,white,transparent)] dark:text-neutral-600" />
      <p className="relative text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Dot Pattern
      </p>
    </div>
  )
}
