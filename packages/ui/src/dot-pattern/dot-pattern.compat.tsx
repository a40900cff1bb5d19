import { cn } from '../lib/utils'
import { DotPattern } from './dot-pattern'

/** Dot Pattern as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-[500px] w-full overflow-hidden">
        <DotPattern />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden">
        <DotPattern className={cn('[mask-image:radial-gradient(300px_circle_at_center,white,transparent)]')} />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden">
        <DotPattern
          width={20}
          height={20}
          x={0}
          y={0}
          cx={1}
          cy={1}
          cr={1}
          glow={true}
          className={cn('text-red-500 [mask-image:linear-gradient(to_bottom_right,white,transparent,transparent)]')}
        />
      </div>
    </>
  )
}
