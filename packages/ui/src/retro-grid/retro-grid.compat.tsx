import { RetroGrid } from './retro-grid'

/** Retro Grid as Magic UI documents it: its usage, its demo and every prop of its props table. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <div className="relative h-[500px] w-full overflow-hidden">
        <RetroGrid />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border bg-background">
        <span className="pointer-events-none z-10 text-7xl font-bold">Retro Grid</span>
        <RetroGrid />
      </div>
      <RetroGrid
        className="opacity-90"
        angle={65}
        cellSize={60}
        opacity={0.5}
        lightLineColor="gray"
        darkLineColor="gray"
        style={{ zIndex: 0 }}
        onClick={() => {}}
      />
    </div>
  )
}
