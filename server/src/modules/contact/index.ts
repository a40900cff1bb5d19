import { contactBody, contactResponse, contactMessages as messages } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { contactMessages } from '../../db/schema'
import { jsonBody } from '../../lib/body'
import { clientIp } from '../../lib/client-ip'
import { errorResponses, RateLimitedError } from '../../lib/errors'
import { type AuthService, authContext } from '../auth'

/**
 * `/api/contact`: the contact form (/page/contact). Anyone may write; a signed-in sender's account
 * is noted to help answer. Each address may send a few messages an hour, and a message that fails
 * validation does not count.
 */
export function contactModule(database: Database, auth: AuthService) {
  const { limiter, limits } = auth
  return new Elysia().use(authContext(auth)).post(
    '/contact',
    async ({ auth: session, body, request, set }) => {
      const ip = clientIp(request, auth.options.trustedProxies) ?? 'unknown'
      const hit = await limiter.hit(`contact:ip:${ip}`, limits.contactPerIp)
      if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, messages.rateLimited)
      const [stored] = await database.db
        .insert(contactMessages)
        .values({ ...body, userId: session?.userId ?? null })
        .returning({ id: contactMessages.id })
      set.status = 201
      set.headers['cache-control'] = 'no-store'
      return { id: stored?.id ?? '', message: messages.sent }
    },
    {
      body: contactBody,
      parse: jsonBody,
      response: { 201: contactResponse, ...errorResponses(422, 429) },
      detail: {
        tags: ['Contact'],
        summary: 'Send a message',
        description: `Stores a message for the people who run the site; they answer by email. 422 on the field at fault (\`name\`, \`email\`, \`topic\`, \`message\`); 429 with Retry-After after ${limits.contactPerIp.limit} messages from one address within ${limits.contactPerIp.windowMs / 60_000} minutes.`,
      },
    },
  )
}
