import { cn } from '@snipstack/ui/lib/utils'
import { Flame, Search, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { type HubEntry, hubCategories, hubLanguages, hubQuickActions, hubTags } from './hub-data'

/** Spec §2: selecting an entry highlights it; selecting it again clears the highlight. */
export function toggleSelection(current: string | null, name: string): string | null {
  return current === name ? null : name
}

/**
 * The 'Template Hub' panel (spec §2): a search box, Categories, Languages, Popular Tags and Quick
 * Actions. Its lists are static sample data; they highlight what is picked and filter nothing.
 * The same content fills the wide screen's sidebar and the small screen's drawer.
 */
export function TemplateHub({ className }: { className?: string }) {
  const searchId = useId()
  return (
    <div data-slot="template-hub" className={cn('flex flex-col gap-6 p-4', className)}>
      <div>
        <p className="font-semibold text-lg tracking-tight">Template Hub</p>
        <p className="text-muted-foreground text-sm">Discover amazing templates</p>
      </div>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search templates
        </label>
        <Search aria-hidden="true" className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground" />
        <Input id={searchId} type="search" placeholder="Search templates..." className="pl-9" />
      </div>
      <HubList title="Categories" entries={hubCategories} />
      <HubList title="Languages" entries={hubLanguages} />
      <HubList title="Popular Tags" entries={hubTags} />
      <section aria-label="Quick Actions">
        <h2 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider">Quick Actions</h2>
        <div className="flex flex-col gap-2">
          <Button variant="outline" className="justify-start">
            <Sparkles aria-hidden="true" />
            {hubQuickActions[0]}
          </Button>
          <Button variant="outline" className="justify-start">
            <Flame aria-hidden="true" />
            {hubQuickActions[1]}
          </Button>
        </div>
      </section>
    </div>
  )
}

function HubList({ title, entries }: { title: string; entries: HubEntry[] }) {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <section aria-label={title}>
      <h2 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider">{title}</h2>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => {
          const active = selected === entry.name
          const Icon = entry.icon
          return (
            <li key={entry.name}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => setSelected((current) => toggleSelection(current, entry.name))}
                className={cn(
                  'flex w-full items-center gap-2.5 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
                  active && 'bg-primary/10 font-medium text-primary hover:bg-primary/15',
                )}
              >
                {Icon ? (
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                ) : (
                  <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', entry.color)} />
                )}
                <span className="min-w-0 flex-1 truncate">{entry.name}</span>
                <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground text-xs tabular-nums">
                  {entry.count}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
