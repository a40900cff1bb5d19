import { NoiseTexture } from '../noise-texture'

export default function NoiseTextureDemo2() {
  return (
    <div className="relative w-full max-w-md overflow-hidden rounded-xl border border-zinc-950/10 bg-white shadow-sm dark:border-white/10 dark:bg-zinc-900">
      <NoiseTexture />
      <div className="relative z-10 flex flex-col gap-4 p-6">
        <div className="space-y-1">
          <h3 className="text-xl font-semibold text-zinc-950 dark:text-zinc-50">The weekly digest</h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            One email on Sundays: new components, tips and the changelog’s highlights. Unsubscribe anytime.
          </p>
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          Email
          <input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="w-full rounded-md border border-zinc-950/15 bg-white/70 px-3 py-2 text-sm text-zinc-950 outline-none placeholder:text-zinc-500 focus-visible:ring-2 focus-visible:ring-zinc-950/40 dark:border-white/15 dark:bg-zinc-950/60 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:focus-visible:ring-white/40"
          />
        </label>
        <button
          type="button"
          className="rounded-md bg-zinc-950 px-4 py-2 text-sm font-medium text-white outline-none focus-visible:ring-2 focus-visible:ring-zinc-950/40 focus-visible:ring-offset-2 dark:bg-zinc-50 dark:text-zinc-950 dark:focus-visible:ring-white/40 dark:focus-visible:ring-offset-zinc-900"
        >
          Subscribe
        </button>
      </div>
    </div>
  )
}
