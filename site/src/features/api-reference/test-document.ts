import type { OpenApiDocument } from './openapi-document'

/**
 * A small document shaped like the server's (server/src/modules/docs/openapi.ts) for the feature's
 * tests: two tags, an untagged operation, a recursive schema, the shared error body with statuses.
 */
export const testDocument: OpenApiDocument = {
  openapi: '3.1.2',
  info: { title: 'Test API', version: '1.2.3', description: 'Send `application/json`.' },
  tags: [{ name: 'Things', description: 'The `things` catalogue.' }],
  paths: {
    '/api/health': {
      get: {
        tags: ['System'],
        summary: 'Service health',
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status'],
                  properties: { status: { type: 'string', enum: ['ok', 'degraded'] } },
                },
              },
            },
          },
          default: {
            description: 'Any failure: `{ "error": … }`',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
          },
        },
      },
    },
    '/api/things/{id}': {
      // Path-level keys that are not methods are no operations.
      summary: 'One thing',
      parameters: [],
      get: {
        tags: ['Things'],
        summary: 'Read a thing',
        description: 'Answers 404 with `field` set to `id` for an unknown thing.',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          {
            name: 'fields',
            in: 'query',
            schema: { type: 'string', maxLength: 50, description: 'Comma-separated `names`.' },
          },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
          },
          '404': {
            description: 'Not Found',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
          },
        },
      },
      delete: {
        tags: ['Things'],
        summary: 'Remove a thing',
        responses: { '204': { description: 'No Content' } },
      },
    },
    '/api/things': {
      post: {
        tags: ['Things', 'Writes'],
        summary: 'Add a thing',
        requestBody: {
          required: true,
          description: 'Field `body`: the thing as JSON.',
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['body'],
                properties: {
                  body: {
                    type: 'object',
                    required: ['name'],
                    properties: {
                      name: { type: 'string', minLength: 3 },
                      tags: { type: 'array', items: { type: 'string' } },
                    },
                  },
                  file: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
          },
        },
      },
    },
    '/api/things-preview': {
      get: {
        responses: { '200': { description: 'The image', content: { 'image/png': {}, 'image/webp': {} } } },
      },
    },
  },
  components: {
    schemas: {
      ErrorResponse: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['message', 'code'],
            properties: {
              message: { type: 'string', description: 'A sentence a person can read.' },
              field: { type: 'string' },
              code: {
                type: 'string',
                enum: ['NOT_FOUND', 'VALIDATION', 'TEAPOT'],
                'x-http-status': { NOT_FOUND: 404, VALIDATION: 422 },
              },
            },
          },
        },
      },
      // A schema that contains itself.
      Node: {
        type: 'object',
        description: 'A thing and what it holds.',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    },
  },
}
