import { Particles } from '../particles'

export default function ParticlesDemo() {
  return (
    <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <span className="pointer-events-none z-10 text-center text-7xl leading-none font-semibold whitespace-pre-wrap text-zinc-950 md:text-8xl dark:text-zinc-50">
        Particles
      </span>
      {/* One field per theme: the hidden one is never on screen, so it never draws. */}
      <Particles className="absolute inset-0 z-0 dark:hidden" quantity={100} ease={80} color="#000000" refresh />
      <Particles className="absolute inset-0 z-0 hidden dark:block" quantity={100} ease={80} color="#ffffff" refresh />
    </div>
  )
}
