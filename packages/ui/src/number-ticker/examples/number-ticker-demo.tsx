import { NumberTicker } from '../number-ticker'

export default function NumberTickerDemo() {
  return (
    <p className="text-center">
      <NumberTicker
        value={12480}
        className="text-7xl font-semibold tracking-tighter text-zinc-950 md:text-8xl dark:text-white"
      />
      <span className="mt-2 block text-sm text-zinc-500 dark:text-zinc-400">developers shipping with Snipstack</span>
    </p>
  )
}
