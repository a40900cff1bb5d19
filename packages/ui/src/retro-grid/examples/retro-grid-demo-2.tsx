import { RetroGrid } from '../retro-grid'

export default function RetroGridDemo2() {
  return (
    <div className="relative flex h-[400px] w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-lg border border-zinc-950/10 bg-white px-6 text-center dark:border-white/10 dark:bg-zinc-950">
      <RetroGrid angle={55} cellSize={40} opacity={0.8} lightLineColor="#db2777" darkLineColor="#22d3ee" />
      <h3 className="relative text-4xl font-semibold tracking-tight text-zinc-950 dark:text-zinc-50">
        Built for the night shift
      </h3>
      <p className="relative max-w-sm text-zinc-600 dark:text-zinc-400">
        Dark mode, keyboard shortcuts and a grid that never stops rolling.
      </p>
      <button
        type="button"
        className="relative rounded-full bg-zinc-950 px-5 py-2 text-sm font-medium text-white hover:bg-zinc-800 dark:bg-white dark:text-zinc-950 dark:hover:bg-zinc-200"
      >
        Get started
      </button>
    </div>
  )
}
