import { CreditCard, GitPullRequest, MessageSquare, Rocket, UserPlus } from 'lucide-react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { AnimatedList } from '../animated-list'

type Notification = {
  title: string
  body: string
  time: string
  icon: React.ComponentType<{ className?: string }>
  tint: string
}

const notifications: Notification[] = [
  {
    title: 'Deploy finished',
    body: 'main is live on production',
    time: '2m ago',
    icon: Rocket,
    tint: 'bg-emerald-500',
  },
  { title: 'New sign-up', body: 'Ada joined the Team plan', time: '5m ago', icon: UserPlus, tint: 'bg-sky-500' },
  { title: 'Payment received', body: '$49.00 from Northwind', time: '9m ago', icon: CreditCard, tint: 'bg-violet-500' },
  {
    title: 'Review requested',
    body: 'Tidy the marquee keyframes',
    time: '14m ago',
    icon: GitPullRequest,
    tint: 'bg-amber-500',
  },
  {
    title: 'New comment',
    body: '“Looks great in dark mode!”',
    time: '20m ago',
    icon: MessageSquare,
    tint: 'bg-rose-500',
  },
]

// The feed keeps arriving for a while, as a live one would.
const feed = Array.from({ length: 6 }, (_, round) =>
  notifications.map((notification) => ({ ...notification, id: `${round}-${notification.title}` })),
).flat()

function NotificationCard({ title, body, time, icon: Icon, tint }: Notification) {
  return (
    <figure
      className={cn(
        'relative mx-auto w-full max-w-sm overflow-hidden rounded-2xl p-4',
        'transition-transform duration-200 ease-out hover:scale-[1.02] motion-reduce:transition-none',
        'bg-white shadow-[0_0_0_1px_rgba(0,0,0,.04),0_2px_4px_rgba(0,0,0,.06),0_12px_24px_rgba(0,0,0,.06)]',
        'dark:bg-zinc-900 dark:shadow-[0_0_0_1px_rgba(255,255,255,.08)]',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className={cn('flex size-10 shrink-0 items-center justify-center rounded-2xl text-white', tint)}
        >
          <Icon className="size-5" />
        </span>
        <figcaption className="flex min-w-0 flex-col">
          <span className="flex items-center gap-1.5 text-sm font-medium text-zinc-950 dark:text-zinc-50">
            <span className="truncate">{title}</span>
            <span aria-hidden>·</span>
            <span className="shrink-0 text-xs font-normal text-zinc-600 dark:text-zinc-400">{time}</span>
          </span>
          <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">{body}</span>
        </figcaption>
      </div>
    </figure>
  )
}

export default function AnimatedListDemo({ className }: { className?: string }) {
  return (
    <div className={cn('relative flex h-[420px] w-full flex-col overflow-hidden p-2', className)}>
      <AnimatedList aria-label="Notifications">
        {feed.map(({ id, ...notification }) => (
          <NotificationCard key={id} {...notification} />
        ))}
      </AnimatedList>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/4 bg-gradient-to-t from-white dark:from-zinc-950" />
    </div>
  )
}
