import { createHash } from 'node:crypto'
import {
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_TAG_MAX,
  type TemplateCard,
  type TemplateDetail,
  type TemplateFacetsResponse,
  type TemplateLanguage,
  type TemplateListResponse,
  type TemplateViewResponse,
  templateCategories,
  templateMessages,
} from '@snipstack/contracts'
import { and, arrayContains, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import { strToU8, type Zippable, zipSync } from 'fflate'
import type { Db } from '../../db/client'
import { templateDownloads, templates, templateViews } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { countsBy, tagCounts } from '../catalog/facets'
import type { SyncedSearch } from '../catalog/search-sync'
import { countOncePerDay, pruneVisitRecords, type VisitRecords } from '../catalog/views'
import { categoryTitle } from './categories'
import type { TemplateSeed } from './content/types'
import { README_PATH } from './files'
import type { TemplateListRequest } from './list-query'
import { cardColumns, type TemplateRow, toCard, toDetail, toSeed } from './rows'
import { createTemplateSearch, searchOptions } from './search'

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

function filtersOf(request: TemplateListRequest) {
  const conditions: SQL[] = []
  if (request.categorySlug) conditions.push(eq(templates.categorySlug, request.categorySlug))
  if (request.language) conditions.push(eq(templates.language, request.language))
  if (request.price === 'free') conditions.push(eq(templates.priceCents, 0))
  if (request.price === 'paid') conditions.push(gt(templates.priceCents, 0))
  if (request.tag) conditions.push(arrayContains(templates.tags, [request.tag]))
  return { where: and(...conditions), order: request.sort === 'relevance' ? newest : orders[request.sort] }
}

/**
 * A page of the list without a search, and its count: apart, so that the count comes from the
 * indexes rather than make the page read every row.
 */
async function plainPage(db: Db, request: TemplateListRequest) {
  const { where, order } = filtersOf(request)
  const [page, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(templates)
      .where(where)
      .orderBy(...order)
      .limit(TEMPLATE_PAGE_SIZE)
      .offset((request.page - 1) * TEMPLATE_PAGE_SIZE),
    db.$count(templates, where),
  ])
  return { rows: page.map(toCard), total }
}

/** Who was counted, for views and downloads alike (a download under a key of its own, `downloadKey`). */
const visitRecords: VisitRecords = { table: templateViews, itemId: templateViews.templateId, day: templateViews.day }

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
 * The catalogue's reads and counters. Searches answer from `catalogueSearch`, the in-process index
 * kept in step with the database (search.ts); everything else reads the database.
 */
export function createTemplateService(db: Db, catalogueSearch: SyncedSearch<TemplateCard> = createTemplateSearch(db)) {
  return {
    /** The first `limit` templates a search finds by relevance, and how many it finds (GET /api/search). */
    async find(text: string, limit: number): Promise<{ rows: TemplateCard[]; total: number }> {
      return (await catalogueSearch.current()).search(text, { offset: 0, limit })
    },

    /**
     * One page of templates. A page past the last is not an error: it answers no templates with
     * the true totals, so a stale link still tells the pager where the last page is.
     */
    async list(request: TemplateListRequest): Promise<TemplateListResponse> {
      const answer = request.name
        ? (await catalogueSearch.current()).search(request.name, {
            offset: (request.page - 1) * TEMPLATE_PAGE_SIZE,
            limit: TEMPLATE_PAGE_SIZE,
            ...searchOptions(request),
          })
        : await plainPage(db, request)
      const title = request.categorySlug && categoryTitle(request.categorySlug)
      return {
        templates: answer.rows,
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
      const [categories, languages, tags] = await Promise.all([
        countsBy(db, templates, templates.categorySlug),
        countsBy<TemplateLanguage>(db, templates, templates.language),
        tagCounts(db, templates, TEMPLATE_TAG_MAX),
      ])
      const byCategory = new Map(categories.map((row) => [row.name, row.count]))
      return {
        categories: templateCategories.map(({ slug, title }) => ({ slug, title, count: byCategory.get(slug) ?? 0 })),
        languages,
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
     * A template as a zip (a paid one only for an entitled account). A download is counted as a view is: once per visitor
     * (visitor.ts) and UTC day, its record's insert and the count's increment in one statement,
     * so that concurrent downloads by one visitor count once and a script repeating a download
     * counts nothing more. The records share the views' table under keys of their own
     * (`downloadKey`), and are pruned with them. A counted download by a signed-in member (`userId`) is also recorded under
     * their account, in the same transaction. Without `counting` (a HEAD request, which fetches
     * nothing) nothing is counted. 402 for a paid template unless the caller has checked that the
     * account may have it (`entitled`), 404 for an unknown slug.
     */
    async download(
      slug: string,
      counting?: { visitor: string; day: string; userId?: string | undefined },
      { entitled = false }: { entitled?: boolean } = {},
    ): Promise<Uint8Array> {
      const zipped = { readme: templates.readme, files: templates.files, updatedAt: templates.updatedAt }
      const downloadable = entitled
        ? eq(templates.slug, slug)
        : and(eq(templates.slug, slug), eq(templates.priceCents, 0))
      const countIn = (tx: Db, { visitor, day }: { visitor: string; day: string }) =>
        countOncePerDay(
          tx,
          {
            table: templates,
            id: templates.id,
            where: downloadable,
            increment: { downloads: sql`${templates.downloads} + 1` },
          },
          visitRecords,
          { visitor: downloadKey(visitor), day },
          { id: templates.id, ...zipped },
        )
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
      const row = counted ?? (await db.select(zipped).from(templates).where(downloadable))[0]
      if (row) return zipTemplate(row)
      const exists = await db.$count(templates, eq(templates.slug, slug))
      throw exists ? paymentRequired() : notFound()
    },

    /**
     * Counts a view by `visitor` (visitor.ts) on `day` unless that visitor's view of the template
     * is already counted that day (catalog/views.ts, countOncePerDay).
     */
    async view(slug: string, visitor: string, day: string): Promise<TemplateViewResponse> {
      const counted = await countOncePerDay(
        db,
        {
          table: templates,
          id: templates.id,
          where: eq(templates.slug, slug),
          increment: { views: sql`${templates.views} + 1` },
        },
        visitRecords,
        { visitor, day },
        { views: templates.views },
      )
      await pruneVisitRecords(db, visitRecords, day)
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
