import { notFound } from '@tanstack/react-router'
import { findDocPage } from './catalog'
import { docModule } from './doc-modules'

export type DocHead = { title: string; description: string }

/**
 * The docs routes' loader: answers 404 for paths without a page and has the page's MDX loaded
 * before rendering, so the server sends the whole page and client navigations never flash a skeleton.
 */
export async function prepareDocPage(path: string): Promise<DocHead> {
  const page = findDocPage(path)
  if (!page) throw notFound()
  await docModule(page)
  return { title: page.title, description: page.description }
}
