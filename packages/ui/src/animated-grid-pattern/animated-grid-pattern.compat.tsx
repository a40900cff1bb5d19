import { cn } from '../lib/utils'
import { AnimatedGridPattern } from './animated-grid-pattern'

/** Animated Grid Pattern as Magic UI documents it: the usage snippet, its demo and every prop of its table. */
export function MagicUiUsage() {
  return (
    <>
      <AnimatedGridPattern />
      <div className="relative flex h-[500px] w-full items-center justify-center overflow-hidden rounded-lg border p-20">
        <AnimatedGridPattern
          numSquares={30}
          maxOpacity={0.1}
          duration={3}
          repeatDelay={1}
          className={cn(
            '[mask-image:radial-gradient(500px_circle_at_center,white,transparent)]',
            'inset-x-0 inset-y-[-30%] h-[200%] skew-y-12',
          )}
        />
      </div>
      <AnimatedGridPattern
        className="fill-blue-500/30"
        width={40}
        height={40}
        x={-1}
        y={-1}
        strokeDasharray={0}
        numSquares={200}
        maxOpacity={0.5}
        duration={1}
        repeatDelay={0.5}
      />
    </>
  )
}
