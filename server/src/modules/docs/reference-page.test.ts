import { describe, expect, it } from 'vitest'
import type { OpenApiDocument } from './openapi'
import { renderReferencePage } from './reference-page'

const hostile = '<script>alert(1)</script>'

const document: OpenApiDocument = {
  openapi: '3.1.2',
  info: { title: `API ${hostile}`, version: '1.0.0', description: 'Use `ky`.' },
  tags: [{ name: 'Things', description: hostile }],
  paths: {
    '/api/things/{id}': {
      post: {
        tags: ['Things'],
        summary: hostile,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
        },
        responses: { '204': { description: 'No Content' } },
      },
    },
  },
  components: {
    schemas: {
      ErrorResponse: { type: 'object', properties: { error: { type: 'object', properties: {} } } },
      // A schema that contains itself must not send the renderer into a loop.
      Node: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', description: hostile },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    },
  },
}

describe('renderReferencePage', () => {
  const html = renderReferencePage(document, 'abc123')

  it('escapes every text that comes from the document', () => {
    expect(html).not.toContain(hostile)
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })

  it('styles itself through the nonce and loads nothing', () => {
    expect(html).toContain('<style nonce="abc123">')
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|src=/)
  })

  it('lists operations with parameters, bodies and responses', () => {
    expect(html).toContain('<span class="method post">POST</span> <code>/api/things/{id}</code>')
    expect(html).toContain('<code>id</code></td><td>path</td><td>integer <span class="muted">minimum 1</span>')
    expect(html).toContain('<code>children</code> <span class="type">array of Node</span>')
    expect(html).toContain('<dt>204</dt><dd>No Content')
    expect(html).toContain('Use <code>ky</code>.')
  })
})
