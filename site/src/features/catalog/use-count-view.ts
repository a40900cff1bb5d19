import { useEffect } from 'react'
import { api } from '@/lib/api/api-client'

/**
 * Counts one view of a snippet's or a template's page per visit (`POST /api/{catalogue}/{slug}/view`),
 * in the browser only; the answer changes nothing here.
 */
export function useCountView(catalogue: 'snippets' | 'templates', slug: string) {
  useEffect(() => {
    api.post(`${catalogue}/${encodeURIComponent(slug)}/view`).catch(() => {
      // A view that was not counted is not the visitor's concern.
    })
  }, [catalogue, slug])
}
