import { useId } from 'react'
import { NoiseTexture } from '../noise-texture'

export default function NoiseTextureDemo4() {
  const id = useId()
  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Search with texture
      </label>
      <div className="relative overflow-hidden rounded-lg border border-zinc-950/15 bg-zinc-100/60 focus-within:ring-2 focus-within:ring-zinc-950/30 dark:border-white/15 dark:bg-zinc-800/40 dark:focus-within:ring-white/30">
        <NoiseTexture />
        <input
          id={id}
          type="search"
          placeholder="Try typing…"
          className="relative z-10 w-full bg-transparent px-3 py-2 text-sm text-zinc-950 outline-none placeholder:text-zinc-500 dark:text-zinc-50 dark:placeholder:text-zinc-400"
        />
      </div>
    </div>
  )
}
