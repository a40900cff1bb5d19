import { RetroGrid } from '../retro-grid'

export default function RetroGridDemo() {
  return (
    <div className="relative flex h-[400px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <span className="pointer-events-none relative z-10 text-center text-7xl leading-none font-bold tracking-tighter whitespace-pre-wrap text-fuchsia-700 dark:text-fuchsia-300">
        Retro Grid
      </span>
      <RetroGrid />
    </div>
  )
}
