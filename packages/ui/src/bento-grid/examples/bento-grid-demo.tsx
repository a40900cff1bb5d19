import { BellIcon, CalendarIcon, FileTextIcon, Share2Icon } from 'lucide-react'
import { cn } from '../../lib/utils'
import { BentoCard, BentoGrid } from '../bento-grid'

const files = [
  { name: 'use-debounce.ts', body: 'export function useDebounce<T>(value: T, delay = 300) {' },
  { name: 'fetcher.ts', body: "const api = ky.create({ prefixUrl: '/api', timeout: 10_000 })" },
  { name: 'schema.sql', body: 'create index snippets_search on snippets using gin (search);' },
  { name: 'button.tsx', body: 'export function Button({ className, ...props }: ButtonProps) {' },
]

const notifications = [
  { title: 'New star on marquee', time: '2m ago', tint: 'bg-amber-400' },
  { title: 'Priya forked your snippet', time: '9m ago', tint: 'bg-sky-500' },
  { title: 'Deploy finished', time: '21m ago', tint: 'bg-emerald-500' },
  { title: 'Comment on file-tree', time: '1h ago', tint: 'bg-violet-500' },
]

const integrations = ['GH', 'VS', 'FG', 'SL', 'NT', 'LN', 'VC', 'DK']

/** Days of a 30-day month starting on a Wednesday, with blanks before the 1st. */
const days = [...Array.from({ length: 2 }, () => null), ...Array.from({ length: 30 }, (_, i) => i + 1)]
const busy = new Set([4, 11, 12, 19, 25])

/** Keeps each illustration in the top part of its card and fades it out before the text begins. */
const backdrop =
  'absolute inset-x-0 top-0 h-[52%] overflow-hidden pt-6 [mask-image:linear-gradient(to_bottom,#000_40%,transparent)]'

function FilesBackground() {
  return (
    <div aria-hidden className={cn(backdrop, 'flex flex-col gap-2 px-4')}>
      {files.map((file, index) => (
        <figure
          key={file.name}
          className={cn(
            'rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 transition-transform duration-300 ease-out group-hover:scale-[1.02] motion-reduce:transition-none',
            'dark:border-neutral-800 dark:bg-neutral-900',
            index % 2 === 1 && 'ml-6',
          )}
        >
          <figcaption className="text-xs font-medium text-neutral-700 dark:text-neutral-200">{file.name}</figcaption>
          <code className="block truncate font-mono text-[11px] text-neutral-500 dark:text-neutral-400">
            {file.body}
          </code>
        </figure>
      ))}
    </div>
  )
}

function NotificationsBackground() {
  return (
    <div aria-hidden className={cn(backdrop, 'flex flex-col items-center gap-2 px-6')}>
      {notifications.map((note) => (
        <div
          key={note.title}
          className={cn(
            'flex w-full max-w-sm items-center gap-3 rounded-xl border border-neutral-200 bg-white px-3 py-2.5 shadow-sm transition-transform duration-300 ease-out group-hover:-translate-y-1 motion-reduce:transition-none',
            'dark:border-neutral-800 dark:bg-neutral-900',
          )}
        >
          <span className={cn('size-7 shrink-0 rounded-full', note.tint)} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium text-neutral-800 dark:text-neutral-100">{note.title}</span>
            <span className="text-xs text-neutral-500 dark:text-neutral-400">{note.time}</span>
          </span>
        </div>
      ))}
    </div>
  )
}

function IntegrationsBackground() {
  return (
    <div
      aria-hidden
      className={cn(
        backdrop,
        'flex justify-center bg-[radial-gradient(ellipse_at_50%_30%,rgb(139_92_246/0.14),transparent_60%)]',
      )}
    >
      <div className="grid h-fit grid-cols-4 gap-3 transition-transform duration-300 ease-out group-hover:scale-105 motion-reduce:transition-none">
        {integrations.map((code, index) => (
          <span
            key={code}
            className={cn(
              'flex size-14 items-center justify-center rounded-2xl border text-sm font-semibold',
              index === 5
                ? 'border-violet-300 bg-violet-50 text-violet-700 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-300'
                : 'border-neutral-200 bg-neutral-50 text-neutral-600 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-300',
            )}
          >
            {code}
          </span>
        ))}
      </div>
    </div>
  )
}

function CalendarBackground() {
  return (
    <div aria-hidden className={cn(backdrop, 'flex justify-center')}>
      <div className="grid h-fit grid-cols-7 gap-1 rounded-xl border border-neutral-200 bg-white p-3 text-center text-xs shadow-sm transition-transform duration-300 ease-out group-hover:scale-105 motion-reduce:transition-none dark:border-neutral-800 dark:bg-neutral-900">
        {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((day, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: weekday initials repeat and never reorder
          <span key={index} className="size-7 leading-7 font-medium text-neutral-400">
            {day}
          </span>
        ))}
        {days.map((day, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity of their own
            key={index}
            className={cn(
              'size-7 rounded-md leading-7 text-neutral-700 dark:text-neutral-300',
              day !== null && busy.has(day) && 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900',
            )}
          >
            {day}
          </span>
        ))}
      </div>
    </div>
  )
}

export default function BentoGridDemo() {
  return (
    // Laid out by the width it is given rather than the window's, so it has room in a docs column
    // or a sidebar layout too: stacked, then two by two, then the 1-2 / 2-1 rows from 48rem.
    <div className="@container w-full">
      <BentoGrid className="mx-auto max-w-5xl @xl:grid-cols-2 @3xl:grid-cols-3">
        <BentoCard
          name="Save your snippets"
          description="Every snippet is versioned, searchable and one command away from your project."
          Icon={FileTextIcon}
          href="#snippets"
          cta="Browse snippets"
          background={<FilesBackground />}
          className="@xl:col-span-1"
        />
        <BentoCard
          name="Notifications"
          description="Hear about stars, forks and comments the moment they happen."
          Icon={BellIcon}
          href="#notifications"
          background={<NotificationsBackground />}
          className="@xl:col-span-1 @3xl:col-span-2"
        />
        <BentoCard
          name="Integrations"
          description="Connect the editor, chat and CI tools your team already uses."
          Icon={Share2Icon}
          href="#integrations"
          background={<IntegrationsBackground />}
          className="@xl:col-span-1 @3xl:col-span-2"
        />
        <BentoCard
          name="Calendar"
          description="See releases and reviews laid out by day."
          Icon={CalendarIcon}
          href="#calendar"
          background={<CalendarBackground />}
          className="@xl:col-span-1"
        />
      </BentoGrid>
    </div>
  )
}
