import { cn } from '../lib/utils'
import { NoiseTexture } from './noise-texture'

/** Noise Texture as Magic UI documents it: its usage, its examples and every prop of its props table. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-64 overflow-hidden rounded-lg border">
        <NoiseTexture />
      </div>
      <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border bg-neutral-100 dark:bg-neutral-950">
        <NoiseTexture
          className={cn('absolute inset-0', 'mask-[radial-gradient(420px_circle_at_center,white,transparent)]')}
        />
      </div>
      <button type="button" className="group/button relative cursor-pointer overflow-hidden px-8 active:scale-98">
        <span className="relative z-10 font-medium">Subscribe</span>
        <NoiseTexture className="transition-all group-hover/button:opacity-100" />
      </button>
      <div className="relative overflow-hidden rounded-lg border">
        <NoiseTexture className="opacity-30" frequency={0.4} octaves={6} slope={0.15} noiseOpacity={0.6} />
      </div>
      {/* The props table's earlier form named the noise layer's opacity `opacity`. */}
      <div className="relative overflow-hidden rounded-lg border">
        <NoiseTexture frequency={0.6} octaves={4} slope={0.15} opacity={0.4} style={{ zIndex: 0 }} />
      </div>
    </>
  )
}
