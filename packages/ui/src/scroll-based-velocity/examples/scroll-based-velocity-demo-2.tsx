import { Bird, Mountain, Sailboat, Sunrise, Tent, TreePine, Waves } from 'lucide-react'
import { ScrollVelocityContainer, ScrollVelocityRow } from '../scroll-based-velocity'

// Drawn tiles instead of remote photos: a gradient and an icon each.
const rowA = [
  { label: 'Mountains', Icon: Mountain, colors: 'from-violet-500 to-sky-400' },
  { label: 'Forest', Icon: TreePine, colors: 'from-emerald-600 to-lime-400' },
  { label: 'Sunrise', Icon: Sunrise, colors: 'from-amber-500 to-rose-400' },
  { label: 'Camp', Icon: Tent, colors: 'from-orange-600 to-amber-400' },
]
const rowB = [
  { label: 'Waves', Icon: Waves, colors: 'from-cyan-600 to-sky-300' },
  { label: 'Sailing', Icon: Sailboat, colors: 'from-blue-600 to-indigo-400' },
  { label: 'Birds', Icon: Bird, colors: 'from-fuchsia-600 to-pink-400' },
]

function Tile({ label, Icon, colors }: (typeof rowA)[number]) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`mx-2 flex h-28 w-44 items-center justify-center rounded-lg bg-linear-to-br shadow-sm ${colors}`}
    >
      <Icon aria-hidden className="size-10 text-white/90" strokeWidth={1.5} />
    </div>
  )
}

export default function ScrollBasedVelocityDemo2() {
  return (
    <div className="relative flex w-full flex-col items-center justify-center overflow-hidden py-6">
      <ScrollVelocityContainer className="flex flex-col gap-4">
        <ScrollVelocityRow baseVelocity={6} direction={1}>
          {rowA.map((tile) => (
            <Tile key={tile.label} {...tile} />
          ))}
        </ScrollVelocityRow>
        <ScrollVelocityRow baseVelocity={6} direction={-1}>
          {rowB.map((tile) => (
            <Tile key={tile.label} {...tile} />
          ))}
        </ScrollVelocityRow>
      </ScrollVelocityContainer>
      <div className="pointer-events-none absolute inset-y-0 left-0 w-1/4 bg-linear-to-r from-white dark:from-zinc-950" />
      <div className="pointer-events-none absolute inset-y-0 right-0 w-1/4 bg-linear-to-l from-white dark:from-zinc-950" />
    </div>
  )
}
