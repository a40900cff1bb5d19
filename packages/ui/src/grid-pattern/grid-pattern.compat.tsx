import { useRef } from 'react'
import { cn } from '../lib/utils'
import { GridPattern } from './grid-pattern'

/** Grid Pattern as Magic UI documents it: the usage snippet, its examples and every prop of its table. */
export function MagicUiUsage() {
  const ref = useRef<SVGSVGElement>(null)
  return (
    <>
      <div className="relative h-[500px] w-full overflow-hidden">
        <GridPattern />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border">
        <GridPattern
          squares={[
            [4, 4],
            [5, 1],
            [8, 2],
            [15, 10],
            [15, 10],
          ]}
          className={cn(
            '[mask-image:radial-gradient(400px_circle_at_center,white,transparent)]',
            'inset-x-0 inset-y-[-30%] h-[200%] skew-y-12',
          )}
        />
      </div>
      <div className="relative flex size-full items-center justify-center overflow-hidden rounded-lg border p-20">
        <GridPattern
          width={30}
          height={30}
          x={-1}
          y={-1}
          strokeDasharray="4 2"
          className={cn('[mask-image:radial-gradient(300px_circle_at_center,white,transparent)]')}
        />
      </div>
      <GridPattern
        width={20}
        height={20}
        x={-1}
        y={-1}
        squares={[]}
        strokeDasharray="0"
        className="[mask-image:linear-gradient(to_bottom_right,white,transparent,transparent)]"
        strokeWidth={2}
        style={{ opacity: 0.5 }}
        ref={ref}
      />
    </>
  )
}
