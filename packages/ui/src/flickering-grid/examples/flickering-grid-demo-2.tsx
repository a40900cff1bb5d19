import { FlickeringGrid } from '../flickering-grid'

export default function FlickeringGridDemo2() {
  return (
    <div className="relative h-[400px] w-full overflow-hidden rounded-lg border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <FlickeringGrid
        className="absolute inset-0 z-0 [mask-image:radial-gradient(320px_circle_at_center,white,transparent)]"
        squareSize={4}
        gridGap={6}
        color="#60A5FA"
        maxOpacity={0.5}
        flickerChance={0.1}
      />
    </div>
  )
}
