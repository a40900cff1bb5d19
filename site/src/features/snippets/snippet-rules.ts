import { snippetFileExtensions, snippetLanguages } from '@snipstack/contracts/snippet-constants'
import type { PagerItem } from '@/features/catalog/pager-items'

/**
 * The snippet catalogue's rules (docs/product.md, Snippets: the pager, the card, the code viewer
 * and the actions), as pure functions the list, the dialog and the snippet page share. The page
 * size and the discount formula are the contracts', which the API uses too.
 */

/** Lines of code a card previews (docs/product.md, Snippets). */
export const CARD_PREVIEW_LINES = 5

/** The first lines of the code, for a card; the full code is in the dialog and on the page. */
export function cardPreview(code: string, lines = CARD_PREVIEW_LINES): string {
  return code.split('\n').slice(0, lines).join('\n')
}

/**
 * The file extension a download gets (docs/product.md, Snippets). Every language of the catalogue
 * has its own (the extension its files have in content/snippets), so a downloaded stylesheet or
 * query opens in the right editor mode; React gets tsx, and any other language txt.
 */
export function downloadExtension(language: string): string {
  const name = language.trim().toLowerCase()
  if (name === 'react') return 'tsx'
  const known = snippetLanguages.find((candidate) => candidate.toLowerCase() === name)
  return known ? snippetFileExtensions[known].extension : 'txt'
}

/**
 * The title lowercased with underscores (docs/product.md, Snippets), keeping only characters every
 * file system accepts, plus the language's extension.
 */
export function downloadFileName(title: string, language: string): string {
  const base =
    title
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '') || 'snippet'
  return `${base}.${downloadExtension(language)}`
}

/** The page's URL with `#{id}` (docs/product.md, Snippets); any fragment already there is replaced. */
export function shareUrl(pageUrl: string, id: string): string {
  const url = new URL(pageUrl)
  url.hash = id
  return url.href
}

/**
 * How wide the code viewer dialog opens from the `sm` breakpoint: longer code gets more room (over
 * 1000, 500, 200 characters; docs/product.md, Snippets). Below `sm` the dialog takes the screen
 * width.
 */
export function dialogWidth(code: string): 'sm:max-w-6xl' | 'sm:max-w-5xl' | 'sm:max-w-4xl' | 'sm:max-w-2xl' {
  if (code.length > 1000) return 'sm:max-w-6xl'
  if (code.length > 500) return 'sm:max-w-5xl'
  if (code.length > 200) return 'sm:max-w-4xl'
  return 'sm:max-w-2xl'
}

/**
 * The snippet pager (docs/product.md, Snippets): page 1, the last page and the neighbours of the
 * current one, in order, with a gap where numbers are skipped; nothing when there is one page or
 * none.
 */
export function snippetPagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages)
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b)
  const items: PagerItem[] = []
  for (const n of shown) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && n - previous > 1) items.push('gap')
    items.push(n)
  }
  return items
}
