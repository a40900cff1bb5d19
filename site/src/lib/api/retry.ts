import { isHTTPError } from 'ky'

/**
 * The retry policy of every query that reads /api: a 4xx will not change by asking again, so it
 * fails at once; anything else (a network error, a 5xx) gets the cache's usual three retries.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) return false
  return failureCount < 3
}
