import { NeonGradientCard } from '../neon-gradient-card'

export default function NeonGradientCardDemo() {
  return (
    <NeonGradientCard className="max-w-sm">
      <p className="bg-linear-to-br from-[#ff2975] from-35% to-[#00FFF1] bg-clip-text py-6 text-center text-4xl leading-none font-bold tracking-tighter text-balance text-transparent md:text-5xl">
        Neon Gradient Card
      </p>
    </NeonGradientCard>
  )
}
