import { authProvidersResponse, authResponse, exchangeBody, oauthProviders } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { jsonBody } from '../../../lib/body'
import { errorResponses } from '../../../lib/errors'
import { authContext, clientInfo, signedIn } from '../context'
import { createOAuthFlow } from '../oauth'
import type { AuthService } from '../service'
import { tags } from './tags'

const providerParams = z.object({ provider: z.enum(oauthProviders) })

function redirect(location: string, cookie: string | undefined): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  if (cookie) headers.set('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/** Signing in with Google or GitHub: the browser's round trip to the provider, then the code's exchange. */
export function oauthRoutes(auth: AuthService) {
  const oauth = createOAuthFlow(auth)

  // Every /api/auth route resolves the caller's session, these too: one set of hooks for the module.
  return new Elysia()
    .use(authContext(auth))
    .post(
      '/exchange',
      async ({ body, request, set }) =>
        signedIn(auth, await auth.exchange(body.code, clientInfo(request, auth.options.trustedProxies)), request, set),
      {
        body: exchangeBody,
        parse: jsonBody,
        response: { 200: authResponse, ...errorResponses(400, 422) },
        detail: {
          tags,
          summary: 'Finish an OAuth sign-in',
          description:
            'Trades the one-time `code` that an OAuth callback put in the `/sign-in` URL (valid 60 s, single use) for a session.',
        },
      },
    )
    .get(
      '/providers',
      ({ set }) => {
        // Set at start-up; a visitor's form may keep it for a while.
        set.headers['cache-control'] = 'public, max-age=300'
        return { providers: oauth.configured() }
      },
      {
        response: { 200: authProvidersResponse },
        detail: {
          tags,
          summary: 'Sign-in providers',
          description:
            'The providers this site is set up for (a client id and secret configured), in the order the forms show them; the sign-in and register forms offer only these.',
        },
      },
    )
    .get(
      '/provider/:provider',
      async ({ params, query, request }) => {
        const { location, cookie } = await oauth.start(params.provider, request, query.redirect_url)
        return redirect(location, cookie)
      },
      {
        params: providerParams,
        query: z.object({ redirect_url: z.string().optional() }),
        detail: {
          tags,
          summary: 'Sign in with Google or GitHub',
          description:
            'A browser navigation: 302 to the provider, with state and PKCE kept in a signed HttpOnly cookie. An unconfigured provider redirects to `/sign-in?error=provider_not_configured`, keeping `redirect_url`. `redirect_url` (a path on this site) comes back to `/sign-in`.',
        },
      },
    )
    .get(
      '/provider/:provider/callback',
      async ({ params, query, request }) => {
        const { location, cookie } = await oauth.callback(
          params.provider,
          request,
          query,
          request.headers.get('cookie'),
        )
        return redirect(location, cookie)
      },
      {
        params: providerParams,
        query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
        detail: {
          tags,
          summary: 'OAuth callback',
          description:
            'Where the provider sends the browser back: 302 to `/sign-in?code=<one-time code>[&redirect_url=…]`, or to `/sign-in?error=<reason>`.',
        },
      },
    )
}
