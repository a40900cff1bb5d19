import { HTTPError } from 'ky'
import { describe, expect, it } from 'vitest'
import { LIST_ERROR_FALLBACK, listErrorMessage } from './list-error'

describe('catalogue list error message', () => {
  it("prefers the API's own message", async () => {
    const request = new Request('http://localhost/api/snippets/list')
    const response = new Response(
      JSON.stringify({ error: { message: 'Please use a page number', code: 'VALIDATION' } }),
      {
        status: 422,
        headers: { 'content-type': 'application/json' },
      },
    )
    const error = new HTTPError(response, request, {} as never)
    error.data = await response.clone().json()
    expect(listErrorMessage(error)).toBe('Please use a page number')
  })

  it("falls back to the request's message, then to the generic one", () => {
    expect(listErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch')
    expect(listErrorMessage(new Error(''))).toBe(LIST_ERROR_FALLBACK)
    expect(listErrorMessage(undefined)).toBe('An error occurred')
  })
})
