import { discountPercent } from '@snipstack/contracts/snippet-constants'
import type { PagerItem } from '@/features/catalog/pager-items'

/**
 * The snippet catalogue's rules from the spec (§5 pager, §6 badges, §9 constants), as pure functions
 * the list, the dialog and the snippet page share. The page size and the discount formula are the
 * contracts', which the API uses too.
 */

/** Lines of code a card previews (§2). */
export const CARD_PREVIEW_LINES = 5

/** The first lines of the code, for a card; the full code is in the dialog and on the page. */
export function cardPreview(code: string, lines = CARD_PREVIEW_LINES): string {
  return code.split('\n').slice(0, lines).join('\n')
}

export type PriceBadges = {
  /** '$12', 'PRO' or 'FREE' (§6). */
  label: string
  /** '-25%' when the snippet has a price and a higher original price. */
  discount?: string
}

/** A price shows as a $ amount; plan pro as PRO; otherwise FREE; a discount beside a price (§6). */
export function priceBadges(snippet: {
  plan: 'free' | 'pro'
  price?: number | null
  original_price?: number | null
}): PriceBadges {
  const price = snippet.price ?? 0
  if (price > 0) {
    const percent = discountPercent(snippet.original_price ?? 0, price)
    return { label: `$${formatAmount(price)}`, ...(percent > 0 ? { discount: `-${percent}%` } : {}) }
  }
  return { label: snippet.plan === 'pro' ? 'PRO' : 'FREE' }
}

const formatAmount = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

/**
 * The file extension a download gets. The spec names JavaScript, Python, YAML, TypeScript and
 * React; the other languages of the catalogue get theirs too, rather than the spec's default txt,
 * so a downloaded stylesheet or query opens in the right editor mode.
 */
const extensions: Record<string, string> = {
  javascript: 'js',
  python: 'py',
  yaml: 'yml',
  typescript: 'ts',
  react: 'tsx',
  css: 'css',
  sql: 'sql',
  go: 'go',
}

export function downloadExtension(language: string): string {
  return extensions[language.trim().toLowerCase()] ?? 'txt'
}

/**
 * The title lowercased with underscores (§9), keeping only characters every file system accepts,
 * plus the language's extension.
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

/** The page's URL with `#{id}` (§9); any fragment already there is replaced. */
export function shareUrl(pageUrl: string, id: string): string {
  const url = new URL(pageUrl)
  url.hash = id
  return url.href
}

/**
 * How wide the code viewer dialog opens from the `sm` breakpoint: longer code gets more room (§2:
 * over 1000, 500, 200 characters). Below `sm` the dialog takes the screen width.
 */
export function dialogWidth(code: string): 'sm:max-w-6xl' | 'sm:max-w-5xl' | 'sm:max-w-4xl' | 'sm:max-w-2xl' {
  if (code.length > 1000) return 'sm:max-w-6xl'
  if (code.length > 500) return 'sm:max-w-5xl'
  if (code.length > 200) return 'sm:max-w-4xl'
  return 'sm:max-w-2xl'
}

/**
 * The snippet pager (§5): page 1, the last page and the neighbours of the current one, in order,
 * with a gap where numbers are skipped; nothing when there is one page or none.
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
