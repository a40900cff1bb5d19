import { Ripple } from '../ripple'

export default function RippleDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <p className="relative z-10 text-center text-5xl font-medium tracking-tighter text-zinc-950 dark:text-white">
        Ripple
      </p>
      <Ripple />
    </div>
  )
}
