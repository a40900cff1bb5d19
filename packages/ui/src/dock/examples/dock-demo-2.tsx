import { CameraIcon, CompassIcon, ImageIcon, MapPinIcon, MessageCircleIcon, NotebookPenIcon } from 'lucide-react'
import { Dock, DockIcon } from '../dock'

const apps = [
  { label: 'Messages', icon: MessageCircleIcon, tint: 'bg-emerald-500' },
  { label: 'Maps', icon: MapPinIcon, tint: 'bg-rose-500' },
  { label: 'Browser', icon: CompassIcon, tint: 'bg-sky-500' },
  { label: 'Photos', icon: ImageIcon, tint: 'bg-amber-500' },
  { label: 'Camera', icon: CameraIcon, tint: 'bg-zinc-700' },
  { label: 'Notes', icon: NotebookPenIcon, tint: 'bg-violet-500' },
]

/** Docked to the bottom edge of a "desktop", so the icons grow upwards as they do on macOS. */
export default function DockDemo2() {
  return (
    <div className="flex h-72 w-full max-w-xl flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br from-sky-200 via-indigo-200 to-rose-200 pb-3 dark:from-sky-950 dark:via-indigo-950 dark:to-rose-950">
      <Dock aria-label="Favourites" direction="bottom" className="mt-0">
        {apps.map(({ label, icon: Icon, tint }) => (
          <DockIcon key={label} className={tint}>
            <button
              type="button"
              aria-label={label}
              className="flex size-full items-center justify-center rounded-full text-white outline-none transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-[6px] focus-visible:outline-zinc-950 dark:focus-visible:outline-white"
            >
              <Icon aria-hidden className="size-full" strokeWidth={2} />
            </button>
          </DockIcon>
        ))}
      </Dock>
    </div>
  )
}
