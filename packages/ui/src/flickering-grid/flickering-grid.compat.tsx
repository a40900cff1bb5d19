import { FlickeringGrid } from './flickering-grid'

/** Flickering Grid as Magic UI documents it: its usage, its demos and every prop of its props table. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <FlickeringGrid />
      <div className="relative h-[500px] w-full overflow-hidden rounded-lg border bg-background">
        <FlickeringGrid
          className="absolute inset-0 z-0 size-full"
          squareSize={4}
          gridGap={6}
          color="#6B7280"
          maxOpacity={0.5}
          flickerChance={0.1}
          height={800}
          width={800}
        />
      </div>
      <div className="relative size-[600px] w-full overflow-hidden rounded-lg border bg-background">
        <FlickeringGrid
          className="relative inset-0 z-0 [mask-image:radial-gradient(450px_circle_at_center,white,transparent)]"
          squareSize={4}
          gridGap={6}
          color="#60A5FA"
          maxOpacity={0.5}
          flickerChance={0.1}
          height={800}
          width={800}
        />
      </div>
      <FlickeringGrid
        squareSize={4}
        gridGap={6}
        flickerChance={0.3}
        color="rgb(0, 0, 0)"
        width={400}
        height={300}
        className="opacity-80"
        maxOpacity={0.3}
        style={{ zIndex: 0 }}
        onClick={() => {}}
      />
    </div>
  )
}
