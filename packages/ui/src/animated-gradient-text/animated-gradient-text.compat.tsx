import type { AnimatedGradientTextProps } from './animated-gradient-text'
import { AnimatedGradientText } from './animated-gradient-text'

/** Animated Gradient Text as Magic UI documents it: its usage, every prop of its props table and its demos. */
export function MagicUiUsage() {
  const props: AnimatedGradientTextProps = { speed: 1, colorFrom: '#ffaa40', colorTo: '#9c40ff' }
  return (
    <div className="grid gap-4">
      <AnimatedGradientText>Animated Gradient Text</AnimatedGradientText>
      <div className="group relative mx-auto flex items-center justify-center rounded-full px-4 py-1.5">
        🎉 <hr className="mx-2 h-4 w-px shrink-0 bg-neutral-500" />
        <AnimatedGradientText className="text-sm font-medium">Introducing Magic UI</AnimatedGradientText>
      </div>
      <AnimatedGradientText
        speed={2}
        colorFrom="#4ade80"
        colorTo="#06b6d4"
        className="text-4xl font-semibold tracking-tight"
      >
        Fast Gradient
      </AnimatedGradientText>
      <AnimatedGradientText {...props} id="gradient" style={{ fontSize: 24 }} onClick={() => {}}>
        <strong>Spread props</strong>
      </AnimatedGradientText>
    </div>
  )
}
