import { BlurFade } from '../blur-fade'

// Local, generated tiles instead of remote photos: soft gradients of different heights.
const tiles = [
  { id: 1, height: 'h-40', colors: 'from-violet-400 to-fuchsia-300' },
  { id: 2, height: 'h-56', colors: 'from-sky-400 to-cyan-200' },
  { id: 3, height: 'h-32', colors: 'from-amber-300 to-rose-300' },
  { id: 4, height: 'h-48', colors: 'from-emerald-300 to-teal-500' },
  { id: 5, height: 'h-36', colors: 'from-rose-400 to-orange-200' },
  { id: 6, height: 'h-52', colors: 'from-indigo-400 to-sky-300' },
  { id: 7, height: 'h-44', colors: 'from-lime-300 to-emerald-400' },
  { id: 8, height: 'h-32', colors: 'from-fuchsia-400 to-violet-300' },
  { id: 9, height: 'h-48', colors: 'from-cyan-300 to-blue-500' },
]

export default function BlurFadeDemo() {
  return (
    <section aria-label="Gallery" className="w-full max-w-2xl columns-2 gap-4 sm:columns-3">
      {tiles.map((tile, index) => (
        <BlurFade key={tile.id} delay={0.25 + index * 0.05} inView className="mb-4">
          <div
            role="img"
            aria-label={`Tile ${tile.id}`}
            className={`${tile.height} w-full rounded-lg bg-linear-to-br ${tile.colors}`}
          />
        </BlurFade>
      ))}
    </section>
  )
}
