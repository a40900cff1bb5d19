import { ShineBorder } from '../shine-border'

export default function ShineBorderDemo() {
  return (
    <div className="relative w-[350px] overflow-hidden rounded-xl border border-zinc-950/10 bg-white p-6 text-sm dark:border-white/10 dark:bg-zinc-950">
      <ShineBorder shineColor={['#A07CFE', '#FE8FB5', '#FFBE7B']} />
      <div className="aspect-video rounded-lg bg-linear-to-br from-violet-200 via-pink-200 to-amber-100 dark:from-violet-900 dark:via-pink-900 dark:to-amber-900" />
      <h3 className="mt-4 text-lg font-semibold">Aurora Lamp</h3>
      <p className="mt-1 text-zinc-500 dark:text-zinc-400">Soft, shifting light for a calmer evening.</p>
      <div className="mt-4 flex items-center justify-between">
        <span className="font-semibold">$79</span>
        <button
          type="button"
          className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white dark:bg-white dark:text-zinc-900"
        >
          Add to cart
        </button>
      </div>
    </div>
  )
}
