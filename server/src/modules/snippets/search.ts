import { type Snippet, type SnippetListFilters, type SnippetSort, snippet } from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { snippets, users } from '../../db/schema'
import { byLowerText, byText, type RowOrder } from '../catalog/search-index'
import {
  type CatalogueSource,
  changedVersion,
  rowsPage,
  SyncedSearch,
  type SyncedSearchOptions,
} from '../catalog/search-sync'
import { listColumns, toSnippet } from './rows'

/**
 * The snippet catalogue's search (catalog/search-index.ts): every published snippet as the list
 * shows it, indexed by title, tags, description and code, and kept in step with the database
 * (catalog/search-sync.ts). A search answers from it without a query of its own.
 */

/** The list's own orders (service.ts says them in SQL): ties down to the unique slug. */
const newestFirst: RowOrder<Snippet> = (a, b) =>
  byText(b.created_at, a.created_at) || byLowerText(a.title, b.title) || byText(a.slug, b.slug)
const orders: Record<Exclude<SnippetSort, 'relevance'>, RowOrder<Snippet>> = {
  title: (a, b) => byLowerText(a.title, b.title) || byText(a.slug, b.slug),
  popular: (a, b) => b.views - a.views || newestFirst(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || newestFirst(a, b),
  newest: newestFirst,
}

/** The snippet catalogue as its index reads it (exported for the sync's tests). */
export const snippetSearchSource: CatalogueSource<Snippet> = {
  kind: 'snippet',
  contract: snippet,
  stamps: { table: snippets, id: snippets.id, changedAt: snippets.changedAt },
  shared: ['language', 'category', 'tags', 'author', 'license', 'plan'],
  async changed(db: Db, only, { after, limit }) {
    const rows = await db
      .select({
        ...listColumns,
        status: snippets.status,
        version: changedVersion(snippets.changedAt),
      })
      .from(snippets)
      .leftJoin(users, eq(users.id, snippets.authorId))
      .where(rowsPage(snippets.id, only, after))
      .orderBy(snippets.id)
      .limit(limit)
    return rows.map(({ status, version, ...row }) => {
      const snippet = toSnippet(row)
      return {
        id: snippet.id,
        listed: status === 'published',
        version,
        // Its language and category are found as its tags are: "php retry", "react hook".
        text: {
          title: snippet.title,
          tags: [...snippet.tags, snippet.language, snippet.category],
          description: snippet.description,
          code: snippet.code,
        },
        row: snippet,
      }
    })
  },
}

export function createSnippetSearch(db: Db, options?: SyncedSearchOptions): SyncedSearch<Snippet> {
  return new SyncedSearch(
    db,
    snippetSearchSource,
    { recency: (row) => Date.parse(row.created_at), tieBreak: newestFirst },
    options,
  )
}

/** What the list's filters let through, and the order a sort asks for (relevance: the index's own). */
export function searchOptions(filters: SnippetListFilters, category: string | undefined) {
  const { language, tag } = filters
  const filter =
    language || category || tag
      ? (row: Snippet) =>
          (!language || row.language === language) &&
          (!category || row.category === category) &&
          (!tag || row.tags.includes(tag))
      : undefined
  const sort = filters.sort ?? 'relevance'
  return { filter, order: sort === 'relevance' ? undefined : orders[sort] }
}
