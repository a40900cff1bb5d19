import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { recordingServerApi as serverApi } from '@/lib/api/server-api-testing'
import { loadApiReference, openApiQueryOptions, referenceMeta } from './api-reference-queries'
import { testDocument } from './test-document'

describe('openApiQueryOptions', () => {
  it('reads the document from /api/openapi.json through the server', async () => {
    const server = serverApi(() => Response.json(testDocument))
    const queryFn = openApiQueryOptions(server.api).queryFn as () => Promise<unknown>
    expect(await queryFn()).toEqual(testDocument)
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://localhost/api/openapi.json',
    ])
  })

  it('refuses an answer that is no OpenAPI document', async () => {
    const server = serverApi(() => Response.json({ status: 'ok' }))
    const queryFn = openApiQueryOptions(server.api).queryFn as () => Promise<unknown>
    await expect(queryFn()).rejects.toThrow('unexpected shape')
  })
})

describe('loadApiReference', () => {
  it('puts the document into the cache the page reads and names the page after the API', async () => {
    const server = serverApi(() => Response.json(testDocument))
    const queryClient = new QueryClient()
    const { meta } = await loadApiReference(queryClient, server.api)
    expect(queryClient.getQueryData(openApiQueryOptions().queryKey)).toEqual(testDocument)
    expect(meta).toEqual(referenceMeta(testDocument))
    expect(meta).toContainEqual({ title: 'API reference · Snipstack' })
    expect(meta).toContainEqual({
      name: 'description',
      content: 'Every operation of the Test API (v1.2.3): parameters, request bodies, responses and errors.',
    })
  })

  it('fails the page when the API does, after trying a server failure again and a refusal once', async () => {
    const down = serverApi(() => Response.json({ error: { message: 'Down', code: 'UNAVAILABLE' } }, { status: 503 }))
    // As while the server renders: a failed call is tried again at once.
    const queryClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
    await expect(loadApiReference(queryClient(), down.api)).rejects.toThrow()
    expect(down.requests).toHaveLength(4)
    const missing = serverApi(() => Response.json({ error: { message: 'No', code: 'NOT_FOUND' } }, { status: 404 }))
    await expect(loadApiReference(queryClient(), missing.api)).rejects.toThrow()
    expect(missing.requests).toHaveLength(1)
  })
})
