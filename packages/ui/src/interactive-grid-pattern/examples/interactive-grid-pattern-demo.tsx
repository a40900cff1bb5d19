import { InteractiveGridPattern } from '../interactive-grid-pattern'

export default function InteractiveGridPatternDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <InteractiveGridPattern className="inset-x-0 inset-y-[-30%] h-[200%] skew-y-12 border-0 [mask-image:radial-gradient(26rem_circle_at_center,white,transparent)]" />
      {/* The text lets the pointer through to the squares beneath it. */}
      <p className="pointer-events-none relative text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Move your pointer
      </p>
    </div>
  )
}
