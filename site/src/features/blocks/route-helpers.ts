import { notFound } from '@tanstack/react-router'

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

/**
 * For the preview frame, which shows page templates as well as blocks: the module too, so the
 * server renders the block itself.
 */
export async function loadBlockView(slug: string) {
  const [{ findFramed }, { blockModule }] = await Promise.all([import('./catalog'), import('./modules')])
  const block = findFramed(slug)
  if (!block) throw notFound()
  await blockModule(slug)
  return { title: block.title, description: block.description }
}
