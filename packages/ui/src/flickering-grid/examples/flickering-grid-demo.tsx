import { FlickeringGrid } from '../flickering-grid'

export default function FlickeringGridDemo() {
  return (
    <div className="relative flex h-64 w-full items-center justify-center overflow-hidden rounded-lg border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <FlickeringGrid
        className="absolute inset-0 z-0"
        squareSize={4}
        gridGap={6}
        color="#6B7280"
        maxOpacity={0.5}
        flickerChance={0.1}
      />
      <span className="pointer-events-none relative z-10 text-4xl font-semibold sm:text-5xl tracking-tight text-zinc-950 dark:text-zinc-50">
        Flickering Grid
      </span>
    </div>
  )
}
