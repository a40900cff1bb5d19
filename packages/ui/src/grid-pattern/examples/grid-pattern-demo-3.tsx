import { GridPattern } from '../grid-pattern'

export default function GridPatternDemo3() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white p-12 dark:border-white/10 dark:bg-zinc-950">
      <GridPattern
        width={30}
        height={30}
        strokeDasharray="4 2"
        className="stroke-sky-500/40 [mask-image:radial-gradient(18rem_circle_at_center,white,transparent)] dark:stroke-sky-400/40"
      />
      <p className="relative text-sm font-medium text-sky-700 dark:text-sky-300">Blueprint</p>
      <p className="relative mt-2 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Sketch it out first
      </p>
    </div>
  )
}
