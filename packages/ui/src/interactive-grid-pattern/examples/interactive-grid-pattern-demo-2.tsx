import { InteractiveGridPattern } from '../interactive-grid-pattern'

export default function InteractiveGridPatternDemo2() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <InteractiveGridPattern
        width={20}
        height={20}
        squares={[36, 21]}
        className="border-0 [mask-image:radial-gradient(22rem_circle_at_center,white,transparent)]"
        squaresClassName="hover:fill-blue-500 dark:hover:fill-blue-400"
      />
      <div className="pointer-events-none relative text-center">
        <p className="text-sm font-medium text-blue-700 dark:text-blue-300">Colourful</p>
        <p className="mt-2 text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">Paint the grid</p>
      </div>
    </div>
  )
}
