import { describe, expect, it } from 'vitest'
import { isOpenApiDocument } from './openapi-document'
import { buildReference, operationAnchor } from './reference-model'
import { testDocument } from './test-document'

const reference = buildReference(testDocument)
const operations = reference.groups.flatMap((group) => group.operations)
const operation = (method: string, path: string) => {
  const found = operations.find((entry) => entry.method === method && entry.path === path)
  if (!found) throw new Error(`no ${method} ${path}`)
  return found
}

describe('buildReference', () => {
  it('groups operations by their first tag, in the order the groups first appear', () => {
    expect(reference.groups.map((group) => [group.name, group.operations.map((o) => `${o.method} ${o.path}`)])).toEqual(
      [
        ['System', ['get /api/health']],
        ['Things', ['get /api/things/{id}', 'delete /api/things/{id}', 'post /api/things']],
        ['Other', ['get /api/things-preview']],
      ],
    )
  })

  it("counts every method of every path and nothing else of a path's keys", () => {
    const methods = Object.values(testDocument.paths).flatMap((item) =>
      Object.keys(item).filter((key) => key !== 'summary' && key !== 'parameters'),
    )
    expect(reference.operationCount).toBe(methods.length)
    expect(operations).toHaveLength(methods.length)
  })

  it('takes the tag descriptions from the document and the headline from info', () => {
    expect(reference.groups.find((group) => group.name === 'Things')?.description).toBe('The `things` catalogue.')
    expect(reference.groups.find((group) => group.name === 'System')?.description).toBeUndefined()
    expect(reference).toMatchObject({
      title: 'Test API',
      version: '1.2.3',
      openapi: '3.1.2',
      description: 'Send `application/json`.',
    })
  })

  it('gives every operation and group an anchor of its own', () => {
    expect(operation('get', '/api/things/{id}').id).toBe('get-api-things-id')
    const ids = [...reference.groups.map((group) => group.id), ...operations.map((o) => o.id), 'errors']
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('keeps anchors apart when two paths make the same one', () => {
    const clash = buildReference({
      ...testDocument,
      paths: { '/api/a-b': { get: { summary: 'Dashed' } }, '/api/a/b': { get: { summary: 'Nested' } } },
    })
    expect(clash.groups[0]?.operations.map((o) => o.id)).toEqual(['get-api-a-b', 'get-api-a-b-2'])
  })

  it('names an operation without a summary by its method and path', () => {
    expect(operation('get', '/api/things-preview').summary).toBe('GET /api/things-preview')
  })

  it('reads parameters with their type, limits and description, wherever the description is', () => {
    expect(operation('get', '/api/things/{id}').parameters).toEqual([
      { name: 'id', in: 'path', type: 'integer', required: true, deprecated: false, constraints: ['min 1'] },
      {
        name: 'fields',
        in: 'query',
        type: 'string',
        required: false,
        deprecated: false,
        constraints: ['max length 50'],
        description: 'Comma-separated `names`.',
      },
    ])
  })

  it('reads the request body with its media types and fields', () => {
    const body = operation('post', '/api/things').requestBody
    expect(body).toMatchObject({
      required: true,
      description: 'Field `body`: the thing as JSON.',
      mediaTypes: ['multipart/form-data'],
      type: 'object',
    })
    expect(body?.fields.map((f) => `${f.parent}${f.name}: ${f.type}`)).toEqual([
      'body: object',
      'body.name: string',
      'body.tags: array of string',
      'file: string (binary)',
    ])
    expect(operation('get', '/api/health').requestBody).toBeUndefined()
  })

  it('reads responses: the shared error body by name only, other bodies with their fields', () => {
    const responses = operation('get', '/api/things/{id}').responses
    expect(responses.map((r) => [r.status, r.description, r.type, r.error])).toEqual([
      ['200', 'OK', 'Node', false],
      ['404', 'Not Found', 'ErrorResponse', true],
    ])
    expect(responses[0]?.fields.map((f) => f.name)).toEqual(['name', 'children'])
    expect(responses[1]?.fields).toEqual([])
    expect(operation('delete', '/api/things/{id}').responses).toEqual([
      { status: '204', description: 'No Content', mediaTypes: [], type: undefined, error: false, fields: [] },
    ])
    expect(operation('get', '/api/things-preview').responses[0]).toMatchObject({
      mediaTypes: ['image/png', 'image/webp'],
      type: undefined,
    })
  })

  it('describes the shared error body with each code and the status the document gives it', () => {
    expect(reference.errors?.fields.map((f) => `${f.parent}${f.name}`)).toEqual([
      'error',
      'error.message',
      'error.field',
      'error.code',
    ])
    expect(reference.errors?.codes).toEqual([
      { code: 'NOT_FOUND', status: 404 },
      { code: 'VALIDATION', status: 422 },
      { code: 'TEAPOT' },
    ])
    expect(buildReference({ ...testDocument, components: {} }).errors).toBeUndefined()
  })
})

describe('operationAnchor', () => {
  it('is made of the method and the path', () => {
    expect(operationAnchor('post', '/api/snippets/{slug}/view')).toBe('post-api-snippets-slug-view')
    expect(operationAnchor('get', '/api/templates/{slug}/preview.svg')).toBe('get-api-templates-slug-preview-svg')
  })
})

describe('isOpenApiDocument', () => {
  it('accepts an OpenAPI 3 document and refuses anything else', () => {
    expect(isOpenApiDocument(testDocument)).toBe(true)
    expect(isOpenApiDocument({ ...testDocument, openapi: '2.0' })).toBe(false)
    expect(isOpenApiDocument({ ...testDocument, info: { title: 'x' } })).toBe(false)
    expect(isOpenApiDocument({ ...testDocument, paths: { '/x': 'nothing' } })).toBe(false)
    expect(isOpenApiDocument({ error: { message: 'Not found', code: 'NOT_FOUND' } })).toBe(false)
    expect(isOpenApiDocument('<!doctype html>')).toBe(false)
    expect(isOpenApiDocument(null)).toBe(false)
  })
})
