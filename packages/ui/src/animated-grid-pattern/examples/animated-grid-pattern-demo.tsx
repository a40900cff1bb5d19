import { AnimatedGridPattern } from '../animated-grid-pattern'

export default function AnimatedGridPatternDemo() {
  return (
    <div className="relative flex h-[26rem] w-[42rem] max-w-full items-center justify-center overflow-hidden rounded-2xl border border-zinc-950/10 bg-white p-12 dark:border-white/10 dark:bg-zinc-950">
      <AnimatedGridPattern
        numSquares={30}
        maxOpacity={0.15}
        duration={3}
        repeatDelay={1}
        className="inset-x-0 inset-y-[-30%] h-[200%] skew-y-12 text-zinc-950 [mask-image:radial-gradient(26rem_circle_at_center,white,transparent)] dark:text-white"
      />
      <p className="relative text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Animated Grid Pattern
      </p>
    </div>
  )
}
