import { MagicCard } from './magic-card'

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <MagicCard>
        <div className="p-4">
          <p>Hello World</p>
          <span>Hover me</span>
        </div>
      </MagicCard>
      <MagicCard
        className="cursor-pointer shadow-2xl"
        gradientSize={200}
        gradientColor="#262626"
        gradientOpacity={0.8}
        gradientFrom="#9E7AFF"
        gradientTo="#FE8BBB"
      >
        <div className="p-4">Gradient</div>
      </MagicCard>
      <MagicCard
        mode="orb"
        glowFrom="#ee4f27"
        glowTo="#6b21ef"
        glowAngle={90}
        glowSize={420}
        glowBlur={60}
        glowOpacity={0.9}
      >
        <div className="p-4">Orb</div>
      </MagicCard>
    </div>
  )
}
