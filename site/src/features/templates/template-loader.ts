import type { TemplateDetail, TemplateFile } from '@snipstack/contracts'
import { templatePreviewUrl } from '@snipstack/contracts/template-constants'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { pageTitle } from '@/lib/page-title'
import type { ServerApi } from '@/lib/server-api'
import { templateListQueryOptions, templateQueryOptions } from './template-api'
import type { HighlightedFile } from './template-file-viewer'
import type { TemplateListing } from './template-search'

/**
 * The list the related templates come from: the first page of the template's category, as the
 * page's `RelatedTemplates` asks for it (the page leaves this one out and shows three).
 */
export const relatedListing = (template: Pick<TemplateDetail, 'category'>): TemplateListing => ({
  categorySlug: template.category.slug,
  page: 1,
  search: {},
})

/** The first file's tokens, or only its path when it has no language or the highlighter failed. */
async function highlightFirstFile(file: TemplateFile | undefined): Promise<HighlightedFile | undefined> {
  if (!file) return undefined
  if (!file.language) return { path: file.path }
  const { highlightFile } = await import('./file-highlighter')
  const highlighted = await highlightFile(file).catch((error: unknown) => {
    // The file still shows, uncoloured.
    console.error('Could not highlight the template file', error)
    return undefined
  })
  return { path: file.path, highlighted }
}

/**
 * What both template pages (the detail page and the demo) show without downloading a highlighter
 * or a Markdown parser: the first file's tokens and the README's tree. Made on the server for the
 * first page and in the browser on a client navigation; both travel with the loader data.
 */
export async function prepareTemplateView(template: TemplateDetail) {
  const [firstFile, { parseMarkdown }] = await Promise.all([
    highlightFirstFile(template.files[0]),
    import('@/features/snippets/markdown-tree'),
  ])
  return { firstFile, readme: parseMarkdown(template.readme) }
}

/**
 * The template page's loader: the template into the query cache (dehydrated into the server's
 * HTML), its related templates too (the first page of its category, which the page trims), and
 * what `prepareTemplateView` makes. An unknown slug is the not-found page (HTTP 404). Imported on
 * demand by the route, so the API client and the highlighter stay out of other pages' download.
 */
export async function loadTemplatePage(slug: string, queryClient: QueryClient, serverApi?: ServerApi) {
  const template = await queryClient.ensureQueryData(templateQueryOptions(slug, serverApi))
  if (!template) throw notFound()
  const [view] = await Promise.all([
    prepareTemplateView(template),
    // Suggestions are not worth failing the page for: it shows without them.
    queryClient.ensureQueryData(templateListQueryOptions(relatedListing(template), serverApi)).catch(() => null),
  ])
  const origin = serverApi?.origin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  return { meta: templateMeta(template, origin), ...view }
}

/**
 * The page's `<title>`, description and Open Graph tags, the preview image among them (absolute
 * when the origin is known, as Open Graph wants); built here so the route tree stays small.
 */
export function templateMeta(template: Pick<TemplateDetail, 'name' | 'description' | 'slug'>, origin?: string) {
  const title = pageTitle(template.name)
  const image = `${origin ?? ''}${templatePreviewUrl(template.slug)}`
  return [
    { title },
    { name: 'description', content: template.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: template.description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
  ]
}
