import { createHash } from 'node:crypto'
import {
  TEMPLATE_PAGE_SIZE,
  type TemplateDetail,
  type TemplateFacetsResponse,
  type TemplateLanguage,
  type TemplateListResponse,
  type TemplateViewResponse,
  templateCategories,
  templateMessages,
} from '@snipstack/contracts'
import { and, arrayContains, asc, count, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm'
import { strToU8, type Zippable, zipSync } from 'fflate'
import type { Database, Db } from '../../db/client'
import { templateDownloads, templates, templateViews } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { pruneDue } from '../../lib/visitor'
import { SEARCH_CANDIDATES, TYPO_SEARCH_MAX } from '../catalog/search'
import type { TemplateSeed } from './content/types'
import type { TemplateListRequest } from './list-query'
import { categoryTitle, README_PATH, type TemplateRow, toCard, toDetail, toSeed } from './model'

/** What a card shows: every column but the README, the files and the bookkeeping. */
const {
  readme: _readme,
  files: _files,
  search: _search,
  createdAt: _c,
  updatedAt: _u,
  ...cardColumns
} = getTableColumns(templates)

/** Ties are broken down to the unique slug, so that a template never shows on two pages. */
const byName = [asc(sql`lower(${templates.name})`), asc(templates.slug)]
const newest = [desc(templates.publishedAt), ...byName]
const orders: Record<Exclude<TemplateListRequest['sort'], 'relevance'>, SQL[]> = {
  newest,
  popular: [desc(templates.downloads), ...newest],
  rating: [desc(templates.rating), desc(templates.reviews), ...byName],
  'price-low': [asc(templates.priceCents), ...byName],
  'price-high': [desc(templates.priceCents), ...byName],
}

/** The tags as one text, the same expression as the trigram index on them (migration 0004). */
const tagsText = sql`snippets_tags_text(${templates.tags})`

/**
 * How a search narrows and orders the list, as for snippets. A template matches when its
 * full-text document (name A, tags and category B, description C, README D) matches the words,
 * or when a short search (up to TYPO_SEARCH_MAX characters) is close to a run of words in its
 * name or its tags (pg_trgm's `<%`: word similarity above pg_trgm.word_similarity_threshold, 0.6
 * unless configured), which forgives typos such as 'kubernets'. Each way of matching contributes
 * at most SEARCH_CANDIDATES rows (among those the other filters let through), and only those are
 * counted and ranked. ts_rank puts a word in the name above the same word in the README however
 * often it occurs there; matches found only by their trigrams rank 0 and follow, closest first.
 */
function search(name: string, filters: SQL | undefined) {
  const query = sql`websearch_to_tsquery('simple', ${name})`
  const matches = [sql`${templates.search} @@ ${query}`]
  if (name.length <= TYPO_SEARCH_MAX) matches.push(sql`${name} <% ${templates.name}`, sql`${name} <% ${tagsText}`)
  const candidates = sql.join(
    matches.map(
      (match) =>
        sql`(select ${templates.id} from ${templates} where ${and(filters, match)} limit ${SEARCH_CANDIDATES})`,
    ),
    sql` union `,
  )
  return {
    where: sql`${templates.id} in (${candidates})`,
    relevance: [
      desc(sql`ts_rank(${templates.search}, ${query})`),
      desc(sql`greatest(word_similarity(${name}, ${templates.name}), word_similarity(${name}, ${tagsText}))`),
    ],
  }
}

function filtersOf(request: TemplateListRequest) {
  const conditions: SQL[] = []
  if (request.categorySlug) conditions.push(eq(templates.categorySlug, request.categorySlug))
  if (request.language) conditions.push(eq(templates.language, request.language))
  if (request.price === 'free') conditions.push(eq(templates.priceCents, 0))
  if (request.price === 'paid') conditions.push(gt(templates.priceCents, 0))
  if (request.tag) conditions.push(arrayContains(templates.tags, [request.tag]))
  const found = request.name ? search(request.name, and(...conditions)) : undefined
  const order = request.sort === 'relevance' ? [...(found?.relevance ?? []), ...newest] : orders[request.sort]
  return { where: found ? found.where : and(...conditions), order, searched: found !== undefined }
}

/** A visitor's key for downloads: as long and as opaque as their view key, and never equal to it. */
const downloadKey = (visitor: string) => createHash('sha256').update(`download\n${visitor}`).digest('base64url')

const notFound = (field: 'slug' | 'id' = 'slug') => new AppError('NOT_FOUND', templateMessages.notFound, field)

/** The answer to a download of a paid template: 402, with where Pro is. */
const paymentRequired = () => new AppError('PAYMENT_REQUIRED', templateMessages.paymentRequired, 'slug')

/**
 * The zip of a template: README.md and its files, at the top level, dated by the template's last
 * change so that the same template always zips to the same bytes.
 */
export function zipTemplate(template: Pick<TemplateRow, 'readme' | 'files' | 'updatedAt'>): Uint8Array {
  const entries: Zippable = { [README_PATH]: strToU8(template.readme) }
  for (const file of template.files) entries[file.path] = strToU8(file.content)
  return zipSync(entries, { mtime: template.updatedAt })
}

/**
 * The catalogue's reads and counters. `searching` runs a search's queries within the database's
 * search budget (Database.search); by default they simply run on `db`.
 */
export function createTemplateService(db: Db, searching: Database['search'] = (run) => run(db)) {
  return {
    /**
     * One page of templates. A page past the last is not an error: it answers no templates with
     * the true totals, so a stale link still tells the pager where the last page is.
     */
    async list(request: TemplateListRequest): Promise<TemplateListResponse> {
      const { where, order, searched } = filtersOf(request)
      // A search's total comes with its page, so that its matches are found once; only a page past
      // the last, which has no row to carry it, counts on its own. A plain list counts apart, from
      // its indexes, rather than make the page read every row.
      const total = searched ? sql<number>`count(*) over ()` : sql<number>`0`
      const read = async (db: Db) => {
        const pageQuery = db
          .select({ ...cardColumns, total: total.mapWith(Number) })
          .from(templates)
          .where(where)
          .orderBy(...order)
          .limit(TEMPLATE_PAGE_SIZE)
          .offset((request.page - 1) * TEMPLATE_PAGE_SIZE)
        const [page, counted] = await Promise.all([pageQuery, searched ? undefined : db.$count(templates, where)])
        const rows = page.map(({ total: _total, ...row }) => row)
        if (counted !== undefined) return { rows, total: counted }
        return { rows, total: page[0]?.total ?? (request.page > 1 ? await db.$count(templates, where) : 0) }
      }
      const answer = searched ? await searching(read) : await read(db)
      const title = request.categorySlug && categoryTitle(request.categorySlug)
      return {
        templates: answer.rows.map(toCard),
        category: title ? { title } : null,
        pagination: {
          page: request.page,
          page_size: TEMPLATE_PAGE_SIZE,
          total: answer.total,
          total_pages: Math.ceil(answer.total / TEMPLATE_PAGE_SIZE),
        },
      }
    },

    /** The sidebar's counts: every category (empty ones too), and the languages and tags in use. */
    async facets(): Promise<TemplateFacetsResponse> {
      const tagged = db
        .select({ tag: sql<string>`unnest(${templates.tags})`.as('tag') })
        .from(templates)
        .as('tagged')
      const [categories, languages, tags] = await Promise.all([
        db.select({ slug: templates.categorySlug, count: count() }).from(templates).groupBy(templates.categorySlug),
        db
          .select({ name: templates.language, count: count() })
          .from(templates)
          .groupBy(templates.language)
          .orderBy(desc(count()), asc(templates.language)),
        db
          .select({ name: tagged.tag, count: count() })
          .from(tagged)
          .groupBy(tagged.tag)
          .orderBy(desc(count()), asc(tagged.tag)),
      ])
      const byCategory = new Map(categories.map((row) => [row.slug, row.count]))
      return {
        categories: templateCategories.map(({ slug, title }) => ({ slug, title, count: byCategory.get(slug) ?? 0 })),
        languages: languages.map((row) => ({ name: row.name as TemplateLanguage, count: row.count })),
        tags,
      }
    },

    /** A template with its README and files; a 404 on field `slug` when there is none. */
    async single(slug: string): Promise<TemplateDetail> {
      const [row] = await db.select().from(templates).where(eq(templates.slug, slug))
      if (!row) throw notFound()
      return toDetail(row)
    },

    /** The same by the template's id (the demo page's address); a 404 on field `id` when there is none. */
    async singleById(id: string): Promise<TemplateDetail> {
      const [row] = await db.select().from(templates).where(eq(templates.id, id))
      if (!row) throw notFound('id')
      return toDetail(row)
    },

    /**
     * A free template as a zip. A download is counted as a view is: once per visitor
     * (visitor.ts) and UTC day, its record's insert and the count's increment in one statement,
     * so that concurrent downloads by one visitor count once and a script repeating a download
     * counts nothing more. The records share the views' table under keys of their own
     * (`downloadKey`), and are pruned with them. A counted download by a signed-in member (`userId`) is also recorded under
     * their account, in the same transaction. Without `counting` (a HEAD request, which fetches
     * nothing) nothing is counted. 402 for a paid template, 404 for an unknown slug.
     */
    async download(
      slug: string,
      counting?: { visitor: string; day: string; userId?: string | undefined },
    ): Promise<Uint8Array> {
      const zipped = { readme: templates.readme, files: templates.files, updatedAt: templates.updatedAt }
      const free = and(eq(templates.slug, slug), eq(templates.priceCents, 0))
      const countIn = async (tx: Db, { visitor, day }: { visitor: string; day: string }) => {
        const target = tx.$with('target').as(tx.select({ id: templates.id }).from(templates).where(free))
        const recorded = tx.$with('recorded').as(
          tx
            .insert(templateViews)
            .select(sql`select ${target.id}, ${downloadKey(visitor)}, ${day}::date from ${target}`)
            .onConflictDoNothing()
            .returning({ templateId: templateViews.templateId }),
        )
        const [counted] = await tx
          .with(target, recorded)
          .update(templates)
          .set({ downloads: sql`${templates.downloads} + 1` })
          .where(sql`${templates.id} in (select ${recorded.templateId} from ${recorded})`)
          .returning({ id: templates.id, ...zipped })
        return counted
      }
      const countFor = (member: string, visit: { visitor: string; day: string }) =>
        db.transaction(async (tx) => {
          const counted = await countIn(tx, visit)
          if (counted) await tx.insert(templateDownloads).values({ userId: member, templateId: counted.id })
          return counted
        })
      const counted = !counting
        ? undefined
        : counting.userId
          ? await countFor(counting.userId, counting)
          : await countIn(db, counting)
      const row = counted ?? (await db.select(zipped).from(templates).where(free))[0]
      if (row) return zipTemplate(row)
      const exists = await db.$count(templates, eq(templates.slug, slug))
      throw exists ? paymentRequired() : notFound()
    },

    /**
     * Counts a view by `visitor` (visitor.ts) on `day` unless that visitor's view of the template
     * is already counted that day, in one statement: the record's insert and the count's
     * increment happen together or not at all, and concurrent first views by one visitor meet at
     * the record's primary key, where only one of them counts.
     */
    async view(slug: string, visitor: string, day: string): Promise<TemplateViewResponse> {
      const target = db
        .$with('target')
        .as(db.select({ id: templates.id }).from(templates).where(eq(templates.slug, slug)))
      const recorded = db
        .$with('recorded')
        .as(
          db
            .insert(templateViews)
            .select(sql`select ${target.id}, ${visitor}, ${day}::date from ${target}`)
            .onConflictDoNothing()
            .returning({ templateId: templateViews.templateId }),
        )
      const [counted] = await db
        .with(target, recorded)
        .update(templates)
        .set({ views: sql`${templates.views} + 1` })
        .where(sql`${templates.id} in (select ${recorded.templateId} from ${recorded})`)
        .returning({ views: templates.views })
      if (pruneDue()) await db.delete(templateViews).where(sql`${templateViews.day} < ${day}::date - 1`)
      if (counted) return { views: counted.views, counted: true }
      const [seen] = await db.select({ views: templates.views }).from(templates).where(eq(templates.slug, slug))
      if (!seen) throw notFound()
      return { views: seen.views, counted: false }
    },

    /** A template in the content's own shape, for its preview image; a 404 when there is none. */
    async source(slug: string): Promise<TemplateSeed> {
      const [row] = await db.select().from(templates).where(eq(templates.slug, slug))
      if (!row) throw notFound()
      return toSeed(row)
    },
  }
}

export type TemplateService = ReturnType<typeof createTemplateService>
