import { ScrollVelocityContainer, ScrollVelocityRow } from '../scroll-based-velocity'

export default function ScrollBasedVelocityDemo() {
  return (
    <div className="relative flex w-full flex-col items-center justify-center overflow-hidden py-4">
      <ScrollVelocityContainer className="text-4xl font-bold tracking-[-0.02em] text-zinc-950 md:text-7xl md:leading-20 dark:text-zinc-50 [--scroll-velocity-gap:0.4em]">
        <ScrollVelocityRow baseVelocity={20} direction={1}>
          Scroll faster
        </ScrollVelocityRow>
        <ScrollVelocityRow baseVelocity={20} direction={-1} className="text-sky-700 dark:text-sky-300">
          watch it race
        </ScrollVelocityRow>
      </ScrollVelocityContainer>
      <div className="pointer-events-none absolute inset-y-0 left-0 w-1/4 bg-linear-to-r from-white dark:from-zinc-950" />
      <div className="pointer-events-none absolute inset-y-0 right-0 w-1/4 bg-linear-to-l from-white dark:from-zinc-950" />
    </div>
  )
}
