import { AnimatedGridPattern } from '../animated-grid-pattern'

export default function AnimatedGridPatternDemo2() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white p-12 dark:border-white/10 dark:bg-zinc-950">
      <AnimatedGridPattern
        width={24}
        height={24}
        numSquares={40}
        maxOpacity={0.5}
        duration={2}
        repeatDelay={0.5}
        className="stroke-sky-500/20 text-sky-500 [mask-image:radial-gradient(ellipse_at_center,transparent_20%,white_80%)] dark:stroke-sky-400/20 dark:text-sky-400"
      />
      <p className="relative text-sm font-medium text-sky-700 dark:text-sky-300">Live status</p>
      <p className="relative mt-2 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Every node reporting in
      </p>
    </div>
  )
}
