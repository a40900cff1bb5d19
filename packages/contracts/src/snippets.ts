import { z } from 'zod'
import { dashedWords, optional, pageNumber, searchText } from './query'
import {
  SNIPPET_PAGE_MAX,
  SNIPPET_PAGE_SIZE,
  SNIPPET_SEARCH_MAX,
  SNIPPET_SLUG_MAX,
  SNIPPET_TAG_FILTER_MAX,
  snippetCategories,
  snippetCategorySlugList,
  snippetCategorySlugs,
  snippetLanguages,
  snippetMessages,
  snippetPlans,
  snippetSorts,
} from './snippet-constants'

export * from './snippet-constants'

/**
 * Snippet catalogue contracts (docs/product.md, Snippets, Search and API and errors). Query
 * parameters keep the documented names (`categorySlug`, `page`, `name`); response fields are
 * snake_case like every other /api answer.
 */

export const snippetListQuery = z
  .object({
    categorySlug: optional(z.enum(snippetCategorySlugList, snippetMessages.categorySlug)),
    page: pageNumber(SNIPPET_PAGE_MAX, snippetMessages.page).describe(
      "1-based page number as digits, '1' when absent; a page past the last answers an empty list.",
    ),
    name: searchText(SNIPPET_SEARCH_MAX, snippetMessages.name).describe(
      'Search text: full-text over title, tags, description and code, and typo-tolerant on titles.',
    ),
    language: optional(z.enum(snippetLanguages, snippetMessages.language)),
    category: optional(z.enum(snippetCategories, snippetMessages.category)),
    tag: optional(dashedWords(SNIPPET_TAG_FILTER_MAX, snippetMessages.tag)).describe('Only snippets with this tag.'),
    sort: optional(z.enum(snippetSorts, snippetMessages.sort)).describe(
      '`relevance` (the default with `name`; without it, the same as `newest`), `newest` (the default), `title`, `popular` (most viewed) or `rating` (best rated, the most rated first among equals).',
    ),
  })
  .check((context) => {
    const { category, categorySlug } = context.value
    if (category && categorySlug && snippetCategorySlugs[categorySlug] !== category) {
      context.issues.push({
        code: 'custom',
        message: snippetMessages.categoryConflict,
        path: ['category'],
        input: category,
      })
    }
  })
export type SnippetListQuery = z.input<typeof snippetListQuery>
export type SnippetListFilters = z.output<typeof snippetListQuery>

export const snippetSingleQuery = z.object({
  slug: dashedWords(SNIPPET_SLUG_MAX, snippetMessages.slug),
})
export type SnippetSingleQuery = z.infer<typeof snippetSingleQuery>

/** `GET /api/snippets/code`: a snippet's whole code, for a pro snippet only with its entitlement. */
export const snippetCodeResponse = z.object({ code: z.string() })
export type SnippetCodeResponse = z.infer<typeof snippetCodeResponse>

/** The `{slug}` of `/api/snippets/{slug}/view`. */
export const snippetSlugParams = z.object({ slug: dashedWords(SNIPPET_SLUG_MAX, snippetMessages.slug) })

export const snippetAuthor = z.object({
  name: z.string(),
  /** The author's account, when a member wrote it; null for seeded and imported snippets. */
  username: z.string().nullable(),
})

export const snippet = z.object({
  id: z.string(),
  slug: z.string().describe('The page is /snippets/{slug}.'),
  title: z.string(),
  description: z.string(),
  language: z.enum(snippetLanguages),
  category: z.enum(snippetCategories),
  tags: z.array(z.string()),
  code: z.string().describe('The whole code, or only its first lines when `locked`.'),
  locked: z
    .boolean()
    .describe(
      'True for a pro snippet: `code` holds its first lines, and the whole code comes from `/api/snippets/code` for an account with Pro or this snippet.',
    ),
  author: snippetAuthor,
  license: z.string().describe('SPDX identifier, e.g. MIT or CC0-1.0.'),
  source_url: z.string().nullable().describe('Where an imported snippet comes from.'),
  plan: z.enum(snippetPlans),
  price: z.number().nonnegative().nullable().describe('US dollars; null for free snippets.'),
  original_price: z.number().nonnegative().nullable().describe('US dollars before a discount.'),
  rating: z.number().min(0).max(5).describe("Members' average stars to one decimal; 0 while nobody rated it."),
  reviews: z.number().int().nonnegative().describe('How many members rated it.'),
  views: z.number().int().nonnegative().describe('Views counted once per visitor and UTC day.'),
  created_at: z.string().describe('ISO 8601 timestamp'),
  updated_at: z.string().describe('ISO 8601 timestamp'),
})
export type Snippet = z.infer<typeof snippet>

/** A file a member attached to their snippet; seeded and imported snippets have none. */
export const snippetAttachment = z.object({
  name: z.string().describe('File name, safe to show and to save under.'),
  size: z.number().int().nonnegative().describe('Bytes.'),
  url: z.string().describe('`/api/snippets/attachment?slug={slug}`: the file as UTF-8 plain text, as a download.'),
})
export type SnippetAttachment = z.infer<typeof snippetAttachment>

/** The single page's snippet: the list's fields, its Markdown body and its attached file. */
export const snippetDetail = snippet.extend({
  mdx: z.string().describe('Markdown; no JSX, no raw HTML.'),
  attachment: snippetAttachment.nullable(),
})
export type SnippetDetail = z.infer<typeof snippetDetail>

export const snippetPagination = z.object({
  page: z.number().int().min(1),
  page_size: z.literal(SNIPPET_PAGE_SIZE),
  total: z.number().int().min(0).describe('Snippets matching the filters, on all pages.'),
  total_pages: z.number().int().min(0),
})
export type SnippetPagination = z.infer<typeof snippetPagination>

/** `GET /api/snippets/list` */
export const snippetListResponse = z.object({
  snippets: z.array(snippet),
  category: z.enum(snippetCategories).nullable().describe('The title of the category filtered by, if any.'),
  pagination: snippetPagination,
})
export type SnippetListResponse = z.infer<typeof snippetListResponse>

const facetCount = z.number().int().min(0).describe('Published snippets that the list filtered by it answers.')

/** `GET /api/snippets/facets`: the Template Hub's lists with how many published snippets each holds. */
export const snippetFacetsResponse = z.object({
  categories: z
    .array(
      z.object({
        name: z.enum(snippetCategories).describe('The `category` filter.'),
        slug: z.enum(snippetCategorySlugList).describe('The `categorySlug` filter.'),
        count: facetCount,
      }),
    )
    .describe('Every category, in the order of the catalogue, empty ones included.'),
  languages: z
    .array(z.object({ name: z.enum(snippetLanguages), count: facetCount }))
    .describe('Languages that some published snippet uses, most used first.'),
  tags: z
    .array(z.object({ name: z.string(), count: facetCount }))
    .describe('Tags in use that the `tag` filter takes (dashed lowercase words), most used first.'),
})
export type SnippetFacetsResponse = z.infer<typeof snippetFacetsResponse>

/** `GET /api/snippets/single` */
export const snippetSingleResponse = z.object({ snippet: snippetDetail })
export type SnippetSingleResponse = z.infer<typeof snippetSingleResponse>

/** `POST /api/snippets/{slug}/view` */
export const snippetViewResponse = z.object({
  views: z.number().int().nonnegative().describe('Views of the snippet, this one included.'),
  counted: z.boolean().describe('False when a view by this visitor was already counted today.'),
})
export type SnippetViewResponse = z.infer<typeof snippetViewResponse>
