import { cn } from '../lib/utils'
import { StripedPattern } from './striped-pattern'

/** Striped Pattern as Magic UI documents it: its usage, its examples and every prop of its props table. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-[500px] w-full overflow-hidden">
        <StripedPattern />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border bg-background">
        <StripedPattern className={cn('[mask-image:radial-gradient(300px_circle_at_center,white,transparent)]')} />
      </div>
      <div className="relative flex h-[300px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border">
        <StripedPattern className="stroke-[0.3] [stroke-dasharray:8,4]" />
      </div>
      <div className="relative flex h-[300px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border bg-background">
        <StripedPattern direction="right" />
      </div>
      <StripedPattern
        width={40}
        height={40}
        x={-1}
        y={-1}
        direction="left"
        className="text-red-500"
        style={{ opacity: 0.5 }}
      />
    </>
  )
}
