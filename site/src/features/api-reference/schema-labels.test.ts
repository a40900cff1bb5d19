import { describe, expect, it } from 'vitest'
import type { JsonSchema } from './openapi-document'
import { constraintLabels, type SchemaField, type SchemaLibrary, schemaFields, typeLabel } from './schema-labels'

const library: SchemaLibrary = {
  User: { type: 'object', description: 'An account.', required: ['name'], properties: { name: { type: 'string' } } },
  Node: {
    type: 'object',
    properties: {
      label: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
    },
  },
}

/** Each field as one line: path, type and the flag, so expectations read like the page. */
const lines = (fields: SchemaField[]) =>
  fields.map((f) => `${f.parent}${f.name}: ${f.type}${f.required ? ' (required)' : ''}`)

describe('typeLabel', () => {
  it.each<[string, JsonSchema, string]>([
    ['a plain type', { type: 'boolean' }, 'boolean'],
    ['a format', { type: 'string', format: 'date-time' }, 'string (date-time)'],
    ['a nullable type', { type: ['string', 'null'] }, 'string | null'],
    ['a constant', { const: 'free' }, '"free"'],
    ['an enum', { type: 'string', enum: ['a', 'b'] }, '"a" | "b"'],
    ['a nullable enum', { type: ['string', 'null'], enum: ['a', null] }, '"a" | null'],
    ['an enum nullable by its type', { type: ['string', 'null'], enum: ['a'] }, '"a" | null'],
    ['a union', { anyOf: [{ type: 'number' }, { type: 'null' }] }, 'number | null'],
    ['an intersection', { allOf: [{ $ref: '#/components/schemas/User' }, { type: 'object' }] }, 'User & object'],
    ['a reference by its name', { $ref: '#/components/schemas/User' }, 'User'],
    ['an array of references', { type: 'array', items: { $ref: '#/components/schemas/Node' } }, 'array of Node'],
    [
      'an array of arrays',
      { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
      'array of array of integer',
    ],
    ['an array without items', { type: 'array' }, 'array'],
    ['no type at all', {}, 'any'],
  ])('labels %s', (_, schema, label) => {
    expect(typeLabel(schema, library)).toBe(label)
  })

  it('names a reference it cannot follow rather than guessing its shape', () => {
    expect(typeLabel({ $ref: '#/components/schemas/Missing' }, library)).toBe('Missing')
  })
})

describe('constraintLabels', () => {
  it('says the limits in a fixed order, with literal values as JSON and patterns as written', () => {
    expect(
      constraintLabels({ type: 'string', default: '', pattern: '^[a-z]+$', maxLength: 100, minLength: 3 }),
    ).toEqual(['min length 3', 'max length 100', 'pattern ^[a-z]+$', 'default ""'])
    expect(constraintLabels({ type: 'array', minItems: 1, maxItems: 10, default: [] })).toEqual([
      'min items 1',
      'max items 10',
      'default []',
    ])
    expect(constraintLabels({ type: 'number', minimum: 0, exclusiveMaximum: 5 })).toEqual(['min 0', 'less than 5'])
    expect(constraintLabels({ type: 'string' })).toEqual([])
  })
})

describe('schemaFields', () => {
  it('lists nested objects after their parent, with their path, types and required flags', () => {
    const fields = schemaFields(
      {
        type: 'object',
        required: ['snippets'],
        properties: {
          snippets: {
            type: 'array',
            items: {
              type: 'object',
              required: ['author'],
              properties: {
                title: { type: 'string', minLength: 3, description: 'Shown as the heading.' },
                author: { $ref: '#/components/schemas/User' },
              },
            },
          },
          total: { type: 'integer' },
        },
      },
      library,
    )
    expect(lines(fields)).toEqual([
      'snippets: array of object (required)',
      'snippets[].title: string',
      'snippets[].author: User (required)',
      'snippets[].author.name: string (required)',
      'total: integer',
    ])
    expect(fields[1]).toMatchObject({ constraints: ['min length 3'], description: 'Shown as the heading.' })
    // A referenced schema's own description stands in for the property's.
    expect(fields[2]?.description).toBe('An account.')
  })

  it('lists a schema that contains itself once, where it recurs by its type alone', () => {
    expect(lines(schemaFields({ $ref: '#/components/schemas/Node' }, library))).toEqual([
      'label: string',
      'children: array of Node',
    ])
  })

  it("reads a nullable object's fields and an array body's item fields", () => {
    expect(lines(schemaFields({ anyOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }] }, library))).toEqual([
      'name: string (required)',
    ])
    expect(lines(schemaFields({ type: 'array', items: { $ref: '#/components/schemas/User' } }, library))).toEqual([
      '[].name: string (required)',
    ])
  })

  it('has no fields for schemas that are no objects', () => {
    expect(schemaFields({ type: 'string' }, library)).toEqual([])
    expect(schemaFields({ type: 'object' }, library)).toEqual([])
  })
})
