import { NeonGradientCard } from './neon-gradient-card'

/** Neon Gradient Card as Magic UI documents it: its usage, every prop of its props table and its demo. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <NeonGradientCard>
        <div className="p-4">
          <p>Hello</p>
          <span>Hover me</span>
        </div>
      </NeonGradientCard>
      <NeonGradientCard
        className="max-w-sm items-center justify-center text-center"
        borderSize={5}
        borderRadius={20}
        neonColors={{ firstColor: '#ff00aa', secondColor: '#00FFF1' }}
      >
        <span className="pointer-events-none z-10 h-full text-3xl font-bold">Neon Gradient Card</span>
      </NeonGradientCard>
    </div>
  )
}
