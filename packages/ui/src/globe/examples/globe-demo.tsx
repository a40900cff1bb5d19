import { Globe } from '../globe'

export default function GlobeDemo() {
  return (
    <div className="relative flex h-[30rem] w-[42rem] max-w-full flex-col items-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white px-6 pt-12 dark:border-white/10 dark:bg-zinc-950">
      <p className="text-sm font-medium text-orange-700 dark:text-orange-400">Global edge network</p>
      <h3 className="mt-2 bg-gradient-to-b from-zinc-950 to-zinc-600 bg-clip-text text-center text-4xl font-semibold tracking-tight text-transparent md:text-5xl dark:from-white dark:to-zinc-400">
        Close to every user
      </h3>
      <Globe className="absolute inset-x-0 top-36 max-w-[34rem]" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-white to-transparent dark:from-zinc-950" />
    </div>
  )
}
