import {
  SNIPPET_PAGE_SIZE,
  type SnippetDetail,
  type SnippetListFilters,
  type SnippetListResponse,
  type SnippetViewResponse,
  snippetCategorySlugs,
  snippetMessages,
} from '@snipstack/contracts'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import { snippetAttachments, snippets, snippetViews, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { pruneDue } from '../../lib/visitor'
import { SEARCH_CANDIDATES, TYPO_SEARCH_MAX } from '../catalog/search'
import { toSnippet, toSnippetDetail } from './model'

/** What a list card and the single page show; the Markdown body only for the single page. */
const listColumns = {
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
  createdAt: snippets.createdAt,
  updatedAt: snippets.updatedAt,
  user: { firstName: users.firstName, lastName: users.lastName, username: users.username },
}

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

/**
 * How a search narrows and orders the list. A snippet matches when its full-text document
 * (title A, tags B, description C, code D) matches the words, or when a short search (up to
 * TYPO_SEARCH_MAX characters) is close to a run of words in its title (pg_trgm's `<%`: word
 * similarity above pg_trgm.word_similarity_threshold, 0.6 unless configured), which forgives
 * typos such as 'debounse'. Each way of matching contributes at most SEARCH_CANDIDATES rows
 * (among those the other filters let through), and only those are counted and ranked, so no
 * text, however common its words, makes a search rank the whole catalogue. With weights A to
 * D, ts_rank puts a word in the title above the same word in the code however often it occurs
 * there; matches found only by their title's trigrams rank 0 and follow, closest first.
 */
function search(name: string, filters: SQL | undefined) {
  const query = sql`websearch_to_tsquery('simple', ${name})`
  const matches = [sql`${snippets.search} @@ ${query}`]
  if (name.length <= TYPO_SEARCH_MAX) matches.push(sql`${name} <% ${snippets.title}`)
  const candidates = sql.join(
    matches.map(
      (match) => sql`(select ${snippets.id} from ${snippets} where ${and(filters, match)} limit ${SEARCH_CANDIDATES})`,
    ),
    sql` union `,
  )
  return {
    where: sql`${snippets.id} in (${candidates})`,
    relevance: [
      desc(sql`ts_rank(${snippets.search}, ${query})`),
      desc(sql`word_similarity(${name}, ${snippets.title})`),
    ],
  }
}

const notFound = () => new AppError('NOT_FOUND', snippetMessages.notFound, 'slug')

/**
 * The catalogue's reads and counters. `searching` runs a search's queries within the database's
 * search budget (Database.search); by default they simply run on `db`.
 */
export function createSnippetService(db: Db, searching: Database['search'] = (run) => run(db)) {
  return {
    /**
     * One page of published snippets. A page past the last is not an error: it answers no
     * snippets with the true totals, so a stale link (the catalogue shrank, a filter changed)
     * still tells the pager where the last page is.
     */
    async list(filters: SnippetListFilters): Promise<SnippetListResponse> {
      const category = filters.category ?? (filters.categorySlug && snippetCategorySlugs[filters.categorySlug])
      const conditions: SQL[] = [published]
      if (filters.language) conditions.push(eq(snippets.language, filters.language))
      if (category) conditions.push(eq(snippets.category, category))
      const found = filters.name ? search(filters.name, and(...conditions)) : undefined
      const sort = filters.sort ?? 'relevance'
      const order =
        sort === 'title' ? byTitle : sort === 'relevance' && found ? [...found.relevance, ...newestFirst] : newestFirst
      const where = found ? found.where : and(...conditions)
      // A search's total comes with its page, so that its matches are found once; only a page past
      // the last, which has no row to carry it, counts on its own. A plain list counts apart, from
      // its indexes, rather than make the page read every row.
      const total = found ? sql<number>`count(*) over ()` : sql<number>`0`
      const read = async (db: Db) => {
        const pageQuery = db
          .select({ ...listColumns, total: total.mapWith(Number) })
          .from(snippets)
          .leftJoin(users, eq(users.id, snippets.authorId))
          .where(where)
          .orderBy(...order)
          .limit(SNIPPET_PAGE_SIZE)
          .offset((filters.page - 1) * SNIPPET_PAGE_SIZE)
        const [page, counted] = await Promise.all([pageQuery, found ? undefined : db.$count(snippets, where)])
        const rows = page.map(({ total: _total, ...row }) => row)
        if (counted !== undefined) return { rows, total: counted }
        return { rows, total: page[0]?.total ?? (filters.page > 1 ? await db.$count(snippets, where) : 0) }
      }
      const answer = found ? await searching(read) : await read(db)
      return {
        snippets: answer.rows.map(toSnippet),
        category: category || null,
        pagination: {
          page: filters.page,
          page_size: SNIPPET_PAGE_SIZE,
          total: answer.total,
          total_pages: Math.ceil(answer.total / SNIPPET_PAGE_SIZE),
        },
      }
    },

    /** A published snippet with its Markdown body; a 404 on field `slug` when there is none. */
    async single(slug: string): Promise<SnippetDetail> {
      const detail = await readSnippetDetail(db, and(published, eq(snippets.slug, slug)))
      if (!detail) throw notFound()
      return detail
    },

    /**
     * Counts a view of a published snippet by `visitor` (lib/visitor.ts) on `day` unless that
     * visitor's view is already counted that day, in one statement as templates' views are: the
     * record's insert and the count's increment happen together or not at all, and concurrent
     * first views by one visitor meet at the record's primary key. The count leaves `updated_at`
     * alone: a view is not a change of the snippet. 404 for an unknown or unpublished snippet.
     */
    async view(slug: string, visitor: string, day: string): Promise<SnippetViewResponse> {
      const shown = and(published, eq(snippets.slug, slug))
      const target = db.$with('target').as(db.select({ id: snippets.id }).from(snippets).where(shown))
      const recorded = db
        .$with('recorded')
        .as(
          db
            .insert(snippetViews)
            .select(sql`select ${target.id}, ${visitor}, ${day}::date from ${target}`)
            .onConflictDoNothing()
            .returning({ snippetId: snippetViews.snippetId }),
        )
      const [counted] = await db
        .with(target, recorded)
        .update(snippets)
        .set({ views: sql`${snippets.views} + 1` })
        .where(sql`${snippets.id} in (select ${recorded.snippetId} from ${recorded})`)
        .returning({ views: snippets.views })
      if (pruneDue()) await db.delete(snippetViews).where(sql`${snippetViews.day} < ${day}::date - 1`)
      if (counted) return { views: counted.views, counted: true }
      const [seen] = await db.select({ views: snippets.views }).from(snippets).where(shown)
      if (!seen) throw notFound()
      return { views: seen.views, counted: false }
    },
  }
}

export type SnippetService = ReturnType<typeof createSnippetService>
