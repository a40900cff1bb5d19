import {
  CalendarIcon,
  FolderIcon,
  HouseIcon,
  MailIcon,
  MusicIcon,
  SearchIcon,
  SettingsIcon,
  Trash2Icon,
} from 'lucide-react'
import { cn } from '../../lib/utils'
import { Dock, DockIcon } from '../dock'

const apps = [
  { label: 'Home', icon: HouseIcon },
  { label: 'Search', icon: SearchIcon },
  { label: 'Mail', icon: MailIcon },
  { label: 'Calendar', icon: CalendarIcon },
  { label: 'Music', icon: MusicIcon },
  { label: 'Files', icon: FolderIcon },
]

const slot = 'bg-zinc-950/5 dark:bg-white/10'
const button = cn(
  'flex size-full items-center justify-center rounded-full outline-none transition-colors',
  'text-zinc-600 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white',
  'focus-visible:outline-2 focus-visible:outline-offset-[6px] focus-visible:outline-sky-600 dark:focus-visible:outline-sky-400',
)

export default function DockDemo() {
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Point at the dock, or Tab into it and use the arrow keys.
      </p>
      <Dock aria-label="Apps">
        {apps.map(({ label, icon: Icon }) => (
          <DockIcon key={label} className={slot}>
            <button type="button" aria-label={label} className={button}>
              <Icon aria-hidden className="size-full" strokeWidth={1.75} />
            </button>
          </DockIcon>
        ))}
        <hr aria-orientation="vertical" className="mx-1 my-0 h-full w-px border-0 bg-zinc-950/15 dark:bg-white/20" />
        <DockIcon className={slot}>
          <button type="button" aria-label="Settings" className={button}>
            <SettingsIcon aria-hidden className="size-full" strokeWidth={1.75} />
          </button>
        </DockIcon>
        <DockIcon className={slot}>
          <button type="button" aria-label="Trash" className={button}>
            <Trash2Icon aria-hidden className="size-full" strokeWidth={1.75} />
          </button>
        </DockIcon>
      </Dock>
    </div>
  )
}
