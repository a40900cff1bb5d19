import {
  type SiteSearchGroup,
  type SiteSearchKind,
  siteSearchHref,
  siteSearchMore,
  siteSearchQuery,
  siteSearchResponse,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { errorResponses } from '../../lib/errors'
import type { AuthService } from '../auth'
import { countSearch } from '../catalog/search'
import type { SnippetService } from '../snippets/service'
import type { TemplateService } from '../templates/service'

export type SearchModuleOptions = {
  /** Counts searches per address, with the catalogues' own (snippets and templates together). */
  auth: AuthService
  snippets: SnippetService
  templates: TemplateService
}

const group = <R>(
  kind: SiteSearchKind,
  text: string,
  found: { rows: R[]; total: number },
  hit: (row: R) => { slug: string; title: string; description: string; detail: string },
): SiteSearchGroup => ({
  kind,
  total: found.total,
  items: found.rows.map((row) => {
    const shown = hit(row)
    return { kind, ...shown, href: siteSearchHref(kind, shown.slug) }
  }),
  more: siteSearchMore(kind, text),
})

/**
 * `GET /api/search`: the snippets and templates a text finds, from the catalogues' in-process
 * indexes (catalog/search-index.ts), so an answer costs no query; not cached, since each text
 * typed is new and the index answers faster than a cache lookup would save.
 */
export function searchModule({ auth, snippets, templates }: SearchModuleOptions) {
  return new Elysia().get(
    '/search',
    async ({ query, request, set }) => {
      await countSearch(auth, request)
      const [snippetsFound, templatesFound] = await Promise.all([
        snippets.find(query.q, query.limit),
        templates.find(query.q, query.limit),
      ])
      set.headers['cache-control'] = 'no-store'
      return {
        groups: [
          group('snippet', query.q, snippetsFound, (snippet) => ({
            slug: snippet.slug,
            title: snippet.title,
            description: snippet.description,
            detail: snippet.language,
          })),
          group('template', query.q, templatesFound, (template) => ({
            slug: template.slug,
            title: template.name,
            description: template.description,
            detail: template.category.title,
          })),
        ],
      }
    },
    {
      query: siteSearchQuery,
      response: { 200: siteSearchResponse, ...errorResponses(422, 429, 503) },
      detail: {
        tags: ['Search'],
        summary: 'Search the catalogues',
        description: `The published snippets and the templates a text finds, by the catalogue lists' own rules and relevance (see List snippets and List templates), \`limit\` of each kind with every match counted, and the list page that shows them all. Answers come from in-process indexes that show a change within a second of it. 422 on \`q\` for an empty or over-long text or one with line breaks or control characters, on \`limit\` outside 1 to 20. 429 with Retry-After past ${auth.limits.searchesPerIp.limit} searches a minute from one address (counted with the catalogue lists' searches); 503 with Retry-After while the database is unavailable.`,
      },
    },
  )
}
