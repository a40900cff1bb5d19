import { HeartIcon, PaletteIcon, RocketIcon, SparklesIcon, StarIcon, ZapIcon } from 'lucide-react'
import { Dock, DockIcon } from '../dock'

const actions = [
  { label: 'Favourite', icon: HeartIcon },
  { label: 'Star', icon: StarIcon },
  { label: 'Boost', icon: ZapIcon },
  { label: 'Theme', icon: PaletteIcon },
  { label: 'Magic', icon: SparklesIcon },
  { label: 'Launch', icon: RocketIcon },
]

/** Smaller icons that swell further, over a shorter reach. */
export default function DockDemo3() {
  return (
    <Dock aria-label="Reactions" iconSize={36} iconMagnification={72} iconDistance={100} direction="bottom">
      {actions.map(({ label, icon: Icon }) => (
        <DockIcon key={label} className="bg-zinc-950/5 dark:bg-white/10">
          <button
            type="button"
            aria-label={label}
            className="flex size-full items-center justify-center rounded-full text-zinc-600 outline-none transition-colors hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-[6px] focus-visible:outline-rose-600 dark:text-zinc-300 dark:hover:text-rose-400 dark:focus-visible:outline-rose-400"
          >
            <Icon aria-hidden className="size-full" strokeWidth={1.75} />
          </button>
        </DockIcon>
      ))}
    </Dock>
  )
}
