import { DotPattern } from '../dot-pattern'

export default function DotPatternDemo2() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <DotPattern
        glow
        width={20}
        height={20}
        cx={10}
        cy={10}
        className="text-sky-500/60 [mask-image:radial-gradient(22rem_circle_at_center,white,transparent)] dark:text-sky-400/70"
      />
      <p className="relative text-sm font-medium text-sky-600 dark:text-sky-400">Now in public beta</p>
      <p className="relative mt-2 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Light up your background
      </p>
    </div>
  )
}
