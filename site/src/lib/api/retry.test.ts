import { HTTPError } from 'ky'
import { describe, expect, it } from 'vitest'
import { retryUnlessClientError } from './retry'

const httpError = (status: number) =>
  new HTTPError(new Response(null, { status }), new Request('http://localhost/api/x'), {} as never)

describe('retryUnlessClientError', () => {
  it('gives up at once on a 4xx answer, which asking again will not change', () => {
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(retryUnlessClientError(0, httpError(status))).toBe(false)
  })

  it('retries server errors and network failures three times', () => {
    for (const error of [httpError(500), httpError(503), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2].map((count) => retryUnlessClientError(count, error))).toEqual([true, true, true])
      expect(retryUnlessClientError(3, error)).toBe(false)
    }
  })
})
