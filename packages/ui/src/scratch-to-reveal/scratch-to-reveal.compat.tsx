import { ScratchToReveal } from './scratch-to-reveal'

const tuple = ['#A97CF8', '#F38CB8', '#FDCC92'] as const

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <ScratchToReveal width={300} height={300} minScratchPercentage={50}>
        Scratch To Reveal
      </ScratchToReveal>
      <ScratchToReveal
        width={250}
        height={250}
        minScratchPercentage={70}
        className="flex items-center justify-center overflow-hidden rounded-2xl border-2 bg-gray-100"
        gradientColors={['#A97CF8', '#F38CB8', '#FDCC92']}
        onComplete={() => undefined}
      >
        <p className="text-9xl">😎</p>
      </ScratchToReveal>
      <ScratchToReveal width={200} height={120} gradientColors={tuple}>
        <span>Prize</span>
      </ScratchToReveal>
    </div>
  )
}
