import { AnimatedGradientText } from '../animated-gradient-text'

export default function AnimatedGradientTextDemo2() {
  return (
    <AnimatedGradientText
      speed={2}
      colorFrom="#16a34a"
      colorTo="#0891b2"
      className="text-4xl font-semibold tracking-tight"
    >
      Twice the pace
    </AnimatedGradientText>
  )
}
