import {
  okResponse,
  proAccessResponse,
  REGISTRY_TOKENS_PER_ACCOUNT,
  registryTokenBody,
  registryTokenCreatedResponse,
  registryTokenParams,
  registryTokensResponse,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { jsonBody } from '../../lib/body'
import { errorResponses } from '../../lib/errors'
import { type AuthService, authContext, requireSession } from '../auth'
import { createEntitlements } from './entitlements'
import { PAID_CACHE_CONTROL } from './gate'
import type { RegistryTokens } from './registry-tokens'

const tags = ['Pro']
const signedIn = 'Signed in only (401).'

/**
 * `/api/pro/*`: what an account has of the paid catalogue (README, What Pro unlocks), and the
 * registry tokens it installs paid items with (README, Registry tokens).
 */
export function proModule(database: Database, auth: AuthService, tokens: RegistryTokens) {
  const entitlements = createEntitlements(database.db)
  return new Elysia({ prefix: '/pro' })
    .use(authContext(auth))
    .get(
      '/access',
      async ({ auth: session, set }) => {
        const { userId } = requireSession(session)
        set.headers['cache-control'] = PAID_CACHE_CONTROL
        return entitlements.access(userId)
      },
      {
        response: { 200: proAccessResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'What the account has',
          description:
            'Whether the signed-in account has Pro, and the pro snippets and paid templates it has on their own. Needs an access token; 401 without one. Never kept by a shared cache.',
        },
      },
    )
    .get(
      '/tokens',
      async ({ auth: session, set }) => {
        const { userId } = requireSession(session)
        set.headers['cache-control'] = PAID_CACHE_CONTROL
        return { tokens: await tokens.list(userId) }
      },
      {
        response: { 200: registryTokensResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'My registry tokens',
          description: `${signedIn} The account's registry tokens, newest first: name, last four characters, when each was made and last used. The tokens themselves are never answered again.`,
        },
      },
    )
    .post(
      '/tokens',
      async ({ auth: session, body, set }) => {
        const { userId } = requireSession(session)
        set.headers['cache-control'] = PAID_CACHE_CONTROL
        set.status = 201
        return tokens.create(userId, body.name)
      },
      {
        parse: jsonBody,
        body: registryTokenBody,
        response: { 201: registryTokenCreatedResponse, ...errorResponses(400, 401, 409, 422) },
        detail: {
          tags,
          summary: 'Make a registry token',
          description: `${signedIn} Makes a registry token named \`name\` and answers it once, in \`secret\`: the server keeps only its hash. The CLIs send it as \`Authorization: Bearer <token>\` to \`/r\`. 409 when the account already holds ${REGISTRY_TOKENS_PER_ACCOUNT}; 422 on \`name\`.`,
        },
      },
    )
    .delete(
      '/tokens/:id',
      async ({ auth: session, params, set }) => {
        const { userId } = requireSession(session)
        set.headers['cache-control'] = PAID_CACHE_CONTROL
        await tokens.revoke(userId, params.id)
        return { ok: true as const }
      },
      {
        parse: 'none',
        params: registryTokenParams,
        response: { 200: okResponse, ...errorResponses(401, 404, 422) },
        detail: {
          tags,
          summary: 'Revoke a registry token',
          description: `${signedIn} Deletes one of the account's registry tokens: from then on \`/r\` answers 401 to it. 404 on \`id\` when the account has no token with that id.`,
        },
      },
    )
}
