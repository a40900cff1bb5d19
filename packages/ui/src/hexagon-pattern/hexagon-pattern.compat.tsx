import { cn } from '../lib/utils'
import { HexagonPattern } from './hexagon-pattern'

/** Hexagon Pattern as Magic UI documents it: its usage, its examples and every prop of its props table. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-[500px] w-full overflow-hidden">
        <HexagonPattern />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border bg-background">
        <HexagonPattern
          hexagons={[
            [1, 1],
            [4, 4],
            [2, 2],
            [3, 4],
            [5, 4],
            [8, 2],
            [6, 3],
            [8, 5],
            [10, 10],
          ]}
          className={cn('mask-[radial-gradient(420px_circle_at_center,white,transparent)]', 'inset-0 skew-y-6')}
        />
      </div>
      <div className="relative flex h-[500px] w-full items-center justify-center overflow-hidden rounded-lg border bg-background p-20">
        <HexagonPattern
          radius={40}
          x={-1}
          y={-1}
          className={cn('[mask-image:linear-gradient(to_bottom_right,white,transparent,transparent)]')}
        />
      </div>
      <div className="relative flex h-[500px] w-full items-center justify-center overflow-hidden rounded-lg border bg-background p-20">
        <HexagonPattern radius={40} x={-1} y={-1} strokeDasharray="4 2" />
      </div>
      <div className="relative flex h-[500px] w-full items-center justify-center overflow-hidden rounded-lg border bg-background p-20">
        <HexagonPattern gap={20} radius={40} x={-1} y={-1} />
      </div>
      <HexagonPattern
        radius={30}
        gap={4}
        x={0}
        y={0}
        direction="vertical"
        hexagons={[[2, 3]]}
        strokeDasharray="0"
        className="fill-sky-500/20 stroke-sky-500/40"
        aria-hidden="true"
        role="presentation"
      />
    </>
  )
}
