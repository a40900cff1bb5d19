import { ArrowRight, Sparkles } from 'lucide-react'
import { AnimatedShinyText } from '../animated-shiny-text'

export default function AnimatedShinyTextDemo() {
  return (
    <div className="group mx-auto w-fit rounded-full border border-black/5 bg-neutral-100 text-base transition-colors duration-300 ease-in hover:bg-neutral-200 dark:border-white/5 dark:bg-neutral-900 dark:hover:bg-neutral-800">
      <AnimatedShinyText className="inline-flex items-center justify-center px-4 py-1">
        {/* An icon rather than an emoji: a system without an emoji font would show a blank box. */}
        <Sparkles aria-hidden className="mr-1.5 size-3.5" />
        <span>Introducing Snipstack</span>
        <ArrowRight
          aria-hidden
          className="ml-1 size-3 transition-transform duration-300 ease-in-out group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </AnimatedShinyText>
    </div>
  )
}
