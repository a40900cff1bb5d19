import { pageTitle } from '@/lib/page-title'
import type { DocHead } from './prepare'

/**
 * Loaders stay in the entry bundle's route tree, so the docs catalogue is imported from inside
 * the loader: it then arrives with the first docs page instead of with every page of the site.
 */
export async function loadDocPage(path: string): Promise<DocHead> {
  const { prepareDocPage } = await import('./prepare')
  return prepareDocPage(path)
}

export function docHead(head: DocHead | undefined) {
  return {
    meta: [
      { title: pageTitle(head?.title) },
      ...(head?.description ? [{ name: 'description', content: head.description }] : []),
    ],
  }
}
