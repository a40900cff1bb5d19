import { isRecord, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from './openapi-document'
import { constraintLabels, type SchemaField, type SchemaLibrary, schemaFields, typeLabel } from './schema-labels'

/** The methods a path item may hold, in the order the OpenAPI specification lists them. */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** The schema every failure answers with; shown once, under Errors, and linked from each response. */
export const ERROR_SCHEMA = 'ErrorResponse'
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA}`
/** The anchor of the Errors section. */
export const ERRORS_ANCHOR = 'errors'

export type ParameterView = {
  name: string
  in: string
  type: string
  required: boolean
  deprecated: boolean
  constraints: string[]
  description?: string
}

export type RequestBodyView = {
  required: boolean
  description?: string
  mediaTypes: string[]
  type?: string
  fields: SchemaField[]
}

export type ResponseView = {
  /** `200`, `4XX` or `default`. */
  status: string
  description?: string
  mediaTypes: string[]
  type?: string
  /** The body is the shared error shape (ErrorResponse). */
  error: boolean
  fields: SchemaField[]
}

export type OperationView = {
  /** The operation's anchor on the page. */
  id: string
  method: HttpMethod
  path: string
  summary: string
  description?: string
  deprecated: boolean
  parameters: ParameterView[]
  requestBody?: RequestBodyView
  responses: ResponseView[]
}

export type TagGroup = { name: string; id: string; description?: string; operations: OperationView[] }

export type ErrorCodeView = { code: string; status?: number }

export type ApiReference = {
  title: string
  version: string
  description?: string
  /** The OpenAPI version the document is written in. */
  openapi: string
  groups: TagGroup[]
  operationCount: number
  /** The shared error body, when the document names it. */
  errors?: { fields: SchemaField[]; codes: ErrorCodeView[] }
}

/** An id made of the text's letters and digits, dashes between: `GET /api/{slug}` → `get-api-slug`. */
const slugify = (text: string) =>
  text
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()

/** The anchor of an operation: its method and path, e.g. `post-api-snippets-slug-view`. */
export const operationAnchor = (method: string, path: string) => slugify(`${method} ${path}`)

/** Where operations without a tag are listed. */
const UNTAGGED = 'Other'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** The schema an answer or body is described by: the JSON one if there is one, else the first. */
function mainSchema(content: Record<string, unknown> | undefined): JsonSchema | undefined {
  if (!content) return undefined
  const json = content['application/json']
  if (isRecord(json) && isRecord(json.schema)) return json.schema
  for (const media of Object.values(content)) if (isRecord(media) && isRecord(media.schema)) return media.schema
  return undefined
}

function operationView(
  method: HttpMethod,
  path: string,
  operation: OpenApiOperation,
  id: string,
  library: SchemaLibrary,
): OperationView {
  const parameters = (operation.parameters ?? []).filter(isRecord).map(
    (parameter): ParameterView => ({
      name: String(parameter.name),
      in: String(parameter.in),
      type: parameter.schema ? typeLabel(parameter.schema, library) : 'any',
      required: parameter.required === true,
      deprecated: parameter.deprecated === true,
      constraints: parameter.schema ? constraintLabels(parameter.schema) : [],
      // Elysia writes a query field's description into its schema, not beside it.
      description: text(parameter.description) ?? text(parameter.schema?.description),
    }),
  )
  const body = operation.requestBody
  const bodyContent = isRecord(body?.content) ? body.content : undefined
  const bodySchema = mainSchema(bodyContent)
  const requestBody: RequestBodyView | undefined =
    body && bodyContent
      ? {
          required: body.required === true,
          description: text(body.description),
          mediaTypes: Object.keys(bodyContent),
          type: bodySchema && typeLabel(bodySchema, library),
          fields: bodySchema ? schemaFields(bodySchema, library) : [],
        }
      : undefined
  const responses = Object.entries(operation.responses ?? {})
    .filter(([, response]) => isRecord(response))
    .map(([status, response]): ResponseView => {
      const content = isRecord(response.content) ? response.content : undefined
      const schema = mainSchema(content)
      const error = schema?.$ref === ERROR_REF
      return {
        status,
        description: text(response.description),
        mediaTypes: Object.keys(content ?? {}),
        type: schema && typeLabel(schema, library),
        error,
        fields: schema && !error ? schemaFields(schema, library) : [],
      }
    })
  return {
    id,
    method,
    path,
    summary: text(operation.summary) ?? `${method.toUpperCase()} ${path}`,
    description: text(operation.description),
    deprecated: operation.deprecated === true,
    parameters,
    requestBody,
    responses,
  }
}

/** The error codes the shared error body may carry, each with its status when the document says it. */
function errorCodes(schema: JsonSchema | undefined): ErrorCodeView[] {
  const error = isRecord(schema?.properties) ? schema.properties.error : undefined
  const code = isRecord(error) && isRecord(error.properties) ? error.properties.code : undefined
  if (!isRecord(code) || !Array.isArray(code.enum)) return []
  // The server adds each code's HTTP status as an extension of the schema (x-http-status).
  const statuses = isRecord(code['x-http-status']) ? code['x-http-status'] : {}
  return code.enum.map(String).map((value) => {
    const status = statuses[value]
    return typeof status === 'number' ? { code: value, status } : { code: value }
  })
}

/**
 * What the reference shows, read from the document: its operations grouped by their first tag, the
 * groups in the order their first operation appears (the order the server composes its modules), a
 * tag's description from the document's tag list. Every operation gets an anchor of its own.
 */
export function buildReference(doc: OpenApiDocument): ApiReference {
  const library: SchemaLibrary = doc.components?.schemas ?? {}
  const groups = new Map<string, TagGroup>()
  const taken = new Set<string>([ERRORS_ANCHOR])
  const unique = (id: string) => {
    let candidate = id
    for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`
    taken.add(candidate)
    return candidate
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      if (!isRecord(item[method])) continue
      const operation = item[method] as OpenApiOperation
      const view = operationView(method, path, operation, unique(operationAnchor(method, path)), library)
      const tag = text(Array.isArray(operation.tags) ? operation.tags[0] : undefined) ?? UNTAGGED
      let group = groups.get(tag)
      if (!group) {
        group = {
          name: tag,
          id: unique(`tag-${slugify(tag)}`),
          description: text(doc.tags?.find((entry) => entry.name === tag)?.description),
          operations: [],
        }
        groups.set(tag, group)
      }
      group.operations.push(view)
    }
  }
  const errorSchema = library[ERROR_SCHEMA]
  const operationGroups = [...groups.values()]
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: text(doc.info.description),
    openapi: doc.openapi,
    groups: operationGroups,
    operationCount: operationGroups.reduce((count, group) => count + group.operations.length, 0),
    errors: errorSchema
      ? { fields: schemaFields({ $ref: ERROR_REF }, library), codes: errorCodes(errorSchema) }
      : undefined,
  }
}
