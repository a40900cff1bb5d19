import { isRecord, type JsonSchema } from './openapi-document'

/** The document's named schemas, which `$ref`s point into. */
export type SchemaLibrary = Record<string, JsonSchema>

/**
 * A schema with its `$ref` followed (one step), and the name it was referred to by: the ref's last
 * segment (`#/components/schemas/User` → `User`).
 */
function resolveSchema(schema: JsonSchema, library: SchemaLibrary): { schema: JsonSchema; name?: string } {
  const ref = schema.$ref
  if (typeof ref !== 'string') return { schema }
  const name = ref.slice(ref.lastIndexOf('/') + 1)
  return { schema: library[name] ?? {}, name }
}

const schemaList = (value: unknown): JsonSchema[] | undefined =>
  Array.isArray(value) ? value.filter(isRecord) : undefined

const literal = (value: unknown) => JSON.stringify(value) ?? String(value)

/**
 * A one-line type such as `string (date-time)`, `"a" | "b"`, `string | null`, `array of string`
 * or the name of a referenced schema.
 */
export function typeLabel(raw: JsonSchema, library: SchemaLibrary): string {
  const { schema, name } = resolveSchema(raw, library)
  if (name) return name
  if ('const' in schema) return literal(schema.const)
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map(literal)
    // A nullable enum may admit null through its type alone, without listing it among its values.
    const nullable = Array.isArray(schema.type) && schema.type.includes('null') && !schema.enum.includes(null)
    return [...values, ...(nullable ? ['null'] : [])].join(' | ')
  }
  const union = schemaList(schema.anyOf) ?? schemaList(schema.oneOf)
  if (union?.length) return union.map((member) => typeLabel(member, library)).join(' | ')
  const all = schemaList(schema.allOf)
  if (all?.length) return all.map((member) => typeLabel(member, library)).join(' & ')
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === 'string',
  )
  if (types.length === 0) return 'any'
  return types
    .map((type) => {
      if (type === 'array') return isRecord(schema.items) ? `array of ${typeLabel(schema.items, library)}` : 'array'
      return typeof schema.format === 'string' && type !== 'null' ? `${type} (${schema.format})` : type
    })
    .join(' | ')
}

/** Validation keywords worth telling a client, in the order they are shown, with their words. */
const constraintWords: ReadonlyArray<readonly [string, string]> = [
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minimum', 'min'],
  ['exclusiveMinimum', 'greater than'],
  ['maximum', 'max'],
  ['exclusiveMaximum', 'less than'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['default', 'default'],
]

/** The schema's limits as short phrases, e.g. `min length 3`, `pattern ^[a-z]+$`, `default []`. */
export function constraintLabels(schema: JsonSchema): string[] {
  return constraintWords
    .filter(([key]) => key in schema)
    .map(([key, words]) => {
      const value = schema[key]
      return `${words} ${key === 'pattern' && typeof value === 'string' ? value : literal(value)}`
    })
}

/** One property of an object schema, where nesting shows as a path (`snippets[].author.name`). */
export type SchemaField = {
  /** The path to the field, `[]` marking array items: e.g. `snippets[].author.` for `name`. */
  parent: string
  name: string
  type: string
  required: boolean
  constraints: string[]
  description?: string
}

/**
 * The object a schema describes, if any: directly, through a `$ref`, as the items of an array, or
 * as the one object among a union's members (a nullable object is written as such a union).
 */
function objectOf(
  raw: JsonSchema,
  library: SchemaLibrary,
): { schema: JsonSchema; name?: string; array: boolean } | undefined {
  const { schema, name } = resolveSchema(raw, library)
  if (isRecord(schema.properties)) return { schema, name, array: false }
  if (isRecord(schema.items)) {
    const items = objectOf(schema.items, library)
    return items && { ...items, array: true }
  }
  const union = schemaList(schema.anyOf) ?? schemaList(schema.oneOf)
  const objects = (union ?? []).flatMap((member) => objectOf(member, library) ?? [])
  return objects.length === 1 ? objects[0] : undefined
}

/** How deep nested objects are listed; below that a field shows its type alone. */
const MAX_DEPTH = 6

/**
 * Every property of the object a schema describes, nested ones after their parent with their path.
 * A schema that contains itself is listed once: where it recurs the field shows its type alone.
 */
export function schemaFields(raw: JsonSchema, library: SchemaLibrary): SchemaField[] {
  const fields: SchemaField[] = []
  // `path` names the field whose schema this is ('' for the whole body); an array's items add `[]`.
  const visit = (schema: JsonSchema, path: string, depth: number, seen: ReadonlySet<string>) => {
    const target = objectOf(schema, library)
    if (!target || depth > MAX_DEPTH || (target.name && seen.has(target.name))) return
    const inside = target.name ? new Set([...seen, target.name]) : seen
    const base = target.array ? `${path}[]` : path
    const parent = base ? `${base}.` : ''
    const required = new Set(Array.isArray(target.schema.required) ? target.schema.required : [])
    for (const [name, property] of Object.entries(target.schema.properties as Record<string, unknown>)) {
      if (!isRecord(property)) continue
      const description = property.description ?? resolveSchema(property, library).schema.description
      fields.push({
        parent,
        name,
        type: typeLabel(property, library),
        required: required.has(name),
        constraints: constraintLabels(property),
        description: typeof description === 'string' && description.trim() ? description : undefined,
      })
      visit(property, `${parent}${name}`, depth + 1, inside)
    }
  }
  visit(raw, '', 0, new Set())
  return fields
}
