import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_TYPES,
  authMessages,
  changePasswordBody,
  meResponse,
  okResponse,
  updateMeBody,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { jsonBody } from '../../../lib/body'
import { AppError, errorResponses } from '../../../lib/errors'
import { matchesEtag } from '../../../lib/etag'
import { readAvatarForm } from '../avatars'
import { authContext, clientInfo, noStore, requireSession } from '../context'
import type { AuthService } from '../service'
import { tags } from './tags'

/** The signed-in account: its details, its avatar picture and its password. */
export function accountRoutes(auth: AuthService) {
  return new Elysia()
    .use(authContext(auth))
    .get(
      '/me',
      async ({ auth: session, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.me(requireSession(session)) }
      },
      {
        response: { 200: meResponse, ...errorResponses(401) },
        detail: { tags, summary: 'The signed-in account' },
      },
    )
    .patch(
      '/me',
      async ({ auth: session, body, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.updateMe(requireSession(session), body) }
      },
      {
        body: updateMeBody,
        parse: jsonBody,
        response: { 200: meResponse, ...errorResponses(401, 409, 422) },
        detail: {
          tags,
          summary: 'Update the account',
          description: 'Names, username and avatar URL; each is optional. 409 on field `username` when it is taken.',
        },
      },
    )
    .post(
      '/me/avatar',
      async ({ auth: session, request, set }) => {
        Object.assign(set.headers, noStore)
        const signedInSession = requireSession(session)
        return auth.limitSuccesses(
          `avatar:account:${signedInSession.userId}`,
          auth.limits.avatarUploadsPerAccount,
          async () => ({ user: await auth.setAvatar(signedInSession, await readAvatarForm(request)) }),
        )
      },
      {
        // Read after the session and the limit are checked, so a refused client costs no parsing.
        parse: 'none',
        response: { 200: meResponse, ...errorResponses(400, 401, 413, 422, 429) },
        detail: {
          tags,
          summary: 'Upload an avatar picture',
          description: `A multipart form, as every upload is, with one picture in the field \`file\` (an optional \`body\` field is ignored). It must be PNG, JPEG, WebP or GIF as its bytes show (SVG and anything else: 422 on \`file\`), at most ${AVATAR_MAX_BYTES / 1024} KB and ${AVATAR_MAX_PIXELS} × ${AVATAR_MAX_PIXELS} pixels in every frame of an animation. The account's \`avatar_url\` becomes the picture's address under \`/api/auth/avatar/\`. A JSON body is a 400; any other type but multipart/form-data a 415. At most 30 pictures an hour per account (429 with Retry-After; refused uploads do not count).`,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [AVATAR_FIELD],
                  properties: { [AVATAR_FIELD]: { type: 'string', format: 'binary' } },
                },
                encoding: { [AVATAR_FIELD]: { contentType: AVATAR_TYPES.join(', ') } },
              },
            },
          },
        },
      },
    )
    .delete(
      '/me/avatar',
      async ({ auth: session, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.removeAvatar(requireSession(session)) }
      },
      {
        parse: 'none',
        response: { 200: meResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'Remove the avatar',
          description:
            'Takes the picture off the account, uploaded or given by URL; the header shows the initials again. Doing it again changes nothing.',
        },
      },
    )
    .get(
      '/avatar/:user',
      async ({ params, query, request }) => {
        const stored = z.uuid().safeParse(params.user).success ? await auth.avatar(params.user) : undefined
        if (!stored) throw new AppError('NOT_FOUND', authMessages.avatarNotFound, 'user')
        const etag = `"${stored.version}"`
        const headers = {
          'content-type': stored.contentType,
          'x-content-type-options': 'nosniff',
          // Opened on its own, the picture is still only a picture.
          'content-security-policy': "default-src 'none'; sandbox",
          // The address names the version, so that one may be kept for good; without it, ask each time.
          'cache-control': query.v === stored.version ? 'public, max-age=31536000, immutable' : 'no-cache',
          etag,
        }
        if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
        return new Response(stored.content, { headers })
      },
      {
        params: z.object({ user: z.string() }),
        query: z.object({ v: z.string().optional() }),
        detail: {
          tags,
          summary: 'An uploaded avatar picture',
          description:
            'The picture an account uploaded, with the type its bytes proved, `nosniff` and a sandboxing CSP. With `v` equal to the current version (as `avatar_url` gives it) it may be cached for a year; otherwise it is revalidated by ETag. 404 on field `user` when the account has no uploaded picture.',
          responses: {
            200: { description: 'The picture', content: Object.fromEntries(AVATAR_TYPES.map((type) => [type, {}])) },
            404: { description: 'Not Found' },
          },
        },
      },
    )
    .post(
      '/password',
      async ({ auth: session, body, request }) => {
        await auth.changePassword(requireSession(session), body, clientInfo(request, auth.options.trustedProxies))
        return { ok: true as const }
      },
      {
        body: changePasswordBody,
        parse: jsonBody,
        response: { 200: okResponse, ...errorResponses(401, 422, 429) },
        detail: {
          tags,
          summary: 'Change the password',
          description:
            'Needs the current password (422 on field `current_password` when wrong). Every other session of the account ends.',
        },
      },
    )
}
