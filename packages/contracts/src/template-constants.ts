import { PRODUCT } from './product'

/**
 * The templates catalogue's constants, with no schema library (the site's route tree imports
 * them; see snippet-constants.ts for why). The contracts in templates.ts are built from these.
 */

/**
 * The catalogue's categories: `slug` is the route segment of /templates/category/{slug}, `title`
 * the heading's ' - {category title}' (docs/product.md, Templates).
 */
export const templateCategories = [
  { slug: 'docker', title: 'Docker' },
  { slug: 'docker-compose', title: 'Docker Compose' },
  { slug: 'kubernetes', title: 'Kubernetes' },
  { slug: 'helm', title: 'Helm' },
  { slug: 'nginx', title: 'NGINX' },
  { slug: 'ci-cd', title: 'CI/CD' },
  { slug: 'terraform', title: 'Terraform' },
  { slug: 'starters', title: 'Starters' },
] as const
export type TemplateCategorySlug = (typeof templateCategories)[number]['slug']
export const templateCategorySlugList = templateCategories.map((c) => c.slug) as TemplateCategorySlug[]

/** The main language of a template's files: the sidebar's Languages list and the `language` filter. */
export const templateLanguages = [
  'Dockerfile',
  'YAML',
  'HCL',
  'NGINX',
  'TypeScript',
  'JavaScript',
  'Go',
  'Python',
  'Shell',
  'Rust',
  'Java',
  'PHP',
] as const
export type TemplateLanguage = (typeof templateLanguages)[number]

/** The price options (docs/product.md, Templates; the `price` query takes them lowercased). */
export const templatePrices = ['all', 'free', 'paid'] as const
export type TemplatePrice = (typeof templatePrices)[number]

/** The sort options; newest is the default (docs/product.md, Templates). */
export const templateSorts = ['newest', 'popular', 'rating', 'price-low', 'price-high'] as const
export type TemplateSort = (typeof templateSorts)[number]

/** The listing's page size: three rows of the three-column grid. */
export const TEMPLATE_PAGE_SIZE = 12

/** Far beyond any catalogue we will hold; it keeps the row offset a small number. */
export const TEMPLATE_PAGE_MAX = 100_000
export const TEMPLATE_SEARCH_MAX = 200
export const TEMPLATE_SLUG_MAX = 200
/** Tags are a few dashed words; a longer `tag` filter cannot name one. */
export const TEMPLATE_TAG_MAX = 50

/** The card's image: an SVG preview drawn by the server from the template itself. */
export const templatePreviewUrl = (slug: string) => `/api/templates/${encodeURIComponent(slug)}/preview.svg`
/** The template as a .zip of its README.md and files; free templates only (paid ones answer 402). */
export const templateDownloadUrl = (slug: string) => `/api/templates/${encodeURIComponent(slug)}/download`
/** The name the zip is saved under: the download's Content-Disposition, and the site's own save. */
export const templateZipName = (slug: string) => `${slug}.zip`

/**
 * What a template's file may be highlighted as: the catalogue's languages and the formats that
 * sit beside them (manifests, settings, docs). A file of any other kind has no language.
 */
export const templateFileLanguages = [
  ...templateLanguages,
  'JSON',
  'TOML',
  'INI',
  'Markdown',
  'SQL',
  'HTML',
  'CSS',
  'XML',
  'Makefile',
] as const
export type TemplateFileLanguage = (typeof templateFileLanguages)[number]

/**
 * What the templates routes answer, and what the site shows for them (the empty list's texts are in
 * docs/product.md, Templates).
 */
export const templateMessages = {
  page: `Please use a page number from 1 to ${TEMPLATE_PAGE_MAX}`,
  categorySlug: `Please choose one of these categories: ${templateCategorySlugList.join(', ')}`,
  categoryNotFound: 'Template category not found.',
  language: `Please choose one of these languages: ${templateLanguages.join(', ')}`,
  price: `Please choose one of these prices: ${templatePrices.join(', ')}`,
  sort: `Please sort by one of: ${templateSorts.join(', ')}`,
  tag: 'Please give one tag: lowercase letters, digits and dashes',
  name: `Please keep the search to at most ${TEMPLATE_SEARCH_MAX} characters`,
  slug: 'Please give the template slug: lowercase letters, digits and dashes',
  id: 'Please give the template id: a UUID',
  slugOrId: 'Please give either the template slug or its id, not both',
  notFound: 'Template not found.',
  paymentRequired: `This template is part of ${PRODUCT.name} Pro. See /pro to unlock it.`,
  /** The empty list's heading and text (docs/product.md, Templates). */
  emptyTitle: 'No templates found',
  empty: "We couldn't find any templates matching your criteria. Try adjusting your filters or search terms.",
} as const
