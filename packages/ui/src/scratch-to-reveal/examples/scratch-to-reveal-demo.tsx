import { ScratchToReveal } from '../scratch-to-reveal'

export default function ScratchToRevealDemo() {
  return (
    <ScratchToReveal
      width={250}
      height={250}
      minScratchPercentage={70}
      className="flex items-center justify-center overflow-hidden rounded-2xl border-2 border-zinc-950/10 bg-zinc-100 dark:border-white/10 dark:bg-zinc-900"
      gradientColors={['#A97CF8', '#F38CB8', '#FDCC92']}
    >
      <p className="text-9xl" role="img" aria-label="Smiling face with sunglasses">
        😎
      </p>
    </ScratchToReveal>
  )
}
