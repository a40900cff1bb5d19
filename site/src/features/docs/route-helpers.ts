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
      // No head: the loader found no such page.
      { title: pageTitle(head ? head.title : 'Page not found') },
      ...(head?.description ? [{ name: 'description', content: head.description }] : []),
    ],
  }
}
