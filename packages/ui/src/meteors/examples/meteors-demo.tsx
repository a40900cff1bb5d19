import { Meteors } from '../meteors'

export default function MeteorsDemo() {
  return (
    <div className="relative flex h-[26rem] w-full max-w-2xl items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <Meteors number={30} />
      <p className="relative text-center text-5xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Meteors
      </p>
    </div>
  )
}
