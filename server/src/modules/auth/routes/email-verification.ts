import { meResponse, okResponse, verifyEmailBody } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { jsonBody } from '../../../lib/body'
import { errorResponses } from '../../../lib/errors'
import { publicOrigin } from '../../../lib/origin'
import { authContext, noStore, requireSession } from '../context'
import type { AuthService } from '../service'
import { tags } from './tags'

/** Spending a verification link, and asking for another one. */
export function emailVerificationRoutes(auth: AuthService) {
  return new Elysia()
    .use(authContext(auth))
    .post(
      '/verify-email',
      async ({ body, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.verifyEmail(body.token) }
      },
      {
        body: verifyEmailBody,
        parse: jsonBody,
        response: { 200: meResponse, ...errorResponses(400, 422) },
        detail: {
          tags,
          summary: 'Verify the email address',
          description:
            'Spends the `token` of a verification link (the link opens `/verify-email?token=…` on the site, which posts it here, so a mail scanner that follows links verifies nothing). Answers the verified account. 400 on field `token` when the link is unknown, was used, expired (after 24 hours) or was sent to an address the account no longer has.',
        },
      },
    )
    .post(
      '/verify-email/resend',
      async ({ auth: session, request }) => {
        await auth.resendVerification(requireSession(session), publicOrigin(request, auth.options))
        return { ok: true as const }
      },
      {
        parse: 'text',
        response: { 200: okResponse, ...errorResponses(401, 409, 429) },
        detail: {
          tags,
          summary: 'Send another verification email',
          description:
            'Mails the signed-in account a new verification link; earlier links keep working until they expire. 409 when the email is already verified; at most 5 an hour per account (429 with Retry-After). No body.',
        },
      },
    )
}
