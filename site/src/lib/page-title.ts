import { PRODUCT_NAME } from './config'

export const defaultTitle = `${PRODUCT_NAME} — snippets, templates and components`

/** The document title for a page; the product name always comes last so tabs stay distinguishable. */
export function pageTitle(name?: string): string {
  const trimmed = name?.trim()
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : defaultTitle
}
