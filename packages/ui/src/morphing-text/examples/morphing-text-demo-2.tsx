import { MorphingText } from '../morphing-text'

export default function MorphingTextDemo2() {
  return (
    <div className="flex flex-col items-center gap-2 text-3xl font-semibold tracking-tight text-zinc-600 sm:flex-row sm:gap-3 sm:text-4xl dark:text-zinc-300">
      <span>Ship your next</span>
      <MorphingText
        texts={['landing page', 'dashboard', 'side project', 'portfolio']}
        morphTime={1.2}
        cooldownTime={1.8}
        className="mx-0 h-10 w-72 text-4xl text-zinc-950 md:h-10 lg:text-4xl sm:text-left dark:text-white"
      />
    </div>
  )
}
