import { PRODUCT_NAME } from './config'

export const defaultTitle = `${PRODUCT_NAME} — snippets, templates and components`

/** The document title for a page; the product name always comes last so tabs stay distinguishable. */
export function pageTitle(name?: string): string {
  const trimmed = name?.trim()
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : defaultTitle
}

/**
 * The head of a page whose loader looked something up: its title (with `suffix`, e.g. ' block')
 * and description, or 'Page not found' when the loader found nothing and threw notFound().
 */
export function foundPageMeta(found: { title: string; description: string } | undefined, suffix = '') {
  if (!found) return [{ title: pageTitle('Page not found') }]
  return [{ title: pageTitle(`${found.title}${suffix}`) }, { name: 'description', content: found.description }]
}
