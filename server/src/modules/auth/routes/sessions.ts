import { authResponse, loginBody, okResponse, registerBody } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { jsonBody } from '../../../lib/body'
import { errorResponses } from '../../../lib/errors'
import { publicOrigin } from '../../../lib/origin'
import { authContext, clientInfo, requireSession, signedIn } from '../context'
import type { AuthService } from '../service'
import { tags } from './tags'

/** Registering, signing in with a password, and signing out. */
export function sessionRoutes(auth: AuthService) {
  const client = (request: Request) => clientInfo(request, auth.options.trustedProxies)

  return new Elysia()
    .use(authContext(auth))
    .post(
      '/register',
      async ({ body, request, set }) => {
        const answer = await auth.register(body, client(request), publicOrigin(request, auth.options))
        set.status = 201
        return signedIn(auth, answer, request, set)
      },
      {
        body: registerBody,
        parse: jsonBody,
        response: { 201: authResponse, ...errorResponses(409, 422, 429) },
        detail: {
          tags,
          summary: 'Create an account',
          description:
            'Creates the account, signs it in and mails a link that verifies the email (valid 24 hours). The username is derived from the email. 409 on field `email` when the email is taken; 429 with Retry-After after too many attempts, or after too many taken emails from one address.',
        },
      },
    )
    .post(
      '/login',
      async ({ body, request, set }) => signedIn(auth, await auth.login(body, client(request)), request, set),
      {
        body: loginBody,
        parse: jsonBody,
        response: { 200: authResponse, ...errorResponses(401, 422, 429) },
        detail: {
          tags,
          summary: 'Sign in',
          description:
            '`email` is an email address or a username. An unknown account and a wrong password get the same 401. 429 with Retry-After after too many failed attempts.',
        },
      },
    )
    .post(
      '/sign-out',
      async ({ request }) => {
        await auth.signOut(request.headers.get('authorization'))
        return { ok: true as const }
      },
      {
        // No payload: read any body as text and ignore it, so a stray one (or an empty body
        // labelled JSON) cannot turn signing out into a 400.
        parse: 'text',
        response: { 200: okResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'Sign out',
          description: 'Ends the session the access token names (an expired access token still names it). No body.',
        },
      },
    )
    .post(
      '/sign-out-all',
      async ({ auth: session }) => {
        await auth.signOutAll(requireSession(session))
        return { ok: true as const }
      },
      {
        parse: 'text',
        response: { 200: okResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'Sign out everywhere',
          description: 'Ends every session of the account, this one too.',
        },
      },
    )
}
