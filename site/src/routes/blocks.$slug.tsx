import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageTitle } from '@/lib/page-title'

/**
 * `/blocks/{slug}`: no block is published yet, so every slug is a missing page (HTTP 404, the
 * not-found page, which the root renders). The blocks catalogue fills this in.
 */
export const Route = createFileRoute('/blocks/$slug')({
  loader: () => {
    throw notFound()
  },
  head: () => ({ meta: [{ title: pageTitle('Page not found') }] }),
})
