import {
  RATING_REVIEW_MAX,
  RATINGS_PAGE_SIZE,
  ratingInput,
  ratingsQuery,
  ratingsResponse,
  ratingWriteResponse,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { jsonBody } from '../../lib/body'
import { errorResponses } from '../../lib/errors'
import { type AuthService, authContext, requireSession } from '../auth'
import { createRatingService, type RatedItems } from './service'

export type RatingRoutesOptions = {
  db: Db
  auth: AuthService
  items: RatedItems
  /** The item's `{slug}` as its catalogue admits it. */
  params: z.ZodType<{ slug: string }>
  /** 'template' or 'snippet', for the documentation. */
  noun: string
  tags: string[]
  /** Called after every stored change: the catalogue's cached answers show the averages. */
  onChange: () => void
}

/**
 * `/{slug}/ratings`, `/{slug}/rating`: members' ratings of an item, mounted by each catalogue
 * under its own prefix (README, Ratings and counters). Reading needs no account; giving, changing
 * and withdrawing a rating do.
 */
export function ratingRoutes({ db, auth, items, params, noun, tags, onChange }: RatingRoutesOptions) {
  const service = createRatingService(db, items)
  const changed = <T>(answer: T): T => {
    onChange()
    return answer
  }
  const forbidden = noun === 'snippet' ? ' 403 for the snippet’s own author.' : ''
  return new Elysia()
    .use(authContext(auth))
    .get(
      '/:slug/ratings',
      ({ params, query, auth: session }) => service.list(params.slug, query.page, session?.userId),
      {
        params,
        query: ratingsQuery,
        response: { 200: ratingsResponse, ...errorResponses(404, 422) },
        detail: {
          tags,
          summary: `A ${noun}'s ratings`,
          description: `The average and count, how many members gave each number of stars, the reviews (ratings with a text) latest first, ${RATINGS_PAGE_SIZE} a page, and, with a member's token, their own rating and whether they may rate. 404 on field \`slug\` for an unknown ${noun}.`,
        },
      },
    )
    .put(
      '/:slug/rating',
      async ({ params, body, auth: session }) => {
        const { userId } = requireSession(session)
        return changed(await service.save(params.slug, userId, body))
      },
      {
        params,
        parse: jsonBody,
        body: ratingInput,
        response: { 200: ratingWriteResponse, ...errorResponses(400, 401, 403, 404, 422) },
        detail: {
          tags,
          summary: `Rate a ${noun}`,
          description: `Signed in only (401). Gives the ${noun} 1 to 5 \`stars\` with an optional \`review\` of up to ${RATING_REVIEW_MAX} characters, or replaces the member's earlier rating: one per member and ${noun}. Answers the new average and count.${forbidden} 404 on field \`slug\` for an unknown ${noun}; 422 on \`stars\` or \`review\`.`,
        },
      },
    )
    .delete(
      '/:slug/rating',
      async ({ params, auth: session }) => {
        const { userId } = requireSession(session)
        return changed(await service.remove(params.slug, userId))
      },
      {
        params,
        parse: 'none',
        response: { 200: ratingWriteResponse, ...errorResponses(401, 404, 422) },
        detail: {
          tags,
          summary: `Withdraw a rating of a ${noun}`,
          description: `Signed in only (401). Removes the member's rating, if any, and answers the new average and count. 404 on field \`slug\` for an unknown ${noun}.`,
        },
      },
    )
}
