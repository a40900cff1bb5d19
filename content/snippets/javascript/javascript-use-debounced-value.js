import { useEffect, useState } from 'react'

/**
 * Returns `value`, but only after it has stayed the same for `delay` ms.
 * Changing `value` again before then restarts the wait.
 */
export function useDebouncedValue(value, delay = 300) {
  const [debounced, setDebounced] = useState(value)

  useEffect(() => {
    if (Object.is(value, debounced)) return undefined
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay, debounced])

  return debounced
}

export function SnippetSearch({ onSearch }) {
  const [query, setQuery] = useState('')
  const debouncedQuery = useDebouncedValue(query.trim(), 300)

  useEffect(() => {
    onSearch(debouncedQuery)
  }, [debouncedQuery, onSearch])

  return (
    <input
      type="search"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      placeholder="Search snippets"
      aria-label="Search snippets"
    />
  )
}
