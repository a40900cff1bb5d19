import { z } from 'zod'
import { dashedWords, optional, pageNumber, searchText } from './query'
import {
  TEMPLATE_PAGE_MAX,
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_SEARCH_MAX,
  TEMPLATE_SLUG_MAX,
  TEMPLATE_TAG_MAX,
  templateCategorySlugList,
  templateFileLanguages,
  templateLanguages,
  templateMessages,
  templatePrices,
  templateSorts,
} from './template-constants'
import { singleLine } from './text'

export * from './template-constants'

/**
 * Templates catalogue contracts (docs/product.md, Templates and API and errors). Query parameters
 * keep the documented names (`categorySlug`, `page`, `name`); response fields are snake_case like
 * every other /api answer.
 */

export const templateListQuery = z.object({
  // Not an enum: a well-formed slug that names no category is a missing page (404), as the
  // site's /templates/category/{categorySlug} route is, not a malformed request.
  categorySlug: optional(
    singleLine(templateMessages.categorySlug).max(TEMPLATE_SLUG_MAX, templateMessages.categorySlug),
  ).describe(`The category's slug (${templateCategorySlugList.join(', ')}); one that names no category answers 404.`),
  page: pageNumber(TEMPLATE_PAGE_MAX, templateMessages.page).describe(
    "1-based page number as digits, '1' when absent; a page past the last answers an empty list.",
  ),
  name: searchText(TEMPLATE_SEARCH_MAX, templateMessages.name).describe(
    'Search text: full-text over name, tags, description and README, and typo-tolerant on names and tags.',
  ),
  price: optional(z.enum(templatePrices, templateMessages.price))
    // 'all' is the same list as no price filter: one form, so that both share a cached answer.
    .transform((price) => (price === 'all' ? undefined : price))
    .describe('`all` (the default), `free` or `paid`.'),
  sort: optional(z.enum(templateSorts, templateMessages.sort)).describe(
    '`newest` (the default without `name`), `popular` (most downloaded, then most viewed), `rating` (best rated, the most rated first among equals), `price-low` or `price-high`. With `name` and no `sort`, the most relevant come first.',
  ),
  language: optional(z.enum(templateLanguages, templateMessages.language)),
  tag: optional(dashedWords(TEMPLATE_TAG_MAX, templateMessages.tag)).describe('Only templates with this tag.'),
})
export type TemplateListQuery = z.input<typeof templateListQuery>
export type TemplateListFilters = z.output<typeof templateListQuery>

const templateSlug = dashedWords(TEMPLATE_SLUG_MAX, templateMessages.slug)

/**
 * `/api/templates/single?slug=` or `?id=`: exactly one of them. The id is the card's `id`, which
 * the demo page's address (`/demo.php?id={id}&type=template`) carries. An empty value counts as
 * absent, so `?slug=` alone names nothing (422 on `slug`).
 */
export const templateSingleQuery = z
  .object({
    slug: optional(templateSlug).describe("The template's slug; give this or `id`."),
    id: optional(z.guid(templateMessages.id)).describe(
      "The template's id (a UUID, as on its card); give this or `slug`.",
    ),
  })
  .superRefine(({ slug, id }, context) => {
    if (slug === undefined && id === undefined)
      context.addIssue({ code: 'custom', message: templateMessages.slug, path: ['slug'] })
    else if (slug !== undefined && id !== undefined)
      context.addIssue({ code: 'custom', message: templateMessages.slugOrId, path: ['id'] })
  })
export type TemplateSingleQuery = z.infer<typeof templateSingleQuery>

/** The `{slug}` of `/api/templates/{slug}/download`, `/view` and `/preview.svg`. */
export const templateSlugParams = z.object({ slug: templateSlug })

export const templateCategory = z.object({
  slug: z.enum(templateCategorySlugList),
  title: z.string(),
})

export const templateCard = z.object({
  id: z.string(),
  slug: z.string().describe('The page is /templates/{slug}.'),
  name: z.string(),
  description: z.string(),
  image: z.string().describe('`/api/templates/{slug}/preview.svg`: an SVG preview of the template.'),
  category: templateCategory,
  language: z.enum(templateLanguages).describe('The main language of its files.'),
  tags: z.array(z.string()),
  price: z.number().nonnegative().describe('US dollars; 0 for a free template.'),
  original_price: z.number().nonnegative().nullable().describe('US dollars before a discount.'),
  rating: z.number().min(0).max(5).describe("Members' average stars to one decimal; 0 while nobody rated it."),
  reviews: z.number().int().nonnegative().describe('How many members rated it.'),
  downloads: z.number().int().nonnegative().describe('Downloads counted once per visitor and UTC day.'),
  views: z.number().int().nonnegative().describe('Views counted once per visitor and UTC day.'),
  published_at: z.string().describe('ISO 8601 date (YYYY-MM-DD).'),
})
export type TemplateCard = z.infer<typeof templateCard>

export const templateFile = z.object({
  path: z.string().describe('Relative POSIX path inside the template, e.g. `k8s/deployment.yaml`.'),
  content: z.string(),
  size: z.number().int().nonnegative().describe('Bytes, as UTF-8.'),
  language: z.enum(templateFileLanguages).optional().describe('What to highlight it as; absent for other kinds.'),
})
export type TemplateFile = z.infer<typeof templateFile>

/** The single page's template: the card's fields, its README and every file of the download. */
export const templateDetail = templateCard.extend({
  readme: z.string().describe('Markdown; no JSX, no raw HTML. Also the README.md of the download.'),
  files: z
    .array(templateFile)
    .describe(
      "Every file of the download. When `locked`, each keeps its path, size and language, the first file's `content` holds its first lines and the others' is empty.",
    ),
  locked: z
    .boolean()
    .describe(
      'True for a paid template: the files come whole from `/api/templates/files` for an account with Pro or this template.',
    ),
})
export type TemplateDetail = z.infer<typeof templateDetail>

export const templatePagination = z.object({
  page: z.number().int().min(1),
  page_size: z.literal(TEMPLATE_PAGE_SIZE),
  total: z.number().int().min(0).describe('Templates matching the filters, on all pages.'),
  total_pages: z.number().int().min(0),
})
export type TemplatePagination = z.infer<typeof templatePagination>

/** `GET /api/templates/list` */
export const templateListResponse = z.object({
  templates: z.array(templateCard),
  category: z
    .object({ title: z.string() })
    .nullable()
    .describe("The category filtered by, if any: the heading's ' - {title}'."),
  pagination: templatePagination,
})
export type TemplateListResponse = z.infer<typeof templateListResponse>

/** `GET /api/templates/files`: a template's files whole, for a paid template only with its entitlement. */
export const templateFilesResponse = z.object({ files: z.array(templateFile) })
export type TemplateFilesResponse = z.infer<typeof templateFilesResponse>

/** `GET /api/templates/single` */
export const templateSingleResponse = z.object({ template: templateDetail })
export type TemplateSingleResponse = z.infer<typeof templateSingleResponse>

const facetCount = z.number().int().min(0)

/** `GET /api/templates/facets`: the sidebar's lists with how many templates each holds. */
export const templateFacetsResponse = z.object({
  categories: z
    .array(templateCategory.extend({ count: facetCount }))
    .describe('Every category, in the order of the catalogue, empty ones included.'),
  languages: z
    .array(z.object({ name: z.enum(templateLanguages), count: facetCount }))
    .describe('Languages that some template uses, most used first.'),
  tags: z.array(z.object({ name: z.string(), count: facetCount })).describe('Every tag in use, most used first.'),
})
export type TemplateFacetsResponse = z.infer<typeof templateFacetsResponse>

/** One thing a template produces, as its live demo shows it: a service, a job, an object, a route. */
export const templateDemoItem = z.object({
  name: z.string(),
  kind: z.string().describe('What it is: `service`, `job`, `Deployment`, `server on 443 ssl`...'),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
})
export type TemplateDemoItem = z.infer<typeof templateDemoItem>

export const templateDemoSection = z.object({
  title: z.string(),
  description: z.string(),
  files: z.array(z.string()).describe('The template files it was read from.'),
  items: z.array(templateDemoItem),
})
export type TemplateDemoSection = z.infer<typeof templateDemoSection>

/** `GET /api/templates/{slug}/demo`: what the template produces, read from its files. */
export const templateDemoResponse = z.object({ sections: z.array(templateDemoSection) })
export type TemplateDemoResponse = z.infer<typeof templateDemoResponse>

/** `POST /api/templates/{slug}/view` */
export const templateViewResponse = z.object({
  views: z.number().int().nonnegative().describe('Views of the template, this one included.'),
  counted: z.boolean().describe('False when a view by this visitor was already counted today.'),
})
export type TemplateViewResponse = z.infer<typeof templateViewResponse>
