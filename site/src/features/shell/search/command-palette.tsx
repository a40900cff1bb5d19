import type { SiteSearchHit } from '@snipstack/contracts'
import { useNavigate } from '@tanstack/react-router'
import {
  ArrowRightIcon,
  CheckIcon,
  Code2Icon,
  FileTextIcon,
  LayoutTemplateIcon,
  MonitorIcon,
  MoonIcon,
  SearchIcon,
  SunIcon,
} from 'lucide-react'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '@/components/ui/command'
import { Kbd } from '@/components/ui/kbd'
import { track } from '@/lib/analytics'
import type { Theme } from '../theme/theme'
import { useThemeStore } from '../theme/theme-store'
import { catalogueHeadings, useCatalogueSearch } from './catalogue-search'
import { buildPaletteGroups, type PaletteLink, searchGroups, searchPalette } from './palette-items'
import { restoreFocusAfterPalette, usePaletteStore } from './palette-store'

type ThemeChoice = { theme: Theme; title: string; Icon: typeof SunIcon }

const themeGroup: { heading: string; items: ThemeChoice[] } = {
  heading: 'Theme',
  items: [
    { theme: 'light', title: 'Light', Icon: SunIcon },
    { theme: 'dark', title: 'Dark', Icon: MoonIcon },
    { theme: 'system', title: 'System', Icon: MonitorIcon },
  ],
}

/** The search field; it starts with whatever was typed while the palette loaded (see type-ahead). */
function SearchField() {
  const query = usePaletteStore((s) => s.query)
  const setQuery = usePaletteStore((s) => s.setQuery)
  return <CommandInput value={query} onValueChange={setQuery} placeholder="Type a command or search..." />
}

const HitIcon = ({ kind }: Pick<SiteSearchHit, 'kind'>) =>
  kind === 'snippet' ? <Code2Icon aria-hidden /> : <LayoutTemplateIcon aria-hidden />

/** Loaded on first use (it carries cmdk and the docs index), so it is the module's default export. */
export default function CommandPalette() {
  const open = usePaletteStore((s) => s.open)
  const setOpen = usePaletteStore((s) => s.setOpen)
  const theme = useThemeStore((s) => s.theme)
  const setTheme = useThemeStore((s) => s.setTheme)
  const navigate = useNavigate()
  const query = usePaletteStore((s) => s.query)
  const allGroups = useMemo(() => buildPaletteGroups(), [])
  // Ranked here rather than by cmdk's fuzzy filter, so the palette finds what `snipstack search`
  // and the MCP server find ("scrolling logo wall", "mar").
  const groups = useMemo(() => searchPalette(allGroups, query), [allGroups, query])
  const themeChoices = useMemo(
    () =>
      searchGroups([themeGroup], query, (choice, heading) => ({
        name: choice.theme,
        title: choice.title,
        categories: [heading],
      }))[0]?.items ?? [],
    [query],
  )
  const catalogue = useCatalogueSearch(query)

  const run = (action: () => void) => {
    setOpen(false)
    action()
  }
  const goTo = (item: PaletteLink) =>
    run(() => {
      if (item.event) track(item.event, { category: 'navigation', label: item.event, source: 'command_palette' })
      void navigate({ to: item.href })
    })
  const goToHref = (href: string) => run(() => void navigate({ href }))

  return (
    <CommandDialog
      open={open}
      onOpenChange={setOpen}
      title="Search"
      description="Search pages, components, snippets and templates, or change the theme"
      // Ctrl+K closes the palette it opened; cmdk's vim keys would take it as 'previous item'.
      commandProps={{ vimBindings: false, shouldFilter: false }}
      onOpenAutoFocus={(event) => {
        // The dialog would focus the search field with its text selected, and what was typed while
        // the palette loaded is already that text: the next key must add to it, not replace it.
        event.preventDefault()
        const field = event.target instanceof Element ? event.target.querySelector('input') : null
        field?.focus()
        field?.setSelectionRange(field.value.length, field.value.length)
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        restoreFocusAfterPalette()
      }}
    >
      <SearchField />
      <CommandList>
        {/* While the catalogues are being searched, nothing found yet is no answer yet. */}
        {!catalogue.pending && <CommandEmpty>No results found</CommandEmpty>}
        {groups.map((group) => (
          <CommandGroup key={group.heading} heading={group.heading}>
            {group.items.map((item) => (
              <CommandItem key={item.value} value={item.value} disabled={item.disabled} onSelect={() => goTo(item)}>
                {group.heading === 'Links' ? <ArrowRightIcon aria-hidden /> : <FileTextIcon aria-hidden />}
                <span className="truncate">
                  {item.parent && <span className="text-muted-foreground">{item.parent} / </span>}
                  {item.title}
                </span>
                {item.label && (
                  <Badge variant={item.label.toLowerCase() === 'new' ? 'new' : 'secondary'}>{item.label}</Badge>
                )}
                {item.paid && <Badge variant="pro">Pro</Badge>}
                {item.disabled && <span className="ml-auto text-muted-foreground text-xs">Soon</span>}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
        {catalogue.groups.map((group) => (
          <CommandGroup key={group.kind} heading={catalogueHeadings[group.kind]} data-catalogue={group.kind}>
            {group.items.map((hit) => (
              <CommandItem key={hit.href} value={`${group.kind} ${hit.slug}`} onSelect={() => goToHref(hit.href)}>
                <HitIcon kind={hit.kind} />
                <span className="truncate">{hit.title}</span>
                <span className="ml-auto shrink-0 text-muted-foreground text-xs">{hit.detail}</span>
              </CommandItem>
            ))}
            {group.total > group.items.length && (
              <CommandItem value={`${group.kind} all`} onSelect={() => goToHref(group.more)}>
                <SearchIcon aria-hidden />
                See all {group.total} {catalogueHeadings[group.kind].toLowerCase()}
              </CommandItem>
            )}
          </CommandGroup>
        ))}
        <CommandSeparator />
        {themeChoices.length > 0 && (
          <CommandGroup heading={themeGroup.heading}>
            {themeChoices.map(({ theme: choice, title, Icon }) => (
              <CommandItem key={choice} value={`Theme ${title}`} onSelect={() => run(() => setTheme(choice))}>
                <Icon aria-hidden />
                {title}
                {theme === choice && <CheckIcon className="ml-auto" aria-label="Current theme" />}
              </CommandItem>
            ))}
          </CommandGroup>
        )}
      </CommandList>
      {/* Outside the list, whose children must all be options; always there (empty takes no room), so
          that what it comes to say is announced. */}
      <p role="status" className="px-3 py-2 text-muted-foreground text-sm empty:p-0">
        {catalogue.pending
          ? 'Searching snippets and templates…'
          : catalogue.failed
            ? 'Snippets and templates could not be searched just now.'
            : ''}
      </p>
      <div
        aria-hidden
        className="hidden items-center gap-4 border-t bg-muted/30 px-3 py-2 text-muted-foreground text-xs sm:flex"
      >
        <span className="inline-flex items-center gap-1">
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd>
          to navigate
        </span>
        <span className="inline-flex items-center gap-1">
          <Kbd>↵</Kbd>
          to select
        </span>
        <span className="ml-auto inline-flex items-center gap-1">
          <Kbd>Esc</Kbd>
          to close
        </span>
      </div>
    </CommandDialog>
  )
}
