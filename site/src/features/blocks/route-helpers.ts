import { notFound } from '@tanstack/react-router'
import { pageTitle } from '@/lib/page-title'

/**
 * The loaders stay in the route tree every page loads, so the catalogue is imported from inside
 * them: it arrives with the first blocks page, not with every page.
 */
export async function loadBlockPage(slug: string) {
  const { findBlock } = await import('./catalog')
  const block = findBlock(slug)
  if (!block) throw notFound()
  return { title: block.title, description: block.description }
}

/** For the preview frame: the block's module too, so the server renders the block itself. */
export async function loadBlockView(slug: string) {
  const [found, { blockModule }] = await Promise.all([loadBlockPage(slug), import('./modules')])
  await blockModule(slug)
  return found
}

/** The block's title and description; 'Page not found' when the loader found none. */
export function blockPageMeta(found: { title: string; description: string } | undefined, suffix = '') {
  if (!found) return [{ title: pageTitle('Page not found') }]
  return [{ title: pageTitle(`${found.title}${suffix}`) }, { name: 'description', content: found.description }]
}
