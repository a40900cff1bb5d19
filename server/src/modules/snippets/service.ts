import {
  SNIPPET_PAGE_SIZE,
  SNIPPET_TAG_FILTER_MAX,
  type Snippet,
  type SnippetDetail,
  type SnippetFacetsResponse,
  type SnippetLanguage,
  type SnippetListFilters,
  type SnippetListResponse,
  type SnippetPlan,
  type SnippetViewResponse,
  snippetCategorySlugList,
  snippetCategorySlugs,
  snippetLanguages,
  snippetMessages,
} from '@snipstack/contracts'
import { and, arrayContains, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { snippetAttachments, snippets, snippetViews, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { countsBy, tagCounts } from '../catalog/facets'
import type { SyncedSearch } from '../catalog/search-sync'
import { countOncePerDay, pruneVisitRecords, type VisitRecords } from '../catalog/views'
import { listColumns, toSnippet, toSnippetDetail } from './rows'
import { createSnippetSearch, searchOptions } from './search'

/** The single page's columns: the card's, the Markdown body and what it needs of the attachment. */
const detailColumns = {
  ...listColumns,
  mdx: snippets.mdx,
  attachmentName: snippetAttachments.name,
  attachmentSize: snippetAttachments.size,
}

/**
 * One snippet with its Markdown body and attachment, or undefined. Takes the database or a
 * transaction, so a write can answer with what it has just stored.
 */
export async function readSnippetDetail(db: Db, where: SQL | undefined): Promise<SnippetDetail | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(snippets)
    .leftJoin(users, eq(users.id, snippets.authorId))
    .leftJoin(snippetAttachments, eq(snippetAttachments.snippetId, snippets.id))
    .where(where)
  if (!row) return undefined
  const { attachmentName, attachmentSize, ...rest } = row
  const attachment =
    attachmentName !== null && attachmentSize !== null ? { name: attachmentName, size: attachmentSize } : null
  return toSnippetDetail({ ...rest, attachment })
}

export const published = eq(snippets.status, 'published')

/** Ties are broken down to the unique slug, so that a row never shows on two pages. */
const newestFirst = [desc(snippets.createdAt), asc(sql`lower(${snippets.title})`), asc(snippets.slug)]
const byTitle = [asc(sql`lower(${snippets.title})`), asc(snippets.slug)]
/** Most viewed first; a catalogue nobody has viewed yet reads newest first. */
const mostViewed = [desc(snippets.views), ...newestFirst]
/**
 * Best rated first, and among equal averages the most rated: four 5-star ratings say more than
 * one. Unrated snippets (0) follow every rated one, newest first.
 */
const bestRated = [desc(snippets.rating), desc(snippets.reviews), ...newestFirst]
const orders = { title: byTitle, popular: mostViewed, rating: bestRated, newest: newestFirst } as const

function listResponse(rows: Snippet[], total: number, page: number, category: string | null): SnippetListResponse {
  return {
    snippets: rows,
    category: category as SnippetListResponse['category'],
    pagination: { page, page_size: SNIPPET_PAGE_SIZE, total, total_pages: Math.ceil(total / SNIPPET_PAGE_SIZE) },
  }
}

const notFound = () => new AppError('NOT_FOUND', snippetMessages.notFound, 'slug')

const viewRecords: VisitRecords = { table: snippetViews, itemId: snippetViews.snippetId, day: snippetViews.day }

/**
 * The catalogue's reads and counters. Searches answer from `catalogueSearch`, the in-process index
 * kept in step with the database (search.ts); everything else reads the database.
 */
export function createSnippetService(db: Db, catalogueSearch: SyncedSearch<Snippet> = createSnippetSearch(db)) {
  return {
    /** This instance changed the catalogue (a submission): its next search first reads the change. */
    changed(): void {
      catalogueSearch.changed()
    },

    /** The first `limit` published snippets a search finds by relevance, and how many it finds (GET /api/search). */
    async find(text: string, limit: number): Promise<{ rows: Snippet[]; total: number }> {
      return (await catalogueSearch.current()).search(text, { offset: 0, limit })
    },

    /**
     * One page of published snippets. A page past the last is not an error: it answers no
     * snippets with the true totals, so a stale link (the catalogue shrank, a filter changed)
     * still tells the pager where the last page is.
     */
    async list(filters: SnippetListFilters): Promise<SnippetListResponse> {
      const category = filters.category ?? (filters.categorySlug && snippetCategorySlugs[filters.categorySlug])
      if (filters.name) {
        // A search answers from the in-process index (search.ts), not the database.
        const index = await catalogueSearch.current()
        const found = index.search(filters.name, {
          offset: (filters.page - 1) * SNIPPET_PAGE_SIZE,
          limit: SNIPPET_PAGE_SIZE,
          ...searchOptions(filters, category || undefined),
        })
        return listResponse(found.rows, found.total, filters.page, category || null)
      }
      const conditions: SQL[] = [published]
      if (filters.language) conditions.push(eq(snippets.language, filters.language))
      if (category) conditions.push(eq(snippets.category, category))
      if (filters.tag) conditions.push(arrayContains(snippets.tags, [filters.tag]))
      const sort = filters.sort ?? 'relevance'
      const where = and(...conditions)
      // The page and its count apart: the count comes from the indexes rather than make the page
      // read every row.
      const [page, total] = await Promise.all([
        db
          .select(listColumns)
          .from(snippets)
          .leftJoin(users, eq(users.id, snippets.authorId))
          .where(where)
          .orderBy(...(sort === 'relevance' ? newestFirst : orders[sort]))
          .limit(SNIPPET_PAGE_SIZE)
          .offset((filters.page - 1) * SNIPPET_PAGE_SIZE),
        db.$count(snippets, where),
      ])
      const answer = { rows: page, total }
      return listResponse(answer.rows.map(toSnippet), answer.total, filters.page, category || null)
    },

    /**
     * The Template Hub's counts over the published snippets (catalog/facets.ts): every category in
     * the catalogue's order (empty ones too), the languages in use and the tags the `tag` filter
     * takes, most used first.
     */
    async facets(): Promise<SnippetFacetsResponse> {
      const [categories, languages, tags] = await Promise.all([
        countsBy(db, snippets, snippets.category, published),
        countsBy<SnippetLanguage>(db, snippets, snippets.language, published),
        tagCounts(db, snippets, SNIPPET_TAG_FILTER_MAX, published),
      ])
      const byCategory = new Map(categories.map((row) => [row.name, row.count]))
      return {
        categories: snippetCategorySlugList.map((slug) => {
          const name = snippetCategorySlugs[slug]
          return { name, slug, count: byCategory.get(name) ?? 0 }
        }),
        languages: languages.filter((row) => (snippetLanguages as readonly string[]).includes(row.name)),
        tags,
      }
    },

    /** A published snippet with its Markdown body; a 404 on field `slug` when there is none. */
    async single(slug: string): Promise<SnippetDetail> {
      const detail = await readSnippetDetail(db, and(published, eq(snippets.slug, slug)))
      if (!detail) throw notFound()
      return detail
    },

    /**
     * A published snippet's whole code and plan, for the code route to answer once it has checked
     * the caller's entitlement; a 404 on field `slug` when there is none.
     */
    async code(slug: string): Promise<{ code: string; plan: SnippetPlan }> {
      const [row] = await db
        .select({ code: snippets.code, plan: snippets.plan })
        .from(snippets)
        .where(and(published, eq(snippets.slug, slug)))
      if (!row) throw notFound()
      return row
    },

    /**
     * Counts a view of a published snippet by `visitor` (lib/visitor.ts) on `day` unless that
     * visitor's view is already counted that day (catalog/views.ts, countOncePerDay). The count
     * leaves `updated_at` alone: a view is not a change of the snippet. 404 for an unknown or
     * unpublished snippet.
     */
    async view(slug: string, visitor: string, day: string): Promise<SnippetViewResponse> {
      const shown = and(published, eq(snippets.slug, slug))
      const counted = await countOncePerDay(
        db,
        { table: snippets, id: snippets.id, where: shown, increment: { views: sql`${snippets.views} + 1` } },
        viewRecords,
        { visitor, day },
        { views: snippets.views },
      )
      await pruneVisitRecords(db, viewRecords, day)
      if (counted) return { views: counted.views, counted: true }
      const [seen] = await db.select({ views: snippets.views }).from(snippets).where(shown)
      if (!seen) throw notFound()
      return { views: seen.views, counted: false }
    },
  }
}

export type SnippetService = ReturnType<typeof createSnippetService>
