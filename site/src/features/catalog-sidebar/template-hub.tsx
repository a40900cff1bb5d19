import { cn } from '@snipstack/ui/lib/utils'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Flame, Search, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { type HubContent, type HubEntry, hubQuickActions, sampleHub } from './hub-data'

/** Spec §2: selecting an entry highlights it; selecting it again clears the highlight. */
export function toggleSelection(current: string | null, name: string): string | null {
  return current === name ? null : name
}

/**
 * The 'Template Hub' panel (spec §2): a search box, Categories, Languages, Popular Tags and Quick
 * Actions. With the spec's sample lists it highlights what is picked and filters nothing; with a
 * catalogue's own lists (the templates listing) each entry is a link that filters the list, or
 * clears the filter when it is the chosen one. The same content fills the wide screen's sidebar
 * and the small screen's drawer.
 */
export function TemplateHub({ className, content = sampleHub }: { className?: string; content?: HubContent }) {
  const searchId = useId()
  const [text, setText] = useState('')
  const [featured, trending] = content.quickActions ?? []
  return (
    <div data-slot="template-hub" className={cn('flex flex-col gap-6 p-4', className)}>
      <div>
        <p className="font-semibold text-lg tracking-tight">Template Hub</p>
        <p className="text-muted-foreground text-sm">Discover amazing templates</p>
      </div>
      <search>
        <form
          action="/templates"
          method="get"
          className="relative"
          onSubmit={(event) => {
            event.preventDefault()
            content.onSearch?.(text.trim() || undefined)
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search all templates
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            id={searchId}
            name="name"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search templates..."
            autoComplete="off"
            className="pl-9"
          />
        </form>
      </search>
      <HubList title="Categories" entries={content.categories} />
      <HubList title="Languages" entries={content.languages} />
      <HubList title="Popular Tags" entries={content.tags} />
      <section aria-label="Quick Actions">
        <h2 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider">Quick Actions</h2>
        <div className="flex flex-col gap-2">
          <QuickAction link={featured} icon={<Sparkles aria-hidden="true" />} label={hubQuickActions[0]} />
          <QuickAction link={trending} icon={<Flame aria-hidden="true" />} label={hubQuickActions[1]} />
        </div>
      </section>
    </div>
  )
}

function QuickAction({ link, icon, label }: { link: LinkProps | undefined; icon: React.ReactNode; label: string }) {
  if (!link)
    return (
      <Button variant="outline" className="justify-start">
        {icon}
        {label}
      </Button>
    )
  return (
    <Button asChild variant="outline" className="justify-start">
      <Link {...link}>
        {icon}
        {label}
      </Link>
    </Button>
  )
}

const entryClass =
  'flex w-full items-center gap-2.5 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40'
const activeClass = 'bg-primary/10 font-medium text-primary hover:bg-primary/15'

function HubList({ title, entries }: { title: string; entries: HubEntry[] }) {
  const [highlighted, setHighlighted] = useState<string | null>(null)
  return (
    <section aria-label={title}>
      <h2 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider">{title}</h2>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.name}>
            {entry.link ? (
              <Link
                {...entry.link}
                // The chosen entry leads away (it clears the filter), so the router never marks it;
                // `aria-current` says it is the one applied.
                activeOptions={{ exact: true, includeSearch: true }}
                aria-current={entry.selected ? 'true' : undefined}
                className={cn(entryClass, entry.selected && activeClass)}
              >
                <EntryBody entry={entry} />
              </Link>
            ) : (
              <button
                type="button"
                aria-pressed={highlighted === entry.name}
                onClick={() => setHighlighted((current) => toggleSelection(current, entry.name))}
                className={cn(entryClass, highlighted === entry.name && activeClass)}
              >
                <EntryBody entry={entry} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function EntryBody({ entry }: { entry: HubEntry }) {
  const Icon = entry.icon
  return (
    <>
      {Icon ? (
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      ) : (
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', entry.color)} />
      )}
      <span className="min-w-0 flex-1 truncate">{entry.name}</span>
      <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground text-xs tabular-nums">
        {entry.count}
      </span>
    </>
  )
}
