import {
  errorResponse,
  SNIPPET_PAGE_SIZE,
  snippetListQuery,
  snippetListResponse,
  snippetSingleQuery,
  snippetSingleResponse,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { createSnippetService } from './service'

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorResponse]))
const tags = ['Snippets']

/** `/api/snippets/*`: the public snippet catalogue (spec §7). Reading it needs no account. */
export function snippetsModule(database: Database) {
  const service = createSnippetService(database.db)
  return new Elysia({ prefix: '/snippets' })
    .get('/list', ({ query }) => service.list(query), {
      query: snippetListQuery,
      response: { 200: snippetListResponse, ...errors(422) },
      detail: {
        tags,
        summary: 'List snippets',
        description: `${SNIPPET_PAGE_SIZE} published snippets per page, filtered by \`categorySlug\` or \`category\`, \`language\` and the search text \`name\`. With \`name\` the most relevant come first: title hits before tag, description and code hits, then near-miss titles (typos); otherwise the newest. An empty parameter counts as absent. 422 on the parameter's \`field\` for a page that is not a number from 1 up, or an unknown language, category or sort.`,
      },
    })
    .get('/single', async ({ query }) => ({ snippet: await service.single(query.slug) }), {
      query: snippetSingleQuery,
      response: { 200: snippetSingleResponse, ...errors(404, 422) },
      detail: {
        tags,
        summary: 'One snippet',
        description: 'A published snippet with its Markdown body (`mdx`). 404 on field `slug` when there is none.',
      },
    })
}
