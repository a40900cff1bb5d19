import { STATUS_CODES } from 'node:http'
import { toOpenAPISchema } from '@elysiajs/openapi'
import { errorCode, errorResponse, PRODUCT } from '@snipstack/contracts'
import type { AnyElysia } from 'elysia'
import { z } from 'zod'
import { statusByCode } from '../../lib/errors'

/**
 * The parts of an OpenAPI 3.1 document that this server writes. The site's API reference reads the
 * document over HTTP with its own, looser types (site/src/features/api-reference/openapi-document.ts).
 */
type JsonSchema = { [key: string]: unknown }
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }
type MediaType = { schema?: JsonSchema }
type Operation = {
  summary?: string
  description?: string
  tags?: string[]
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, MediaType> }
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>
}
export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description?: string }
  tags?: Array<{ name: string; description?: string }>
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema> }
}

const OPENAPI_VERSION = '3.1.2'

/**
 * The error body's schema with the HTTP status each `code` answers with, as the extension
 * `x-http-status` of the `code` property: the contract knows the codes, only the server their
 * statuses, and a reader of the document (the site's reference among them) needs both.
 */
const errorSchemaWithStatuses = () =>
  withoutDialect(
    z.toJSONSchema(errorResponse, {
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema === errorCode) jsonSchema['x-http-status'] = statusByCode
      },
    }) as JsonSchema,
  ) as JsonSchema

/** OpenAPI 3.1 implies the JSON Schema dialect, so the per-schema `$schema` line is noise. */
function withoutDialect(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return schema
  const { $schema: _, ...rest } = schema
  return rest
}

/**
 * Builds the document from the routes' own contracts (Elysia reads the zod schemas given in
 * route options through their Standard JSON Schema support). Every operation also documents
 * the shared error body as its default response.
 */
export function buildOpenApiDocument(app: AnyElysia): OpenApiDocument {
  const { paths, components } = toOpenAPISchema(app, { staticFile: false }, undefined, undefined, OPENAPI_VERSION)
  const documented = paths as OpenApiDocument['paths']
  const errorSchema = withoutDialect(z.toJSONSchema(errorResponse) as JsonSchema) as JsonSchema
  const errorJson = JSON.stringify(errorSchema)
  for (const operations of Object.values(documented)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) parameter.schema = withoutDialect(parameter.schema)
      for (const entry of Object.values(operation.requestBody?.content ?? {}))
        entry.schema = withoutDialect(entry.schema)
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // Elysia's placeholder description says nothing; the status text does.
        if (!response.description || response.description.startsWith('Response for status'))
          response.description = STATUS_CODES[status] ?? response.description
        for (const entry of Object.values(response.content ?? {})) {
          const schema = withoutDialect(entry.schema)
          entry.schema = JSON.stringify(schema) === errorJson ? { $ref: '#/components/schemas/ErrorResponse' } : schema
        }
      }
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'Any failure: `{ "error": { "message", "field"?, "code" } }`',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
        },
      }
    }
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${PRODUCT.name} API`,
      version: PRODUCT.version,
      description: `The HTTP API behind the ${PRODUCT.name} site and CLI. Requests and responses are JSON; every failure answers with one error shape. A request body must be sent as \`application/json\` (or multipart/form-data where an upload route says so), else 415 \`UNSUPPORTED_MEDIA_TYPE\`; a write that carries cookies from another site (\`Sec-Fetch-Site: cross-site\`, or an Origin other than this server's) is refused with 403.`,
    },
    tags: [
      { name: 'System', description: 'Service status.' },
      { name: 'Snippets', description: 'The public code snippet catalogue.' },
      { name: 'Search', description: 'One search across the snippet and template catalogues.' },
    ],
    paths: documented,
    components: { schemas: { ...components.schemas, ErrorResponse: errorSchemaWithStatuses() } },
  }
}
