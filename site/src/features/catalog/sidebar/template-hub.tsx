import { cn } from '@snipstack/ui/lib/utils'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Flame, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CatalogSearchBox } from '../search-box'
import { type HubContent, type HubEntry, hubQuickActions } from './hub-data'

/**
 * The 'Template Hub' panel (docs/product.md, Catalogue lists): a search box, Categories, Languages,
 * Popular Tags and Quick Actions, all from the catalogue beside it (snippets or templates). Each
 * entry is a link that filters the list, or clears that filter when it is the chosen one, so the
 * choice lives in the URL. The search box is the catalogue's own (debounced, trimmed, keeping the
 * other filters); on wide screens it is the page's only one. The same content fills the wide
 * screen's sidebar and the small screen's drawer.
 */
export function TemplateHub({ className, content }: { className?: string; content: HubContent }) {
  const [featured, trending] = content.quickActions
  return (
    <div data-slot="template-hub" className={cn('flex flex-col gap-6 p-4', className)}>
      <div>
        <p className="font-semibold text-lg tracking-tight">Template Hub</p>
        <p className="text-muted-foreground text-sm">Discover amazing templates</p>
      </div>
      <CatalogSearchBox {...content.search} />
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

function QuickAction({ link, icon, label }: { link: LinkProps; icon: React.ReactNode; label: string }) {
  return (
    <Button
      asChild
      variant="outline"
      // The router marks the action whose order the list on screen has (aria-current="page").
      className="justify-start data-[status=active]:border-primary data-[status=active]:text-primary"
    >
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
  // Without the catalogue's counts (their request failed) there is nothing true to list.
  if (!entries.length) return null
  return (
    <section aria-label={title}>
      <h2 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider">{title}</h2>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.name}>
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
