import {
  snippetSubmissionMessages as messages,
  SNIPPET_ATTACHMENT_MAX_BYTES,
  SNIPPET_SUBMISSIONS_PER_HOUR,
  snippetAttachmentExtensions,
  snippetDeleteResponse,
  snippetSingleQuery,
  snippetSubmission,
  snippetUpdate,
  snippetWriteResponse,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { AppError, errorResponses } from '../../lib/errors'
import { etagOf, matchesEtag } from '../../lib/etag'
import { type AuthService, authContext, requireSession } from '../auth'
import { contentDisposition, readSubmissionForm } from './attachment'
import { createSubmissionService } from './submission-service'

export type SnippetSubmissionOptions = {
  database: Database
  /** The app's one account service: who is signed in, and the shared rate limiter. */
  auth: AuthService
  /** Called after every successful submit, update and delete, e.g. to drop cached lists. */
  onChange?: () => void
}

const tags = ['Snippets']

/**
 * A field's problem as the form shows it: on the top-level key of `body` (a bad tag is a
 * problem of `tags`), with the contract's message; a `body` that is not an object is one of `body`.
 */
function checkBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const key = issue?.path[0]
  if (issue === undefined || key === undefined) throw new AppError('VALIDATION', messages.body, 'body')
  throw new AppError('VALIDATION', issue.message, String(key))
}

const withoutDialect = (schema: Record<string, unknown>) => {
  const { $schema: _, ...rest } = schema
  return rest
}

/** The multipart form as OpenAPI 3.1 describes one: `body` is a JSON part, `file` a text part. */
function multipartBody(schema: z.ZodType, description: string) {
  return {
    required: true,
    description,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          required: ['body'],
          properties: {
            body: {
              ...(withoutDialect(z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>) as {
                type: 'object'
              }),
              description: 'The snippet, as JSON text.',
            },
            file: {
              type: 'string' as const,
              format: 'binary',
              description: `At most one UTF-8 text file of up to ${SNIPPET_ATTACHMENT_MAX_BYTES / 1024} KB named .${snippetAttachmentExtensions.join(', .')}.`,
            },
          },
        },
        encoding: { body: { contentType: 'application/json' }, file: { contentType: 'text/plain' } },
      },
    },
  }
}

const formRules =
  'Validation answers 422 with `field` set to the key of `body` at fault (`title`, `tags`, …), to `body` when it is not JSON of an object, or to `file` for the attachment: more than one file, a name that does not end in an admitted extension, more than 256 KB, or content that is not UTF-8 text without NUL bytes. A body that is not multipart/form-data is a 400; a request body over 1 MiB is a 413.'

/**
 * `/api/snippets/{submit,update,delete,attachment}`: members publish, change and remove their own
 * snippets (mounted by `snippetsModule` under its `/snippets` prefix). The form routes read their
 * multipart body themselves (`parse: 'none'`), after the session and the rate limit are checked,
 * so a signed-out or rate-limited client costs no parsing.
 */
export function snippetSubmissionRoutes({ database, auth, onChange }: SnippetSubmissionOptions) {
  const service = createSubmissionService(database.db)
  const { logger } = auth

  /** A listener's failure must not turn a stored change into an error answer. */
  const changed = () => {
    try {
      onChange?.()
    } catch (error) {
      logger.error('A snippet change listener failed', error)
    }
  }

  return new Elysia()
    .use(authContext(auth))
    .post(
      '/submit',
      async ({ auth: session, request, set }) => {
        const { userId } = requireSession(session)
        // Only published snippets count: a form sent back for a correction is not a second one.
        return auth.limitSuccesses(
          `snippet-submit:account:${userId}`,
          auth.limits.snippetSubmissionsPerAccount,
          async () => {
            const { body, file } = await readSubmissionForm(request, (value) => checkBody(snippetSubmission, value))
            const snippet = await service.submit(userId, body, file)
            set.status = 201
            changed()
            return { snippet }
          },
          messages.rateLimited,
        )
      },
      {
        parse: 'none',
        response: { 201: snippetWriteResponse, ...errorResponses(400, 401, 413, 422, 429) },
        detail: {
          tags,
          summary: 'Publish a snippet',
          description: `Signed in only (401). Publishes the snippet under a slug made from its title (lowercase ASCII and dashes, -2, -3 … when taken), authored by the caller, free and MIT-licensed, with its optional attachment, in one transaction. ${formRules} At most ${SNIPPET_SUBMISSIONS_PER_HOUR} snippets per account and hour: 429 with Retry-After past that (failed submissions do not count).`,
          requestBody: multipartBody(
            snippetSubmission,
            'Field `body`: the snippet as JSON; field `file`: an optional attachment.',
          ),
        },
      },
    )
    .put(
      '/update',
      async ({ auth: session, query, request }) => {
        const { userId } = requireSession(session)
        const { body, file } = await readSubmissionForm(request, (value) => checkBody(snippetUpdate, value))
        const snippet = await service.update(userId, query.slug, body, file)
        changed()
        return { snippet }
      },
      {
        parse: 'none',
        query: snippetSingleQuery,
        response: { 200: snippetWriteResponse, ...errorResponses(400, 401, 403, 404, 413, 422) },
        detail: {
          tags,
          summary: 'Change a snippet',
          description: `Only its author (403 for anyone else, 404 on field \`slug\` for an unknown one, 401 signed out). The whole snippet is sent again; the slug stays. A new \`file\` replaces the attachment; without one, \`remove_attachment: true\` removes it and otherwise it stays. ${formRules}`,
          requestBody: multipartBody(
            snippetUpdate,
            'Field `body`: the snippet as JSON; field `file`: an optional new attachment.',
          ),
        },
      },
    )
    .delete(
      '/delete',
      async ({ auth: session, query }) => {
        const { userId } = requireSession(session)
        const slug = await service.remove(userId, query.slug)
        changed()
        return { slug }
      },
      {
        parse: 'none',
        query: snippetSingleQuery,
        response: { 200: snippetDeleteResponse, ...errorResponses(401, 403, 404, 422) },
        detail: {
          tags,
          summary: 'Remove a snippet',
          description:
            'Only its author (403 for anyone else, 404 on field `slug` for an unknown one, 401 signed out). The attachment goes with it.',
        },
      },
    )
    .get(
      '/attachment',
      async ({ query, request }) => {
        const { name, content } = await service.attachment(query.slug)
        const etag = etagOf(content)
        // The uploader's declared type is never repeated: the bytes are checked text and go out as
        // such, as a download, so no browser renders or runs them.
        const headers = {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': contentDisposition(name),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
          ETag: etag,
        }
        if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
        return new Response(content, { headers })
      },
      {
        query: snippetSingleQuery,
        detail: {
          tags,
          summary: "A snippet's attached file",
          description:
            'The file a member attached, as a download: always `text/plain; charset=utf-8` (never the type it was uploaded with), `Content-Disposition: attachment` with a sanitised name (`filename*` for non-ASCII names), `nosniff`, an ETag. 404 on field `slug` when the snippet has no attachment or does not exist.',
          responses: {
            200: {
              description: 'The file',
              content: { 'text/plain; charset=utf-8': { schema: { type: 'string' } } },
            },
            304: { description: 'Not Modified' },
            404: {
              description: 'Not Found',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
            },
            422: {
              description: 'Unprocessable Entity',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
            },
          },
        },
      },
    )
}
