import { type TemplateCard, templateCard } from '@snipstack/contracts'
import type { Db } from '../../db/client'
import { templates } from '../../db/schema'
import { byLowerText, byText, type RowOrder } from '../catalog/search-index'
import {
  type CatalogueSource,
  changedVersion,
  rowsPage,
  SyncedSearch,
  type SyncedSearchOptions,
} from '../catalog/search-sync'
import type { TemplateListRequest } from './list-query'
import { cardColumns, toCard } from './rows'

/**
 * The template catalogue's search, as the snippets' (snippets/search.ts): every template as its
 * card, indexed by name, tags and category, description and README, and kept in step with the
 * database (catalog/search-sync.ts). A search answers from it without a query of its own.
 */

/** The list's own orders (service.ts says them in SQL): ties down to the unique slug. */
const byName: RowOrder<TemplateCard> = (a, b) => byLowerText(a.name, b.name) || byText(a.slug, b.slug)
const newest: RowOrder<TemplateCard> = (a, b) => byText(b.published_at, a.published_at) || byName(a, b)
const orders: Record<Exclude<TemplateListRequest['sort'], 'relevance'>, RowOrder<TemplateCard>> = {
  newest,
  popular: (a, b) => b.downloads - a.downloads || newest(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b),
  'price-low': (a, b) => a.price - b.price || byName(a, b),
  'price-high': (a, b) => b.price - a.price || byName(a, b),
}

const source: CatalogueSource<TemplateCard> = {
  kind: 'template',
  contract: templateCard,
  stamps: { table: templates, id: templates.id, changedAt: templates.changedAt },
  shared: ['category', 'language', 'tags'],
  async changed(db: Db, only, { after, limit }) {
    const rows = await db
      .select({
        ...cardColumns,
        readme: templates.readme,
        version: changedVersion(templates.changedAt),
      })
      .from(templates)
      .where(rowsPage(templates.id, only, after))
      .orderBy(templates.id)
      .limit(limit)
    return rows.map(({ readme, version, ...row }) => {
      const card = toCard(row)
      return {
        id: card.id,
        // Every stored template is listed: the catalogue has no drafts.
        listed: true,
        version,
        text: {
          title: card.name,
          // The category counts as a tag: 'devops' finds the DevOps templates.
          tags: [...card.tags, card.category.title],
          description: card.description,
          code: readme,
        },
        row: card,
      }
    })
  },
}

export function createTemplateSearch(db: Db, options?: SyncedSearchOptions): SyncedSearch<TemplateCard> {
  return new SyncedSearch(db, source, { recency: (row) => Date.parse(row.published_at), tieBreak: newest }, options)
}

/** What the list's filters let through, and the order a sort asks for (relevance: the index's own). */
export function searchOptions(request: TemplateListRequest) {
  const { categorySlug, language, price, tag } = request
  const filter =
    categorySlug || language || price || tag
      ? (row: TemplateCard) =>
          (!categorySlug || row.category.slug === categorySlug) &&
          (!language || row.language === language) &&
          (!price || (price === 'free' ? row.price === 0 : row.price > 0)) &&
          (!tag || row.tags.includes(tag))
      : undefined
  return { filter, order: request.sort === 'relevance' ? undefined : orders[request.sort] }
}
