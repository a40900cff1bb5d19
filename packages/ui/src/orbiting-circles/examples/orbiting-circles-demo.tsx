import {
  BellIcon,
  CalendarIcon,
  CloudIcon,
  DatabaseIcon,
  type LucideIcon,
  MailIcon,
  MessageSquareIcon,
  ZapIcon,
} from 'lucide-react'
import { cn } from '../../lib/utils'
import { OrbitingCircles } from '../orbiting-circles'

type Planet = { name: string; icon: LucideIcon; color: string }

const outer: Planet[] = [
  { name: 'mail', icon: MailIcon, color: 'text-sky-600 dark:text-sky-400' },
  { name: 'calendar', icon: CalendarIcon, color: 'text-rose-600 dark:text-rose-400' },
  { name: 'cloud', icon: CloudIcon, color: 'text-violet-600 dark:text-violet-400' },
  { name: 'database', icon: DatabaseIcon, color: 'text-emerald-600 dark:text-emerald-400' },
  { name: 'chat', icon: MessageSquareIcon, color: 'text-amber-600 dark:text-amber-400' },
]

const inner: Planet[] = [
  { name: 'bell', icon: BellIcon, color: 'text-orange-600 dark:text-orange-400' },
  { name: 'zap', icon: ZapIcon, color: 'text-yellow-600 dark:text-yellow-400' },
  { name: 'mail', icon: MailIcon, color: 'text-sky-600 dark:text-sky-400' },
  { name: 'cloud', icon: CloudIcon, color: 'text-violet-600 dark:text-violet-400' },
]

const bubble = 'border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900'

export default function OrbitingCirclesDemo() {
  return (
    <div className="relative flex h-[26rem] w-full flex-col items-center justify-center overflow-hidden">
      <span className="pointer-events-none bg-gradient-to-b from-zinc-950 to-zinc-500 bg-clip-text text-center text-3xl font-semibold leading-none text-transparent dark:from-white dark:to-zinc-400">
        Inbox
      </span>
      <OrbitingCircles iconSize={44} className={bubble}>
        {outer.map(({ name, icon: Icon, color }) => (
          <Icon key={name} aria-hidden className={cn('size-5', color)} />
        ))}
      </OrbitingCircles>
      <OrbitingCircles iconSize={34} radius={100} reverse speed={2} className={bubble}>
        {inner.map(({ name, icon: Icon, color }) => (
          <Icon key={name} aria-hidden className={cn('size-4', color)} />
        ))}
      </OrbitingCircles>
    </div>
  )
}
