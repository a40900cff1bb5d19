import { cn } from '../lib/utils'
import { InteractiveGridPattern } from './interactive-grid-pattern'

/** Interactive Grid Pattern as Magic UI documents it: the usage snippet, its demos and every prop of its table. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-[500px] w-full overflow-hidden">
        <InteractiveGridPattern />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border">
        <InteractiveGridPattern
          className={cn(
            '[mask-image:radial-gradient(400px_circle_at_center,white,transparent)]',
            'inset-x-0 inset-y-[-30%] h-[200%] skew-y-12',
          )}
        />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border">
        <InteractiveGridPattern
          className={cn('[mask-image:radial-gradient(400px_circle_at_center,white,transparent)]')}
          width={20}
          height={20}
          squares={[80, 80]}
          squaresClassName="hover:fill-blue-500"
        />
      </div>
    </>
  )
}
