import { NoiseTexture } from '../noise-texture'

export default function NoiseTextureDemo3() {
  return (
    <button
      type="button"
      className="group relative cursor-pointer overflow-hidden rounded-lg bg-zinc-100 px-8 py-2.5 text-sm font-medium text-zinc-950 outline-none transition-transform focus-visible:ring-2 focus-visible:ring-zinc-950/40 focus-visible:ring-offset-2 active:scale-[0.98] dark:bg-zinc-800 dark:text-zinc-50 dark:focus-visible:ring-white/40 dark:focus-visible:ring-offset-zinc-950"
    >
      <span className="relative z-10">Subscribe</span>
      {/* Only the layer's opacity changes on hover, which the compositor animates without repainting the grain. */}
      <NoiseTexture className="transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />
    </button>
  )
}
