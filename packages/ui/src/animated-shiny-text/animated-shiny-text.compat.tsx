import type { AnimatedShinyTextProps } from './animated-shiny-text'
import { AnimatedShinyText } from './animated-shiny-text'

/** Animated Shiny Text as Magic UI documents it: its usage, every prop of its props table and its demo. */
export function MagicUiUsage() {
  const props: AnimatedShinyTextProps = { shimmerWidth: 80, className: 'text-sm' }
  return (
    <div className="grid gap-4">
      <AnimatedShinyText>Hello</AnimatedShinyText>
      <AnimatedShinyText>Animated Shiny Text</AnimatedShinyText>
      <AnimatedShinyText className="inline-flex items-center justify-center px-4 py-1" shimmerWidth={100}>
        <span>✨ Introducing Magic UI</span>
        <svg className="ml-1 size-3" viewBox="0 0 15 15" aria-hidden="true" />
      </AnimatedShinyText>
      <AnimatedShinyText {...props} id="shiny" style={{ fontSize: 18 }} onClick={() => {}}>
        Spread props
      </AnimatedShinyText>
    </div>
  )
}
