import { WarpBackground } from '../warp-background'

export default function WarpBackgroundDemo() {
  return (
    <WarpBackground className="p-10 sm:p-14 border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <div className="flex w-full max-w-80 flex-col gap-2 rounded-xl border border-zinc-950/10 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-zinc-900">
        <h3 className="leading-snug font-semibold text-zinc-950 dark:text-zinc-50">Congratulations on your launch!</h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Months of late nights are out in the world now. Enjoy it, then tell us what you build next.
        </p>
      </div>
    </WarpBackground>
  )
}
