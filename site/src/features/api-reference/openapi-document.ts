/**
 * The parts of an OpenAPI 3.x document that the reference reads. The server writes the document
 * (server/src/modules/docs/openapi.ts); the site only reads it, so every field the server may leave
 * out is optional here and the reader copes without it.
 */
export type JsonSchema = { [key: string]: unknown }

type OpenApiParameter = {
  name: string
  in: string
  required?: boolean
  deprecated?: boolean
  description?: string
  schema?: JsonSchema
}

type OpenApiMediaType = { schema?: JsonSchema }

export type OpenApiOperation = {
  summary?: string
  description?: string
  tags?: string[]
  operationId?: string
  deprecated?: boolean
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; description?: string; content?: Record<string, OpenApiMediaType> }
  responses?: Record<string, { description?: string; content?: Record<string, OpenApiMediaType> }>
}

export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description?: string }
  tags?: Array<{ name: string; description?: string }>
  /** Path items hold operations under method names, and may hold other keys (`parameters`, `summary`). */
  paths: Record<string, Record<string, unknown>>
  components?: { schemas?: Record<string, JsonSchema> }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether an answer is an OpenAPI 3 document as far as the reference needs it: a version, a title,
 * a version of the API and its paths. Everything below that is read field by field.
 */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (!isRecord(value) || typeof value.openapi !== 'string' || !value.openapi.startsWith('3.')) return false
  const { info, paths } = value
  return (
    isRecord(info) &&
    typeof info.title === 'string' &&
    typeof info.version === 'string' &&
    isRecord(paths) &&
    Object.values(paths).every(isRecord)
  )
}
