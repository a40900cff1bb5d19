import { NoiseTexture } from '../noise-texture'

export default function NoiseTextureDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-neutral-100 dark:border-white/10 dark:bg-neutral-950">
      <NoiseTexture className="[mask-image:radial-gradient(24rem_circle_at_center,white,transparent)]" />
      <p className="relative z-10 text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Noise Texture
      </p>
    </div>
  )
}
