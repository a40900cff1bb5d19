import {
  paidPreview,
  type Snippet,
  type SnippetCategory,
  type SnippetDetail,
  type SnippetLanguage,
  type SnippetPlan,
  snippetAttachmentUrl,
} from '@snipstack/contracts'
import { snippets, users } from '../../db/schema'
import { toCents, toDollars } from '../catalog/money'
import type { SnippetSeed } from './content/types'

export type NewSnippet = typeof snippets.$inferInsert

/** What a list card and the single page show; the Markdown body only for the single page. */
export const listColumns = {
  id: snippets.id,
  slug: snippets.slug,
  title: snippets.title,
  description: snippets.description,
  language: snippets.language,
  category: snippets.category,
  tags: snippets.tags,
  code: snippets.code,
  authorName: snippets.authorName,
  sourceUrl: snippets.sourceUrl,
  license: snippets.license,
  plan: snippets.plan,
  priceCents: snippets.priceCents,
  originalPriceCents: snippets.originalPriceCents,
  rating: snippets.rating,
  reviews: snippets.reviews,
  views: snippets.views,
  createdAt: snippets.createdAt,
  updatedAt: snippets.updatedAt,
  user: { firstName: users.firstName, lastName: users.lastName, username: users.username },
}

/** The columns of a snippet's own content: what the seed writes and the list shows. */
type ContentColumn =
  | 'slug'
  | 'title'
  | 'description'
  | 'language'
  | 'category'
  | 'tags'
  | 'code'
  | 'authorName'
  | 'sourceUrl'
  | 'license'
  | 'plan'
  | 'priceCents'
  | 'originalPriceCents'

/** A snippet as the list and single queries read it, with its author's account when a member wrote it. */
export type SnippetWithAuthor = Pick<
  typeof snippets.$inferSelect,
  'id' | ContentColumn | 'rating' | 'reviews' | 'views' | 'createdAt' | 'updatedAt'
> & {
  user: { firstName: string; lastName: string; username: string } | null
}

/** What the seed writes for each snippet it keeps; `slug` is the key it upserts by. */
export type SnippetRecord = Required<Pick<NewSnippet, ContentColumn | 'mdx'>> & {
  language: SnippetLanguage
  category: SnippetCategory
  plan: SnippetPlan
}

/** One of our own snippets: written for Snipstack and published under the MIT licence. */
/** The author of every snippet written for the catalogue (content/snippets). */
export const OWN_AUTHOR = 'Snipstack'

export function fromSeed(seed: SnippetSeed): SnippetRecord {
  return {
    slug: seed.slug,
    title: seed.title,
    description: seed.description,
    language: seed.language,
    category: seed.category,
    tags: seed.tags,
    code: seed.code,
    mdx: seed.mdx,
    plan: seed.plan,
    priceCents: toCents(seed.price),
    originalPriceCents: toCents(seed.originalPrice),
    authorName: OWN_AUTHOR,
    sourceUrl: null,
    license: 'MIT',
  }
}

/**
 * A snippet as the catalogue shows it to anyone: a pro snippet's code cut to its first lines, since
 * these answers are cached and prerendered for every visitor alike. Whoever has the entitlement
 * fetches the whole code on its own (`GET /api/snippets/code`).
 */
export function toSnippet(row: SnippetWithAuthor): Snippet {
  const locked = row.plan === 'pro'
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    // Stored values were admitted by the seed's types (and later by the submit contract); the
    // route's response contract checks them again on the way out.
    language: row.language as SnippetLanguage,
    category: row.category as SnippetCategory,
    tags: row.tags,
    code: locked ? paidPreview(row.code) : row.code,
    locked,
    author: row.user
      ? { name: `${row.user.firstName} ${row.user.lastName}`.trim(), username: row.user.username }
      : { name: row.authorName ?? '', username: null },
    license: row.license,
    source_url: row.sourceUrl,
    plan: row.plan,
    price: toDollars(row.priceCents),
    original_price: toDollars(row.originalPriceCents),
    rating: row.rating,
    reviews: row.reviews,
    views: row.views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** What the single page learns of an attachment; its bytes are fetched from their own URL. */
export type AttachmentInfo = { name: string; size: number }

export function toSnippetDetail(
  row: SnippetWithAuthor & { mdx: string; attachment: AttachmentInfo | null },
): SnippetDetail {
  return {
    ...toSnippet(row),
    mdx: row.mdx,
    attachment: row.attachment
      ? { name: row.attachment.name, size: row.attachment.size, url: snippetAttachmentUrl(row.slug) }
      : null,
  }
}
