import { SEARCH_DEBOUNCE_MS, type SiteSearchGroup, type SiteSearchKind } from '@snipstack/contracts'
import { useEffect, useState } from 'react'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'

/** The palette's headings for the catalogues' groups (the docs section 'Templates' is another thing). */
export const catalogueHeadings: Record<SiteSearchKind, string> = {
  snippet: 'Snippets',
  template: 'Project templates',
}

export type CatalogueResults = {
  /** The catalogues' groups found for the text as it is now; empty while its answer is on its way. */
  groups: SiteSearchGroup[]
  /** A search for the text as it is now is waiting for its debounce or its answer. */
  pending: boolean
  /** The search for the text as it is now failed (offline, too many searches). */
  failed: boolean
}

type Answer = { text: string; groups: SiteSearchGroup[]; failed: boolean }

/**
 * The snippets and templates that `query` finds (`GET /api/search`), once typing has paused for the
 * catalogues' own debounce. A newer text cancels the request of an older one, and an answer is
 * shown only while the text it answers is the text in the field, so a slow answer to an old text
 * never replaces a newer one.
 */
export function useCatalogueSearch(query: string): CatalogueResults {
  const text = query.trim()
  const [answer, setAnswer] = useState<Answer>({ text: '', groups: [], failed: false })

  useEffect(() => {
    if (!text) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const found = await readContract(
          api.get('search', { searchParams: { q: text }, signal: controller.signal, retry: 0 }),
          'siteSearchResponse',
        )
        setAnswer({ text, groups: found.groups, failed: false })
      } catch {
        if (!controller.signal.aborted) setAnswer({ text, groups: [], failed: true })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  const current = text !== '' && answer.text === text
  return {
    groups: current ? answer.groups.filter((group) => group.items.length > 0) : [],
    pending: text !== '' && !current,
    failed: current && answer.failed,
  }
}
