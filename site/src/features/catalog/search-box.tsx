import { SEARCH_DEBOUNCE_MS } from '@snipstack/contracts'
import { useRouterState } from '@tanstack/react-router'
import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { normaliseSearchText } from './search-text'

/** A catalogue's search box: what it says and where it leads. */
export type SearchBoxProps = {
  /** The form's GET target, for a visit before the script has loaded. */
  action: string
  /** The box's accessible name, e.g. 'Search snippets'. */
  label: string
  /** 'Search snippets...' or 'Search templates...'. */
  placeholder: string
  /** The longest search the API takes. */
  max: number
  /** Fields the GET form carries along, so a search keeps the other filters without script. */
  hidden: Record<string, string | undefined>
  /** Shows the list for `name` (undefined: no search), from page 1. */
  onSearch: (name: string | undefined) => void
}

/**
 * A catalogue's search box (snippets, templates): the trimmed text goes to the URL's `name` 300 ms
 * after typing stops (or at once on Enter), an empty box removes it (docs/product.md, Search). It
 * is a GET form, so it works before the script has loaded.
 */
export function CatalogSearchBox({ action, label, placeholder, max, hidden, onSearch }: SearchBoxProps) {
  const inputId = useId()
  // The address, even while its list loads: a navigation overtaken by another (clearing, then
  // Back at once) never shows its list, yet the box must follow the address.
  const urlName = useRouterState({
    select: (state) => normaliseSearchText((state.location.search as { name?: unknown }).name, max),
  })
  const [text, setText] = useState(urlName ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Back, forward and links change the URL under the box: show what the URL searches for, unless
  // the box already says the same (so typing a trailing space is not undone).
  useEffect(() => {
    setText((current) => (normaliseSearchText(current, max) === urlName ? current : (urlName ?? '')))
  }, [urlName, max])
  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (value: string) => {
    clearTimeout(timer.current)
    const name = normaliseSearchText(value, max)
    if (name !== urlName) onSearch(name)
  }

  return (
    <search className="w-full sm:max-w-sm">
      <form
        action={action}
        method="get"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault()
          commit(text)
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Search aria-hidden="true" className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground" />
        <Input
          id={inputId}
          name="name"
          type="search"
          value={text}
          placeholder={placeholder}
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
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
      </form>
    </search>
  )
}

/**
 * The search box above a catalogue's list. The Template Hub holds the same box, so from the `lg`
 * breakpoint, where CatalogLayout shows the hub beside the list, this one is hidden: one search box
 * a page.
 */
export function ListSearchBox(props: SearchBoxProps) {
  return (
    <div className="w-full sm:max-w-sm lg:hidden">
      <CatalogSearchBox {...props} />
    </div>
  )
}
