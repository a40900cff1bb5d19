import {
  type Snippet,
  type SnippetCategory,
  type SnippetDetail,
  type SnippetLanguage,
  type SnippetPlan,
  snippetAttachmentUrl,
} from '@snipstack/contracts'
import type { snippets } from '../../db/schema'
import { toCents, toDollars } from '../catalog/money'
import type { SnippetSeed } from './content/types'

export type NewSnippet = typeof snippets.$inferInsert

/** A snippet as the list and single queries read it, with its author's account when a member wrote it. */
export type SnippetWithAuthor = Pick<
  typeof snippets.$inferSelect,
  | 'id'
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
  | 'createdAt'
  | 'updatedAt'
> & { user: { firstName: string; lastName: string; username: string } | null }

/** What the seed writes for each snippet it keeps; `slug` is the key it upserts by. */
export type SnippetRecord = Required<
  Pick<
    NewSnippet,
    | 'slug'
    | 'title'
    | 'description'
    | 'tags'
    | 'code'
    | 'mdx'
    | 'authorName'
    | 'sourceUrl'
    | 'license'
    | 'plan'
    | 'priceCents'
    | 'originalPriceCents'
  >
> & { language: SnippetLanguage; category: SnippetCategory; plan: SnippetPlan }

/** One of our own snippets: written for Snipstack and published under the MIT licence. */
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
    authorName: 'Snipstack',
    sourceUrl: null,
    license: 'MIT',
  }
}

export function toSnippet(row: SnippetWithAuthor): Snippet {
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
    code: row.code,
    author: row.user
      ? { name: `${row.user.firstName} ${row.user.lastName}`.trim(), username: row.user.username }
      : { name: row.authorName ?? '', username: null },
    license: row.license,
    source_url: row.sourceUrl,
    plan: row.plan,
    price: toDollars(row.priceCents),
    original_price: toDollars(row.originalPriceCents),
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
