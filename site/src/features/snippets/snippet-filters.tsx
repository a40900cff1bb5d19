import {
  type SnippetCategory,
  type SnippetLanguage,
  snippetCategories,
  snippetLanguages,
} from '@snipstack/contracts/snippet-constants'
import { cn } from '@snipstack/ui/lib/utils'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { normaliseSearchText, type SnippetSearch } from './snippet-search'

/** Spec §9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The search box: trimmed text goes to the URL's `name` 300 ms after typing stops (or at once on
 * Enter), an empty box removes it, and a new search starts at page 1 (spec §5, §9). It is a GET
 * form, so it works before the script has loaded.
 */
export function SnippetSearchBox({ search }: { search: SnippetSearch }) {
  const navigate = useNavigate({ from: '/snippets/' })
  const inputId = useId()
  const [text, setText] = useState(search.name ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The address, even while its list loads: a navigation overtaken by another (clearing, then
  // Back at once) never shows its list, yet the box must follow the address.
  const urlName = useRouterState({
    select: (state) => normaliseSearchText((state.location.search as { name?: unknown }).name),
  })

  // Back, forward and links change the URL under the box: show what the URL searches for, unless
  // the box already says the same (so typing a trailing space is not undone).
  useEffect(() => {
    setText((current) => (normaliseSearchText(current) === urlName ? current : (urlName ?? '')))
  }, [urlName])
  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (value: string) => {
    clearTimeout(timer.current)
    const name = normaliseSearchText(value)
    if (name === urlName) return
    void navigate({ search: (previous) => ({ ...previous, name, page: undefined }) })
  }

  return (
    <search className="w-full sm:max-w-sm">
      <form
        action="/snippets"
        method="get"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault()
          commit(text)
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search snippets
        </label>
        <Search aria-hidden="true" className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground" />
        <Input
          id={inputId}
          name="name"
          type="search"
          value={text}
          placeholder="Search snippets..."
          autoComplete="off"
          className="pr-9 pl-9"
          onChange={(event) => {
            const value = event.target.value
            setText(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS)
          }}
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('')
              commit('')
            }}
            className="-translate-y-1/2 absolute top-1/2 right-2 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        {search.language ? <input type="hidden" name="language" value={search.language} /> : null}
        {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
      </form>
    </search>
  )
}

type FilterProps<T extends string> = {
  label: string
  values: readonly T[]
  current: T | undefined
  searchFor: (value: T | undefined) => SnippetSearch
}

/** A row of links, 'All' first, the current one marked; each starts the list at page 1. */
function FilterRow<T extends string>({ label, values, current, searchFor }: FilterProps<T>) {
  const chip = (value: T | undefined, text: string) => {
    const active = value === current
    return (
      <li key={text}>
        <Link
          to="/snippets"
          search={searchFor(value)}
          // The router marks the chip of the list on screen (aria-current="page"); only an exact match counts.
          activeOptions={{ exact: true, includeSearch: true }}
          className={cn(
            'inline-flex h-8 items-center rounded-full border px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
            active
              ? 'border-primary bg-primary font-medium text-primary-foreground'
              : 'hover:bg-muted hover:text-foreground',
          )}
        >
          {text}
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="w-20 shrink-0 font-medium text-muted-foreground text-xs uppercase tracking-wider">{label}</span>
      <ul className="flex flex-wrap gap-1.5">
        {chip(undefined, 'All')}
        {values.map((value) => chip(value, value))}
      </ul>
    </nav>
  )
}

/** Language and category filters (spec §9 values; TypeScript too, which the catalogue holds). */
export function SnippetFilters({ search }: { search: SnippetSearch }) {
  return (
    <div data-slot="snippet-filters" className="flex flex-col gap-3">
      <FilterRow<SnippetLanguage>
        label="Language"
        values={snippetLanguages}
        current={search.language}
        searchFor={(language) => ({ ...search, language, page: undefined })}
      />
      <FilterRow<SnippetCategory>
        label="Category"
        values={snippetCategories}
        current={search.category}
        searchFor={(category) => ({ ...search, category, page: undefined })}
      />
    </div>
  )
}
